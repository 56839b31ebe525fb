import { alternativeRef, type UnknownKinds } from "../legacy.js";
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

  /** G or A with the Zuordnungszahl at `from` (4 columns); without one, groups are counted in file order. */
  alternative(kind: "G" | "A", record: Record90, from: number): AlternativeRef {
    const zz = columns(record, from, from + 3).trim();
    if (/^\d{1,4}$/.test(zz)) {
      const digits = zz.padStart(4, "0");
      return alternativeRef(digits.slice(0, 3), digits.slice(3));
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
