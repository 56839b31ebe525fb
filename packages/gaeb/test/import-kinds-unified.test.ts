import { describe, expect, it } from "vitest";
import { formatIssue, importWorkbook } from "../src/index.js";
import type { Item } from "../src/model.js";
import { requireCorpus } from "./support/corpus.js";
import { byOz, importBook, requestBook, sheetRows, walk } from "./support/edited.js";
import { workbookOf } from "./support/import-sheets.js";
import { editWithExcelJs } from "./support/offer.js";

const corpus = requireCorpus("Unified Art words suite");

const itemsOf = (document: { boq?: { body: readonly import("../src/model.js").Entry[] } }) =>
  [...walk(document.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");

describe("our alternative words in a foreign sheet or the template", () => {
  it("keep the group and number typed, and give each untyped run of base and alternatives a group of its own", async () => {
    const result = importWorkbook({
      name: "LV.xlsx",
      bytes: await workbookOf({
        LV: [
          ["OZ", "Art", "Kurztext", "Menge", "ME", "EP"],
          ["1", "Bereich", "Tore"],
          ["1.10", "Grundposition (Gruppe 4)", "Tor A", 1, "St", 100],
          ["1.20", "Alternativposition (Gruppe 4, Nr. 2)", "Tor B", 1, "St", 90],
          ["1.30", "Alternative item (group 4)", "Tor C", 1, "St", 80],
          ["1.40", "Grundposition", "Zaun A", 10, "m", 10],
          ["1.50", "Wahlposition", "Zaun B", 10, "m", 12],
          ["1.60", "Wahlposition, Pauschal", "Zaun C", 1, "psch", 150],
          ["1.70", "Normalposition", "Pfosten", 4, "St", 5],
        ],
      }),
    });
    expect(result.issues).toEqual([]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(itemsOf(result.value.document).map((item) => [item.oz, item.flags.alternative])).toEqual([
      ["1.10", { group: "4", serial: "0" }],
      ["1.20", { group: "4", serial: "2" }],
      // Typed with its group but no number: the next of its group.
      ["1.30", { group: "4", serial: "3" }],
      // A planner's words without a group: a group of its own, after the highest group typed.
      ["1.40", { group: "5", serial: "0" }],
      ["1.50", { group: "5", serial: "1" }],
      ["1.60", { group: "5", serial: "2" }],
      ["1.70", undefined],
    ]);
    // Only base items count toward the total: 100 + 10 × 10 + 4 × 5.
    expect(result.value.summary.total).toBe("220.00");
  });

  it("pass our reference and change-order words over and warn only of words none of them knows", async () => {
    const result = importWorkbook({
      name: "LV.xlsx",
      bytes: await workbookOf({
        LV: [
          ["OZ", "Art", "Kurztext", "Menge", "ME"],
          ["1.10", "Normalposition, Nachtrag 2 (beauftragt)", "Mauer", 1, "m"],
          ["1.20", "nicht angeboten, Sonderposition", "Tür", 1, "St"],
        ],
      }),
    });
    expect(result.issues.map((i) => [i.code, i.params?.cell, i.params?.value])).toEqual([
      ["import_kind_unknown", "B3", "Sonderposition"],
    ]);
    expect(formatIssue(result.issues[0] as (typeof result.issues)[0], "de")).toContain(
      "Die Art „Sonderposition“ ist nicht bekannt und wurde übergangen.",
    );
    expect(result.ok && itemsOf(result.value.document)[1]?.flags.notOffered).toBe(true);
  });
});

describe.runIf(corpus)("a planner's words in our own workbook, edited", () => {
  it("set the item's kinds as our words do; an alternative without any group keeps what the item had", async () => {
    const { request, xlsx } = requestBook("real-world/LV_Los01.X83");
    const layout = sheetRows(xlsx);
    const items = itemsOf(request);
    const [provisional, lumpSum, dropped, alternative, orphan] = items;
    if (!provisional || !lumpSum || !dropped || !alternative || !orphan) throw new Error("too few items");
    const typed = new Map([
      [provisional.oz, "Bedarfsposition"],
      [lumpSum.oz, "Pauschal, Schlüsselposition"],
      [dropped.oz, "entfallen"],
      [alternative.oz, "Wahlposition (Gruppe 7, Nr. 1)"],
      [orphan.oz, "Wahlposition"],
    ]);
    const kindColumn = layout.column("Art");
    const edited = await editWithExcelJs(xlsx, (sheet) => {
      for (const [oz, words] of typed)
        sheet.getCell(`${kindColumn}${layout.rows.get(oz)?.[0]}`).value = words;
    });
    const result = importBook(edited);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = byOz(result.value.document);
    const flags = (oz: string) => (after.get(oz) as Item).flags;
    expect(flags(provisional.oz).provisional).toBe("withoutTotal");
    expect([flags(lumpSum.oz).lumpSum, flags(lumpSum.oz).keyItem]).toEqual([true, true]);
    expect(flags(dropped.oz).notApplicable).toBe(true);
    expect(flags(alternative.oz).alternative).toEqual({ group: "7", serial: "1" });
    expect(flags(orphan.oz)).toEqual(orphan.flags);
    expect(result.issues.map((i) => [i.code, i.path, i.params?.kept])).toEqual([
      ["import_kind_unknown", orphan.oz, "previous"],
    ]);
  });
});
