import { emptyFlags } from "../legacy.js";
import type { AlternativeRef, Item, ItemFlags } from "../model.js";
import { LABELS } from "../xlsx/labels.js";

/** What an item's Art cell says, read back: its flags, and whether it still names its reference and change order. */
export interface ReadKinds {
  flags: ItemFlags;
  reference: boolean;
  changeOrder: boolean;
}

type Kinds = (typeof LABELS)["de"]["kinds"];
const LANGS = [LABELS.de.kinds, LABELS.en.kinds];

/** Words that set one flag, in both languages. */
const FLAG_WORDS: Array<[(k: Kinds) => string, (flags: ItemFlags) => void]> = [
  [(k) => k.normal, () => {}],
  [(k) => k.lumpSum, (f) => (f.lumpSum = true)],
  [(k) => k.hourly, (f) => (f.hourly = true)],
  [(k) => k.keyItem, (f) => (f.keyItem = true)],
  [(k) => k.toBeMarkedUp, (f) => (f.toBeMarkedUp = true)],
  [(k) => k.quantityToBeDetermined, (f) => (f.quantityToBeDetermined = true)],
  [(k) => k.notApplicable, (f) => (f.notApplicable = true)],
  [(k) => k.notOffered, (f) => (f.notOffered = true)],
  [(k) => k.provisionalWithTotal, (f) => (f.provisional = "withTotal")],
  [(k) => k.provisionalWithoutTotal, (f) => (f.provisional = "withoutTotal")],
];

/** "(Gruppe 1, Nr. 2)" / "(group 1, no. 2)": where an alternative stands. */
const GROUP = /\s*\((?:Gruppe|group) ([^,)]+)(?:, (?:Nr\.|no\.) ([^)]+))?\)/;

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Reads the words of an item's Art cell (as `xlsx/item-rows.ts` `itemKinds` writes them, in German or English,
 * any case) into flags. A reference or change order is not typed anew, only kept while its words stay. Undefined
 * when a word is none of ours: then the caller keeps what the item had and says so.
 */
export function readKinds(text: string, before: Item | undefined): ReadKinds | undefined {
  const flags: ItemFlags = emptyFlags();
  let reference = false;
  let changeOrder = false;
  const group = GROUP.exec(text);
  const words = text
    .replace(GROUP, "")
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");
  for (const word of words) {
    const flag = FLAG_WORDS.find(([of]) => LANGS.some((k) => same(of(k), word)));
    if (flag) {
      flag[1](flags);
      continue;
    }
    const base = LANGS.some((k) => same(k.base, word));
    if (base || LANGS.some((k) => same(k.alternative, word))) {
      const alternative = alternativeOf(base, group, before?.flags.alternative);
      if (!alternative) return undefined;
      flags.alternative = alternative;
      continue;
    }
    if (
      LANGS.some(
        (k) =>
          word.startsWith(k.reference(undefined, undefined)) ||
          word.startsWith(k.reference("Rep", undefined)) ||
          word.startsWith(k.reference("Ref", undefined)),
      )
    ) {
      reference = true;
      continue;
    }
    if (LANGS.some((k) => word.startsWith(k.changeOrder("", undefined).trim()))) {
      changeOrder = true;
      continue;
    }
    return undefined;
  }
  return { flags, reference, changeOrder };
}

/** A base item is serial 0 of its group; an alternative needs its group and number, typed or kept. */
function alternativeOf(
  base: boolean,
  group: RegExpExecArray | null,
  before: AlternativeRef | undefined,
): AlternativeRef | undefined {
  const groupNo = group?.[1]?.trim() ?? before?.group;
  if (groupNo === undefined) return undefined;
  if (base) return { group: groupNo, serial: "0" };
  const serial = group?.[2]?.trim() ?? (before && before.serial !== "0" ? before.serial : undefined);
  return serial === undefined ? undefined : { group: groupNo, serial };
}
