/**
 * The simple types of GAEB DA XML 3.3 that kept elements use, and the check of one value against one of them.
 * Whitespace is handled as XSD does for the base type: xs:string keeps it, xs:normalizedString turns tabs and line
 * breaks into spaces (so " Yes" is no "Yes"), numbers collapse it. Where xmllint is stricter than XSD (dates with
 * blanks around them) the check follows xmllint, since a file it rejects is no good to us either.
 */
export type SimpleType =
  | {
      readonly kind: "string";
      readonly whitespace: "preserve" | "replace";
      readonly maxLength?: number;
      readonly values?: readonly string[];
      readonly pattern?: RegExp;
    }
  | { readonly kind: "decimal"; readonly totalDigits: number; readonly fractionDigits: number }
  | { readonly kind: "integer"; readonly min?: bigint; readonly max?: bigint }
  | { readonly kind: "date" | "time" | "yearMonth" | "idref" };

/** An enumeration over xs:normalizedString (most GAEB codes) or, with "string", over xs:string. */
export function oneOf(...values: string[]): SimpleType {
  return { kind: "string", whitespace: "replace", values };
}

export function oneOfString(...values: string[]): SimpleType {
  return { kind: "string", whitespace: "preserve", values };
}

export function matching(pattern: RegExp, maxLength?: number): SimpleType {
  return maxLength === undefined
    ? { kind: "string", whitespace: "replace", pattern }
    : { kind: "string", whitespace: "replace", pattern, maxLength };
}

const parsed = new Map<string, SimpleType | undefined>();

/**
 * The built-in spellings the type table uses: "str" (xs:string), "ns" and "ns40" (normalizedString, at most 40
 * characters), "d11_3" (11 digits, 3 after the point), "int", "int0..999", "int1.." (integer bounds), "date",
 * "time", "ym" (gYearMonth), "idref". Undefined for anything else.
 */
export function builtInType(spec: string): SimpleType | undefined {
  if (!parsed.has(spec)) parsed.set(spec, readBuiltIn(spec));
  return parsed.get(spec);
}

function readBuiltIn(spec: string): SimpleType | undefined {
  if (spec === "str") return { kind: "string", whitespace: "preserve" };
  if (spec === "ns") return { kind: "string", whitespace: "replace" };
  if (spec === "date" || spec === "time" || spec === "idref") return { kind: spec };
  if (spec === "ym") return { kind: "yearMonth" };
  const length = /^ns(\d+)$/.exec(spec);
  if (length) return { kind: "string", whitespace: "replace", maxLength: Number(length[1]) };
  const digits = /^d(\d+)_(\d+)$/.exec(spec);
  if (digits) return { kind: "decimal", totalDigits: Number(digits[1]), fractionDigits: Number(digits[2]) };
  const bounds = /^int(?:(-?\d+)\.\.(-?\d+)?)?$/.exec(spec);
  if (!bounds) return undefined;
  const [, min, max] = bounds;
  return {
    kind: "integer",
    ...(min === undefined ? {} : { min: BigInt(min) }),
    ...(max === undefined ? {} : { max: BigInt(max) }),
  };
}

const XML_SPACE = /[ \t\n\r]+/g;

function collapse(value: string): string {
  return value.replace(XML_SPACE, " ").trim();
}

function characters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function listed(values: readonly string[]): string {
  const shown = values.slice(0, 6).join(", ");
  return values.length > 6 ? `${shown}, ...` : shown;
}

/** Why `raw` (the element's or attribute's text as written) is no value of `type`; undefined when it is one. */
export function valueProblem(type: SimpleType, raw: string): string | undefined {
  switch (type.kind) {
    case "string": {
      const value = type.whitespace === "replace" ? raw.replace(/[\t\n\r]/g, " ") : raw;
      if (type.values && !type.values.includes(value))
        return `"${short(value)}" is not one of ${listed(type.values)}`;
      if (type.maxLength !== undefined && characters(value) > type.maxLength)
        return type.maxLength === 0 ? "must be empty" : `longer than ${type.maxLength} characters`;
      if (type.pattern && !type.pattern.test(value))
        return `"${short(value)}" does not match ${type.pattern.source}`;
      return undefined;
    }
    case "decimal":
      return decimalProblem(type.totalDigits, type.fractionDigits, collapse(raw));
    case "integer":
      return integerProblem(type.min, type.max, collapse(raw));
    case "date":
      return dateProblem(raw);
    case "time":
      return timeProblem(raw);
    case "yearMonth":
      return yearMonthProblem(raw);
    case "idref":
      // An NCName; whether it names an ID of the written document is the writer's to check (keptIdRefs).
      return /^[\p{L}_][\p{L}\p{N}\p{M}._\-\u00B7\u203F\u2040]*$/u.test(collapse(raw))
        ? undefined
        : `"${short(raw)}" is not an XML name`;
  }
}

function short(value: string): string {
  return value.length > 40 ? `${value.slice(0, 37)}...` : value;
}

function decimalProblem(totalDigits: number, fractionDigits: number, value: string): string | undefined {
  const match = /^[+-]?(\d*)(?:\.(\d*))?$/.exec(value);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || whole + fraction === "") return `"${short(value)}" is not a decimal number`;
  // totalDigits and fractionDigits count the value's digits: leading and trailing zeros do not count.
  const significantFraction = fraction.replace(/0+$/, "");
  const significantWhole = whole.replace(/^0+/, "");
  if (significantFraction.length > fractionDigits)
    return `"${short(value)}" has more than ${fractionDigits} decimal places`;
  if (significantWhole.length + significantFraction.length > totalDigits)
    return `"${short(value)}" has more than ${totalDigits} digits`;
  return undefined;
}

function integerProblem(min: bigint | undefined, max: bigint | undefined, value: string): string | undefined {
  if (!/^[+-]?\d+$/.test(value) || value.length > 40) return `"${short(value)}" is not an integer`;
  const number = BigInt(value);
  if (min !== undefined && number < min) return `${value} is below ${min}`;
  if (max !== undefined && number > max) return `${value} is above ${max}`;
  return undefined;
}

const ZONE = "(Z|[+-](\\d{2}):(\\d{2}))?";

function zoneProblem(hours: string | undefined, minutes: string | undefined): boolean {
  if (hours === undefined) return false;
  const h = Number(hours);
  const m = Number(minutes);
  return h > 14 || m > 59 || (h === 14 && m !== 0);
}

// Negative years are valid XSD but no GAEB date; refusing them spares the calendar rules of years before 1.
const DATE = new RegExp(`^([1-9]\\d{4,}|\\d{4})-(\\d{2})-(\\d{2})${ZONE}$`);

function dateProblem(value: string): string | undefined {
  const match = DATE.exec(value);
  if (!match) return `"${short(value)}" is not a date (YYYY-MM-DD)`;
  const [, year = "", month = "", day = "", , zoneHours, zoneMinutes] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  if (y === 0 || days === undefined || d < 1 || d > days || zoneProblem(zoneHours, zoneMinutes))
    return `"${short(value)}" is no calendar date`;
  return undefined;
}

const TIME = new RegExp(`^(\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d+))?${ZONE}$`);

function timeProblem(value: string): string | undefined {
  const match = TIME.exec(value);
  if (!match) return `"${short(value)}" is not a time (hh:mm:ss)`;
  const [, hours = "", minutes = "", seconds = "", fraction = "", , zoneHours, zoneMinutes] = match;
  const h = Number(hours);
  const m = Number(minutes);
  const s = Number(seconds);
  // XSD 1.0 allows 24:00:00 (and only that) as the end of a day.
  const midnight = h === 24 && m === 0 && s === 0 && /^0*$/.test(fraction);
  if ((h > 23 && !midnight) || m > 59 || s > 59 || zoneProblem(zoneHours, zoneMinutes))
    return `"${short(value)}" is no time of day`;
  return undefined;
}

const YEAR_MONTH = new RegExp(`^([1-9]\\d{4,}|\\d{4})-(\\d{2})${ZONE}$`);

function yearMonthProblem(value: string): string | undefined {
  const match = YEAR_MONTH.exec(value);
  const month = Number(match?.[2]);
  if (!match || Number(match[1]) === 0 || month < 1 || month > 12 || zoneProblem(match[4], match[5]))
    return `"${short(value)}" is not a year and month (YYYY-MM)`;
  return undefined;
}
