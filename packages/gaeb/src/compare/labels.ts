import type { Locale } from "../issues.js";

/** Every word the comparison workbook shows, per language. */
export interface CompareLabels {
  comparisonSheet: string;
  summarySheet: string;
  title: string;
  summaryTitle: string;
  project: string;
  boq: string;
  request: string;
  currency: string;
  reference: string;
  referenceHelp: (bidders: number) => string;
  legend: string;
  /** The legend, one colour a line: lines wrap in the short-text column. */
  legendLines: string[];
  /** Footer of both sheets: "page n of N" in the page codes. */
  pageOf: string;
  columns: {
    oz: string;
    kind: string;
    shortText: string;
    quantity: string;
    unit: string;
    lowest: string;
    mean: string;
    highest: string;
    statistics: string;
    unitPrice: string;
    total: string;
    deviation: string;
    referencePrice: string;
    path: string;
    /** The time per unit (`TimeQu`) in what the request's `LblTime` names it. */
    time: (label: string | undefined) => string;
    /** The lowest and the mean of a share of the unit price (titled as a bidder's column) over the bidders. */
    shareLowest: (title: string) => string;
    shareMean: (title: string) => string;
    /** Over a bidder's breakdown columns, after its number and name; over the shares' statistics alone. */
    breakdown: string;
  };
  /** The legend's line for a share far from the other bidders' (see `farFromOthers` in `breakdown.ts`). */
  breakdownLegend: string;
  missing: string;
  notOffered: string;
  sectionTotal: (oz: string) => string;
  beforeAdjustment: string;
  adjustment: string;
  afterAdjustment: string;
  grandTotal: string;
  grandAdjustment: string;
  grandAfterAdjustment: string;
  declaredTotal: string;
  declaredAfterDiscount: string;
  /** Below an item or a markup: the totals bidders state that disagree with their unit prices. */
  statedItemTotal: string;
  statedSectionTotal: (oz: string) => string;
  statedSectionAfterDiscount: (oz: string) => string;
  unpricedCount: string;
  sum: string;
  summary: {
    rank: string;
    bidder: string;
    file: string;
    total: string;
    adjustment: string;
    afterAdjustment: string;
    difference: string;
    differencePercent: string;
    unpriced: string;
    declaredAgree: string;
    declaredTotal: string;
    declaredAfterDiscount: string;
    yes: string;
    no: string;
    noDeclared: string;
    /** Header of the column that says whether every item is priced. */
    complete: string;
    incomplete: string;
    notes: string;
    incompleteNote: (count: number, items: string) => string;
    disagreeNote: (where: string) => string;
    /** How the notes name a stated total: an item's (by OZ), a markup's, a section's, the whole offer's. */
    levels: { item: string; markup: string; section: string; boq: string };
    more: (count: number) => string;
  };
}

export const COMPARE_LABELS: Record<Locale, CompareLabels> = {
  de: {
    comparisonSheet: "Preisspiegel",
    summarySheet: "Bieterrangfolge",
    title: "Preisspiegel",
    summaryTitle: "Bieterrangfolge",
    project: "Projekt",
    boq: "Leistungsverzeichnis",
    request: "Angebotsaufforderung",
    currency: "Währung",
    reference: "Abweichung bezogen auf",
    referenceHelp: (n) => `0 = niedrigster EP je Position, 1 bis ${n} = EP des Bieters mit dieser Nummer`,
    legend: "Legende",
    legendLines: [
      "grün: niedrigster EP",
      "rot: Preis oder Zuschlagssatz fehlt, nicht angeboten",
      "rot mit Betrag: Summe laut Angebot weicht von den Einheitspreisen ab",
      "grau: nicht in der Summe (Alternativ-, Bedarfsposition ohne GB, entfällt)",
    ],
    pageOf: "Seite &P von &N",
    columns: {
      oz: "OZ",
      kind: "Art",
      shortText: "Kurztext",
      quantity: "Menge",
      unit: "Einheit",
      lowest: "EP min",
      mean: "EP Mittel",
      highest: "EP max",
      statistics: "Alle Bieter",
      unitPrice: "EP",
      total: "GP",
      deviation: "Abw. %",
      referencePrice: "Referenz-EP",
      path: "Summe in",
      time: (label) => (label ? `Zeitansatz (${label})` : "Zeitansatz"),
      shareLowest: (title) => `${title} min`,
      shareMean: (title) => `${title} Mittel`,
      breakdown: "EP-Aufgliederung",
    },
    breakdownLegend:
      "orange: EP-Anteil oder Zeitansatz unter der Hälfte oder über dem Doppelten des Mittels der anderen Bieter (Hinweis auf Mischkalkulation)",
    missing: "fehlt",
    notOffered: "nicht angeboten",
    sectionTotal: (oz) => `Summe ${oz}`,
    beforeAdjustment: "Summe vor Nachlass",
    adjustment: "Nachlass / Pauschale des Bieters",
    afterAdjustment: "Summe nach Nachlass",
    grandTotal: "Angebotssumme (berechnet)",
    grandAdjustment: "Nachlass / Pauschale auf das LV",
    grandAfterAdjustment: "Angebotssumme nach Nachlass (berechnet)",
    declaredTotal: "Angebotssumme laut Angebot",
    declaredAfterDiscount: "nach Nachlass laut Angebot",
    statedItemTotal: "GP laut Angebot",
    statedSectionTotal: (oz) => `Summe ${oz} laut Angebot`,
    statedSectionAfterDiscount: () => "nach Nachlass laut Angebot",
    unpricedCount: "Nicht bepreiste Positionen",
    sum: "Summe",
    summary: {
      rank: "Rang",
      bidder: "Bieter",
      file: "Datei",
      total: "Angebotssumme",
      adjustment: "Nachlass / Pauschale",
      afterAdjustment: "nach Nachlass",
      difference: "Differenz zum niedrigsten",
      differencePercent: "Differenz %",
      unpriced: "Nicht bepreist",
      declaredAgree: "Summen laut Angebot stimmen",
      declaredTotal: "Summe laut Angebot",
      declaredAfterDiscount: "nach Nachlass laut Angebot",
      yes: "ja",
      no: "nein",
      noDeclared: "keine angegeben",
      complete: "Vollständig",
      incomplete: "unvollständig",
      notes: "Hinweise",
      incompleteNote: (count, items) =>
        `Unvollständig, nach den vollständigen Angeboten gereiht (VOB/A § 16): ${count === 1 ? "1 Position" : `${count} Positionen`} ohne Preis oder Zuschlagssatz: ${items}`,
      disagreeNote: (where) => `Summen laut Angebot weichen von den Einheitspreisen ab: ${where}`,
      levels: { item: "GP", markup: "Zuschlag", section: "Summe", boq: "Angebotssumme" },
      more: (count) => `und ${count} weitere`,
    },
  },
  en: {
    comparisonSheet: "Price comparison",
    summarySheet: "Bidder ranking",
    title: "Price comparison",
    summaryTitle: "Bidder ranking",
    project: "Project",
    boq: "Bill of quantities",
    request: "Request for tender",
    currency: "Currency",
    reference: "Deviation relative to",
    referenceHelp: (n) =>
      `0 = lowest unit price per item, 1 to ${n} = unit price of the bidder with that number`,
    legend: "Legend",
    legendLines: [
      "green: lowest unit price",
      "red: price or markup rate missing, not offered",
      "red with an amount: a total as stated disagrees with the unit prices",
      "grey: not in the total (alternative, optional without total, not applicable)",
    ],
    pageOf: "Page &P of &N",
    columns: {
      oz: "Item no.",
      kind: "Type",
      shortText: "Short text",
      quantity: "Quantity",
      unit: "Unit",
      lowest: "UP lowest",
      mean: "UP mean",
      highest: "UP highest",
      statistics: "All bidders",
      unitPrice: "Unit price",
      total: "Total",
      deviation: "Dev. %",
      referencePrice: "Reference UP",
      path: "Sums into",
      time: (label) => (label ? `Time per unit (${label})` : "Time per unit"),
      shareLowest: (title) => `${title} lowest`,
      shareMean: (title) => `${title} mean`,
      breakdown: "Unit price breakdown",
    },
    breakdownLegend:
      "orange: unit price share or time below half or above double the other bidders' mean (a sign of shifted prices)",
    missing: "missing",
    notOffered: "not offered",
    sectionTotal: (oz) => `Total ${oz}`,
    beforeAdjustment: "Total before discount",
    adjustment: "Bidder's discount / lump sum",
    afterAdjustment: "Total after discount",
    grandTotal: "Offer total (computed)",
    grandAdjustment: "Discount / lump sum on the whole BoQ",
    grandAfterAdjustment: "Offer total after discount (computed)",
    declaredTotal: "Offer total as stated",
    declaredAfterDiscount: "after discount as stated",
    statedItemTotal: "Total as stated",
    statedSectionTotal: (oz) => `Total ${oz} as stated`,
    statedSectionAfterDiscount: () => "after discount as stated",
    unpricedCount: "Items not priced",
    sum: "Total",
    summary: {
      rank: "Rank",
      bidder: "Bidder",
      file: "File",
      total: "Offer total",
      adjustment: "Discount / lump sum",
      afterAdjustment: "after discount",
      difference: "Difference to lowest",
      differencePercent: "Difference %",
      unpriced: "Not priced",
      declaredAgree: "Stated totals agree",
      declaredTotal: "Total as stated",
      declaredAfterDiscount: "after discount as stated",
      yes: "yes",
      no: "no",
      noDeclared: "none stated",
      complete: "Complete",
      incomplete: "incomplete",
      notes: "Notes",
      incompleteNote: (count, items) =>
        `Incomplete, ranked after the complete offers (VOB/A § 16): ${count === 1 ? "1 item" : `${count} items`} without price or markup rate: ${items}`,
      disagreeNote: (where) => `Totals as stated disagree with the unit prices: ${where}`,
      levels: { item: "Item total", markup: "Markup", section: "Section total", boq: "Offer total" },
      more: (count) => `and ${count} more`,
    },
  },
};
