import { MAX_CELL_TEXT, MAX_SHEET_CELLS } from "../limits.js";
import { decodeCellText } from "./cell-text.js";
import { type NumberShape, numberShape } from "./number-formats.js";
import { parsePart, WorkbookTooLarge } from "./read-sheet.js";

/** The workbook's shared strings, and which are longer than a cell may hold (kept empty, never gathered whole). */
export interface SharedStrings {
  texts: string[];
  tooLong: ReadonlySet<number>;
}

/** The shared strings part: each string item's text, its runs joined, without its phonetic reading aids. */
export function sharedStrings(text: Iterable<string> | undefined): SharedStrings {
  const tooLong = new Set<number>();
  if (!text) return { texts: [], tooLong };
  const strings: string[] = [];
  const stack: string[] = [];
  let current: string[] | undefined;
  let length = 0;
  // One `t` element's text: its escapes are decoded as a whole, never across the runs of rich text.
  let run: string[] | undefined;
  parsePart(text, {
    open(name) {
      stack.push(name);
      if (name === "si") {
        // No sheet can use more strings than it has cells.
        if (strings.length >= MAX_SHEET_CELLS) throw new WorkbookTooLarge("cells");
        current = [];
        length = 0;
      } else if (name === "t" && current && !stack.includes("rPh")) run = [];
    },
    close() {
      const name = stack.pop();
      if (name === "t" && run) {
        current?.push(decodeCellText(run.join("")));
        run = undefined;
      } else if (name === "si") {
        // Which cell shows the string is not known here: the cell that does is refused, naming itself.
        if (length > MAX_CELL_TEXT) tooLong.add(strings.length);
        strings.push(length > MAX_CELL_TEXT ? "" : (current ?? []).join(""));
      }
    },
    text(text) {
      // Phonetic runs (rPh) are reading aids, not part of the value.
      if (!run) return;
      length += text.length;
      if (length <= MAX_CELL_TEXT) run.push(text);
    },
  });
  return { texts: strings, tooLong };
}

/** For each cell format (`s` of a cell, an index into `cellXfs`), what its number format shows. */
export function cellShapes(text: Iterable<string> | undefined): Array<NumberShape | undefined> {
  if (!text) return [];
  const codes = new Map<number, string>();
  const shapes: Array<NumberShape | undefined> = [];
  const stack: string[] = [];
  parsePart(text, {
    open(name, attributes) {
      stack.push(name);
      const id = Number(attributes.numFmtId ?? 0);
      if (name === "numFmt") codes.set(id, attributes.formatCode ?? "");
      else if (name === "xf" && stack[stack.length - 2] === "cellXfs")
        shapes.push(numberShape(id, codes.get(id)));
    },
    close() {
      stack.pop();
    },
    text() {},
  });
  return shapes;
}
