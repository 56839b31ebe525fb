import type { Locale } from "../issues.js";
import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import type { ImportColumn, TakenColumn } from "./types.js";

/** How far down the header row is looked for: the title block above it is a few dozen rows at most. */
const HEADER_SEARCH_ROWS = 200;

/** The columns of our own LV sheet an edit can be made in, by the index they stand at (0-based). */
export interface EditedColumns {
  oz: number;
  kind?: number;
  short?: number;
  long?: number;
  qty?: number;
  unit?: number;
  price?: number;
}

/** A cell's text as a person sees it; a number typed into a text column (an OZ "5") counts as its digits. */
export function cellText(cell: ReadCell | undefined): string {
  return cell?.kind === "text" || cell?.kind === "number" ? cell.value.trim() : "";
}

const TITLES: Array<[keyof EditedColumns, ImportColumn, (c: (typeof LABELS)["de"]["columns"]) => string]> = [
  ["oz", "oz", (c) => c.oz],
  ["kind", "kind", (c) => c.kind],
  ["short", "short", (c) => c.shortText],
  ["long", "long", (c) => c.longText],
  ["qty", "qty", (c) => c.quantity],
  ["unit", "unit", (c) => c.unit],
  ["price", "price", (c) => c.unitPrice],
];

/**
 * The header row and the columns an edit can be made in, found by the titles this project writes (in the
 * workbook's language or the other one), never by letter, so inserted or moved columns change nothing. A column
 * that is not there (deleted by the user) is one whose fields stay as the request has them.
 */
export function findEditedColumns(sheet: ReadSheet):
  | {
      header: number;
      columns: EditedColumns;
      taken: TakenColumn[];
      titles: Array<{ letter: string; title: string }>;
    }
  | undefined {
  const rows = [...sheet.rows].sort(([a], [b]) => a - b).filter(([n]) => n <= HEADER_SEARCH_ROWS);
  for (const lang of ["de", "en"] as Locale[]) {
    const c = LABELS[lang].columns;
    for (const [header, cells] of rows) {
      const find = (title: string) => {
        for (const [column, cell] of cells) if (cellText(cell) === title) return column;
        return undefined;
      };
      const oz = find(c.oz);
      // The OZ and short-text titles together are our header; either alone could be a word in the title block.
      if (oz === undefined || find(c.shortText) === undefined) continue;
      const columns: EditedColumns = { oz };
      const taken: TakenColumn[] = [];
      for (const [key, column, title] of TITLES) {
        const at = find(title(c));
        if (at === undefined) continue;
        columns[key] = at;
        taken.push({ column, letter: columnName(at), title: title(c) });
      }
      // Every title of the row, ours and any column the user added, for a caller that lets the columns be mapped.
      const titles = [...cells]
        .sort(([a], [b]) => a - b)
        .map(([column, cell]) => ({ letter: columnName(column), title: cellText(cell) }))
        .filter(({ title }) => title !== "");
      return { header, columns, taken, titles };
    }
  }
  return undefined;
}
