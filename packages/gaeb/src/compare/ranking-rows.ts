import { completeFirstRanks, percentAbove } from "./arithmetic.js";
import type { BidderFacts, Comparison, MismatchLevel } from "./comparison.js";
import type { Bidder } from "./offers.js";
import type { RankedBidder } from "./summary-sheet.js";

/** A bidder's line of the ranking by offer total, as the library returns it. */
export interface RankingRow {
  rank: number;
  bidder: string;
  file: string;
  /** Exact decimals, e.g. "12345.67": the offer total computed from the unit prices, before the bidder's discounts. */
  total: string;
  totalAfterDiscount: string;
  differenceToLowest: string;
  /** Percent with two decimals, "0.00" for the lowest; "" when the lowest total is zero and this one is not. */
  differencePercent: string;
  unpricedItems: number;
  declaredTotalsAgree: boolean;
  /**
   * Every item priced and every markup with its rate. An incomplete offer is not comparable as it stands
   * (VOB/A § 16): it is ranked after every complete one and never counted as the lowest.
   */
  complete: boolean;
  /** The OZ of the items left without price or not offered, and of the markups without rate. */
  missingItems: string[];
  /** The offer total the bidder states, and after its discount, where it states them (exact decimals). */
  statedTotal?: string;
  statedAfterDiscount?: string;
  /** The totals the bidder states that disagree with its unit prices (`where`: an OZ, or empty for the whole offer). */
  disagreeingTotals: Array<{ level: MismatchLevel; where: string; stated: string; computed: string }>;
}

/**
 * Complete offers first by their total after discounts, then the incomplete ones by theirs: an offer with
 * missing prices is not comparable as it stands (VOB/A § 16), so it never takes a place before a complete one.
 * Equal totals share a rank ("1, 1, 3"). The lowest is the first complete offer's total (any offer's, if none is
 * complete): every difference is measured from it.
 */
export function rank(bidders: readonly Bidder[], comparison: Comparison): RankedBidder[] {
  const { grand, facts } = comparison;
  const after = bidders.map(
    (_, b) => (grand.effective[b] ?? grand.raw[b]) as NonNullable<(typeof grand.raw)[number]>,
  );
  const complete = bidders.map((_, b) => (facts[b] as BidderFacts).unpriced.length === 0);
  const ranks = completeFirstRanks(after, complete);
  const first = after.filter((_, b) => ranks[b] === 1)[0] ?? after[0];
  const ranked = bidders.map((bidder, b): RankedBidder => {
    const fact = facts[b] as BidderFacts;
    const afterAdjustment = after[b] as NonNullable<(typeof after)[number]>;
    return {
      index: b,
      rank: ranks[b] ?? 0,
      name: bidder.name,
      file: bidder.file,
      total: grand.raw[b] as NonNullable<(typeof after)[number]>,
      afterAdjustment,
      adjusted: grand.adjustments[b] !== undefined,
      difference: first ? afterAdjustment.minus(first) : afterAdjustment,
      unpriced: fact.unpriced.length,
      complete: complete[b] ?? false,
      missing: fact.unpriced,
      mismatches: fact.mismatches,
      agree: fact.mismatches.length === 0,
      ...(fact.declaredTotal ? { declaredTotal: fact.declaredTotal } : {}),
      ...(fact.declaredAfterDiscount ? { declaredAfterDiscount: fact.declaredAfterDiscount } : {}),
    };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
}

/** The ranking as the library returns it: exact decimals as strings, in rank order. */
export function rankingRows(ranked: readonly RankedBidder[]): RankingRow[] {
  // The lowest is the first-ranked offer's total: a complete one's whenever there is one.
  const lowest = ranked[0]?.afterAdjustment;
  return ranked.map(
    (bidder): RankingRow => ({
      rank: bidder.rank,
      bidder: bidder.name,
      file: bidder.file,
      total: bidder.total.round(2).toString(),
      totalAfterDiscount: bidder.afterAdjustment.round(2).toString(),
      differenceToLowest: bidder.difference.round(2).toString(),
      differencePercent: lowest ? percentAbove(bidder.afterAdjustment, lowest) : "0.00",
      unpricedItems: bidder.unpriced,
      declaredTotalsAgree: bidder.agree,
      complete: bidder.complete,
      missingItems: [...bidder.missing],
      ...(bidder.declaredTotal ? { statedTotal: bidder.declaredTotal.toString() } : {}),
      ...(bidder.declaredAfterDiscount
        ? { statedAfterDiscount: bidder.declaredAfterDiscount.toString() }
        : {}),
      disagreeingTotals: bidder.mismatches.map((mismatch) => ({
        level: mismatch.level,
        where: mismatch.where,
        stated: mismatch.declared.toString(),
        computed: mismatch.computed.toString(),
      })),
    }),
  );
}
