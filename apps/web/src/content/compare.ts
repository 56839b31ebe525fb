import type { Lang } from "../i18n/lang";

/** Texts of the price comparison page, which compares offers with their request in the browser. */
export const compareTexts = {
  de: {
    title: "Preisspiegel aus GAEB-Angeboten erstellen – im Browser | GAEB zu Excel",
    description:
      "Angebotsaufforderung (X83) und Angebote (X84) ablegen, sofort die Rangfolge der Bieter sehen und den Preisspiegel als Excel-Datei laden. Keine Datei verlässt Ihren Rechner.",
    crumb: "Preisspiegel",
    heading: "Preisspiegel erstellen",
    intro:
      "Legen Sie das Leistungsverzeichnis Ihrer Ausschreibung und die Angebote der Bieter ab. Sie sehen sofort, wer wie viel verlangt, und erhalten einen Preisspiegel in Excel mit allen Positionen nebeneinander.",
    privacyTitle: "Keine Datei verlässt Ihren Rechner.",
    privacyText:
      "Ihr Browser liest die Angebote und erstellt den Preisspiegel selbst. Es wird nichts hochgeladen, auch nicht an uns.",
    dropIdle: "Anfrage (X83) und Angebote (X84) hierher ziehen oder klicken, um sie auszuwählen",
    dropMore: "Weitere Angebote hinzufügen",
    dropActive: "Loslassen, um die Dateien hinzuzufügen",
    dropHint:
      "Mehrere Dateien auf einmal: GAEB DA XML, GAEB 2000 oder GAEB 90, je höchstens 5 MB, dazu Angebote als ausgefüllte Excel-Tabelle aus unserem Konverter. Ein Angebot ohne Texte (X84) braucht das Leistungsverzeichnis, auf das es antwortet.",
    filesLegend: "Welche Datei ist die Anfrage?",
    filesHint:
      "Die Anfrage ist das Leistungsverzeichnis mit den Texten (meist X83, auch X81 oder X86). Alle anderen Dateien gelten als Angebote.",
    requestRole: "Anfrage",
    offerRole: "Angebot",
    markAsRequest: (name: string) => `${name} ist die Anfrage`,
    remove: "Entfernen",
    removeFile: (name: string) => `${name} entfernen`,
    wrongType: "Weder GAEB-Datei noch Excel-Tabelle: erlaubt sind X80–X89, X89B, .xml, P8x, D8x und .xlsx.",
    tooLarge: "Größer als 5 MB.",
    empty: "Die Datei ist leer.",
    duplicate: "Eine Datei mit diesem Namen ist schon in der Liste.",
    tooMany: (max: number) => `Höchstens ${max} Dateien auf einmal; weitere wurden nicht übernommen.`,
    needRequest: "Markieren Sie die Datei, die die Anfrage ist.",
    needOffer: "Für einen Preisspiegel braucht es mindestens zwei Angebote; legen Sie weitere ab.",
    fixFiles: "Entfernen Sie die markierten Dateien, damit der Vergleich starten kann.",
    referenceLabel: "Abweichungen im Preisspiegel bezogen auf",
    referenceNone: "Niedrigster Einheitspreis je Position",
    referenceHint:
      "Die Excel-Datei zeigt bei jeder Position, wie weit jeder Einheitspreis von diesem Bezug abweicht. In der Datei lässt sich der Bezug auch später noch ändern.",
    working: "Die Angebote werden in Ihrem Browser verglichen …",
    loading: "Ihr Browser lädt das Vergleichsprogramm …",
    elapsed: (seconds: number) => `seit ${seconds} s`,
    cancel: "Abbrechen",
    cancelled: "Der Vergleich wurde abgebrochen.",
    timedOut:
      "Der Vergleich wurde nach einer Minute beendet: Eine der Dateien ist weit größer als jedes Angebot, das in Sekunden gelesen ist. Entfernen Sie Dateien, die keine Angebote sind, oder Tabellen mit zusätzlichen Blättern.",
    rankingTitle: "Rangfolge der Angebote",
    download: "Preisspiegel herunterladen (Excel)",
    downloadName: "Preisspiegel.xlsx",
    downloaded: "Der Preisspiegel wurde gespeichert.",
    messagesTitle: "Hinweise zum Vergleich",
    fileMessages: (count: number) => (count === 1 ? "1 Meldung" : `${count} Meldungen`),
    failedTitle: "Der Vergleich war nicht möglich",
    failedText:
      "Die Meldungen stehen bei den betroffenen Dateien. Korrigieren oder entfernen Sie diese Dateien; der Vergleich startet dann von selbst neu.",
    crashed: (reason: string) =>
      `Der Vergleich ist im Browser abgebrochen (${reason}). Laden Sie die Seite neu und versuchen Sie es noch einmal.`,
    retry: "Noch einmal versuchen",
    clear: "Alle Dateien entfernen",
    announceDone: (count: number, winner: string, total: string, incomplete: number) =>
      `Preisspiegel fertig: ${count} Angebote verglichen, am günstigsten${incomplete > 0 ? " unter den vollständigen" : ""} ist ${winner} mit ${total}.${
        incomplete === 0
          ? ""
          : incomplete === 1
            ? " 1 Angebot ist unvollständig."
            : ` ${incomplete} Angebote sind unvollständig.`
      }`,
    announceNoneComplete: (count: number) =>
      `Preisspiegel fertig: ${count} Angebote verglichen, keines ist vollständig.`,
    announceFailed: (count: number) =>
      count === 1 ? "Kein Preisspiegel: 1 Meldung." : `Kein Preisspiegel: ${count} Meldungen.`,
    howTitle: "So entsteht Ihr Preisspiegel",
    howToName: "Preisspiegel aus GAEB-Angeboten erstellen",
    steps: [
      {
        name: "Dateien ablegen",
        text: "Das Leistungsverzeichnis der Ausschreibung (X83) und die Angebote der Bieter (X84) gemeinsam ablegen.",
      },
      {
        name: "Anfrage prüfen",
        text: "Die Seite erkennt die Anfrage an der Endung; bei Bedarf eine andere Datei als Anfrage markieren.",
      },
      {
        name: "Werten und herunterladen",
        text: "Rangfolge ansehen, die Wertung einstellen (Bedarfs- und Wahlpositionen, Kostenschätzung), den Preisspiegel als Excel-Datei speichern und den Vergabevermerk drucken.",
      },
    ],
    articleLinkBefore: "Wie man einen Preisspiegel liest und worauf zu achten ist, steht im Artikel ",
    articleLink: "Preisspiegel erstellen mit dem GAEB-Konverter",
    articleLinkAfter: ".",
  },
  en: {
    title: "Price comparison from GAEB offers – in the browser | GAEB to Excel",
    description:
      "Drop the request for tender (X83) and the offers (X84), see the bidders' ranking at once and download the price comparison as an Excel workbook. No file leaves your computer.",
    crumb: "Price comparison",
    heading: "Compare offers",
    intro:
      "Drop the bill of quantities of your tender and the bidders' offers. You see at once who asks how much, and you get a price comparison workbook with every item side by side.",
    privacyTitle: "No file leaves your computer.",
    privacyText:
      "Your browser reads the offers and builds the comparison itself. Nothing is uploaded, not even to us.",
    dropIdle: "Drop the request (X83) and the offers (X84) here or click to select them",
    dropMore: "Add more offers",
    dropActive: "Release to add the files",
    dropHint:
      "Several files at once: GAEB DA XML, GAEB 2000 or GAEB 90, up to 5 MB each, and offers as priced workbooks made by our converter. An offer without texts (X84) needs the bill of quantities it answers.",
    filesLegend: "Which file is the request?",
    filesHint:
      "The request is the bill of quantities with the texts (usually X83, also X81 or X86). Every other file counts as an offer.",
    requestRole: "Request",
    offerRole: "Offer",
    markAsRequest: (name: string) => `${name} is the request`,
    remove: "Remove",
    removeFile: (name: string) => `Remove ${name}`,
    wrongType: "Neither a GAEB file nor a workbook: X80–X89, X89B, .xml, P8x, D8x and .xlsx are accepted.",
    tooLarge: "Larger than 5 MB.",
    empty: "The file is empty.",
    duplicate: "A file with this name is already in the list.",
    tooMany: (max: number) => `At most ${max} files at once; the rest were not added.`,
    needRequest: "Mark the file that is the request.",
    needOffer: "A price comparison needs at least two offers; add more.",
    fixFiles: "Remove the marked files so that the comparison can start.",
    referenceLabel: "Deviations in the workbook relative to",
    referenceNone: "The lowest unit price of each item",
    referenceHint:
      "For every item, the workbook shows how far each unit price is from this reference. You can still change it in the workbook later.",
    working: "Your browser is comparing the offers …",
    loading: "Your browser is loading the comparison …",
    elapsed: (seconds: number) => `for ${seconds} s`,
    cancel: "Cancel",
    cancelled: "The comparison was cancelled.",
    timedOut:
      "The comparison was ended after a minute: one of the files is far larger than any offer, which is read in seconds. Remove files that are not offers, or workbooks with extra sheets.",
    rankingTitle: "Ranking of the offers",
    download: "Download price comparison (Excel)",
    downloadName: "price-comparison.xlsx",
    downloaded: "The price comparison has been saved.",
    messagesTitle: "Notes on the comparison",
    fileMessages: (count: number) => (count === 1 ? "1 message" : `${count} messages`),
    failedTitle: "The offers could not be compared",
    failedText:
      "The messages are shown with the files concerned. Correct or remove those files; the comparison then starts again by itself.",
    crashed: (reason: string) =>
      `The comparison stopped in the browser (${reason}). Reload the page and try again.`,
    retry: "Try again",
    clear: "Remove all files",
    announceDone: (count: number, winner: string, total: string, incomplete: number) =>
      `Price comparison ready: ${count} offers compared, the lowest${incomplete > 0 ? " of the complete ones" : ""} is ${winner} at ${total}.${
        incomplete === 0
          ? ""
          : incomplete === 1
            ? " 1 offer is incomplete."
            : ` ${incomplete} offers are incomplete.`
      }`,
    announceNoneComplete: (count: number) =>
      `Price comparison ready: ${count} offers compared, none of them is complete.`,
    announceFailed: (count: number) =>
      count === 1 ? "No price comparison: 1 message." : `No price comparison: ${count} messages.`,
    howTitle: "How your price comparison comes about",
    howToName: "Create a price comparison from GAEB offers",
    steps: [
      {
        name: "Drop the files",
        text: "Drop the tender's bill of quantities (X83) together with the bidders' offers (X84).",
      },
      {
        name: "Check the request",
        text: "The page recognises the request by its extension; mark another file as the request if needed.",
      },
      {
        name: "Evaluate and download",
        text: "Look at the ranking, set the evaluation (provisional and alternative items, cost estimate), save the price comparison as an Excel workbook and print the award note.",
      },
    ],
    articleLinkBefore: "How to read a price comparison and what to look out for is explained in the article ",
    articleLink: "Create a price comparison with the GAEB converter",
    articleLinkAfter: ".",
  },
} satisfies Record<Lang, unknown>;

export type CompareTexts = (typeof compareTexts)["de"];
