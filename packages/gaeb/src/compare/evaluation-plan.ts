import type { AlternativeRef, Entry, GaebDocument, Item, MarkupItem } from "../model.js";
import { isAlternative } from "../xlsx/item-rows.js";

/**
 * How an entry counts in the evaluation total (Wertungssumme), as the key the comparison sheet writes in a hidden
 * column for the evaluation's SUMIFS:
 * - `N`: counts as it stands (a normal item, a markup);
 * - `B`: a Bedarfsposition, counted with its quantity only where the office evaluates them;
 * - `G|group|serial`: part of a Wahl group, serial 0 its base, counted unless the office takes an alternative;
 * - none: counts nowhere (entfällt).
 */
export type EvaluationKey = string;

export const NORMAL_KEY = "N";
export const PROVISIONAL_KEY = "B";

export function groupKey(group: string, serial: number): EvaluationKey {
  return `G|${group}|${serial}`;
}

/** One choice of a Wahl group: its base (serial 0) or one of its alternatives, and the entries that make it. */
export interface AlternativeOption {
  serial: number;
  /** OZ of the items and sections of the option, in LV order. */
  oz: string[];
  /** What the option is, in the request's words: its first entry's short text or title. */
  title: string;
}

/** A Wahl group (`ALNGroupNo`): its base first (serial 0, present even when the request names none), then each alternative. */
export interface AlternativeGroup {
  group: string;
  options: AlternativeOption[];
}

export interface EvaluationPlan {
  keys: Map<Item | MarkupItem, EvaluationKey>;
  groups: AlternativeGroup[];
  /** OZ of the Bedarfspositionen outside every Wahl group. */
  provisional: string[];
}

/** An ALNSerNo as the option's number: "0", "" and anything not a number are the base. */
function serialOf(alternative: AlternativeRef): number {
  if (!isAlternative(alternative.serial)) return 0;
  const serial = Number.parseInt(alternative.serial.trim(), 10);
  return Number.isSafeInteger(serial) && serial > 0 ? serial : 0;
}

/**
 * The evaluation key of every item and markup of the request and its Wahl groups. An entry inside a section that
 * is a base or an alternative belongs to that section's group; an entry that does not apply counts nowhere.
 */
export function planEvaluation(request: GaebDocument): EvaluationPlan {
  const keys = new Map<Item | MarkupItem, EvaluationKey>();
  const groups = new Map<string, Map<number, AlternativeOption>>();
  const provisional: string[] = [];
  const option = (alternative: AlternativeRef, oz: string, title: string): number => {
    const group = alternative.group.trim();
    const serial = serialOf(alternative);
    let options = groups.get(group);
    if (!options) {
      options = new Map();
      groups.set(group, options);
    }
    let found = options.get(serial);
    if (!found) {
      found = { serial, oz: [], title };
      options.set(serial, found);
    }
    found.oz.push(oz);
    return serial;
  };
  const walk = (entries: readonly Entry[], inherited: EvaluationKey | undefined, applies: boolean): void => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        const sectionApplies = applies && !entry.notApplicable;
        let key = inherited;
        if (!inherited && entry.alternative && sectionApplies) {
          const serial = option(entry.alternative, entry.oz, entry.title);
          key = groupKey(entry.alternative.group.trim(), serial);
        }
        walk(entry.children, key, sectionApplies);
      } else if (entry.kind === "item") {
        if (!applies || entry.flags.notApplicable) continue;
        const alternative = entry.flags.alternative;
        if (inherited) keys.set(entry, inherited);
        else if (alternative)
          keys.set(entry, groupKey(alternative.group.trim(), option(alternative, entry.oz, entry.shortText)));
        else if (entry.flags.provisional) {
          keys.set(entry, PROVISIONAL_KEY);
          provisional.push(entry.oz);
        } else keys.set(entry, NORMAL_KEY);
      } else if (entry.kind === "markupItem") {
        if (applies) keys.set(entry, inherited ?? NORMAL_KEY);
      }
    }
  };
  walk(request.boq?.body ?? [], undefined, true);
  const ordered = [...groups.entries()]
    .map(([group, options]): AlternativeGroup => {
      if (!options.has(0)) options.set(0, { serial: 0, oz: [], title: "" });
      return { group, options: [...options.values()].sort((a, b) => a.serial - b.serial) };
    })
    // Only a group with something to choose: a base alone is just counted.
    .filter((group) => group.options.length > 1);
  // Groups in their numbers' order where they are numbers (as GAEB writes them), else as text.
  ordered.sort((a, b) => a.group.localeCompare(b.group, "de", { numeric: true }));
  return { keys, groups: ordered, provisional };
}
