import type { Locale } from "../issues.js";

/** The words of the Vergabevermerk (award note), per language. */
export interface AwardNoteLabels {
  sheet: string;
  title: string;
  subtitle: string;
  project: string;
  boq: string;
  request: string;
  currency: string;
  offers: string;
  date: string;
  /** Numbered section headings. */
  sections: { offers: string; examination: string; findings: string; basis: string; decision: string };
  columns: {
    number: string;
    bidder: string;
    declared: string;
    computed: string;
    adjustment: string;
    evaluated: string;
    rank: string;
    unusual: string;
    gapNext: string;
    gapEstimate: string;
    verdict: string;
  };
  /** What the examination found in an offer that is complete and not unusually low. */
  clean: string;
  /** Below the offers: what the figures are. */
  offersNote: string;
  /** Below the examination: when an offer is unusually low and what follows. */
  examinationNote: string;
  noFindings: string;
  provisional: string;
  provisionalItems: string;
  none: string;
  group: (group: string) => string;
  vat: string;
  unusual: string;
  /** After the unusual threshold, a live text: the reference's word is the Wertung sheet's cell. */
  unusualOf: { before: string; after: string };
  low: string;
  lowOf: string;
  estimate: string;
  noEstimate: string;
  basisNote: string;
  first: string;
  firstTotals: string;
  award: string;
  reasons: string;
  signatures: Array<{ role: string }>;
  placeDate: string;
  signature: string;
}

export const AWARD_NOTE_LABELS: Record<Locale, AwardNoteLabels> = {
  de: {
    sheet: "Vergabevermerk",
    title: "Vergabevermerk",
    subtitle: "Prüfung und Wertung der Angebote, Entscheidung über den Zuschlag",
    project: "Projekt",
    boq: "Leistungsverzeichnis",
    request: "Angebotsaufforderung (Datei)",
    currency: "Währung",
    offers: "Anzahl der Angebote",
    date: "Datum",
    sections: {
      offers: "1. Angebote",
      examination: "2. Prüfung der Angebote",
      findings: "3. Feststellungen zu einzelnen Angeboten",
      basis: "4. Grundlagen der Wertung",
      decision: "5. Entscheidung",
    },
    columns: {
      number: "Nr.",
      bidder: "Bieter / Datei",
      declared: "Angebotssumme laut Angebot",
      computed: "Angebotssumme berechnet",
      adjustment: "Nachlass / Pauschale",
      evaluated: "Wertungssumme netto",
      rank: "Rang",
      unusual: "Auffällige EP",
      gapNext: "unter dem nächsten Angebot",
      gapEstimate: "unter der Kostenschätzung",
      verdict: "Ergebnis der Prüfung",
    },
    clean: "ohne Befund",
    offersNote:
      "Angebotssummen netto, berechnet aus den Einheitspreisen (Blatt „Preisspiegel“). Wertungssumme und Rang nach den Einstellungen im Blatt „Wertung“: vollständige Angebote zuerst (VOB/A § 16).",
    examinationNote:
      "Ungewöhnlich niedrig: die Wertungssumme liegt um mehr als die Schwelle unter dem nächsthöheren vollständigen Angebot oder unter der Kostenschätzung; der Preis ist aufzuklären (VOB/A § 16d, VgV § 60). Auffällige EP: Einheitspreise, die um mehr als die Schwelle vom Vergleichswert der anderen Bieter abweichen.",
    noFindings: "Alle Angebote sind vollständig; die Summen laut Angebot stimmen mit den Einheitspreisen.",
    provisional: "Bedarfspositionen gewertet",
    provisionalItems: "Bedarfspositionen (OZ)",
    none: "keine",
    group: (group) => `Wahlgruppe ${group}, gewählt`,
    vat: "Umsatzsteuer",
    unusual: "Auffällige EP: Abweichung über",
    unusualOf: { before: "vom ", after: " der EP der anderen Bieter" },
    low: "Ungewöhnlich niedrig: Abstand über",
    lowOf: "zum nächsthöheren vollständigen Angebot oder zur Kostenschätzung",
    estimate: "Kostenschätzung (netto)",
    noEstimate: "keine angegeben",
    basisNote: "Die Einstellungen stehen im Blatt „Wertung“; dieser Vermerk folgt jeder Änderung dort.",
    first: "Rang 1 nach der Wertung",
    firstTotals: "Seine Wertungssumme netto / brutto",
    award: "Entscheidung / Zuschlag an:",
    reasons: "Begründung:",
    signatures: [{ role: "Aufgestellt:" }, { role: "Geprüft:" }],
    placeDate: "Ort, Datum",
    signature: "Name, Unterschrift",
  },
  en: {
    sheet: "Award note",
    title: "Award note",
    subtitle: "Record of award decision: examination and evaluation of the offers",
    project: "Project",
    boq: "Bill of quantities",
    request: "Request for tender (file)",
    currency: "Currency",
    offers: "Number of offers",
    date: "Date",
    sections: {
      offers: "1. Offers",
      examination: "2. Examination of the offers",
      findings: "3. Findings on individual offers",
      basis: "4. Basis of the evaluation",
      decision: "5. Decision",
    },
    columns: {
      number: "No.",
      bidder: "Bidder / file",
      declared: "Offer total as stated",
      computed: "Offer total computed",
      adjustment: "Discount / lump sum",
      evaluated: "Evaluation total net",
      rank: "Rank",
      unusual: "Unusual unit prices",
      gapNext: "Below the next offer",
      gapEstimate: "Below the estimate",
      verdict: "Result",
    },
    clean: "no findings",
    offersNote:
      "Offer totals net, computed from the unit prices (Price comparison sheet). Evaluation total and rank with the settings on the Evaluation sheet: complete offers first (VOB/A § 16).",
    examinationNote:
      "Abnormally low: the evaluation total lies more than the threshold below the next higher complete offer or below the cost estimate; the price must be explained (VOB/A § 16d, VgV § 60). Unusual unit prices: those further than the threshold from the other bidders' reference.",
    noFindings: "Every offer is complete; the totals as stated agree with the unit prices.",
    provisional: "Optional items evaluated",
    provisionalItems: "Optional items (item no.)",
    none: "none",
    group: (group) => `Alternative group ${group}, chosen`,
    vat: "VAT",
    unusual: "Unusual unit price: deviation over",
    unusualOf: { before: "from the ", after: " of the other bidders' unit prices" },
    low: "Abnormally low: gap over",
    lowOf: "to the next higher complete offer or to the cost estimate",
    estimate: "Cost estimate (net)",
    noEstimate: "none given",
    basisNote: "The settings are on the Evaluation sheet; this note follows every change there.",
    first: "Rank 1 in the evaluation",
    firstTotals: "Its evaluation total net / gross",
    award: "Decision / award to:",
    reasons: "Reasons:",
    signatures: [{ role: "Prepared by:" }, { role: "Checked by:" }],
    placeDate: "Place, date",
    signature: "Name, signature",
  },
};
