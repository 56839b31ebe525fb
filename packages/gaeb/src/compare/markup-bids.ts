import { Decimal } from "../decimal.js";
import type { Item, MarkupItem } from "../model.js";
import type { MarkupTerm } from "../xlsx/markups.js";
import { percentOfRounded } from "./arithmetic.js";

/** What one bidder offers for one item; see `bidFor` in `comparison.ts`. */
export type Bid =
  | {
      status: "priced";
      unitPrice: Decimal;
      discountPercent?: Decimal;
      total: Decimal;
      /** The bidder's own quantity, where the request leaves it to the bidder (free quantity, `QtyTBD`). */
      ownQuantity?: Decimal;
      /** The total the bidder states, where it disagrees with its unit price. */
      stated?: Decimal;
      /** The bidder's breakdown of the unit price (`UPComp1..6`, index 0 = component 1); empty when none. */
      components: ReadonlyArray<Decimal | undefined>;
      /** The bidder's time per unit (`TimeQu`). */
      time?: Decimal;
    }
  | { status: "missing" }
  | { status: "notOffered" };

/**
 * What one bidder's markup comes to: its own rate on its own base, the items the markup names at this bidder's
 * prices. A bidder that states no rate has not priced the markup.
 */
export type MarkupBid =
  | {
      status: "priced";
      rate: Decimal;
      base: Decimal;
      /** The bidder's discount on the markup, in percent: its figure is after it. */
      discountPercent?: Decimal;
      total: Decimal;
      /** The figure the bidder states, where it disagrees with its base × rate. */
      stated?: Decimal;
    }
  | { status: "missing" };

/**
 * The base of a markup at one bidder's prices. With the request naming the items (`terms`): the totals of those
 * items, or a sub-quantity times their unit price, as the converter's sheet computes it. A markup whose type names
 * no items keeps the base the bidder states, else the request's.
 */
export function markupBase(
  markup: MarkupItem,
  terms: readonly MarkupTerm[] | undefined,
  offered: MarkupItem | undefined,
  bidOf: (item: Item) => Bid | undefined,
): Decimal {
  if (!terms) return offered?.markupBase ?? markup.markupBase ?? Decimal.zero;
  let base = Decimal.zero;
  for (const term of terms) {
    if (!term.subQuantity) {
      for (const item of term.items) {
        const bid = bidOf(item);
        if (bid?.status === "priced") base = base.plus(bid.total);
      }
      continue;
    }
    let price = Decimal.zero;
    for (const item of term.items) {
      const bid = bidOf(item);
      if (bid?.status === "priced") price = price.plus(bid.unitPrice);
    }
    base = base.plus(term.subQuantity.times(price).round(2));
  }
  return base;
}

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

/** One bidder's markup: priced when it states a rate, the figure computed and the stated one checked against it. */
export function markupBid(base: Decimal, offered: MarkupItem | undefined): MarkupBid {
  const rate = offered?.markupPercent;
  if (!rate) return { status: "missing" };
  const discount = offered.discountPercent?.isZero() ? undefined : offered.discountPercent;
  // Rounded once, as an item's total with its discount: the markup's IT is "Gesamtbetrag incl. Nachlass".
  const factor = discount ? HUNDRED.minus(discount).times(HUNDREDTH) : undefined;
  const total = factor
    ? base.times(rate).times(HUNDREDTH).times(factor).round(2)
    : percentOfRounded(base, rate);
  const stated = offered.total && !offered.total.equals(total) ? offered.total : undefined;
  return {
    status: "priced",
    rate,
    base,
    total,
    ...(discount ? { discountPercent: discount } : {}),
    ...(stated ? { stated } : {}),
  };
}
