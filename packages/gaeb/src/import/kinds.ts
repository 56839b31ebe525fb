import type { ItemFlags } from "../model.js";
import { LABELS } from "../xlsx/labels.js";
import { normalTitle } from "./header.js";

/** What a word of the `Art` column makes of its row. */
export type KindWord =
  | { row: "item"; flags: Partial<ItemFlags>; alternative?: "base" | "alternative" }
  | { row: "section" | "total" | "text" | "remark" };

const kinds = [LABELS.de.kinds, LABELS.en.kinds];

/** Our own workbook's kind words (both languages) and the words planners use for them. */
const WORDS = new Map<string, KindWord>();
const add = (words: readonly string[], kind: KindWord) => {
  for (const word of words) WORDS.set(normalTitle(word), kind);
};
add(
  kinds.map((k) => k.normal),
  { row: "item", flags: {} },
);
add(["Normal", "Normalposition", "NP"], { row: "item", flags: {} });
add([...kinds.map((k) => k.provisionalWithTotal), "Bedarfsposition mit GB", "Eventualposition mit GB"], {
  row: "item",
  flags: { provisional: "withTotal" },
});
add(
  [
    ...kinds.map((k) => k.provisionalWithoutTotal),
    "Bedarfsposition",
    "Eventualposition",
    "Bedarf",
    "Optional item",
    "Optional",
  ],
  { row: "item", flags: { provisional: "withoutTotal" } },
);
add([...kinds.map((k) => k.lumpSum), "Pauschal", "Pauschale", "psch", "Lump sum"], {
  row: "item",
  flags: { lumpSum: true },
});
add([...kinds.map((k) => k.hourly), "Stundenlohn", "Stundenlohnarbeiten", "Hourly work"], {
  row: "item",
  flags: { hourly: true },
});
add(
  kinds.map((k) => k.toBeMarkedUp),
  { row: "item", flags: { toBeMarkedUp: true } },
);
add(
  kinds.map((k) => k.quantityToBeDetermined),
  { row: "item", flags: { quantityToBeDetermined: true } },
);
add([...kinds.map((k) => k.notApplicable), "entfallen"], { row: "item", flags: { notApplicable: true } });
add(
  kinds.map((k) => k.keyItem),
  { row: "item", flags: { keyItem: true } },
);
add([...kinds.map((k) => k.base), "Grundposition"], { row: "item", flags: {}, alternative: "base" });
add([...kinds.map((k) => k.alternative), "Wahlposition", "Alternative"], {
  row: "item",
  flags: {},
  alternative: "alternative",
});
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

/** The words of an `Art` cell ("Bedarfsposition ohne GB, Schlüsselposition"); the group note in brackets aside. */
export function kindOf(text: string): { kind: KindWord; unknown: string[] } {
  const flags: Partial<ItemFlags> = {};
  let alternative: "base" | "alternative" | undefined;
  const unknown: string[] = [];
  for (const word of text.replace(/\([^)]*\)/g, "").split(/[,;/]/)) {
    if (word.trim() === "") continue;
    const kind = WORDS.get(normalTitle(word));
    if (!kind) unknown.push(word.trim());
    else if (kind.row !== "item") return { kind, unknown: [] };
    else {
      Object.assign(flags, kind.flags);
      alternative ??= kind.alternative;
    }
  }
  return { kind: { row: "item", flags, ...(alternative ? { alternative } : {}) }, unknown };
}
