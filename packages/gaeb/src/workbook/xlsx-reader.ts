import { MAX_SHEET_CELLS, MAX_WORKBOOK_XML_BYTES } from "../limits.js";
import { columnIndex } from "../xlsx/column-letters.js";
import { parseXml, type XmlHandler } from "../xml/sax.js";
import { type NumberShape, numberShape, type ShownDate, serialDate } from "./number-formats.js";

import {
  PartTooLarge,
  unpackText,
  type ZipEntry,
  ZipTooManyEntries,
  ZipUnreadable,
  zipEntries,
} from "./zip-entries.js";

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

export interface ReadSheet {
  name: string;
  state: "visible" | "hidden" | "veryHidden";
  /** Cells by 1-based row, then 0-based column. */
  rows: Map<number, Map<number, ReadCell>>;
  /** Rows the sheet hides (by hand or by a filter). */
  hiddenRows: ReadonlySet<number>;
}

export class WorkbookUnreadable extends Error {}

/** The workbook unpacks to more than a real one could: `sheet` names the part when it is a sheet. */
export class WorkbookTooLarge extends Error {
  constructor(
    readonly reason: "bytes" | "cells" | "entries",
    readonly sheet?: string,
  ) {
    super(reason);
  }
}

/** Ends the reading of a sheet on purpose, when its first cell shows it is not the one looked for. */
class StopReading extends Error {}

function parse(text: Iterable<string>, handler: XmlHandler, sheet?: string): void {
  try {
    parseXml(text, handler);
  } catch (error) {
    if (error instanceof WorkbookTooLarge || error instanceof StopReading) throw error;
    if (error instanceof PartTooLarge) throw new WorkbookTooLarge("bytes", sheet);
    throw new WorkbookUnreadable("xml");
  }
}

/** Collects the text of the elements `collect` picks, joined per element `group` picks. */
function sharedStrings(text: Iterable<string> | undefined): string[] {
  if (!text) return [];
  const strings: string[] = [];
  const stack: string[] = [];
  let current: string[] | undefined;
  parse(text, {
    open(name) {
      stack.push(name);
      if (name === "si") {
        // No sheet can use more strings than it has cells.
        if (strings.length >= MAX_SHEET_CELLS) throw new WorkbookTooLarge("cells");
        current = [];
      }
    },
    close() {
      if (stack.pop() === "si") strings.push((current ?? []).join(""));
    },
    text(text) {
      // Phonetic runs (rPh) are reading aids, not part of the value.
      if (current && stack[stack.length - 1] === "t" && !stack.includes("rPh")) current.push(text);
    },
  });
  return strings;
}

/** For each cell format (`s` of a cell, an index into `cellXfs`), what its number format shows. */
function cellShapes(text: Iterable<string> | undefined): Array<NumberShape | undefined> {
  if (!text) return [];
  const codes = new Map<number, string>();
  const shapes: Array<NumberShape | undefined> = [];
  const stack: string[] = [];
  parse(text, {
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

/** Whether reading a sheet goes on after its first cell with a value (row and column 1-based and 0-based). */
export type FirstCellCheck = (row: number, column: number, cell: ReadCell) => boolean;

function worksheet(
  text: Iterable<string>,
  sheet: string,
  strings: readonly string[],
  styles: { shapes: ReadonlyArray<NumberShape | undefined>; date1904: boolean },
  goOn?: FirstCellCheck,
): Pick<ReadSheet, "rows" | "hiddenRows"> {
  let cells = 0;
  let first = true;
  const rows = new Map<number, Map<number, ReadCell>>();
  const hiddenRows = new Set<number>();
  let rowNumber = 0;
  let column = -1;
  let cell:
    | { type: string; value: string[]; formula: boolean; inline: string[]; shape: NumberShape | undefined }
    | undefined;
  const stack: string[] = [];
  parse(
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
      },
      close() {
        const name = stack.pop();
        if (name !== "c" || !cell) return;
        const raw = cell.value.join("");
        let read: ReadCell | undefined;
        if (cell.type === "s")
          read = { kind: "text", value: strings[Number(raw)] ?? "", formula: cell.formula };
        else if (cell.type === "inlineStr")
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
          read = { kind, value: raw, formula: cell.formula };
        }
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
          if (first && goOn && !goOn(rowNumber, column, read)) throw new StopReading();
          first = false;
        }
        cell = undefined;
      },
      text(text) {
        if (!cell) return;
        const parent = stack[stack.length - 1];
        if (parent === "v") cell.value.push(text);
        else if (parent === "t" && stack.includes("is") && !stack.includes("rPh")) cell.inline.push(text);
      },
    },
    sheet,
  );
  return { rows, hiddenRows };
}

/** Resolves a relationship target against the workbook part's folder (`xl/`). */
function partName(target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/").toLowerCase();
}

/** A sheet as the workbook part lists it, before any of its cells are read. */
export interface SheetInfo {
  name: string;
  state: ReadSheet["state"];
  /** Its zip entry; undefined when the workbook names a part it does not hold (an empty sheet). */
  entry: ZipEntry | undefined;
}

export interface XlsxBook {
  sheets: SheetInfo[];
  /**
   * Reads one sheet's cells. With `goOn`, reading stops after the first cell with a value unless `goOn` accepts
   * it, and the result is undefined: that is how a sheet is recognised by its first cell without unpacking the rest.
   */
  read(sheet: SheetInfo, goOn?: FirstCellCheck): ReadSheet | undefined;
}

const XML_PARTS =
  /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedstrings\.xml|styles\.xml|worksheets\/[^/]+\.xml)$/;

function noText() {}

/**
 * Opens an xlsx file (Office Open XML) as Excel, LibreOffice or any library saves it, for reading sheet by sheet:
 * names, visibility, hidden rows and cell values, and of formats only whether a number shows as a percentage or a date. Only the parts
 * read are unpacked, all of them together within MAX_WORKBOOK_XML_BYTES and each sheet within MAX_SHEET_CELLS.
 * Throws WorkbookUnreadable or WorkbookTooLarge for anything else.
 */
export function openXlsx(bytes: Uint8Array): XlsxBook {
  let entries: Map<string, ZipEntry>;
  try {
    entries = zipEntries(bytes);
  } catch (error) {
    if (error instanceof ZipTooManyEntries) throw new WorkbookTooLarge("entries");
    throw new WorkbookUnreadable("not a zip");
  }
  const budget = { bytes: MAX_WORKBOOK_XML_BYTES };
  const text = (name: string): Iterable<string> | undefined => {
    const entry = entries.get(name);
    return entry && unpacked(bytes, entry, budget);
  };
  const workbook = text("xl/workbook.xml");
  if (!workbook) throw new WorkbookUnreadable("no workbook part");
  const targets = new Map<string, string>();
  const rels = text("xl/_rels/workbook.xml.rels");
  if (rels)
    parse(rels, {
      open(name, attributes) {
        if (name === "Relationship" && attributes.Id && attributes.Target)
          targets.set(attributes.Id, attributes.Target);
      },
      close: noText,
      text: noText,
    });
  const sheets: SheetInfo[] = [];
  let date1904 = false;
  parse(workbook, {
    open(name, attributes) {
      if (name === "workbookPr") date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
      if (name !== "sheet") return;
      const id = Object.entries(attributes).find(([key]) => key === "id" || key.endsWith(":id"))?.[1];
      const target = id ? targets.get(id) : undefined;
      const state =
        attributes.state === "hidden" || attributes.state === "veryHidden" ? attributes.state : "visible";
      const part = target ? partName(target) : `xl/worksheets/sheet${sheets.length + 1}.xml`;
      sheets.push({ name: attributes.name ?? "", state, entry: entries.get(part) });
    },
    close: noText,
    text: noText,
  });
  // What a part states is checked before anything of it is unpacked: a sheet that claims 250 MB is refused at once.
  for (const entry of entries.values()) {
    if (!XML_PARTS.test(entry.name) || entry.declaredSize <= MAX_WORKBOOK_XML_BYTES) continue;
    throw new WorkbookTooLarge("bytes", sheets.find((sheet) => sheet.entry === entry)?.name);
  }
  let strings: string[] | undefined;
  let shapes: Array<NumberShape | undefined> | undefined;
  return {
    sheets,
    read(sheet, goOn) {
      strings ??= sharedStrings(text("xl/sharedstrings.xml"));
      shapes ??= cellShapes(text("xl/styles.xml"));
      if (!sheet.entry) return emptySheet(sheet);
      try {
        const read = worksheet(
          unpacked(bytes, sheet.entry, budget),
          sheet.name,
          strings,
          { shapes, date1904 },
          goOn,
        );
        return { name: sheet.name, state: sheet.state, ...read };
      } catch (error) {
        if (error instanceof StopReading) return undefined;
        throw error;
      }
    },
  };
}

/** A part's text, unpacked piece by piece as the parser asks for it; damage is WorkbookUnreadable. */
function* unpacked(bytes: Uint8Array, entry: ZipEntry, budget: { bytes: number }): Generator<string> {
  try {
    yield* unpackText(bytes, entry, budget);
  } catch (error) {
    if (error instanceof ZipUnreadable) throw new WorkbookUnreadable(error.message);
    throw error;
  }
}

/** Reads every sheet of a workbook (within the same bounds); for tests and tools that look at a whole workbook. */
export function readXlsx(bytes: Uint8Array): ReadSheet[] {
  const book = openXlsx(bytes);
  return book.sheets.map((sheet) => book.read(sheet) ?? emptySheet(sheet));
}

function emptySheet(sheet: SheetInfo): ReadSheet {
  return { name: sheet.name, state: sheet.state, rows: new Map(), hiddenRows: new Set() };
}
