import { Decimal } from "../decimal.js";
import { divide } from "./arithmetic.js";
import type { EvaluationData } from "./evaluation-data.js";

/** A unit price far from the other bidders' (auffällig): the basis of a request for explanation (Aufklärung). */
export interface UnusualPrice {
  oz: string;
  shortText: string;
  unitPrice: Decimal;
  /** The others' mean or median, to six decimals. */
  reference: Decimal;
  /** `unitPrice / reference - 1` to six decimals, as the sheet rounds it. */
  deviation: Decimal;
}

const TWO = Decimal.fromInteger(2);
const HUNDRED = Decimal.fromInteger(100);

/** The others' reference as an exact fraction: numerator over a whole denominator. */
function reference(others: Decimal[], kind: "mean" | "median"): { numerator: Decimal; denominator: Decimal } {
  if (kind === "mean")
    return {
      numerator: others.reduce((a, b) => a.plus(b), Decimal.zero),
      denominator: Decimal.fromInteger(others.length),
    };
  const sorted = [...others].sort((a, b) => a.compare(b));
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1)
    return { numerator: sorted[middle] as Decimal, denominator: Decimal.fromInteger(1) };
  return { numerator: (sorted[middle - 1] as Decimal).plus(sorted[middle] as Decimal), denominator: TWO };
}

/** The others' reference of each bidder as an exact fraction; none where no other bidder has a price. */
function references(
  prices: ReadonlyArray<Decimal | undefined>,
  kind: "mean" | "median",
): Array<{ numerator: Decimal; denominator: Decimal } | undefined> {
  const priced = prices.filter((price): price is Decimal => price !== undefined);
  if (kind === "median")
    return prices.map((price, bidder) => {
      if (!price || priced.length < 2) return undefined;
      return reference(
        prices.filter((other, o): other is Decimal => o !== bidder && other !== undefined),
        kind,
      );
    });
  // The mean of the others from the sum of all, once per item: ten bidders' thousands of items add up.
  const total = priced.reduce((a, b) => a.plus(b), Decimal.zero);
  const others = Decimal.fromInteger(priced.length - 1);
  return prices.map((price) =>
    price && priced.length > 1 ? { numerator: total.minus(price), denominator: others } : undefined,
  );
}

/**
 * Each bidder's unit price against the other bidders' mean or median: `price / reference - 1` to six decimals, as
 * the sheet rounds it. None where the bidder has no price, no other bidder has one or the reference is zero.
 */
export function deviationsFromOthers(
  prices: ReadonlyArray<Decimal | undefined>,
  kind: "mean" | "median",
  fractions = references(prices, kind),
): Array<Decimal | undefined> {
  return prices.map((price, bidder) => {
    const fraction = fractions[bidder];
    if (!price || !fraction || fraction.numerator.isZero()) return undefined;
    // price / (n / d) - 1 = (price·d - n) / n; judged at six decimals, as the sheet rounds it, so that both agree
    // at the threshold (in binary floating point 70 / 100 - 1 is a little beyond -30 %).
    const { numerator, denominator } = fraction;
    return divide(price.times(denominator).minus(numerator), numerator, 6);
  });
}

/** Further from the others than `percent`, either way. */
export function isUnusual(deviation: Decimal, percent: Decimal): boolean {
  const magnitude = deviation.compare(Decimal.zero) < 0 ? deviation.negated() : deviation;
  return magnitude.times(HUNDRED).compare(percent) > 0;
}

/**
 * Per bidder the unit prices further from the other bidders' mean (or median) than the threshold, either way. An
 * item no other bidder priced, or whose reference is zero, is not judged.
 */
export function unusualPrices(
  data: EvaluationData,
  settings: { unusualPercent: Decimal; unusualReference: "mean" | "median" },
): UnusualPrice[][] {
  const found: UnusualPrice[][] = data.bidders.map(() => []);
  for (const item of data.items) {
    const prices = item.prices.map((price) => (price === null ? undefined : Decimal.parse(price)));
    const fractions = references(prices, settings.unusualReference);
    const deviations = deviationsFromOthers(prices, settings.unusualReference, fractions);
    prices.forEach((price, b) => {
      const deviation = deviations[b];
      const fraction = fractions[b];
      if (!price || !deviation || !fraction || !isUnusual(deviation, settings.unusualPercent)) return;
      found[b]?.push({
        oz: item.oz,
        shortText: item.shortText,
        unitPrice: price,
        reference: divide(fraction.numerator, fraction.denominator, 6) as Decimal,
        deviation,
      });
    });
  }
  return found;
}
