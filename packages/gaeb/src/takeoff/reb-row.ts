/**
 * One row of a REB 23.003 quantity takeoff (`QTakeoff/@Row` of GAEB DA XML, 80 characters) split into its fields
 * for display. Columns as REB-VB 23.003 (2009) lays out its free notation (formula number 91), counted from 1:
 *
 * - 1-11 blank (the schema's pattern ` {2} {9}.{69}`); 12 is not used by the free notation;
 * - 13 `*` marks a text (comment) row, its text in 14-69;
 * - otherwise 14-22 a short explanation, 23 `-` a deduction, 24-29 a factor with three implied decimals (blank: 1),
 *   30-31 the formula number, 32-69 the expression (a calculation continued over several rows ends with `=` in its
 *   last row), 70-75 the address (sheet, line letter, index: `0001A0`).
 *
 * Rows with another formula number are fixed-field formulas whose fields this module does not interpret: they are
 * shown with their 69 data columns as written rather than guessed at.
 */

export const ROW_LENGTH = 80;
/** Columns 1-11 carry nothing. */
const MARGIN = 11;
export const FREE_NOTATION = "91";

export type RebRowProblem = "too_long" | "margin_not_blank";

export type RebRow =
  | { kind: "text"; text: string }
  | {
      kind: "calculation";
      explanation: string;
      deduction: boolean;
      /** Columns 24-29 as written, trimmed; "" means 1. */
      factor: string;
      formula: string;
      /** Columns 32-69 trimmed, with the closing `=` of a calculation's last row removed. */
      expression: string;
      address: string;
      /** The row ends its calculation (its expression ended with `=`). */
      ends: boolean;
    }
  | { kind: "other"; raw: string };

export interface ParsedRebRow {
  row: RebRow;
  /** Set for a row that breaks the layout; the row is then shown as written (`kind: "other"`). */
  problem?: RebRowProblem;
}

/** Columns `from`-`to` (1-based, inclusive). */
function columns(row: string, from: number, to: number): string {
  return row.slice(from - 1, to);
}

/**
 * Splits one row; never throws. A row shorter than 80 characters is read as if padded with blanks (some programs
 * drop trailing blanks, which carry nothing); a longer one, or one with something in columns 1-11, is shown as
 * written with the reason.
 */
export function parseRebRow(row: string): ParsedRebRow {
  if (row.length > ROW_LENGTH) return { row: { kind: "other", raw: row.trimEnd() }, problem: "too_long" };
  if (row.slice(0, MARGIN).trim() !== "")
    return { row: { kind: "other", raw: row.trimEnd() }, problem: "margin_not_blank" };
  const padded = row.padEnd(ROW_LENGTH, " ");
  if (padded[12] === "*") return { row: { kind: "text", text: columns(padded, 14, 69).trimEnd() } };
  const formula = columns(padded, 30, 31).trim();
  if (formula !== FREE_NOTATION) {
    const raw = padded.slice(MARGIN).trimEnd();
    return { row: raw === "" ? { kind: "text", text: "" } : { kind: "other", raw } };
  }
  const written = columns(padded, 32, 69).trim();
  const ends = written.endsWith("=");
  return {
    row: {
      kind: "calculation",
      explanation: columns(padded, 14, 22).trim(),
      deduction: padded[22] === "-",
      factor: columns(padded, 24, 29).trim(),
      formula,
      expression: ends ? written.slice(0, -1).trimEnd() : written,
      address: columns(padded, 70, 75).trim(),
      ends,
    },
  };
}
