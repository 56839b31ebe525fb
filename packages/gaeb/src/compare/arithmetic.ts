import { Decimal, powerOfTen } from "../decimal.js";

/** `a / b` to `scale` decimals, rounded half away from zero like the spreadsheet's ROUND; undefined for b = 0. */
export function divide(a: Decimal, b: Decimal, scale: number): Decimal | undefined {
  if (b.isZero()) return undefined;
  // a/b·10^scale = a.units·10^(scale + b.scale) / (b.units·10^a.scale), an integer division of big integers.
  const numerator = a.units * powerOfTen(scale + b.scale);
  const denominator = b.units * powerOfTen(a.scale);
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  const digits = quotient.toString().padStart(scale + 1, "0");
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return Decimal.parse(`${negative && quotient !== 0n ? "-" : ""}${text}`);
}

/** Lowest, highest and mean of the prices given; a missing price (undefined) is left out, a 0.00 is not. */
export function priceStatistics(
  prices: ReadonlyArray<Decimal | undefined>,
): { lowest: Decimal; highest: Decimal; mean: Decimal; count: number } | undefined {
  let lowest: Decimal | undefined;
  let highest: Decimal | undefined;
  let total = Decimal.zero;
  let count = 0;
  for (const price of prices) {
    if (!price) continue;
    if (!lowest || price.compare(lowest) < 0) lowest = price;
    if (!highest || price.compare(highest) > 0) highest = price;
    total = total.plus(price);
    count += 1;
  }
  if (!lowest || !highest) return undefined;
  return { lowest, highest, mean: divide(total, Decimal.fromInteger(count), 6) as Decimal, count };
}

/**
 * Competition ranking ("1, 1, 3"): equal totals share a rank, as the spreadsheet's RANK does. Returns each
 * value's rank in the order given.
 */
export function competitionRanks(values: readonly Decimal[]): number[] {
  return completeFirstRanks(
    values,
    values.map(() => true),
  );
}

/**
 * Competition ranks with the complete offers first: an incomplete one ranks after every complete one, among the
 * incomplete ones by its value.
 */
export function completeFirstRanks(values: readonly Decimal[], complete: readonly boolean[]): number[] {
  const completeCount = complete.filter(Boolean).length;
  return values.map((value, i) => {
    const below = values.filter((other, j) => complete[j] === complete[i] && other.compare(value) < 0).length;
    return 1 + below + (complete[i] ? 0 : completeCount);
  });
}

const HUNDRED = Decimal.fromInteger(100);

/** `(value - lowest) / lowest` in percent with two decimals; "" when the lowest is zero and they differ. */
export function percentAbove(value: Decimal, lowest: Decimal): string {
  const difference = value.minus(lowest);
  if (difference.isZero()) return "0.00";
  const percent = divide(difference.times(HUNDRED), lowest, 2);
  return percent ? percent.toString() : "";
}

/** `(price / reference) - 1`, the deviation a spreadsheet shows as a percentage; undefined without a reference. */
export function deviation(price: Decimal, reference: Decimal | undefined): Decimal | undefined {
  if (!reference) return undefined;
  // Six decimals of the ratio (0.0001 %): more than any reader needs, and few enough digits that a spreadsheet holds
  // the figure exactly even when one price is a thousand times another.
  return divide(price.minus(reference), reference, 6);
}

/** What a total becomes after a discount in percent, as GAEB and the sheets round it. */
export function afterDiscountPercent(total: Decimal, percent: Decimal): Decimal {
  return total
    .times(HUNDRED.minus(percent))
    .times(Decimal.parse("0.01") as Decimal)
    .round(2);
}

/** `rate` percent of `base`, rounded to cents: a markup's figure, as GAEB and the sheets round it. */
export function percentOfRounded(base: Decimal, rate: Decimal): Decimal {
  return base
    .times(rate)
    .times(Decimal.parse("0.01") as Decimal)
    .round(2);
}
