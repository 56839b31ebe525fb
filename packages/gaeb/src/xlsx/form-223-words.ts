import type { Locale } from "../issues.js";

/** The words of Formblatt 223's sheet (VHB "Aufgliederung der Einheitspreise"), per language. */
export interface Form223Words {
  /** The sheet's name: Excel allows 31 characters, so not the form's whole title. */
  sheetName: string;
  title: string;
  bidder: string;
  awardNumber: string;
  date: string;
  project: string;
  works: string;
  oz: string;
  shortText: string;
  quantity: string;
  unit: string;
  time: (unit: string) => string;
  /** The heading over the components, in the LV's currency. */
  components: (currency: string) => string;
  /** A component the LV numbers without naming it. */
  component: (n: number) => string;
  unitPrice: string;
  total: string;
  /** The row of column totals: each item's quantity times its figure per unit, summed. */
  totals: string;
  /** Hidden helpers of the totals: whether an item counts in the offer's total, and the quantity it counts with. */
  counts: string;
  weight: string;
}

export const FORM_223_WORDS: Record<Locale, Form223Words> = {
  de: {
    sheetName: "Aufgliederung EP (223)",
    title: "Aufgliederung der Einheitspreise (Formblatt 223)",
    bidder: "Bieter",
    awardNumber: "Vergabenummer",
    date: "Datum",
    project: "Baumaßnahme",
    works: "Leistung",
    oz: "OZ",
    shortText: "Kurzbezeichnung der Teilleistung",
    quantity: "Menge",
    unit: "Einheit",
    time: (unit) => `Zeitansatz (${unit})`,
    components: (currency) => `Teilkosten einschl. Zuschläge in ${currency} je Einheit (ohne Umsatzsteuer)`,
    component: (n) => `Anteil ${n}`,
    unitPrice: "Angebotener Einheitspreis",
    total: "Gesamtpreis",
    totals: "Summe (Menge × Ansatz)",
    counts: "In Summe",
    weight: "Menge in Summe",
  },
  en: {
    sheetName: "Unit price breakdown (223)",
    title: "Breakdown of unit prices (Form 223)",
    bidder: "Bidder",
    awardNumber: "Award no.",
    date: "Date",
    project: "Project",
    works: "Works",
    oz: "Item no.",
    shortText: "Short description of the item",
    quantity: "Quantity",
    unit: "Unit",
    time: (unit) => `Time (${unit})`,
    components: (currency) => `Partial costs incl. surcharges in ${currency} per unit (excl. VAT)`,
    component: (n) => `Component ${n}`,
    unitPrice: "Unit price offered",
    total: "Total price",
    totals: "Total (quantity × rate)",
    counts: "In total",
    weight: "Quantity in total",
  },
};

/** The titles the sheet starts with in either language: how the offer and the import know it is no LV. */
export const FORM_223_TITLES: ReadonlySet<string> = new Set(
  Object.values(FORM_223_WORDS).map((words) => words.title),
);
