import type { Issue } from "../issues.js";
import { columnIndex, columnName } from "./column-letters.js";
import { STYLE } from "./styles.js";
import type { Cell, Row, Sheet } from "./workbook.js";

/** Excel and LibreOffice calculate with IEEE doubles and show at most 15 significant digits. */
export const SIGNIFICANT_DIGITS = 15;
/** Decimal exponents of the smallest and largest magnitudes Excel keeps (about 2.2E-308 and 9.99E+307). */
const MIN_EXPONENT = -307;
const MAX_EXPONENT = 307;

/**
 * Whether a plain decimal ("-1234.5600", "5400") survives as a spreadsheet number: at most 15 significant digits
 * and within the range a double holds. Leading and trailing zeros are not significant; they only place the point.
 */
export function fitsSpreadsheet(value: string): boolean {
  // Fifteen characters hold at most fifteen digits, far inside a double's range: most values end here.
  if (value.length <= SIGNIFICANT_DIGITS) return true;
  const unsigned = value.startsWith("-") || value.startsWith("+") ? value.slice(1) : value;
  const dot = unsigned.indexOf(".");
  const whole = dot < 0 ? unsigned : unsigned.slice(0, dot);
  const digits = dot < 0 ? whole : `${whole}${unsigned.slice(dot + 1)}`;
  const first = digits.search(/[1-9]/);
  if (first < 0) return true;
  let last = digits.length - 1;
  while (digits.charCodeAt(last) === 48) last -= 1;
  if (last - first + 1 > SIGNIFICANT_DIGITS) return false;
  const exponent = whole.length - 1 - first;
  return exponent >= MIN_EXPONENT && exponent <= MAX_EXPONENT;
}

/** The double a spreadsheet would hold for a value, written with at most 15 significant digits. */
export function spreadsheetApproximation(value: string): string {
  return String(Number(Number(value).toPrecision(SIGNIFICANT_DIGITS)));
}

/** The OZ a row stands for, when its first cell holds one. */
function rowOz(cells: ReadonlyArray<Cell | undefined>): string | undefined {
  const first = cells[0];
  if (first?.value.type !== "text") return undefined;
  return first.style === STYLE.oz || first.style === STYLE.sectionOz ? first.value.text : undefined;
}

interface Range {
  firstColumn: number;
  lastColumn: number;
  firstRow: number;
  lastRow: number;
}

/**
 * The ranges (A1:B9) and single cells (A1, as A1:A1) a formula reads; string literals are left out so criteria
 * cannot look like references. A single cell counts too: a formula that passes a text cell on (`=IF(…,H9,0)`)
 * hands text to the sums over its own column.
 */
function rangesOf(formula: string): Range[] {
  const ranges: Range[] = [];
  const code = formula.replace(/"[^"]*"/g, '""');
  for (const match of code.matchAll(/\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?/g)) {
    const [reference, c1 = "A", r1 = "0", c2 = c1, r2 = r1] = match;
    const at = match.index ?? 0;
    // An operand of arithmetic is read as a number, text or not; only a cell passed on as it is hands text on.
    const single = match[3] === undefined;
    const around = `${code[at - 1] ?? ""}${code[at + reference.length] ?? ""}`;
    if (single && /[*/+\-^]/.test(around)) continue;
    ranges.push({
      firstColumn: columnIndex(c1),
      lastColumn: columnIndex(c2),
      firstRow: Number(r1),
      lastRow: Number(r2),
    });
  }
  return ranges;
}

/** Rows, per column, whose number became text; sorted so a range is checked by one binary search per column. */
class TextNumbers {
  private readonly rows = new Map<number, number[]>();

  add(column: number, row: number): void {
    const list = this.rows.get(column) ?? [];
    list.splice(this.firstAtLeast(list, row), 0, row);
    this.rows.set(column, list);
  }

  covers(range: Range): boolean {
    for (let column = range.firstColumn; column <= range.lastColumn; column++) {
      const list = this.rows.get(column);
      if (!list) continue;
      const at = this.firstAtLeast(list, range.firstRow);
      if (at < list.length && (list[at] ?? Number.POSITIVE_INFINITY) <= range.lastRow) return true;
    }
    return false;
  }

  private firstAtLeast(list: readonly number[], row: number): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((list[middle] ?? 0) < row) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

interface FormulaCell {
  row: Row;
  rowNumber: number;
  column: number;
  ranges: Range[];
}

/**
 * Makes every number cell one a spreadsheet shows as written. A value beyond 15 significant digits or beyond a
 * double's range becomes a text cell, so no digit is lost or silently rounded. Arithmetic on such a cell still
 * works (Excel and LibreOffice read unambiguous text as a number there), but SUM and SUMIFS skip text: a total
 * over a range holding one would silently lack it, so it becomes the file's exact figure as a fixed value. A
 * formula result a spreadsheet cannot hold keeps its formula with the rounded result cached. Each case is a warning
 * naming the cell, its OZ and the exact value.
 */
export function keepNumbersExact(sheet: Sheet, file: string, issues: Issue[]): void {
  const asText = new TextNumbers();
  const report = (code: Issue["code"], row: Row, rowNumber: number, column: number, value: string) => {
    const oz = rowOz(row.cells);
    issues.push({
      code,
      severity: "warning",
      file,
      ...(oz ? { path: oz } : {}),
      params: { sheet: sheet.name, cell: `${columnName(column)}${rowNumber}`, value },
    });
  };
  /** A formula result a spreadsheet cannot hold keeps its formula, with the result it will show cached. */
  const roundResult = (row: Row, rowNumber: number, column: number) => {
    const cell = row.cells[column];
    if (cell?.value.type !== "formula" || fitsSpreadsheet(cell.value.cached)) return;
    report("formula_result_rounded", row, rowNumber, column, cell.value.cached);
    // Named one by one, not spread: a formula made from a template reads its text through a getter.
    const { formula, shareKey } = cell.value;
    const cached = spreadsheetApproximation(cell.value.cached);
    cell.value = { type: "formula", formula, cached, ...(shareKey !== undefined ? { shareKey } : {}) };
  };
  let anyAsText = false;
  // Formula results a spreadsheet cannot hold, where they stand; rare.
  const unfit: Array<[Row, number, number]> = [];
  // One pass of plain loops, not a closure per row: a 50 MB file's sheet has millions of cells (issue 23).
  const rows = sheet.rows;
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
    const row = rows[rowIndex] as Row;
    const cells = row.cells;
    for (let column = 0; column < cells.length; column++) {
      const cell = cells[column];
      if (cell === undefined) continue;
      const value = cell.value;
      if (value.type === "formula") {
        if (!fitsSpreadsheet(value.cached)) unfit.push([row, rowIndex + 1, column]);
        continue;
      }
      if (value.type !== "number" || fitsSpreadsheet(value.value)) continue;
      cells[column] = { value: { type: "text", text: value.value }, style: cell.style };
      asText.add(column, rowIndex + 1);
      anyAsText = true;
      report("number_as_text", row, rowIndex + 1, column, value.value);
    }
  }
  // The formulas are gathered only when some number became text, as most sheets have none; otherwise all that is
  // left is the results too large to hold.
  if (!anyAsText) {
    for (const [row, rowNumber, column] of unfit) roundResult(row, rowNumber, column);
    return;
  }
  const formulas: FormulaCell[] = [];
  rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, column) => {
      if (cell?.value.type === "formula")
        formulas.push({ row, rowNumber: rowIndex + 1, column, ranges: rangesOf(cell.value.formula) });
    });
  });
  // A fixed total that is itself text can make a further total fixed; each round settles at least one formula.
  let pending = formulas;
  for (let changed = true; changed; ) {
    changed = false;
    pending = pending.filter((formula) => {
      if (!formula.ranges.some((range) => asText.covers(range))) return true;
      const cell = formula.row.cells[formula.column];
      if (cell?.value.type !== "formula") return false;
      const exact = cell.value.cached;
      const fits = fitsSpreadsheet(exact);
      formula.row.cells[formula.column] = {
        value: fits ? { type: "number", value: exact } : { type: "text", text: exact },
        style: cell.style,
      };
      if (!fits) asText.add(formula.column, formula.rowNumber);
      report("formula_fixed", formula.row, formula.rowNumber, formula.column, exact);
      changed = true;
      return false;
    });
  }
  for (const { row, rowNumber, column } of pending) roundResult(row, rowNumber, column);
}
