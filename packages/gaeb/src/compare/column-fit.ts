import { Decimal } from "../decimal.js";
import { formattedLength } from "../xlsx/figure-width.js";
import { lineCount } from "../xlsx/text-fit.js";
import { deviation } from "./arithmetic.js";
import type { Comparison } from "./comparison.js";
import type { CompareLabels } from "./labels.js";
import type { ColumnFit } from "./layout-columns.js";

const HUNDRED = Decimal.fromInteger(100);

/** The narrowest width (characters) a word shows whole in: "nicht angeboten" in one line, not cut. */
function wordWidth(word: string): number {
  let width = 1;
  while (lineCount(word, width) > 1 && width < 60) width += 1;
  // LibreOffice draws a little wider than the measure; one character spare.
  return width + 1;
}

/**
 * Column widths (characters) that hold every figure the sheet shows, never narrower than the usual ones. A digit is
 * one character wide in Excel's measure; bold totals and the cell's margins take about two more.
 */
export function fitColumns(comparison: Comparison, labels: CompareLabels): ColumnFit {
  let quantity = 0;
  let price = 0;
  let total = 0;
  let change = 0;
  const totals = (values: readonly Decimal[]) => {
    for (const value of values) total = Math.max(total, formattedLength(value, 2));
  };
  for (const line of comparison.lines) {
    if (line.kind === "section" || line.kind === "sectionEnd") {
      totals(line.totals.raw);
      totals(line.totals.effective);
      for (const stated of line.kind === "section" ? line.stated : [])
        totals([stated?.total, stated?.afterDiscount].filter((v): v is Decimal => v !== undefined));
    } else if (line.kind === "item") {
      if (line.item.quantity) quantity = Math.max(quantity, formattedLength(line.item.quantity, 3));
      for (const bid of line.bids) {
        if (bid.status !== "priced") continue;
        price = Math.max(price, formattedLength(bid.unitPrice, 3));
        totals([bid.total, ...(bid.stated ? [bid.stated] : [])]);
        if (bid.ownQuantity) quantity = Math.max(quantity, formattedLength(bid.ownQuantity, 3));
        const ratio = deviation(bid.unitPrice, line.statistics?.lowest);
        // Shown as a percentage with one decimal: the ratio times 100, its "%" and its sign.
        if (ratio) change = Math.max(change, formattedLength(ratio.times(HUNDRED), 1) + 1);
      }
    } else {
      for (const bid of line.bids)
        if (bid.status === "priced") {
          // A rate shows as "10.00 %".
          price = Math.max(price, formattedLength(bid.rate, 2) + 2);
          totals([bid.total, ...(bid.stated ? [bid.stated] : [])]);
        }
    }
  }
  totals(comparison.grand.raw);
  totals(comparison.grand.effective);
  for (const fact of comparison.facts)
    totals([fact.declaredTotal, fact.declaredAfterDiscount].filter((v): v is Decimal => v !== undefined));
  return {
    quantity: Math.max(11, quantity + 2),
    price: Math.max(12, price + 2, wordWidth(labels.missing), wordWidth(labels.notOffered)),
    total: Math.max(15, Math.ceil(total * 1.1) + 2),
    deviation: Math.max(7, change + 2),
  };
}
