import { Decimal } from "../decimal.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section, Totals } from "../model.js";
import { isAlternative, itemCounts } from "../xlsx/item-rows.js";
import { MarkupPlan, type MarkupTerm } from "../xlsx/markups.js";
import { childScope, leafPath, ROOT_SCOPE, type SumScope } from "../xlsx/sum-keys.js";
import { afterDiscountPercent, priceStatistics } from "./arithmetic.js";
import { type Bid, type MarkupBid, markupBase, markupBid } from "./markup-bids.js";
import type { Bidder } from "./offers.js";

export type { Bid, MarkupBid } from "./markup-bids.js";

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

/** The totals a bidder states for a section that disagree with its unit prices (undefined where they agree). */
export interface StatedTotals {
  total?: Decimal;
  afterDiscount?: Decimal;
}

export type Line =
  | {
      kind: "section";
      section: Section;
      depth: number;
      scope: SumScope;
      totals: SectionTotals;
      /** Per bidder, its stated section totals that disagree; empty when all agree. */
      stated: Array<StatedTotals | undefined>;
    }
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
      bids: MarkupBid[];
      /** The items the markup names, as the request's type says; none: each bidder's base is a fixed figure. */
      terms?: MarkupTerm[];
    };

/** Where a stated total stands: an item's, a markup's, a section's or the whole offer's. */
export type MismatchLevel = "item" | "markup" | "section" | "boq";

export interface Mismatch {
  /** The OZ of the item or section whose stated total disagrees; empty for the grand total of the whole LV. */
  where: string;
  level: MismatchLevel;
  declared: Decimal;
  computed: Decimal;
}

export interface BidderFacts {
  /** Request items the bidder left without price or marked not offered, and markups without rate, by OZ. */
  unpriced: string[];
  /** Markups of the request the bidder states no rate for, by OZ (also in `unpriced`). */
  markupsWithoutRate: string[];
  /** Items of the offer the request does not have. */
  notInRequest: string[];
  /** Declared totals (items, sections, the LV) that disagree with the bidder's own unit prices. */
  mismatches: Mismatch[];
  declaredTotal?: Decimal;
  declaredAfterDiscount?: Decimal;
}

export interface Comparison {
  lines: Line[];
  /** Which items each markup of the request marks up; its keys mark the items in the sheet. */
  markups: MarkupPlan;
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
  const rounded = total.round(2);
  const stated = priced.total && !priced.total.equals(rounded) ? priced.total : undefined;
  return {
    status: "priced",
    unitPrice: priced.unitPrice,
    total: rounded,
    ...(discount ? { discountPercent: discount } : {}),
    ...(ownQuantity ? { ownQuantity } : {}),
    ...(stated ? { stated } : {}),
    components: priced.priceComponents,
    ...(priced.time ? { time: priced.time } : {}),
  };
}

/** Every bidder's bid for every item of the request, before the walk: a markup may name items after it. */
function allBids(
  entries: readonly Entry[],
  indexes: readonly OfferIndex[],
  bids: Map<Item, Bid[]>,
): Map<Item, Bid[]> {
  for (const entry of entries) {
    if (entry.kind === "section") allBids(entry.children, indexes, bids);
    else if (entry.kind === "item")
      bids.set(
        entry,
        indexes.map((index) => bidFor(entry, index.items.get(entry.oz))),
      );
  }
  return bids;
}

/** Lays the offers side by side along the request: its sections and items in LV order, every bidder's prices. */
export function buildComparison(request: GaebDocument, bidders: readonly Bidder[]): Comparison {
  const indexes = bidders.map((bidder) =>
    indexOffer(bidder.offer.boq?.body ?? [], { items: new Map(), sections: new Map() }),
  );
  const facts: BidderFacts[] = bidders.map(() => ({
    unpriced: [],
    markupsWithoutRate: [],
    notInRequest: [],
    mismatches: [],
  }));
  const body = request.boq?.body ?? [];
  const itemBids = allBids(body, indexes, new Map());
  const plan = new MarkupPlan(body);
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
        const stated: Array<StatedTotals | undefined> = [];
        lines.push({ kind: "section", section: entry, depth, scope: child, totals, stated });
        totals.raw = walk(entry.children, depth + 1, child);
        indexes.forEach((index, b) => {
          const declared = index.sections.get(entry.oz)?.totals;
          const adjustment = adjustmentOf(declared);
          const raw = totals.raw[b] ?? Decimal.zero;
          const effective = applyAdjustment(raw, adjustment);
          totals.adjustments.push(adjustment);
          totals.effective.push(effective);
          stated[b] = checkDeclared(facts[b], entry.oz, "section", declared, raw, effective);
          if (counts) contribution[b] = (contribution[b] ?? Decimal.zero).plus(effective);
        });
        if (totals.adjustments.some(Boolean))
          lines.push({ kind: "sectionEnd", section: entry, depth, scope: child, totals });
      } else if (entry.kind === "item") {
        requestItems.add(entry.oz);
        const bids = itemBids.get(entry) ?? [];
        const counts = itemCounts(entry);
        bids.forEach((bid, b) => {
          const fact = facts[b] as BidderFacts;
          if (bid.status !== "priced") {
            if (!entry.flags.notApplicable) fact.unpriced.push(entry.oz);
            return;
          }
          if (bid.stated)
            fact.mismatches.push({
              where: entry.oz,
              level: "item",
              declared: bid.stated,
              computed: bid.total,
            });
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
        const terms = plan.terms.get(entry);
        const bids = indexes.map((index, b): MarkupBid => {
          const found = index.items.get(entry.oz);
          const offered = found?.kind === "markupItem" ? found : undefined;
          const base = markupBase(entry, terms, offered, (item) => itemBids.get(item)?.[b]);
          return markupBid(base, offered);
        });
        bids.forEach((bid, b) => {
          const fact = facts[b] as BidderFacts;
          if (bid.status !== "priced") {
            fact.unpriced.push(entry.oz);
            fact.markupsWithoutRate.push(entry.oz);
            return;
          }
          if (bid.stated)
            fact.mismatches.push({
              where: entry.oz,
              level: "markup",
              declared: bid.stated,
              computed: bid.total,
            });
          contribution[b] = (contribution[b] ?? Decimal.zero).plus(bid.total);
        });
        lines.push({
          kind: "markup",
          markup: entry,
          depth,
          path: leafPath(scope),
          bids,
          ...(terms ? { terms } : {}),
        });
      }
    }
    return contribution;
  };

  const raw = walk(body, 0, ROOT_SCOPE);
  const grand: SectionTotals = { raw, adjustments: [], effective: [] };
  bidders.forEach((bidder, b) => {
    const declared = bidder.offer.boq?.info.totals;
    const adjustment = adjustmentOf(declared);
    const effective = applyAdjustment(raw[b] ?? Decimal.zero, adjustment);
    grand.adjustments.push(adjustment);
    grand.effective.push(effective);
    const fact = facts[b] as BidderFacts;
    checkDeclared(fact, "", "boq", declared, raw[b] ?? Decimal.zero, effective);
    if (declared?.total) fact.declaredTotal = declared.total;
    const after = declared?.totalAfterDiscount ?? declared?.lumpSum;
    if (after) fact.declaredAfterDiscount = after;
    for (const oz of indexes[b]?.items.keys() ?? []) if (!requestItems.has(oz)) fact.notInRequest.push(oz);
  });
  return { lines, markups: plan, grand, facts };
}

/** Records the stated totals that disagree with the computed ones and returns them (undefined when none does). */
function checkDeclared(
  fact: BidderFacts | undefined,
  where: string,
  level: MismatchLevel,
  declared: Totals | undefined,
  raw: Decimal,
  effective: Decimal,
): StatedTotals | undefined {
  if (!fact || !declared) return undefined;
  const stated: StatedTotals = {};
  if (declared.total && !declared.total.equals(raw)) {
    fact.mismatches.push({ where, level, declared: declared.total, computed: raw });
    stated.total = declared.total;
  }
  if (declared.totalAfterDiscount && !declared.totalAfterDiscount.equals(effective)) {
    fact.mismatches.push({ where, level, declared: declared.totalAfterDiscount, computed: effective });
    stated.afterDiscount = declared.totalAfterDiscount;
  }
  return stated.total || stated.afterDiscount ? stated : undefined;
}
