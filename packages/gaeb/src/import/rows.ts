import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { MAX_IMPORT_ROWS, MAX_IMPORT_TEXT, numberTooLong, quoted } from "../limits.js";
import { cellNumber } from "../workbook/typed-number.js";
import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { cellName } from "../xlsx/column-letters.js";
import { type KindWord, kindOf } from "./kinds.js";
import { ozOf } from "./oz-text.js";
import { isSumText, opensSection, sectionInCell } from "./row-shapes.js";
import { kindInShort } from "./short-kinds.js";
import type { ImportColumn } from "./types.js";

/** A row of the LV sheet with an item number: a section or an item, with the text rows below it. */
export interface NumberedRow {
  row: number;
  parts: string[];
  oz: string;
  kind: KindWord;
  short: string;
  long: string;
  /** Text-only rows below it, each a paragraph of its long text. */
  texts: string[];
  /** What a notes column read for kinds says besides the kind ("siehe Plan A-101"): not carried by the LV. */
  note?: string;
  quantity?: Decimal;
  unit?: string;
  price?: Decimal;
  total?: Decimal;
}

/** How many problems of one kind are listed before the rest are left unsaid: the first ones show the pattern. */
const MAX_ROW_ISSUES = 50;

/** A cell's text as typed, line ends made one kind; a number cell as the spreadsheet shows it plainly. */
function textOf(cell: ReadCell | undefined): string {
  if (!cell || cell.kind === "error" || cell.kind === "boolean") return "";
  return cell.value.replace(/\r\n?/g, "\n").trim();
}

export interface RowOptions {
  /** The kind column is a notes column: words it does not know are notes, not unknown kinds. */
  kindsAmongNotes?: boolean;
}

/**
 * Reads the rows below the title row: each row with an item number is a section or an item; a section written in
 * one cell ("01 Erdarbeiten") is a section; a row without one but with text continues the long text of the row
 * above; a row without one but with figures, or that names itself a sum ("Übertrag"), is a sum and left out. Where
 * the kind cell is empty, a kind marked in the short text is taken from it. Problems are reported with their sheet
 * and cell; undefined where the sheet is beyond the bounds.
 */
export function readRows(
  sheet: ReadSheet,
  headerRow: number,
  columns: ReadonlyMap<ImportColumn, number>,
  issues: Issue[],
  options: RowOptions = {},
): NumberedRow[] | undefined {
  const rows = [...sheet.rows].filter(([n]) => n > headerRow).sort(([a], [b]) => a - b);
  const listed = new Map<Issue["code"], number>();
  const problem = (
    code: Issue["code"],
    params: NonNullable<Issue["params"]>,
    severity: Issue["severity"],
  ) => {
    const count = (listed.get(code) ?? 0) + 1;
    listed.set(code, count);
    if (count <= MAX_ROW_ISSUES) issues.push({ code, severity, params: { sheet: sheet.name, ...params } });
  };
  // A cell without a value (a formula saved without its result, filled down a column) makes no row of the LV.
  let last = headerRow;
  for (const [row, cells] of rows) if ([...cells.values()].some((cell) => cell.value !== "")) last = row;
  if (last - headerRow > MAX_IMPORT_ROWS) {
    problem("import_too_large", { what: "rows", limit: MAX_IMPORT_ROWS }, "error");
    return undefined;
  }
  const read: NumberedRow[] = [];
  /** Where each text row of the last numbered row stands, and whether an empty row or a sum row came before it. */
  let textRows: Array<{ row: number; apart: boolean }> = [];
  let lastRead = headerRow;
  let afterSum = false;
  const leftOut: number[] = [];
  /** A section or item starts: the text rows that follow are its own. */
  const numbered = (row: number) => {
    textRows = [];
    lastRead = row;
    afterSum = false;
  };
  const hidden: number[] = [];
  const ozColumn = columns.get("oz");
  const numbers = rows.map(([, cells]) => {
    const parsed = ozColumn === undefined ? undefined : ozOf(cells.get(ozColumn));
    return parsed?.ok ? parsed.parts : undefined;
  });
  const nextNumber = (from: number) => numbers.slice(from + 1).find((parts) => parts !== undefined);
  for (const [i, [row, cells]] of rows.entries()) {
    const at = (column: ImportColumn) => {
      const index = columns.get(column);
      return index === undefined ? undefined : { cell: cells.get(index), name: cellName(row, index) };
    };
    const text = (column: ImportColumn) => {
      const found = at(column);
      const value = textOf(found?.cell);
      if (value.length <= MAX_IMPORT_TEXT) return value;
      problem("import_too_large", { what: "text", limit: MAX_IMPORT_TEXT, cell: found?.name ?? "" }, "error");
      return "";
    };
    const number = (column: ImportColumn): Decimal | undefined => {
      const found = at(column);
      const typed = cellNumber(found?.cell);
      if (typed?.ok && !numberTooLong(typed.value.toString())) return typed.value;
      if (typed && found)
        problem(
          "import_number_invalid",
          {
            cell: found.name,
            column,
            value: quoted(found.cell?.value ?? ""),
            reason: typed.ok ? "text" : typed.reason,
          },
          "error",
        );
      return undefined;
    };
    const ozCell = at("oz");
    const oz = ozOf(ozCell?.cell);
    const kindText = text("kind");
    const typed = kindOf(kindText);
    const shortTyped = text("short");
    const marked = kindText || !oz?.ok ? undefined : kindInShort(shortTyped);
    const kind = marked?.kind ?? typed.kind;
    const unknown = options.kindsAmongNotes ? [] : typed.unknown;
    const note = options.kindsAmongNotes ? typed.unknown.join(", ") : "";
    const short = marked?.short ?? shortTyped;
    const long = text("long");
    const sum = () => {
      afterSum = true;
      lastRead = row;
    };
    if (kind.row === "total") {
      sum();
      continue;
    }
    const figureCells = (["qty", "price", "total"] as const).map((column) => at(column)?.cell);
    const hasFigures = figureCells.some((cell) => cellNumber(cell));
    // The words a row without an item number shows in its number or short-text cell.
    // ("Übertrag" alone is a valid number of letters, as GAEB allows; no item is numbered so without a digit.)
    const label = oz && (!oz.ok || !/\d/.test(oz.text)) ? oz.text : oz ? "" : short;
    const formula = figureCells.some((cell) => cell?.formula);
    if (label && !long && isSumText(label, formula)) {
      sum();
      continue;
    }
    // A section row in one cell stands in the number column (merged across the table); in the short-text column,
    // where long-text lines stand too ("2 Lagen Bitumenbahn"), only with its word ("Titel 2 Rohbau").
    const inCell = label && !hasFigures ? sectionInCell(label, oz !== undefined) : undefined;
    if (inCell && opensSection(inCell, nextNumber(i))) {
      numbered(row);
      read.push({
        row,
        parts: inCell.parts,
        oz: inCell.parts.join("."),
        kind: { row: "section" },
        short: inCell.title,
        long: "",
        texts: [],
      });
      continue;
    }
    // A sentence in the number column ("Aufgestellt: München, 1.11.2026") under the table is text, not a bad OZ.
    // A word of three letters tells it from a mistyped number ("01 0010"), which stays an error.
    const sentence =
      oz &&
      !oz.ok &&
      oz.reason === "characters" &&
      /\s/.test(oz.text) &&
      /\p{L}{3}/u.test(oz.text) &&
      !hasFigures;
    // Our own workbook repeats the item number on the rows that continue a long text.
    if (!oz || sentence || kind.row === "text") {
      const words = [sentence ? oz.text : "", short, long].filter(Boolean).join("\n");
      if (hasFigures) sum();
      else if (words && read.length > 0) {
        // Text under a sum row is no item's text: it closes a section or the LV, and the LV holds no such text.
        if (afterSum) leftOut.push(row);
        else {
          read[read.length - 1]?.texts.push(words);
          textRows.push({ row, apart: row > lastRead + 1 });
          if (sheet.hiddenRows.has(row)) hidden.push(row);
        }
        lastRead = row;
      }
      continue;
    }
    // A sum row that names itself in the number column ("Summe Titel 1") and states only a total.
    const sumRow = ["qty", "unit", "price"].every((column) => !textOf(at(column as ImportColumn)?.cell));
    if (!oz.ok && sumRow && cellNumber(at("total")?.cell)?.ok) {
      sum();
      continue;
    }
    if (!oz.ok) {
      problem(
        "import_oz_invalid",
        { cell: ozCell?.name ?? "", value: quoted(oz.text), reason: oz.reason },
        "error",
      );
      continue;
    }
    if (oz.fromDate) problem("import_oz_from_date", { cell: ozCell?.name ?? "", oz: oz.text }, "warning");
    if (unknown.length > 0)
      problem("import_kind_unknown", { cell: at("kind")?.name ?? "", value: unknown.join(", ") }, "warning");
    const unit = text("unit");
    const figures = { quantity: number("qty"), price: number("price"), total: number("total") };
    if (sheet.hiddenRows.has(row)) hidden.push(row);
    numbered(row);
    read.push({
      row,
      parts: oz.parts,
      oz: oz.text,
      kind,
      short,
      long,
      texts: [],
      ...(note ? { note } : {}),
      ...(unit ? { unit } : {}),
      ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)),
    });
  }
  // Text after an empty row below the last item stands under the table (a place and date, a signature line).
  const apart = textRows.findIndex((text) => text.apart);
  const lastItem = read[read.length - 1];
  if (lastItem && apart >= 0) {
    const cut = new Set(textRows.slice(apart).map((text) => text.row));
    leftOut.push(...cut);
    lastItem.texts.splice(apart);
    hidden.splice(0, hidden.length, ...hidden.filter((row) => !cut.has(row)));
  }
  if (leftOut.length > 0)
    problem("import_text_left_out", { rows: rowList(leftOut), count: leftOut.length }, "warning");
  if (hidden.length > 0)
    problem("import_rows_hidden", { rows: rowList(hidden), count: hidden.length }, "warning");
  return read;
}

/** Row numbers as a reader scans them: "12–15, 30", runs joined, the first 20 runs. */
export function rowList(rows: readonly number[]): string {
  const runs: string[] = [];
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.length > 20 ? `${runs.slice(0, 20).join(", ")} …` : runs.join(", ");
}
