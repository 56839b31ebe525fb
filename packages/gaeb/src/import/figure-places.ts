import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { columnName } from "../xlsx/column-letters.js";
import type { NumberedRow } from "./rows.js";
import type { ImportColumn, ImportPhase } from "./types.js";

/** Decimals of `Qty` (`tgDecimal_11_3`) and `UP` (`tgDecimal_13_3`) in the GAEB DA XML schema. */
export const FIGURE_DECIMALS = 3;

/** How many such cells are named before the rest are left unsaid: the first show the pattern. */
const LISTED = 50;

/** Where a figure stands: its sheet, its cell, the column it was read as and its item. */
export interface FigureCell {
  sheet: string;
  cell: string;
  column: "qty" | "price";
  oz: string;
}

/**
 * The refusal of a quantity or unit price with more decimals than GAEB holds, or undefined where it fits. Such a
 * figure is never rounded: rounding 1.123456789012 to 1.123 would change the LV or the offer without anyone seeing
 * it, so every path of the import names the cell in the same words and the person rounds it.
 */
export function tooPrecise(value: Decimal, where: FigureCell): Issue | undefined {
  if (value.significantScale() <= FIGURE_DECIMALS) return undefined;
  return {
    code: "import_number_invalid",
    severity: "error",
    path: where.oz,
    params: {
      sheet: where.sheet,
      cell: where.cell,
      column: where.column,
      value: value.toPlainString(),
      reason: "places",
      places: FIGURE_DECIMALS,
    },
  };
}

/**
 * Refuses the quantities of a sheet of one's own (or the template) with more decimals than GAEB holds, and in an
 * offer (84) the unit prices as well; a request takes no prices, so its price column may hold what it likes.
 */
export function refuseTooPrecise(
  rows: readonly NumberedRow[],
  columns: ReadonlyMap<ImportColumn, number>,
  sheet: string,
  phase: ImportPhase,
  issues: Issue[],
): void {
  let listed = 0;
  const check = (value: Decimal | undefined, column: "qty" | "price", row: NumberedRow) => {
    const index = columns.get(column);
    if (value === undefined || index === undefined) return;
    const issue = tooPrecise(value, { sheet, cell: `${columnName(index)}${row.row}`, column, oz: row.oz });
    if (issue && listed++ < LISTED) issues.push(issue);
  };
  for (const row of rows) {
    check(row.quantity, "qty", row);
    if (phase === "84") check(row.price, "price", row);
  }
}
