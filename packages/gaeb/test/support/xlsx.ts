import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

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

export function unescapeXml(text: string): string {
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

/** The workbook with one worksheet's XML changed, as a person changes it in a spreadsheet program. */
export function editSheet(bytes: Uint8Array, sheet: number, edit: (xml: string) => string): Uint8Array {
  const zip = unzipSync(bytes);
  const path = `xl/worksheets/sheet${sheet + 1}.xml`;
  zip[path] = strToU8(edit(strFromU8(zip[path] ?? new Uint8Array())));
  return zipSync(zip);
}

/** Types a number into a cell (replacing what is there), keeping the row's cells in column order. */
export function typeNumber(xml: string, reference: string, value: string): string {
  return typeCell(xml, reference, `<c r="${reference}"><v>${value}</v></c>`);
}

/** Types a text into a cell, as an inline string (replacing what is there). */
export function typeText(xml: string, reference: string, value: string): string {
  const escaped = value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return typeCell(xml, reference, `<c r="${reference}" t="inlineStr"><is><t>${escaped}</t></is></c>`);
}

function typeCell(xml: string, reference: string, cell: string): string {
  const [, column = "", row = ""] = /^([A-Z]+)(\d+)$/.exec(reference) ?? [];
  const pattern = new RegExp(`(<row r="${row}"[^>]*>)([\\s\\S]*?)(</row>)`);
  return xml.replace(pattern, (_, open: string, cells: string, close: string) => {
    const list: Array<[string, string]> = [
      ...cells.matchAll(/<c r="([A-Z]+)\d+"[^>]*?(?:\/>|>[\s\S]*?<\/c>)/g),
    ]
      .map((m): [string, string] => [m[1] ?? "", m[0]])
      .filter(([c]) => c !== column);
    list.push([column, cell]);
    list.sort((a, b) => columnIndex(a[0]) - columnIndex(b[0]));
    return `${open}${list.map(([, c]) => c).join("")}${close}`;
  });
}

/**
 * The rows first..last in reverse order, as sorting through the filter moves them: each formula keeps its
 * relative references to its own row, absolute references stay where they point.
 */
export function reverseRows(xml: string, first: number, last: number): string {
  const rows = new Map<number, string>();
  for (const m of xml.matchAll(/<row r="(\d+)"[^>]*>[\s\S]*?<\/row>|<row r="(\d+)"[^>]*\/>/g))
    rows.set(Number(m[1] ?? m[2]), m[0]);
  const moved = new Map<number, string>();
  for (let old = first; old <= last; old++) {
    const row = rows.get(old) ?? `<row r="${old}"></row>`;
    const target = first + last - old;
    const renumbered = row
      .replace(/<row r="\d+"/, `<row r="${target}"`)
      .replace(/<c r="([A-Z]+)\d+"/g, `<c r="$1${target}"`)
      .replace(
        /<f>([\s\S]*?)<\/f>/g,
        (_, f: string) =>
          `<f>${f.replace(new RegExp(`(?<![$A-Z])([A-Z]{1,3})${old}(?!\\d)`, "g"), `$1${target}`)}</f>`,
      );
    moved.set(target, renumbered);
  }
  return xml.replace(/<sheetData>[\s\S]*<\/sheetData>/, (data) => {
    const all = [...rows.entries()].filter(([n]) => n < first || n > last);
    const merged = [...all, ...moved.entries()].sort((a, b) => a[0] - b[0]);
    return data.replace(
      /<sheetData>[\s\S]*<\/sheetData>/,
      `<sheetData>${merged.map(([, r]) => r).join("")}</sheetData>`,
    );
  });
}
