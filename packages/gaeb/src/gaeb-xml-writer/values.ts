import type { Decimal } from "../decimal.js";
import type { Entry, GaebDocument } from "../model.js";
import { IdNames } from "./id-names.js";
import type { WriteReport } from "./report.js";
import { escapeXml as escapeCounting } from "./xml-escape.js";

/**
 * A name, number or fact value escaped by the same rules as the long texts (one escaping for all GAEB output).
 * Characters XML cannot carry are left out uncounted here: in such short values they are stray bytes, which the
 * workbook drops as well.
 */
export function escapeXml(text: string): string {
  return escapeCounting(text, { count: 0 });
}

/**
 * `tgDecimal_T_F` of the schema: at most T digits, F of them after the point; and how many decimals are written at
 * least. GAEB 90 and 2000 hold fixed decimals ("1.000"), DA XML programs write either form; one canonical form
 * (quantities and unit prices with three decimals, as GAEB's own sample files have them, amounts and percentages
 * with two, more where the value has them) gives one LV the same file whichever generation it came in, and the
 * value stays exact.
 */
export type DigitLimit = readonly [total: number, fraction: number, shown: number];

export const QTY: DigitLimit = [11, 3, 3];
export const PRICE: DigitLimit = [13, 3, 3];
export const AMOUNT: DigitLimit = [13, 2, 2];
export const PERCENT: DigitLimit = [9, 6, 2];
export const VAT_RATE: DigitLimit = [5, 2, 2];
/** `TimeQu` (`tgDecimal_13_2`): hours per unit, as the GAEB samples write them ("0.00"). */
export const TIME: DigitLimit = [13, 2, 2];

/**
 * A number as the model holds it, in the canonical form above. More decimals than the schema allows are written
 * shorter only when the extra ones are zeros (the value stays exact); otherwise, and when it has too many digits, no
 * faithful file is possible: an error names the element and the value.
 */
export function decimalText(
  value: Decimal,
  [total, fraction, shown]: DigitLimit,
  name: string,
  report: WriteReport,
  path: string | undefined,
): string | undefined {
  const significant = value.significantScale();
  if (significant > fraction) {
    report.error("write_number_too_precise", name, path, { value: value.toString(), places: fraction });
    return undefined;
  }
  const text = value.round(Math.max(shown, significant)).toString();
  // The schema counts the digits of the value, not trailing zeros of its form (xmllint agrees).
  const digits = value
    .round(significant)
    .toString()
    .replace(/[-.]/g, "")
    .replace(/^0+(?=\d)/, "").length;
  if (digits > total) {
    report.error("write_number_too_large", name, path, { value: text, limit: total });
    return undefined;
  }
  return text;
}

export function decimalTag(
  name: string,
  value: Decimal | undefined,
  limit: DigitLimit,
  report: WriteReport,
  path?: string,
): string {
  if (value === undefined) return "";
  const text = decimalText(value, limit, name, report, path);
  return text === undefined ? "" : `<${name}>${text}</${name}>`;
}

/**
 * A one-line string (`tgNormalizedString…`): line breaks become spaces, and a value longer than the schema allows
 * is cut to it, with a warning that names the element.
 */
export function textTag(
  name: string,
  value: string | undefined,
  maxLength: number | undefined,
  report: WriteReport,
  path?: string,
): string {
  if (value === undefined || value === "") return "";
  let text = value.replace(/[\t\r\n]+/g, " ");
  if (maxLength !== undefined && text.length > maxLength) {
    report.note("write_text_clipped", "warning", name, path, value);
    text = text.slice(0, maxLength);
  }
  return `<${name}>${escapeXml(text)}</${name}>`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))?$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Whether a day exists (xs:date checks the calendar: no 30 February, no year 0). */
function realDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/**
 * `xs:date`; a German date (older formats) is written in ISO form, anything else, and a day the calendar lacks,
 * cannot be carried.
 */
export function dateText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? trimmed : undefined;
  const german = GERMAN_DATE.exec(trimmed);
  if (german && realDay(Number(german[3]), Number(german[2]), Number(german[1])))
    return `${german[3]}-${german[2]?.padStart(2, "0")}-${german[1]?.padStart(2, "0")}`;
  return undefined;
}

export function dateTag(name: string, value: string | undefined, report: WriteReport, path?: string): string {
  if (value === undefined || value.trim() === "") return "";
  const date = dateText(value);
  if (date === undefined) {
    report.note("write_value_dropped", "warning", name, path, value);
    return "";
  }
  return `<${name}>${date}</${name}>`;
}

/** `xs:time` (hours 0–23, a second fraction kept); "7:30" from older formats is written "07:30:00". */
export function timeText(value: string | undefined): string | undefined {
  const match = value?.trim().match(/^(\d{1,2}):([0-5]\d)(?::([0-5]\d(?:\.\d+)?))?$/);
  if (!match || Number(match[1]) > 23) return undefined;
  return `${match[1]?.padStart(2, "0")}:${match[2]}:${match[3] ?? "00"}`;
}

/** A yes/no flag element, written only when set. */
export function yes(name: string, set: boolean | undefined): string {
  return set ? `<${name}>Yes</${name}>` : "";
}

/**
 * IDs are `xs:ID`: unique names. The input's are kept where they are valid and unique; others get fresh ones.
 * References (RefRNo, MarkupSubQty) name their target by its input ID, or by its item number where an older
 * format refers by OZ; both resolve to the ID written.
 */
export class Ids {
  private readonly names: IdNames;
  private readonly byEntry = new Map<object, string>();
  private readonly byInputId = new Map<string, string>();
  private readonly byOz = new Map<string, string>();

  constructor(document: GaebDocument) {
    this.names = new IdNames("ID_", document);
    const entries: Entry[] = [];
    const visit = (list: readonly Entry[]) => {
      for (const entry of list) {
        entries.push(entry);
        if (entry.kind === "section") visit(entry.children);
      }
    };
    visit(document.boq?.body ?? []);
    // Assigned up front, so a reference may point forward.
    for (const entry of entries) {
      const id = this.names.name(entry.id);
      this.byEntry.set(entry, id);
      if (entry.id && !this.byInputId.has(entry.id)) this.byInputId.set(entry.id, id);
      if ((entry.kind === "item" || entry.kind === "markupItem") && !this.byOz.has(entry.oz))
        this.byOz.set(entry.oz, id);
    }
  }

  of(entry: Entry): string {
    return this.byEntry.get(entry) ?? this.names.name(undefined);
  }

  /** A fresh ID for a part without an entry (the BoQ). */
  other(id: string | undefined): string {
    return this.names.name(id);
  }

  /** The written ID an item reference points at, by input ID or else by item number. */
  target(reference: string): string | undefined {
    return this.byInputId.get(reference) ?? this.byOz.get(reference);
  }
}
