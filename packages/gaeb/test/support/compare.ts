import { strFromU8, unzipSync } from "fflate";
import { unescapeXml } from "./xlsx.js";

export interface FormulaCell {
  sheet: string;
  ref: string;
  /** The cached value: a number's text, or the text a text formula caches ("" for nothing). */
  cached: string;
  text: boolean;
}

export interface ValueCell {
  ref: string;
  value: string;
  formula?: string;
}

/**
 * Every cell of every sheet with its value as a reader sees it (shared strings resolved) and its formula, also for
 * cells that only refer to a shared formula (`<f t="shared" si="…"/>`).
 */
export function readCells(xlsx: Uint8Array): Map<string, Map<string, ValueCell>> {
  const zip = unzipSync(xlsx);
  const file = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
  const strings = [
    ...file("xl/sharedStrings.xml").matchAll(/<si><t(?: xml:space="preserve")?>([\s\S]*?)<\/t><\/si>/g),
  ].map((m) => unescapeXml(m[1] ?? ""));
  const names = [...file("xl/workbook.xml").matchAll(/<sheet name="([^"]*)"/g)].map((m) =>
    unescapeXml(m[1] ?? ""),
  );
  const sheets = new Map<string, Map<string, ValueCell>>();
  names.forEach((name, i) => {
    const cells = new Map<string, ValueCell>();
    const shared = new Map<string, string>();
    const xml = file(`xl/worksheets/sheet${i + 1}.xml`);
    for (const m of xml.matchAll(/<c r="([A-Z]+\d+)" s="\d+"( t="(?:s|str)")?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const [, ref = "", type, inner = ""] = m;
      const f = /<f(?: t="shared"(?: ref="[^"]*")? si="(\d+)")?(?:\/>|>([\s\S]*?)<\/f>)/.exec(inner);
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let formula: string | undefined;
      if (f) {
        const [, si, text] = f;
        if (text !== undefined) {
          formula = unescapeXml(text);
          if (si !== undefined) shared.set(si, formula);
        } else formula = `shared:${si}`;
      }
      const raw = v === undefined ? "" : unescapeXml(v);
      const value = type === ' t="s"' ? (strings[Number(raw)] ?? "") : raw;
      cells.set(ref, { ref, value, ...(formula !== undefined ? { formula } : {}) });
    }
    sheets.set(name, cells);
  });
  return sheets;
}

/** Column letters to a 0-based index. */
export function columnOf(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? "A";
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

export function rowOf(ref: string): number {
  return Number(/\d+$/.exec(ref)?.[0] ?? 0);
}

/** The cell in a sheet at the row whose first cell is `oz` and the column headed `header` in `headerRow`. */
export function cellAt(cells: Map<string, ValueCell>, row: number, column: number): ValueCell | undefined {
  for (const cell of cells.values())
    if (rowOf(cell.ref) === row && columnOf(cell.ref) === column) return cell;
  return undefined;
}

/** Rows keyed by the text of their first cell (OZ), as value arrays by column index. */
export function rowsByFirstCell(cells: Map<string, ValueCell>): Map<string, string[]> {
  const rows = new Map<number, string[]>();
  for (const cell of cells.values()) {
    const r = rowOf(cell.ref);
    const row = rows.get(r) ?? [];
    row[columnOf(cell.ref)] = cell.value;
    rows.set(r, row);
  }
  const byFirst = new Map<string, string[]>();
  for (const [, row] of [...rows].sort((a, b) => a[0] - b[0])) if (row[0]) byFirst.set(row[0], row);
  return byFirst;
}

/** The style index (`s`) of a cell of a sheet (1-based sheet number), as written. */
export function styleOf(xlsx: Uint8Array, sheet: number, ref: string): number | undefined {
  const xml = strFromU8(unzipSync(xlsx)[`xl/worksheets/sheet${sheet}.xml`] ?? new Uint8Array());
  const found = new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(xml);
  return found ? Number(found[1]) : undefined;
}

/** The number format code of a cell style, as `styles.xml` defines it ("0.00 %" for a rate). */
export function formatOf(xlsx: Uint8Array, style: number): string | undefined {
  const xml = strFromU8(unzipSync(xlsx)["xl/styles.xml"] ?? new Uint8Array());
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? "";
  const id = [...xfs.matchAll(/<xf numFmtId="(\d+)"/g)][style]?.[1];
  const code = new RegExp(`<numFmt numFmtId="${id}" formatCode="([^"]*)"`).exec(xml)?.[1];
  return code === undefined ? undefined : unescapeXml(code);
}
