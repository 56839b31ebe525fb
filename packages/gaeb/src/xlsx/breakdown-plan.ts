import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";

/**
 * Formblatt 223's components (VHB: Lohn, Stoffe, Geräte, Sonstiges, each with its surcharges) and its time, for a
 * request that names none when the bidder is asked for the breakdown outside the LV (`ConvertOptions.components`).
 */
export const FORM_223: Record<Locale, { components: readonly string[]; time: string }> = {
  de: { components: ["Lohn", "Stoffe", "Geräte", "Sonstiges"], time: "Std." },
  en: { components: ["Labour", "Materials", "Equipment", "Other"], time: "h" },
};

/** The price breakdown a sheet asks for: which components, whether a time per unit. */
export interface BreakdownPlan {
  /** One per component, index 0 = `UPComp1`: its name, undefined where the LV numbers it without naming it. */
  labels: ReadonlyArray<string | undefined>;
  /** The time column's unit (`LblTime`), where the sheet has one. */
  time?: string;
  /** The components are Formblatt 223's, added by the converter: the LV names none. */
  added: boolean;
}

/** What of the items decides the plan besides the LV's labels: the components and times they carry. */
export interface BreakdownFacts {
  /** Whether any item has price component n + 1. */
  components: boolean[];
  time: boolean;
}

/**
 * The components are the LV's: as many as it labels, counts (`NoUPComps`) or its items carry. A time column where
 * the LV names the time's unit (`LblTime`) or its items state times. `add` gives a request without components
 * Formblatt 223's four and a time.
 */
export function breakdownPlan(
  document: GaebDocument,
  facts: BreakdownFacts,
  add: boolean,
  request: boolean,
  lang: Locale,
): BreakdownPlan {
  const info = document.boq?.info;
  const named = info?.priceComponentLabels ?? [];
  let count = Math.min(6, info?.priceComponentCount ?? 0);
  named.forEach((label, index) => {
    if (label !== undefined && index < 6) count = Math.max(count, index + 1);
  });
  facts.components.forEach((present, index) => {
    if (present) count = Math.max(count, index + 1);
  });
  const time = info?.timeLabel ?? (facts.time ? FORM_223[lang].time : undefined);
  if (count === 0 && add && request)
    return { labels: FORM_223[lang].components, time: info?.timeLabel ?? FORM_223[lang].time, added: true };
  const labels = Array.from({ length: count }, (_, index) => named[index]);
  return { labels, ...(time ? { time } : {}), added: false };
}
