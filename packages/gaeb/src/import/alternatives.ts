import type { Item } from "../model.js";
import type { AlternativeWord, KindWord } from "./kinds.js";
import { ozKey } from "./oz-text.js";

type Read = { item: Item; row: { kind: KindWord; parts: readonly string[]; row: number } };

/** An alternative whose words name a base the sheet has no item for ("Alternative zu 01.0099"). */
export interface BaseNotFound {
  oz: string;
  of: string;
  row: number;
}

const typedOf = ({ row }: Read): AlternativeWord | undefined =>
  row.kind.row === "item" ? row.kind.group : undefined;

/**
 * Gives a foreign sheet's or our template's base items and alternatives their groups, in row order. A group and
 * number typed as our workbook writes them ("Alternativposition (Gruppe 2, Nr. 1)") stand as typed. Where the
 * group is missing (a planner's "Grundposition", "Wahlposition"), base items one after the other and the
 * alternatives after them are one group, numbered after the highest group typed anywhere in the sheet, so none is
 * taken twice; an alternative typed with its group but no number is the next of that group. An alternative that
 * names its base ("Alternative zu 01.02.0030") joins the base's group wherever the base stands, and the item it
 * names becomes a base where its own words do not say so; one naming a number no item has is returned, and joins
 * the base items before it as if it named none. An alternative with no base before it and no group of its own
 * stands in no group: an item of its own, as GAEB has no alternative without a group.
 */
export function groupAlternatives(items: readonly Read[]): BaseNotFound[] {
  const notFound: BaseNotFound[] = [];
  const byOz = new Map(items.map((read, index) => [ozKey(read.row.parts), index]));
  // Items an alternative names as its base, by their index, where their own words give them no role.
  const named = new Set<number>();
  for (const read of items) {
    const of = typedOf(read)?.of;
    const target = of === undefined ? undefined : byOz.get(ozKey(of.split(".")));
    if (target !== undefined && !typedOf(items[target] as Read)) named.add(target);
  }
  const roles = items.map((read, index): AlternativeWord | undefined =>
    named.has(index) ? { role: "base" } : typedOf(read),
  );
  const typedGroups = roles.map((role) => Number(role?.group)).filter(Number.isInteger);
  let next = Math.max(0, ...typedGroups);
  // Pass 1, the bases: each gets its group; the run each alternative would join without a base named.
  const groups: Array<string | undefined> = [];
  const runs: Array<string | undefined> = [];
  let run: string | undefined;
  let untypedBase: string | undefined;
  roles.forEach((role, index) => {
    if (role?.role === "base") {
      let group = role.group;
      if (group === undefined) {
        if (untypedBase === undefined) {
          next += 1;
          untypedBase = String(next);
        }
        group = untypedBase;
      } else untypedBase = undefined;
      run = group;
      groups[index] = group;
      return;
    }
    untypedBase = undefined;
    if (role) runs[index] = role.group ?? run;
    if (role?.group !== undefined) run = role.group;
  });
  // Pass 2, in row order: every item's role, the alternatives numbered within their groups.
  const serials = new Map<string, number>();
  items.forEach(({ item }, index) => {
    const { alternative: _before, ...flags } = item.flags;
    item.flags = flags;
    const role = roles[index];
    if (!role) return;
    if (role.role === "base") {
      const group = groups[index] as string;
      serials.set(group, serials.get(group) ?? 0);
      item.flags.alternative = { group, serial: "0" };
      return;
    }
    const base = role.of === undefined ? undefined : byOz.get(ozKey(role.of.split(".")));
    if (role.of !== undefined && base === undefined)
      notFound.push({ oz: item.oz, of: role.of, row: items[index]?.row.row ?? 0 });
    const group = (base === undefined ? undefined : groups[base]) ?? runs[index];
    if (group === undefined) return;
    const serial = role.serial ?? String((serials.get(group) ?? 0) + 1);
    serials.set(group, Math.max(serials.get(group) ?? 0, Number(serial) || 0));
    item.flags.alternative = { group, serial };
  });
  return notFound;
}
