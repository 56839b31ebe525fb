import type { Issue } from "../issues.js";
import type {
  AdditionalText,
  BreakdownLevel,
  Entry,
  Item,
  MarkupItem,
  Section,
  TextEntry,
} from "../model.js";
import { columnName } from "../xlsx/column-letters.js";
import { type MaskedOz, maskExample, maskedItem, maskedSection } from "./edited-mask.js";
import type { EditedRow } from "./edited-rows.js";

export type Numbered = Section | Item | MarkupItem;

/** A row with an OZ the request does not have: a new section, item or markup item, read against the mask. */
export interface NewRow {
  row: EditedRow;
  masked: MaskedOz;
}

/** Which row stands for which entry of the request; what has no row was deleted. */
export interface Matches {
  numbered: Map<Numbered, EditedRow>;
  added: NewRow[];
  /** Sub-description rows by their item's OZ (as the mask writes it) and their number. */
  subs: Map<string, Map<string, EditedRow>>;
  texts: Map<TextEntry, EditedRow>;
  preamble: Map<AdditionalText, EditedRow>;
  closing: Map<AdditionalText, EditedRow>;
}

export interface MatchContext {
  sheet: string;
  ozColumn: number;
  breakdown: readonly BreakdownLevel[];
  issues: Issue[];
}

function* walk(entries: readonly Entry[]): Generator<Entry> {
  for (const entry of entries) {
    yield entry;
    if (entry.kind === "section") yield* walk(entry.children);
  }
}

const cellsOf = (rows: readonly EditedRow[], context: MatchContext) =>
  rows.map((row) => `${columnName(context.ozColumn)}${row.row}`).join(", ");

function duplicate(oz: string, rows: readonly EditedRow[], context: MatchContext): void {
  context.issues.push({
    code: "import_oz_duplicate",
    severity: "error",
    path: oz,
    params: { sheet: context.sheet, oz, cells: cellsOf(rows, context) },
  });
}

/**
 * Whether a new row is a section: its Art says so (or says it is something else); left empty, a row without
 * quantity and unit whose OZ could be a section's is one, as sections are in any spreadsheet.
 */
function isNewSection(row: EditedRow, breakdown: readonly BreakdownLevel[]): boolean {
  if (row.role === "section") return true;
  if (row.kind !== "") return false;
  const figures = (row.quantity && row.quantity.value.trim() !== "") || (row.unit ?? "") !== "";
  return !figures && maskedSection(breakdown, row.oz) !== undefined;
}

/**
 * Pairs every row with an OZ to the request's entry of that OZ (a request that numbers n entries alike pairs its
 * n rows in order, as the workbook wrote them), so sorted or moved rows pair the same. An OZ typed without its
 * zeros ("1.2.10") is the mask's ("01.02.0010"). More rows than entries of an OZ is a duplicate, refused with its
 * cells; an OZ the request does not have is a new entry, refused where it does not fit the mask.
 */
export function matchRows(
  body: readonly Entry[],
  texts: { preamble: readonly AdditionalText[]; closing: readonly AdditionalText[] },
  rows: readonly EditedRow[],
  context: MatchContext,
): Matches {
  const byOz = new Map<string, Numbered[]>();
  const textEntries: TextEntry[] = [];
  for (const entry of walk(body)) {
    if (entry.kind === "section" || entry.kind === "item" || entry.kind === "markupItem")
      byOz.set(entry.oz, [...(byOz.get(entry.oz) ?? []), entry]);
    else textEntries.push(entry);
  }
  const matches: Matches = {
    numbered: new Map(),
    added: [],
    subs: new Map(),
    texts: new Map(),
    preamble: new Map(),
    closing: new Map(),
  };
  const groups = new Map<string, { rows: EditedRow[]; masked?: MaskedOz }>();
  const subRows = new Map<string, EditedRow[]>();
  const pending: EditedRow[] = [];
  const add = (key: string, row: EditedRow, masked?: MaskedOz) => {
    const group = groups.get(key) ?? { rows: [], ...(masked ? { masked } : {}) };
    group.rows.push(row);
    groups.set(key, group);
  };
  for (const row of rows) {
    if (row.role === "section" || row.role === "item" || row.role === "markupItem") {
      if (byOz.has(row.oz)) add(row.oz, row);
      else pending.push(row);
    }
  }
  // New sections first, so that new items (typed with or without their zeros) find them.
  const sectionOzs = new Set([...byOz].filter(([, list]) => list[0]?.kind === "section").map(([oz]) => oz));
  const newSections = new Set(pending.filter((row) => isNewSection(row, context.breakdown)));
  for (const row of newSections) {
    const masked = maskedSection(context.breakdown, row.oz);
    if (masked) sectionOzs.add(masked.oz);
    add(masked?.oz ?? row.oz, row, masked);
  }
  for (const row of pending) {
    if (newSections.has(row)) continue;
    const masked = maskedItem(context.breakdown, row.oz, (oz) => sectionOzs.has(oz));
    // An OZ typed without its zeros may be an entry the request has: the row is that entry's.
    const key = masked?.oz ?? row.oz;
    add(key, row, byOz.has(key) ? undefined : masked);
  }
  for (const row of rows) {
    if (row.role !== "subDescription") continue;
    const [itemOz = "", number = ""] = row.oz.split("/").map((part) => part.trim());
    const item = byOz.has(itemOz)
      ? itemOz
      : (maskedItem(context.breakdown, itemOz, (oz) => sectionOzs.has(oz))?.oz ?? itemOz);
    const key = `${item}/${number}`;
    subRows.set(key, [...(subRows.get(key) ?? []), row]);
  }
  for (const [oz, group] of groups) {
    const entries = byOz.get(oz) ?? [];
    if (group.rows.length > entries.length && (entries.length > 0 || group.rows.length > 1)) {
      duplicate(oz, group.rows, context);
      continue;
    }
    group.rows.forEach((row, i) => {
      const entry = entries[i];
      if (entry) matches.numbered.set(entry, row);
    });
    if (entries.length > 0) continue;
    const [row] = group.rows;
    if (!row) continue;
    if (!group.masked) {
      context.issues.push({
        code: "import_oz_outside_mask",
        severity: "error",
        path: row.oz,
        params: {
          sheet: context.sheet,
          oz: row.oz,
          cell: `${columnName(context.ozColumn)}${row.row}`,
          mask: maskExample(context.breakdown),
          ...(row.ozIsNumber ? { typed: "number" } : {}),
        },
      });
      continue;
    }
    matches.added.push({ row, masked: group.masked });
  }
  for (const [key, list] of subRows) {
    if (list.length > 1) {
      duplicate(key, list, context);
      continue;
    }
    const [item = "", number = ""] = key.split("/");
    const row = list[0];
    if (!row) continue;
    const subs = matches.subs.get(item) ?? new Map<string, EditedRow>();
    subs.set(number, row);
    matches.subs.set(item, subs);
  }
  const byRole = (role: EditedRow["role"]) => rows.filter((row) => row.role === role);
  pairTexts(
    textEntries,
    rows.filter((row) => row.role === "remark" || row.role === "executionDescription"),
    (entry) => `${entry.kind}\u0000${entry.number ?? ""}\u0000${entry.shortText.trim()}`,
    (row) => `${row.role}\u0000${row.oz}\u0000${row.short ?? ""}`,
    (entry) => entry.kind,
    (row) => row.role,
    matches.texts,
    context,
  );
  const outline = (text: AdditionalText) => text.outline.trim();
  const shortOf = (row: EditedRow) => row.short ?? "";
  const same = () => "";
  pairTexts(texts.preamble, byRole("preamble"), outline, shortOf, same, same, matches.preamble, context);
  pairTexts(texts.closing, byRole("closing"), outline, shortOf, same, same, matches.closing, context);
  return matches;
}

/**
 * Texts have no OZ: a row is paired with the text it reads as (the n-th alike with the n-th), then the rows left
 * (texts the user changed) with the texts left of their kind, in order. A text row beyond them has no place in
 * the LV; it is left out and said so. Queues by key keep this one pass however many rows there are.
 */
function pairTexts<T>(
  entries: readonly T[],
  rows: readonly EditedRow[],
  keyOf: (entry: T) => string,
  rowKey: (row: EditedRow) => string,
  classOf: (entry: T) => string,
  rowClass: (row: EditedRow) => string,
  into: Map<T, EditedRow>,
  context: MatchContext,
): void {
  type Queue = { rows: EditedRow[]; next: number };
  const queue = (list: Map<string, Queue>, key: string, row: EditedRow) => {
    const found = list.get(key);
    if (found) found.rows.push(row);
    else list.set(key, { rows: [row], next: 0 });
  };
  const byKey = new Map<string, Queue>();
  for (const row of rows) queue(byKey, rowKey(row), row);
  const taken = new Set<EditedRow>();
  const take = (list: Queue | undefined): EditedRow | undefined => {
    while (list && list.next < list.rows.length) {
      const row = list.rows[list.next++] as EditedRow;
      if (!taken.has(row)) {
        taken.add(row);
        return row;
      }
    }
    return undefined;
  };
  for (const entry of entries) {
    const row = take(byKey.get(keyOf(entry)));
    if (row) into.set(entry, row);
  }
  const byClass = new Map<string, Queue>();
  for (const row of rows) if (!taken.has(row)) queue(byClass, rowClass(row), row);
  for (const entry of entries) {
    if (into.has(entry)) continue;
    const row = take(byClass.get(classOf(entry)));
    if (row) into.set(entry, row);
  }
  for (const row of rows)
    if (!taken.has(row))
      context.issues.push({
        code: "import_edited_text_unplaced",
        severity: "warning",
        params: { sheet: context.sheet, row: row.row, text: row.short ?? "" },
      });
}
