import { alternativeRef, type UnknownKinds } from "../legacy.js";
import type { AlternativeRef, Item, ItemFlags, Section } from "../model.js";
import { type Block, field, value } from "./blocks.js";

/** How Position keys set item flags. Keys written "J" (ja) or "1" switch a flag on. */
type FlagKey = Exclude<keyof ItemFlags, "alternative" | "provisional">;

const FLAG_KEYS: ReadonlyArray<[string, FlagKey]> = [
  ["Pauschal", "lumpSum"],
  ["StdLohn", "hourly"],
  ["Entfaellt", "notApplicable"],
  ["NichtAngeboten", "notOffered"],
  ["Schluesselpos", "keyItem"],
  ["Zuschlagspos", "toBeMarkedUp"],
  ["FrMenge", "quantityToBeDetermined"],
];

export const isYes = (text: string | undefined) => text !== undefined && /^(j|ja|y|yes|1|true)$/i.test(text);

/** `[Bedarf]`, the Bedarfsposition of GAEB 2000 (GAEB 90 record 21, column 13): N normal, E without, M with total. */
const PROVISIONAL: Record<string, ItemFlags["provisional"] | null> = {
  n: null,
  e: "withoutTotal",
  m: "withTotal",
};

/**
 * Reads what a GAEB 2000 `[Position]` says about its kind onto the flags DA XML uses. Two spellings are read: the
 * keys of the GAEB 2000 rules (`[Bedarf]`, `[ZZGruppeNr]`/`[ZZLfdNr]`) and the older flag keys other writers use
 * (`[Bedarfspos]`, `[Grundpos]`, `[Wahlpos]`, `[AltGruppe]`/`[AltNr]`).
 */
export class ItemKinds {
  /** Groups numbered by order, for writers that only mark base and alternatives without a group number. */
  private groupCounter = 0;

  constructor(private readonly unknown: UnknownKinds) {}

  read(block: Block, item: Item): void {
    for (const [key, flag] of FLAG_KEYS) if (isYes(value(block, key))) item.flags[flag] = true;
    // The GAEB Toolbox (NEVARIS and others) writes DA XML's LumpSumItem into GAEB 2000 only as this vendor key; the
    // XML twins of the corpus mark exactly those items as lump sums.
    if (isYes(value(block, "_GAEBXML_LumpSumItem"))) item.flags.lumpSum = true;
    this.provisional(block, item);
    const alternative = zuordnungszahl(block) ?? this.flaggedAlternative(block);
    if (alternative) item.flags.alternative = alternative;
  }

  private provisional(block: Block, item: Item): void {
    const bedarf = field(block, "Bedarf");
    const code = bedarf?.value.trim();
    if (bedarf && code) {
      const provisional = PROVISIONAL[code.toLowerCase()];
      if (provisional) item.flags.provisional = provisional;
      else if (provisional === undefined)
        this.unknown.note({ key: bedarf.key }, code, item.oz, { line: bedarf.line, column: bedarf.column });
      return;
    }
    const legacy = value(block, "Bedarfspos")?.toLowerCase();
    if (legacy === "mitgb" || isYes(value(block, "BedarfsposMitGB"))) item.flags.provisional = "withTotal";
    else if (legacy === "ohnegb" || isYes(legacy)) item.flags.provisional = "withoutTotal";
  }

  private flaggedAlternative(block: Block): AlternativeRef | undefined {
    const group = value(block, "AltGruppe");
    const serial = value(block, "AltNr");
    if (isYes(value(block, "Grundpos"))) {
      this.groupCounter++;
      return alternativeRef(group ?? String(this.groupCounter), "0");
    }
    if (isYes(value(block, "Wahlpos")) || serial !== undefined)
      return alternativeRef(group ?? String(this.groupCounter), serial ?? "1");
    return undefined;
  }
}

/** `[ZZGruppeNr]` and `[ZZLfdNr]`: the group and serial of the Zuordnungszahl; serial 0 is the group's base. */
function zuordnungszahl(block: Block): AlternativeRef | undefined {
  const group = value(block, "ZZGruppeNr");
  const serial = value(block, "ZZLfdNr");
  return group === undefined && serial === undefined ? undefined : alternativeRef(group, serial);
}

/** A whole section can be a base or an alternative too, written with the same keys as an item. */
export function sectionAlternative(block: Block, section: Section): void {
  const alternative = zuordnungszahl(block);
  if (alternative) section.alternative = alternative;
}
