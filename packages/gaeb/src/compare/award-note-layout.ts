import { columnName } from "../xlsx/column-letters.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell } from "../xlsx/workbook.js";
import type { AwardNoteInput } from "./award-note-input.js";
import { blank, sheetReference, text } from "./cells.js";
import { SheetRows } from "./wertung-sheet.js";

/** The note's seven columns: number, bidder, four of figures, rank; each table and block lays itself on them. */
export const NOTE_COLUMNS = 7;
export const LAST_COLUMN = NOTE_COLUMNS - 1;

/** Rows of the note with its column widths, and the Wertung sheet's cells as its formulas refer to them. */
export class NoteRows extends SheetRows {
  private readonly wertung: string;

  constructor(
    readonly input: AwardNoteInput,
    readonly widths: readonly number[],
  ) {
    super(NOTE_COLUMNS);
    this.wertung = sheetReference(input.cells.sheet);
  }

  /** Characters the columns from `from` to `to` (0-based, inclusive) hold together. */
  chars(from: number, to: number): number {
    return this.widths.slice(from, to + 1).reduce((sum, width) => sum + width, 0);
  }

  /** Cells `from` to `to` shown as one: the first holds the value, every one the style (a rule runs across all). */
  span(cells: Record<number, Cell>, row: number, from: number, to: number, cell: Cell): void {
    cells[from] = cell;
    for (let column = from + 1; column <= to; column++) cells[column] = blank(cell.style);
    this.merges.push(`${columnName(from)}${row}:${columnName(to)}${row}`);
  }

  /** A text across columns, its row as high as its lines. */
  line(value: string, style: StyleId, from = 0, to = LAST_COLUMN): void {
    const r = this.next;
    const cells: Record<number, Cell> = {};
    this.span(cells, r, from, to, text(value, style));
    this.set(r, cells, rowPoints(lineCount(value, this.chars(from, to))));
  }

  /** A numbered section's heading, a blank row before it. */
  heading(value: string): void {
    this.set(this.next, {});
    const r = this.next;
    const cells: Record<number, Cell> = {};
    this.span(cells, r, 0, LAST_COLUMN, text(value, STYLE.sectionText));
    this.set(r, cells, 17);
  }

  /** A bidder's cell in the Wertung sheet's ranking, by column letter. */
  ranking(column: string, bidder: number): string {
    return `${this.wertung}!$${column}$${this.input.cells.bidderRows[bidder]}`;
  }

  /** A cell of the Wertung sheet by its absolute reference ("$C$7"). */
  setting(reference: string): string {
    return `${this.wertung}!${reference}`;
  }

  /** A table's header row: each title wraps in its columns, the row as high as the tallest. */
  header(titles: ReadonlyArray<readonly [number, number, string, StyleId]>): number {
    const r = this.next;
    const cells: Record<number, Cell> = {};
    let lines = 1;
    for (const [from, to, title, style] of titles) {
      if (to > from) this.span(cells, r, from, to, text(title, style));
      else cells[from] = text(title, style);
      lines = Math.max(lines, lineCount(title, this.chars(from, to) - 1));
    }
    this.set(r, cells, rowPoints(lines));
    return r;
  }
}
