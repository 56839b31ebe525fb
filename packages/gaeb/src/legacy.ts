/** What the GAEB 2000 and GAEB 90 readers share: numbers, item numbers, phases and empty items. */
import { readTruncatedPunctuation } from "./codepage.js";
import { Decimal } from "./decimal.js";
import { phaseFromFileName } from "./detect.js";
import { GaebError, type Issue } from "./issues.js";
import {
  type AlternativeRef,
  type BreakdownLevel,
  type Item,
  type ItemFlags,
  PHASES,
  type Phase,
  type SourceLocation,
} from "./model.js";
import { composeOz, itemPart } from "./oz.js";

/** No real quantity or price has more digits; a longer "number" is damage and must not become a huge BigInt. */
const MAX_NUMBER_LENGTH = 32;

/**
 * A decimal as older programs write it: "1,000", "93.000", "1.234,56", "-12". With both separators the last one
 * is the decimal point; a lone comma or dot is always the decimal point (GAEB writes no thousands separators alone).
 */
export function parseLocaleDecimal(text: string): Decimal | undefined {
  const compact = text.trim().replace(/[ \u00a0]/g, "");
  if (compact === "" || compact.length > MAX_NUMBER_LENGTH) return undefined;
  const comma = compact.lastIndexOf(",");
  const dot = compact.lastIndexOf(".");
  let plain = compact;
  if (comma >= 0 && dot >= 0) {
    plain = comma > dot ? compact.replace(/\./g, "").replace(",", ".") : compact.replace(/,/g, "");
  } else if (comma >= 0) plain = compact.replace(",", ".");
  return Decimal.parse(plain);
}

/** Digits with implied decimals, as fixed-width GAEB 90 fields hold them ("00000029481" with 3 → 29.481). */
export function parseImpliedDecimal(digits: string, decimals: number): Decimal | undefined {
  const trimmed = digits.trim();
  if (!/^[+-]?\d{1,30}$/.test(trimmed)) return undefined;
  const sign = trimmed.startsWith("-") ? "-" : "";
  const bare = trimmed.replace(/^[+-]/, "").padStart(decimals + 1, "0");
  const point = bare.length - decimals;
  return Decimal.parse(`${sign}${bare.slice(0, point)}.${bare.slice(point)}`);
}

export interface OzParts {
  categories: string[];
  item: string;
  index?: string;
}

/**
 * Splits an item number written without separators ("010010", "1  10") by the breakdown's lengths; blank parts
 * are levels the item skips. A number with dots is split at the dots instead.
 */
export function splitOz(raw: string, breakdown: readonly BreakdownLevel[], asItem: boolean): OzParts {
  const categoryLevels = breakdown.filter((l) => l.type === "Lot" || l.type === "BoQLevel");
  const parts: string[] = [];
  if (raw.includes(".")) parts.push(...raw.split(".").map((p) => p.trim()));
  else {
    let offset = 0;
    const levels = asItem ? breakdown : categoryLevels;
    for (const level of levels) {
      parts.push(raw.slice(offset, offset + level.length).trim());
      offset += level.length;
    }
    if (levels.length === 0) parts.push(raw.trim());
  }
  if (!asItem) return { categories: parts.filter((p) => p !== ""), item: "" };
  const hasIndex = breakdown.some((l) => l.type === "Index");
  const index = hasIndex && parts.length > categoryLevels.length + 1 ? parts.pop() : undefined;
  const item = parts.pop() ?? "";
  return {
    categories: parts.filter((p) => p !== ""),
    item,
    ...(index ? { index } : {}),
  };
}

export function composeSplitOz(
  breakdown: readonly BreakdownLevel[],
  parts: OzParts,
  asItem: boolean,
): string {
  return asItem
    ? composeOz(breakdown, parts.categories, parts.item, parts.index)
    : composeOz(breakdown, parts.categories);
}

/** The declared phase wins; the extension fills in when the file names none. */
export function resolveLegacyPhase(
  fileName: string,
  declared: string | undefined,
  location: SourceLocation | undefined,
  issues: Issue[],
): Phase {
  const fromExtension = phaseFromFileName(fileName);
  // Phase 31 (quantity determination) exists only in DA XML; GAEB 90 carried takeoffs in other records (REB D11).
  const isPhase = (value: string | undefined): value is Phase =>
    value !== undefined && value !== "31" && (PHASES as readonly string[]).includes(value);
  if (declared === undefined || declared === "") {
    if (isPhase(fromExtension)) {
      issues.push({ code: "phase_from_extension", severity: "warning", params: { phase: fromExtension } });
      return fromExtension;
    }
    throw new GaebError({ code: "phase_unknown", severity: "error", ...location, params: { value: "" } });
  }
  if (!isPhase(declared))
    throw new GaebError({
      code: "phase_unknown",
      severity: "error",
      ...location,
      params: { value: declared },
    });
  if (fromExtension && fromExtension !== declared)
    issues.push({
      code: "phase_mismatch",
      severity: "info",
      params: { extension: fromExtension, phase: declared },
    });
  return declared;
}

export function emptyFlags(): ItemFlags {
  return {
    lumpSum: false,
    hourly: false,
    notApplicable: false,
    notOffered: false,
    keyItem: false,
    toBeMarkedUp: false,
    quantityToBeDetermined: false,
  };
}

export function newItem(
  oz: string,
  parts: OzParts,
  location: SourceLocation,
  breakdown: readonly BreakdownLevel[],
): Item {
  return {
    kind: "item",
    location,
    rNoPart: itemPart(breakdown, parts.item),
    ...(parts.index ? { rNoIndex: parts.index } : {}),
    oz,
    shortText: "",
    longText: [],
    priceComponents: [],
    flags: emptyFlags(),
    bidderComments: [],
    subDescriptions: [],
  };
}

/**
 * The `Zuordnungszahl` that ties a base item (Grundposition) to its alternatives (Wahlpositionen): a group number
 * of up to three digits and a serial of one, 0 for the base (DA XML `ALNGroupNo`/`ALNSerNo`). Leading zeros are
 * layout ("001" is group 1), so the group reads the same whichever generation wrote it (DA XML's too).
 */
export function alternativeRef(group: string | undefined, serial: string | undefined): AlternativeRef {
  return { group: alternativeNumber(group), serial: alternativeNumber(serial) };
}

/** One number of a Zuordnungszahl without its layout: "001" is 1; anything not digits stays as written. */
export function alternativeNumber(text: string | undefined): string {
  const trimmed = (text ?? "").trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/** Where an item-kind value stands: a GAEB 2000 key, or a GAEB 90 record and column. */
export type KindField = { key: string } | { record: string; column: number };

/**
 * Item-kind values a reader does not know. Each field and value gets one warning with how often it occurs and the
 * first item that has it, as unknown keys do: the item is read as a normal one, never silently.
 */
export class UnknownKinds {
  private readonly seen = new Map<string, Issue>();

  note(field: KindField, value: string, oz: string, location: SourceLocation): void {
    const key = `${"key" in field ? field.key.toLowerCase() : `${field.record}/${field.column}`}=${value}`;
    const seen = this.seen.get(key);
    if (seen?.params) seen.params.count = Number(seen.params.count) + 1;
    else
      this.seen.set(key, {
        code: "item_kind_unknown",
        severity: "warning",
        ...location,
        path: oz,
        params: { ...field, value: value.slice(0, 20), count: 1 },
      });
  }

  report(issues: Issue[]): void {
    issues.push(...this.seen.values());
  }
}

/**
 * The text of a GAEB 2000 or GAEB 90 file with punctuation that lost its high byte read back (see
 * `readTruncatedPunctuation`), and one warning naming where the first such byte stands and how many there are.
 */
export function restorePunctuation(text: string, issues: Issue[]): string {
  const read = readTruncatedPunctuation(text);
  if (read.first)
    issues.push({
      code: "text_punctuation_restored",
      severity: "warning",
      line: read.first.line,
      column: read.first.column,
      params: { count: read.count, character: read.first.character },
    });
  return read.text;
}
