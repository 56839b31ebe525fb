import { Decimal } from "../decimal.js";
import type { Entry, Totals } from "../model.js";

/** Characters a number takes in a `#,##0.00`-like format with `decimals` places: digits, separators, sign. */
export function formattedLength(value: Decimal, decimals: number): number {
  // Rounded to `decimals` places, the value is units / 10^decimals: its whole part has the units' digits less the
  // decimals, at least the one zero. Counted from the units' digits alone, as every figure of the LV is measured.
  const { units } = value.round(decimals);
  const negative = units < 0n;
  const written = (negative ? -units : units).toString().length;
  const digits = Math.max(written - decimals, 1);
  return digits + Math.floor((digits - 1) / 3) + (decimals > 0 ? decimals + 1 : 0) + (negative ? 1 : 0);
}

/** The widest figures of an LV, in characters, so that no column of figures prints "###". */
export interface FigureWidths {
  quantity: number;
  unitPrice: number;
  total: number;
}

type Amount = Exclude<keyof Totals, "vatParts" | "discountPercent" | "vatPercent">;
const AMOUNTS: readonly Amount[] = [
  "total",
  "discountAmount",
  "totalAfterDiscount",
  "lumpSum",
  "net",
  "vatAmount",
  "gross",
];

/**
 * Measures every quantity, unit price and amount the sheet can show. A sum the sheet computes is at most the sum of
 * the item totals' magnitudes, so that sum bounds the width of every computed section and grand total.
 */
export function measureFigures(body: readonly Entry[], totals: Totals | undefined): FigureWidths {
  const widths: FigureWidths = { quantity: 0, unitPrice: 0, total: 0 };
  let sum = Decimal.zero;
  const amount = (value: Decimal | undefined) => {
    if (value) widths.total = Math.max(widths.total, formattedLength(value, 2));
  };
  const declared = (figures: Totals | undefined) => {
    for (const key of AMOUNTS) amount(figures?.[key]);
    for (const part of figures?.vatParts ?? []) {
      amount(part.net);
      amount(part.amount);
    }
  };
  const walk = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        declared(entry.totals);
        walk(entry.children);
      } else if (entry.kind === "item" || entry.kind === "markupItem") {
        if (entry.kind === "item") {
          if (entry.quantity) widths.quantity = Math.max(widths.quantity, formattedLength(entry.quantity, 3));
          if (entry.unitPrice)
            widths.unitPrice = Math.max(widths.unitPrice, formattedLength(entry.unitPrice, 3));
        }
        // Without a stated total the sheet computes it from quantity and unit price.
        const total =
          entry.total ??
          (entry.kind === "item" && entry.quantity && entry.unitPrice
            ? entry.quantity.times(entry.unitPrice).round(2)
            : undefined);
        if (total) {
          amount(total);
          sum = sum.plus(total.units < 0n ? total.negated() : total);
        }
        if (entry.kind === "markupItem") amount(entry.markupBase);
      }
    }
  };
  walk(body);
  declared(totals);
  amount(sum);
  return widths;
}
