import type { Item } from "../model.js";
import { type Adjustment, type ItemFigures, itemTotal, type Pricing, type SubPrice } from "../x84/figures.js";
import { resolvePrice } from "./breakdown.js";
import type { SectionAdjustment, SheetPrices } from "./price-sheet.js";

/** Whether an item needs a price from the bidder: everything but what the request itself leaves out. */
export function needsPrice(item: Item): boolean {
  return !item.flags.notApplicable;
}

function itemFigures(item: Item, prices: SheetPrices, notOfferedEmpty: boolean): ItemFigures {
  const price = prices.items.get(item);
  const { unitPrice, components, time } = resolvePrice(item, price, prices.componentCount);
  const typedSubs = prices.subQuantities.get(item);
  const subPrices = subDescriptionPrices(item, prices);
  const complements = {
    ...(subPrices ? { subPrices } : {}),
    ...(price?.complements ? { complements: price.complements } : {}),
    ...(typedSubs
      ? { subQuantities: new Map([...typedSubs].map(([number, typed]) => [number, typed.value])) }
      : {}),
  };
  if (!unitPrice) return { components: [], notOffered: notOfferedEmpty && needsPrice(item), ...complements };
  // A time belongs to a priced item: an item not offered states nothing but that.
  const discountPercent = price?.discountPercent?.value;
  const bidderQuantity = price?.quantity?.value;
  const total = itemTotal(item, unitPrice, bidderQuantity ?? item.quantity, discountPercent);
  return {
    unitPrice,
    components,
    notOffered: false,
    ...complements,
    ...(time ? { time } : {}),
    ...(discountPercent ? { discountPercent } : {}),
    ...(bidderQuantity ? { quantity: bidderQuantity } : {}),
    ...(total ? { total } : {}),
  };
}

/** The sub-descriptions' unit prices the bidder states, each its components' sum as an item's (`resolvePrice`). */
function subDescriptionPrices(item: Item, prices: SheetPrices): Map<string, SubPrice> | undefined {
  const typed = prices.subPrices.get(item);
  if (!typed) return undefined;
  const found = new Map<string, SubPrice>();
  for (const sub of item.subDescriptions) {
    const { unitPrice, components } = resolvePrice(sub, typed.get(sub.number), prices.componentCount);
    if (unitPrice) found.set(sub.number, { unitPrice, components });
  }
  return found.size > 0 ? found : undefined;
}

function adjustment(typed: SectionAdjustment | undefined): Adjustment | undefined {
  if (!typed) return undefined;
  const { discountPercent, discountAmount, lumpSum } = typed;
  return {
    ...(discountPercent ? { discountPercent: discountPercent.value } : {}),
    ...(discountAmount ? { discountAmount: discountAmount.value } : {}),
    ...(lumpSum ? { lumpSum: lumpSum.value } : {}),
  };
}

/**
 * The figures a bidder typed into the sheet, as the offer's pricing: item totals by GAEB's rule, an unpriced item
 * not offered where the caller says so; the totals above them follow in `computeFigures` (`x84/figures.ts`).
 */
export function sheetPricing(prices: SheetPrices, notOfferedEmpty: boolean): Pricing {
  const boq = adjustment(prices.boq);
  return {
    item: (item) => itemFigures(item, prices, notOfferedEmpty),
    markupRate: (markup) => prices.markups.get(markup)?.value,
    section: (section) => adjustment(prices.sections.get(section)),
    ...(boq ? { boq } : {}),
  };
}
