import { emptyFlags } from "../legacy.js";
import type { AlternativeRef, Item, ItemFlags } from "../model.js";
import { LABELS } from "../xlsx/labels.js";
import { normalTitle } from "./header.js";

/**
 * The words of an `Art` cell, one reader for both import paths: a foreign sheet or our template (`kindOf`, for
 * `rows.ts`) and our own workbook edited (`readKinds`, for `edited-entries.ts`). Both know our words (as
 * `xlsx/item-rows.ts` `itemKinds` writes them, German and English) and the words planners use for them; they differ
 * only in what an unknown word does (a foreign row passes it over, an edited item keeps what it had).
 */

/** Where an alternative stands, as typed: base or alternative, and the group and number where the cell has them. */
export interface AlternativeWord {
  role: "base" | "alternative";
  group?: string;
  serial?: string;
  /** The base item it replaces, as typed ("Alternative zu 01.02.0030"). */
  of?: string;
}

/** What a word of the `Art` column makes of its row; an item's alternative role, where it has one. */
export type KindWord =
  | { row: "item"; flags: Partial<ItemFlags>; group?: AlternativeWord; breakdown?: true }
  | { row: "section" | "total" | "text" | "remark" };

type Meaning =
  | { row: "item"; flags: Partial<ItemFlags>; alternative?: "base" | "alternative" }
  | { row: "section" | "total" | "text" | "remark" };

const kinds = [LABELS.de.kinds, LABELS.en.kinds];

/** Our own workbook's kind words (both languages) and the words planners use for them. */
const WORDS = new Map<string, Meaning>();
const add = (words: readonly string[], kind: Meaning) => {
  for (const word of words) WORDS.set(normalTitle(word), kind);
};
add(
  kinds.map((k) => k.normal),
  { row: "item", flags: {} },
);
add(["Normal", "Normalposition", "NP"], { row: "item", flags: {} });
add(
  [
    ...kinds.map((k) => k.provisionalWithTotal),
    "Bedarfsposition mit GB",
    "Bedarfsposition mit Gesamtbetrag",
    "Eventualposition mit GB",
    "Eventualposition mit Gesamtbetrag",
    "BP mit GB",
    "EvP mit GB",
    "Provisional item with total",
  ],
  {
    row: "item",
    flags: { provisional: "withTotal" },
  },
);
add(
  [
    ...kinds.map((k) => k.provisionalWithoutTotal),
    "Bedarfsposition",
    "Bedarfsposition ohne Gesamtbetrag",
    "Eventualposition",
    "Eventualposition ohne GB",
    "Eventualposition ohne Gesamtbetrag",
    "Bedarf",
    // Planners' abbreviations: Bedarfs- and Eventualposition.
    "BP",
    "BP ohne GB",
    "EvP",
    // "Nur Einheitspreis": the total column is closed, the total counts toward no sum (an Eventualposition).
    "NEP",
    "nEP",
    "N.E.P.",
    "Nur-EP",
    "Nur EP",
    "Nur Einheitspreis",
    "Rate only",
    "Optional item",
    "Optional",
    "Provisional item",
  ],
  { row: "item", flags: { provisional: "withoutTotal" } },
);
add([...kinds.map((k) => k.lumpSum), "Pauschal", "Pauschale", "psch", "Lump sum"], {
  row: "item",
  flags: { lumpSum: true },
});
add(
  [
    ...kinds.map((k) => k.hourly),
    "Stundenlohn",
    "Stundenlohnarbeiten",
    "StL",
    "Std.-Lohn",
    "Regie",
    "Hourly work",
    "Daywork",
  ],
  {
    row: "item",
    flags: { hourly: true },
  },
);
add(
  kinds.map((k) => k.toBeMarkedUp),
  { row: "item", flags: { toBeMarkedUp: true } },
);
add([...kinds.map((k) => k.quantityToBeDetermined), "Menge frei", "Freie Menge", "Free quantity"], {
  row: "item",
  flags: { quantityToBeDetermined: true },
});
add([...kinds.map((k) => k.notApplicable), "entfallen", "entf.", "Entfall", "Omitted", "Not applicable"], {
  row: "item",
  flags: { notApplicable: true },
});
// A Zulage (surcharge item) is an item like any other in GAEB: its word says what it is, no flag.
add(["Zulage", "Zul.", "Zulageposition", "Surcharge item"], { row: "item", flags: {} });
add(
  kinds.map((k) => k.notOffered),
  { row: "item", flags: { notOffered: true } },
);
add(
  kinds.map((k) => k.keyItem),
  { row: "item", flags: { keyItem: true } },
);
add([...kinds.map((k) => k.base), "Grundposition", "Grundpos.", "GrPos"], {
  row: "item",
  flags: {},
  alternative: "base",
});
add(
  [
    ...kinds.map((k) => k.alternative),
    "Wahlposition",
    "Alternative",
    "Wahlpos.",
    "Alternativpos.",
    "WP",
    "AP",
  ],
  {
    row: "item",
    flags: {},
    alternative: "alternative",
  },
);
add([...kinds.flatMap((k) => [k.section, k.lot]), "Titel", "Abschnitt", "Title"], { row: "section" });
add(
  kinds.flatMap((k) => [k.total, k.declaredTotal, k.grandTotal]),
  { row: "total" },
);
add(
  kinds.map((k) => k.continued),
  { row: "text" },
);
add(
  kinds.map((k) => k.remark),
  { row: "remark" },
);

// The bidder is asked to break the unit price down (`UPBkdn`): no flag of the item's kind, read on its own.
const BREAKDOWN = new Set(
  [...kinds.map((k) => k.breakdownDemanded), "EP-Aufgliederung", "Aufgliederung EP gefordert"].map(
    normalTitle,
  ),
);

/**
 * "(Gruppe 1, Nr. 2)" / "(group 1, no. 2)" as `inGroup` writes it, or as planners write it without brackets
 * ("Wahlposition Gruppe 1 Nr. 2", "Grundposition Gr. 3"): where an alternative stands.
 */
const GROUP =
  /\(\s*(?:gruppe|group)\s+([^,)]+?)\s*(?:,\s*(?:nr|no)\.?\s*([^)]+?)\s*)?\)|\b(?:gruppe|gr\.|group)\s*(\d+)(?:\s*,?\s*(?:nr|no)\.?\s*(\d+))?/i;

/**
 * "Alternative zu 01.02.0030", "Wahlposition zu Pos. 1.2.30", "AP für 0030", "Alternative to 1.2.30": an alternative
 * and the base item it replaces, by its number as typed.
 */
const ALTERNATIVE_OF =
  /\b(?:alternativ(?:e|position|pos\.)?|wahl(?:position|pos\.)|ap|wp|alternative item)\s+(?:zu|für|fuer|to|for)\s+(?:(?:pos(?:ition)?|oz|item)\.?\s*)?([\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*)/iu;

/** Starts of the reference ("Bezug zu 01.0010") and change-order ("Nachtrag 3") words, in both languages. */
const REFERENCE = kinds.flatMap((k) =>
  [undefined, "Rep", "Ref"].map((kind) => k.reference(kind, undefined).toLocaleLowerCase()),
);
const CHANGE_ORDER = kinds.map((k) => k.changeOrder("", undefined).trim().toLocaleLowerCase());

/** An `Art` cell read word by word; a row word (section, total …) ends the reading. */
export interface KindReading {
  kind: KindWord;
  /** The cell names the item's reference or change order: a workbook of ours keeps them while they stay. */
  reference: boolean;
  changeOrder: boolean;
  /** The cell asks for a breakdown of the unit price (`UPBkdn`). */
  breakdown: boolean;
  /** Words none of the tables knows, as typed. */
  unknown: string[];
}

/** Reads the words of an `Art` cell ("Bedarfsposition ohne GB, Schlüsselposition", "Grundposition (Gruppe 2)"). */
export function readKindWords(text: string): KindReading {
  const flags: Partial<ItemFlags> = {};
  let alternative: "base" | "alternative" | undefined;
  let reference = false;
  let changeOrder = false;
  let breakdown = false;
  const unknown: string[] = [];
  const of = ALTERNATIVE_OF.exec(text)?.[1];
  if (of) alternative = "alternative";
  const group = GROUP.exec(text);
  // Other brackets (a change order's status, a planner's note) say nothing of the kind. A dash with spaces around
  // it sets a note apart ("Pauschal – siehe Plan A-101"), one inside a word ("A-101") does not.
  const words = text
    .replace(ALTERNATIVE_OF, " ")
    .replace(GROUP, " ")
    .replace(/\([^)]*\)/g, " ")
    .split(/[,;/]|\s[–—-]\s|:\s/)
    .map((word) => word.trim())
    .filter((word) => word !== "");
  for (const word of words) {
    const lower = word.toLocaleLowerCase();
    const kind = WORDS.get(normalTitle(word));
    if (kind && kind.row !== "item")
      return { kind, reference: false, changeOrder: false, breakdown: false, unknown: [] };
    if (kind) {
      Object.assign(flags, kind.flags);
      alternative ??= kind.alternative;
    } else if (BREAKDOWN.has(normalTitle(word))) breakdown = true;
    else if (REFERENCE.some((start) => lower.startsWith(start))) reference = true;
    else if (CHANGE_ORDER.some((start) => lower.startsWith(start))) changeOrder = true;
    else unknown.push(word);
  }
  const typed: AlternativeWord | undefined = alternative && {
    role: alternative,
    ...(group?.[1] || group?.[3] ? { group: (group[1] ?? group[3]) as string } : {}),
    ...(alternative === "alternative" && (group?.[2] || group?.[4])
      ? { serial: (group[2] ?? group[4]) as string }
      : {}),
    ...(alternative === "alternative" && of ? { of } : {}),
  };
  const kind: KindWord = {
    row: "item",
    flags,
    ...(typed ? { group: typed } : {}),
    ...(breakdown ? { breakdown: true as const } : {}),
  };
  return { kind, reference, changeOrder, breakdown, unknown };
}

/**
 * A foreign sheet's or our template's `Art` cell: its kind, and the words it does not know (passed over with a
 * warning). A reference or change order names nothing such a sheet can carry: passed over, as our own words.
 */
export function kindOf(text: string): { kind: KindWord; unknown: string[] } {
  const { kind, unknown } = readKindWords(text);
  return { kind, unknown };
}

/** What an item's Art cell in our edited workbook says: its flags, and whether it still names its reference and change order. */
export interface ReadKinds {
  flags: ItemFlags;
  reference: boolean;
  changeOrder: boolean;
  breakdown: boolean;
}

/**
 * An item's Art cell in our own workbook, edited: our words and planners' alike. A reference or change order is not
 * typed anew, only kept while its words stay; an alternative keeps its group where the words leave it out.
 * Undefined where a word is none of ours or an alternative has no group: then the caller keeps what the item had
 * and says so.
 */
export function readKinds(text: string, before: Item | undefined): ReadKinds | undefined {
  const read = readKindWords(text);
  if (read.kind.row !== "item" || read.unknown.length > 0) return undefined;
  const flags: ItemFlags = { ...emptyFlags(), ...read.kind.flags };
  if (read.kind.group) {
    const alternative = alternativeOf(read.kind.group, before?.flags.alternative);
    if (!alternative) return undefined;
    flags.alternative = alternative;
  }
  return { flags, reference: read.reference, changeOrder: read.changeOrder, breakdown: read.breakdown };
}

/** A base item is serial 0 of its group; an alternative needs its group and number, typed or kept. */
function alternativeOf(
  typed: AlternativeWord,
  before: AlternativeRef | undefined,
): AlternativeRef | undefined {
  const group = typed.group ?? before?.group;
  if (group === undefined) return undefined;
  if (typed.role === "base") return { group, serial: "0" };
  const serial = typed.serial ?? (before && before.serial !== "0" ? before.serial : undefined);
  return serial === undefined ? undefined : { group, serial };
}
