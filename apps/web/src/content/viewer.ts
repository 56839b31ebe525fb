import type { Lang } from "../i18n/lang";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Texts of the GAEB viewer: open a GAEB file in the browser, read, search and print it. */
export const viewerTexts = {
  de: {
    title: "GAEB-Viewer: LV im Browser lesen und drucken | GAEB zu Excel",
    description:
      "GAEB-Datei ablegen und das Leistungsverzeichnis lesen: Gliederung, Positionen mit Langtexten, Mengen, Preise und Summen, Suche, Drucken und PDF. Die Datei verlässt Ihren Rechner nicht.",
    crumb: "GAEB-Viewer",
    heading: "GAEB-Dateien lesen, durchsuchen und drucken",
    intro:
      "Legen Sie eine GAEB-Datei ab – DA XML 2.x bis 3.3 (X80 bis X89), GAEB 2000 oder GAEB 90 – und lesen Sie das Leistungsverzeichnis wie auf Papier: mit Gliederung, Langtexten, Mengen, Preisen und Summen.",
    privacyTitle: "Die Datei bleibt auf Ihrem Rechner.",
    privacyText:
      "Ihr Browser liest das Leistungsverzeichnis selbst. Es wird nichts hochgeladen, auch nicht an uns, und nichts gespeichert.",
    dropIdle: "GAEB-Datei hierher ziehen oder klicken, um sie auszuwählen",
    dropActive: "Loslassen, um die Datei zu öffnen",
    dropHint: "X80 bis X89, P81 bis P86, D81 bis D86 oder .xml, höchstens 100 MB",
    wrongType:
      "Das ist keine GAEB-Datei. Bitte legen Sie eine Datei mit der Endung .x83, .x84, .p83, .d83 oder einer anderen GAEB-Endung ab.",
    tooLarge:
      "Die Datei ist größer als 100 MB. So große Dateien kann der Browser nicht zuverlässig lesen; kein Leistungsverzeichnis ist so groß.",
    empty: "Die Datei ist leer.",
    selectedFile: "Datei",
    changeFile: "Andere Datei öffnen",
    working: "Ihr Browser liest das Leistungsverzeichnis …",
    loading: "Ihr Browser lädt das Leseprogramm …",
    elapsed: (seconds: number) => `seit ${seconds} s`,
    cancel: "Abbrechen",
    cancelled: "Abgebrochen. Legen Sie die Datei erneut ab, wenn Sie sie doch öffnen möchten.",
    timedOut:
      "Das Lesen wurde nach einer Minute beendet: Die Datei ist weit größer oder verschachtelter als jedes Leistungsverzeichnis, das in Sekunden gelesen ist.",
    crashed: (reason: string) =>
      `Das Lesen ist im Browser abgebrochen (${reason}). Laden Sie die Seite neu und versuchen Sie es noch einmal.`,
    retry: "Noch einmal versuchen",
    failedTitle: "Diese Datei lässt sich nicht anzeigen",
    failedText: "Die folgenden Meldungen sagen, was an der Datei nicht stimmt.",
    warningsTitle: "Hinweise zur Datei",
    saveGaeb: "Als GAEB DA XML 3.3 speichern",
    savingGaeb: "GAEB-Datei wird erstellt …",
    savedGaeb: (name: string) => `${name} gespeichert. Erstellt auf Ihrem Rechner, nichts wurde hochgeladen.`,
    saveGaebFailed: "Diese Datei lässt sich nicht getreu als GAEB DA XML 3.3 schreiben:",
    saveGaebCrashed: "Ihr Browser konnte die GAEB-Datei nicht erstellen. Bitte versuchen Sie es erneut.",
    saveGaebNotes: "Hinweise zur GAEB-Datei",
    announceReady: (title: string, items: string) => `${title} geöffnet: ${items}.`,
    announceFailed: (count: number) =>
      count === 1 ? "Datei nicht geöffnet: 1 Meldung." : `Datei nicht geöffnet: ${count} Meldungen.`,
    items: (count: number, formatted: string) => `${formatted} ${plural(count, "Position", "Positionen")}`,
    factsTitle: "Angaben zum Leistungsverzeichnis",
    factGroups: {
      file: "Datei",
      project: "Projekt",
      boq: "Leistungsverzeichnis",
      owner: "Auftraggeber",
      bidder: "Bieter",
      award: "Auftrag",
      changeOrder: "Nachtrag",
      invoice: "Rechnung",
    },
    moreFacts: (count: number, formatted: string) =>
      `${plural(count, "Eine weitere Angabe", `Weitere ${formatted} Angaben`)} zeigen`,
    preamble: "Vorbemerkungen",
    closing: "Schlussbemerkungen",
    outline: "Gliederung",
    outlineLabel: "Gliederung des Leistungsverzeichnisses",
    noSections: "Das Leistungsverzeichnis hat keine Abschnitte.",
    noRows: "Die Datei enthält keine Positionen, nur die Angaben oben.",
    toolbarLabel: "Suchen und filtern",
    searchLabel: "Suchen in Ordnungszahl, Kurz- und Langtext",
    searchPlaceholder: "Suchen …",
    hits: (current: number | null, count: number, format: (n: number) => string) =>
      count === 0
        ? "Keine Treffer"
        : current === null
          ? `${format(count)} Treffer`
          : `Treffer ${format(current)} von ${format(count)}`,
    previousHit: "Vorheriger Treffer",
    nextHit: "Nächster Treffer",
    kindFilter: "Positionsart",
    allKinds: (count: string) => `Alle Positionen (${count})`,
    kinds: {
      normal: "Normalpositionen",
      base: "Grundpositionen",
      alternative: "Alternativpositionen",
      provisional: "Bedarfspositionen ohne GB",
      provisionalWithTotal: "Bedarfspositionen mit GB",
      lumpSum: "Pauschalpositionen",
      hourly: "Stundenlohnpositionen",
      notApplicable: "Entfallene Positionen",
    },
    print: "Drucken / Als PDF speichern",
    listLabel: "Positionen",
    columns: { oz: "OZ", text: "Text", quantity: "Menge", unitPrice: "Einheitspreis", total: "Gesamtbetrag" },
    quantity: "Menge",
    unitPrice: "EP",
    total: "GB",
    notCounted: "nicht in der Summe",
    sectionTotal: (title: string) => `Summe ${title}`,
    linkToItem: (oz: string) => `Link zu Position ${oz}`,
    remark: "Hinweis",
    executionDescription: "Ausführungsbeschreibung",
    subDescription: "Unterbeschreibung",
    bidderComment: "Bieterkommentar",
    markupBase: "Bezugsbetrag",
    markupPercent: "Zuschlag",
    totalsTitle: "Summen des Leistungsverzeichnisses",
    hashMissing: (oz: string) => `Die Position ${oz} aus dem Link kommt in dieser Datei nicht vor.`,
    howTitle: "So lesen Sie eine GAEB-Datei",
    howToName: "GAEB-Datei im Browser öffnen und drucken",
    steps: [
      {
        name: "Datei ablegen",
        text: "Die GAEB-Datei aus der E-Mail oder von der Vergabeplattform hier ablegen; jede Phase von X80 bis X89 und die älteren Formate GAEB 2000 und GAEB 90 werden gelesen.",
      },
      {
        name: "Lesen und suchen",
        text: "Über die Gliederung zu Losen und Titeln springen, nach Ordnungszahl oder Begriffen im Kurz- und Langtext suchen, nach Positionsart filtern. Jede Position hat einen Link, der sie beim nächsten Öffnen derselben Datei wieder zeigt.",
      },
      {
        name: "Drucken oder als PDF speichern",
        text: "„Drucken / Als PDF speichern“ druckt das Leistungsverzeichnis im Format A4 mit allen Langtexten, Titelsummen und Zusammenstellung; als Drucker „Als PDF speichern“ wählen.",
      },
    ],
    converterLinkBefore: "Sie möchten mit den Positionen rechnen? Der ",
    converterLink: "Konverter",
    converterLinkAfter: " macht aus derselben Datei eine Excel-Tabelle.",
  },
  en: {
    title: "GAEB viewer: read and print bills of quantities | GAEB to Excel",
    description:
      "Drop a GAEB file and read the bill of quantities: outline, items with long texts, quantities, prices and totals, search, print and PDF. The file never leaves your computer.",
    crumb: "GAEB viewer",
    heading: "Read, search and print GAEB files",
    intro:
      "Drop a GAEB file – DA XML 2.x to 3.3 (X80 to X89), GAEB 2000 or GAEB 90 – and read the bill of quantities as on paper: with its outline, long texts, quantities, prices and totals.",
    privacyTitle: "The file stays on your computer.",
    privacyText:
      "Your browser reads the bill of quantities itself. Nothing is uploaded, not even to us, and nothing is stored.",
    dropIdle: "Drop a GAEB file here or click to select it",
    dropActive: "Release to open the file",
    dropHint: "X80 to X89, P81 to P86, D81 to D86 or .xml, up to 100 MB",
    wrongType:
      "This is not a GAEB file. Please drop a file ending in .x83, .x84, .p83, .d83 or another GAEB extension.",
    tooLarge:
      "The file is larger than 100 MB. The browser cannot read files that large reliably; no bill of quantities is that large.",
    empty: "The file is empty.",
    selectedFile: "File",
    changeFile: "Open another file",
    working: "Your browser is reading the bill of quantities …",
    loading: "Your browser is loading the reader …",
    elapsed: (seconds: number) => `for ${seconds} s`,
    cancel: "Cancel",
    cancelled: "Cancelled. Drop the file again if you want to open it after all.",
    timedOut:
      "Reading was ended after a minute: the file is far larger or more deeply nested than any bill of quantities, which is read in seconds.",
    crashed: (reason: string) => `Reading stopped in the browser (${reason}). Reload the page and try again.`,
    retry: "Try again",
    failedTitle: "This file cannot be shown",
    failedText: "The messages below say what is wrong with the file.",
    warningsTitle: "Notes on the file",
    saveGaeb: "Save as GAEB DA XML 3.3",
    savingGaeb: "Building the GAEB file …",
    savedGaeb: (name: string) => `Saved ${name}. Made on your computer; nothing was uploaded.`,
    saveGaebFailed: "This file cannot be written faithfully as GAEB DA XML 3.3:",
    saveGaebCrashed: "Your browser could not build the GAEB file. Please try again.",
    saveGaebNotes: "Notes on the GAEB file",
    announceReady: (title: string, items: string) => `${title} opened: ${items}.`,
    announceFailed: (count: number) =>
      count === 1 ? "File not opened: 1 message." : `File not opened: ${count} messages.`,
    items: (count: number, formatted: string) => `${formatted} ${plural(count, "item", "items")}`,
    factsTitle: "About the bill of quantities",
    factGroups: {
      file: "File",
      project: "Project",
      boq: "Bill of quantities",
      owner: "Client",
      bidder: "Bidder",
      award: "Contract",
      changeOrder: "Change order",
      invoice: "Invoice",
    },
    moreFacts: (count: number, formatted: string) =>
      `Show ${formatted} more ${plural(count, "detail", "details")}`,
    preamble: "Preliminary notes",
    closing: "Closing notes",
    outline: "Outline",
    outlineLabel: "Outline of the bill of quantities",
    noSections: "The bill of quantities has no sections.",
    noRows: "The file holds no items, only the details above.",
    toolbarLabel: "Search and filter",
    searchLabel: "Search item number, short and long text",
    searchPlaceholder: "Search …",
    hits: (current: number | null, count: number, format: (n: number) => string) =>
      count === 0
        ? "No hits"
        : current === null
          ? `${format(count)} ${plural(count, "hit", "hits")}`
          : `Hit ${format(current)} of ${format(count)}`,
    previousHit: "Previous hit",
    nextHit: "Next hit",
    kindFilter: "Item type",
    allKinds: (count: string) => `All items (${count})`,
    kinds: {
      normal: "Normal items",
      base: "Base items",
      alternative: "Alternative items",
      provisional: "Optional items without total",
      provisionalWithTotal: "Optional items with total",
      lumpSum: "Lump-sum items",
      hourly: "Hourly-work items",
      notApplicable: "Items not applicable",
    },
    print: "Print / Save as PDF",
    listLabel: "Items",
    columns: { oz: "Item", text: "Text", quantity: "Quantity", unitPrice: "Unit price", total: "Total" },
    quantity: "Qty",
    unitPrice: "Unit price",
    total: "Total",
    notCounted: "not in the total",
    sectionTotal: (title: string) => `Total ${title}`,
    linkToItem: (oz: string) => `Link to item ${oz}`,
    remark: "Note",
    executionDescription: "Execution description",
    subDescription: "Sub-description",
    bidderComment: "Bidder's comment",
    markupBase: "Base amount",
    markupPercent: "Markup",
    totalsTitle: "Totals of the bill of quantities",
    hashMissing: (oz: string) => `Item ${oz} from the link is not in this file.`,
    howTitle: "How to read a GAEB file",
    howToName: "Open and print a GAEB file in the browser",
    steps: [
      {
        name: "Drop the file",
        text: "Drop the GAEB file from the email or the tendering platform here; every phase from X80 to X89 and the older GAEB 2000 and GAEB 90 formats are read.",
      },
      {
        name: "Read and search",
        text: "Jump to lots and sections through the outline, search for item numbers or words in short and long texts, filter by item type. Every item has a link that shows it again the next time you open the same file.",
      },
      {
        name: "Print or save as PDF",
        text: "“Print / Save as PDF” prints the bill of quantities on A4 with every long text, section totals and the summary; choose “Save as PDF” as the printer.",
      },
    ],
    converterLinkBefore: "Want to calculate with the items? The ",
    converterLink: "converter",
    converterLinkAfter: " turns the same file into an Excel workbook.",
  },
} satisfies Record<Lang, unknown>;

export type ViewerTexts = (typeof viewerTexts)["de"];
