import type { Lang } from "../i18n/lang";

export interface FaqItem {
  question: string;
  answer: string;
}

/** The ten questions of the FAQ page, in the product's order. */
export const faqItems: Record<Lang, readonly FaqItem[]> = {
  de: [
    {
      question: "Was ist eine GAEB-Datei?",
      answer:
        "GAEB steht für den Gemeinsamen Ausschuss Elektronik im Bauwesen. Er legt fest, wie Leistungsverzeichnisse, Angebote, Aufträge und Rechnungen im Bauwesen elektronisch ausgetauscht werden. Eine GAEB-Datei enthält also ein Leistungsverzeichnis mit Ordnungszahlen, Texten, Mengen und gegebenenfalls Preisen.",
    },
    {
      question: "Wie wandle ich eine GAEB-Datei in Excel um?",
      answer:
        "Öffnen Sie den Konverter, ziehen Sie Ihre Datei in das Upload-Feld oder wählen Sie sie aus, bestätigen Sie die Nutzungsbedingungen und klicken Sie auf „In Excel umwandeln“. Nach wenigen Sekunden laden Sie die fertige Excel-Datei herunter.",
    },
    {
      question: "Welche GAEB-Formate werden unterstützt?",
      answer:
        "Wir lesen GAEB DA XML in den Versionen 2.x bis 3.3 in allen Austauschphasen X80 bis X89 sowie X89B, zum Beispiel X81 (Leistungsverzeichnis), X83 (Angebotsaufforderung), X84 (Angebotsabgabe) und X86 (Auftragserteilung). Auch als .xml gespeicherte GAEB-Dateien funktionieren. Dazu kommen die älteren Formate GAEB 2000 (.p81, .p83, .p84, .p86) und GAEB 90 (.d81, .d83, .d84, .d86).",
    },
    {
      question: "Sind meine Daten sicher?",
      answer:
        "Die Übertragung ist verschlüsselt. Ihre Datei ist nur über einen persönlichen Zugriffsschlüssel erreichbar und wird zusammen mit der erzeugten Excel-Datei nach spätestens 24 Stunden gelöscht. Wir setzen kein Tracking und keine Werbung ein.",
    },
    {
      question: "Muss ich etwas installieren oder mich registrieren?",
      answer:
        "Nein. Der Konverter läuft im Browser. Es gibt kein Konto, keine Anmeldung und nichts zu installieren.",
    },
    {
      question: "Was kostet die Umwandlung?",
      answer:
        "Nichts. GAEB zu Excel ist ein privates, nicht-kommerzielles Projekt und kostenlos. Es gibt keinen kostenpflichtigen Tarif.",
    },
    {
      question: "Kann ich Excel auch zurück in GAEB umwandeln?",
      answer:
        "Nein, derzeit nur in eine Richtung: von GAEB nach Excel. Für Angebote im GAEB-Format (X84) brauchen Sie weiterhin eine AVA- oder Kalkulationssoftware.",
    },
    {
      question: "Wie groß darf eine Datei sein?",
      answer:
        "Bis zu 5 MB pro Datei. Das reicht für die allermeisten Leistungsverzeichnisse, auch mit mehreren tausend Positionen.",
    },
    {
      question: "Welche Daten bleiben in der Excel-Datei erhalten?",
      answer:
        "Ordnungszahlen (als Text), Gliederung in Lose und Titel mit Zwischensummen, Kurz- und Langtexte, Mengen, Einheiten, Einheits- und Gesamtpreise, Positionsarten wie Bedarfs-, Wahl- und Pauschalpositionen sowie Vor- und Hinweistexte.",
    },
    {
      question: "Was ist der Unterschied zwischen GAEB DA XML und den älteren Formaten?",
      answer:
        "GAEB DA XML ist das aktuelle, strukturierte XML-Format (Dateiendungen wie .x83). GAEB 90 (.d83) und GAEB 2000 (.p83) sind ältere Textformate mit festen Spalten bzw. Schlüsselwörtern. Sie gelten als veraltet, kommen aber aus manchen Programmen und Archiven noch vor. Der Konverter liest alle drei; die Excel-Tabelle sieht bei jedem Format gleich aus.",
    },
  ],
  en: [
    {
      question: "What is a GAEB file?",
      answer:
        "GAEB stands for the German Joint Committee for Electronics in Construction (Gemeinsamer Ausschuss Elektronik im Bauwesen). It defines how bills of quantities, offers, orders and invoices are exchanged electronically in construction. A GAEB file therefore holds a bill of quantities with item numbers, texts, quantities and possibly prices.",
    },
    {
      question: "How do I convert a GAEB file to Excel?",
      answer:
        "Open the converter, drag your file onto the upload field or choose it, accept the terms of use and click “Convert to Excel”. A few seconds later you download the finished Excel file.",
    },
    {
      question: "Which GAEB formats are supported?",
      answer:
        "We read GAEB DA XML versions 2.x to 3.3 in every exchange phase X80 to X89 and X89B, for example X81 (bill of quantities), X83 (request for tender), X84 (offer submission) and X86 (contract award). GAEB files saved as .xml work too, and so do the older GAEB 2000 (.p81, .p83, .p84, .p86) and GAEB 90 (.d81, .d83, .d84, .d86) formats.",
    },
    {
      question: "Is my data safe?",
      answer:
        "Transfers are encrypted. Your file can only be reached with a personal access token and is deleted together with the generated Excel file within 24 hours at the latest. We use no tracking and no ads.",
    },
    {
      question: "Do I need to install anything or register?",
      answer:
        "No. The converter runs in your browser. There is no account, no sign-up and nothing to install.",
    },
    {
      question: "What does the conversion cost?",
      answer:
        "Nothing. GAEB to Excel is a private, non-commercial project and free to use. There is no paid plan.",
    },
    {
      question: "Can I convert Excel back to GAEB?",
      answer:
        "No, only one way for now: from GAEB to Excel. To submit offers in GAEB format (X84) you still need tendering or estimating software.",
    },
    {
      question: "How large may a file be?",
      answer:
        "Up to 5 MB per file. That is enough for almost every bill of quantities, even with thousands of items.",
    },
    {
      question: "What data is kept in the Excel file?",
      answer:
        "Item numbers (as text), the structure of lots and sections with subtotals, short and long texts, quantities, units, unit and total prices, item kinds such as provisional, alternative and lump-sum items, and preambles and remarks.",
    },
    {
      question: "What is the difference between GAEB DA XML and the older formats?",
      answer:
        "GAEB DA XML is the current, structured XML format (extensions such as .x83). GAEB 90 (.d83) and GAEB 2000 (.p83) are older text formats with fixed columns or keywords. They are considered outdated, but some programs and archives still produce them. The converter reads all three, and the spreadsheet looks the same whichever format you upload.",
    },
  ],
};
