import { Decimal } from "../decimal.js";
import { divide } from "./arithmetic.js";
import { type EvaluationBidder, isBaseKey, parsed } from "./evaluation-data.js";
import { groupKey, PROVISIONAL_KEY } from "./evaluation-plan.js";

const HUNDREDTH = Decimal.parse("0.01") as Decimal;

/** The VAT on a bidder's rows of one key: at their own rates where they have one, else at `rate`. */
export function vatOfKey(bidder: EvaluationBidder, key: string, rate: Decimal): Decimal {
  const own = bidder.ownRate;
  const net = parsed(bidder.sums[key]).minus(parsed(own?.net[key]));
  return parsed(own?.vat[key]).plus(net.times(rate).times(HUNDREDTH));
}

/**
 * The Wertungssumme with VAT: at the evaluation's rate; where items of the request have rates of their own, each of
 * the evaluated rows at its own rate and the rest (and what the sections' adjustments add) at the evaluation's, the
 * VAT then scaled by what the bidder's discount on the offer leaves of the net. None without a rate.
 */
export function grossOf(
  bidder: EvaluationBidder,
  groups: readonly { group: string }[],
  choices: Readonly<Record<string, number>>,
  provisional: boolean,
  rate: Decimal | undefined,
  figures: { net: Decimal; evaluated: Decimal },
): Decimal | undefined {
  if (!rate) return undefined;
  const { net, evaluated } = figures;
  const own = bidder.ownRate;
  if (!own) return evaluated.plus(evaluated.times(rate).times(HUNDREDTH).round(2));
  const vatOf = (key: string) => vatOfKey(bidder, key, rate);
  let vat = parsed(bidder.sectionAdjustment).times(rate).times(HUNDREDTH);
  for (const key of Object.keys(bidder.sums)) if (isBaseKey(key)) vat = vat.plus(vatOf(key));
  if (provisional) vat = vat.plus(vatOf(PROVISIONAL_KEY));
  for (const { group } of groups) {
    const serial = choices[group] ?? 0;
    if (serial !== 0) vat = vat.plus(vatOf(groupKey(group, serial))).minus(vatOf(groupKey(group, 0)));
  }
  const scaled = net.isZero() ? vat : (divide(vat.times(evaluated), net, 10) ?? vat);
  return evaluated.plus(scaled.round(2));
}
