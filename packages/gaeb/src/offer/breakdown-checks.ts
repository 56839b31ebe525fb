import { allItems } from "../entries-walk.js";
import type { Issue, Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { FORM_223 } from "../xlsx/breakdown-plan.js";
import { LABELS } from "../xlsx/labels.js";
import { resolvePrice } from "./breakdown.js";
import type { BreakdownAsked } from "./breakdown-summary.js";
import type { PriceColumns, SheetPrices } from "./price-sheet.js";

/** How many OZs a message lists before it only counts the rest. */
const LISTED = 30;

/**
 * What falls short of the breakdown, by OZ: demanded (`UPBkdn`) but incomplete, and components that contradict the
 * unit price typed beside them. Warnings, for a bidder may hand in the breakdown on paper; errors where the caller
 * is strict, so that an offer the office could exclude for it is not made.
 */
export function checkBreakdown(
  document: GaebDocument,
  prices: SheetPrices,
  sheet: string,
  file: string,
  strict: boolean,
  issues: Issue[],
): { incomplete: string[]; mismatched: string[]; demanded: number } {
  const incomplete: string[] = [];
  const mismatched: string[] = [];
  let demanded = 0;
  for (const item of allItems(document.boq?.body ?? [])) {
    if (item.breakdownDemanded) demanded += 1;
    const resolved = resolvePrice(item, prices.items.get(item), prices.componentCount);
    if (resolved.incomplete) incomplete.push(item.oz);
    if (resolved.mismatch) mismatched.push(item.oz);
    // A sub-description's own breakdown, named by its row's number ("01.0010/1").
    for (const sub of item.subDescriptions) {
      if (!sub.priceByBidder && !sub.breakdownDemanded) continue;
      const price = prices.subPrices.get(item)?.get(sub.number);
      const own = resolvePrice(sub, price, prices.componentCount);
      if (own.incomplete) incomplete.push(`${item.oz}/${sub.number}`);
      if (own.mismatch) mismatched.push(`${item.oz}/${sub.number}`);
    }
  }
  const report = (code: Issue["code"], list: string[]) => {
    if (list.length === 0) return;
    issues.push({
      code,
      severity: strict ? "error" : "warning",
      file,
      params: {
        sheet,
        count: list.length,
        items: list.slice(0, LISTED).join(", "),
        more: Math.max(0, list.length - LISTED),
        columns: prices.componentCount,
      },
    });
  };
  report("offer_breakdown_incomplete", incomplete);
  report("offer_breakdown_mismatch", mismatched);
  return { incomplete, mismatched, demanded };
}

/** The components and time the form asks for, named as its columns are: the LV's labels, or Formblatt 223's. */
export function breakdownAsked(
  document: GaebDocument,
  columns: PriceColumns,
  added: readonly string[] | undefined,
  lang: Locale,
): BreakdownAsked {
  const labels = added ?? document.boq?.info.priceComponentLabels ?? [];
  const components: string[] = [];
  columns.components.forEach((column, index) => {
    if (column === undefined) return;
    // Unnamed components are numbered, as the sheet titles them.
    while (components.length < index)
      components.push(LABELS[lang].columns.priceComponent(components.length + 1));
    components.push(labels[index] || LABELS[lang].columns.priceComponent(index + 1));
  });
  const time = columns.time === undefined ? undefined : columns.timeUnit || FORM_223[lang].time;
  return { components, ...(time !== undefined ? { time } : {}) };
}
