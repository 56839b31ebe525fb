import { assignedCodes } from "../catalogue-codes.js";
import type { Decimal } from "../decimal.js";
import type { BreakdownLevel, Entry, Item, MarkupItem, Section, TextEntry } from "../model.js";
import { changeOrderText, isAlternative, itemCounts, itemKindWords, sheetTotal } from "../xlsx/item-rows.js";
import type { SheetLabels } from "../xlsx/labels.js";
import type { CatalogueNames } from "./catalogues.js";
import { viewTakeoff } from "./takeoff.js";
import { isPriced, type LvFigures, money } from "./totals.js";
import type {
  ViewAssignment,
  ViewItem,
  ViewItemKind,
  ViewMarkupItem,
  ViewRow,
  ViewSection,
  ViewTextRow,
} from "./types.js";
import type { ViewWords } from "./words.js";

/** An item's one kind for the filter: what most sets it apart, the way GAEB sorts items. */
export function mainKind(item: Item): ViewItemKind {
  const f = item.flags;
  if (f.notApplicable) return "notApplicable";
  if (f.alternative) return isAlternative(f.alternative.serial) ? "alternative" : "base";
  if (f.provisional === "withoutTotal") return "provisional";
  if (f.provisional === "withTotal") return "provisionalWithTotal";
  if (f.lumpSum) return "lumpSum";
  if (f.hourly) return "hourly";
  return "normal";
}

export interface RowsResult {
  rows: ViewRow[];
  sections: ViewSection[];
  kindCounts: Partial<Record<ViewItemKind, number>>;
  priced: boolean;
}

interface Context {
  labels: SheetLabels;
  words: ViewWords;
  figures: LvFigures;
  ozOf: (id: string) => string | undefined;
  /** An offer read alone: a section without a total of its own in the file is marked, as in the workbook. */
  kindsUnknown: boolean;
  catalogues: CatalogueNames;
  /** The LV's own names of its levels (`LblBoQBkdn`), from `levelNames`. */
  levels: LevelNames;
}

export interface LevelNames {
  lot?: string;
  /** By section depth below the lots; a level the file leaves unnamed is undefined. */
  sections: Array<string | undefined>;
}

/** The level names the LV's breakdown (`BoQBkdn`) gives: "Los", then "Gewerk", "Titel", "Abschnitt" … */
export function levelNames(breakdown: readonly BreakdownLevel[]): LevelNames {
  const named = (level: BreakdownLevel | undefined) => level?.label?.trim() || undefined;
  const lot = named(breakdown.find((level) => level.type === "Lot"));
  return {
    ...(lot ? { lot } : {}),
    sections: breakdown.filter((level) => level.type === "BoQLevel").map(named),
  };
}

/**
 * Every entry in LV order: a section opens, its children follow one level deeper, and it closes with its total;
 * the tree of sections points at the opening rows.
 */
export function viewRows(body: readonly Entry[], context: Context): RowsResult {
  const result: RowsResult = { rows: [], sections: [], kindCounts: {}, priced: false };
  let keys = 0;
  // The catalogue codes of the sections around the current entry, outermost first.
  const sectionCodes: ViewAssignment[][] = [];

  const walk = (
    entries: readonly Entry[],
    depth: number,
    sectionDepth: number,
    into: ViewSection[],
  ): number => {
    let items = 0;
    for (const entry of entries) {
      if (entry.kind === "section") {
        items += addSection(entry, depth, sectionDepth, into);
      } else if (entry.kind === "item") {
        items += 1;
        const row = itemRow(entry, depth, context, sectionCodes);
        result.kindCounts[row.mainKind] = (result.kindCounts[row.mainKind] ?? 0) + 1;
        result.priced ||= isPriced(entry);
        result.rows.push(row);
      } else if (entry.kind === "markupItem") {
        result.priced ||= isPriced(entry);
        result.rows.push(markupRow(entry, depth, context));
      } else result.rows.push(textRow(entry, depth));
    }
    return items;
  };

  const addSection = (section: Section, depth: number, sectionDepth: number, into: ViewSection[]): number => {
    keys += 1;
    const key = `s${keys}`;
    const levelLabel = levelOf(section, sectionDepth, context);
    const counts = !isAlternative(section.alternative?.serial) && !section.notApplicable;
    const figures = context.figures.sections.get(section);
    const total = figures?.shown ? money(figures.shown) : undefined;
    const labels = sectionLabels(section, context);
    const assignments = context.catalogues.section(section.catalogueAssignments);
    if (context.kindsUnknown && !section.totals?.total) labels.push(context.labels.totals.noDeclaredTotal);
    const row = result.rows.length;
    result.rows.push({
      kind: "sectionStart",
      depth,
      key,
      oz: section.oz,
      title: section.title,
      levelLabel,
      labels,
      counts,
      ...(assignments.length > 0 ? { assignments } : {}),
    });
    const node: ViewSection = {
      key,
      oz: section.oz,
      title: section.title,
      levelLabel,
      row,
      itemCount: 0,
      ...(total ? { total } : {}),
      counts,
      children: [],
    };
    into.push(node);
    const nextLevel = section.level === "lot" ? sectionDepth : sectionDepth + 1;
    sectionCodes.push(assignments);
    node.itemCount = walk(section.children, depth + 1, nextLevel, node.children);
    sectionCodes.pop();
    result.rows.push({
      kind: "sectionEnd",
      depth,
      key,
      oz: section.oz,
      title: section.title,
      ...(total ? { total } : {}),
      adjustments: figures?.adjustments ?? [],
    });
    return node.itemCount;
  };

  walk(body, 0, 0, result.sections);
  return result;
}

/**
 * The LV's own name of the level where it gives one; else "Los" for a lot, "Titel" at the first level of sections,
 * "Untertitel" below.
 */
function levelOf(section: Section, sectionDepth: number, context: Context): string {
  const { levels, labels, words } = context;
  if (section.level === "lot") return levels.lot ?? labels.kinds.lot;
  return levels.sections[sectionDepth] ?? (sectionDepth === 0 ? words.title : words.subtitle);
}

/** What else a section is, as the workbook's kind column says it: alternative or base, entfällt, change order. */
function sectionLabels(section: Section, context: Context): string[] {
  const k = context.labels.kinds;
  const labels: string[] = [];
  if (section.alternative) {
    const { group, serial } = section.alternative;
    const alternative = isAlternative(serial);
    const where = group ? ` ${k.inGroup(group, alternative ? serial : undefined)}` : "";
    labels.push(`${alternative ? k.alternative : k.base}${where}`);
  }
  if (section.notApplicable) labels.push(k.notApplicable);
  if (section.changeOrder) labels.push(changeOrderText(section.changeOrder, context.labels));
  return labels;
}

function itemRow(
  item: Item,
  depth: number,
  context: Context,
  sectionCodes: readonly ViewAssignment[][],
): ViewItem {
  const words = itemKindWords(item, context.labels, context.ozOf);
  const assignments = context.catalogues.item(assignedCodes(item), sectionCodes);
  const quantity = item.quantity ?? item.quantityDetermination?.quantity;
  return {
    kind: "item",
    depth,
    oz: item.oz,
    mainKind: mainKind(item),
    labels: [...kindLabels(words.kinds, context.labels), ...(words.changeOrder ? [words.changeOrder] : [])],
    counts: itemCounts(item),
    shortText: item.shortText,
    longText: item.longText,
    // An X31's item has only its measured quantity: that is its quantity.
    ...(quantity ? { quantity: quantity.toString() } : {}),
    ...(item.unit ? { unit: item.unit } : {}),
    ...(item.unitPrice ? { unitPrice: item.unitPrice.toString() } : {}),
    ...(isPriced(item) ? { total: money(sheetTotal(item)) } : {}),
    bidderComments: item.bidderComments,
    subDescriptions: item.subDescriptions.map((sub) => ({
      number: sub.number,
      shortText: sub.shortText,
      longText: sub.longText,
      ...(sub.quantity ? { quantity: sub.quantity.toString() } : {}),
      ...(sub.unit ? { unit: sub.unit } : {}),
    })),
    ...(words.reference ? { reference: words.reference } : {}),
    ...(assignments.length > 0 ? { assignments } : {}),
    ...(item.quantityDetermination ? { takeoff: viewTakeoff(item.quantityDetermination) } : {}),
  };
}

/**
 * The workbook's kinds, less "Normalposition" where the item is a Pauschal- or Stundenlohnposition: that is its kind,
 * and a reader should not see two.
 */
function kindLabels(kinds: readonly string[], labels: SheetLabels): string[] {
  const k = labels.kinds;
  const [first, ...rest] = kinds;
  return first === k.normal && (rest.includes(k.lumpSum) || rest.includes(k.hourly)) ? rest : [...kinds];
}

function markupRow(markup: MarkupItem, depth: number, context: Context): ViewMarkupItem {
  const figures = context.figures.markups.get(markup);
  // A request's markup on unpriced items comes to zero: no figure, a blank for the bidder.
  const shows = (value: Decimal | undefined): value is Decimal =>
    value !== undefined && (!value.isZero() || isPriced(markup));
  return {
    kind: "markupItem",
    depth,
    oz: markup.oz,
    labels: [
      context.labels.kinds.markup,
      ...(markup.markupType ? [context.words.markupType[markup.markupType]] : []),
    ],
    shortText: markup.shortText,
    longText: markup.longText,
    ...(markup.markupPercent ? { percent: markup.markupPercent.toPlainString() } : {}),
    ...(shows(figures?.base) ? { base: money(figures.base) } : {}),
    ...(shows(figures?.total) ? { total: money(figures.total) } : {}),
  };
}

function textRow(entry: TextEntry, depth: number): ViewTextRow {
  return {
    kind: entry.kind,
    depth,
    ...(entry.number ? { number: entry.number } : {}),
    shortText: entry.shortText,
    longText: entry.longText,
  };
}
