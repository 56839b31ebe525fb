/**
 * Exact decimal arithmetic for acceptance checks, independent of `src/decimal.ts`: a value is an integer over a
 * power of ten, kept exact through products, rounded to cents half away from zero only where GAEB rounds.
 */
export interface Exact {
  units: bigint;
  scale: number;
}

export function exact(text: string): Exact {
  const trimmed = text.trim();
  const negative = trimmed.startsWith("-");
  const [whole = "0", fraction = ""] = trimmed.replace(/^[-+]/, "").split(".");
  const units = BigInt(`${whole}${fraction}` || "0");
  return { units: negative ? -units : units, scale: fraction.length };
}

const pow = (n: number) => 10n ** BigInt(n);

function align(a: Exact, b: Exact): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow(scale - a.scale), b.units * pow(scale - b.scale), scale];
}

export const add = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
};
export const sub = (a: Exact, b: Exact): Exact => add(a, { units: -b.units, scale: b.scale });
export const mul = (a: Exact, b: Exact): Exact => ({ units: a.units * b.units, scale: a.scale + b.scale });
/** A percentage as its share: 10 → 0.10. */
export const percent = (p: Exact): Exact => ({ units: p.units, scale: p.scale + 2 });

/** Commercial rounding to `digits` decimals, half away from zero. */
export function round(a: Exact, digits = 2): Exact {
  if (a.scale <= digits) return { units: a.units * pow(digits - a.scale), scale: digits };
  const divisor = pow(a.scale - digits);
  const magnitude = a.units < 0n ? -a.units : a.units;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return { units: a.units < 0n ? -rounded : rounded, scale: digits };
}

/** Fixed notation with `digits` decimals, as the X84 writes money ("1234.50"). */
export function text(a: Exact, digits = 2): string {
  const r = round(a, digits);
  const negative = r.units < 0n;
  const digitsText = (negative ? -r.units : r.units).toString().padStart(digits + 1, "0");
  const whole = digitsText.slice(0, digitsText.length - digits);
  const fraction = digitsText.slice(digitsText.length - digits);
  return `${negative ? "-" : ""}${whole}${digits ? `.${fraction}` : ""}`;
}

export const zero: Exact = { units: 0n, scale: 0 };
export const sum = (values: readonly Exact[]): Exact => values.reduce(add, zero);

/** round(total × part ÷ whole, 2), half away from zero: a contract's lump sum or discount amount on a billed share. */
export function shareOf(total: Exact, part: Exact, whole: Exact): Exact {
  const product = mul(total, part);
  // (product ÷ whole) × 100 in integers, both brought to whole numbers first.
  let numerator = product.units * 10n ** BigInt(whole.scale + 2);
  let denominator = whole.units * 10n ** BigInt(product.scale);
  if (denominator < 0n) [numerator, denominator] = [-numerator, -denominator];
  const magnitude = numerator < 0n ? -numerator : numerator;
  let cents = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) cents += 1n;
  return { units: numerator < 0n ? -cents : cents, scale: 2 };
}
