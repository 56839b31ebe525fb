import type { Locale } from "../issues.js";
import type { QuantityDeterminationInfo } from "../model.js";

/**
 * What an X31's `QtyDetermInfo` says, as label and value for the workbook's title block and the viewer: the method
 * in words, the order and the construction project, the period of the work (ISO dates, for date cells), who drew
 * the takeoff up and who checked it. Parties are given back for the caller to write as it writes parties.
 */

const LABELS: Record<string, [string, string]> = {
  MethodDescription: ["Aufmaßverfahren", "Takeoff method"],
  OrdDescr: ["Auftrag", "Order"],
  ProjDescr: ["Baumaßnahme", "Construction project"],
  ServiceProvisionStartDate: ["Leistung von", "Services from"],
  ServiceProvisionEndDate: ["Leistung bis", "Services until"],
  Creator: ["Aufgestellt von", "Drawn up by"],
  Profiler: ["Geprüft von", "Checked by"],
};

/** `tgQtyDetermInfo/MethodDescription`'s two values, as the schema's documentation names them. */
const METHODS: Record<string, [string, string]> = {
  "REB23003-1979": ["REB-Verfahrensbeschreibung 23.003, Ausgabe 1979", "REB procedure 23.003, 1979 edition"],
  "REB23003-2009": ["REB-Verfahrensbeschreibung 23.003, Ausgabe 2009", "REB procedure 23.003, 2009 edition"],
};

export interface QuantityFact {
  label: string;
  value: string;
  /** The value is an ISO date. */
  date?: true;
}

export function quantityFactLabel(key: string, lang: Locale): string {
  const label = LABELS[key];
  return label ? label[lang === "de" ? 0 : 1] : key;
}

export function quantityFacts(info: QuantityDeterminationInfo | undefined, lang: Locale): QuantityFact[] {
  if (!info) return [];
  const index = lang === "de" ? 0 : 1;
  return info.facts.map(({ key, value }) => {
    const label = quantityFactLabel(key, lang);
    if (key === "MethodDescription") return { label, value: METHODS[value]?.[index] ?? value };
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? { label, value, date: true } : { label, value };
  });
}
