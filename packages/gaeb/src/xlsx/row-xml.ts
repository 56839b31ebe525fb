import { columnName } from "./column-letters.js";
import type { SharedFormula } from "./shared-formulas.js";
import type { SharedStrings } from "./shared-strings.js";
import { type StyleId, WRAPPING_STYLES } from "./styles.js";
import { lineCount, rowPoints } from "./text-fit.js";
import { escapeXml } from "./xml-text.js";

export type CellValue =
  | { type: "text"; text: string }
  /** An exact decimal as text ("1421003968.15"), written to the file unchanged. */
  | { type: "number"; value: string }
  /**
   * `shareKey`: the formula's template, the same for cells whose formulas differ only in their own row; with
   * `Sheet.shareFormulas` a run of them down a column is written once.
   */
  | { type: "formula"; formula: string; cached: string; shareKey?: string }
  /** A formula whose result is text (often "" for "nothing to show"), cached as such. */
  | { type: "textFormula"; formula: string; cached: string; shareKey?: string }
  /** No value, only a format: a cell to fill in (a unit price in a request). */
  | { type: "empty" };

export interface Cell {
  value: CellValue;
  style: StyleId;
}

export interface Row {
  cells: Array<Cell | undefined>;
  outlineLevel?: number;
  /** A fixed height in points, for a row whose font is larger than the wrapped-text estimate assumes. */
  height?: number;
}

/** Excel's own limit for characters in one cell. */
export const CELL_TEXT_LIMIT = 32_767;

/** The formula's text is read only where it is written: a cell that refers to a shared formula has none to write. */
function formulaXml(value: { formula: string }, shared: SharedFormula | undefined): string {
  if (!shared) return `<f>${escapeXml(value.formula)}</f>`;
  if (shared.ref === undefined) return `<f t="shared" si="${shared.index}"/>`;
  return `<f t="shared" ref="${shared.ref}" si="${shared.index}">${escapeXml(value.formula)}</f>`;
}

export function cellXml(
  reference: string,
  cell: Cell,
  strings: SharedStrings,
  shared?: SharedFormula,
): string {
  const { value, style } = cell;
  switch (value.type) {
    // Text is always a shared string: nothing from a GAEB file can become a formula, whatever it starts with.
    case "text":
      return `<c r="${reference}" s="${style}" t="s"><v>${strings.add(value.text.slice(0, CELL_TEXT_LIMIT))}</v></c>`;
    case "number":
      return `<c r="${reference}" s="${style}"><v>${value.value}</v></c>`;
    case "formula":
      return `<c r="${reference}" s="${style}">${formulaXml(value, shared)}<v>${value.cached}</v></c>`;
    case "textFormula":
      return `<c r="${reference}" s="${style}" t="str">${formulaXml(value, shared)}<v>${escapeXml(value.cached)}</v></c>`;
    case "empty":
      return `<c r="${reference}" s="${style}"/>`;
  }
}

/**
 * Spreadsheet programs do not grow rows for wrapped text they did not lay out themselves, so each row gets a
 * height its longest wrapped cell fits in; undefined keeps the default single line.
 */
export function estimateRowHeight(row: Row, columnWidths: readonly number[]): number | undefined {
  let lines = 1;
  row.cells.forEach((cell, index) => {
    if (cell?.value.type !== "text" || !WRAPPING_STYLES.has(cell.style)) return;
    lines = Math.max(lines, lineCount(cell.value.text, columnWidths[index] ?? 10));
  });
  return lines > 1 ? rowPoints(lines) : undefined;
}

/** Writes one row of a visible sheet; `letters` are the column letters by 0-based column. */
export function rowXml(
  row: Row,
  number: number,
  letters: readonly string[],
  columnWidths: readonly number[],
  strings: SharedStrings,
  shared?: ReadonlyMap<Cell, SharedFormula>,
): string {
  const level = row.outlineLevel ? ` outlineLevel="${Math.min(row.outlineLevel, 7)}"` : "";
  const height = row.height ?? estimateRowHeight(row, columnWidths);
  const heightAttributes = height ? ` ht="${height}" customHeight="1"` : "";
  let xml = `<row r="${number}"${heightAttributes}${level}>`;
  row.cells.forEach((cell, columnIndex) => {
    if (!cell) return;
    const reference = `${letters[columnIndex] ?? columnName(columnIndex)}${number}`;
    xml += cellXml(reference, cell, strings, shared?.get(cell));
  });
  return `${xml}</row>`;
}
