import { Decimal } from "../decimal.js";
import type { Issue, Locale } from "../issues.js";
import { emptyFlags } from "../legacy.js";
import type { Item, MarkupItem, Section, SubDescription } from "../model.js";
import { readMarkupRate, TypedCells } from "../workbook/typed-cells.js";
import { cellNumber, cellRate } from "../workbook/typed-number.js";
import type { ReadCell } from "../workbook/xlsx-reader.js";
import { itemTotal } from "../x84/figures.js";
import { columnName } from "../xlsx/column-letters.js";
import { itemKinds } from "../xlsx/item-rows.js";
import { LABELS } from "../xlsx/labels.js";
import type { EditedColumns } from "./edited-columns.js";
import type { MaskedOz } from "./edited-mask.js";
import type { EditedRow } from "./edited-rows.js";
import { editedLongText, editedShortText, paragraphs } from "./edited-texts.js";
import { tooPrecise } from "./figure-places.js";
import { readKinds } from "./kinds.js";
import type { ImportPhase } from "./types.js";

export interface EditContext {
  sheet: string;
  lang: Locale;
  phase: ImportPhase;
  columns: EditedColumns;
  /** Item numbers by ID, as the workbook names references. */
  ozOf: (id: string) => string | undefined;
  issues: Issue[];
}

const NOWHERE = { line: 0, column: 0 };

/**
 * A number cell of a row: undefined where the sheet has no such column (the field stays), `null` where the cell
 * is empty (the field is removed), a refusal naming the cell where it holds no number or more decimals than GAEB.
 */
function numberAt(
  cell: ReadCell | undefined,
  column: number | undefined,
  row: EditedRow,
  context: EditContext,
): Decimal | null | undefined {
  if (column === undefined) return undefined;
  const typed = cellNumber(cell);
  if (!typed) return null;
  const where = {
    sheet: context.sheet,
    cell: `${columnName(column)}${row.row}`,
    column: column === context.columns.price ? ("price" as const) : ("qty" as const),
    oz: row.oz,
  };
  if (typed.ok && typed.value.compare(Decimal.zero) >= 0) {
    const refused = tooPrecise(typed.value, where);
    if (!refused) return typed.value;
    context.issues.push(refused);
    return undefined;
  }
  context.issues.push({
    code: "import_number_invalid",
    severity: "error",
    path: row.oz,
    params: {
      sheet: where.sheet,
      cell: where.cell,
      column: where.column,
      value: typed.ok ? typed.value.toPlainString() : (cell?.value ?? ""),
      reason: typed.ok ? "negative" : typed.reason,
    },
  });
  return undefined;
}

/** The figure an edit leaves: the old one (with its own decimals) where the cell holds the same value. */
function figure(before: Decimal | undefined, typed: Decimal | null | undefined): Decimal | undefined {
  if (typed === undefined) return before;
  if (typed === null) return undefined;
  return before?.equals(typed) ? before : typed;
}

const sameFigure = (a: Decimal | undefined, b: Decimal | undefined) => (a && b ? a.equals(b) : !a && !b);

/** Sets or leaves out an optional field, so an absent one stays absent (not `undefined`). */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

const unitOf = (before: string | undefined, row: EditedRow, columns: EditedColumns) => {
  if (columns.unit === undefined) return before;
  const typed = row.unit ?? "";
  if (typed === (before ?? "").trim()) return before;
  return typed === "" ? undefined : typed;
};

/**
 * An item with the row's edits: texts, quantity, unit, kinds and (in an offer) unit price. Everything the row
 * does not show (ID, price components, references, bidder comments) stays. `figuresChanged` says whether a total
 * built on it can stand.
 */
export function editItem(
  item: Item,
  row: EditedRow,
  subs: ReadonlyMap<string, EditedRow> | undefined,
  context: EditContext,
): { item: Item; figuresChanged: boolean } {
  const { columns } = context;
  const edited: Item = {
    ...item,
    shortText: editedShortText(item.shortText, row.short),
    longText: editedLongText(item.longText, row.long, context.lang),
    subDescriptions: editSubs(item.subDescriptions, subs, context),
  };
  put(edited, "quantity", figure(item.quantity, numberAt(row.quantity, columns.qty, row, context)));
  put(edited, "unit", unitOf(item.unit, row, columns));
  if (context.phase === "84")
    put(edited, "unitPrice", figure(item.unitPrice, numberAt(row.price, columns.price, row, context)));
  if (columns.kind !== undefined && row.kind !== itemKinds(item, LABELS[context.lang], context.ozOf)) {
    const read = readKinds(row.kind, item);
    if (!read)
      context.issues.push({
        code: "import_kind_unknown",
        severity: "warning",
        path: item.oz,
        params: {
          sheet: context.sheet,
          cell: `${columnName(columns.kind)}${row.row}`,
          value: row.kind,
          kept: "previous",
        },
      });
    else {
      edited.flags = read.flags;
      if (!read.reference) delete edited.reference;
      if (!read.changeOrder) delete edited.changeOrder;
      if (read.breakdown) edited.breakdownDemanded = true;
      else delete edited.breakdownDemanded;
    }
  }
  const figuresChanged =
    !sameFigure(item.quantity, edited.quantity) ||
    !sameFigure(item.unitPrice, edited.unitPrice) ||
    edited.flags.lumpSum !== item.flags.lumpSum;
  if (figuresChanged || context.phase === "84") put(edited, "total", offerTotal(edited, context.phase));
  return { item: edited, figuresChanged };
}

/** GAEB's item total, IT = round(Qty × UP, 2), as the offer job has it, in an offer; a request (81, 83) states none. */
function offerTotal(item: Item, phase: ImportPhase): Decimal | undefined {
  if (phase !== "84" || !item.unitPrice) return undefined;
  return itemTotal(item, item.unitPrice);
}

/** The item's sub-descriptions whose rows remain, edited, and those added, by number. */
function editSubs(
  before: readonly SubDescription[],
  rows: ReadonlyMap<string, EditedRow> | undefined,
  context: EditContext,
): SubDescription[] {
  const kept: SubDescription[] = [];
  const known = new Set<string>();
  for (const sub of before) {
    known.add(sub.number);
    const row = rows?.get(sub.number);
    if (!row) continue;
    const edited: SubDescription = {
      ...sub,
      shortText: editedShortText(sub.shortText, row.short),
      longText: editedLongText(sub.longText, row.long, context.lang),
    };
    put(edited, "quantity", figure(sub.quantity, numberAt(row.quantity, context.columns.qty, row, context)));
    put(edited, "unit", unitOf(sub.unit, row, context.columns));
    if (!sameFigure(sub.quantity, edited.quantity)) delete edited.total;
    kept.push(edited);
  }
  const added = [...(rows ?? [])]
    .filter(([number]) => !known.has(number))
    .sort(([a], [b]) => a.localeCompare(b, "de", { numeric: true }));
  for (const [number, row] of added) {
    const sub: SubDescription = {
      number,
      shortText: row.short ?? "",
      longText: paragraphs((row.long ?? []).join("\n")),
    };
    put(sub, "quantity", numberAt(row.quantity, context.columns.qty, row, context) ?? undefined);
    put(sub, "unit", row.unit || undefined);
    kept.push(sub);
  }
  return kept;
}

export function editMarkup(markup: MarkupItem, row: EditedRow, context: EditContext): MarkupItem {
  const edited: MarkupItem = {
    ...markup,
    shortText: editedShortText(markup.shortText, row.short),
    longText: editedLongText(markup.longText, row.long, context.lang),
  };
  withRate(edited, row, context, markup.markupPercent);
  return edited;
}

/**
 * The rate a markup row's EP cell holds. An offer (84) takes it as the offer job does (`readMarkupRate`): the
 * bidder's rate, or none where the cell is empty. An 81 or 83 takes no prices or rates from the workbook, as with
 * unit prices: it keeps the request's own rate, and one typed where the request had another or none is left out
 * with a warning, so the user knows it is not in his file; the request's own, as the workbook shows it, says nothing.
 */
function withRate(
  markup: MarkupItem,
  row: EditedRow,
  context: EditContext,
  before: Decimal | undefined,
): void {
  const column = context.columns.price;
  if (column === undefined) return;
  if (context.phase === "84") {
    const typed = new TypedCells(context.sheet, undefined, context.issues);
    put(markup, "markupPercent", readMarkupRate(typed, row.price, column, row.row, markup.oz)?.value);
    return;
  }
  const typed = cellRate(row.price);
  if (!typed || (typed.ok && before?.equals(typed.value))) return;
  context.issues.push({
    code: "import_rate_ignored",
    severity: "warning",
    path: markup.oz,
    params: {
      sheet: context.sheet,
      cell: `${columnName(column)}${row.row}`,
      oz: markup.oz,
      ...(typed.ok
        ? { value: typed.value.toPlainString() }
        : { value: row.price?.value ?? "", typed: "text" }),
      phase: context.phase,
    },
  });
}

const NOT_APPLICABLE = [LABELS.de.kinds.notApplicable, LABELS.en.kinds.notApplicable].map((word) =>
  word.toLocaleLowerCase(),
);

/**
 * A section with its row's title, and marked as not applying (`NotApplBoQ`) or applying again as its Art cell says
 * ("Bereich, entfällt"); its entries are rebuilt by the caller.
 */
export function editSection(section: Section, row: EditedRow, context: EditContext): Section {
  const edited = { ...section, title: editedShortText(section.title, row.short) };
  if (context.columns.kind === undefined) return edited;
  const words = row.kind.split(",").map((word) => word.trim().toLocaleLowerCase());
  edited.notApplicable = words.some((word) => NOT_APPLICABLE.includes(word));
  return edited;
}

/** A new entry from a row whose OZ the request does not have: a section, markup item or item, as the mask says. */
export function newEntry(
  added: { row: EditedRow; masked: MaskedOz },
  lot: boolean,
  subs: ReadonlyMap<string, EditedRow> | undefined,
  context: EditContext,
): Section | Item | MarkupItem {
  const { row, masked } = added;
  const own =
    masked.parts[
      masked.level === "section"
        ? masked.parts.length - 1
        : masked.parent
          ? masked.parent.split(".").length
          : 0
    ] ?? "";
  if (masked.level === "section")
    return {
      kind: "section",
      level: lot ? "lot" : "section",
      location: NOWHERE,
      rNoPart: own,
      oz: masked.oz,
      title: row.short ?? "",
      notApplicable: false,
      children: [],
    };
  const index = masked.parts[(masked.parent ? masked.parent.split(".").length : 0) + 1];
  const numbered = {
    location: NOWHERE,
    rNoPart: own,
    ...(index ? { rNoIndex: index } : {}),
    oz: masked.oz,
    shortText: row.short ?? "",
    longText: paragraphs((row.long ?? []).join("\n")),
  };
  if (row.role === "markupItem") {
    const markup: MarkupItem = { ...numbered, kind: "markupItem", subQuantities: [] };
    withRate(markup, row, context, undefined);
    return markup;
  }
  const blank: Item = {
    ...numbered,
    kind: "item",
    priceComponents: [],
    flags: emptyFlags(),
    bidderComments: [],
    subDescriptions: [],
  };
  // An Art left empty is a normal item; words are read as for any item.
  if (row.kind !== "") {
    const read = readKinds(row.kind, undefined);
    if (read) {
      blank.flags = read.flags;
      if (read.breakdown) blank.breakdownDemanded = true;
    } else
      context.issues.push({
        code: "import_kind_unknown",
        severity: "warning",
        path: masked.oz,
        params: {
          sheet: context.sheet,
          cell: `${columnName(context.columns.kind ?? 0)}${row.row}`,
          value: row.kind,
        },
      });
  }
  // The kinds are read above; compared with a blank item's words they would read as changed once more.
  const { kind: _kindsRead, ...columns } = context.columns;
  return editItem(blank, row, subs, { ...context, columns }).item;
}
