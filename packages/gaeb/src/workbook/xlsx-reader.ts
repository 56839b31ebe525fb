import { MAX_TEXT_RUN, MAX_WORKBOOK_XML_BYTES } from "../limits.js";
import { cellShapes, type SharedStrings, sharedStrings } from "./book-parts.js";
import type { NumberShape } from "./number-formats.js";
import {
  boundedRuns,
  parsePart,
  type ReadSheet,
  SheetPartMissing,
  StopReading,
  WorkbookNotXlsx,
  WorkbookTooLarge,
  WorkbookUnreadable,
} from "./read-sheet.js";
import { type FirstCellCheck, worksheet } from "./sheet-stream.js";
import { compoundFileFormat, isCompoundFile, isOpenDocumentSpreadsheet } from "./workbook-format.js";
import { unpackText, type ZipEntry, ZipTooManyEntries, ZipUnreadable, zipEntries } from "./zip-entries.js";

export type { MergedRange, ReadCell, ReadSheet } from "./read-sheet.js";
export {
  SheetPartMissing,
  WorkbookNotUtf8,
  WorkbookNotXlsx,
  WorkbookTooLarge,
  WorkbookUnreadable,
} from "./read-sheet.js";
export type { FirstCellCheck } from "./sheet-stream.js";

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
  /** Its part, as the workbook's relationships name it. */
  part: string;
  /** Its zip entry; undefined when the workbook names a part it does not hold (damaged or incomplete). */
  entry: ZipEntry | undefined;
}

export interface XlsxBook {
  sheets: SheetInfo[];
  /**
   * Reads one sheet's cells. With `goOn`, reading stops after the first cell with a value unless `goOn` accepts
   * it, and the result is undefined: that is how a sheet is recognised by its first cell without unpacking the rest.
   * A sheet whose part is missing is SheetPartMissing, except to such a look at its first cell, which it fails.
   * With `lastRow`, reading stops at the first row with a value beyond it, and the sheet says where (`cutAtRow`).
   */
  read(sheet: SheetInfo, goOn?: FirstCellCheck, lastRow?: number): ReadSheet | undefined;
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
  if (isCompoundFile(bytes)) {
    const format = compoundFileFormat(bytes);
    throw format ? new WorkbookNotXlsx(format) : new WorkbookUnreadable("compound file");
  }
  let entries: Map<string, ZipEntry>;
  try {
    entries = zipEntries(bytes);
  } catch (error) {
    if (error instanceof ZipTooManyEntries) throw new WorkbookTooLarge("entries");
    // Parts a zip program encrypted: a password to remove, as with Office's own protection.
    if (error instanceof ZipUnreadable && error.message === "encrypted")
      throw new WorkbookNotXlsx("encrypted");
    throw new WorkbookUnreadable("not a zip");
  }
  const budget = { bytes: MAX_WORKBOOK_XML_BYTES };
  const text = (name: string): Iterable<string> | undefined => {
    const entry = entries.get(name);
    return entry && unpacked(bytes, entry, budget);
  };
  const workbook = text("xl/workbook.xml");
  if (!workbook) {
    const mimetype = entries.get("mimetype");
    if (mimetype && isOpenDocumentSpreadsheet(partText(bytes, mimetype))) throw new WorkbookNotXlsx("ods");
    throw new WorkbookUnreadable("no workbook part");
  }
  const targets = new Map<string, string>();
  const rels = text("xl/_rels/workbook.xml.rels");
  if (rels)
    parsePart(rels, {
      open(name, attributes) {
        if (name === "Relationship" && attributes.Id && attributes.Target)
          targets.set(attributes.Id, attributes.Target);
      },
      close: noText,
      text: noText,
    });
  const sheets: SheetInfo[] = [];
  let date1904 = false;
  parsePart(workbook, {
    open(name, attributes) {
      if (name === "workbookPr") date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
      if (name !== "sheet") return;
      const id = Object.entries(attributes).find(([key]) => key === "id" || key.endsWith(":id"))?.[1];
      const target = id ? targets.get(id) : undefined;
      const state =
        attributes.state === "hidden" || attributes.state === "veryHidden" ? attributes.state : "visible";
      const part = target ? partName(target) : `xl/worksheets/sheet${sheets.length + 1}.xml`;
      sheets.push({ name: attributes.name ?? "", state, part, entry: entries.get(part) });
    },
    close: noText,
    text: noText,
  });
  // What a part states is checked before anything of it is unpacked: a sheet that claims 250 MB is refused at once.
  for (const entry of entries.values()) {
    if (!XML_PARTS.test(entry.name) || entry.declaredSize <= MAX_WORKBOOK_XML_BYTES) continue;
    throw new WorkbookTooLarge("bytes", sheets.find((sheet) => sheet.entry === entry)?.name);
  }
  let strings: SharedStrings | undefined;
  let shapes: Array<NumberShape | undefined> | undefined;
  return {
    sheets,
    read(sheet, goOn, lastRow) {
      strings ??= sharedStrings(text("xl/sharedstrings.xml"));
      shapes ??= cellShapes(text("xl/styles.xml"));
      if (!sheet.entry) {
        if (goOn) return undefined;
        throw new SheetPartMissing(sheet.name, sheet.part);
      }
      try {
        const read = worksheet(
          unpacked(bytes, sheet.entry, budget),
          sheet.name,
          strings,
          { shapes, date1904 },
          { goOn, lastRow },
        );
        return { name: sheet.name, state: sheet.state, ...read };
      } catch (error) {
        if (error instanceof StopReading) return undefined;
        throw error;
      }
    },
  };
}

/** The text of a small part, or nothing where it is not small and whole text. */
function partText(bytes: Uint8Array, entry: ZipEntry): string {
  if (entry.declaredSize > 1024) return "";
  try {
    return [...unpackText(bytes, entry, { bytes: 1024 })].join("");
  } catch {
    return "";
  }
}

/**
 * A part's text, unpacked piece by piece as the parser asks for it and never with a run of text longer than a
 * cell can hold; damage is WorkbookUnreadable.
 */
function* unpacked(bytes: Uint8Array, entry: ZipEntry, budget: { bytes: number }): Generator<string> {
  try {
    yield* boundedRuns(unpackText(bytes, entry, budget), MAX_TEXT_RUN);
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
  return { name: sheet.name, state: sheet.state, rows: new Map(), hiddenRows: new Set(), merges: [] };
}
