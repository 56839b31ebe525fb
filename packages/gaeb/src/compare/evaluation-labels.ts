import type { Locale } from "../issues.js";
import type { WertungColumn } from "./wertung-cells.js";

/** The words of the Wertung sheet, the Aufklärung list and the marks they put on the Preisspiegel. */
export interface EvaluationLabels {
  sheet: string;
  title: string;
  settings: string;
  provisional: string;
  provisionalHelp: string;
  vatPercent: string;
  vatHelp: string;
  unusualPercent: string;
  unusualHelp: string;
  unusualReference: string;
  referenceHelp: string;
  lowPercent: string;
  lowHelp: string;
  estimate: string;
  estimateHelp: string;
  yes: string;
  no: string;
  mean: string;
  median: string;
  alternatives: string;
  group: string;
  chosen: string;
  options: string;
  choiceHelp: (options: string) => string;
  /** An option of a Wahl group in words: "0 = Grundposition: Schacht … (OZ 1.10.20.0010 bis …)". */
  option: (serial: number, title: string, oz: string) => string;
  noGroups: string;
  /** Header of the Preisspiegel's hidden column of how each row counts in the evaluation. */
  keyHeader: string;
  columns: Record<WertungColumn, string>;
  complete: string;
  incomplete: string;
  low: string;
  cheapest: string;
  cheapestOf: (choices: string) => string;
  baseOnly: string;
  choiceWords: (group: string, serial: number) => string;
  notes: string[];
  /** The Preisspiegel's legend line for the mark of an unusual unit price. */
  legend: string;
  /** The Aufklärung sheet. */
  clarification: {
    sheet: string;
    title: string;
    /** The title in the page header: short, as the header's three parts share a line. */
    headerTitle: string;
    intro: (percent: string, reference: string) => string;
    bidder: (n: number, name: string) => string;
    none: string;
    columns: { oz: string; shortText: string; unitPrice: string; reference: string; deviation: string };
  };
}

export const EVALUATION_LABELS: Record<Locale, EvaluationLabels> = {
  de: {
    sheet: "Wertung",
    title: "Wertung der Angebote",
    settings: "Einstellungen der Wertung (änderbar, alle Zahlen folgen)",
    provisional: "Bedarfspositionen werten",
    provisionalHelp:
      "ja: Bedarfspositionen zählen mit ihren Mengen zur Wertungssumme; nein: sie zählen nicht.",
    vatPercent: "Umsatzsteuer %",
    vatHelp: "Satz der Umsatzsteuer für die Bruttosummen; leer: keine Bruttosummen.",
    unusualPercent: "Auffälliger EP: Abweichung über %",
    unusualHelp:
      "Ein EP, der mehr als diesen Prozentsatz vom Vergleichswert der anderen Bieter abweicht (nach oben oder unten), ist auffällig.",
    unusualReference: "Vergleichswert der anderen Bieter",
    referenceHelp: "Mittelwert oder Median der EP der anderen Bieter.",
    lowPercent: "Ungewöhnlich niedrig: Abstand über %",
    lowHelp:
      "Ein vollständiges Angebot, dessen Wertungssumme mehr als diesen Prozentsatz unter dem nächsthöheren vollständigen Angebot oder unter der Kostenschätzung liegt, ist zu prüfen (VOB/A § 16d, VgV § 60).",
    estimate: "Kostenschätzung (netto)",
    estimateHelp: "Die Kostenschätzung des Auftraggebers, netto; leer: kein Vergleich mit ihr.",
    yes: "ja",
    no: "nein",
    mean: "Mittelwert",
    median: "Median",
    alternatives: "Wahlpositionen",
    group: "Gruppe",
    chosen: "Gewählt",
    options: "Möglichkeiten",
    choiceHelp: (options) => `0 = Grundposition, sonst die Nummer der Wahlposition: ${options}.`,
    option: (serial, title, oz) =>
      `${serial === 0 ? "0 = Grundposition" : `${serial} = Wahlposition ${serial}`}${title ? `: ${title}` : ""}${oz ? ` (OZ ${oz})` : ""}`,
    noGroups: "Das Leistungsverzeichnis hat keine Wahlpositionen.",
    keyHeader: "Wertung als",
    columns: {
      rank: "Rang",
      bidder: "Bieter",
      base: "Grundsumme",
      provisional: "Bedarfspositionen",
      alternatives: "Wahl statt Grund",
      adjustment: "Nachlass / Pauschale",
      evaluated: "Wertungssumme netto",
      gross: "Wertungssumme brutto",
      differencePercent: "Abstand zum Ersten %",
      complete: "Vollständig",
      unusual: "Auffällige EP",
      gapNext: "unter dem nächsten %",
      gapEstimate: "unter der Kostenschätzung %",
      verdict: "Prüfung",
    },
    complete: "ja",
    incomplete: "unvollständig",
    low: "ungewöhnlich niedrig",
    cheapest: "Günstigste Kombination je Bieter (zur Information)",
    cheapestOf: (choices) => choices,
    baseOnly: "alle Grundpositionen",
    choiceWords: (group, serial) => `Gruppe ${group}: ${serial === 0 ? "Grundposition" : `Wahl ${serial}`}`,
    notes: [
      "Grundsumme: alle Positionen und Zuschläge, die zählen, mit den Grundpositionen der Wahlgruppen und den Nachlässen auf Abschnitte; ohne Bedarfspositionen.",
      "Wertungssumme: Grundsumme, die Bedarfspositionen (wenn gewertet), die gewählten Wahlpositionen statt ihrer Grundpositionen, nach dem Nachlass des Bieters auf das Angebot.",
      "Rang: vollständige Angebote zuerst (VOB/A § 16), nach der Wertungssumme. Die Zeilen bleiben in ihrer Reihenfolge; der Rang folgt den Einstellungen.",
    ],
    legend: "violett: auffälliger EP (Abweichung über der Schwelle im Blatt „Wertung“)",
    clarification: {
      sheet: "Aufklärung",
      title: "Auffällige Einheitspreise je Bieter (Grundlage der Aufklärung)",
      headerTitle: "Aufklärung",
      intro: (percent, reference) =>
        `Einheitspreise, die mehr als ${percent} % vom ${reference} der EP der anderen Bieter abweichen, bei den Einstellungen, mit denen die Mappe erstellt wurde. EP und Abweichung folgen dem Preisspiegel; die Markierung dort folgt den Einstellungen im Blatt „Wertung“.`,
      bidder: (n, name) => `Bieter ${n}: ${name}`,
      none: "keine auffälligen Einheitspreise",
      columns: {
        oz: "OZ",
        shortText: "Kurztext",
        unitPrice: "EP",
        reference: "Vergleichswert",
        deviation: "Abweichung %",
      },
    },
  },
  en: {
    sheet: "Evaluation",
    title: "Evaluation of the offers",
    settings: "Settings of the evaluation (change them, every figure follows)",
    provisional: "Evaluate optional items",
    provisionalHelp:
      "yes: optional items (Bedarfspositionen) count with their quantities; no: they do not count.",
    vatPercent: "VAT %",
    vatHelp: "VAT rate of the gross totals; empty: no gross totals.",
    unusualPercent: "Unusual unit price: deviation over %",
    unusualHelp:
      "A unit price further than this percentage from the other bidders' reference (up or down) is unusual.",
    unusualReference: "Other bidders' reference",
    referenceHelp: "Mean or median of the other bidders' unit prices.",
    lowPercent: "Abnormally low: gap over %",
    lowHelp:
      "A complete offer whose evaluation total lies more than this percentage below the next higher complete offer or below the cost estimate must be examined (VOB/A § 16d, VgV § 60).",
    estimate: "Cost estimate (net)",
    estimateHelp: "The contracting authority's cost estimate, net; empty: no comparison with it.",
    yes: "yes",
    no: "no",
    mean: "Mean",
    median: "Median",
    alternatives: "Alternative items",
    group: "Group",
    chosen: "Chosen",
    options: "Options",
    choiceHelp: (options) => `0 = base item, else the number of the alternative: ${options}.`,
    option: (serial, title, oz) =>
      `${serial === 0 ? "0 = base" : `${serial} = alternative ${serial}`}${title ? `: ${title}` : ""}${oz ? ` (item ${oz})` : ""}`,
    noGroups: "The bill of quantities has no alternative items.",
    keyHeader: "Evaluated as",
    columns: {
      rank: "Rank",
      bidder: "Bidder",
      base: "Base total",
      provisional: "Optional items",
      alternatives: "Alternatives instead of base",
      adjustment: "Discount / lump sum",
      evaluated: "Evaluation total net",
      gross: "Evaluation total gross",
      differencePercent: "Above the first %",
      complete: "Complete",
      unusual: "Unusual unit prices",
      gapNext: "Below the next %",
      gapEstimate: "Below the estimate %",
      verdict: "To examine",
    },
    complete: "yes",
    incomplete: "incomplete",
    low: "abnormally low",
    cheapest: "Lowest combination per bidder (for information)",
    cheapestOf: (choices) => choices,
    baseOnly: "all base items",
    choiceWords: (group, serial) => `group ${group}: ${serial === 0 ? "base" : `alternative ${serial}`}`,
    notes: [
      "Base total: every item and markup that counts, with the base items of the alternative groups and the discounts on sections; without optional items.",
      "Evaluation total: the base total, the optional items (where evaluated), the chosen alternatives instead of their base items, after the bidder's discount on the offer.",
      "Rank: complete offers first (VOB/A § 16), by the evaluation total. The rows keep their order; the rank follows the settings.",
    ],
    legend: "violet: unusual unit price (deviation over the threshold on the Evaluation sheet)",
    clarification: {
      sheet: "Clarification",
      title: "Unusual unit prices per bidder (basis of a request for explanation)",
      headerTitle: "Clarification",
      intro: (percent, reference) =>
        `Unit prices further than ${percent} % from the ${reference} of the other bidders' unit prices, with the settings the workbook was made with. Unit price and deviation follow the price comparison; its mark follows the settings on the Evaluation sheet.`,
      bidder: (n, name) => `Bidder ${n}: ${name}`,
      none: "no unusual unit prices",
      columns: {
        oz: "Item no.",
        shortText: "Short text",
        unitPrice: "Unit price",
        reference: "Reference",
        deviation: "Deviation %",
      },
    },
  },
};
