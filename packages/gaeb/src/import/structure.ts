import type { Issue } from "../issues.js";
import { emptyFlags } from "../legacy.js";
import type { BreakdownLevel, Entry, Item, Section } from "../model.js";
import { composeOz, padPart } from "../oz.js";
import { texts } from "./long-text.js";
import { ozKey } from "./oz-text.js";
import type { NumberedRow } from "./rows.js";

export interface Structure {
  body: Entry[];
  breakdown: BreakdownLevel[];
  sections: number;
  /** Each item with the row it came from. */
  items: Array<{ item: Item; row: NumberedRow }>;
}

/** How many rows a duplicate's issue names before it only counts the rest. */
const LISTED_ROWS = 20;

const hasFigures = (row: NumberedRow) =>
  row.quantity !== undefined || row.unit !== undefined || row.price !== undefined || row.total !== undefined;

/** The most frequent number of levels, the first seen among equals. */
function usualLevels(rows: readonly NumberedRow[]): number | undefined {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.parts.length, (counts.get(row.parts.length) ?? 0) + 1);
  let best: number | undefined;
  for (const [levels, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = levels;
  return best;
}

/**
 * Tells sections from items: a row whose number begins later rows' numbers is a section, and so is a row without
 * figures whose number has fewer levels than the items'; the items' levels are those most items with a quantity or
 * unit have. Every other number of levels is refused with its row, as are numbers given twice.
 */
function classify(rows: readonly NumberedRow[], sheet: string, issues: Issue[]) {
  const prefixes = new Set(rows.flatMap((row) => row.parts.slice(1).map((_, i) => ozKey(row.parts, i + 1))));
  const marked = rows.map((row) => row.kind.row === "section" || prefixes.has(ozKey(row.parts)));
  const candidates = rows.filter((_, i) => !marked[i]);
  const levels = usualLevels(candidates.filter(hasFigures)) ?? usualLevels(candidates);
  if (levels === undefined) return undefined;
  const section = rows.map((row, i) => marked[i] || (row.parts.length < levels && !hasFigures(row)));
  let consistent = true;
  rows.forEach((row, i) => {
    const wrong = section[i] ? row.parts.length >= levels : row.parts.length !== levels;
    if (!wrong) return;
    consistent = false;
    issues.push({
      code: "import_oz_inconsistent",
      severity: "error",
      params: {
        sheet,
        row: row.row,
        oz: row.oz,
        levels: row.parts.length,
        expected: levels,
        reason: section[i] ? "section" : "item",
      },
    });
  });
  const byKey = new Map<string, NumberedRow[]>();
  for (const row of rows) byKey.set(ozKey(row.parts), [...(byKey.get(ozKey(row.parts)) ?? []), row]);
  for (const same of byKey.values()) {
    if (same.length < 2) continue;
    consistent = false;
    issues.push({
      code: "import_oz_duplicate",
      severity: "error",
      params: {
        sheet,
        oz: same[0]?.oz ?? "",
        rows: same
          .slice(0, LISTED_ROWS)
          .map((row) => row.row)
          .join(", "),
        more: Math.max(0, same.length - LISTED_ROWS),
      },
    });
  }
  return consistent ? { section, levels } : undefined;
}

/** The OZ mask the numbers show: per level as long as its longest part, numeric where every part is digits. */
function breakdownOf(rows: readonly NumberedRow[], levels: number): BreakdownLevel[] {
  return Array.from({ length: levels }, (_, depth): BreakdownLevel => {
    const parts = rows.flatMap((row) => (row.parts[depth] === undefined ? [] : [row.parts[depth]]));
    return {
      type: depth === levels - 1 ? "Item" : "BoQLevel",
      length: Math.max(1, ...parts.map((part) => part.length)),
      numeric: parts.every((part) => /^\d+$/.test(part)),
    };
  });
}

/**
 * Builds the LV's tree from the numbered rows: sections nested by their numbers (a level without a row of its own
 * becomes an untitled section), items with their texts, figures and kinds. Undefined, with the reasons, where the
 * numbers do not make one LV.
 */
export function buildStructure(
  rows: readonly NumberedRow[],
  sheet: string,
  withPrices: boolean,
  issues: Issue[],
): Structure | undefined {
  const classified = classify(rows, sheet, issues);
  if (!classified) return undefined;
  const { section: isSection, levels } = classified;
  const breakdown = breakdownOf(rows, levels);
  const body: Entry[] = [];
  const sections = new Map<string, Section>();
  const items: Structure["items"] = [];
  const sectionAt = (parts: readonly string[], row: number): Section | undefined => {
    if (parts.length === 0) return undefined;
    const key = ozKey(parts);
    const known = sections.get(key);
    if (known) return known;
    const parent = sectionAt(parts.slice(0, -1), row);
    const own = parts[parts.length - 1] ?? "";
    const made: Section = {
      kind: "section",
      level: "section",
      location: { line: row, column: 0 },
      rNoPart: padPart(own, breakdown[parts.length - 1]),
      oz: composeOz(breakdown, parts),
      title: "",
      notApplicable: false,
      children: [],
    };
    sections.set(key, made);
    (parent?.children ?? body).push(made);
    return made;
  };
  let group = { count: 0, serial: -1 };
  rows.forEach((row, i) => {
    const text = texts(row.short, row.long, row.texts);
    if (isSection[i]) {
      const section = sectionAt(row.parts, row.row);
      if (section) section.title = text.short;
      if (section && text.long.length > 0)
        section.children.push({
          kind: "remark",
          location: { line: row.row, column: 0 },
          shortText: "",
          longText: text.long,
        });
      return;
    }
    const parent = sectionAt(row.parts.slice(0, -1), row.row);
    const own = row.parts[row.parts.length - 1] ?? "";
    const alternative = row.kind.row === "item" ? row.kind.alternative : undefined;
    if (alternative === "base") group = { count: group.count + 1, serial: 0 };
    else if (alternative === "alternative" && group.serial >= 0) group.serial += 1;
    const grouped = alternative && group.serial >= 0 && group.count > 0;
    const item: Item = {
      kind: "item",
      location: { line: row.row, column: 0 },
      rNoPart: padPart(own, breakdown[levels - 1]),
      oz: composeOz(breakdown, row.parts.slice(0, -1), own),
      shortText: text.short,
      longText: text.long,
      ...(row.quantity !== undefined ? { quantity: row.quantity } : {}),
      ...(row.unit !== undefined ? { unit: row.unit } : {}),
      ...(withPrices && row.price !== undefined ? { unitPrice: row.price } : {}),
      priceComponents: [undefined, undefined, undefined, undefined, undefined, undefined],
      ...(withPrices && itemTotal(row) ? { total: itemTotal(row) } : {}),
      flags: {
        ...emptyFlags(),
        ...(row.kind.row === "item" ? row.kind.flags : {}),
        ...(grouped ? { alternative: { group: String(group.count), serial: String(group.serial) } } : {}),
      },
      bidderComments: [],
      subDescriptions: [],
    };
    (parent?.children ?? body).push(item);
    items.push({ item, row });
  });
  return { body, breakdown, sections: sections.size, items };
}

/** An item's total: quantity × unit price rounded to cents as GAEB has it, else the total the sheet states. */
export function itemTotal(row: NumberedRow) {
  return row.price !== undefined && row.quantity !== undefined
    ? row.quantity.times(row.price).round(2)
    : row.total;
}
