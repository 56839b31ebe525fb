import { readFileSync } from "node:fs";
import { join } from "node:path";
import { convertToXlsx } from "../../src/convert.js";
import { importEdited } from "../../src/import/edited.js";
import type { ImportOptions, ImportResult } from "../../src/import/types.js";
import type { Issue } from "../../src/issues.js";
import type { Entry, GaebDocument } from "../../src/model.js";
import { readFormAndSheet } from "../../src/workbook/forms.js";
import { openXlsx } from "../../src/workbook/xlsx-reader.js";
import { CORPUS_DIR } from "./corpus.js";
import { readDocument } from "./offer.js";
import { headerRowNumber, readWorkbook } from "./xlsx.js";

/** A corpus request, its model, and the workbook this project writes from it. */
export function requestBook(path: string, lang: "de" | "en" = "de") {
  const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
  const name = path.split("/").pop() ?? path;
  const request = readDocument(name, bytes);
  const converted = convertToXlsx([{ name, bytes }], { lang });
  if (!converted.ok) throw new Error(`conversion failed: ${JSON.stringify(converted.issues)}`);
  return { request, xlsx: converted.xlsx };
}

/** `importEdited` on a workbook as the import's entry point will call it: the form found, its sheet read. */
export function importBook(xlsx: Uint8Array, options: ImportOptions = {}): ImportResult {
  const book = openXlsx(xlsx);
  const { found, sheet } = readFormAndSheet(book, undefined);
  if (!found || !sheet) throw new Error("no form or sheet");
  const issues: Issue[] = [];
  return importEdited(found, sheet, options, issues);
}

export function* walk(entries: readonly Entry[]): Generator<Entry> {
  for (const entry of entries) {
    yield entry;
    if (entry.kind === "section") yield* walk(entry.children);
  }
}

/** Entries by OZ (items, markups, sections), the first of each. */
export function byOz(document: GaebDocument): Map<string, Entry & { oz: string }> {
  const map = new Map<string, Entry & { oz: string }>();
  for (const entry of walk(document.boq?.body ?? []))
    if ("oz" in entry && !map.has(entry.oz)) map.set(entry.oz, entry);
  return map;
}

/** IDs by OZ, to show that an untouched item keeps its identity. */
export function idsByOz(document: GaebDocument): Map<string, string | undefined> {
  return new Map([...byOz(document)].map(([oz, entry]) => [oz, entry.id]));
}

/** Where our LV sheet has each OZ's rows (continuations included), its columns by title and its last row. */
export function sheetRows(xlsx: Uint8Array, ozTitle = "OZ") {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet, ozTitle);
  const column = (title: string) => {
    const found = [...(sheet.rows.get(header) ?? [])].find(([, cell]) => cell.text === title)?.[0];
    if (!found) throw new Error(`no column ${title}`);
    return found;
  };
  const rows = new Map<string, number[]>();
  let last = header;
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row <= header) continue;
    last = Math.max(last, row);
    const oz = cells.get("A")?.text;
    if (oz) rows.set(oz, [...(rows.get(oz) ?? []), row]);
  }
  /** The rows of an item with its sub-descriptions, as a person selects them to delete it. */
  const rowsOfItem = (oz: string) =>
    [...rows].filter(([key]) => key === oz || key.startsWith(`${oz}/`)).flatMap(([, list]) => list);
  /** The text of an OZ's first row in a column. */
  const text = (oz: string, title: string) =>
    sheet.rows.get(rows.get(oz)?.[0] ?? 0)?.get(column(title))?.text ?? "";
  /** The first table row whose cell in a column starts with `start`. */
  const rowWhere = (title: string, start: string) =>
    [...sheet.rows.keys()]
      .sort((a, b) => a - b)
      .find((row) => row > header && sheet.rows.get(row)?.get(column(title))?.text?.startsWith(start)) ?? 0;
  return { sheet: sheet.name, header, column, rows, rowsOfItem, last, text, rowWhere };
}

/** The next free item number after `oz` in its section, as the mask writes it ("01.0010" → "01.0011"). */
export function freeItemOz(document: GaebDocument, oz: string): string {
  const taken = new Set(byOz(document).keys());
  const parts = oz.split(".");
  const own = parts.pop() ?? "";
  for (let n = Number(own) + 1; ; n++) {
    const next = [...parts, String(n).padStart(own.length, "0")].join(".");
    if (!taken.has(next)) return next;
  }
}
