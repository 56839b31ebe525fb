import { Decimal } from "../decimal.js";
import type { ColumnKey, Columns } from "./columns.js";
import { STYLE, type StyleId } from "./styles.js";
import type { Cell } from "./workbook.js";

type ComponentKey = `component${1 | 2 | 3 | 4 | 5 | 6}`;

export function componentKey(index: number): ComponentKey {
  return `component${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}`;
}

/** What a row's cells need to know to break an item's unit price down. */
export interface BreakdownContext {
  columns: Columns;
  rowNumber: number;
  /** Decimals a unit price (and so each component) has: the LV's `UPFracDig`, at most three. */
  unitPriceDecimals: number;
  /** The sheet is a request's offer form: components and time are the bidder's to type. */
  form: boolean;
}

/**
 * The unit price as the sum of its components, each rounded as the offer states it (GAEB: `UPComp` and `UP` have
 * the same decimals, and `UP` is the sum of the `UPComp`): live, so the price follows what the bidder types; empty
 * text while no component is typed, so an unpriced item stays unpriced. Rounded once more against the binary
 * fractions a sum of rounded numbers leaves.
 */
export function componentSum(context: BreakdownContext): string {
  const { columns, rowNumber: r, unitPriceDecimals: d } = context;
  const count = columns.breakdown.labels.length;
  const range = `${columns.letter(componentKey(0))}${r}:${columns.letter(componentKey(count - 1))}${r}`;
  return `IF(COUNT(${range})=0,"",${roundedSum(columns, r, d, "")})`;
}

/** The components of row `r`, each rounded to `d` decimals, summed and rounded; `fixed` ("$") fixes their columns. */
export function roundedSum(columns: Columns, r: number, d: number, fixed: "" | "$"): string {
  const terms = columns.breakdown.labels.map(
    (_, index) => `ROUND(${fixed}${columns.letter(componentKey(index))}${r},${d})`,
  );
  return `ROUND(${terms.join("+")},${d})`;
}

function plain(value: Decimal, style: StyleId): Cell {
  return { value: { type: "number", value: value.toPlainString() }, style };
}

const empty = (style: StyleId): Cell => ({ value: { type: "empty" }, style });

/**
 * What is broken down: an item, or a sub-description whose unit price the bidder states (`UPSpec`, `UPBkdn`),
 * which has no time of its own in GAEB.
 */
export interface Priced {
  priceComponents: ReadonlyArray<Decimal | undefined>;
  unitPrice?: Decimal | undefined;
  breakdownDemanded?: true | undefined;
  time?: Decimal | undefined;
}

/**
 * The item's components, time and, where the bidder types components, its unit price as their sum. The request's
 * own figures stay: a unit price that is not the sum of its components is kept as the file's figure (the mark shows
 * the difference), never silently replaced.
 */
export function breakdownCells(
  item: Priced,
  context: BreakdownContext,
  unitPriceStyle: StyleId,
  /** The row has a time per unit: an item's does, a sub-description's not. */
  timed = true,
): Partial<Record<ColumnKey, Cell>> {
  const { columns, form } = context;
  const cells: Partial<Record<ColumnKey, Cell>> = {};
  const count = columns.breakdown.labels.length;
  const three = unitPriceStyle === STYLE.priceInput3;
  const inputStyle = item.breakdownDemanded
    ? three
      ? STYLE.componentRequired3
      : STYLE.componentRequired2
    : three
      ? STYLE.componentInput3
      : STYLE.componentInput2;
  let sum = Decimal.zero;
  let given = false;
  for (let index = 0; index < count; index++) {
    const value = item.priceComponents[index];
    const key = componentKey(index);
    if (value) {
      cells[key] = plain(value, form ? inputStyle : unitPriceStyle);
      sum = sum.plus(value.round(context.unitPriceDecimals));
      given = true;
    } else if (form) cells[key] = empty(inputStyle);
  }
  if (columns.has("time") && timed) {
    if (item.time && !(form && item.time.isZero()))
      cells.time = plain(item.time, form ? STYLE.timeInput : STYLE.price2);
    else if (form) cells.time = empty(STYLE.timeInput);
  }
  if (form && count > 0 && (!item.unitPrice || (given && item.unitPrice.equals(sum)))) {
    const formula = componentSum(context);
    cells.unitPrice = given
      ? { value: { type: "formula", formula, cached: sum.toPlainString() }, style: unitPriceStyle }
      : { value: { type: "textFormula", formula, cached: "" }, style: unitPriceStyle };
  }
  return cells;
}
