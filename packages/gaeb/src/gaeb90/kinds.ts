import { alternativeNumber, alternativeRef, type UnknownKinds } from "../legacy.js";
import type { AlternativeRef, Item, Section } from "../model.js";
import { columns, type Record90 } from "./records.js";

/**
 * The kind fields of record 21 (Beginn einer Teilleistung), after the item number in columns 3–11:
 *   12 POSART1  N normal, G base item (Grundposition), A alternative (Wahlposition), S hourly work (Stundenlohn)
 *   13 POSART2  N normal, E Bedarfsposition without total, M with total
 *   14 POSTYP   N normal, L lead description (Leitbeschreibung, whose sub-descriptions follow)
 *   15–18 ZZ    Zuordnungszahl of base and alternatives: group (3 digits) and serial (1 digit, 0 = base)
 *   21 WIEVOR   B refers to (Bezug), W repeats (Wiederholung) another item's description, A refers to an
 *               execution description (Ausführungsbeschreibung); record 28 names which
 *   22 KZFRMENG X: free quantity, to be determined
 *   39–41       change order number (Nachtragskennzeichen)
 * Blank columns mean "normal", as N does.
 */
const KNOWN: Record<number, string> = { 12: "NGAS", 13: "NEM", 14: "NL", 21: "BWA", 22: "X" };

/** Record 21's WIEVOR codes as DA XML's `RefDescr`; an execution description is `RefPerfNo` instead. */
const REFERENCE_KINDS: Record<string, string> = { B: "Ref", W: "Rep" };

export class ItemKinds90 {
  /** Groups numbered by order, for files that mark base and alternatives without a Zuordnungszahl. */
  private groups = 0;
  private serial = 0;
  /** Alternatives read so far per group, for Zuordnungszahlen that name the group only. */
  private readonly counted = new Map<string, number>();
  /** Groups whose base wrote the whole Zuordnungszahl as its number, by that Zuordnungszahl as written. */
  private readonly wholeNumbers = new Set<string>();

  constructor(private readonly unknown: UnknownKinds) {}

  read(record: Record90, item: Item): void {
    const code = (column: number) => {
      const value = columns(record, column, column).trim();
      if (value !== "" && !KNOWN[column]?.includes(value))
        this.unknown.note({ record: "21", column }, value, item.oz, { line: record.line, column });
      return value;
    };
    const kind = code(12);
    if (kind === "S") item.flags.hourly = true;
    if (kind === "G" || kind === "A") item.flags.alternative = this.alternative(kind, record, 15);
    const provisional = code(13);
    if (provisional === "E") item.flags.provisional = "withoutTotal";
    else if (provisional === "M") item.flags.provisional = "withTotal";
    code(14);
    const reference = REFERENCE_KINDS[code(21)];
    if (reference) item.reference = { kind: reference };
    if (code(22) === "X") item.flags.quantityToBeDetermined = true;
    const changeOrder = columns(record, 39, 41).trim();
    if (changeOrder) item.changeOrder = { number: changeOrder };
  }

  /**
   * G or A with the Zuordnungszahl at `from` (4 columns); without one, groups are counted in file order. Column 12
   * decides base or alternative: a G is the group's base (serial 0, counted in the totals) whatever its ZZ's last
   * digit says. The ZZ is read as group (3 digits) and serial (1 digit); where a G's last digit is not 0, or a
   * column is blank, the file numbers its groups otherwise (the ZZ names the group, shared by base and
   * alternatives), and the alternatives are numbered in file order within their group.
   */
  alternative(kind: "G" | "A", record: Record90, from: number): AlternativeRef {
    const raw = columns(record, from, from + 3);
    const zz = raw.trim();
    if (/^\d{1,4}$/.test(zz)) {
      // Blanks before the digits are zeros, as in every numeric GAEB 90 field: "  10" is group 1, base.
      const serialDigit = raw.slice(3);
      // Items (ZZ from column 15) and sections (from 13) number their groups apart, as DA XML's ALN and ALNB do.
      const key = (text: string) => `${from}:${text}`;
      const split = /\d/.test(serialDigit) && !this.wholeNumbers.has(key(zz));
      const splitGroup = alternativeNumber(raw.slice(0, 3).trim() || "0");
      if (kind === "G") {
        const whole = !split || serialDigit !== "0";
        if (whole) this.wholeNumbers.add(key(zz));
        const group = whole ? alternativeNumber(zz) : splitGroup;
        this.counted.set(key(group), 0);
        return alternativeRef(group, "0");
      }
      const group = split ? splitGroup : alternativeNumber(zz);
      const before = this.counted.get(key(group)) ?? 0;
      const serial = split && serialDigit !== "0" ? serialDigit : String(before + 1);
      this.counted.set(key(group), Math.max(before, Number(serial)));
      return alternativeRef(group, serial);
    }
    if (kind === "G") {
      this.groups++;
      this.serial = 0;
    } else this.serial++;
    return alternativeRef(String(this.groups), String(this.serial));
  }
}

/** Record 11, column 12 (LVGRART): a whole section as base (G) or alternative (A), its ZZ in columns 13–16. */
export function sectionAlternative(record: Record90, section: Section, kinds: ItemKinds90): void {
  const kind = columns(record, 12, 12);
  if (kind === "G" || kind === "A") section.alternative = kinds.alternative(kind, record, 13);
}

/**
 * Record 28 completes an item's reference (column 21 of its record 21): the item number it refers to in columns
 * 58–66, or the number of the execution description in 67–70. The item number is kept as the file writes it,
 * composed by the caller.
 */
export function referenceTarget(record: Record90, item: Item, itemOz: string | undefined): void {
  const description = columns(record, 67, 70).trim();
  if (description) item.reference = { ...item.reference, executionDescription: description };
  else if (itemOz) item.reference = { ...item.reference, itemId: itemOz };
}
