import { hasErrors, type Issue, type Locale } from "../issues.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { documentOf, totalOf } from "./document.js";
import { refuseTooPrecise } from "./figure-places.js";
import { type ColumnChoice, findHeader, type Header, titleText } from "./header.js";
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

/** The first row with anything in it and its titles: what a caller is shown to map the columns by. */
function firstRow(sheet: ReadSheet): Header {
  const [row, cells] = [...sheet.rows].sort(([a], [b]) => a - b)[0] ?? [1, new Map()];
  const titles = [...cells]
    .sort(([a], [b]) => a - b)
    .map(([index, cell]) => ({ letter: columnName(index), title: titleText(cell) }))
    .filter((title) => title.title !== "");
  return { row, titles, choices: [] };
}

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
      ? { row: 0, titles: [], choices: [...map].map(([column, index]) => ({ column, index, title: "" })) }
      : {
          ...firstRow(sheet),
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
  const rows = readRows(sheet, header.row, columns, issues);
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
  const bare = structure.items.filter(
    ({ item }) => (!item.quantity || !item.unit) && !item.flags.notApplicable,
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
      title: options.map.has(column) ? "" : titleText(sheet.rows.get(header.row)?.get(index)),
    }));
  return {
    ok: true,
    issues,
    value: {
      document: documentOf(structure, facts, { ...options, sheet: sheet.name }, issues),
      kind: kind ?? (template ? "template" : "foreign"),
      sheet: sheet.name,
      headerRow: header.row,
      columns: taken,
      titles: header.titles,
      summary: { sections: structure.sections, items: structure.items.length, total: totalOf(structure) },
    },
  };
}
