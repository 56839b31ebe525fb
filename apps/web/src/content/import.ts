import type { Lang } from "../i18n/lang";

/** Texts of the page that turns a spreadsheet (our template, a converted LV, a planner's own) into GAEB DA XML. */
export const importTexts = {
  de: {
    title: "Excel nach GAEB: Leistungsverzeichnis als X83 erzeugen – im Browser | GAEB zu Excel",
    description:
      "Excel-Tabelle mit Ihrem Leistungsverzeichnis ablegen, erkannte Spalten und Gliederung prüfen, GAEB DA XML 3.3 (X83, X81 oder X84) herunterladen. Alles läuft in Ihrem Browser: Die Tabelle verlässt Ihren Rechner nicht.",
    crumb: "Excel nach GAEB",
    heading: "Aus Excel wird ein GAEB-Leistungsverzeichnis",
    intro:
      "Sie führen Ihr Leistungsverzeichnis in Excel oder möchten in einem umgewandelten LV Texte und Mengen ändern? Hier entsteht daraus eine GAEB-Datei (X83), die jede AVA-Software einliest: aus unserer Vorlage, aus einer Tabelle, die unser Konverter erstellt hat, oder aus Ihrer eigenen Tabelle.",
    privacyTitle: "Ihre Tabelle bleibt auf Ihrem Rechner.",
    privacyText:
      "Die Tabelle wird in Ihrem Browser gelesen und die GAEB-Datei dort erzeugt. Es wird nichts hochgeladen, auch nicht an uns.",
    dropIdle: "Excel-Tabelle hierher ziehen oder klicken, um sie auszuwählen",
    dropActive: "Loslassen, um die Tabelle zu lesen",
    dropHint: "Eine .xlsx-Datei mit Ordnungszahlen, Kurztexten, Mengen und Einheiten, höchstens 20 MB",
    wrongType:
      "Das ist keine Excel-Tabelle (.xlsx). Speichern Sie die Tabelle als .xlsx und legen Sie sie erneut ab.",
    tooLarge: "Die Tabelle ist größer als 20 MB; so große Dateien kann der Browser nicht zuverlässig lesen.",
    empty: "Die Datei ist leer.",
    selectedFile: "Tabelle",
    changeFile: "Andere Tabelle wählen",
    working: "Die Tabelle wird in Ihrem Browser gelesen …",
    loading: "Ihr Browser lädt das Umwandlungsprogramm …",
    elapsed: (seconds: number) => `seit ${seconds} s`,
    cancel: "Abbrechen",
    cancelled: "Abgebrochen. Legen Sie die Tabelle erneut ab, wenn Sie es noch einmal versuchen möchten.",
    timedOut:
      "Das Lesen wurde nach einer Minute beendet: Die Tabelle ist weit größer als jedes Leistungsverzeichnis, das in Sekunden gelesen ist. Legen Sie nur das Blatt mit dem LV ab.",
    crashed: (reason: string) =>
      `Das Lesen ist im Browser abgebrochen (${reason}). Laden Sie die Seite neu und versuchen Sie es noch einmal.`,
    retry: "Noch einmal versuchen",
    doneTitle: "So wird Ihre Tabelle gelesen",
    kindLabel: "Art der Tabelle",
    kinds: {
      edited: "eine mit diesem Werkzeug erstellte Arbeitsmappe",
      template: "die Vorlage",
      foreign: "eine eigene Tabelle",
    },
    sheetLabel: "Blatt",
    headerRowLabel: "Spaltenüberschriften in Zeile",
    countsLabel: "Gliederung",
    counts: (sections: number, items: number, format: (count: number) => string) =>
      `${format(sections)} ${sections === 1 ? "Abschnitt" : "Abschnitte"}, ${format(items)} ${items === 1 ? "Position" : "Positionen"}`,
    totalLabel: "Summe (netto)",
    columnsTitle: "Spalten der Tabelle",
    columnsLegend: "Spalten der Tabelle",
    columnsHead: "Spalte",
    columnsTakenHead: "Übernommen als",
    columnOf: (letter: string, title: string) => (title ? `${letter} „${title}“` : letter),
    notTaken: "nicht übernommen",
    guessed: "vermutet: die Spalte nennt Positionsarten",
    columnChoice: (letter: string, title: string) => `${letter} – ${title || "(ohne Überschrift)"}`,
    fields: {
      oz: "OZ",
      kind: "Art",
      short: "Kurztext",
      long: "Langtext",
      qty: "Menge",
      unit: "Einheit",
      price: "EP",
      total: "GP",
    },
    noColumn: "nicht vorhanden",
    correctColumns: "Spalten ändern",
    mappingTitle: "Welche Spalte enthält was?",
    mappingText:
      "Die Spalten dieser Tabelle sind nicht eindeutig. Ordnen Sie jedem Feld die Spalte zu, in der es steht; OZ und Kurztext sind nötig.",
    mappingCorrectText:
      "Ordnen Sie jedem Feld die Spalte zu, in der es steht. Vorausgewählt ist, was erkannt wurde.",
    mappingRefusedTitle: "Mit dieser Zuordnung lässt sich die Tabelle nicht lesen",
    mappingRefusedText:
      "Ändern Sie die Zuordnung unten und übernehmen Sie sie erneut, oder korrigieren Sie die genannten Stellen in Excel und legen Sie die Tabelle erneut ab.",
    mappingSheet: (sheet: string, row: string) => `Blatt „${sheet}“, Überschriften in Zeile ${row}`,
    mappingTwice: (letter: string) => `Spalte ${letter} ist mehreren Feldern zugeordnet.`,
    mappingNeeds: "Ordnen Sie mindestens OZ und Kurztext eine Spalte zu.",
    apply: "Übernehmen",
    sheetChoiceTitle: "Welches Blatt enthält das Leistungsverzeichnis?",
    sheetChoiceText: (count: string) =>
      `Die Tabelle hat ${count} Blätter. Wählen Sie das Blatt, aus dem die GAEB-Datei entstehen soll.`,
    sheetChoiceLegend: "Blatt mit dem Leistungsverzeichnis",
    outlineTitle: "Abschnitte und Positionen",
    outlineOz: "OZ",
    outlineText: "Kurztext",
    outlineQty: "Menge",
    outlineUnit: "Einheit",
    untitled: "(ohne Bezeichnung)",
    outlineShown: (shown: string, all: string) => `${shown} von ${all} Zeilen angezeigt`,
    showMore: "Weitere Zeilen anzeigen",
    warningsTitle: "Hinweise zur Tabelle",
    failedTitle: "Aus dieser Tabelle lässt sich noch keine GAEB-Datei erzeugen",
    failedText:
      "Korrigieren Sie die genannten Stellen in Excel, speichern Sie und legen Sie die Tabelle erneut ab.",
    saveTitle: "GAEB-Datei speichern",
    phaseLegend: "Art der Datei",
    phases: {
      "83": "Leistungsverzeichnis X83 (Angebotsaufforderung)",
      "81": "X81 Leistungsbeschreibung",
      "84": "X84 Angebot (mit den Preisen der Tabelle)",
    },
    projectLabel: "Projektname (freiwillig)",
    projectHint:
      "Steht er schon im Kopf der Tabelle, genügt es, das Feld leer zu lassen; ein Name hier hat Vorrang.",
    bidderLabel: "Bieter (Name der Firma)",
    bidderHint:
      "Freiwillig, doch ein Angebot sollte den Bieter nennen. Steht der Name schon über der Tabelle, genügt ein leeres Feld.",
    save: "GAEB-Datei speichern",
    saving: "Die GAEB-Datei wird erzeugt …",
    saved: (name: string) => `${name} wurde gespeichert.`,
    saveFailed: "Die GAEB-Datei konnte nicht erzeugt werden:",
    saveCrashed:
      "Das Erzeugen ist im Browser abgebrochen. Laden Sie die Seite neu und versuchen Sie es noch einmal.",
    saveNotes: "Hinweise zur GAEB-Datei",
    templateTitle: "Noch keine Tabelle?",
    templateText:
      "Die Vorlage hat einen Kopf für Projekt, LV, Auftraggeber, Währung und Mehrwertsteuer und die Spalten OZ, Art, Kurztext, Langtext, Menge, Einheit und EP, jede mit einem Hinweis, was sie aufnimmt.",
    template: "Vorlage herunterladen",
    announceDone: (items: number, format: (count: number) => string) =>
      `Tabelle gelesen: ${format(items)} ${items === 1 ? "Position" : "Positionen"}.`,
    announceFailed: (count: number) =>
      count === 1 ? "Keine GAEB-Datei erzeugt: 1 Meldung." : `Keine GAEB-Datei erzeugt: ${count} Meldungen.`,
    howTitle: "So entsteht Ihre GAEB-Datei",
    howToName: "Leistungsverzeichnis aus Excel als GAEB X83 erzeugen",
    steps: [
      {
        name: "Tabelle vorbereiten",
        text: "Die Vorlage ausfüllen, eine mit dem Konverter erstellte Tabelle bearbeiten oder die eigene Tabelle nehmen: eine Zeile je Abschnitt und Position, mit Überschriften wie OZ, Kurztext, Menge und Einheit.",
      },
      {
        name: "Tabelle ablegen",
        text: "Die .xlsx-Datei hier ablegen, die erkannten Spalten und die Gliederung prüfen und die Spalten bei Bedarf neu zuordnen.",
      },
      {
        name: "GAEB-Datei speichern",
        text: "Die Art der Datei wählen, meist die X83 für die Angebotsaufforderung, und die GAEB-Datei herunterladen.",
      },
    ],
  },
  en: {
    title: "Excel to GAEB: turn a bill of quantities into an X83 – in the browser | GAEB to Excel",
    description:
      "Drop the Excel workbook with your bill of quantities, check the columns found and the outline, download GAEB DA XML 3.3 (X83, X81 or X84). Everything runs in your browser: the workbook never leaves your computer.",
    crumb: "Excel to GAEB",
    heading: "Turn your Excel bill of quantities into GAEB",
    intro:
      "Keep your bill of quantities in Excel, or want to change texts and quantities in a converted one? This page makes a GAEB file (X83) from it that any tendering software reads: from our template, from a workbook our converter made, or from your own spreadsheet.",
    privacyTitle: "Your workbook stays on your computer.",
    privacyText:
      "Your browser reads the workbook and writes the GAEB file itself. Nothing is uploaded, not even to us.",
    dropIdle: "Drop the Excel workbook here or click to select it",
    dropActive: "Release to read the workbook",
    dropHint: "An .xlsx file with item numbers, short texts, quantities and units, up to 20 MB",
    wrongType: "This is not an Excel workbook (.xlsx). Save the workbook as .xlsx and drop it again.",
    tooLarge: "The workbook is larger than 20 MB; the browser cannot read files that large reliably.",
    empty: "The file is empty.",
    selectedFile: "Workbook",
    changeFile: "Choose another workbook",
    working: "Your browser is reading the workbook …",
    loading: "Your browser is loading the converter …",
    elapsed: (seconds: number) => `for ${seconds} s`,
    cancel: "Cancel",
    cancelled: "Cancelled. Drop the workbook again if you want to try once more.",
    timedOut:
      "Reading was ended after a minute: the workbook is far larger than any bill of quantities, which is read in seconds. Drop only the sheet with the bill of quantities.",
    crashed: (reason: string) => `Reading stopped in the browser (${reason}). Reload the page and try again.`,
    retry: "Try again",
    doneTitle: "How your workbook is read",
    kindLabel: "Kind of workbook",
    kinds: {
      edited: "a workbook made with this tool",
      template: "the template",
      foreign: "a spreadsheet of your own",
    },
    sheetLabel: "Sheet",
    headerRowLabel: "Column titles in row",
    countsLabel: "Outline",
    counts: (sections: number, items: number, format: (count: number) => string) =>
      `${format(sections)} ${sections === 1 ? "section" : "sections"}, ${format(items)} ${items === 1 ? "item" : "items"}`,
    totalLabel: "Total (net)",
    columnsTitle: "Columns of the workbook",
    columnsLegend: "Columns of the workbook",
    columnsHead: "Column",
    columnsTakenHead: "Taken as",
    columnOf: (letter: string, title: string) => (title ? `${letter} “${title}”` : letter),
    notTaken: "not taken",
    guessed: "a guess: the column names item types",
    columnChoice: (letter: string, title: string) => `${letter} – ${title || "(no title)"}`,
    fields: {
      oz: "Item number",
      kind: "Type",
      short: "Short text",
      long: "Long text",
      qty: "Quantity",
      unit: "Unit",
      price: "Unit price",
      total: "Total",
    },
    noColumn: "none",
    correctColumns: "Change columns",
    mappingTitle: "Which column holds what?",
    mappingText:
      "The columns of this workbook are not clear. Assign each field the column it is in; item number and short text are needed.",
    mappingCorrectText: "Assign each field the column it is in. What was found is selected.",
    mappingRefusedTitle: "The workbook cannot be read with these columns",
    mappingRefusedText:
      "Change the assignment below and apply it again, or correct the places named in Excel and drop the workbook again.",
    mappingSheet: (sheet: string, row: string) => `Sheet “${sheet}”, titles in row ${row}`,
    mappingTwice: (letter: string) => `Column ${letter} is assigned to more than one field.`,
    mappingNeeds: "Assign a column to at least the item number and the short text.",
    apply: "Apply",
    sheetChoiceTitle: "Which sheet holds the bill of quantities?",
    sheetChoiceText: (count: string) =>
      `The workbook has ${count} sheets. Choose the sheet the GAEB file is to be made from.`,
    sheetChoiceLegend: "Sheet with the bill of quantities",
    outlineTitle: "Sections and items",
    outlineOz: "Item no.",
    outlineText: "Short text",
    outlineQty: "Quantity",
    outlineUnit: "Unit",
    untitled: "(untitled)",
    outlineShown: (shown: string, all: string) => `${shown} of ${all} lines shown`,
    showMore: "Show more lines",
    warningsTitle: "Notes on the workbook",
    failedTitle: "This workbook cannot become a GAEB file yet",
    failedText: "Correct the places named below in Excel, save, and drop the workbook again.",
    saveTitle: "Save the GAEB file",
    phaseLegend: "Kind of file",
    phases: {
      "83": "Bill of quantities X83 (request for tender)",
      "81": "X81 description of works",
      "84": "X84 offer (with the workbook's prices)",
    },
    projectLabel: "Project name (optional)",
    projectHint:
      "If the workbook's title block already names it, leave the field empty; a name here takes precedence.",
    bidderLabel: "Bidder (company name)",
    bidderHint:
      "Optional, but an offer should name the bidder. If the name is already above the table, leave the field empty.",
    save: "Save GAEB file",
    saving: "Writing the GAEB file …",
    saved: (name: string) => `${name} has been saved.`,
    saveFailed: "The GAEB file could not be written:",
    saveCrashed: "Writing stopped in the browser. Reload the page and try again.",
    saveNotes: "Notes on the GAEB file",
    templateTitle: "No workbook yet?",
    templateText:
      "The template has a title block for project, bill of quantities, client, currency and VAT, and the columns item number, type, short text, long text, quantity, unit and unit price, each with a note on what it takes.",
    template: "Download template",
    announceDone: (items: number, format: (count: number) => string) =>
      `Workbook read: ${format(items)} ${items === 1 ? "item" : "items"}.`,
    announceFailed: (count: number) =>
      count === 1 ? "No GAEB file written: 1 message." : `No GAEB file written: ${count} messages.`,
    howTitle: "How your GAEB file comes about",
    howToName: "Create a GAEB X83 bill of quantities from Excel",
    steps: [
      {
        name: "Prepare the workbook",
        text: "Fill in the template, edit a workbook the converter made, or take your own spreadsheet: one row per section and item, with titles such as item number, short text, quantity and unit.",
      },
      {
        name: "Drop the workbook",
        text: "Drop the .xlsx file here, check the columns found and the outline, and assign the columns anew where needed.",
      },
      {
        name: "Save the GAEB file",
        text: "Choose the kind of file, usually the X83 for the request for tender, and download the GAEB file.",
      },
    ],
  },
} satisfies Record<Lang, unknown>;

export type ImportTexts = (typeof importTexts)["de"];
