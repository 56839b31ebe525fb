import { describe, expect, it } from "vitest";
import type { ImportOptions } from "../src/import/types.js";
import { formatIssue, type Issue, importWorkbook } from "../src/index.js";
import { MAX_IMPORT_ROWS, MAX_IMPORT_TEXT } from "../src/limits.js";
import { type TestCell, workbookOf } from "./support/import-sheets.js";

const HEADER: TestCell[] = ["OZ", "Kurztext", "Menge", "ME", "EP"];

const imported = async (rows: ReadonlyArray<ReadonlyArray<TestCell>>, options?: ImportOptions) =>
  importWorkbook({ name: "LV.xlsx", bytes: await workbookOf({ LV: [HEADER, ...rows] }) }, options);

const words = (issue: Issue | undefined) =>
  issue ? [formatIssue(issue, "de"), formatIssue(issue, "en")] : ["", ""];

describe("an import refuses, naming the rows", () => {
  it("an OZ given twice, however it is padded, listing every row", async () => {
    const result = await imported([
      ["01", "Rohbau"],
      ["01.0010", "Mauer", 1, "m"],
      ["1.10", "Mauer noch einmal", 1, "m"],
      ["01.0020", "Tür", 1, "St"],
      ["01.010", "Mauer ein drittes Mal", 1, "m"],
    ]);
    expect(result.ok).toBe(false);
    const issue = result.issues.find((i) => i.code === "import_oz_duplicate");
    expect(issue?.params).toMatchObject({ oz: "01.0010", rows: "3, 4, 6", more: 0 });
    const [de, en] = words(issue);
    expect(de).toContain("Die OZ 01.0010 kommt mehrfach vor, in den Zeilen 3, 4, 6.");
    expect(en).toContain("item number 01.0010 appears more than once, in rows 3, 4, 6.");
  });

  it("a number padded to another length than the rest of its level", async () => {
    const result = await imported([
      ["01", "Rohbau"],
      ["01.0010", "Mauer", 1, "m"],
      ["01.0020", "Tür", 1, "St"],
      ["01.030", "Tor", 1, "St"],
    ]);
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => [i.code, i.params?.row, i.params?.part, i.params?.length])).toEqual([
      ["import_oz_inconsistent", 5, "030", 4],
    ]);
    const [de, en] = words(result.issues[0]);
    expect(de).toContain(
      "Blatt „LV“, Zeile 5: In der OZ 01.030 ist „030“ anders lang als die übrigen Nummern dieser Stufe (4 Stellen",
    );
    expect(en).toContain(
      "in item number 01.030, “030” is not as long as the other numbers of its level (4 digits",
    );
  });

  it("no item that skips a section level, as GAEB allows; but a section as deep as the items", async () => {
    const skipping = await imported([
      ["01.0010", "Mauer", 1, "m"],
      ["01.02.0030", "Fenster", 1, "St"],
    ]);
    expect(skipping.issues).toEqual([]);
    expect(
      skipping.ok && skipping.value.document.boq?.info.breakdown.map((l) => `${l.type}:${l.length}`),
    ).toEqual(["BoQLevel:2", "BoQLevel:2", "Item:4"]);
    const section = await importWorkbook({
      name: "LV.xlsx",
      bytes: await workbookOf({
        LV: [
          ["OZ", "Art", "Kurztext", "Menge", "ME"],
          ["1.10", "Bereich", "Wände"],
          ["1.20", null, "Mauer", 1, "m"],
        ],
      }),
    });
    expect(section.issues.map((i) => [i.code, i.params?.row, i.params?.reason])).toEqual([
      ["import_oz_inconsistent", 2, "section"],
    ]);
    expect(words(section.issues[0])[1]).toContain(
      "item number 1.10 is a section (above other numbers or without a quantity) but has 2 levels like the items",
    );
  });

  it("a number that is none, with its cell and value; an ambiguous one with the reason", async () => {
    const result = await imported([
      ["1.10", "Mauer", "zwölf", "m"],
      ["1.20", "Tür", 1, "St", "1.234"],
    ]);
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.params)).toEqual([
      { sheet: "LV", cell: "C2", column: "qty", value: "zwölf", reason: "text" },
      { sheet: "LV", cell: "E3", column: "price", value: "1.234", reason: "ambiguous" },
    ]);
    const [de, en] = words(result.issues[0]);
    expect(de).toBe(
      "LV.xlsx: Blatt „LV“, Zelle C2, Spalte Menge: „zwölf“ ist keine Zahl. Korrigieren Sie den Wert.",
    );
    expect(en).toBe(
      "LV.xlsx: Sheet “LV”, cell C2, quantity column: “zwölf” is not a number. Correct the value.",
    );
  });

  it("an OZ that is no item number, and one part longer than GAEB allows", async () => {
    const result = await imported([
      ["1-10", "Mauer", 1, "m"],
      ["1.123456789012345", "Tür", 1, "St"],
    ]);
    expect(result.issues.map((i) => [i.params?.cell, i.params?.reason])).toEqual([
      ["A2", "characters"],
      ["A3", "part"],
    ]);
    expect(words(result.issues[1])[1]).toContain("one part is longer than 14 characters");
  });

  it("no sum row that names itself in the number column, with a total or without one", async () => {
    const result = await importWorkbook({
      name: "LV.xlsx",
      bytes: await workbookOf({
        LV: [
          ["Pos.", "Bezeichnung", "Menge", "ME", "EP", "GP"],
          ["1.10", "Mauer", 2, "m", 5, { formula: "C2*E2", result: 10 }],
          ["Summe Titel 1", null, null, null, null, { formula: "SUM(F2)", result: 10 }],
          ["Summe Titel 2", "ohne Betrag"],
        ],
      }),
    });
    // Both sum rows are left out: the second names itself a sum though its total is gone (a formula saved without
    // its result, as generators write it).
    expect(result.ok).toBe(true);
    expect(result.issues).toEqual([]);
  });

  it("a number mistyped with a space, even without figures", async () => {
    const result = await imported([
      ["01", "Rohbau"],
      ["01.0010", "Mauer", 1, "m"],
      ["01 0020", "Tür"],
    ]);
    expect(result.issues.map((i) => [i.code, i.params?.cell])).toEqual([["import_oz_invalid", "A4"]]);
  });

  it("a sheet without items, naming its title row", async () => {
    const result = await imported([[null, "Nur Text", null, null]]);
    expect(result.issues.map((i) => i.code)).toEqual(["import_no_items"]);
    expect(words(result.issues[0])[0]).toContain(
      "Im Blatt „LV“ steht unter der Kopfzeile (Zeile 1) keine Position",
    );
  });

  it("a sheet beyond the rows an LV has, and a text beyond any long text", async () => {
    const far = await imported([
      ["1.10", "Mauer", 1, "m"],
      ...Array(MAX_IMPORT_ROWS).fill([]),
      ["1.20", "Tür", 1, "St"],
    ]);
    expect(far.issues.map((i) => [i.code, i.params?.what])).toEqual([["import_too_large", "rows"]]);
    expect(words(far.issues[0])[0]).toContain("mehr als 50.000 Zeilen");
    const long = await imported([["1.10", "x".repeat(MAX_IMPORT_TEXT + 1), 1, "m"]]);
    expect(long.issues.map((i) => [i.code, i.params?.cell])).toEqual([["import_too_large", "B2"]]);
    expect(words(long.issues[0])[1]).toContain("longer than 200,000 characters");
  });
});

describe("an import warns but goes on", () => {
  it("for items without quantity or unit, listing them with their rows", async () => {
    const result = await imported([
      ["1.10", "Mauer", 2, null],
      ["1.20", "Baustelle einrichten", null, "psch"],
      ["1.30", "Tür", 1, "St"],
    ]);
    expect(result.ok).toBe(true);
    const [de, en] = words(result.issues[0]);
    expect(de).toContain(
      "2 Positionen haben keine Menge oder keine Einheit: 1.10 (Zeile 2), 1.20 (Zeile 3).",
    );
    expect(en).toContain("2 items have no quantity or no unit: 1.10 (row 2), 1.20 (row 3).");
  });

  it("for a kind word it does not know, taking the row as a normal item", async () => {
    const result = await importWorkbook({
      name: "LV.xlsx",
      bytes: await workbookOf({
        LV: [
          ["OZ", "Art", "Kurztext", "Menge", "ME"],
          ["1.10", "Bedarfsposition", "Mauer", 1, "m"],
          ["1.20", "Pauschal", "Einrichten", 1, "psch"],
          ["1.30", "Sonderposition", "Tür", 1, "St"],
          ["1.40", "Grundposition", "Tor A", 1, "St"],
          ["1.50", "Wahlposition", "Tor B", 1, "St"],
        ],
      }),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.issues.map((i) => [i.code, i.params?.cell, i.params?.value])).toEqual([
      ["import_kind_unknown", "B4", "Sonderposition"],
    ]);
    const items =
      result.value.document.boq?.body.flatMap((s) => (s.kind === "section" ? s.children : [])) ?? [];
    const flags = items.map((item) => (item.kind === "item" ? item.flags : undefined));
    expect(flags[0]?.provisional).toBe("withoutTotal");
    expect(flags[1]?.lumpSum).toBe(true);
    expect([flags[2]?.lumpSum, flags[2]?.provisional]).toEqual([false, undefined]);
    expect([flags[3]?.alternative, flags[4]?.alternative]).toEqual([
      { group: "1", serial: "0" },
      { group: "1", serial: "1" },
    ]);
  });
});
