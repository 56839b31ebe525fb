import type { Decimal } from "../decimal.js";
import type { Entry, Item, MarkupItem, Section, TextEntry } from "../model.js";
import { changeOrderText, isAlternative, itemCounts, itemKindWords, sheetTotal } from "../xlsx/item-rows.js";
import type { SheetLabels } from "../xlsx/labels.js";
import { isPriced, type LvFigures, money } from "./totals.js";
import type { ViewItem, ViewItemKind, ViewMarkupItem, ViewRow, ViewSection, ViewTextRow } from "./types.js";
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
}

/**
 * Every entry in LV order: a section opens, its children follow one level deeper, and it closes with its total;
 * the tree of sections points at the opening rows.
 */
export function viewRows(body: readonly Entry[], context: Context): RowsResult {
  const result: RowsResult = { rows: [], sections: [], kindCounts: {}, priced: false };
  let keys = 0;

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
        const row = itemRow(entry, depth, context);
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
    node.itemCount = walk(section.children, depth + 1, nextLevel, node.children);
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

/** "Los" for a lot, "Titel" at the first level of sections, "Untertitel" below. */
function levelOf(section: Section, sectionDepth: number, context: Context): string {
  if (section.level === "lot") return context.labels.kinds.lot;
  return sectionDepth === 0 ? context.words.title : context.words.subtitle;
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

function itemRow(item: Item, depth: number, context: Context): ViewItem {
  const words = itemKindWords(item, context.labels, context.ozOf);
  return {
    kind: "item",
    depth,
    oz: item.oz,
    mainKind: mainKind(item),
    labels: [...kindLabels(words.kinds, context.labels), ...(words.changeOrder ? [words.changeOrder] : [])],
    counts: itemCounts(item),
    shortText: item.shortText,
    longText: item.longText,
    ...(item.quantity ? { quantity: item.quantity.toString() } : {}),
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
