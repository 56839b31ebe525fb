import { strFromU8, unzipSync } from "fflate";
import { LABELS } from "../../src/xlsx/labels.js";
import { unescapeXml } from "./xlsx.js";

/** A cell as our writer (or LibreOffice) wrote it: its formula, if any, and its value as text. */
export interface FormCell {
  formula?: string;
  value: string;
}

export interface BookSheet {
  name: string;
  state?: string;
  /** Cells by reference ("B10"). */
  cells: Map<string, FormCell>;
  xml: string;
}

/** Every sheet of a workbook in workbook order, text formulas (`t="str"`) included, which `readWorkbook` skips. */
export function bookSheets(xlsx: Uint8Array): { sheets: BookSheet[]; workbookXml: string } {
  const zip = unzipSync(xlsx);
  const file = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
  const strings = [...file("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescapeXml([...(m[1] ?? "").matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join("")),
  );
  const workbookXml = file("xl/workbook.xml");
  const sheets = [...workbookXml.matchAll(/<sheet ([^>]*)\/>/g)].map((m, i): BookSheet => {
    const attributes = m[1] ?? "";
    const name = unescapeXml(/name="([^"]*)"/.exec(attributes)?.[1] ?? "");
    const state = /state="([^"]*)"/.exec(attributes)?.[1];
    const xml = file(`xl/worksheets/sheet${i + 1}.xml`);
    const cells = new Map<string, FormCell>();
    for (const c of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const type = /t="(\w+)"/.exec(c[2] ?? "")?.[1];
      const inner = c[3] ?? "";
      const formula = /<f[^>]*>([\s\S]*?)<\/f>/.exec(inner)?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? "";
      const value = type === "s" ? (strings[Number(raw)] ?? "") : unescapeXml(raw);
      cells.set(c[1] ?? "", { ...(formula !== undefined ? { formula: unescapeXml(formula) } : {}), value });
    }
    return { name, ...(state ? { state } : {}), cells, xml };
  });
  return { sheets, workbookXml };
}

const columnLetters = (reference: string) => /^[A-Z]+/.exec(reference)?.[0] ?? "";
const rowNumber = (reference: string) => Number(/\d+$/.exec(reference)?.[0]);

/** The price sheet as the tests need it: columns by title, each OZ's first row, the bidder's name cell. */
export function priceSheetLayout(sheet: BookSheet, lang: "de" | "en" = "de") {
  const cells = [...sheet.cells];
  const ozTitle = LABELS[lang].columns.oz;
  const header = cells.find(([ref, cell]) => columnLetters(ref) === "A" && cell.value === ozTitle);
  if (!header) throw new Error(`no header row in ${sheet.name}`);
  const headerRow = rowNumber(header[0]);
  const columns = new Map<string, string>();
  for (const [ref, cell] of cells)
    if (rowNumber(ref) === headerRow) columns.set(cell.value, columnLetters(ref));
  const rows = new Map<string, number>();
  for (const [ref, cell] of cells) {
    const row = rowNumber(ref);
    if (columnLetters(ref) === "A" && row > headerRow && cell.value && !rows.has(cell.value))
      rows.set(cell.value, row);
  }
  const bidder = cells.find(
    ([ref, cell]) => columnLetters(ref) === "A" && cell.value === LABELS[lang].title.bidder,
  );
  const column = (title: string) => {
    const letter = columns.get(title);
    if (!letter) throw new Error(`no column ${title} in ${sheet.name}: ${[...columns.keys()].join(" | ")}`);
    return letter;
  };
  return { headerRow, column, columns, rows, bidderCell: bidder ? `C${rowNumber(bidder[0])}` : undefined };
}

/** Formblatt 223's sheet: its two header rows' titles by column, its item rows and its totals row. */
export function form223Layout(sheet: BookSheet, lang: "de" | "en" = "de") {
  const ozTitle = lang === "de" ? "OZ" : "Item no.";
  const first = [...sheet.cells].find(([ref, cell]) => columnLetters(ref) === "A" && cell.value === ozTitle);
  if (!first) throw new Error(`no header in ${sheet.name}`);
  const firstHeaderRow = rowNumber(first[0]);
  const titles = new Map<string, string>();
  for (const [ref, cell] of sheet.cells) {
    const row = rowNumber(ref);
    if ((row === firstHeaderRow || row === firstHeaderRow + 1) && cell.value)
      titles.set(cell.value, columnLetters(ref));
  }
  const column = (title: string) => {
    const letter = titles.get(title);
    if (!letter) throw new Error(`no column ${title} in ${sheet.name}: ${[...titles.keys()].join(" | ")}`);
    return letter;
  };
  const cell = (reference: string) => sheet.cells.get(reference);
  return { firstHeaderRow, firstItemRow: firstHeaderRow + 2, column, titles, cell };
}

/** A reference to the price sheet as Formblatt 223 writes it: the sheet quoted, a quote in its name doubled. */
export const priceRef = (sheet: string, reference: string) => `'${sheet.replace(/'/g, "''")}'!${reference}`;

/** The formula of a cell that shows a price-sheet cell, empty where it is empty. */
export const shows = (sheet: string, reference: string) =>
  `IF(${priceRef(sheet, reference)}="","",${priceRef(sheet, reference)})`;
