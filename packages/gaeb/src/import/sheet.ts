import { hasErrors, type Issue, type Locale } from "../issues.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { documentOf, totalOf } from "./document.js";
import { refuseTooPrecise } from "./figure-places.js";
import { type ColumnChoice, findHeader, type Header, likelyTitleRow } from "./header.js";
import { kindsInNotes, notesLeftOut } from "./notes-column.js";
import { readRows } from "./rows.js";
import { buildStructure } from "./structure.js";
import { readTitleBlock } from "./title-block.js";
import type { ImportColumn, ImportPhase, ImportResult, TakenColumn, WorkbookKind } from "./types.js";

/** The options as checked: the map as column indexes. */
export interface SheetOptions {
  fileName: string;
  map: ReadonlyMap<ImportColumn, number>;
  phase: ImportPhase;
  project?: string;
  /** The bidder's name, for an offer (84). */
  bidder?: string;
  lang: Locale;
}

/** How many items a "no quantity or unit" warning names before it only counts the rest. */
const LISTED_ITEMS = 30;

/**
 * The title row and the columns, or the request for a mapping: where the item number or short-text column cannot
 * be told (no title or several fit), the caller is asked rather than one guessed.
 */
function columnsOf(
  sheet: ReadSheet,
  map: ReadonlyMap<ImportColumn, number>,
  issues: Issue[],
): { header: Header; columns: Map<ImportColumn, number> } | ImportResult {
  const given = map.has("oz") && map.has("short");
  const header =
    findHeader(sheet, map) ??
    (given
      ? {
          row: 0,
          lastRow: 0,
          titles: [],
          choices: [...map].map(([column, index]) => ({ column, index, title: "" })),
          notes: [],
        }
      : {
          ...likelyTitleRow(sheet),
          choices: (["oz", "short"] as const).map((column): ColumnChoice => {
            const index = map.get(column);
            return index === undefined
              ? { column, unclear: "none", candidates: [] }
              : { column, index, title: "" };
          }),
        });
  const columns = new Map<ImportColumn, number>();
  for (const choice of header.choices) {
    if ("index" in choice) columns.set(choice.column, choice.index);
    else
      issues.push({
        code: "import_columns_unclear",
        severity: "error",
        params: {
          sheet: sheet.name,
          row: header.row,
          column: choice.column,
          reason: choice.unclear,
          candidates: choice.candidates.join(", "),
        },
      });
  }
  if (!hasErrors(issues)) return { header, columns };
  const certain = header.choices.flatMap((choice) =>
    "index" in choice
      ? [{ column: choice.column, letter: columnName(choice.index), title: choice.title }]
      : [],
  );
  return {
    ok: false,
    issues,
    mapping: { sheet: sheet.name, headerRow: header.row, titles: header.titles, columns: certain },
  };
}

/** The title a column was taken by: its sub-title where the titles take two rows. */
function titleOf(header: Header, index: number): string {
  return header.titles.find((title) => title.letter === columnName(index))?.title ?? "";
}

/** Reads one sheet as an LV: its title row, title block, sections and items. */
export function importSheet(
  sheet: ReadSheet,
  options: SheetOptions,
  issues: Issue[],
  kind?: WorkbookKind,
): ImportResult {
  const located = columnsOf(sheet, options.map, issues);
  if ("ok" in located) return located;
  const { header, columns } = located;
  const fail = (): ImportResult => ({ ok: false, issues });
  const { facts, template } = readTitleBlock(sheet, header.row, issues);
  // A notes column ("Bemerkung") is read for kinds where no column is titled so and it names some.
  const guessed = columns.has("kind") ? undefined : kindsInNotes(sheet, header, columns);
  if (guessed !== undefined) columns.set("kind", guessed);
  const rows = readRows(sheet, header.lastRow, columns, issues, { kindsAmongNotes: guessed !== undefined });
  if (rows) refuseTooPrecise(rows, columns, sheet.name, options.phase, issues);
  if (!rows || hasErrors(issues)) return fail();
  const structure = buildStructure(rows, sheet.name, options.phase === "84", issues);
  if (!structure) return fail();
  if (structure.items.length === 0) {
    issues.push({
      code: "import_no_items",
      severity: "error",
      params: { sheet: sheet.name, row: header.row },
    });
    return fail();
  }
  if (guessed !== undefined) notesLeftOut(sheet, header, guessed, rows, issues);
  // An item that does not apply, and one whose quantity the bidder gives (freie Menge), is tendered without one.
  const bare = structure.items.filter(
    ({ item }) =>
      (!item.quantity || !item.unit) && !item.flags.notApplicable && !item.flags.quantityToBeDetermined,
  );
  if (bare.length > 0)
    issues.push({
      code: "import_quantity_missing",
      severity: "warning",
      params: {
        sheet: sheet.name,
        count: bare.length,
        items: bare
          .slice(0, LISTED_ITEMS)
          .map(({ item, row }) => `${item.oz}@${row.row}`)
          .join(", "),
        more: Math.max(0, bare.length - LISTED_ITEMS),
      },
    });
  const taken: TakenColumn[] = [...columns]
    .sort(([, a], [, b]) => a - b)
    .map(([column, index]) => ({
      column,
      letter: columnName(index),
      title: options.map.has(column) ? "" : titleOf(header, index),
      ...(index === guessed ? { guessed: true as const } : {}),
    }));
  const takenLetters = new Set(taken.map((column) => column.letter));
  const untaken = header.titles.filter((title) => !takenLetters.has(title.letter));
  return {
    ok: true,
    issues,
    value: {
      document: documentOf(structure, facts, { ...options, sheet: sheet.name }, issues),
      kind: kind ?? (template ? "template" : "foreign"),
      sheet: sheet.name,
      headerRow: header.row,
      columns: taken,
      untaken,
      titles: header.titles,
      summary: { sections: structure.sections, items: structure.items.length, total: totalOf(structure) },
    },
  };
}
