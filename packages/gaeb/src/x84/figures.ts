import { Decimal } from "../decimal.js";
import type { Entry, Item, MarkupItem, Section } from "../model.js";
import { isAlternative, itemCounts } from "../xlsx/item-rows.js";
import { MarkupPlan } from "../xlsx/markups.js";

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

export interface ItemFigures {
  unitPrice?: Decimal;
  components: Array<Decimal | undefined>;
  discountPercent?: Decimal;
  /** The time per unit the bidder states (`TimeQu`). */
  time?: Decimal;
  /** The bidder's quantity of a free-quantity item; otherwise the request's quantity is the one. */
  quantity?: Decimal;
  /** Round(Qty × UP × (1 − discount), 2); absent when there is no quantity to multiply (and no lump sum). */
  total?: Decimal;
  notOffered: boolean;
  /** The bidder's entries in the blanks of the long text, by blank (its `MarkLbl`). */
  complements?: ReadonlyMap<{ label?: string }, string>;
  /** The quantities the bidder states for sub-descriptions that ask for them (`QtySpec`), by `SubDNo`. */
  subQuantities?: ReadonlyMap<string, Decimal>;
  /** The unit prices (with components) he states for sub-descriptions that ask for them (`UPSpec`, `UPBkdn`). */
  subPrices?: ReadonlyMap<string, SubPrice>;
}

export interface SubPrice {
  unitPrice: Decimal;
  components: Array<Decimal | undefined>;
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

/** A section's (or the LV's) discount in percent or as an amount, or its lump sum: at most one of them. */
export interface Adjustment {
  discountPercent?: Decimal;
  discountAmount?: Decimal;
  lumpSum?: Decimal;
}

/**
 * What the bidder offers, entry by entry: the figures of each item, the rate of each markup item, and the discount
 * or lump sum of each section and of the LV. The offer job reads them from the cells a bidder typed into; the
 * import from an LV whose items already carry them (`pricedLv`).
 */
export interface Pricing {
  item(item: Item): ItemFigures;
  markupRate(markup: MarkupItem): Decimal | undefined;
  section(section: Section): Adjustment | undefined;
  boq?: Adjustment;
}

function percentOf(value: Decimal, percent: Decimal): Decimal {
  return value.times(percent).times(HUNDREDTH);
}

/**
 * GAEB's item total, IT = round(Qty × UP × (1 − discount), 2); a lump sum without quantity is one lump, as the
 * sheet's formula counts it. Undefined where there is no quantity to multiply.
 */
export function itemTotal(
  item: Item,
  unitPrice: Decimal,
  quantity = item.quantity,
  discountPercent?: Decimal,
): Decimal | undefined {
  const counted = quantity ?? (item.flags.lumpSum ? Decimal.fromInteger(1) : undefined);
  if (!counted) return undefined;
  const gross = counted.times(unitPrice);
  return (discountPercent ? percentOf(gross, HUNDRED.minus(discountPercent)) : gross).round(2);
}

/** The quantities of the sub-descriptions whose quantity the bidder states (`QtySpec`), as the LV has them. */
function bidderSubQuantities(item: Item): Pick<ItemFigures, "subQuantities"> {
  const stated = item.subDescriptions.flatMap(
    (sub): Array<[string, Decimal]> =>
      sub.quantityByBidder && sub.quantity ? [[sub.number, sub.quantity]] : [],
  );
  return stated.length > 0 ? { subQuantities: new Map(stated) } : {};
}

/**
 * The pricing of an LV whose items carry their figures (unit price, components, discount, total, not offered) and
 * whose markup items carry their rates, as the import makes them: what they state is what the X84 states.
 */
export function pricedLv(): Pricing {
  return {
    item: (item) => ({
      components: item.unitPrice ? item.priceComponents : [],
      notOffered: item.flags.notOffered,
      ...(item.unitPrice && item.time ? { time: item.time } : {}),
      ...(item.unitPrice ? { unitPrice: item.unitPrice } : {}),
      ...(item.unitPrice && item.discountPercent ? { discountPercent: item.discountPercent } : {}),
      // A total without a unit price is the sheet's own figure (a foreign sheet may state only the GP): it counts.
      ...(item.total ? { total: item.total } : {}),
      ...bidderSubQuantities(item),
    }),
    markupRate: (markup) => markup.markupPercent,
    section: () => undefined,
  };
}

function sectionFigures(total: Decimal, adjustment: Adjustment | undefined): SectionFigures {
  if (adjustment?.lumpSum) return { total, lumpSum: adjustment.lumpSum, effective: adjustment.lumpSum };
  const percent = adjustment?.discountPercent;
  if (percent) {
    const after = percentOf(total, HUNDRED.minus(percent)).round(2);
    return { total, discountPercent: percent, afterDiscount: after, effective: after };
  }
  const amount = adjustment?.discountAmount;
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
export function computeFigures(body: readonly Entry[], pricing: Pricing): OfferFigures {
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
      const item = pricing.item(entry);
      if (item.unitPrice) figures.pricedItems += 1;
      if (item.notOffered) figures.notOfferedItems += 1;
      figures.items.set(entry, item);
    }
  };
  visitItems(body);
  const totalOf = (item: Item) => figures.items.get(item)?.total ?? Decimal.zero;
  const plan = new MarkupPlan(body);
  const markupFigures = (markup: MarkupItem, base: Decimal): MarkupFigures => {
    const rate = pricing.markupRate(markup);
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
        const section = sectionFigures(sum(entry.children), pricing.section(entry));
        figures.sections.set(entry, section);
        if (!isAlternative(entry.alternative?.serial) && !entry.notApplicable)
          total = total.plus(section.effective);
      }
    }
    return total;
  };
  figures.boq = sectionFigures(sum(body), pricing.boq);
  figures.grandTotal = figures.boq.effective;
  return figures;
}
