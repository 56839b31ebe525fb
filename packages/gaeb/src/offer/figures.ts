import { Decimal } from "../decimal.js";
import type { Entry, Item, MarkupItem, Section } from "../model.js";
import { isAlternative, itemCounts } from "../xlsx/item-rows.js";
import { MarkupPlan } from "../xlsx/markups.js";
import type { SheetPrices } from "./price-sheet.js";

const HUNDREDTH = Decimal.parse("0.01") as Decimal;

export interface ItemFigures {
  unitPrice?: Decimal;
  components: Array<Decimal | undefined>;
  /** Round(Qty × UP, 2); absent when the item has no quantity to multiply (and is no lump sum). */
  total?: Decimal;
  notOffered: boolean;
}

export interface MarkupFigures {
  rate?: Decimal;
  base: Decimal;
  total?: Decimal;
}

/** Every figure the X84 states, computed from the typed prices by GAEB's rules. */
export interface OfferFigures {
  items: Map<Item, ItemFigures>;
  markups: Map<MarkupItem, MarkupFigures>;
  sections: Map<Section, Decimal>;
  grandTotal: Decimal;
  pricedItems: number;
  notOfferedItems: number;
}

/** The quantity a unit price is multiplied by: a lump sum without quantity is one lump. */
function quantityOf(item: Item): Decimal | undefined {
  return item.quantity ?? (item.flags.lumpSum ? Decimal.fromInteger(1) : undefined);
}

/** Whether an item needs a price from the bidder: everything but what the request itself leaves out. */
export function needsPrice(item: Item): boolean {
  return !item.flags.notApplicable;
}

/**
 * Item totals, markup bases and totals, section and LV totals: alternatives, optional items without total, items
 * that do not apply and items not offered add nothing; an alternative or not-applicable section keeps its own total
 * but adds nothing above it.
 */
export function computeFigures(
  body: readonly Entry[],
  prices: SheetPrices,
  notOfferedEmpty: boolean,
): OfferFigures {
  const figures: OfferFigures = {
    items: new Map(),
    markups: new Map(),
    sections: new Map(),
    grandTotal: Decimal.zero,
    pricedItems: 0,
    notOfferedItems: 0,
  };
  const visitItems = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visitItems(entry.children);
      if (entry.kind !== "item") continue;
      const price = prices.items.get(entry);
      const components = (price?.components ?? []).map((typed) => typed?.value);
      const listed = components.filter((c): c is Decimal => c !== undefined);
      // Components alone make the unit price their sum, as GAEB defines it.
      const unitPrice =
        price?.unitPrice?.value ?? (listed.length > 0 ? listed.reduce((a, b) => a.plus(b)) : undefined);
      if (!unitPrice) {
        const notOffered = notOfferedEmpty && needsPrice(entry);
        if (notOffered) figures.notOfferedItems += 1;
        figures.items.set(entry, { components: [], notOffered });
        continue;
      }
      figures.pricedItems += 1;
      const quantity = quantityOf(entry);
      figures.items.set(entry, {
        unitPrice,
        components,
        notOffered: false,
        ...(quantity ? { total: quantity.times(unitPrice).round(2) } : {}),
      });
    }
  };
  visitItems(body);
  const counted = (item: Item) =>
    itemCounts(item) ? (figures.items.get(item)?.total ?? Decimal.zero) : Decimal.zero;
  const plan = new MarkupPlan(body);
  for (const [markup, terms] of plan.terms) {
    const base = terms.reduce((sum, term) => {
      // As in the sheet: a base adds the totals of the items its type names (only counting ones, but for a list).
      if (!term.subQuantity)
        return term.items.reduce((s, item) => s.plus(figures.items.get(item)?.total ?? Decimal.zero), sum);
      const price = term.items.reduce(
        (s, item) => s.plus(figures.items.get(item)?.unitPrice ?? Decimal.zero),
        Decimal.zero,
      );
      return sum.plus(term.subQuantity.times(price).round(2));
    }, Decimal.zero);
    const rate = prices.markups.get(markup)?.value;
    figures.markups.set(markup, {
      base,
      ...(rate ? { rate, total: base.times(rate).times(HUNDREDTH).round(2) } : {}),
    });
  }
  const sum = (entries: readonly Entry[]): Decimal => {
    let total = Decimal.zero;
    for (const entry of entries) {
      if (entry.kind === "item") total = total.plus(counted(entry));
      else if (entry.kind === "markupItem") {
        const markup = figures.markups.get(entry) ?? { base: Decimal.zero };
        // A markup whose type names no items keeps the request's base, so its rate still gives a total.
        if (!figures.markups.has(entry)) {
          const rate = prices.markups.get(entry)?.value;
          const base = entry.markupBase ?? Decimal.zero;
          figures.markups.set(entry, {
            base,
            ...(rate ? { rate, total: base.times(rate).times(HUNDREDTH).round(2) } : {}),
          });
        }
        total = total.plus((figures.markups.get(entry) ?? markup).total ?? Decimal.zero);
      } else if (entry.kind === "section") {
        const own = sum(entry.children);
        figures.sections.set(entry, own);
        if (!isAlternative(entry.alternative?.serial) && !entry.notApplicable) total = total.plus(own);
      }
    }
    return total;
  };
  figures.grandTotal = sum(body);
  return figures;
}
