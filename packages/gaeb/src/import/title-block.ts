import type { Issue } from "../issues.js";
import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { cellName } from "../xlsx/column-letters.js";
import { type FoundFact, type TitleFacts, titleFacts } from "./title-values.js";
import { factOfLabel, TEMPLATE_LABELS, type TitleFact } from "./title-words.js";

export type { TitleFacts } from "./title-values.js";

/** How far right of its label a value may stand: further off is something else on the row (a page, a stamp). */
const VALUE_REACH = 3;

/** The template's title block has five labels in column A; three of them tell a filled-in template. */
const TEMPLATE_MIN_LABELS = 3;

type Cells = ReadonlyMap<number, ReadCell>;

/** A text's lines, each with its spaces as one, the empty ones left out. */
const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** A cell's lines as shown: text split at its line breaks, a number as stored; nothing for an empty one. */
const linesOf = (cell: ReadCell | undefined): string[] =>
  cell?.kind === "text" || cell?.kind === "number" ? splitLines(cell.value) : [];

/** A label cell: "Bauherr", "Bauherr:" (its value beside it) or "Bauherr: Stadt Musterstadt" (the value after it). */
function labelOf(cell: ReadCell | undefined): { fact: TitleFact; label: string; after: string } | undefined {
  if (cell?.kind !== "text") return undefined;
  const text = cell.value.trim();
  const colon = text.indexOf(":");
  const before = colon > 0 ? text.slice(0, colon).trim() : text;
  const fact = factOfLabel(before);
  return fact ? { fact, label: before, after: colon > 0 ? text.slice(colon + 1) : "" } : undefined;
}

/** The row's cells with something in them, left to right. */
const filledCells = (cells: Cells | undefined): Array<[number, ReadCell]> =>
  [...(cells ?? [])].filter(([, cell]) => linesOf(cell).length > 0).sort(([a], [b]) => a - b);

/**
 * The address lines below a client's name: rows whose label column is empty and whose value column is filled, up
 * to the next label, an empty row or the table.
 */
function addressRows(
  sheet: ReadSheet,
  from: { row: number; label: number; value: number },
  headerRow: number,
): string[] {
  const lines: string[] = [];
  for (let row = from.row + 1; row < headerRow; row += 1) {
    const cells = sheet.rows.get(row);
    const filled = filledCells(cells);
    if (filled.length === 0 || filled.some(([, cell]) => labelOf(cell))) break;
    if (linesOf(cells?.get(from.label)).length > 0) break;
    const line = linesOf(cells?.get(from.value));
    if (line.length === 0) break;
    lines.push(...line);
  }
  return lines;
}

/**
 * The facts of the title block above the column titles: labels in any column with the value to their right or
 * after a colon in the same cell, several to a row; a label without a value is a heading. `template` tells our
 * template (`template` command) by its own labels in column A, so a planner's block with many labels is no template.
 */
export function readTitleBlock(
  sheet: ReadSheet,
  headerRow: number,
  issues: Issue[],
): { facts: TitleFacts; template: boolean } {
  const rows = [...sheet.rows].filter(([row]) => row < headerRow).sort(([a], [b]) => a - b);
  const found: FoundFact[] = [];
  let templateLabels = 0;
  for (const [row, cells] of rows) {
    if (TEMPLATE_LABELS.has(linesOf(cells.get(0)).join(" "))) templateLabels += 1;
    const filled = filledCells(cells);
    filled.forEach(([column, cell], index) => {
      const label = labelOf(cell);
      if (!label) return;
      const after = splitLines(label.after);
      if (after.length > 0) {
        found.push({ fact: label.fact, label: label.label, cell: cellName(row, column), lines: after });
        return;
      }
      // The next filled cell, unless it is a label itself (then this one is a heading): a value is never a label,
      // so no cell is read twice.
      const [valueColumn, value] = filled[index + 1] ?? [];
      if (valueColumn === undefined || valueColumn - column > VALUE_REACH || labelOf(value)) return;
      const lines = linesOf(value);
      if (label.fact === "client")
        lines.push(...addressRows(sheet, { row, label: column, value: valueColumn }, headerRow));
      found.push({
        fact: label.fact,
        label: label.label,
        cell: cellName(row, valueColumn),
        lines,
        ...(value ? { source: value } : {}),
      });
    });
  }
  return { facts: titleFacts(found, sheet.name, issues), template: templateLabels >= TEMPLATE_MIN_LABELS };
}
