/**
 * Exact decimal numbers for quantities, prices and totals.
 * A value is `units / 10^scale`; the scale is kept as written so "5400.000" stays three decimals.
 */
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Powers of ten by exponent, made once: every sum across scales and every rounding needs one, the layout of a
 * large file does millions of them (issue 23), and the comparison divides with them too.
 */
const POWERS: bigint[] = [];

export function powerOfTen(exponent: number): bigint {
  let power = POWERS[exponent];
  if (power === undefined) {
    power = 10n ** BigInt(exponent);
    // Scales are small (GAEB writes at most a few decimals); a product's scale is kept too, larger ones are rare.
    if (exponent < 64) POWERS[exponent] = power;
  }
  return power;
}

export class Decimal {
  // Declared, not defined, fields: a plain constructor assignment is markedly cheaper for the many values a
  // large file holds than class-field initialisers.
  declare readonly units: bigint;
  declare readonly scale: number;

  private constructor(units: bigint, scale: number) {
    this.units = units;
    this.scale = scale;
  }

  static readonly zero = new Decimal(0n, 0);

  /** Parses a plain decimal as GAEB writes it ("12.50", "-3", ".5"); returns undefined for anything else. */
  static parse(text: string): Decimal | undefined {
    // Most figures are short and plain ("12.50"): read digit by digit, without a pattern or a string of digits.
    // Fifteen characters hold at most fifteen digits, which a double holds exactly.
    if (text.length <= 15) {
      let units = 0;
      let digits = 0;
      let scale = -1;
      let at = 0;
      const first = text.charCodeAt(0);
      if (first === 45 || first === 43) at = 1;
      for (; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (code >= 48 && code <= 57) {
          units = units * 10 + (code - 48);
          digits += 1;
          if (scale >= 0) scale += 1;
        } else if (code === 46 && scale < 0) scale = 0;
        else break;
      }
      // Anything else (blanks around it, a second dot, letters) is read by the pattern below.
      if (at === text.length && digits > 0)
        return new Decimal(BigInt(first === 45 ? -units : units), Math.max(scale, 0));
    }
    const trimmed = text.trim();
    if (!PLAIN_DECIMAL.test(trimmed)) return undefined;
    // BigInt reads the sign itself; without the dot, the digits are the units.
    const dot = trimmed.indexOf(".");
    if (dot < 0) return new Decimal(BigInt(trimmed), 0);
    return new Decimal(BigInt(trimmed.slice(0, dot) + trimmed.slice(dot + 1)), trimmed.length - dot - 1);
  }

  static fromInteger(value: number): Decimal {
    return new Decimal(BigInt(value), 0);
  }

  private rescaled(scale: number): bigint {
    return scale === this.scale ? this.units : this.units * powerOfTen(scale - this.scale);
  }

  plus(other: Decimal): Decimal {
    const scale = Math.max(this.scale, other.scale);
    return new Decimal(this.rescaled(scale) + other.rescaled(scale), scale);
  }

  minus(other: Decimal): Decimal {
    const scale = Math.max(this.scale, other.scale);
    return new Decimal(this.rescaled(scale) - other.rescaled(scale), scale);
  }

  negated(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  times(other: Decimal): Decimal {
    return new Decimal(this.units * other.units, this.scale + other.scale);
  }

  /** Rounds half away from zero, as Excel's ROUND and the GAEB rules do. */
  round(scale: number): Decimal {
    // A value is never changed, so one already at the scale is its own rounding.
    if (scale === this.scale) return this;
    if (scale > this.scale) return new Decimal(this.rescaled(scale), scale);
    const divisor = powerOfTen(this.scale - scale);
    const magnitude = this.units < 0n ? -this.units : this.units;
    let quotient = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
    return new Decimal(this.units < 0n ? -quotient : quotient, scale);
  }

  /** this ÷ other rounded to `scale` decimals, half away from zero (as a spreadsheet's ROUND); undefined for ÷ 0. */
  dividedBy(other: Decimal, scale: number): Decimal | undefined {
    if (other.units === 0n) return undefined;
    // (u1 / 10^s1) / (u2 / 10^s2) × 10^scale, in integers: the result's units before rounding.
    let numerator = this.units * powerOfTen(other.scale + scale);
    let denominator = other.units * powerOfTen(this.scale);
    if (denominator < 0n) {
      numerator = -numerator;
      denominator = -denominator;
    }
    const magnitude = numerator < 0n ? -numerator : numerator;
    let quotient = magnitude / denominator;
    if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
    return new Decimal(numerator < 0n ? -quotient : quotient, scale);
  }

  compare(other: Decimal): number {
    if (this.scale === other.scale) return this.units < other.units ? -1 : this.units > other.units ? 1 : 0;
    const scale = Math.max(this.scale, other.scale);
    const a = this.rescaled(scale);
    const b = other.rescaled(scale);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  equals(other: Decimal): boolean {
    return this.compare(other) === 0;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  /** The exact value with its own scale, e.g. "1421003968.15" or "-0.500". */
  toString(): string {
    return this.written(false);
  }

  /** The shortest exact form ("5400" for "5400.000"), as a spreadsheet stores numbers. */
  toPlainString(): string {
    return this.written(true);
  }

  /** The value in digits, its fraction's trailing zeros left out when `shortest`; one string cut, no pattern. */
  private written(shortest: boolean): string {
    // BigInt has no negative zero, so a whole number is written as it is.
    if (this.scale === 0) return this.units.toString();
    const negative = this.units < 0n;
    let digits = (negative ? -this.units : this.units).toString();
    if (digits.length <= this.scale) digits = digits.padStart(this.scale + 1, "0");
    const point = digits.length - this.scale;
    let end = digits.length;
    if (shortest) while (end > point && digits.charCodeAt(end - 1) === 48) end -= 1;
    const whole = digits.slice(0, point);
    const sign = negative ? "-" : "";
    return end > point ? `${sign}${whole}.${digits.slice(point, end)}` : `${sign}${whole}`;
  }

  /** Decimals actually needed, ignoring trailing zeros. */
  significantScale(): number {
    const plain = this.toPlainString();
    const dot = plain.indexOf(".");
    return dot < 0 ? 0 : plain.length - dot - 1;
  }

  toNumber(): number {
    return Number(this.toPlainString());
  }

  toJSON(): string {
    return this.toString();
  }
}

export function sum(values: Iterable<Decimal>): Decimal {
  let total = Decimal.zero;
  for (const value of values) total = total.plus(value);
  return total;
}
