import type { Lang } from "../i18n/lang";

/** The words of an item's quantity takeoff (Aufmaß nach REB 23.003) in the viewer and its print. */
export const takeoffTexts = {
  de: {
    title: "Aufmaß (REB 23.003)",
    explanation: "Erläuterung",
    expression: "Rechenansatz",
    factor: "Faktor",
    address: "Adresse",
    result: "Ergebnis",
    deduction: "Abzug",
    other: "andere Formel, wie geschrieben",
    noResult: "nicht berechenbar",
    sum: "Summe Aufmaß (berechnet)",
    quantity: "Menge laut Datei",
  },
  en: {
    title: "Quantity takeoff (REB 23.003)",
    explanation: "Explanation",
    expression: "Calculation",
    factor: "Factor",
    address: "Address",
    result: "Result",
    deduction: "deduction",
    other: "other formula, as written",
    noResult: "cannot be computed",
    sum: "Takeoff sum (computed)",
    quantity: "Quantity in the file",
  },
} satisfies Record<Lang, Record<string, string>>;
