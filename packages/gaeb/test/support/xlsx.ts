import { strFromU8, unzipSync } from "fflate";

export interface ReadCell {
  text?: string;
  number?: string;
  formula?: string;
  style: number;
}

export interface ReadSheet {
  name: string;
  xml: string;
  /** Rows by 1-based number, cells by column letter. */
  rows: Map<number, Map<string, ReadCell>>;
  outline: Map<number, number>;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Reads back what our writer produces: enough of SpreadsheetML to check cells, formulas and outline levels. */
export function readWorkbook(bytes: Uint8Array): { sheets: ReadSheet[]; files: Record<string, string> } {
  const zip = unzipSync(bytes);
  const files: Record<string, string> = {};
  for (const [name, data] of Object.entries(zip)) files[name] = strFromU8(data);
  const strings = [
    ...(files["xl/sharedStrings.xml"] ?? "").matchAll(
      /<si><t(?: xml:space="preserve")?>([\s\S]*?)<\/t><\/si>/g,
    ),
  ].map((m) => unescapeXml(m[1] ?? ""));
  const names = [...(files["xl/workbook.xml"] ?? "").matchAll(/<sheet name="([^"]*)"/g)].map((m) =>
    unescapeXml(m[1] ?? ""),
  );
  const sheets = names.map((name, i) => {
    const xml = files[`xl/worksheets/sheet${i + 1}.xml`] ?? "";
    const rows = new Map<number, Map<string, ReadCell>>();
    const outline = new Map<number, number>();
    for (const row of xml.matchAll(/<row r="(\d+)"([^>]*)>([\s\S]*?)<\/row>/g)) {
      const number = Number(row[1]);
      const level = /outlineLevel="(\d+)"/.exec(row[2] ?? "")?.[1];
      if (level) outline.set(number, Number(level));
      const cells = new Map<string, ReadCell>();
      for (const cell of (row[3] ?? "").matchAll(
        /<c r="([A-Z]+)\d+" s="(\d+)"( t="s")?>(?:<f>([\s\S]*?)<\/f>)?<v>([\s\S]*?)<\/v><\/c>/g,
      )) {
        const [, column = "", style, shared, formula, value = ""] = cell;
        const read: ReadCell = { style: Number(style) };
        if (shared) read.text = strings[Number(value)] ?? "";
        else read.number = value;
        if (formula) read.formula = unescapeXml(formula);
        cells.set(column, read);
      }
      rows.set(number, cells);
    }
    return { name, xml, rows, outline };
  });
  return { sheets, files };
}

/** The header row: the row whose A cell is the OZ column title. */
export function headerRowNumber(sheet: ReadSheet, ozTitle = "OZ"): number {
  for (const [number, cells] of sheet.rows)
    if (cells.get("A")?.text === ozTitle && cells.get("B")) return number;
  throw new Error("no header row");
}

/** Rows after the header as objects keyed by header text. */
export function tableRows(
  sheet: ReadSheet,
  ozTitle = "OZ",
): Array<{ row: number; cells: Record<string, ReadCell> }> {
  const header = headerRowNumber(sheet, ozTitle);
  const titles = sheet.rows.get(header) ?? new Map();
  const result: Array<{ row: number; cells: Record<string, ReadCell> }> = [];
  for (const [number, cells] of sheet.rows) {
    if (number <= header) continue;
    const record: Record<string, ReadCell> = {};
    for (const [column, cell] of cells) record[titles.get(column)?.text ?? column] = cell;
    result.push({ row: number, cells: record });
  }
  return result;
}

export function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}
