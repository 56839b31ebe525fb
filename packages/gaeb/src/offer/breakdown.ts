import { Decimal } from "../decimal.js";
import type { Item } from "../model.js";
import type { ItemPrice } from "./price-sheet.js";

/** An item's unit price and components as the offer states them, and what falls short of the breakdown. */
export interface ResolvedPrice {
  unitPrice?: Decimal;
  /** `UPComp1`…: every component the form asks for once one is given (an empty one is 0), else none. */
  components: Array<Decimal | undefined>;
  time?: Decimal;
  /** The request demands the breakdown (`UPBkdn`), the item is priced, and a component is missing. */
  incomplete: boolean;
  /** Components were typed that do not add up to the unit price typed beside them. */
  mismatch: boolean;
}

/**
 * The unit price from what the bidder typed, by GAEB's rule that the unit price is the sum of its components: each
 * component has the unit price's decimals (the sheet rounds them so, and the offer reader has rounded them, telling
 * the bidder), so their sum is exact and needs no rounding of its own. A unit price typed over the sheet's sum that
 * differs from it is what the sheet's totals show, so it stays the offer's, and the contradicting components are
 * left out (reported). `count` is how many components the form asks for.
 */
export function resolvePrice(
  item: Pick<Item, "breakdownDemanded">,
  price: ItemPrice | undefined,
  count: number,
): ResolvedPrice {
  const typed = (price?.components ?? []).slice(0, count).map((component) => component?.value);
  const typedPrice = price?.unitPrice?.value;
  const time = price?.time?.value;
  const given = typed.some((value) => value !== undefined);
  // Demanded of a form without component columns, the breakdown is missing all the same (the message says how).
  const demanded = item.breakdownDemanded === true;
  const base = { ...(time ? { time } : {}) };
  if (!given) {
    return {
      ...base,
      ...(typedPrice ? { unitPrice: typedPrice } : {}),
      components: [],
      incomplete: demanded && typedPrice !== undefined,
      mismatch: false,
    };
  }
  const components = Array.from({ length: count }, (_, index) => typed[index] ?? Decimal.zero);
  const sum = components.reduce((total, value) => total.plus(value), Decimal.zero);
  const incomplete = demanded && typed.some((value) => value === undefined);
  if (typedPrice && !typedPrice.equals(sum))
    return { ...base, unitPrice: typedPrice, components: [], incomplete, mismatch: true };
  return { ...base, unitPrice: sum, components, incomplete, mismatch: false };
}
