import type { Lang } from "../i18n/lang";

export const homeTexts = {
  de: {
    title: "GAEB in Excel umwandeln – kostenlos & ohne Anmeldung | GAEB zu Excel",
    description:
      "GAEB-Dateien (DA XML, GAEB 2000, GAEB 90) online in Excel umwandeln: kostenlos, ohne Anmeldung, ohne Tracking. Alle Dateien werden spätestens nach 24 Stunden gelöscht.",
    tagline: "Kostenlos & ohne Anmeldung",
    heading: "GAEB-Dateien in Sekunden nach Excel",
    intro:
      "Laden Sie Ihr Leistungsverzeichnis als GAEB-Datei hoch (GAEB DA XML, GAEB 2000 oder GAEB 90) und Sie erhalten eine übersichtliche Excel-Tabelle mit Ordnungszahlen, Kurz- und Langtexten, Mengen, Einheiten und Preisen. Alles im Browser, ohne Installation.",
    cta: "Jetzt konvertieren",
    heroAlt: "Skizze: aus einer GAEB-Datei wird eine Excel-Tabelle",
    stepsTitle: "So funktioniert es",
    steps: [
      {
        name: "Datei hochladen",
        text: "GAEB-Datei (X80–X89, X89B, P8x oder D8x, bis 5 MB) in das Feld ziehen oder per Klick auswählen.",
      },
      {
        name: "Umwandlung starten",
        text: "Nutzungsbedingungen bestätigen und auf „In Excel umwandeln“ klicken.",
      },
      {
        name: "Excel herunterladen",
        text: "Die fertige .xlsx-Datei herunterladen und in Excel weiterarbeiten.",
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
        text: "Kein Tracking, keine Werbung. Standardmäßig bleiben Ihre Dateien auf Ihrem Computer; auf unserem Server umgewandelte werden spätestens nach 24 Stunden gelöscht.",
      },
      {
        title: "Vollständige Struktur",
        text: "Lose, Titel und Positionen behalten ihre Gliederung, jeder Titel seine Zwischensumme. Ordnungszahlen bleiben Text, sodass keine führende Null verloren geht.",
      },
      {
        title: "Alle Phasen, alle Formate",
        text: "GAEB DA XML 2.x bis 3.3 in allen Phasen von X80 bis X89B, vom Leistungsverzeichnis bis zur Rechnung, dazu die älteren Formate GAEB 2000 und GAEB 90.",
      },
    ],
    exampleLabel: "Anwendungsbeispiel",
    exampleNote: "Ein typischer Einsatz – kein Kundenzitat.",
    example:
      "Ein Elektrobetrieb erhält eine Ausschreibung als X83-Datei, hat aber keine AVA-Software. Mit GAEB zu Excel öffnet er das Leistungsverzeichnis in Excel, trägt seine Einheitspreise ein und sieht sofort die Angebotssumme. Aus der ausgefüllten Tabelle macht „Excel nach X84“ die Angebotsdatei, die er abgibt.",
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
      "Convert GAEB files (DA XML, GAEB 2000, GAEB 90) to Excel online: free, no sign-up, no tracking. All files are deleted within 24 hours.",
    tagline: "Free, no sign-up",
    heading: "GAEB files to Excel in seconds",
    intro:
      "Upload your bill of quantities as a GAEB file (GAEB DA XML, GAEB 2000 or GAEB 90) and get a clear Excel spreadsheet with item numbers, short and long texts, quantities, units and prices. It all happens in your browser, with nothing to install.",
    cta: "Convert Now",
    heroAlt: "Sketch: a GAEB file becomes an Excel spreadsheet",
    stepsTitle: "How it works",
    steps: [
      {
        name: "Upload your file",
        text: "Drag your GAEB file (X80–X89, X89B, P8x or D8x, up to 5 MB) into the box, or click to choose it.",
      },
      { name: "Start the conversion", text: "Accept the terms of use and click “Convert to Excel”." },
      {
        name: "Download the Excel file",
        text: "Download the .xlsx file and carry on working in Excel.",
      },
    ],
    benefitsTitle: "Why GAEB to Excel?",
    benefits: [
      { title: "Free", text: "No fees, no account, no trial period. Just upload and convert." },
      {
        title: "Privacy first",
        text: "No tracking, no ads. By default your files never leave your computer; files converted on our server are deleted within 24 hours.",
      },
      {
        title: "Full structure",
        text: "Lots, sections and items keep their outline, and every section its subtotal. Item numbers stay text, so no leading zero is lost.",
      },
      {
        title: "Every phase, every format",
        text: "GAEB DA XML 2.x to 3.3 in every phase from X80 to X89B, from the bill of quantities to the invoice, plus the older GAEB 2000 and GAEB 90 formats.",
      },
    ],
    exampleLabel: "Example use case",
    exampleNote: "A typical use, not a customer testimonial.",
    example:
      "An electrical contractor is invited to tender with an X83 file but has no tendering software. GAEB to Excel turns the bill of quantities into a spreadsheet; the contractor enters the unit prices and sees the total of the offer straight away. “Excel to X84” then turns the priced sheet into the offer file to submit.",
    explainerTitle: "New to GAEB?",
    explainerText: "Our article explains X83, X84 and X86 in a few minutes.",
    explainerLink: "What is GAEB?",
    closingTitle: "Ready for your first conversion?",
    closingText: "One file, one click, one Excel spreadsheet.",
    closingCta: "Try It Now",
  },
} satisfies Record<Lang, unknown>;
