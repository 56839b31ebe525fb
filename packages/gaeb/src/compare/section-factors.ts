import { Decimal } from "../decimal.js";
import type { Item, MarkupItem } from "../model.js";
import type { Comparison, Line } from "./comparison.js";

const ONE = Decimal.fromInteger(1);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

/**
 * Per item and markup row, per bidder, what its sections' own discounts make of its total: the product of
 * (1 - percent / 100) over every section above it that the bidder discounts by a percentage, and 0 under a section
 * the bidder prices as a lump sum (the lump sum stands, whatever the rows in it come to). Only rows some bidder's
 * factor is not 1 for are listed. A Wahl choice or the Bedarfspositionen then change the evaluation total by their
 * rows' totals times these factors, as the bidder's discounts would.
 */
export function sectionFactors(comparison: Comparison): Map<Item | MarkupItem, Decimal[]> {
  const factors = new Map<Item | MarkupItem, Decimal[]>();
  const stack: Array<Line & { kind: "section" }> = [];
  for (const line of comparison.lines) {
    if (line.kind === "section") {
      stack.length = line.depth;
      stack.push(line);
      continue;
    }
    if (line.kind !== "item" && line.kind !== "markup") continue;
    const above = stack.slice(0, line.depth);
    if (above.every((section) => section.totals.adjustments.every((adjustment) => !adjustment))) continue;
    const row = line.bids.map((_, b) => {
      let factor = ONE;
      for (const section of above) {
        const adjustment = section.totals.adjustments[b];
        if (adjustment?.lumpSum) return Decimal.zero;
        if (adjustment?.percent) factor = factor.times(ONE.minus(adjustment.percent.times(HUNDREDTH)));
      }
      return factor;
    });
    if (row.some((factor) => !factor.equals(ONE)))
      factors.set(line.kind === "item" ? line.item : line.markup, row);
  }
  return factors;
}
