import type { Decimal } from "../decimal.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import type { Cell } from "../xlsx/workbook.js";

/** The cells the billing sheets are made of: a text, an exact number, a formula with its cached figure, an input. */
export const text = (value: string, style: StyleId = STYLE.text): Cell => ({
  value: { type: "text", text: value },
  style,
});

export const num = (value: Decimal, style: StyleId): Cell => ({
  value: { type: "number", value: value.toPlainString() },
  style,
});

export const formula = (expression: string, cached: Decimal, style: StyleId = STYLE.money): Cell => ({
  value: { type: "formula", formula: expression, cached: cached.toPlainString() },
  style,
});

/** An empty cell with a format: where something is to be typed. */
export const empty = (style: StyleId): Cell => ({ value: { type: "empty" }, style });
