import { Decimal } from "../decimal.js";
import type { QuantityTakeoffLine } from "../model.js";
import {
  type ExpressionProblem,
  evaluateExpression,
  MAX_EXPRESSION_LENGTH,
  QUOTIENT_DECIMALS,
} from "./expression.js";
import { parseRebRow, type RebRowProblem } from "./reb-row.js";

/**
 * An item's takeoff rows as a reader shows them: text rows, calculations (a free-notation calculation continued over
 * several rows is one entry) with their results, and rows of other formulas as written.
 *
 * A calculation's result is its expression's value times the factor, negative for a deduction, rounded to three
 * decimals half away from zero (REB quantities have three; see `expression.ts` for quotients). The item's sum is
 * the sum of the results, exact; it stands only when every calculation has a result and no row is of another
 * formula, since a sum that leaves rows out would be wrong rather than incomplete.
 */

export type TakeoffEntry =
  | { kind: "text"; text: string; rows: number[] }
  | {
      kind: "calculation";
      explanation: string;
      deduction: boolean;
      /** As written (columns 24-29); "" means 1. */
      factor: string;
      /** The expression of all its rows, joined. */
      expression: string;
      address: string;
      /** Its last row ended with `=`. */
      ends: boolean;
      result?: Decimal;
      rows: number[];
    }
  | { kind: "other"; raw: string; rows: number[] };

export type TakeoffProblem =
  | { code: "takeoff_row_malformed"; row: number; reason: RebRowProblem }
  | {
      code: "takeoff_expression_invalid";
      row: number;
      expression: string;
      reason: ExpressionProblem | "factor";
    }
  | { code: "takeoff_calculation_unterminated"; row: number; expression: string };

export interface Takeoff {
  entries: TakeoffEntry[];
  /** The sum of the results; absent when a row could not be counted (see above) or there is no calculation. */
  sum?: Decimal;
  problems: TakeoffProblem[];
}

/** The factor of columns 24-29: blank is 1; digits carry three implied decimals ("2000" is 2); a comma or point is read as written. */
export function rebFactor(written: string): Decimal | undefined {
  const text = written.trim();
  if (text === "") return Decimal.fromInteger(1);
  if (/^\d+$/.test(text))
    return Decimal.parse(`${text.slice(0, -3) || "0"}.${text.slice(-3).padStart(3, "0")}`);
  return /^\d*[.,]\d*$/.test(text) && /\d/.test(text) ? Decimal.parse(text.replace(",", ".")) : undefined;
}

type Calculation = Extract<TakeoffEntry, { kind: "calculation" }>;

/** Rows are numbered from 1, as a person counts the lines of an item's takeoff. */
export function readTakeoff(lines: readonly QuantityTakeoffLine[]): Takeoff {
  const entries: TakeoffEntry[] = [];
  const problems: TakeoffProblem[] = [];
  let open: Calculation | undefined;
  let countable = true;
  const close = (calculation: Calculation) => {
    const first = calculation.rows[0] ?? 0;
    if (!calculation.ends) {
      problems.push({
        code: "takeoff_calculation_unterminated",
        row: first,
        expression: calculation.expression,
      });
      countable = false;
      return;
    }
    const factor = rebFactor(calculation.factor);
    const value = evaluateExpression(calculation.expression);
    if (!factor || !value.ok) {
      const reason = value.ok ? "factor" : value.problem;
      const expression = calculation.expression.slice(0, 80);
      problems.push({ code: "takeoff_expression_invalid", row: first, expression, reason });
      countable = false;
      return;
    }
    const product = value.value.times(factor).round(QUOTIENT_DECIMALS);
    calculation.result = calculation.deduction ? product.negated() : product;
  };
  lines.forEach((line, index) => {
    const number = index + 1;
    const { row, problem } = parseRebRow(line.row);
    if (problem) problems.push({ code: "takeoff_row_malformed", row: number, reason: problem });
    if (row.kind === "calculation") {
      if (open) {
        // A continued row carries only its part of the expression; the first row's fields stand for all. Past the
        // bound nothing is added: the calculation is refused as too long anyway.
        if (open.expression.length <= MAX_EXPRESSION_LENGTH) open.expression += row.expression;
        open.ends = row.ends;
        open.rows.push(number);
      } else {
        const { kind, explanation, deduction, factor, expression, address, ends } = row;
        open = { kind, explanation, deduction, factor, expression, address, ends, rows: [number] };
        entries.push(open);
      }
      if (open.ends) {
        close(open);
        open = undefined;
      }
      return;
    }
    if (open) {
      close(open);
      open = undefined;
    }
    if (row.kind === "other") countable = false;
    entries.push({ ...row, rows: [number] });
  });
  if (open) close(open);
  const results = entries.flatMap((entry) =>
    entry.kind === "calculation" && entry.result ? [entry.result] : [],
  );
  const takeoff: Takeoff = { entries, problems };
  if (countable && results.length > 0) takeoff.sum = results.reduce((total, value) => total.plus(value));
  return takeoff;
}
