import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import { IMPORT_COLUMNS, type ImportColumn } from "./types.js";

/** How far down a sheet its title row is looked for: a title block above it is a dozen rows at most. */
export const HEADER_SEARCH_ROWS = 50;

/**
 * A title as compared: lower case, without what is in brackets ("EP (€)", "Menge [m²]"), currency words and every
 * character that is not a letter or digit, so "Pos.-Nr.", "Pos. Nr" and "POSNR" are one title.
 */
export function normalTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .replace(/\b(eur|euro|netto|net)\b/g, " ")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Titles planners give these columns, in German and English; our own workbook's titles are added below. */
const TITLES: Record<ImportColumn, string[]> = {
  oz: [
    "Pos.",
    "Pos.-Nr.",
    "Position",
    "Positionsnummer",
    "OZ",
    "Nr.",
    "Ordnungszahl",
    "Item no.",
    "Item",
    "No.",
  ],
  kind: ["Art", "Positionsart", "Pos.-Art", "Kennung", "Type", "Item type", "Kind", "Position type"],
  short: [
    "Kurztext",
    "Bezeichnung",
    "Leistung",
    "Text",
    "Short text",
    "Description",
    "Leistungsbeschreibung",
  ],
  long: ["Langtext", "Long text"],
  qty: ["Menge", "Quantity", "Qty", "Qty."],
  unit: ["ME", "Einheit", "Mengeneinheit", "Unit"],
  price: ["EP", "Einheitspreis", "Unit price", "Rate"],
  total: ["GP", "Gesamtpreis", "Total", "Total price", "Amount", "Betrag"],
};

const OWN: Record<ImportColumn, (columns: (typeof LABELS)["de"]["columns"]) => string> = {
  oz: (c) => c.oz,
  kind: (c) => c.kind,
  short: (c) => c.shortText,
  long: (c) => c.longText,
  qty: (c) => c.quantity,
  unit: (c) => c.unit,
  price: (c) => c.unitPrice,
  total: (c) => c.total,
};

/** Each normalised title and the column it names. */
const KNOWN = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) =>
    [...TITLES[column], OWN[column](LABELS.de.columns), OWN[column](LABELS.en.columns)].map(
      (title): [string, ImportColumn] => [normalTitle(title), column],
    ),
  ),
);

export function titleText(cell: ReadCell | undefined): string {
  return cell?.kind === "text" ? cell.value.trim() : "";
}

/** What one column of the LV is taken from, or why it cannot be told. */
export type ColumnChoice =
  | { column: ImportColumn; index: number; title: string }
  | { column: ImportColumn; unclear: "none" | "several"; candidates: string[] };

export interface Header {
  /** 1-based row of the titles. */
  row: number;
  titles: Array<{ letter: string; title: string }>;
  choices: ColumnChoice[];
}

/** The columns of a title row by what they hold, each with every cell whose title names it. */
function candidates(cells: ReadonlyMap<number, ReadCell>): Map<ImportColumn, number[]> {
  const found = new Map<ImportColumn, number[]>();
  for (const [index, cell] of [...cells].sort(([a], [b]) => a - b)) {
    const column = KNOWN.get(normalTitle(titleText(cell)));
    if (column) found.set(column, [...(found.get(column) ?? []), index]);
  }
  return found;
}

/**
 * The title row: the first of the sheet's first rows with an item-number title and a short-text title; without
 * one, the first with any known title, so a caller can be asked for the mapping. Columns the map names are taken as
 * it says; a detected column on a letter the map gave to another is dropped.
 */
export function findHeader(sheet: ReadSheet, map: ReadonlyMap<ImportColumn, number>): Header | undefined {
  const rows = [...sheet.rows].filter(([n]) => n <= HEADER_SEARCH_ROWS).sort(([a], [b]) => a - b);
  const scored = rows.map(([row, cells]) => ({ row, cells, found: candidates(cells) }));
  const chosen =
    scored.find(({ found }) => found.has("oz") && found.has("short")) ??
    scored.find(({ found }) => found.size > 0 && (found.has("oz") || found.has("short") || found.size > 1));
  if (!chosen) return undefined;
  const { row, cells, found } = chosen;
  const mapped = new Set(map.values());
  const choices = IMPORT_COLUMNS.flatMap((column): ColumnChoice[] => {
    const given = map.get(column);
    if (given !== undefined) return [{ column, index: given, title: titleText(cells.get(given)) }];
    const indexes = (found.get(column) ?? []).filter((index) => !mapped.has(index));
    const describe = (index: number) => `${columnName(index)}: ${titleText(cells.get(index))}`;
    if (indexes.length === 1 && indexes[0] !== undefined)
      return [{ column, index: indexes[0], title: titleText(cells.get(indexes[0])) }];
    if (indexes.length > 1) return [{ column, unclear: "several", candidates: indexes.map(describe) }];
    return column === "oz" || column === "short" ? [{ column, unclear: "none", candidates: [] }] : [];
  });
  const titles = [...cells]
    .sort(([a], [b]) => a - b)
    .map(([index, cell]) => ({ letter: columnName(index), title: titleText(cell) }))
    .filter((title) => title.title !== "");
  return { row, titles, choices };
}
