import { Decimal } from "../decimal.js";
import type { Entry, Totals } from "../model.js";
import { isAlternative, itemCounts } from "../xlsx/item-rows.js";

/**
 * An offer (84) states its totals: each section's is the sum of what counts in it (items but alternatives,
 * optional items without total and items that do not apply; markup items; sections but alternative ones and those
 * that do not apply), kept with the VAT rate the request states. Sets them on the sections and returns the sum
 * of the level.
 */
export function offerTotals(entries: readonly Entry[]): Decimal {
  let sum = Decimal.zero;
  for (const entry of entries) {
    if (entry.kind === "section") {
      const total = offerTotals(entry.children);
      entry.totals = withTotal(entry.totals, total);
      if (!isAlternative(entry.alternative?.serial) && !entry.notApplicable) sum = sum.plus(total);
    } else if (entry.kind === "item" && entry.total && itemCounts(entry)) sum = sum.plus(entry.total);
    else if (entry.kind === "markupItem" && entry.total) sum = sum.plus(entry.total);
  }
  return sum;
}

export function withTotal(totals: Totals | undefined, total: Decimal): Totals {
  return { total, ...(totals?.vatPercent ? { vatPercent: totals.vatPercent } : {}) };
}
