import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import { ozOf } from "./oz-text.js";
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

/**
 * Titles of a column planners fill with notes or with kinds ("Bemerkung": "Pauschal", "siehe Plan A-101"): which of
 * the two it holds is told by what it says (`sheet.ts`), never by its title alone.
 */
const NOTE_TITLES = new Set(
  [
    "Bemerkung",
    "Bemerkungen",
    "Hinweis",
    "Hinweise",
    "Anmerkung",
    "Anmerkungen",
    "Remark",
    "Remarks",
    "Note",
    "Notes",
    "Comment",
    "Comments",
  ].map(normalTitle),
);

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
  /** 1-based row of the titles (the first, where they take two rows). */
  row: number;
  /** The last row of the titles: the data starts below it. */
  lastRow: number;
  titles: Array<{ letter: string; title: string }>;
  choices: ColumnChoice[];
  /** Columns titled as notes ("Bemerkung"), by index: they may hold the kinds where no column is titled so. */
  notes: number[];
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

type Row = [number, ReadonlyMap<number, ReadCell>];

/** The rows a title row is looked for in, in order. */
function firstRows(sheet: ReadSheet): Row[] {
  return [...sheet.rows].filter(([n]) => n <= HEADER_SEARCH_ROWS).sort(([a], [b]) => a - b);
}

/**
 * The titles as one row where they take two: a second row whose titles name columns ("Kurztext | Langtext" under
 * "Leistungsbeschreibung", "EP | GP" under "Preise in EUR") and that holds no item number gives each column its
 * sub-title; a column without one keeps the title above (a title merged over both rows stands in the first).
 */
function withSubTitles(first: Row, next: Row | undefined): { cells: Map<number, ReadCell>; lastRow: number } {
  const cells = new Map(first[1]);
  if (!next || next[0] !== first[0] + 1 || candidates(next[1]).size === 0)
    return { cells, lastRow: first[0] };
  const numbered = [...next[1].values()].some(
    (cell) => ozOf(cell)?.ok && /\d/.test(titleText(cell) || cell.value),
  );
  if (numbered) return { cells, lastRow: first[0] };
  for (const [index, cell] of next[1]) if (KNOWN.has(normalTitle(titleText(cell)))) cells.set(index, cell);
  return { cells, lastRow: next[0] };
}

/**
 * The title row where a map names the item-number column: the row above the first row whose mapped number cell
 * holds an item number (with a digit: a heading is no number) that has text in a mapped column, whatever its
 * titles say; the data starts below it.
 */
function mappedTitleRow(rows: readonly Row[], map: ReadonlyMap<ImportColumn, number>): Row | undefined {
  const oz = map.get("oz");
  if (oz === undefined) return undefined;
  const first = rows.findIndex(([, cells]) => {
    const parsed = ozOf(cells.get(oz));
    return parsed?.ok === true && /\d/.test(parsed.text);
  });
  if (first <= 0) return undefined;
  const mapped = [...map.values()];
  for (let i = first - 1; i >= 0; i -= 1) {
    const row = rows[i] as Row;
    if (mapped.some((index) => titleText(row[1].get(index)) !== "")) return row;
  }
  return undefined;
}

/** Every titled cell of a row by letter, as a caller is shown them. */
function titlesOf(cells: ReadonlyMap<number, ReadCell>): Header["titles"] {
  return [...cells]
    .sort(([a], [b]) => a - b)
    .map(([index, cell]) => ({ letter: columnName(index), title: titleText(cell) }))
    .filter((title) => title.title !== "");
}

/**
 * The row a caller is asked to map the columns by where no title is known: of the sheet's first rows, the one with
 * the most titled cells (a heading above the table has one or two).
 */
export function likelyTitleRow(sheet: ReadSheet): Header {
  let best: Row | undefined;
  let most = 0;
  for (const row of firstRows(sheet)) {
    const count = titlesOf(row[1]).length;
    if (count > most) [best, most] = [row, count];
  }
  const [row, cells] = best ?? [1, new Map<number, ReadCell>()];
  return { row, lastRow: row, titles: titlesOf(cells), choices: [], notes: [] };
}

/**
 * The title row: the first of the sheet's first rows with an item-number title and a short-text title; without one,
 * where a map names the item-number column, the row above the data (`mappedTitleRow`), else the first with any
 * known title, so a caller can be asked for the mapping. Columns the map names are taken as it says; a detected
 * column on a letter the map gave to another is dropped.
 */
export function findHeader(sheet: ReadSheet, map: ReadonlyMap<ImportColumn, number>): Header | undefined {
  const rows = firstRows(sheet);
  const scored = rows.map((row) => ({ row, found: candidates(row[1]) }));
  const named = scored.find(({ found }) => found.has("oz") && found.has("short"))?.row;
  // Titles that name the number and the short text are the title row, map or not; a map finds the one they don't.
  const mapped = named ? undefined : mappedTitleRow(rows, map);
  const chosen =
    named ??
    mapped ??
    scored.find(({ found }) => found.size > 0 && (found.has("oz") || found.has("short") || found.size > 1))
      ?.row;
  if (!chosen) return undefined;
  const { cells, lastRow } = mapped
    ? { cells: new Map(mapped[1]), lastRow: lastDataRowAbove(rows, mapped, map) }
    : withSubTitles(chosen, rows[rows.indexOf(chosen) + 1]);
  const found = candidates(cells);
  const taken = new Set(map.values());
  const choices = IMPORT_COLUMNS.flatMap((column): ColumnChoice[] => {
    const given = map.get(column);
    if (given !== undefined) return [{ column, index: given, title: titleText(cells.get(given)) }];
    const indexes = (found.get(column) ?? []).filter((index) => !taken.has(index));
    const describe = (index: number) => `${columnName(index)}: ${titleText(cells.get(index))}`;
    if (indexes.length === 1 && indexes[0] !== undefined)
      return [{ column, index: indexes[0], title: titleText(cells.get(indexes[0])) }];
    if (indexes.length > 1) return [{ column, unclear: "several", candidates: indexes.map(describe) }];
    return column === "oz" || column === "short" ? [{ column, unclear: "none", candidates: [] }] : [];
  });
  const notes = found.has("kind")
    ? []
    : [...cells]
        .filter(([index, cell]) => !taken.has(index) && NOTE_TITLES.has(normalTitle(titleText(cell))))
        .map(([index]) => index)
        .sort((a, b) => a - b);
  return { row: chosen[0], lastRow, titles: titlesOf(cells), choices, notes };
}

/** The row above the first data row, where a map placed the title row: the rows between belong to neither. */
function lastDataRowAbove(rows: readonly Row[], title: Row, map: ReadonlyMap<ImportColumn, number>): number {
  const oz = map.get("oz") as number;
  const data = rows.find(([row, cells]) => row > title[0] && ozOf(cells.get(oz))?.ok);
  return data ? data[0] - 1 : title[0];
}
