import { columnName } from "./column-letters.js";
import { rowXml } from "./row-xml.js";
import type { SharedStrings } from "./shared-strings.js";
import { fitsSpreadsheet } from "./spreadsheet-numbers.js";
import { STYLE, type StyleId } from "./styles.js";
import { LAST_ROW } from "./sum-keys.js";
import type { Row, SheetBody } from "./workbook.js";
import type { EntryWriter } from "./zip-writer.js";

/** Where the layout puts its rows, in order; a section's header row is filled in after its items. */
export interface RowStore {
  readonly length: number;
  push(row: Row): void;
  /** Keeps the next row's place for `fill`: a section's header shows the total of the rows below it. */
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
  STYLE.textInput,
]);

/** A place in the XML for the table's last row number, known only when the layout ends. */
const LAST = -1;

type Piece = Uint8Array | number;

/** Row text is gathered to about this many characters before it is encoded. */
const BATCH = 1 << 16;

/**
 * Rows written as XML while they are laid out, so a large LV never holds all its rows as objects at once (issue 23:
 * the rows of a 50 MB file took 115 MB as objects, a third of that as UTF-8). Texts go into the shared strings as each
 * row is written, so a section's header, filled in after its items, numbers its texts after theirs. Formulas summing
 * over the table end at `LAST_ROW`: the XML keeps a place for the number.
 *
 * A number a spreadsheet cannot hold exactly (over 15 digits) changes formulas in rows already written
 * (`keepNumbersExact`); the store then stops and says so in `exact`, and the sheet is laid out again as a `RowList`.
 */
export class StreamedRows implements RowStore, SheetBody {
  private readonly main = new Pieces();
  /** Header rows by reservation, filled in later. */
  private readonly reserved: Pieces[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly letters: string[];
  private count = 0;
  private outline = 0;
  private last: Uint8Array = new Uint8Array();
  /** Only the cells input prompts look at, in a sparse array by row index. */
  readonly promptRows: Row[] = [];
  exact = true;

  constructor(
    private readonly strings: SharedStrings,
    private readonly columnWidths: readonly number[],
  ) {
    this.letters = columnWidths.map((_, index) => columnName(index));
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
    this.add(row, this.count, this.main);
  }

  reserve(): number {
    const slot = this.reserved.length;
    this.reserved.push(new Pieces());
    this.main.place(slot);
    this.slotOf.set(this.count, slot);
    this.count += 1;
    return this.count - 1;
  }

  fill(index: number, row: Row): void {
    const slot = this.slotOf.get(index);
    const pieces = slot === undefined ? undefined : this.reserved[slot];
    if (!pieces) return;
    this.slotOf.delete(index);
    this.add(row, index + 1, pieces);
    pieces.end();
  }

  private add(row: Row, number: number, pieces: Pieces): void {
    if (!this.exact) return;
    this.outline = Math.max(this.outline, row.outlineLevel ?? 0);
    let prompted: Row | undefined;
    let lastRow = false;
    row.cells.forEach((cell, column) => {
      if (!cell) return;
      const value = cell.value;
      if (value.type === "number" && !fitsSpreadsheet(value.value)) this.exact = false;
      if (value.type === "formula") {
        if (!fitsSpreadsheet(value.cached)) this.exact = false;
        if (value.formula.includes(LAST_ROW)) lastRow = true;
      }
      if (PROMPTED.has(cell.style)) {
        prompted ??= { cells: [] };
        prompted.cells[column] = cell;
      }
    });
    if (!this.exact) return;
    if (prompted) this.promptRows[number - 1] = prompted;
    const xml = rowXml(row, number, this.letters, this.columnWidths, this.strings);
    // Only formulas hold LAST_ROW: texts are shared strings, and no formula of the layout has a text result.
    if (lastRow) pieces.addAround(xml.split(LAST_ROW));
    else pieces.add(xml);
  }

  /** Ends the rows: the table's last row goes where the formulas left a place for it. */
  settleLastRow(lastRow: number): void {
    this.main.end();
    this.last = new TextEncoder().encode(String(lastRow));
  }

  writeRows(out: EntryWriter): void {
    const write = (pieces: readonly Piece[]) => {
      for (const piece of pieces) {
        if (piece === LAST) out.writeBytes(this.last);
        else if (typeof piece === "number") write(this.reserved[piece]?.list ?? []);
        else out.writeBytes(piece);
      }
    };
    write(this.main.list);
  }
}

/** XML as UTF-8 in batches, with places for what is known only later. */
class Pieces {
  readonly list: Piece[] = [];
  private batch = "";
  private static readonly encoder = new TextEncoder();

  add(xml: string): void {
    this.batch += xml;
    if (this.batch.length >= BATCH) this.end();
  }

  /** Text with the last row's number between each two parts. */
  addAround(parts: readonly string[]): void {
    parts.forEach((part, i) => {
      if (i > 0) this.place(LAST);
      this.batch += part;
    });
  }

  /** A place: LAST for the last row, a reservation's number for a header row. */
  place(piece: number): void {
    this.end();
    this.list.push(piece);
  }

  end(): void {
    if (this.batch === "") return;
    this.list.push(Pieces.encoder.encode(this.batch));
    this.batch = "";
  }
}
