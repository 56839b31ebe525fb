import { Decimal } from "../decimal.js";
import type { Entry, Item, MarkupItem, Section, Totals } from "../model.js";
import { type Adjustment, computeFigures, itemTotal, type OfferFigures } from "../x84/figures.js";
import { isAlternative } from "../xlsx/item-rows.js";

/**
 * The contract's body with each item's quantity replaced by a billed one (none where nothing is billed), and what
 * the billed figures come to by the contract's rules. A Bedarfsposition without total (`Provis WithoutTotal`) that
 * is billed counts like any item: it was ordered when it was built.
 */
export interface BilledBody {
  body: Entry[];
  /** The contract's entry each copy stands for. */
  original: Map<Entry, Entry>;
  figures: OfferFigures;
}

/** Items that never count toward the contract's sum: an alternative not awarded, one that does not apply. */
export function billable(item: Item): boolean {
  return !isAlternative(item.flags.alternative?.serial) && !item.flags.notApplicable;
}

function copyEntries(
  entries: readonly Entry[],
  quantities: ReadonlyMap<Item, Decimal>,
  original: Map<Entry, Entry>,
): Entry[] {
  return entries.map((entry): Entry => {
    let copy: Entry;
    if (entry.kind === "section")
      copy = { ...entry, children: copyEntries(entry.children, quantities, original) };
    else if (entry.kind === "item") {
      const quantity = quantities.get(entry);
      const { quantity: _contract, total: _total, ...rest } = entry;
      const flags =
        quantity && !quantity.isZero() && entry.flags.provisional
          ? { ...entry.flags, provisional: undefined }
          : entry.flags;
      copy = { ...rest, flags, ...(quantity ? { quantity } : {}) } as Item;
    } else if (entry.kind === "markupItem") {
      const { total: _total, markupBase: _base, ...rest } = entry;
      copy = rest as MarkupItem;
    } else copy = entry;
    original.set(copy, entry);
    return copy;
  });
}

/** round(total × part / whole, 2), half away from zero as a spreadsheet's ROUND; the total itself when whole is 0. */
export function proRata(total: Decimal, part: Decimal, whole: Decimal): Decimal {
  if (whole.isZero()) return total;
  const product = total.times(part);
  // product / whole × 100, in integers: scale both to whole numbers first.
  let numerator = product.units * 10n ** BigInt(whole.scale + 2);
  let denominator = whole.units * 10n ** BigInt(product.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  const cents = Decimal.parse((negative ? -quotient : quotient).toString()) as Decimal;
  return cents.times(Decimal.parse("0.01") as Decimal);
}

/**
 * What a section's (or the LV's) contract adjustment does to a billed total: a discount in percent applies as it
 * stands; a lump sum or a discount amount applies in the share the billed total has of the contract total.
 */
export function billedAdjustment(
  totals: Totals | undefined,
  contractTotal: Decimal | undefined,
  billedTotal: Decimal,
): Adjustment | undefined {
  if (!totals) return undefined;
  if (totals.discountPercent) return { discountPercent: totals.discountPercent };
  if (!contractTotal) return undefined;
  if (totals.lumpSum)
    return { discountAmount: billedTotal.minus(proRata(billedTotal, totals.lumpSum, contractTotal)) };
  if (totals.discountAmount)
    return { discountAmount: proRata(billedTotal, totals.discountAmount, contractTotal) };
  return undefined;
}

function stated(totals: Totals | undefined): Adjustment | undefined {
  if (totals?.lumpSum) return { lumpSum: totals.lumpSum };
  if (totals?.discountPercent) return { discountPercent: totals.discountPercent };
  if (totals?.discountAmount) return { discountAmount: totals.discountAmount };
  return undefined;
}

/** The contract's own figures: its quantities at its unit prices, its adjustments (the base for pro-rata shares). */
export function contractFigures(body: readonly Entry[], boqTotals: Totals | undefined): OfferFigures {
  const boq = stated(boqTotals);
  return computeFigures(body, {
    item: (item) => ({
      components: [],
      notOffered: false,
      ...(item.unitPrice ? { unitPrice: item.unitPrice } : {}),
      ...(item.discountPercent ? { discountPercent: item.discountPercent } : {}),
      ...(item.unitPrice && item.quantity
        ? { total: itemTotal(item, item.unitPrice, item.quantity, item.discountPercent) as Decimal }
        : {}),
    }),
    markupRate: (markup) => markup.markupPercent,
    section: (section) => stated(section.totals),
    ...(boq ? { boq } : {}),
  });
}

/** Rounds enough to settle a section's adjustment on sections inside it that have their own. */
const MAX_PASSES = 8;

/**
 * The figures of billed quantities by the contract's rules: IT = round(quantity × UP × (1 − discount), 2), markups
 * on their billed bases, sections' and the LV's discounts and lump sums (see `billedAdjustment`).
 */
export function billedFigures(
  body: readonly Entry[],
  quantities: ReadonlyMap<Item, Decimal>,
  contract: OfferFigures,
  boqTotals: Totals | undefined,
): BilledBody {
  const original = new Map<Entry, Entry>();
  const copy = copyEntries(body, quantities, original);
  const itemFigures = (item: Item) => ({
    components: [],
    notOffered: false,
    ...(item.unitPrice ? { unitPrice: item.unitPrice } : {}),
    ...(item.discountPercent ? { discountPercent: item.discountPercent } : {}),
    ...(item.unitPrice && item.quantity
      ? { total: itemTotal(item, item.unitPrice, item.quantity, item.discountPercent) as Decimal }
      : {}),
  });
  const pricing = (previous: OfferFigures | undefined) => {
    const boq = previous && billedAdjustment(boqTotals, contract.boq.total, previous.boq.total);
    return {
      item: itemFigures,
      markupRate: (markup: MarkupItem) => markup.markupPercent,
      section: (section: Section) =>
        previous &&
        billedAdjustment(
          section.totals,
          contract.sections.get(original.get(section) as Section)?.total,
          previous.sections.get(section)?.total ?? Decimal.zero,
        ),
      ...(boq ? { boq } : {}),
    };
  };
  // A pro-rata share is taken of the billed total, which inner sections' adjustments change: pass again until the
  // totals settle (one pass more than sections are nested).
  let figures = computeFigures(copy, pricing(undefined));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = computeFigures(copy, pricing(figures));
    const settled = [...next.sections].every(([section, f]) =>
      figures.sections.get(section)?.total.equals(f.total),
    );
    figures = next;
    if (settled && pass > 0) break;
  }
  return { body: copy, original, figures };
}
