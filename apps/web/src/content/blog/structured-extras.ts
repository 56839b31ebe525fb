import type { Lang } from "../../i18n/lang";
import { faqPage, howTo } from "../../seo/jsonld";

/** The how-to article carries two extra structured items: its steps and its questions. */
export function howToConvertExtras(lang: Lang): object[] {
  if (lang === "de") {
    return [
      howTo("GAEB in Excel umwandeln", "In vier Schritten von der GAEB-Datei zur Excel-Tabelle.", [
        {
          name: "Datei prüfen",
          text: "GAEB DA XML (X80–X89, X89B, .xml), GAEB 2000 (.p8x) oder GAEB 90 (.d8x), höchstens 5 MB.",
        },
        { name: "Hochladen", text: "Datei in das Upload-Feld des Konverters ziehen oder auswählen." },
        { name: "Umwandeln", text: "Nutzungsbedingungen akzeptieren und „In Excel umwandeln“ klicken." },
        { name: "Herunterladen", text: "Die .xlsx-Datei innerhalb von 24 Stunden herunterladen." },
      ]),
      faqPage([
        {
          question: "Kann ich GAEB 90 oder GAEB 2000 umwandeln?",
          answer:
            "Ja. Der Konverter liest GAEB 2000 (.p81, .p83, .p84, .p86) und GAEB 90 (.d81, .d83, .d84, .d86) genauso wie GAEB DA XML.",
        },
        {
          question: "Wie lange ist der Download verfügbar?",
          answer: "24 Stunden. Danach werden GAEB- und Excel-Datei gelöscht.",
        },
      ]),
    ];
  }
  return [
    howTo("Convert GAEB to Excel", "Four steps from a GAEB file to an Excel spreadsheet.", [
      {
        name: "Check the file",
        text: "GAEB DA XML (X80–X89, X89B, .xml), GAEB 2000 (.p8x) or GAEB 90 (.d8x), up to 5 MB.",
      },
      { name: "Upload", text: "Drag the file onto the converter's upload field or choose it." },
      { name: "Convert", text: "Accept the terms of use and click “Convert to Excel”." },
      { name: "Download", text: "Download the .xlsx file within 24 hours." },
    ]),
    faqPage([
      {
        question: "Can I convert GAEB 90 or GAEB 2000?",
        answer:
          "Yes. The converter reads GAEB 2000 (.p81, .p83, .p84, .p86) and GAEB 90 (.d81, .d83, .d84, .d86) just like GAEB DA XML.",
      },
      {
        question: "How long is the download available?",
        answer: "24 hours. After that the GAEB and Excel files are deleted.",
      },
    ]),
  ];
}
