/**
 * Exact decimal numbers for quantities, prices and totals.
 * A value is `units / 10^scale`; the scale is kept as written so "5400.000" stays three decimals.
 */
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

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
    return this.units * 10n ** BigInt(scale - this.scale);
  }

  plus(other: Decimal): Decimal {
    const scale = Math.max(this.scale, other.scale);
    return new Decimal(this.rescaled(scale) + other.rescaled(scale), scale);
  }

  minus(other: Decimal): Decimal {
    return this.plus(other.negated());
  }

  negated(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  times(other: Decimal): Decimal {
    return new Decimal(this.units * other.units, this.scale + other.scale);
  }

  /** Rounds half away from zero, as Excel's ROUND and the GAEB rules do. */
  round(scale: number): Decimal {
    if (scale >= this.scale) return new Decimal(this.rescaled(scale), scale);
    const divisor = 10n ** BigInt(this.scale - scale);
    const magnitude = this.units < 0n ? -this.units : this.units;
    let quotient = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
    return new Decimal(this.units < 0n ? -quotient : quotient, scale);
  }

  compare(other: Decimal): number {
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
    const negative = this.units < 0n;
    const digits = (negative ? -this.units : this.units).toString().padStart(this.scale + 1, "0");
    const whole = digits.slice(0, digits.length - this.scale);
    const fraction = digits.slice(digits.length - this.scale);
    return `${negative ? "-" : ""}${whole}${this.scale > 0 ? `.${fraction}` : ""}`;
  }

  /** The shortest exact form ("5400" for "5400.000"), as a spreadsheet stores numbers. */
  toPlainString(): string {
    const text = this.toString();
    return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
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
