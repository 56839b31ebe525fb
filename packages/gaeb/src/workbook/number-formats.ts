/**
 * What a cell's number format makes of its number, as far as reading an LV needs it: a percentage (a rate 0.1 is
 * seen as 10 %) or a date (a German spreadsheet turns a typed item number "1.10" into the 1st of October).
 */

/** A date as its cell shows it: which parts are shown, the year with how many digits. */
export interface ShownDate {
  day: number;
  month: number;
  year: number;
  dayShown: boolean;
  /** 0 where the format shows no year ("dd. mmm"), else 2 ("dd.mm.yy") or 4. */
  yearDigits: 0 | 2 | 4;
}

export type NumberShape = { kind: "percent" } | { kind: "date"; dayShown: boolean; yearDigits: 0 | 2 | 4 };

/** Built-in number formats that show a percentage: `0%` and `0.00%`. */
const PERCENT_FORMAT_IDS = new Set([9, 10]);

/**
 * Built-in date formats (ECMA-376 18.8.30) and what they show: 14 is the short date of the program's language
 * (German "TT.MM.JJJJ"), 15 `d-mmm-yy`, 16 `d-mmm`, 17 `mmm-yy`, 22 `m/d/yy h:mm`; 27–36 and 50–58 the East Asian
 * dates, all with a year.
 */
const DATE_FORMAT_IDS = new Map<number, NumberShape>([
  [14, { kind: "date", dayShown: true, yearDigits: 4 }],
  [15, { kind: "date", dayShown: true, yearDigits: 2 }],
  [16, { kind: "date", dayShown: true, yearDigits: 0 }],
  [17, { kind: "date", dayShown: false, yearDigits: 2 }],
  [22, { kind: "date", dayShown: true, yearDigits: 2 }],
  ...[27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58].map(
    (id): [number, NumberShape] => [id, { kind: "date", dayShown: true, yearDigits: 4 }],
  ),
]);

/**
 * A format code without what only decorates it: quoted text, escaped characters, brackets (colours, locales), each
 * left as a space so that the placeholders on either side stay apart.
 */
function bare(code: string): string {
  return code
    .replace(/"[^"]*"/g, " ")
    .replace(/\\./g, " ")
    .replace(/\[[^\]]*\]/g, " ");
}

/**
 * Whether a number format code shows its number as a percentage: a `%` outside quoted text, escapes (`\%`) and
 * brackets (colours, conditions). `0.00" %"` only writes a percent sign after the number as it is.
 */
export function isPercentFormat(code: string): boolean {
  return bare(code).includes("%");
}

/**
 * What a format code shows, where it is a date: day, month and year placeholders in its first section (`m` next
 * to `h` or `s` is minutes, so a time alone is no date). Undefined for any other format.
 */
export function dateShape(code: string): NumberShape | undefined {
  const section = bare(code.split(";")[0] ?? "")
    .toLowerCase()
    .replace(/general|am\/pm|a\/p/g, "");
  // Digit placeholders make it a number format ("0.00E+00" has an E that is no era year).
  if (/[0#?]/.test(section)) return undefined;
  const time = /[hs]/.test(section);
  const dayShown = /(^|[^d])d{1,2}(?!d)/.test(section);
  const year = /y+|e+/.exec(section)?.[0].length ?? 0;
  const month = /m/.test(section) && !time;
  if (!dayShown && year === 0 && !month) return undefined;
  return { kind: "date", dayShown, yearDigits: year === 0 ? 0 : year <= 2 ? 2 : 4 };
}

/** The shape of a cell format's number: by its code where the workbook states one, else by the built-in id. */
export function numberShape(id: number, code: string | undefined): NumberShape | undefined {
  if (code === undefined) return PERCENT_FORMAT_IDS.has(id) ? { kind: "percent" } : DATE_FORMAT_IDS.get(id);
  return isPercentFormat(code) ? { kind: "percent" } : dateShape(code);
}

const DAY_MS = 86_400_000;

/**
 * The calendar date of a spreadsheet date number. In the 1900 system day 1 is 1 January 1900 and day 60 the
 * 29 February 1900 that Lotus counted and Excel keeps; in the 1904 system (old Mac workbooks) day 0 is 1 January
 * 1904. Undefined for what is no date (negative, beyond the year 9999).
 */
export function serialDate(
  serial: number,
  date1904: boolean,
): { day: number; month: number; year: number } | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2_958_466) return undefined;
  const whole = Math.floor(serial);
  if (!date1904 && whole === 60) return { day: 29, month: 2, year: 1900 };
  if (!date1904 && whole === 0) return undefined;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, whole < 60 ? 31 : 30);
  const date = new Date(epoch + whole * DAY_MS);
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}
