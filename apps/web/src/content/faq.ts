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
        "GAEB steht für den Gemeinsamen Ausschuss Elektronik im Bauwesen. Er legt fest, wie Leistungsverzeichnisse, Angebote, Aufträge und Rechnungen am Bau elektronisch ausgetauscht werden. Eine GAEB-Datei enthält ein Leistungsverzeichnis mit Ordnungszahlen, Texten, Mengen und, je nach Austauschphase, Preisen.",
    },
    {
      question: "Wie wandle ich eine GAEB-Datei in Excel um?",
      answer:
        "Öffnen Sie den Konverter, ziehen Sie Ihre Datei in das Upload-Feld oder wählen Sie sie per Klick aus, bestätigen Sie die Nutzungsbedingungen und klicken Sie auf „In Excel umwandeln“. Wenige Sekunden später können Sie die fertige Excel-Datei herunterladen.",
    },
    {
      question: "Welche GAEB-Formate werden unterstützt?",
      answer:
        "GAEB DA XML in den Versionen 2.x bis 3.3, in allen Austauschphasen von X80 bis X89 und X89B, zum Beispiel X81 (Leistungsverzeichnis), X83 (Angebotsaufforderung), X84 (Angebotsabgabe) und X86 (Auftragserteilung). Auch GAEB-Dateien mit der Endung .xml werden erkannt. Dazu kommen die älteren Formate GAEB 2000 (.p81, .p83, .p84, .p86) und GAEB 90 (.d81, .d83, .d84, .d86).",
    },
    {
      question: "Sind meine Daten sicher?",
      answer:
        "Standardmäßig wandelt Ihr Browser die Datei selbst um; sie verlässt Ihren Computer dabei nicht. Wählen Sie die Umwandlung auf unserem Server, wird die Datei verschlüsselt übertragen, ist nur über einen persönlichen Zugriffsschlüssel erreichbar und wird zusammen mit der Excel-Datei spätestens nach 24 Stunden gelöscht, mit „Dateien jetzt löschen“ sofort. Tracking und Werbung gibt es bei uns nicht.",
    },
    {
      question: "Muss ich etwas installieren oder mich registrieren?",
      answer: "Nein. Der Konverter läuft im Browser: kein Konto, keine Anmeldung, nichts zu installieren.",
    },
    {
      question: "Was kostet die Umwandlung?",
      answer:
        "Nichts. GAEB zu Excel ist ein privates, nichtkommerzielles Projekt und kostenlos. Einen kostenpflichtigen Tarif gibt es nicht.",
    },
    {
      question: "Kann ich Excel auch zurück in GAEB umwandeln?",
      answer:
        "Ja, für Ihr Angebot: Wandeln Sie die Anfrage (zum Beispiel eine X83) in Excel um, tragen Sie Ihre Preise in die gelb markierten Zellen ein und legen Sie die Tabelle auf der Seite „Excel nach X84“ ab. Daraus entsteht die Angebotsdatei (X84), die Sie abgeben; Ihre Preise verlassen dabei Ihren Computer nicht. Ein Leistungsverzeichnis, das Sie in Excel führen (unsere Vorlage, eine hier umgewandelte und bearbeitete Tabelle oder Ihre eigene mit Spalten wie OZ, Kurztext, Menge und Einheit), wird auf der Seite „Excel nach GAEB“ zur X83 oder X81.",
    },
    {
      question: "Wie groß darf eine Datei sein?",
      answer:
        "Bis zu 5 MB pro Datei. Das reicht für die allermeisten Leistungsverzeichnisse, auch für solche mit mehreren Tausend Positionen.",
    },
    {
      question: "Welche Daten bleiben in der Excel-Datei erhalten?",
      answer:
        "Die Ordnungszahlen (als Text), die Gliederung in Lose und Titel mit Zwischensummen, Kurz- und Langtexte, Mengen, Einheiten, Einheits- und Gesamtpreise, Positionsarten wie Bedarfs-, Wahl- und Pauschalpositionen sowie Vorbemerkungen und Hinweistexte.",
    },
    {
      question: "Was ist der Unterschied zwischen GAEB DA XML und den älteren Formaten?",
      answer:
        "GAEB DA XML ist das aktuelle, strukturierte XML-Format (Endungen wie .x83). GAEB 90 (.d83) ist ein älteres Textformat mit festen Spalten, GAEB 2000 (.p83) eines mit Schlüsselwörtern. Beide gelten als veraltet, begegnen einem aber noch in manchen Programmen und Archiven. Der Konverter liest alle drei, und die Excel-Tabelle sieht bei jedem Format gleich aus.",
    },
  ],
  en: [
    {
      question: "What is a GAEB file?",
      answer:
        "GAEB is the German Joint Committee for Electronics in Construction (Gemeinsamer Ausschuss Elektronik im Bauwesen). It sets the standard for exchanging bills of quantities, offers, orders and invoices electronically in the construction industry. A GAEB file holds a bill of quantities with item numbers, descriptions, quantities and, depending on the exchange phase, prices.",
    },
    {
      question: "How do I convert a GAEB file to Excel?",
      answer:
        "Open the converter, drag your file into the upload box or click to choose it, accept the terms of use and click “Convert to Excel”. A few seconds later your Excel file is ready to download.",
    },
    {
      question: "Which GAEB formats are supported?",
      answer:
        "GAEB DA XML versions 2.x to 3.3 in every exchange phase from X80 to X89 and X89B, for example X81 (bill of quantities), X83 (request for tender), X84 (offer submission) and X86 (contract award). GAEB files saved with the extension .xml are recognised too, and so are the older GAEB 2000 (.p81, .p83, .p84, .p86) and GAEB 90 (.d81, .d83, .d84, .d86) formats.",
    },
    {
      question: "Is my data safe?",
      answer:
        "By default your browser converts the file itself, so it never leaves your computer. If you choose to convert on our server, the file is sent encrypted, can only be reached with a personal access token and is deleted together with the Excel file within 24 hours, or at once with “Delete my files now”. There is no tracking and no advertising.",
    },
    {
      question: "Do I need to install anything or register?",
      answer: "No. The converter runs in your browser: no account, no sign-up, nothing to install.",
    },
    {
      question: "What does the conversion cost?",
      answer:
        "Nothing. GAEB to Excel is a private, non-commercial project and free to use. There is no paid plan.",
    },
    {
      question: "Can I convert Excel back to GAEB?",
      answer:
        "Yes, for your offer: convert the request (an X83, say) to Excel, type your prices into the yellow cells and drop the workbook on the “Excel to X84” page. It makes the offer file (X84) you submit, and your prices never leave your computer. A bill of quantities you keep in Excel (our template, a workbook converted here and edited, or your own with columns such as item number, short text, quantity and unit) becomes an X83 or X81 on the “Excel to GAEB” page.",
    },
    {
      question: "How large may a file be?",
      answer:
        "Up to 5 MB per file. That is enough for almost any bill of quantities, even one with thousands of items.",
    },
    {
      question: "What does the Excel file contain?",
      answer:
        "The item numbers (as text), the outline of lots and sections with their subtotals, short and long descriptions, quantities, units, unit and total prices, item types such as provisional, alternative and lump-sum items, and the preliminary notes and remarks.",
    },
    {
      question: "What is the difference between GAEB DA XML and the older formats?",
      answer:
        "GAEB DA XML is the current, structured XML format (extensions such as .x83). GAEB 90 (.d83) is an older text format with fixed columns, GAEB 2000 (.p83) one with keywords. Both are considered outdated, but some programs and archives still produce them. The converter reads all three, and the spreadsheet looks the same whichever format you upload.",
    },
  ],
};
