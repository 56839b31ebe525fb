import { Decimal } from "../decimal.js";
import { completeFirstRanks, divide } from "./arithmetic.js";
import {
  type EvaluationBidder,
  type EvaluationData,
  isBaseKey,
  type PlainAdjustment,
  parsed,
} from "./evaluation-data.js";
import { groupKey, PROVISIONAL_KEY } from "./evaluation-plan.js";
import { grossOf } from "./evaluation-vat.js";
import { type UnusualPrice, unusualPrices } from "./unusual-prices.js";

export type { UnusualPrice } from "./unusual-prices.js";

/** What the office decides before it ranks: every one of them a cell of the Wertung sheet. */
export interface EvaluationSettings {
  /** Whether the Bedarfspositionen count, with their quantities. */
  provisional: boolean;
  /** Per Wahl group, the option taken: 0 its base (the default), n its alternative with ALNSerNo n. */
  alternatives: Readonly<Record<string, number>>;
  /** A unit price further than this many percent from the others' reference is unusual (auffällig). */
  unusualPercent: Decimal;
  /** The others' reference: their mean or their median. */
  unusualReference: "mean" | "median";
  /** An offer this many percent below the next complete one (or the estimate) is unusually low. */
  lowPercent: Decimal;
  /** The office's cost estimate (Kostenschätzung), net. */
  estimate?: Decimal;
  /** The VAT rate of the gross totals; default: the request's. */
  vatPercent?: Decimal;
}

export const DEFAULT_UNUSUAL_PERCENT = Decimal.fromInteger(30);
export const DEFAULT_LOW_PERCENT = Decimal.fromInteger(20);

export function defaultSettings(data: EvaluationData): EvaluationSettings {
  const vat = data.vatPercent === undefined ? undefined : Decimal.parse(data.vatPercent);
  return {
    provisional: false,
    alternatives: {},
    unusualPercent: DEFAULT_UNUSUAL_PERCENT,
    unusualReference: "mean",
    lowPercent: DEFAULT_LOW_PERCENT,
    ...(vat ? { vatPercent: vat } : {}),
  };
}

/** How far an offer lies below another figure: the other figure and the gap in percent of it (two decimals). */
export interface LowGap {
  against: Decimal;
  percent: Decimal;
}

export interface EvaluatedBidder {
  index: number;
  name: string;
  file: string;
  /** The normal items, markups and every group's base, with the sections' discounts. */
  base: Decimal;
  /** The Bedarfspositionen with their quantities, counted or not. */
  provisional: Decimal;
  /** The chosen alternatives' totals less their bases'. */
  alternatives: Decimal;
  /** Before the bidder's discount on the whole offer. */
  net: Decimal;
  /** The evaluation total (Wertungssumme): net after the bidder's discount. */
  evaluated: Decimal;
  /** With VAT at the settings' rate; none without a rate. */
  gross?: Decimal;
  complete: boolean;
  unpriced: number;
  declaredTotalsAgree: boolean;
  /** Complete offers first (VOB/A § 16), by the evaluation total; equal totals share a rank. */
  rank: number;
  unusual: UnusualPrice[];
  /** Where the offer lies further than the threshold below the next higher complete offer. */
  lowAgainstNext?: LowGap & { bidder: number };
  /** Where it lies further than the threshold below the office's estimate. */
  lowAgainstEstimate?: LowGap;
  /** For information: per group, the option that makes this bidder's evaluation total lowest, and that total. */
  cheapest: { choices: Record<string, number>; evaluated: Decimal };
}

export interface Evaluation {
  settings: EvaluationSettings;
  /** In the order of the offers given. */
  bidders: EvaluatedBidder[];
}

const HUNDRED = Decimal.fromInteger(100);

/** The whole offer's discount applied to an evaluated net total, as the Preisspiegel applies it to the offer total. */
export function afterBidderAdjustment(
  net: Decimal,
  adjustment: PlainAdjustment | undefined,
  total: Decimal,
): Decimal {
  if (!adjustment) return net;
  // A lump sum for the whole offer stands for its total: the evaluation keeps what it takes off (or adds).
  if (adjustment.lumpSum) return net.plus(parsed(adjustment.lumpSum).minus(total));
  if (adjustment.percent)
    return net
      .times(HUNDRED.minus(parsed(adjustment.percent)))
      .times(Decimal.parse("0.01") as Decimal)
      .round(2);
  if (adjustment.amount) return net.minus(parsed(adjustment.amount));
  return net;
}

/** What a bidder's evaluation comes to with these choices. */
function figures(
  bidder: EvaluationBidder,
  data: EvaluationData,
  choices: Readonly<Record<string, number>>,
  provisional: boolean,
) {
  const sum = (key: string) => parsed(bidder.sums[key]);
  let base = parsed(bidder.sectionAdjustment);
  for (const key of Object.keys(bidder.sums)) if (isBaseKey(key)) base = base.plus(sum(key));
  const provisionalTotal = sum(PROVISIONAL_KEY);
  let alternatives = Decimal.zero;
  for (const { group } of data.groups) {
    const serial = choices[group] ?? 0;
    if (serial !== 0)
      alternatives = alternatives.plus(sum(groupKey(group, serial))).minus(sum(groupKey(group, 0)));
  }
  // Rounded once, at the end: the parts are sums of totals times their sections' discount factors.
  const net = base
    .plus(provisional ? provisionalTotal : Decimal.zero)
    .plus(alternatives)
    .round(2);
  const evaluated = afterBidderAdjustment(net, bidder.adjustment, parsed(bidder.total));
  return { base, provisional: provisionalTotal, alternatives, net, evaluated };
}

/** Per group the option with the lowest total this bidder priced completely (the base where none is). */
function cheapestChoices(bidder: EvaluationBidder, data: EvaluationData): Record<string, number> {
  const choices: Record<string, number> = {};
  for (const { group, options } of data.groups) {
    let best = 0;
    let bestTotal: Decimal | undefined;
    for (const { serial } of options) {
      const key = groupKey(group, serial);
      if ((bidder.missing[key] ?? 0) > 0) continue;
      const total = parsed(bidder.sums[key]);
      if (!bestTotal || total.compare(bestTotal) < 0) {
        best = serial;
        bestTotal = total;
      }
    }
    choices[group] = best;
  }
  return choices;
}

/**
 * `(against - value) / against` to six decimals, as the sheet rounds it, so that both judge alike at the threshold;
 * none where `against` is not above zero.
 */
function gap(value: Decimal, against: Decimal): Decimal | undefined {
  return against.compare(Decimal.zero) > 0 ? divide(against.minus(value), against, 6) : undefined;
}

/** Further below `against` than the threshold, with the gap in percent (two decimals); none where it is not. */
function lowGap(value: Decimal, against: Decimal, threshold: Decimal): LowGap | undefined {
  const ratio = gap(value, against);
  if (!ratio || ratio.times(HUNDRED).compare(threshold) <= 0) return undefined;
  return { against, percent: ratio.times(HUNDRED).round(2) };
}

/**
 * The evaluation for the award: each bidder's Wertungssumme with the office's choices, its rank, its unusual unit
 * prices and whether it is unusually low. Pure; the Wertung sheet computes the same with live formulas.
 */
export function evaluate(data: EvaluationData, settings: EvaluationSettings): Evaluation {
  const unusual = unusualPrices(data, settings);
  const bidders = data.bidders.map((bidder, index): EvaluatedBidder => {
    const own = figures(bidder, data, settings.alternatives, settings.provisional);
    const choices = cheapestChoices(bidder, data);
    const gross = grossOf(
      bidder,
      data.groups,
      settings.alternatives,
      settings.provisional,
      settings.vatPercent,
      own,
    );
    return {
      index,
      name: bidder.name,
      file: bidder.file,
      ...own,
      ...(gross ? { gross } : {}),
      complete: bidder.complete,
      unpriced: bidder.unpriced,
      declaredTotalsAgree: bidder.declaredTotalsAgree,
      rank: 0,
      unusual: unusual[index] ?? [],
      cheapest: { choices, evaluated: figures(bidder, data, choices, settings.provisional).evaluated },
    };
  });
  const ranks = completeFirstRanks(
    bidders.map((bidder) => bidder.evaluated),
    bidders.map((bidder) => bidder.complete),
  );
  bidders.forEach((bidder, i) => {
    bidder.rank = ranks[i] ?? 0;
  });
  markLow(bidders, settings);
  return { settings, bidders };
}

/** Marks the complete offers further below the next higher complete one, or the estimate, than the threshold. */
function markLow(bidders: EvaluatedBidder[], settings: EvaluationSettings): void {
  const complete = bidders.filter((bidder) => bidder.complete);
  for (const bidder of complete) {
    let next: EvaluatedBidder | undefined;
    for (const other of complete)
      if (
        other.evaluated.compare(bidder.evaluated) > 0 &&
        (!next || other.evaluated.compare(next.evaluated) < 0)
      )
        next = other;
    const belowNext = next && lowGap(bidder.evaluated, next.evaluated, settings.lowPercent);
    if (next && belowNext) bidder.lowAgainstNext = { ...belowNext, bidder: next.index };
    const belowEstimate =
      settings.estimate && lowGap(bidder.evaluated, settings.estimate, settings.lowPercent);
    if (belowEstimate) bidder.lowAgainstEstimate = belowEstimate;
  }
}
