import { columnName } from "./column-letters.js";
import { rowXml } from "./row-xml.js";
import type { SharedStrings } from "./shared-strings.js";
import { fitsSpreadsheet } from "./spreadsheet-numbers.js";
import { STYLE, type StyleId } from "./styles.js";
import { LAST_ROW } from "./sum-keys.js";
import type { Row, SheetBody } from "./workbook.js";
import type { EntryWriter } from "./zip-writer.js";

/**
 * Where the layout puts its rows, in order. Without a plan (`RowPlan`) a section's header row, which shows the total
 * of the rows below it, keeps its place (`reserve`) and is filled in after them.
 */
export interface RowStore {
  readonly length: number;
  push(row: Row): void;
  reserve(): number;
  fill(index: number, row: Row): void;
}

/** All rows as objects: for sheets read back in tests, and where a number needs the whole sheet (see below). */
export class RowList implements RowStore {
  readonly rows: Row[] = [];

  get length(): number {
    return this.rows.length;
  }

  push(row: Row): void {
    this.rows.push(row);
  }

  reserve(): number {
    this.rows.push({ cells: [] });
    return this.rows.length - 1;
  }

  fill(index: number, row: Row): void {
    this.rows[index] = row;
  }

  /** Puts the table's last row into the formulas that sum over the table. */
  settleLastRow(lastRow: number): void {
    const last = String(lastRow);
    for (const row of this.rows)
      for (const cell of row.cells)
        if (cell?.value.type === "formula")
          cell.value.formula = cell.value.formula.replaceAll(LAST_ROW, last);
  }
}

/** Styles of the cells a bidder fills in besides unit prices: they get input prompts (`inputPrompts`). */
const PROMPTED: ReadonlySet<StyleId> = new Set([
  STYLE.rateInput,
  STYLE.percentInput,
  STYLE.quantityInput,
  STYLE.subQuantityInput,
  STYLE.textInput,
  STYLE.componentInput2,
  STYLE.componentInput3,
  STYLE.componentRequired2,
  STYLE.componentRequired3,
  STYLE.timeInput,
]);

/**
 * Rows written into the sheet's zip entry as XML while they are laid out, so a large LV never holds its rows at
 * once (issue 23: the rows of a 50 MB file took 115 MB as objects). Needs the plan (`RowPlan`): the table's last
 * row, where formulas summing over the table end, and each section's total, so its header row is written first.
 * Texts go into the workbook's shared strings in the order rows are written, as when a sheet is written whole.
 *
 * A number a spreadsheet cannot hold exactly (over 15 digits) changes formulas in rows already written
 * (`keepNumbersExact`); the store then stops and says so in `complete`, and the sheet is laid out again as a `RowList`.
 */
export class StreamedRows implements RowStore, SheetBody {
  private readonly letters: string[];
  private readonly last: string;
  private count = 0;
  private outline = 0;
  /** Only the cells input prompts look at, in a sparse array by row index. */
  readonly promptRows: Row[] = [];
  complete = true;

  constructor(
    private readonly strings: SharedStrings,
    private readonly columnWidths: readonly number[],
    private readonly out: EntryWriter,
    lastTableRow: number,
  ) {
    this.letters = columnWidths.map((_, index) => columnName(index));
    this.last = String(lastTableRow);
  }

  get length(): number {
    return this.count;
  }

  get rowCount(): number {
    return this.count;
  }

  get maxOutline(): number {
    return this.outline;
  }

  push(row: Row): void {
    this.count += 1;
    if (!this.complete) return;
    this.outline = Math.max(this.outline, row.outlineLevel ?? 0);
    let prompted: Row | undefined;
    row.cells.forEach((cell, column) => {
      if (!cell) return;
      const value = cell.value;
      if (value.type === "number" && !fitsSpreadsheet(value.value)) this.complete = false;
      if (value.type === "formula") {
        if (!fitsSpreadsheet(value.cached)) this.complete = false;
        value.formula = value.formula.replaceAll(LAST_ROW, this.last);
      }
      if (PROMPTED.has(cell.style)) {
        prompted ??= { cells: [] };
        prompted.cells[column] = cell;
      }
    });
    if (!this.complete) return;
    if (prompted) this.promptRows[this.count - 1] = prompted;
    this.out.write(rowXml(row, this.count, this.letters, this.columnWidths, this.strings));
  }

  /** Every section's header is written first here (see `RowPlan`); a reservation means the plan was not followed. */
  reserve(): number {
    this.complete = false;
    this.count += 1;
    return this.count - 1;
  }

  fill(): void {}
}
