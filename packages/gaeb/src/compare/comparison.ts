import { Decimal } from "../decimal.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section, Totals } from "../model.js";
import { isAlternative, itemCounts } from "../xlsx/item-rows.js";
import { childScope, leafPath, ROOT_SCOPE, type SumScope } from "../xlsx/sum-keys.js";
import { afterDiscountPercent, priceStatistics } from "./arithmetic.js";
import type { Bidder } from "./offers.js";

/** What one bidder offers for one item. */
export type Bid =
  | {
      status: "priced";
      unitPrice: Decimal;
      discountPercent?: Decimal;
      total: Decimal;
      /** The bidder's own quantity, where the request leaves it to the bidder (free quantity, `QtyTBD`). */
      ownQuantity?: Decimal;
    }
  | { status: "missing" }
  | { status: "notOffered" };

/** A bidder's discount or lump sum on a section or on the whole LV, as its offer declares it. */
export interface Adjustment {
  percent?: Decimal;
  amount?: Decimal;
  lumpSum?: Decimal;
}

/** A section's totals per bidder: before and after the bidder's own discount or lump sum. */
export interface SectionTotals {
  raw: Decimal[];
  adjustments: Array<Adjustment | undefined>;
  effective: Decimal[];
}

export type Line =
  | { kind: "section"; section: Section; depth: number; scope: SumScope; totals: SectionTotals }
  /** After a section's items, when a bidder adjusts its total: the rows that show how. */
  | { kind: "sectionEnd"; section: Section; depth: number; scope: SumScope; totals: SectionTotals }
  | {
      kind: "item";
      item: Item;
      depth: number;
      /** The hidden key that makes the row count in its section's totals; none for what GAEB leaves out. */
      path?: string;
      bids: Bid[];
      statistics?: ReturnType<typeof priceStatistics>;
    }
  | {
      kind: "markup";
      markup: MarkupItem;
      depth: number;
      path?: string;
      bids: Array<{ percent?: Decimal; total?: Decimal }>;
    };

export interface Mismatch {
  /** The OZ of the item or section whose stated total disagrees; empty for the grand total of the whole LV. */
  where: string;
  declared: Decimal;
  computed: Decimal;
}

export interface BidderFacts {
  /** Request items the bidder left without price or marked not offered, by OZ. */
  unpriced: string[];
  /** Items of the offer the request does not have. */
  notInRequest: string[];
  /** Declared totals (items, sections, the LV) that disagree with the bidder's own unit prices. */
  mismatches: Mismatch[];
  declaredTotal?: Decimal;
  declaredAfterDiscount?: Decimal;
}

export interface Comparison {
  lines: Line[];
  grand: SectionTotals;
  facts: BidderFacts[];
}

interface OfferIndex {
  items: Map<string, Item | MarkupItem>;
  sections: Map<string, Section>;
}

function indexOffer(entries: readonly Entry[], index: OfferIndex): OfferIndex {
  for (const entry of entries) {
    if (entry.kind === "item" || entry.kind === "markupItem") index.items.set(entry.oz, entry);
    else if (entry.kind === "section") {
      index.sections.set(entry.oz, entry);
      indexOffer(entry.children, index);
    }
  }
  return index;
}

function adjustmentOf(totals: Totals | undefined): Adjustment | undefined {
  if (!totals) return undefined;
  const adjustment: Adjustment = {};
  if (totals.discountPercent && !totals.discountPercent.isZero()) adjustment.percent = totals.discountPercent;
  else if (totals.discountAmount && !totals.discountAmount.isZero())
    adjustment.amount = totals.discountAmount;
  if (totals.lumpSum) adjustment.lumpSum = totals.lumpSum;
  return Object.keys(adjustment).length > 0 ? adjustment : undefined;
}

/** A total after the bidder's discount (percent or amount) and lump sum, as GAEB applies them. */
export function applyAdjustment(raw: Decimal, adjustment: Adjustment | undefined): Decimal {
  if (!adjustment) return raw;
  let value = raw;
  if (adjustment.percent) value = afterDiscountPercent(raw, adjustment.percent);
  else if (adjustment.amount) value = raw.minus(adjustment.amount);
  return adjustment.lumpSum ?? value;
}

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;
const ONE = Decimal.fromInteger(1);

function bidFor(item: Item, priced: Item | MarkupItem | undefined): Bid {
  if (priced?.kind !== "item") return { status: "missing" };
  if (priced.flags.notOffered) return { status: "notOffered" };
  if (!priced.unitPrice) return { status: "missing" };
  const ownQuantity = item.quantity ? undefined : priced.quantity;
  const quantity = item.quantity ?? ownQuantity ?? (item.flags.lumpSum ? ONE : Decimal.zero);
  const discount =
    priced.discountPercent && !priced.discountPercent.isZero() ? priced.discountPercent : undefined;
  // VOB/A § 16c: the unit price prevails over a total that does not match it.
  let total = quantity.times(priced.unitPrice);
  if (discount) total = total.times(HUNDRED.minus(discount)).times(HUNDREDTH);
  return {
    status: "priced",
    unitPrice: priced.unitPrice,
    total: total.round(2),
    ...(discount ? { discountPercent: discount } : {}),
    ...(ownQuantity ? { ownQuantity } : {}),
  };
}

/** Lays the offers side by side along the request: its sections and items in LV order, every bidder's prices. */
export function buildComparison(request: GaebDocument, bidders: readonly Bidder[]): Comparison {
  const indexes = bidders.map((bidder) =>
    indexOffer(bidder.offer.boq?.body ?? [], { items: new Map(), sections: new Map() }),
  );
  const facts: BidderFacts[] = bidders.map(() => ({ unpriced: [], notInRequest: [], mismatches: [] }));
  const lines: Line[] = [];
  const requestItems = new Set<string>();
  const zeros = () => bidders.map(() => Decimal.zero);

  const walk = (entries: readonly Entry[], depth: number, scope: SumScope): Decimal[] => {
    const contribution = zeros();
    for (const entry of entries) {
      if (entry.kind === "section") {
        const counts = !isAlternative(entry.alternative?.serial) && !entry.notApplicable;
        const child = childScope(scope, entry, counts);
        const totals: SectionTotals = { raw: [], adjustments: [], effective: [] };
        lines.push({ kind: "section", section: entry, depth, scope: child, totals });
        totals.raw = walk(entry.children, depth + 1, child);
        indexes.forEach((index, b) => {
          const declared = index.sections.get(entry.oz)?.totals;
          const adjustment = adjustmentOf(declared);
          const raw = totals.raw[b] ?? Decimal.zero;
          const effective = applyAdjustment(raw, adjustment);
          totals.adjustments.push(adjustment);
          totals.effective.push(effective);
          checkDeclared(facts[b], entry.oz, declared, raw, effective);
          if (counts) contribution[b] = (contribution[b] ?? Decimal.zero).plus(effective);
        });
        if (totals.adjustments.some(Boolean))
          lines.push({ kind: "sectionEnd", section: entry, depth, scope: child, totals });
      } else if (entry.kind === "item") {
        requestItems.add(entry.oz);
        const bids = indexes.map((index) => bidFor(entry, index.items.get(entry.oz)));
        const counts = itemCounts(entry);
        bids.forEach((bid, b) => {
          const fact = facts[b] as BidderFacts;
          if (bid.status !== "priced") {
            if (!entry.flags.notApplicable) fact.unpriced.push(entry.oz);
            return;
          }
          const offered = indexes[b]?.items.get(entry.oz);
          if (offered?.total && !offered.total.equals(bid.total))
            fact.mismatches.push({ where: entry.oz, declared: offered.total, computed: bid.total });
          if (counts) contribution[b] = (contribution[b] ?? Decimal.zero).plus(bid.total);
        });
        const prices = bids.map((bid) => (bid.status === "priced" ? bid.unitPrice : undefined));
        lines.push({
          kind: "item",
          item: entry,
          depth,
          ...(counts ? { path: leafPath(scope) } : {}),
          bids,
          statistics: priceStatistics(prices),
        });
      } else if (entry.kind === "markupItem") {
        requestItems.add(entry.oz);
        const bids = indexes.map((index) => {
          const offered = index.items.get(entry.oz);
          if (offered?.kind !== "markupItem") return {};
          return {
            ...(offered.markupPercent ? { percent: offered.markupPercent } : {}),
            ...(offered.total ? { total: offered.total } : {}),
          };
        });
        bids.forEach((bid, b) => {
          if (bid.total) contribution[b] = (contribution[b] ?? Decimal.zero).plus(bid.total);
        });
        lines.push({ kind: "markup", markup: entry, depth, path: leafPath(scope), bids });
      }
    }
    return contribution;
  };

  const raw = walk(request.boq?.body ?? [], 0, ROOT_SCOPE);
  const grand: SectionTotals = { raw, adjustments: [], effective: [] };
  bidders.forEach((bidder, b) => {
    const declared = bidder.offer.boq?.info.totals;
    const adjustment = adjustmentOf(declared);
    const effective = applyAdjustment(raw[b] ?? Decimal.zero, adjustment);
    grand.adjustments.push(adjustment);
    grand.effective.push(effective);
    const fact = facts[b] as BidderFacts;
    checkDeclared(fact, "", declared, raw[b] ?? Decimal.zero, effective);
    if (declared?.total) fact.declaredTotal = declared.total;
    const after = declared?.totalAfterDiscount ?? declared?.lumpSum;
    if (after) fact.declaredAfterDiscount = after;
    for (const oz of indexes[b]?.items.keys() ?? []) if (!requestItems.has(oz)) fact.notInRequest.push(oz);
  });
  return { lines, grand, facts };
}

function checkDeclared(
  fact: BidderFacts | undefined,
  where: string,
  declared: Totals | undefined,
  raw: Decimal,
  effective: Decimal,
): void {
  if (!fact || !declared) return;
  if (declared.total && !declared.total.equals(raw))
    fact.mismatches.push({ where, declared: declared.total, computed: raw });
  if (declared.totalAfterDiscount && !declared.totalAfterDiscount.equals(effective))
    fact.mismatches.push({ where, declared: declared.totalAfterDiscount, computed: effective });
}
