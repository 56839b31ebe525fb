import { Decimal } from "../decimal.js";
import { SIGNIFICANT_DIGITS } from "../xlsx/spreadsheet-numbers.js";
import type { ReadCell } from "./xlsx-reader.js";

export type TypedNumber =
  | { ok: true; value: Decimal }
  /** `text`: not a number; `ambiguous`: "1.234" could be 1234 or 1.234. */
  | { ok: false; reason: "text" | "ambiguous" };

/**
 * A spreadsheet number as the value a person sees: a double written with at most 15 significant digits, so a
 * formula's 0.30000000000000004 is 0.3 and a typed 12.345 stays 12.345.
 */
export function fromSpreadsheetNumber(text: string): Decimal | undefined {
  const value = Number(text);
  if (!Number.isFinite(value) || text.trim() === "") return undefined;
  const [mantissa = "0", exponentText = "0"] = value.toPrecision(SIGNIFICANT_DIGITS).split("e");
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const [whole = "0", fraction = ""] = mantissa.replace("-", "").split(".");
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) digits = digits.padEnd(point, "0");
  const plain = `${negative ? "-" : ""}${digits.slice(0, point)}.${digits.slice(point) || "0"}`;
  const parsed = Decimal.parse(plain);
  return parsed && Decimal.parse(parsed.toPlainString());
}

const DECORATION = /[\s\u00a0\u202f']|€|EUR|%/gi;

/**
 * A number typed as text, in German ("1.234,50") or English ("1,234.50") form. When both separators appear the
 * last one is the decimal mark; one comma alone is a German decimal comma; one point alone a decimal point, except
 * that a point before exactly three digits ("1.234") is refused as ambiguous rather than guessed.
 */
export function fromTypedText(text: string): TypedNumber {
  let value = text.replace(DECORATION, "");
  if (value.startsWith("+")) value = value.slice(1);
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(value)) return { ok: false, reason: "text" };
  const comma = value.lastIndexOf(",");
  const point = value.lastIndexOf(".");
  const commas = value.split(",").length - 1;
  const points = value.split(".").length - 1;
  let thousands: string;
  let decimal: string | undefined;
  if (comma >= 0 && point >= 0) [thousands, decimal] = comma > point ? [".", ","] : [",", "."];
  else if (commas === 1) [thousands, decimal] = [".", ","];
  else if (commas > 1) [thousands, decimal] = [",", undefined];
  else if (points > 1) [thousands, decimal] = [".", undefined];
  else {
    if (/^-?\d{1,3}\.\d{3}$/.test(value) && !/^-?0\./.test(value)) return { ok: false, reason: "ambiguous" };
    [thousands, decimal] = [",", "."];
  }
  const [whole = "", fraction] = decimal ? value.split(decimal) : [value];
  const groups = whole.replace("-", "").split(thousands);
  // Thousands separators must stand between groups of three digits; anything else is not a number we can trust.
  if (groups.length > 1 && !groups.slice(1).every((group) => /^\d{3}$/.test(group)))
    return { ok: false, reason: "text" };
  if (groups.some((group) => !/^\d+$/.test(group)) || (fraction !== undefined && !/^\d+$/.test(fraction)))
    return { ok: false, reason: "text" };
  const parsed = Decimal.parse(
    `${whole.startsWith("-") ? "-" : ""}${groups.join("")}${fraction ? `.${fraction}` : ""}`,
  );
  return parsed ? { ok: true, value: parsed } : { ok: false, reason: "text" };
}

/** The number a cell holds: a number cell, or a text cell with a number typed in it; undefined when empty. */
export function cellNumber(cell: ReadCell | undefined): TypedNumber | undefined {
  if (!cell) return undefined;
  if (cell.kind === "number") {
    const value = fromSpreadsheetNumber(cell.value);
    return value ? { ok: true, value } : { ok: false, reason: "text" };
  }
  if (cell.kind === "text") return cell.value.trim() === "" ? undefined : fromTypedText(cell.value);
  return { ok: false, reason: "text" };
}

const HUNDRED = Decimal.fromInteger(100);
const ONE = Decimal.fromInteger(1);

/**
 * A rate in percent (a discount, a markup) as the bidder meant it. Typed with a percent sign it is what he wrote
 * ("10 %", "10,0 %"; a spreadsheet stores 0.1 in a cell that shows percentages). Without one, a plain number is a
 * number of percent (10); in a cell that shows percentages, a number below one is the share (0.1 is 10 %) and
 * one or more the number of percent (LibreOffice stores a typed 10 as 10), as Excel reads what is typed into such
 * a cell and as the offer form's rate format shows it. So 10, "10 %", "10,0 %" and 0,1 typed into the form's rate
 * cell all mean 10 %; a surcharge typed as -5 % (stored -0.05) is a share too, and one typed as -5 (stored -5) a number of percent.
 */
export function cellRate(cell: ReadCell | undefined): TypedNumber | undefined {
  const typed = cellNumber(cell);
  if (!typed?.ok || !cell) return typed;
  const share = cell.kind === "number" ? cell.percent : !cell.value.includes("%") && cell.percent;
  // By its size, whatever its sign: a surcharge typed as -5 is stored -5 by LibreOffice and means -5 %, as 5 does 5 %.
  const size = typed.value.units < 0n ? typed.value.negated() : typed.value;
  const fraction = size.compare(ONE) < 0;
  return share && fraction ? { ok: true, value: typed.value.times(HUNDRED) } : typed;
}
