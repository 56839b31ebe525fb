import type { Lang } from "../i18n/lang";

export const homeTexts = {
  de: {
    title: "GAEB in Excel umwandeln – kostenlos & ohne Anmeldung | GAEB zu Excel",
    description:
      "GAEB-Dateien (DA XML, GAEB 2000, GAEB 90) online in Excel umwandeln: kostenlos, ohne Anmeldung, ohne Tracking. Dateien werden nach spätestens 24 Stunden gelöscht.",
    tagline: "Kostenlos & ohne Anmeldung",
    heading: "GAEB-Dateien in Sekunden nach Excel",
    intro:
      "Laden Sie Ihr Leistungsverzeichnis als GAEB-Datei hoch – GAEB DA XML, GAEB 2000 oder GAEB 90 – und erhalten Sie eine übersichtliche Excel-Tabelle mit Ordnungszahlen, Kurz- und Langtexten, Mengen, Einheiten und Preisen – direkt im Browser, ohne Installation.",
    cta: "Jetzt konvertieren",
    heroAlt: "Skizze: aus einer GAEB-Datei wird eine Excel-Tabelle",
    stepsTitle: "So funktioniert es",
    steps: [
      {
        name: "Datei hochladen",
        text: "GAEB-Datei (X80–X89, X89B, P8x oder D8x, bis 5 MB) in das Feld ziehen oder auswählen.",
      },
      {
        name: "Konvertieren klicken",
        text: "Nutzungsbedingungen bestätigen und „In Excel umwandeln“ klicken.",
      },
      {
        name: "Excel herunterladen",
        text: "Die fertige .xlsx-Datei herunterladen und in Excel weiterbearbeiten.",
      },
    ],
    benefitsTitle: "Warum GAEB zu Excel?",
    benefits: [
      {
        title: "Kostenlos",
        text: "Keine Kosten, kein Konto, keine Testphase. Einfach hochladen und umwandeln.",
      },
      {
        title: "Datensparsam",
        text: "Kein Tracking, keine Werbung. Hochgeladene und erzeugte Dateien werden nach spätestens 24 Stunden gelöscht.",
      },
      {
        title: "Vollständige Struktur",
        text: "Lose, Titel und Positionen bleiben als gegliederte Zeilen mit Zwischensummen erhalten; OZ bleiben Text.",
      },
      {
        title: "Alle Phasen, alle Formate",
        text: "GAEB DA XML 2.x bis 3.3 in den Phasen X80 bis X89 und X89B – vom Leistungsverzeichnis bis zur Rechnung – und die älteren Formate GAEB 2000 und GAEB 90.",
      },
    ],
    exampleLabel: "Anwendungsbeispiel",
    exampleNote: "Ein typischer Einsatz – kein Kundenzitat.",
    example:
      "Ein Elektrobetrieb erhält eine Ausschreibung als X83-Datei, hat aber keine AVA-Software. Mit GAEB zu Excel öffnet er das Leistungsverzeichnis in Excel, trägt seine Einheitspreise ein und sieht sofort die Gesamtsumme.",
    explainerTitle: "Neu bei GAEB?",
    explainerText: "Was hinter X83, X84 und X86 steckt, erklärt unser Artikel in wenigen Minuten.",
    explainerLink: "Was ist GAEB?",
    closingTitle: "Bereit für Ihre erste Umwandlung?",
    closingText: "Eine Datei, ein Klick, eine Excel-Tabelle.",
    closingCta: "Jetzt ausprobieren",
  },
  en: {
    title: "Convert GAEB to Excel – free, no sign-up | GAEB to Excel",
    description:
      "Convert GAEB files (DA XML, GAEB 2000, GAEB 90) to Excel online: free, no sign-up, no tracking. Files are deleted within 24 hours at the latest.",
    tagline: "Free & no sign-up",
    heading: "GAEB files to Excel in seconds",
    intro:
      "Upload your bill of quantities as a GAEB file – GAEB DA XML, GAEB 2000 or GAEB 90 – and get a clear Excel spreadsheet with item numbers, short and long texts, quantities, units and prices – right in your browser, nothing to install.",
    cta: "Convert Now",
    heroAlt: "Sketch: a GAEB file becomes an Excel spreadsheet",
    stepsTitle: "How it works",
    steps: [
      {
        name: "Upload the file",
        text: "Drag your GAEB file (X80–X89, X89B, P8x or D8x, up to 5 MB) onto the field or choose it.",
      },
      { name: "Click convert", text: "Accept the terms of use and click “Convert to Excel”." },
      {
        name: "Download the Excel file",
        text: "Download the finished .xlsx file and keep working in Excel.",
      },
    ],
    benefitsTitle: "Why GAEB to Excel?",
    benefits: [
      { title: "Free", text: "No fees, no account, no trial period. Just upload and convert." },
      {
        title: "Privacy first",
        text: "No tracking, no ads. Uploaded and generated files are deleted within 24 hours at the latest.",
      },
      {
        title: "Full structure",
        text: "Lots, sections and items stay grouped rows with subtotals; item numbers stay text.",
      },
      {
        title: "Every phase, every format",
        text: "GAEB DA XML 2.x to 3.3 in phases X80 to X89 and X89B – from the bill of quantities to the invoice – plus the older GAEB 2000 and GAEB 90 formats.",
      },
    ],
    exampleLabel: "Example use case",
    exampleNote: "A typical use – not a customer quote.",
    example:
      "An electrical contractor receives a tender as an X83 file but has no tendering software. With GAEB to Excel the bill of quantities opens in Excel, the contractor types in unit prices and sees the total at once.",
    explainerTitle: "New to GAEB?",
    explainerText: "Our article explains what X83, X84 and X86 are in a few minutes.",
    explainerLink: "What is GAEB?",
    closingTitle: "Ready for your first conversion?",
    closingText: "One file, one click, one Excel spreadsheet.",
    closingCta: "Try It Now",
  },
} satisfies Record<Lang, unknown>;
