import ExcelJS from "exceljs";
import { readGaeb } from "../../src/convert.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section } from "../../src/model.js";

export function* entries(list: readonly Entry[]): Generator<Entry> {
  for (const entry of list) {
    yield entry;
    if (entry.kind === "section") yield* entries(entry.children);
  }
}

export function readDocument(name: string, bytes: Uint8Array): GaebDocument {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name}: ${JSON.stringify(read.issues)}`);
  return read.value;
}

export function itemsByOz(document: GaebDocument): Map<string, Item | MarkupItem> {
  const map = new Map<string, Item | MarkupItem>();
  for (const entry of entries(document.boq?.body ?? []))
    if (entry.kind === "item" || entry.kind === "markupItem") map.set(entry.oz, entry);
  return map;
}

export function sectionsByOz(document: GaebDocument): Map<string, Section> {
  const map = new Map<string, Section>();
  for (const entry of entries(document.boq?.body ?? []))
    if (entry.kind === "section") map.set(entry.oz, entry);
  return map;
}

/**
 * Types values into the first sheet with a spreadsheet library (exceljs), as a bidder's program would: finds the
 * header row and the unit-price column by their titles and each row by its OZ, then saves the workbook.
 */
export async function fillWithExcelJs(
  xlsx: Uint8Array,
  values: (oz: string) => number | string | undefined,
  column = "EP",
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  let header = 0;
  let ozColumn = 0;
  let priceColumn = 0;
  sheet.eachRow((row, number) => {
    if (header) return;
    row.eachCell((cell, col) => {
      if (cell.value === "OZ") ozColumn = col;
      if (cell.value === column) priceColumn = col;
    });
    if (ozColumn && priceColumn) header = number;
  });
  if (!header) throw new Error("no header row");
  sheet.eachRow((row, number) => {
    if (number <= header) return;
    const oz = row.getCell(ozColumn).value;
    const kind = String(row.getCell(ozColumn + 1).value ?? "");
    if (typeof oz !== "string" || kind.startsWith("Fortsetzung")) return;
    const value = values(oz);
    if (value !== undefined) row.getCell(priceColumn).value = value;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
