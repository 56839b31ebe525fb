import { MAX_CELL_TEXT, MAX_SHEET_CELLS } from "../limits.js";
import { columnIndex, columnName } from "../xlsx/column-letters.js";
import type { SharedStrings } from "./book-parts.js";
import { decodeCellText } from "./cell-text.js";
import { type NumberShape, serialDate } from "./number-formats.js";
import {
  type MergedRange,
  parsePart,
  type ReadCell,
  type ReadSheet,
  RowBoundReached,
  StopReading,
  WorkbookTooLarge,
} from "./read-sheet.js";

/** Whether reading a sheet goes on after its first cell with a value (row and column 1-based and 0-based). */
export type FirstCellCheck = (row: number, column: number, cell: ReadCell) => boolean;

/** How far a sheet is read: `goOn` looks at its first cell with a value, `lastRow` is the last row wanted. */
export interface SheetReading {
  goOn?: FirstCellCheck | undefined;
  lastRow?: number | undefined;
}

/**
 * Streams one sheet part into its cells, hidden rows and merged ranges, counting while it streams: past
 * MAX_SHEET_CELLS cells, or a cell past MAX_CELL_TEXT characters, it stops at once with WorkbookTooLarge, and at
 * the first row with a value beyond `lastRow` it stops and says so (`cutAtRow`), so a sheet of a million rows is
 * never read whole.
 */
export function worksheet(
  text: Iterable<string>,
  sheet: string,
  strings: SharedStrings,
  styles: { shapes: ReadonlyArray<NumberShape | undefined>; date1904: boolean },
  { goOn, lastRow }: SheetReading = {},
): Pick<ReadSheet, "rows" | "hiddenRows" | "merges" | "cutAtRow"> {
  let cells = 0;
  let first = true;
  const rows = new Map<number, Map<number, ReadCell>>();
  const hiddenRows = new Set<number>();
  const merges: MergedRange[] = [];
  let rowNumber = 0;
  let column = -1;
  let cell:
    | {
        type: string;
        value: string[];
        formula: boolean;
        inline: string[];
        /** Characters of text seen in the cell so far. */
        length: number;
        shape: NumberShape | undefined;
      }
    | undefined;
  const here = () => (cell && rowNumber > 0 ? `${columnName(column)}${rowNumber}` : undefined);
  const stack: string[] = [];
  // One `t` element's text of an inline string: its escapes are decoded as a whole, never across runs.
  let run: string[] | undefined;
  let cutAtRow: number | undefined;
  try {
    parsePart(
      text,
      {
        open(name, attributes) {
          stack.push(name);
          if (name === "row") {
            // `r` is optional: without it a row follows the previous one.
            const r = Number(attributes.r);
            rowNumber = Number.isSafeInteger(r) && r > 0 ? r : rowNumber + 1;
            column = -1;
            if (attributes.hidden === "1" || attributes.hidden === "true") hiddenRows.add(rowNumber);
          } else if (name === "c") {
            cells += 1;
            if (cells > MAX_SHEET_CELLS) throw new WorkbookTooLarge("cells", sheet);
            const match = /^([A-Za-z]{1,3})(\d+)$/.exec(attributes.r ?? "");
            column = match ? columnIndex(match[1] ?? "A") : column + 1;
            cell = {
              type: attributes.t ?? "n",
              value: [],
              formula: false,
              inline: [],
              length: 0,
              shape: styles.shapes[Number(attributes.s ?? 0)],
            };
          } else if (name === "f" && cell) cell.formula = true;
          else if (name === "mergeCell") {
            // Each range covers two cells at least: they count against the sheet's cells.
            cells += 1;
            if (cells > MAX_SHEET_CELLS) throw new WorkbookTooLarge("cells", sheet);
            const range = mergedRange(attributes.ref ?? "");
            if (range) merges.push(range);
          } else if (name === "t" && cell && stack.includes("is") && !stack.includes("rPh")) run = [];
        },
        close() {
          const name = stack.pop();
          if (name === "t" && run) {
            cell?.inline.push(decodeCellText(run.join("")));
            run = undefined;
          }
          if (name !== "c" || !cell) return;
          const raw = cell.value.join("");
          let read: ReadCell | undefined;
          if (cell.type === "s") {
            if (raw !== "" && strings.tooLong.has(Number(raw)))
              throw new WorkbookTooLarge("text", sheet, here());
            if (raw !== "")
              read = { kind: "text", value: strings.texts[Number(raw)] ?? "", formula: cell.formula };
          } else if (cell.type === "inlineStr")
            read = { kind: "text", value: cell.inline.join(""), formula: cell.formula };
          else if (raw !== "") {
            const kind =
              cell.type === "str"
                ? "text"
                : cell.type === "b"
                  ? "boolean"
                  : cell.type === "e"
                    ? "error"
                    : "number";
            read = { kind, value: kind === "text" ? decodeCellText(raw) : raw, formula: cell.formula };
          }
          // A formula saved without its result (openpyxl, ExcelJS, generators): no value, but a formula all the same,
          // so a sum row still shows one. Every reader takes its empty text as it takes no cell.
          if (!read && cell.formula) read = { kind: "text", value: "", formula: true };
          if (read) {
            if (cell.shape?.kind === "percent") read.percent = true;
            else if (cell.shape?.kind === "date" && read.kind === "number") {
              const date = serialDate(Number(read.value), styles.date1904);
              if (date)
                read.date = { ...date, dayShown: cell.shape.dayShown, yearDigits: cell.shape.yearDigits };
            }
            const row = rows.get(rowNumber) ?? new Map<number, ReadCell>();
            rows.set(rowNumber, row);
            row.set(column, read);
            // A formula without its result is no first cell with a value to recognise a sheet by.
            if (first && goOn && (read.value !== "" || !read.formula)) {
              if (!goOn(rowNumber, column, read)) throw new StopReading();
              first = false;
            }
            if (lastRow !== undefined && rowNumber > lastRow && read.value !== "")
              throw new RowBoundReached();
          }
          cell = undefined;
        },
        text(text) {
          if (!cell) return;
          cell.length += text.length;
          if (cell.length > MAX_CELL_TEXT) throw new WorkbookTooLarge("text", sheet, here());
          const parent = stack[stack.length - 1];
          if (parent === "v") cell.value.push(text);
          else run?.push(text);
        },
      },
      sheet,
      () => {
        const at = here();
        return { ...(rowNumber > 0 ? { row: rowNumber } : {}), ...(at ? { cell: at } : {}) };
      },
    );
  } catch (error) {
    if (!(error instanceof RowBoundReached)) throw error;
    cutAtRow = rowNumber;
  }
  return { rows, hiddenRows, merges, ...(cutAtRow === undefined ? {} : { cutAtRow }) };
}

const RANGE = /^\$?([A-Za-z]{1,3})\$?(\d{1,7}):\$?([A-Za-z]{1,3})\$?(\d{1,7})$/;

/** A merged range from its reference ("A5:F5", "$B$2:$A$1"), corners in order; undefined for one cell or none. */
function mergedRange(ref: string): MergedRange | undefined {
  const match = RANGE.exec(ref);
  if (!match) return undefined;
  const [, firstLetters = "", firstRow = "", lastLetters = "", lastRow = ""] = match;
  const columns = [columnIndex(firstLetters), columnIndex(lastLetters)].sort((a, b) => a - b);
  const rows = [Number(firstRow), Number(lastRow)].sort((a, b) => a - b);
  const [column = 0, lastColumn = 0] = columns;
  const [row = 0, last = 0] = rows;
  if (row < 1 || (row === last && column === lastColumn)) return undefined;
  return { row, column, lastRow: last, lastColumn };
}
