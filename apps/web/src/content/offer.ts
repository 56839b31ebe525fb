import type { Lang } from "../i18n/lang";

/** Texts of the page that turns a filled workbook into an offer (X84) in the browser. */
export const offerTexts = {
  de: {
    title: "Excel-Angebot als GAEB X84 erzeugen – im Browser | GAEB zu Excel",
    description:
      "Ausgefüllte Excel-Tabelle ablegen, Bieter, bepreiste Positionen und Angebotssumme prüfen, X84 herunterladen. Alles läuft in Ihrem Browser: Ihre Preise verlassen Ihren Rechner nicht.",
    crumb: "Excel nach X84",
    heading: "Aus Excel wird Ihr Angebot (X84)",
    intro:
      "Sie haben die Angebotsaufforderung (X83) mit unserem Konverter in Excel umgewandelt und Ihre Einheitspreise eingetragen? Hier entsteht daraus die Angebotsdatei X84, die der Auftraggeber in seine Software einliest.",
    privacyTitle: "Ihre Preise bleiben auf Ihrem Rechner.",
    privacyText:
      "Die Tabelle wird in Ihrem Browser gelesen und die X84 dort erzeugt. Es wird nichts hochgeladen, auch nicht an uns.",
    optionsLegend: "Angaben zum Angebot",
    bidderLabel: "Bieter",
    bidderHint:
      "Ihr Firmenname, wie er im Angebot stehen soll. Leer lassen, wenn er schon über der Tabelle bei „Bieter (Name)“ steht; ein Name hier hat Vorrang.",
    notOfferedLabel: "Positionen ohne Einheitspreis als „nicht angeboten“ abgeben",
    notOfferedHint:
      "Ohne Häkchen gilt eine leere Preiszelle als vergessen: Die Seite nennt jede Position ohne Preis und schreibt keine X84, damit nichts unbemerkt fehlt.",
    dropIdle: "Ausgefüllte Excel-Tabelle hierher ziehen oder klicken, um sie auszuwählen",
    dropActive: "Loslassen, um die Tabelle zu lesen",
    dropHint: "Die .xlsx-Datei, die unser Konverter aus Ihrer X83 erzeugt hat, höchstens 20 MB",
    wrongType:
      "Das ist keine Excel-Tabelle (.xlsx). Bitte legen Sie die ausgefüllte Tabelle ab, die der Konverter aus Ihrer X83 erzeugt hat.",
    tooLarge: "Die Tabelle ist größer als 20 MB; so große Dateien kann der Browser nicht zuverlässig lesen.",
    empty: "Die Datei ist leer.",
    selectedFile: "Tabelle",
    changeFile: "Andere Tabelle wählen",
    working: "Die X84 wird in Ihrem Browser erzeugt …",
    loading: "Ihr Browser lädt das Umwandlungsprogramm …",
    elapsed: (seconds: number) => `seit ${seconds} s`,
    cancel: "Abbrechen",
    cancelled: "Abgebrochen. Legen Sie die Tabelle erneut ab, wenn Sie es noch einmal versuchen möchten.",
    timedOut:
      "Die Umwandlung wurde nach einer Minute beendet: Die Tabelle ist weit größer als jede Angebotstabelle, die in Sekunden gelesen ist. Legen Sie die Tabelle ab, die der Konverter aus Ihrer X83 erzeugt hat, ohne zusätzliche Blätter.",
    doneTitle: "Ihr Angebot ist fertig",
    bidder: "Bieter",
    noBidder: "nicht angegeben",
    project: "Projekt",
    lvName: "Leistungsverzeichnis",
    pricedItems: "Bepreiste Positionen",
    pricedOf: (priced: string, all: string) => `${priced} von ${all}`,
    notOfferedItems: "Nicht angeboten",
    grandTotal: "Angebotssumme (netto)",
    gaebVersion: "Format",
    gaebVersionValue: (version: string) => `GAEB DA XML ${version}, X84`,
    download: "X84 herunterladen",
    downloaded: "Die X84 wurde gespeichert.",
    checkBeforeSending:
      "Vergleichen Sie die Angebotssumme mit Ihrer Tabelle, bevor Sie die X84 über die Vergabeplattform abgeben.",
    warningsTitle: "Hinweise zur Tabelle",
    failedTitle: "Aus dieser Tabelle lässt sich noch keine X84 erzeugen",
    failedText:
      "Korrigieren Sie die genannten Stellen in Excel, speichern Sie und legen Sie die Tabelle erneut ab.",
    missingPricesHint:
      "Bieten Sie Positionen ohne Preis bewusst nicht an? Dann setzen Sie oben das Häkchen „Positionen ohne Einheitspreis als ‚nicht angeboten‘ abgeben“; die X84 entsteht dann sofort.",
    missingBidderHint:
      "Oder tragen Sie Ihren Firmennamen oben auf dieser Seite in das Feld „Bieter“ ein: Die X84 entsteht dann sofort, ohne dass Sie die Tabelle erneut ablegen.",
    missingBidderButton: "Zum Feld „Bieter“",
    sheetChoiceTitle: "Welches Blatt soll das Angebot werden?",
    sheetChoiceText: (count: string) =>
      `Diese Tabelle wurde aus ${count} Angebotsaufforderungen erstellt, und jedes Blatt wird ein eigenes Angebot (X84). Wählen Sie ein Blatt, laden Sie seine X84 herunter und wählen Sie dann das nächste.`,
    sheetChoiceLegend: "Blatt mit Ihren Preisen",
    sheetChoiceFile: (file: string) => `(aus ${file})`,
    crashed: (reason: string) =>
      `Die Umwandlung ist im Browser abgebrochen (${reason}). Laden Sie die Seite neu und versuchen Sie es noch einmal.`,
    retry: "Noch einmal versuchen",
    another: "Weitere Tabelle umwandeln",
    announceDone: (bidder: string, priced: number, total: string, format: (count: number) => string) =>
      `Angebot erstellt: ${bidder}, ${format(priced)} ${priced === 1 ? "bepreiste Position" : "bepreiste Positionen"}, Angebotssumme ${total}.`,
    announceFailed: (count: number) =>
      count === 1 ? "Keine X84 erzeugt: 1 Meldung." : `Keine X84 erzeugt: ${count} Meldungen.`,
    howTitle: "So entsteht Ihre X84",
    howToName: "Angebot aus Excel als GAEB X84 erzeugen",
    steps: [
      {
        name: "X83 in Excel umwandeln",
        text: "Die Angebotsaufforderung (X83) mit dem Konverter in eine Excel-Tabelle umwandeln.",
      },
      {
        name: "Preise eintragen",
        text: "In der Spalte EP die Einheitspreise eintragen und über der Tabelle Ihren Namen als Bieter; Gesamtpreise und Summen rechnen sich mit. Ordnungszahlen nicht ändern und die Tabelle als .xlsx speichern.",
      },
      {
        name: "X84 erzeugen",
        text: "Die Tabelle hier ablegen, Bieter und Angebotssumme prüfen und die X84 herunterladen.",
      },
    ],
    converterLinkBefore: "Noch keine Tabelle? Zuerst die X83 im ",
    converterLink: "Konverter",
    converterLinkAfter: " umwandeln.",
    articleLinkBefore:
      "Wie Sie die X83 in Excel umwandeln und was in der Tabelle steht, beschreibt der Artikel ",
    articleLink: "GAEB in Excel umwandeln",
    articleLinkAfter: ".",
  },
  en: {
    title: "Turn your Excel offer into GAEB X84 – in the browser | GAEB to Excel",
    description:
      "Drop the filled workbook, check the bidder, the priced items and the offer total, download the X84. Everything runs in your browser: your prices never leave your computer.",
    crumb: "Excel to X84",
    heading: "Turn your Excel prices into an offer (X84)",
    intro:
      "Converted the request for tender (X83) to Excel with our converter and filled in your unit prices? This page makes the X84 offer file from it, the file the client reads into their tendering software.",
    privacyTitle: "Your prices stay on your computer.",
    privacyText:
      "Your browser reads the workbook and writes the X84 itself. Nothing is uploaded, not even to us.",
    optionsLegend: "About the offer",
    bidderLabel: "Bidder",
    bidderHint:
      "Your company name as it is to appear in the offer. Leave empty if it is already above the table under “Bidder (name)”; a name entered here takes precedence.",
    notOfferedLabel: "Submit items without a unit price as “not offered”",
    notOfferedHint:
      "Without this tick an empty price cell counts as forgotten: the page names every item without a price and writes no X84, so nothing goes missing unnoticed.",
    dropIdle: "Drop the filled Excel workbook here or click to select it",
    dropActive: "Release to read the workbook",
    dropHint: "The .xlsx file our converter made from your X83, up to 20 MB",
    wrongType:
      "This is not an Excel workbook (.xlsx). Please drop the filled workbook the converter made from your X83.",
    tooLarge: "The workbook is larger than 20 MB; the browser cannot read files that large reliably.",
    empty: "The file is empty.",
    selectedFile: "Workbook",
    changeFile: "Choose another workbook",
    working: "Your browser is writing the X84 …",
    loading: "Your browser is loading the converter …",
    elapsed: (seconds: number) => `for ${seconds} s`,
    cancel: "Cancel",
    cancelled: "Cancelled. Drop the workbook again if you want to try once more.",
    timedOut:
      "The conversion was ended after a minute: the workbook is far larger than any offer workbook, which is read in seconds. Drop the workbook the converter made from your X83, without extra sheets.",
    doneTitle: "Your offer is ready",
    bidder: "Bidder",
    noBidder: "not given",
    project: "Project",
    lvName: "Bill of quantities",
    pricedItems: "Priced items",
    pricedOf: (priced: string, all: string) => `${priced} of ${all}`,
    notOfferedItems: "Not offered",
    grandTotal: "Offer total (net)",
    gaebVersion: "Format",
    gaebVersionValue: (version: string) => `GAEB DA XML ${version}, X84`,
    download: "Download X84",
    downloaded: "The X84 has been saved.",
    checkBeforeSending:
      "Compare the offer total with your workbook before you submit the X84 on the tendering platform.",
    warningsTitle: "Notes on the workbook",
    failedTitle: "This workbook cannot become an X84 yet",
    failedText: "Correct the places named below in Excel, save, and drop the workbook again.",
    missingPricesHint:
      "Are you leaving those items out on purpose? Then tick “Submit items without a unit price as ‘not offered’” above, and the X84 is written at once.",
    missingBidderHint:
      "Or type your company name into the “Bidder” field at the top of this page: the X84 is then written at once, without dropping the workbook again.",
    missingBidderButton: "Go to the “Bidder” field",
    sheetChoiceTitle: "Which sheet is to become the offer?",
    sheetChoiceText: (count: string) =>
      `This workbook was made from ${count} requests for tender, and each sheet becomes an offer (X84) of its own. Choose a sheet, download its X84, then choose the next.`,
    sheetChoiceLegend: "Sheet with your prices",
    sheetChoiceFile: (file: string) => `(from ${file})`,
    crashed: (reason: string) =>
      `The conversion stopped in the browser (${reason}). Reload the page and try again.`,
    retry: "Try again",
    another: "Convert another workbook",
    announceDone: (bidder: string, priced: number, total: string, format: (count: number) => string) =>
      `Offer ready: ${bidder}, ${format(priced)} ${priced === 1 ? "priced item" : "priced items"}, offer total ${total}.`,
    announceFailed: (count: number) =>
      count === 1 ? "No X84 written: 1 message." : `No X84 written: ${count} messages.`,
    howTitle: "How your X84 comes about",
    howToName: "Create a GAEB X84 offer from Excel",
    steps: [
      {
        name: "Convert the X83 to Excel",
        text: "Convert the request for tender (X83) to an Excel workbook with the converter.",
      },
      {
        name: "Fill in your prices",
        text: "Enter your unit prices in the Unit price column and your name as bidder above the table; totals and sums follow. Leave the item numbers as they are and save the workbook as .xlsx.",
      },
      {
        name: "Create the X84",
        text: "Drop the workbook here, check bidder and offer total, and download the X84.",
      },
    ],
    converterLinkBefore: "No workbook yet? First convert the X83 in the ",
    converterLink: "converter",
    converterLinkAfter: ".",
    articleLinkBefore:
      "How to convert the X83 to Excel and what the workbook holds is described in the article ",
    articleLink: "How to convert GAEB to Excel",
    articleLinkAfter: ".",
  },
} satisfies Record<Lang, unknown>;

export type OfferTexts = (typeof offerTexts)["de"];
