import { parseXml, type XmlHandler } from "../xml/sax.js";
import type { ShownDate } from "./number-formats.js";
import type { OtherFormat } from "./workbook-format.js";
import { PartNotUtf8, PartTooLarge } from "./zip-entries.js";

/** One cell as a spreadsheet program saved it: a number's text, a text, or what else `t` says. */
export interface ReadCell {
  kind: "number" | "text" | "boolean" | "error";
  value: string;
  /** The cell holds a formula (its value is the program's last result). */
  formula: boolean;
  /** Its number format shows a percentage (`0.00%`): a number 0.1 is seen as 10 %. */
  percent?: boolean;
  /** Its number format shows a date: the date and the parts shown (a typed "1.10" may have become one). */
  date?: ShownDate;
}

/** A range shown as one cell (`<mergeCell ref="A5:F5"/>`): rows 1-based and columns 0-based, as cells are. */
export interface MergedRange {
  row: number;
  column: number;
  lastRow: number;
  lastColumn: number;
}

export interface ReadSheet {
  name: string;
  state: "visible" | "hidden" | "veryHidden";
  /** Cells by 1-based row, then 0-based column. */
  rows: Map<number, Map<number, ReadCell>>;
  /** Rows the sheet hides (by hand or by a filter). */
  hiddenRows: ReadonlySet<number>;
  /** Ranges shown as one cell: a section's title across the table, a title over two header rows. */
  merges: MergedRange[];
  /** Where reading was asked to stop after a row: the first row with a value beyond it; no row after it was read. */
  cutAtRow?: number;
}

export class WorkbookUnreadable extends Error {}

/** The file is a spreadsheet, but no xlsx: protected with a password, an old .xls or an .ods, renamed. */
export class WorkbookNotXlsx extends WorkbookUnreadable {
  constructor(readonly format: OtherFormat) {
    super(format);
  }
}

/** The workbook names a sheet whose part it does not hold: `part` is where the sheet should be. */
export class SheetPartMissing extends WorkbookUnreadable {
  constructor(
    readonly sheet: string,
    readonly part: string,
  ) {
    super(part);
  }
}

/** A part holds bytes that are not UTF-8: the part, the sheet it is, and the row and cell being read there. */
export class WorkbookNotUtf8 extends WorkbookUnreadable {
  constructor(
    readonly part: string,
    readonly sheet?: string,
    readonly at?: { row?: number; cell?: string },
  ) {
    super(part);
  }
}

/**
 * The workbook unpacks to more than a real one could: `sheet` names the part when it is a sheet, `cell` the cell
 * whose text is longer than MAX_CELL_TEXT (none where that text is in the shared strings).
 */
export class WorkbookTooLarge extends Error {
  constructor(
    readonly reason: "bytes" | "cells" | "entries" | "text",
    readonly sheet?: string,
    readonly cell?: string,
  ) {
    super(reason);
  }
}

/** Ends the reading of a sheet on purpose, when its first cell shows it is not the one looked for. */
export class StopReading extends Error {}

/** Ends the reading of a sheet on purpose at the first row with a value beyond the last row wanted. */
export class RowBoundReached extends StopReading {}

/** Thrown from `boundedRuns` before the parser is given a run of text no cell could hold. */
class TextRunTooLong extends Error {}

/**
 * The part's text as it is unpacked, stopped where more than `limit` characters stand between two tags: the
 * parser gathers such a run whole before handing it on, so it must never see it. Where the run starts in the
 * piece at hand, the tag opening it is handed on first, so that the reader knows whose text it is.
 */
export function* boundedRuns(text: Iterable<string>, limit: number): Generator<string> {
  let run = 0;
  for (const piece of text) {
    const first = piece.indexOf("<");
    if (first < 0 ? run + piece.length > limit : run + first > limit) throw new TextRunTooLong();
    if (first < 0) {
      run += piece.length;
      yield piece;
      continue;
    }
    const last = piece.lastIndexOf("<");
    run = piece.length - last;
    if (run > limit) {
      const opened = piece.indexOf(">", last);
      yield piece.slice(0, opened < 0 ? last : opened + 1);
      throw new TextRunTooLong();
    }
    yield piece;
  }
}

/**
 * Parses one part of the workbook; what goes wrong is WorkbookUnreadable or WorkbookTooLarge naming `sheet`, and
 * where the part is damaged, what `at` says is being read when the damage comes.
 */
export function parsePart(
  text: Iterable<string>,
  handler: XmlHandler,
  sheet?: string,
  at?: () => { row?: number; cell?: string },
): void {
  try {
    parseXml(text, handler);
  } catch (error) {
    if (
      error instanceof WorkbookUnreadable ||
      error instanceof WorkbookTooLarge ||
      error instanceof StopReading
    )
      throw error;
    if (error instanceof PartTooLarge) throw new WorkbookTooLarge("bytes", sheet);
    if (error instanceof PartNotUtf8) throw new WorkbookNotUtf8(error.part, sheet, at?.());
    if (error instanceof TextRunTooLong) throw new WorkbookTooLarge("text", sheet, at?.()?.cell);
    throw new WorkbookUnreadable("xml");
  }
}
