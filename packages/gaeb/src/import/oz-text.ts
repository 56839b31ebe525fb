import { MAX_BREAKDOWN_LENGTH } from "../limits.js";
import type { ShownDate } from "../workbook/number-formats.js";
import { fromSpreadsheetNumber } from "../workbook/typed-number.js";
import type { ReadCell } from "../workbook/xlsx-reader.js";

/** GAEB numbers items in at most five category levels (a lot and four BoQ levels) above the item level. */
export const MAX_OZ_LEVELS = 6;

export type OzText =
  | {
      ok: true;
      parts: string[];
      text: string;
      /** The spreadsheet had stored the number as a date ("1.10" as the 1st of October), read as it shows. */
      fromDate?: boolean;
    }
  | { ok: false; reason: "characters" | "part" | "levels" | "date"; text: string };

const two = (value: number) => String(value).padStart(2, "0");

/**
 * The item number a spreadsheet stored as a date, as the cell shows it: "1.10" typed in a German program is the
 * 1st of October in a format without the year, "1.2.10" the 1st of February 2010 shown with two year digits. With
 * four year digits or without the day the typed number cannot be told (was it "1.2.10" or "1.2.2010"?).
 */
function fromDate(date: ShownDate): OzText {
  const shown = `${two(date.day)}.${two(date.month)}.${date.year}`;
  if (!date.dayShown || date.yearDigits === 4) return { ok: false, reason: "date", text: shown };
  const parts = [String(date.day), String(date.month)];
  if (date.yearDigits === 2) parts.push(two(date.year % 100));
  return { ok: true, parts, text: parts.join("."), fromDate: true };
}

/**
 * The item number a cell holds, as its parts: "01.02.0010", "1.2.10" and "1.2.10." alike, also a number cell (a
 * spreadsheet turns a typed 1.1 into a number, a German one "1.10" into a date). Parts are letters and digits; how they are padded is the mask's
 * business, so they are kept as written. Undefined for an empty cell.
 */
export function ozOf(cell: ReadCell | undefined): OzText | undefined {
  if (!cell || cell.kind === "boolean" || cell.kind === "error") return undefined;
  if (cell.kind === "number" && cell.date) return fromDate(cell.date);
  const raw =
    cell.kind === "number" ? (fromSpreadsheetNumber(cell.value)?.toPlainString() ?? cell.value) : cell.value;
  const text = raw.trim().replace(/\.$/, "").trim();
  if (text === "") return undefined;
  const parts = text.split(".").map((part) => part.trim());
  if (parts.some((part) => !/^[\p{L}\p{N}]+$/u.test(part))) return { ok: false, reason: "characters", text };
  if (parts.some((part) => part.length > MAX_BREAKDOWN_LENGTH)) return { ok: false, reason: "part", text };
  if (parts.length > MAX_OZ_LEVELS) return { ok: false, reason: "levels", text };
  return { ok: true, parts, text };
}

/** A part as compared: "0010" and "10" are one number; letters are compared as written, case aside. */
export function partKey(part: string): string {
  return /^\d+$/.test(part) ? part.replace(/^0+(?=\d)/, "") : part.toUpperCase();
}

/** The key of an item number (or of its first `levels` parts), the same for "01.0010" and "1.10". */
export function ozKey(parts: readonly string[], levels = parts.length): string {
  return parts.slice(0, levels).map(partKey).join(".");
}
