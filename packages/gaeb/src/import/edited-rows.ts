import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { LABELS } from "../xlsx/labels.js";
import { cellText, type EditedColumns } from "./edited-columns.js";

/** What a row of our LV sheet stands for, told by its Art cell as the workbook writes it (`xlsx/sheet-layout.ts`). */
export type RowRole =
  | "section"
  | "item"
  | "markupItem"
  | "subDescription"
  | "remark"
  | "executionDescription"
  | "preamble"
  | "closing";

export interface EditedRow {
  /** 1-based row number in the sheet. */
  row: number;
  oz: string;
  /** The OZ cell holds a number: a spreadsheet took what was typed for a number or a date. */
  ozIsNumber?: true;
  role: RowRole;
  /** The Art cell as it stands. */
  kind: string;
  /** Undefined where the sheet has no such column. */
  short?: string;
  /** The long text of this row and of its continuation rows, in row order; undefined without the column. */
  long?: string[];
  quantity?: ReadCell;
  unit?: string;
  price?: ReadCell;
}

const both = <T>(pick: (kinds: (typeof LABELS)["de"]["kinds"]) => T): T[] => [
  pick(LABELS.de.kinds),
  pick(LABELS.en.kinds),
];

const CONTINUED = new Set(both((k) => k.continued));

/** Art words that name a role of their own; an item's Art holds its kinds and flags instead. */
const ROLE_WORDS: Array<[RowRole, string[]]> = [
  ["section", both((k) => [k.section, k.lot]).flat()],
  ["markupItem", both((k) => k.markup)],
  ["subDescription", both((k) => k.subDescription)],
  ["remark", both((k) => k.remark)],
  ["executionDescription", both((k) => k.executionDescription)],
  ["preamble", both((k) => k.preamble)],
  ["closing", both((k) => k.closing)],
];

/** The role an Art cell names: a section's first word is its level ("Bereich, entfällt"), others stand alone. */
export function roleOf(kind: string): RowRole | undefined {
  const first = kind.split(",")[0]?.trim() ?? "";
  for (const [role, words] of ROLE_WORDS) if (words.includes(first)) return role;
  return undefined;
}

/** The text roles: they have no OZ of their own (an execution description may have its number in the OZ cell). */
export const TEXT_ROLES = new Set<RowRole>(["remark", "executionDescription", "preamble", "closing"]);

/**
 * The rows below the header that stand for an entry, each with the long text of its continuation rows. A
 * continuation row belongs to the nearest row above it with the same OZ cell (an item's continuations repeat its
 * OZ), which a stable sort by any column keeps together, so a sorted sheet reads as the unsorted one. Rows
 * without OZ and without a text role (totals, empty rows) are left aside.
 */
export function readEditedRows(sheet: ReadSheet, header: number, columns: EditedColumns): EditedRow[] {
  const rows: EditedRow[] = [];
  const lastByOz = new Map<string, EditedRow>();
  const at = (cells: ReadonlyMap<number, ReadCell>, column: number | undefined) =>
    column === undefined ? undefined : cells.get(column);
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row <= header) continue;
    const oz = cellText(at(cells, columns.oz));
    const kind = cellText(at(cells, columns.kind));
    const long = columns.long === undefined ? undefined : longTextOf(at(cells, columns.long));
    if (CONTINUED.has(kind)) {
      const owner = lastByOz.get(oz);
      if (owner?.long && long !== undefined) owner.long.push(long);
      continue;
    }
    const named = roleOf(kind);
    const role: RowRole | undefined = oz.includes("/")
      ? "subDescription"
      : (named ?? (oz ? "item" : undefined));
    if (!role) continue;
    const quantity = at(cells, columns.qty);
    const price = at(cells, columns.price);
    const entry: EditedRow = {
      row,
      oz,
      ...(at(cells, columns.oz)?.kind === "number" ? { ozIsNumber: true as const } : {}),
      role,
      kind,
      ...(columns.short === undefined ? {} : { short: cellText(at(cells, columns.short)) }),
      ...(long === undefined ? {} : { long: [long] }),
      ...(quantity ? { quantity } : {}),
      ...(columns.unit === undefined ? {} : { unit: cellText(at(cells, columns.unit)) }),
      ...(price ? { price } : {}),
    };
    rows.push(entry);
    lastByOz.set(oz, entry);
  }
  return rows;
}

/** A long-text cell's text with its line ends as a spreadsheet may save them ("\r\n") made plain "\n". */
function longTextOf(cell: ReadCell | undefined): string {
  return cell?.kind === "text" || cell?.kind === "number" ? cell.value.replace(/\r\n?/g, "\n") : "";
}
