import { Decimal, powerOfTen } from "../decimal.js";

/**
 * Exact evaluation of a REB 23.003 free-notation expression (formula number 91): numbers with a decimal comma or
 * point, + - * /, round brackets, blanks anywhere. A small recursive-descent parser over the characters, never
 * eval(): the text comes from someone else's file.
 *
 * Rounding rule: REB quantities have three decimals, so every quotient is rounded to three decimals, half away from
 * zero, where it is formed (10 / 3 = 3.333, and 3.333 * 3 = 9.999, as a takeoff on paper has it); sums, differences
 * and products stay exact.
 */

/** Longer than any real calculation (a row holds 38 characters, a calculation a handful of rows). */
export const MAX_EXPRESSION_LENGTH = 1000;
/** Brackets deeper than this are no takeoff; the bound keeps the recursion small. */
export const MAX_EXPRESSION_DEPTH = 20;
/** Digits of one number: REB fields hold far fewer; more would be a damaged row. */
const MAX_NUMBER_DIGITS = 20;
/** Decimals of a quotient. */
export const QUOTIENT_DECIMALS = 3;

export type ExpressionProblem = "empty" | "syntax" | "division_by_zero" | "too_long" | "too_deep";

export type Evaluation = { ok: true; value: Decimal } | { ok: false; problem: ExpressionProblem };

class Refused extends Error {
  constructor(readonly problem: ExpressionProblem) {
    super(problem);
  }
}

/** `a / b` rounded to `QUOTIENT_DECIMALS`, half away from zero; exact in bigints, whatever the scales. */
export function divide(a: Decimal, b: Decimal): Decimal {
  if (b.isZero()) throw new Refused("division_by_zero");
  // a / b = (ua / 10^sa) / (ub / 10^sb); scaled by 10^3 and rounded, it is an integer of units.
  let numerator = a.units * powerOfTen(b.scale + QUOTIENT_DECIMALS);
  let denominator = b.units * powerOfTen(a.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return fromUnits(negative ? -quotient : quotient, QUOTIENT_DECIMALS);
}

/** A decimal from integer units and a scale (`Decimal` keeps its constructor to itself). */
function fromUnits(units: bigint, scale: number): Decimal {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const point = digits.length - scale;
  const text = scale === 0 ? digits : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return Decimal.parse(`${negative ? "-" : ""}${text}`) ?? Decimal.zero;
}

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Decimal {
    const value = this.sum(0);
    this.skipBlanks();
    if (this.at < this.text.length) throw new Refused("syntax");
    return value;
  }

  private skipBlanks(): void {
    while (this.text[this.at] === " ") this.at += 1;
  }

  private peek(): string | undefined {
    this.skipBlanks();
    return this.text[this.at];
  }

  private sum(depth: number): Decimal {
    let value = this.product(depth);
    for (let next = this.peek(); next === "+" || next === "-"; next = this.peek()) {
      this.at += 1;
      const right = this.product(depth);
      value = next === "+" ? value.plus(right) : value.minus(right);
    }
    return value;
  }

  private product(depth: number): Decimal {
    let value = this.signed(depth);
    for (let next = this.peek(); next === "*" || next === "/"; next = this.peek()) {
      this.at += 1;
      const right = this.signed(depth);
      value = next === "*" ? value.times(right) : divide(value, right);
    }
    return value;
  }

  private signed(depth: number): Decimal {
    const next = this.peek();
    if (next === "-" || next === "+") {
      // A sign before a sign ("--2") is no takeoff notation; one sign before a number or bracket is.
      this.at += 1;
      const after = this.peek();
      if (after === "-" || after === "+") throw new Refused("syntax");
      const value = this.primary(depth);
      return next === "-" ? value.negated() : value;
    }
    return this.primary(depth);
  }

  private primary(depth: number): Decimal {
    const next = this.peek();
    if (next === "(") {
      if (depth >= MAX_EXPRESSION_DEPTH) throw new Refused("too_deep");
      this.at += 1;
      const value = this.sum(depth + 1);
      if (this.peek() !== ")") throw new Refused("syntax");
      this.at += 1;
      return value;
    }
    return this.number();
  }

  private number(): Decimal {
    const match = /^(\d+)(?:[.,](\d*))?|^[.,](\d+)/.exec(
      this.text.slice(this.at, this.at + MAX_NUMBER_DIGITS + 2),
    );
    if (!match) throw new Refused("syntax");
    this.at += match[0].length;
    // A digit right after the longest number we read means a number longer than any field holds.
    if (/\d/.test(this.text[this.at] ?? "")) throw new Refused("syntax");
    const whole = match[1] ?? "0";
    const fraction = match[2] ?? match[3] ?? "";
    const value = Decimal.parse(fraction ? `${whole}.${fraction}` : whole);
    if (!value) throw new Refused("syntax");
    return value;
  }
}

/** The exact value of `expression`, or why there is none; never throws. */
export function evaluateExpression(expression: string): Evaluation {
  if (expression.length > MAX_EXPRESSION_LENGTH) return { ok: false, problem: "too_long" };
  if (expression.trim() === "") return { ok: false, problem: "empty" };
  try {
    return { ok: true, value: new Parser(expression).parse() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    throw error;
  }
}
