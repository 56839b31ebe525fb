import type { Decimal } from "../decimal.js";
import { formula, rateOf, text } from "./item-rows.js";
import { STYLE } from "./styles.js";
import type { RowSink } from "./totals.js";
import type { Cell } from "./workbook.js";

/**
 * The expression a section or the whole LV comes to after what the bidder typed in a row: a lump sum instead of
 * the total, else the total less a discount in percent, else less a discount amount; the total while all are empty.
 */
export function bidderAdjusted(sink: RowSink, row: number, total: string): string {
  const at = (key: "discount" | "discountAmount" | "sectionLumpSum") => `${sink.columns.letter(key)}${row}`;
  const [percent, amount, lump] = [at("discount"), at("discountAmount"), at("sectionLumpSum")];
  return `IF(${lump}<>"",${lump},IF(${percent}<>"",ROUND(${total}*(1-${rateOf(percent)}),2),${total}-N(${amount})))`;
}

/** Empty cells marked for input: discount in percent, as an amount, or a lump sum. */
export function bidderInputs(): Record<"discount" | "discountAmount" | "sectionLumpSum", Cell> {
  const input = (style: Cell["style"]): Cell => ({ value: { type: "empty" }, style });
  return {
    discount: input(STYLE.percentInput),
    discountAmount: input(STYLE.priceInput2),
    sectionLumpSum: input(STYLE.priceInput2),
  };
}

/**
 * In a request's sheet, a row under the computed grand total where the bidder grants a discount or a lump sum on
 * the whole LV; returns the total after it as the figure VAT and the rest build on. Undefined for other sheets.
 */
export function addBidderGrandAdjustment(
  sink: RowSink,
  grandRow: number,
  computed: Decimal,
): { expression: string; value: Decimal } | undefined {
  if (!sink.columns.has("sectionLumpSum")) return undefined;
  const row = sink.nextRow;
  const h = sink.columns.letter("total");
  sink.push(
    {
      kind: text(sink.labels.kinds.grandTotal, STYLE.totalText),
      shortText: text(sink.labels.totals.bidderAdjusted, STYLE.totalText),
      ...bidderInputs(),
      total: formula(bidderAdjusted(sink, row, `${h}${grandRow}`), computed, STYLE.totalMoney),
    },
    0,
  );
  return { expression: `${h}${row}`, value: computed };
}
