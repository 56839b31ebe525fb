import { MAX_SHEET_CELLS } from "../limits.js";
import { columnIndex, columnName } from "../xlsx/column-letters.js";
import { decodeCellText } from "./cell-text.js";
import { type NumberShape, serialDate } from "./number-formats.js";
import {
  type MergedRange,
  parsePart,
  type ReadCell,
  type ReadSheet,
  StopReading,
  WorkbookTooLarge,
} from "./read-sheet.js";

/** Whether reading a sheet goes on after its first cell with a value (row and column 1-based and 0-based). */
export type FirstCellCheck = (row: number, column: number, cell: ReadCell) => boolean;

/**
 * Streams one sheet part into its cells, hidden rows and merged ranges, handing on only cells with a value, each
 * row within the bounds. Whatever is beyond them stops the reading at once.
 */
export function worksheet(
  text: Iterable<string>,
  sheet: string,
  strings: readonly string[],
  styles: { shapes: ReadonlyArray<NumberShape | undefined>; date1904: boolean },
  goOn?: FirstCellCheck,
): Pick<ReadSheet, "rows" | "hiddenRows" | "merges"> {
  let cells = 0;
  let first = true;
  const rows = new Map<number, Map<number, ReadCell>>();
  const hiddenRows = new Set<number>();
  const merges: MergedRange[] = [];
  let rowNumber = 0;
  let column = -1;
  let cell:
    | { type: string; value: string[]; formula: boolean; inline: string[]; shape: NumberShape | undefined }
    | undefined;
  const stack: string[] = [];
  // One `t` element's text of an inline string: its escapes are decoded as a whole, never across runs.
  let run: string[] | undefined;
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
          if (raw !== "") read = { kind: "text", value: strings[Number(raw)] ?? "", formula: cell.formula };
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
        }
        cell = undefined;
      },
      text(text) {
        if (!cell) return;
        const parent = stack[stack.length - 1];
        if (parent === "v") cell.value.push(text);
        else run?.push(text);
      },
    },
    sheet,
    () => ({
      ...(rowNumber > 0 ? { row: rowNumber } : {}),
      ...(cell && rowNumber > 0 ? { cell: `${columnName(column)}${rowNumber}` } : {}),
    }),
  );
  return { rows, hiddenRows, merges };
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
