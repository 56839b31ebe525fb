import type { Issue } from "../issues.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import type { Header } from "./header.js";
import { titleText } from "./header.js";
import { readKindWords } from "./kinds.js";
import { ozOf } from "./oz-text.js";
import { type NumberedRow, rowList } from "./rows.js";
import type { ImportColumn } from "./types.js";

/** A cell that names a kind: a flag or a Wahl role, before or beside a note ("Pauschal – siehe Plan A-101"). */
function namesKind(text: string): boolean {
  const { kind } = readKindWords(text);
  return kind.row === "item" && (Object.values(kind.flags).some(Boolean) || kind.group !== undefined);
}

/**
 * The notes column ("Bemerkung", "Hinweis", "Remark") that holds the items' kinds where no column is titled so: of
 * those whose item rows name a kind at least once, the one naming most. Undefined where none does: the column is
 * notes, not taken, and said to be so.
 */
export function kindsInNotes(
  sheet: ReadSheet,
  header: Header,
  columns: ReadonlyMap<ImportColumn, number>,
): number | undefined {
  const oz = columns.get("oz");
  if (oz === undefined || header.notes.length === 0) return undefined;
  const counts = new Map<number, number>();
  for (const [row, cells] of sheet.rows) {
    if (row <= header.lastRow || !ozOf(cells.get(oz))?.ok) continue;
    for (const index of header.notes)
      if (namesKind(titleText(cells.get(index)))) counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [index, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = index;
  return best;
}

/** Says which rows of a notes column read for kinds hold notes besides, which the LV does not carry. */
export function notesLeftOut(
  sheet: ReadSheet,
  header: Header,
  index: number,
  rows: readonly NumberedRow[],
  issues: Issue[],
): void {
  const noted = rows.filter((row) => row.note).map((row) => row.row);
  if (noted.length === 0) return;
  issues.push({
    code: "import_notes_left_out",
    severity: "warning",
    params: {
      sheet: sheet.name,
      letter: columnName(index),
      title: header.titles.find((title) => title.letter === columnName(index))?.title ?? "",
      rows: rowList(noted),
      count: noted.length,
    },
  });
}
