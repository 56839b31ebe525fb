import { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { quoted } from "../limits.js";
import { cellNumber, cellRate, fromSpreadsheetNumber } from "../workbook/typed-number.js";
import type { ReadCell } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";

/** A value read from the sheet, with the cell it came from. */
export interface Typed {
  value: Decimal;
  cell: string;
}

/** What a value may be: its decimals, whether it may be negative (a discount may: a surcharge), its whole digits. */
export interface ValueRule {
  decimals: number;
  negative: boolean;
  wholeDigits: number;
  /** A rate in percent, read as the bidder meant it whatever the cell's percent format (see `cellRate`). */
  rate?: boolean;
  /** A rate that may be 100 % or more (a markup's; a discount's never is), see `TypedCells.read`. */
  hundredOrMore?: boolean;
}

/** Unit prices and amounts: `tgDecimal_13_3` (and totals `_13_2`), never negative. */
export const PRICE: ValueRule = { decimals: 3, negative: false, wholeDigits: 10 };
export const AMOUNT: ValueRule = { decimals: 2, negative: false, wholeDigits: 11 };
/** Percentages (`tgDecimal_9_6`): a negative discount is a surcharge, which GAEB allows. */
export const PERCENT: ValueRule = { decimals: 6, negative: true, wholeDigits: 3, rate: true };
export const RATE: ValueRule = { ...PERCENT, negative: false, hundredOrMore: true };
/** Quantities: `tgDecimal_11_3`. */
export const QUANTITY: ValueRule = { decimals: 3, negative: false, wholeDigits: 8 };

const WARNINGS = new Set<Issue["code"]>(["offer_price_rounded", "offer_rate_read_as_percent"]);
const ONE = Decimal.fromInteger(1);
const TWO = Decimal.fromInteger(2);
const HUNDRED = Decimal.fromInteger(100);

/** Reads typed values out of one sheet, reporting each that cannot be an offer's figure with sheet, cell and OZ. */
export class TypedCells {
  /** `file`: the workbook's name, where the caller names it on each issue (the import adds it afterwards). */
  constructor(
    private readonly sheet: string,
    private readonly file: string | undefined,
    private readonly issues: Issue[],
  ) {}

  problem(code: Issue["code"], cell: string, oz: string, params: Record<string, string | number> = {}): void {
    this.issues.push({
      code,
      severity: WARNINGS.has(code) ? "warning" : "error",
      ...(this.file !== undefined ? { file: this.file } : {}),
      ...(oz ? { path: oz } : {}),
      params: { sheet: this.sheet, cell, ...params },
    });
  }

  read(
    cells: ReadonlyMap<number, ReadCell>,
    column: number | undefined,
    row: number,
    oz: string,
    rule: ValueRule,
  ): Typed | undefined {
    if (column === undefined) return undefined;
    return this.readCell(cells.get(column), column, row, oz, rule);
  }

  /** The value of one cell (in `column`, `row`), as `read` takes it. */
  readCell(
    raw: ReadCell | undefined,
    column: number,
    row: number,
    oz: string,
    rule: ValueRule,
  ): Typed | undefined {
    const cell = `${columnName(column)}${row}`;
    const typed = rule.rate ? cellRate(raw) : cellNumber(raw);
    if (!typed) return undefined;
    if (!typed.ok) {
      this.problem("offer_price_invalid", cell, oz, {
        value: quoted(raw?.value ?? ""),
        reason: typed.reason,
      });
      return undefined;
    }
    let value = typed.value;
    // "150 %" typed into a cell that shows percentages is stored as 1.5, as "1,5" is: the stored file cannot tell
    // them apart, and the rate format reads 1.5 as 1.5 %. A markup of 100 % or more is rare but possible: say so.
    // The stored number decides: a "1,5 %" typed with its sign is stored 0.015 and means 1,5 % beyond doubt.
    const stored = raw?.kind === "number" && raw.percent ? fromSpreadsheetNumber(raw.value) : undefined;
    if (rule.hundredOrMore && stored && stored.compare(ONE) >= 0 && stored.compare(TWO) < 0)
      this.problem("offer_rate_read_as_percent", cell, oz, {
        value: value.toPlainString(),
        hundredfold: value.times(HUNDRED).toPlainString(),
      });
    if (value.units < 0n && !rule.negative) {
      this.problem("offer_price_invalid", cell, oz, { value: value.toString(), reason: "negative" });
      return undefined;
    }
    if (value.significantScale() > rule.decimals) {
      const rounded = value.round(rule.decimals);
      this.problem("offer_price_rounded", cell, oz, {
        value: value.toPlainString(),
        rounded: rounded.toString(),
        places: rule.decimals,
      });
      value = rounded;
    }
    if (value.round(0).toPlainString().replace("-", "").length > rule.wholeDigits) {
      this.problem("offer_price_invalid", cell, oz, { value: value.toPlainString(), reason: "large" });
      return undefined;
    }
    return { value, cell };
  }
}

/**
 * A markup item's rate as the bidder types it into the row's EP cell (older workbooks of ours had a column of its
 * own): a percentage whatever the cell's format, 100 % or more said so, as the offer job and the import read it.
 */
export function readMarkupRate(
  typed: TypedCells,
  cell: ReadCell | undefined,
  column: number,
  row: number,
  oz: string,
): Typed | undefined {
  return typed.readCell(cell, column, row, oz, RATE);
}
