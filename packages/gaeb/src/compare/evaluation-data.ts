import { Decimal } from "../decimal.js";
import type { GaebDocument, Item, MarkupItem } from "../model.js";
import { ROOT_SCOPE } from "../xlsx/sum-keys.js";
import type { Adjustment, BidderFacts, Comparison } from "./comparison.js";
import { type AlternativeGroup, type EvaluationPlan, NORMAL_KEY } from "./evaluation-plan.js";
import type { Bidder } from "./offers.js";

/** A bidder's discount or lump sum on the whole offer, in plain decimal strings. */
export interface PlainAdjustment {
  percent?: string;
  amount?: string;
  lumpSum?: string;
}

/**
 * One bidder's figures the evaluation is made from, plain (decimal strings), so that the site can evaluate again in
 * an instant as the office changes a choice, without reading the offers again.
 */
export interface EvaluationBidder {
  name: string;
  file: string;
  /**
   * Per evaluation key (`evaluation-plan.ts`), the bidder's totals of the entries with that key, each times its
   * sections' discount factor (`section-factors.ts`), unrounded.
   */
  sums: Record<string, string>;
  /**
   * Only where some item of the request has a VAT rate of its own: per evaluation key the VAT on those items (their
   * weighted totals times their rate) and their weighted totals; the rest is taxed at the evaluation's rate.
   */
  ownRate?: { vat: Record<string, string>; net: Record<string, string> };
  /** Per evaluation key, how many of its entries the bidder left without price or rate. */
  missing: Record<string, number>;
  /**
   * The rest of the offer total: the sections' discounts by amount, their lump sums and the cents their rounding
   * takes; counted with the base.
   */
  sectionAdjustment: string;
  /** The bidder's discount or lump sum on the whole offer. */
  adjustment?: PlainAdjustment;
  /** The offer's total before that discount, as the Preisspiegel computes it. */
  total: string;
  /** Every item priced and every markup with its rate (as in the ranking). */
  complete: boolean;
  unpriced: number;
  /** Whether every total the bidder states agrees with its unit prices. */
  declaredTotalsAgree: boolean;
}

/** An item's unit prices, one per bidder (null: none), for finding the prices far from the others'. */
export interface EvaluationItem {
  oz: string;
  shortText: string;
  prices: Array<string | null>;
}

export interface EvaluationData {
  groups: AlternativeGroup[];
  /** OZ of the Bedarfspositionen outside every Wahl group. */
  provisional: string[];
  /** The VAT rate the request (or, where it names none, every offer alike) states; none where no file does. */
  vatPercent?: string;
  bidders: EvaluationBidder[];
  items: EvaluationItem[];
}

function plain(adjustment: Adjustment | undefined): PlainAdjustment | undefined {
  if (!adjustment) return undefined;
  const result: PlainAdjustment = {};
  if (adjustment.percent) result.percent = adjustment.percent.toString();
  if (adjustment.amount) result.amount = adjustment.amount.toString();
  if (adjustment.lumpSum) result.lumpSum = adjustment.lumpSum.toString();
  return result;
}

/** The request's VAT rate, else the one every offer states alike; none where no file names one or offers differ. */
function vatRate(request: GaebDocument, bidders: readonly Bidder[]): Decimal | undefined {
  const own = request.boq?.info.totals?.vatPercent;
  if (own) return own;
  const stated = bidders.map((bidder) => bidder.offer.boq?.info.totals?.vatPercent);
  const [first] = stated;
  return first && stated.every((rate) => rate?.equals(first)) ? first : undefined;
}

/** The figures the evaluation is made from: each bidder's totals by evaluation key, and every item's prices. */
export function evaluationData(
  request: GaebDocument,
  bidders: readonly Bidder[],
  comparison: Comparison,
  plan: EvaluationPlan,
  /** Per row under a discounted section, each bidder's factor (`section-factors.ts`). */
  factors: ReadonlyMap<Item | MarkupItem, readonly Decimal[]>,
): EvaluationData {
  const sums = bidders.map(() => new Map<string, Decimal>());
  const missing = bidders.map(() => new Map<string, number>());
  // What counts in the offer total without the sections' adjustments: the rest of the total is theirs.
  const counted = bidders.map(() => Decimal.zero);
  const items: EvaluationItem[] = [];
  const ownVat = bidders.map(() => new Map<string, Decimal>());
  const ownNet = bidders.map(() => new Map<string, Decimal>());
  const add = (map: Map<string, Decimal> | undefined, key: string, value: Decimal) =>
    map?.set(key, (map.get(key) ?? Decimal.zero).plus(value));
  let ownRates = false;
  for (const line of comparison.lines) {
    if (line.kind !== "item" && line.kind !== "markup") continue;
    const entry = line.kind === "item" ? line.item : line.markup;
    const key = plan.keys.get(entry);
    // A row reaches the offer total where its path starts at the root: under a section that does not count (an
    // alternative, one that does not apply) it starts a root of its own (`xlsx/sum-keys.ts`).
    const reachesTotal = line.path?.startsWith(ROOT_SCOPE.prefix) ?? false;
    const rowFactors = factors.get(entry);
    line.bids.forEach((bid, b) => {
      if (bid.status === "priced") {
        const factor = rowFactors?.[b];
        const total = factor ? bid.total.times(factor) : bid.total;
        if (reachesTotal) counted[b] = (counted[b] as Decimal).plus(total);
        if (key) add(sums[b], key, total);
        const rate = line.kind === "item" ? line.item.vatPercent : undefined;
        if (key && rate) {
          ownRates = true;
          add(ownVat[b], key, total.times(rate).times(HUNDREDTH));
          add(ownNet[b], key, total);
        }
      } else if (key) missing[b]?.set(key, (missing[b]?.get(key) ?? 0) + 1);
    });
    if (line.kind === "item" && key)
      items.push({
        oz: line.item.oz,
        shortText: line.item.shortText,
        prices: line.bids.map((bid) => (bid.status === "priced" ? bid.unitPrice.toString() : null)),
      });
  }
  const vat = vatRate(request, bidders);
  return {
    groups: plan.groups,
    provisional: plan.provisional,
    ...(vat ? { vatPercent: vat.toString() } : {}),
    bidders: bidders.map((bidder, b): EvaluationBidder => {
      const fact = comparison.facts[b] as BidderFacts;
      const raw = comparison.grand.raw[b] ?? Decimal.zero;
      const adjustment = plain(comparison.grand.adjustments[b]);
      return {
        name: bidder.name,
        file: bidder.file,
        sums: plainMap(sums[b]),
        missing: Object.fromEntries(missing[b] ?? []),
        ...(ownRates ? { ownRate: { vat: plainMap(ownVat[b]), net: plainMap(ownNet[b]) } } : {}),
        sectionAdjustment: raw.minus(counted[b] as Decimal).toString(),
        ...(adjustment ? { adjustment } : {}),
        total: raw.toString(),
        complete: fact.unpriced.length === 0,
        unpriced: fact.unpriced.length,
        declaredTotalsAgree: fact.mismatches.length === 0,
      };
    }),
    items,
  };
}

const HUNDREDTH = Decimal.parse("0.01") as Decimal;

function plainMap(map: Map<string, Decimal> | undefined): Record<string, string> {
  return Object.fromEntries([...(map ?? [])].map(([key, value]) => [key, value.toString()]));
}

/** A plain decimal of the data as a Decimal; zero where there is none. */
export function parsed(value: string | undefined): Decimal {
  return (value === undefined ? undefined : Decimal.parse(value)) ?? Decimal.zero;
}

/** Whether a key counts in the base total: normal entries and every group's base. */
export function isBaseKey(key: string): boolean {
  return key === NORMAL_KEY || (key.startsWith("G|") && key.endsWith("|0"));
}
