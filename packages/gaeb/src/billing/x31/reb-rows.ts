import { Decimal } from "../../decimal.js";
import type { Issue, QuantityDeterminationIssueCode } from "../../issues.js";
import type { MeasurementLine } from "../measurement.js";

/*
 * The rows of a quantity determination after REB-VB 23.003 (Ausgabe 2009) as GAEB DA XML 3.3 carries them in
 * `QTakeoff/@Row` (pattern " {2} {9}.{69}"): 80 characters, columns 1–11 blank, where the old DA11 file held the
 * data type and the OZ (in XML the item gives the OZ). Columns 12–80 in free notation, formula number 91:
 *
 *   12      blank
 *   13      "*" for a text line, which holds text in 14–69 and leaves 70–80 blank
 *   14–22   explanation (9 characters, left aligned)
 *   23      "-" for a deduction
 *   24–29   factor with three implied decimals, right aligned ("  2000" is 2); blank for 1
 *   30–31   formula number "91"
 *   32–69   the expression: decimal comma, operators; a longer one goes on in further rows with 14–29 blank,
 *           broken only between tokens; the last row of a calculation ends with "="
 *   70–75   address: sheet number (4 digits), line letter A–Z, index 0 ("0001A0"), unique in the file
 *   76–80   blank
 */

export const REB_ROW_LENGTH = 80;
/** Columns 32–69. */
export const EXPRESSION_WIDTH = 38;
/** REB allows a calculation at most this many rows (the first and its continuations). */
export const MAX_EXPRESSION_LINES = 20;
/** Columns 14–69 of a text line. */
const TEXT_WIDTH = 56;
/** Columns 14–22. */
const EXPLANATION_WIDTH = 9;
/** What a line's place and description may fill before they are cut: three text rows are a short paragraph. */
export const MAX_TEXT_ROWS = 3;
const FORMULA = "91";
const LETTERS = 26;

/**
 * Addresses in the order rows are written: 0001A0 … 0001Z0, 0002A0 …; one sheet holds 26 lines (A–Z, index 0),
 * and four digits number at most 9999 sheets.
 */
export class RebAddresses {
  static readonly SHEETS = 9999;
  private used = 0;

  /** The next free address, or undefined when all 9999 sheets are full. */
  next(): string | undefined {
    if (this.used >= RebAddresses.SHEETS * LETTERS) return undefined;
    const sheet = Math.floor(this.used / LETTERS) + 1;
    const letter = String.fromCharCode(65 + (this.used % LETTERS));
    this.used += 1;
    return `${String(sheet).padStart(4, "0")}${letter}0`;
  }
}

function magnitude(value: Decimal): Decimal {
  return value.units < 0n ? value.negated() : value;
}

/**
 * A number as REB writes it: the shortest exact form with a decimal comma ("12,5", "3"). Always its magnitude: a
 * deduction is marked in column 23, so the expression never needs REB's bracketed negative numbers.
 */
export function rebNumber(value: Decimal): string {
  return magnitude(value).toPlainString().replace(".", ",");
}

/**
 * An expression's tokens (numbers, operators, the closing "=") in rows of 38 characters, filled greedily and
 * broken only between tokens; `tooLong` names a token no row can hold whole, `tooMany` counts the rows of an
 * expression beyond REB's 20 (four figures of 38 characters take 9, a formula from a workbook could take more).
 */
export function expressionLines(
  tokens: readonly string[],
): { lines: string[] } | { tooLong: string } | { tooMany: number } {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    if (token.length > EXPRESSION_WIDTH) return { tooLong: token };
    if (line.length + token.length > EXPRESSION_WIDTH) {
      lines.push(line);
      line = "";
    }
    line += token;
  }
  if (line) lines.push(line);
  return lines.length > MAX_EXPRESSION_LINES ? { tooMany: lines.length } : { lines };
}

// Characters a row cannot hold: controls (a line break would end the XML attribute's line, and the pattern's "."
// does not match it), lone surrogates and the two non-characters XML cannot carry.
const NOT_IN_ROW = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;

/** A cell's text on one line: what a row cannot hold becomes a space, runs of spaces one. */
function plain(text: string | undefined): string {
  return (text ?? "").replace(NOT_IN_ROW, " ").replace(/\s+/g, " ").trim();
}

/** Padded to a width in code points, as the schema counts them (an "ä" or an emoji is one character). */
function padded(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - Array.from(text).length));
}

/** Text in lines of `width` code points, broken at spaces; a word longer than a line is split. */
function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of text.split(" ")) {
    let chars = Array.from(word);
    if (line.length > 0 && line.length + 1 + chars.length > width) {
      lines.push(line.join(""));
      line = [];
    }
    while (chars.length > width) {
      lines.push(chars.slice(0, width).join(""));
      chars = chars.slice(width);
    }
    line = line.length > 0 ? [...line, " ", ...chars] : chars;
  }
  if (line.length > 0) lines.push(line.join(""));
  return lines;
}

function textRow(text: string): string {
  return `${" ".repeat(12)}*${padded(text, TEXT_WIDTH)}${" ".repeat(11)}`;
}

function calculationRow(
  explanation: string,
  deduction: boolean,
  factor: string,
  segment: string,
  address: string,
): string {
  return `${" ".repeat(13)}${padded(explanation, EXPLANATION_WIDTH)}${deduction ? "-" : " "}${factor.padStart(6, " ")}${FORMULA}${segment.padEnd(EXPRESSION_WIDTH, " ")}${address}${" ".repeat(5)}`;
}

export interface LineRows {
  /** The line's rows in order; none when an issue is an error. */
  rows: string[];
  issues: Issue[];
}

const ONE = Decimal.fromInteger(1);

/**
 * One Aufmaß line as REB rows: text rows with its place and description where they do not fit the 9-character
 * explanation, then the calculation. The count is the factor (columns 24–29) where it is not 1 and fits them, the
 * dimensions (or the value) the expression; a negative result is a deduction of the magnitudes. The result the
 * workbook computed must be the product rounded to 3 decimals, so the file's rows and its quantities agree.
 */
export function measurementRows(line: MeasurementLine, addresses: RebAddresses): LineRows {
  const issues: Issue[] = [];
  const fail = (code: QuantityDeterminationIssueCode, params: Record<string, string | number> = {}) => {
    issues.push({ code, severity: "error", path: line.oz, params: { row: line.sheetRow, ...params } });
    return { rows: [], issues };
  };
  const dimensions = [line.length, line.width, line.height].filter((value) => value !== undefined);
  if (line.value !== undefined && (dimensions.length > 0 || line.count !== undefined))
    return fail("x31_line_figures_invalid", { reason: "both" });
  if (line.value === undefined && dimensions.length === 0 && line.count === undefined)
    return fail("x31_line_figures_invalid", { reason: "none" });

  const figures = line.value !== undefined ? [line.value] : [line.count ?? ONE, ...dimensions];
  const computed = figures.reduce((product, figure) => product.times(figure), ONE).round(3);
  // A deduction may be marked by the sheet (positive figures, negative result) or by a negative figure; a
  // positive result from a negative product is neither.
  const signAgrees = line.result.units < 0n || computed.units >= 0n;
  if (!signAgrees || !magnitude(computed).equals(magnitude(line.result)))
    return fail("x31_result_mismatch", { value: line.result.toString(), computed: computed.toString() });

  let factor = "";
  let numbers: Decimal[] = line.value !== undefined ? [line.value] : dimensions;
  if (line.count !== undefined) {
    const count = magnitude(line.count);
    const thousandths = count.round(3).units;
    // The factor column holds 0.001 to 999.999; a count beyond, or the only figure, stands in the expression.
    if (dimensions.length > 0 && count.significantScale() <= 3 && thousandths <= 999_999n) {
      if (!count.equals(ONE)) factor = thousandths.toString();
    } else numbers = [count, ...dimensions];
  }
  const tokens = numbers.flatMap((number, index) =>
    index > 0 ? ["*", rebNumber(number)] : [rebNumber(number)],
  );
  const expression = expressionLines([...tokens, "="]);
  if ("tooLong" in expression)
    // The message shows the figure in the reader's notation, so it names it as the core passes figures: plain.
    return fail("x31_number_too_long", {
      value: expression.tooLong.replace(",", "."),
      limit: EXPRESSION_WIDTH,
    });
  if ("tooMany" in expression)
    return fail("x31_expression_too_long", { lines: expression.tooMany, limit: MAX_EXPRESSION_LINES });

  const label = [plain(line.location), plain(line.description)].filter((part) => part !== "").join(", ");
  const chars = Array.from(label);
  const fits = chars.length <= EXPLANATION_WIDTH;
  const rows: string[] = [];
  if (!fits) {
    // Wrapped no further than one character beyond what three rows hold, so a huge cell costs no more than a
    // short one; cut by code points, never inside a character.
    const text = wrapped(chars.slice(0, MAX_TEXT_ROWS * TEXT_WIDTH + 1).join(""), TEXT_WIDTH);
    if (text.length > MAX_TEXT_ROWS)
      issues.push({
        code: "x31_text_clipped",
        severity: "warning",
        path: line.oz,
        params: { row: line.sheetRow, limit: MAX_TEXT_ROWS * TEXT_WIDTH },
      });
    rows.push(...text.slice(0, MAX_TEXT_ROWS).map(textRow));
  }
  for (const [index, segment] of expression.lines.entries()) {
    const address = addresses.next();
    if (address === undefined) return fail("x31_addresses_exhausted", { limit: RebAddresses.SHEETS });
    rows.push(
      index === 0
        ? calculationRow(fits ? label : "", line.result.units < 0n, factor, segment, address)
        : calculationRow("", false, "", segment, address),
    );
  }
  return { rows, issues };
}
