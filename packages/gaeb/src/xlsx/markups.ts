import { Decimal } from "../decimal.js";
import type { Entry, Item, MarkupItem } from "../model.js";
import { itemCounts, sheetTotal } from "./item-rows.js";

/** One part of a markup's base: the items tagged with a token, whole or (sub-quantity) by their unit price. */
export interface MarkupTerm {
  token: string;
  items: Item[];
  subQuantity?: Decimal;
}

/**
 * Which items each markup item marks up, as GAEB defines its `MarkupType`: `AllInCat` the items of its list since
 * the previous markup (markups standing together share one base), `IdentAsMark` the items flagged `MarkupIt` in
 * its section, `ListInSubQty` the items it names, each whole or by a sub-quantity.
 */
export class MarkupPlan {
  readonly terms = new Map<MarkupItem, MarkupTerm[]>();
  private readonly tokens = new Map<Item, string[]>();
  private count = 0;

  /** Items by `ID`, indexed when a markup first names items (`ListInSubQty`): most LVs have no such markup. */
  private byId: Map<string, Item> | undefined;

  constructor(private readonly body: readonly Entry[]) {
    this.visit(body);
  }

  /** The text of an item's hidden markup-key cell: every token of a base it belongs to. */
  keysOf(item: Item): string | undefined {
    return this.tokens.get(item)?.join("");
  }

  private token(items: Item[], subQuantity?: Decimal): MarkupTerm {
    this.count += 1;
    const token = `|Z${this.count}|`;
    for (const item of items) this.tokens.set(item, [...(this.tokens.get(item) ?? []), token]);
    return { token, items, ...(subQuantity ? { subQuantity } : {}) };
  }

  private itemsById(): ReadonlyMap<string, Item> {
    if (this.byId) return this.byId;
    const byId = new Map<string, Item>();
    const index = (entries: readonly Entry[]) => {
      for (const entry of entries) {
        if (entry.kind === "item" && entry.id) byId.set(entry.id, entry);
        if (entry.kind === "section") index(entry.children);
      }
    };
    index(this.body);
    this.byId = byId;
    return byId;
  }

  private visit(entries: readonly Entry[]): void {
    let run: Item[] = [];
    let shared: MarkupTerm | undefined;
    let afterMarkup = false;
    for (const entry of entries) {
      if (entry.kind === "section") {
        this.visit(entry.children);
        continue;
      }
      if (entry.kind === "item") {
        if (afterMarkup) [run, shared, afterMarkup] = [[], undefined, false];
        if (itemCounts(entry)) run.push(entry);
        continue;
      }
      if (entry.kind !== "markupItem") continue;
      afterMarkup = true;
      if (entry.markupType === "AllInCat") {
        shared ??= this.token(run);
        this.terms.set(entry, [shared]);
      } else if (entry.markupType === "IdentAsMark") this.terms.set(entry, [this.token(flagged(entries))]);
      else if (entry.markupType === "ListInSubQty")
        this.terms.set(entry, this.listed(entry, this.itemsById()));
    }
  }

  private listed(markup: MarkupItem, byId: ReadonlyMap<string, Item>): MarkupTerm[] {
    return markup.subQuantities.flatMap(({ itemId, quantity }) => {
      const item = byId.get(itemId);
      return item ? [this.token([item], quantity)] : [];
    });
  }
}

/**
 * What one term of a markup's base comes to: the items' totals as their rows hold them, or for a sub-quantity that
 * quantity times the items' unit prices, rounded to cents.
 */
export function termValue(term: MarkupTerm): Decimal {
  if (!term.subQuantity) return term.items.reduce((sum, item) => sum.plus(sheetTotal(item)), Decimal.zero);
  const price = term.items.reduce((sum, item) => sum.plus(item.unitPrice ?? Decimal.zero), Decimal.zero);
  return term.subQuantity.times(price).round(2);
}

/** A markup's live base: the sum of its terms; undefined when its type does not say which items it marks up. */
export function markupBaseValue(terms: readonly MarkupTerm[] | undefined): Decimal | undefined {
  return terms?.reduce((sum, term) => sum.plus(termValue(term)), Decimal.zero);
}

function flagged(entries: readonly Entry[]): Item[] {
  return entries.flatMap((entry): Item[] => {
    if (entry.kind === "section") return flagged(entry.children);
    return entry.kind === "item" && entry.flags.toBeMarkedUp && itemCounts(entry) ? [entry] : [];
  });
}
