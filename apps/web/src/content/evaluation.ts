import type { Lang } from "../i18n/lang";

/** Words of the Wertung (evaluation for the award) on the price comparison page. Figures arrive formatted. */
export const evaluationTexts = {
  de: {
    title: "Wertung der Angebote",
    intro:
      "Legen Sie fest, wie gewertet wird. Die Rangfolge nach Wertungssumme folgt jeder Änderung sofort; die Excel-Datei und der Vergabevermerk übernehmen Ihre Einstellungen.",
    settings: "Einstellungen der Wertung",
    provisional: "Bedarfspositionen werten",
    provisionalHint: (count: number, shown: string, ozs: string) =>
      `${shown} Bedarfsposition${count === 1 ? "" : "en"} (${ozs}). Angehakt gehen sie mit ihren Mengen in die Wertungssumme ein.`,
    more: (shown: string) => `und ${shown} weitere`,
    alternatives: "Wahlpositionen",
    alternativesHint: "Je Wahlgruppe wird die gewählte Ausführung gewertet, sonst die Grundposition.",
    groupLabel: (base: string) => `Wahl zu ${base}`,
    base: "Grundposition",
    alternative: "Wahlposition",
    noBase: "keine im LV benannt",
    through: "bis",
    unusualPercent: "Auffällige Einheitspreise ab Abweichung (%)",
    unusualHint:
      "Ein Einheitspreis, der weiter als dieser Prozentsatz vom Bezugswert der anderen Bieter abweicht, nach oben wie nach unten, gilt als auffällig.",
    unusualReference: "Bezugswert der anderen Bieter",
    mean: "Mittelwert",
    median: "Median",
    lowPercent: "Ungewöhnlich niedrig ab Abstand (%)",
    lowHint:
      "Ein vollständiges Angebot, das um mehr als diesen Prozentsatz unter dem nächsthöheren Angebot oder der Kostenschätzung liegt, ist aufzuklären (§ 16d VOB/A, § 60 VgV).",
    estimate: (currency: string) => `Kostenschätzung (netto, ${currency})`,
    estimateHint: "Schreibweise wie 123.456,78; leer lassen, wenn keine vorliegt.",
    vat: "Umsatzsteuer (%)",
    vatHint: (rate: string | null) =>
      rate ? `Laut Anfrage ${rate} %.` : "Die Anfrage nennt keinen Satz; ohne Satz keine Bruttosummen.",
    invalidAmount: "Bitte einen Betrag über 0 eingeben, z. B. 123.456,78.",
    invalidPercent: (most: string) =>
      `Bitte einen Prozentsatz von 0 bis ${most} eingeben, z. B. 20 oder 7,5.`,
    notApplied: "Bis zur Korrektur gilt der Standardwert.",
    caption: (currency: string | null) =>
      `Wertungssummen${currency ? ` in ${currency}` : ""}, günstigstes zuerst; unvollständige Angebote stehen nach den vollständigen (VOB/A § 16)`,
    colRank: "Rang",
    colBidder: "Bieter",
    colBase: "Grundsumme",
    colProvisional: "Bedarfspositionen",
    colAlternatives: "Wahl statt Grund",
    colDiscount: "Nachlass",
    colNet: "Wertungssumme netto",
    colGross: "Wertungssumme brutto",
    notCounted: "nicht gewertet",
    complete: "Vollständig",
    incomplete: (count: string) => `Unvollständig: ${count} ohne Preis`,
    unusualCount: (count: number, shown: string) =>
      count === 0
        ? "Keine auffälligen Einheitspreise"
        : `${shown} auffällige${count === 1 ? "r Einheitspreis" : " Einheitspreise"}`,
    low: "Ungewöhnlich niedrig",
    lowNext: (percent: string, bidder: string, total: string) =>
      `${percent} % unter dem nächsten Angebot (${bidder}, ${total})`,
    lowEstimate: (percent: string, estimate: string) =>
      `${percent} % unter der Kostenschätzung (${estimate})`,
    lowAction: "Preise aufklären (§ 16d VOB/A, § 60 VgV).",
    cheapest: (choices: string, total: string) =>
      `Günstigste Wahl für diesen Bieter: ${choices}; Wertungssumme ${total} (zur Information)`,
    allBase: "überall die Grundposition",
    unusualTitle: "Auffällige Einheitspreise je Bieter",
    unusualIntro: (percent: string, reference: string) =>
      `Einheitspreise, die um mehr als ${percent} % vom ${reference} der anderen Bieter abweichen: Grundlage für die Aufklärung beim Bieter.`,
    referenceWord: (kind: "mean" | "median"): string => (kind === "median" ? "Median" : "Mittelwert"),
    unusualSummary: (bidder: string, count: number, shown: string) =>
      `${bidder}: ${shown} auffällige${count === 1 ? "r Einheitspreis" : " Einheitspreise"}`,
    colOz: "OZ",
    colShortText: "Kurztext",
    colUnitPrice: "EP",
    colReference: (kind: "mean" | "median"): string =>
      kind === "median" ? "Median der anderen" : "Mittel der anderen",
    colDeviation: "Abweichung",
    failed: "Mit diesen Einstellungen ist keine Wertung möglich; bitte prüfen Sie die Eingaben.",
    print: "Vergabevermerk drucken / als PDF",
    printHint:
      "Öffnet den Druckdialog Ihres Browsers; mit „Als PDF speichern“ legen Sie den Vergabevermerk als Datei ab.",
    workbookPending: "Die Excel-Datei wird mit Ihrer Wertung erstellt …",
  },
  en: {
    title: "Evaluation of the offers",
    intro:
      "Decide how the offers are evaluated. The ranking by evaluation total follows every change at once; the workbook and the award note take your settings.",
    settings: "Evaluation settings",
    provisional: "Count the provisional items",
    provisionalHint: (count: number, shown: string, ozs: string) =>
      `${shown} provisional item${count === 1 ? "" : "s"} (${ozs}). When ticked they count with their quantities in the evaluation total.`,
    more: (shown: string) => `and ${shown} more`,
    alternatives: "Alternative items",
    alternativesHint: "In each group the option chosen is evaluated, otherwise the base item.",
    groupLabel: (base: string) => `Choice for ${base}`,
    base: "Base item",
    alternative: "Alternative item",
    noBase: "none named in the bill of quantities",
    through: "to",
    unusualPercent: "Unusual unit prices from a deviation of (%)",
    unusualHint:
      "A unit price further than this percentage from the other bidders' reference, above or below, is unusual.",
    unusualReference: "Reference of the other bidders",
    mean: "Mean",
    median: "Median",
    lowPercent: "Abnormally low from a gap of (%)",
    lowHint:
      "A complete offer more than this percentage below the next higher offer or the cost estimate must be explained (VOB/A § 16d, VgV § 60).",
    estimate: (currency: string) => `Cost estimate (net, ${currency})`,
    estimateHint: "Written like 123,456.78; leave empty where there is none.",
    vat: "VAT (%)",
    vatHint: (rate: string | null) =>
      rate
        ? `${rate} % as the request states.`
        : "The request states no rate; without one there are no gross totals.",
    invalidAmount: "Enter an amount above 0, e.g. 123,456.78.",
    invalidPercent: (most: string) => `Enter a percentage from 0 to ${most}, e.g. 20 or 7.5.`,
    notApplied: "Until it is corrected the default applies.",
    caption: (currency: string | null) =>
      `Evaluation totals${currency ? ` in ${currency}` : ""}, lowest first; incomplete offers come after the complete ones (VOB/A § 16)`,
    colRank: "Rank",
    colBidder: "Bidder",
    colBase: "Base total",
    colProvisional: "Provisional items",
    colAlternatives: "Alternatives instead of base",
    colDiscount: "Discount",
    colNet: "Evaluation total net",
    colGross: "Evaluation total gross",
    notCounted: "not counted",
    complete: "Complete",
    incomplete: (count: string) => `Incomplete: ${count} without price`,
    unusualCount: (count: number, shown: string) =>
      count === 0 ? "No unusual unit prices" : `${shown} unusual unit price${count === 1 ? "" : "s"}`,
    low: "Abnormally low",
    lowNext: (percent: string, bidder: string, total: string) =>
      `${percent} % below the next offer (${bidder}, ${total})`,
    lowEstimate: (percent: string, estimate: string) => `${percent} % below the cost estimate (${estimate})`,
    lowAction: "Ask the bidder to explain its prices (VOB/A § 16d, VgV § 60).",
    cheapest: (choices: string, total: string) =>
      `Lowest choice for this bidder: ${choices}; evaluation total ${total} (for information)`,
    allBase: "the base item throughout",
    unusualTitle: "Unusual unit prices per bidder",
    unusualIntro: (percent: string, reference: string) =>
      `Unit prices more than ${percent} % from the other bidders' ${reference}: the basis for asking the bidder to explain them.`,
    referenceWord: (kind: "mean" | "median"): string => (kind === "median" ? "median" : "mean"),
    unusualSummary: (bidder: string, count: number, shown: string) =>
      `${bidder}: ${shown} unusual unit price${count === 1 ? "" : "s"}`,
    colOz: "Item no.",
    colShortText: "Short text",
    colUnitPrice: "Unit price",
    colReference: (kind: "mean" | "median"): string =>
      kind === "median" ? "Others' median" : "Others' mean",
    colDeviation: "Deviation",
    failed: "No evaluation is possible with these settings; please check the entries.",
    print: "Print award note / save as PDF",
    printHint: "Opens your browser's print dialog; choose “Save as PDF” to keep the award note as a file.",
    workbookPending: "The workbook is being made with your evaluation …",
  },
} satisfies Record<Lang, unknown>;

export type EvaluationTexts = (typeof evaluationTexts)["de"];
