import { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { emptyFlags } from "../legacy.js";
import type { BreakdownLevel, Entry, Item, Section } from "../model.js";
import { composeOz, padPart } from "../oz.js";
import { groupAlternatives } from "./alternatives.js";
import { levelsOf } from "./levels.js";
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
  const levels = levelsOf(rows, sheet, issues);
  if (!levels) return undefined;
  const { role, breakdown, categories } = levels;
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
  rows.forEach((row, i) => {
    const text = texts(row.short, row.long, row.texts);
    if (role[i] === "section") {
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
    const indexed = role[i] === "index";
    const number = indexed ? row.parts.slice(0, -1) : row.parts;
    const parent = sectionAt(number.slice(0, -1), row.row);
    const own = number[number.length - 1] ?? "";
    const index = indexed ? row.parts[row.parts.length - 1] : undefined;
    const item: Item = {
      kind: "item",
      location: { line: row.row, column: 0 },
      rNoPart: padPart(own, breakdown[categories]),
      ...(index ? { rNoIndex: index } : {}),
      oz: composeOz(breakdown, number.slice(0, -1), own, index),
      shortText: text.short,
      longText: text.long,
      ...(row.quantity !== undefined ? { quantity: row.quantity } : {}),
      ...(row.unit !== undefined ? { unit: row.unit } : {}),
      ...(withPrices && row.price !== undefined ? { unitPrice: row.price } : {}),
      priceComponents: [],
      ...(withPrices && itemTotal(row) ? { total: itemTotal(row) } : {}),
      flags: {
        ...emptyFlags(),
        ...(row.kind.row === "item" ? row.kind.flags : {}),
      },
      bidderComments: [],
      subDescriptions: [],
      ...(row.kind.row === "item" && row.kind.breakdown ? { breakdownDemanded: true as const } : {}),
    };
    (parent?.children ?? body).push(item);
    items.push({ item, row });
  });
  for (const { oz, of, row } of groupAlternatives(items))
    issues.push({
      code: "import_alternative_base_missing",
      severity: "warning",
      params: { sheet, row, oz, base: of },
    });
  return { body, breakdown, sections: sections.size, items };
}

/**
 * An item's total: quantity × unit price rounded to cents as GAEB has it, else the total the sheet states. A lump
 * sum without a quantity is one lump, as the offer counts it.
 */
export function itemTotal(row: NumberedRow) {
  const lump = row.kind.row === "item" && row.kind.flags.lumpSum === true;
  const quantity = row.quantity ?? (lump ? Decimal.fromInteger(1) : undefined);
  return row.price !== undefined && quantity !== undefined ? quantity.times(row.price).round(2) : row.total;
}
