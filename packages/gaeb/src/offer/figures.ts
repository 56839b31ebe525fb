import { Decimal } from "../decimal.js";
import type { Entry, Item, MarkupItem, Section } from "../model.js";
import { isAlternative, itemCounts } from "../xlsx/item-rows.js";
import { MarkupPlan } from "../xlsx/markups.js";
import type { BidderComplement } from "./complements.js";
import type { SectionAdjustment, SheetPrices } from "./price-sheet.js";

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

export interface ItemFigures {
  unitPrice?: Decimal;
  components: Array<Decimal | undefined>;
  discountPercent?: Decimal;
  /** The bidder's quantity of a free-quantity item; otherwise the request's quantity is the one. */
  quantity?: Decimal;
  /** Round(Qty × UP × (1 − discount), 2); absent when there is no quantity to multiply (and no lump sum). */
  total?: Decimal;
  notOffered: boolean;
  /** The bidder's entries in the blanks of the long text. */
  complements?: ReadonlyMap<BidderComplement, string>;
}

export interface MarkupFigures {
  rate?: Decimal;
  base: Decimal;
  total?: Decimal;
}

/** A section's `Totals`: its own sum, then at most one of a discount (and what remains) or a lump sum. */
export interface SectionFigures {
  total: Decimal;
  discountPercent?: Decimal;
  discountAmount?: Decimal;
  afterDiscount?: Decimal;
  lumpSum?: Decimal;
  /** What the section adds to its parent: the lump sum, the total after discount, or its total. */
  effective: Decimal;
}

/** Every figure the X84 states, computed from the typed prices by GAEB's rules. */
export interface OfferFigures {
  items: Map<Item, ItemFigures>;
  markups: Map<MarkupItem, MarkupFigures>;
  sections: Map<Section, SectionFigures>;
  /** The LV's totals: its sum and the bidder's discount or lump sum on it. */
  boq: SectionFigures;
  /** What the offer comes to: the LV's total after discount or lump sum. */
  grandTotal: Decimal;
  pricedItems: number;
  notOfferedItems: number;
}

/** Whether an item needs a price from the bidder: everything but what the request itself leaves out. */
export function needsPrice(item: Item): boolean {
  return !item.flags.notApplicable;
}

function percentOf(value: Decimal, percent: Decimal): Decimal {
  return value.times(percent).times(HUNDREDTH);
}

function itemFigures(item: Item, prices: SheetPrices, notOfferedEmpty: boolean): ItemFigures {
  const price = prices.items.get(item);
  const components = (price?.components ?? []).map((typed) => typed?.value);
  const listed = components.filter((c): c is Decimal => c !== undefined);
  // Components alone make the unit price their sum, as GAEB defines it.
  const unitPrice =
    price?.unitPrice?.value ?? (listed.length > 0 ? listed.reduce((a, b) => a.plus(b)) : undefined);
  const complements = price?.complements ? { complements: price.complements } : {};
  if (!unitPrice) return { components: [], notOffered: notOfferedEmpty && needsPrice(item), ...complements };
  const discountPercent = price?.discountPercent?.value;
  const bidderQuantity = price?.quantity?.value;
  // A lump sum without quantity is one lump, as the sheet's formula counts it.
  const quantity =
    bidderQuantity ?? item.quantity ?? (item.flags.lumpSum ? Decimal.fromInteger(1) : undefined);
  let total: Decimal | undefined;
  if (quantity) {
    const gross = quantity.times(unitPrice);
    total = (discountPercent ? percentOf(gross, HUNDRED.minus(discountPercent)) : gross).round(2);
  }
  return {
    unitPrice,
    components,
    notOffered: false,
    ...complements,
    ...(discountPercent ? { discountPercent } : {}),
    ...(bidderQuantity ? { quantity: bidderQuantity } : {}),
    ...(total ? { total } : {}),
  };
}

function sectionFigures(total: Decimal, adjustment: SectionAdjustment | undefined): SectionFigures {
  if (adjustment?.lumpSum)
    return { total, lumpSum: adjustment.lumpSum.value, effective: adjustment.lumpSum.value };
  const percent = adjustment?.discountPercent?.value;
  if (percent) {
    const after = percentOf(total, HUNDRED.minus(percent)).round(2);
    return { total, discountPercent: percent, afterDiscount: after, effective: after };
  }
  const amount = adjustment?.discountAmount?.value;
  if (amount)
    return {
      total,
      discountAmount: amount,
      afterDiscount: total.minus(amount),
      effective: total.minus(amount),
    };
  return { total, effective: total };
}

/**
 * Item totals, markup bases and totals, section and LV totals: alternatives, optional items without total, items
 * that do not apply and items not offered add nothing; an alternative or not-applicable section keeps its own total
 * but adds nothing above it; a section's discount or lump sum changes what it adds.
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
    boq: { total: Decimal.zero, effective: Decimal.zero },
    grandTotal: Decimal.zero,
    pricedItems: 0,
    notOfferedItems: 0,
  };
  const visitItems = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visitItems(entry.children);
      if (entry.kind !== "item") continue;
      const item = itemFigures(entry, prices, notOfferedEmpty);
      if (item.unitPrice) figures.pricedItems += 1;
      if (item.notOffered) figures.notOfferedItems += 1;
      figures.items.set(entry, item);
    }
  };
  visitItems(body);
  const totalOf = (item: Item) => figures.items.get(item)?.total ?? Decimal.zero;
  const plan = new MarkupPlan(body);
  const markupFigures = (markup: MarkupItem, base: Decimal): MarkupFigures => {
    const rate = prices.markups.get(markup)?.value;
    return { base, ...(rate ? { rate, total: percentOf(base, rate).round(2) } : {}) };
  };
  for (const [markup, terms] of plan.terms) {
    // As in the sheet: a base adds the totals of the items its type names, or a sub-quantity times unit price.
    const base = terms.reduce((sum, term) => {
      if (!term.subQuantity) return term.items.reduce((s, item) => s.plus(totalOf(item)), sum);
      const price = term.items.reduce(
        (s, item) => s.plus(figures.items.get(item)?.unitPrice ?? Decimal.zero),
        Decimal.zero,
      );
      return sum.plus(term.subQuantity.times(price).round(2));
    }, Decimal.zero);
    figures.markups.set(markup, markupFigures(markup, base));
  }
  const sum = (entries: readonly Entry[]): Decimal => {
    let total = Decimal.zero;
    for (const entry of entries) {
      if (entry.kind === "item") total = total.plus(itemCounts(entry) ? totalOf(entry) : Decimal.zero);
      else if (entry.kind === "markupItem") {
        // A markup whose type names no items keeps the request's base, so its rate still gives a total.
        if (!figures.markups.has(entry))
          figures.markups.set(entry, markupFigures(entry, entry.markupBase ?? Decimal.zero));
        total = total.plus(figures.markups.get(entry)?.total ?? Decimal.zero);
      } else if (entry.kind === "section") {
        const section = sectionFigures(sum(entry.children), prices.sections.get(entry));
        figures.sections.set(entry, section);
        if (!isAlternative(entry.alternative?.serial) && !entry.notApplicable)
          total = total.plus(section.effective);
      }
    }
    return total;
  };
  figures.boq = sectionFigures(sum(body), prices.boq);
  figures.grandTotal = figures.boq.effective;
  return figures;
}
