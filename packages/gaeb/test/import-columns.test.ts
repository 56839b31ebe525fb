import { describe, expect, it } from "vitest";
import type { ImportOptions } from "../src/import/types.js";
import { formatIssue, importWorkbook } from "../src/index.js";
import { type TestCell, workbookOf } from "./support/import-sheets.js";

const imported = async (
  sheets: Record<string, ReadonlyArray<ReadonlyArray<TestCell>>>,
  options?: ImportOptions,
) => importWorkbook({ name: "LV.xlsx", bytes: await workbookOf(sheets) }, options);

const ITEMS: TestCell[][] = [
  ["01.0010", "Mauerwerk", "12,5", "m2"],
  ["01.0020", "Tür", 3, "St"],
];

describe("the title row of a foreign spreadsheet", () => {
  it("is found by its names below a title block, whatever their case and punctuation", async () => {
    const result = await imported({
      Notizen: [["nur Notizen"]],
      LV: [["Bauvorhaben Schule"], [], ["POS.-NR.", "bezeichnung:", "Menge [m²]", "ME", "EP (€)"], ...ITEMS],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.sheet).toBe("LV");
    expect(result.value.headerRow).toBe(3);
    expect(result.value.kind).toBe("foreign");
    expect(result.value.columns).toEqual([
      { column: "oz", letter: "A", title: "POS.-NR." },
      { column: "short", letter: "B", title: "bezeichnung:" },
      { column: "qty", letter: "C", title: "Menge [m²]" },
      { column: "unit", letter: "D", title: "ME" },
      { column: "price", letter: "E", title: "EP (€)" },
    ]);
  });

  it("takes our own workbook's English titles", async () => {
    const result = await imported({
      LV: [["Item no.", "Type", "Short text", "Long text", "Quantity", "Unit", "Unit price"], ...ITEMS],
    });
    expect(result.ok && result.value.columns.map((c) => c.column)).toEqual([
      "oz",
      "kind",
      "short",
      "long",
      "qty",
      "unit",
      "price",
    ]);
  });

  it("with two item-number titles asks for the mapping, naming the candidates, instead of guessing", async () => {
    const result = await imported({
      LV: [
        ["Pos.", "Nr.", "Kurztext", "Menge", "ME"],
        ["1", "01.0010", "Mauer", 2, "m"],
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.mapping).toEqual({
      sheet: "LV",
      headerRow: 1,
      titles: [
        { letter: "A", title: "Pos." },
        { letter: "B", title: "Nr." },
        { letter: "C", title: "Kurztext" },
        { letter: "D", title: "Menge" },
        { letter: "E", title: "ME" },
      ],
      // What is certain starts the mapping: only the item number is left to choose.
      columns: [
        { column: "short", letter: "C", title: "Kurztext" },
        { column: "qty", letter: "D", title: "Menge" },
        { column: "unit", letter: "E", title: "ME" },
      ],
    });
    const issue = result.issues.find((i) => i.code === "import_columns_unclear");
    expect(issue).toMatchObject({ file: "LV.xlsx", params: { column: "oz", reason: "several", row: 1 } });
    if (!issue) return;
    expect(formatIssue(issue, "de")).toContain(
      "Die Spalte „OZ (Positionsnummer)“ ist nicht sicher zu erkennen",
    );
    expect(formatIssue(issue, "de")).toContain("(A: Pos., B: Nr.)");
    expect(formatIssue(issue, "en")).toContain("the item number column cannot be told for certain");
  });

  it("without a short-text title asks for the mapping", async () => {
    const result = await imported({
      LV: [
        ["OZ", "Leistungstext", "Menge"],
        ["1.10", "Mauer", 2],
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.code, i.params?.column, i.params?.reason])).toEqual([
      ["import_columns_unclear", "short", "none"],
    ]);
    expect(result.mapping?.titles.map((t) => t.letter)).toEqual(["A", "B", "C"]);
  });

  it("is overridden by the map, column by column; the map's columns carry no title", async () => {
    const sheet = [
      ["Pos.", "Nr.", "Leistungstext", "Menge", "ME"],
      ["1", "01.0010", "Mauer", 2, "m"],
    ];
    const result = await imported({ LV: sheet }, { map: { oz: "b", short: "C" } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.columns).toEqual([
      { column: "oz", letter: "B", title: "" },
      { column: "short", letter: "C", title: "" },
      { column: "qty", letter: "D", title: "Menge" },
      { column: "unit", letter: "E", title: "ME" },
    ]);
    const [item] =
      result.value.document.boq?.body.flatMap((s) => (s.kind === "section" ? s.children : [])) ?? [];
    expect(item).toMatchObject({ oz: "01.0010", shortText: "Mauer", unit: "m" });
  });

  it("is not needed where the map names item number and short text of a sheet without titles", async () => {
    const result = await imported(
      {
        LV: [
          ["1.1", "Mauer", 2, "m"],
          ["1.2", "Tür", 1, "St"],
        ],
      },
      { map: { oz: "A", short: "B", qty: "C", unit: "D" } },
    );
    expect(result.ok && result.value.summary).toEqual({ sections: 1, items: 2, total: null });
  });
});

describe("a sheet without any title", () => {
  it("asks for the columns the map does not name, showing its first row", async () => {
    const result = await imported({ LV: [["1.1", "Mauer", 2, "m"]] }, { map: { oz: "A" } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.code, i.params?.column, i.params?.reason])).toEqual([
      ["import_columns_unclear", "short", "none"],
    ]);
    expect(result.mapping).toEqual({
      sheet: "LV",
      headerRow: 1,
      titles: [
        { letter: "A", title: "1.1" },
        { letter: "B", title: "Mauer" },
        { letter: "D", title: "m" },
      ],
      columns: [{ column: "oz", letter: "A", title: "" }],
    });
  });
});

describe("the options", () => {
  it("refuse a map with a bad letter, a letter twice or an unknown column, in both languages", async () => {
    const bad = [
      [{ oz: "1" }, "letter"],
      [{ oz: "A", short: "a" }, "twice"],
      [{ price: "A", amount: "B" }, "column"],
    ] as const;
    for (const [map, reason] of bad) {
      const result = await imported({ LV: [["OZ", "Kurztext"], ...ITEMS] }, { map: map as never });
      expect(result.ok).toBe(false);
      expect(result.issues).toEqual([
        expect.objectContaining({ code: "import_map_invalid", params: expect.objectContaining({ reason }) }),
      ]);
    }
    const issue = {
      code: "import_map_invalid",
      severity: "error",
      params: { column: "oz", value: "1", reason: "letter" },
    } as const;
    expect(formatIssue(issue, "de")).toContain("Die Spaltenzuordnung oz=1 ist kein Spaltenbuchstabe");
    expect(formatIssue(issue, "en")).toContain("The column mapping oz=1 is not a column letter");
  });

  it("name a missing sheet and list the sheets there are", async () => {
    const result = await imported(
      { LV: [["OZ", "Kurztext"], ...ITEMS], Preise: [["x"]] },
      { sheet: "Kosten" },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.sheets).toEqual(["LV", "Preise"]);
    const [issue] = result.issues;
    expect(issue && formatIssue(issue, "de")).toBe(
      "LV.xlsx: Die Arbeitsmappe hat kein Blatt „Kosten“. Wählen Sie eines ihrer Blätter: LV, Preise.",
    );
  });

  it("refuse what is not an object, and a workbook that is none, without throwing", async () => {
    expect(
      importWorkbook({ name: "LV.xlsx", bytes: new Uint8Array(4) }, { phase: "85" as never }).issues[0],
    ).toMatchObject({ code: "input_invalid", params: { field: "options.phase" } });
    expect(importWorkbook(null as never).issues[0]?.code).toBe("input_invalid");
    const broken = importWorkbook({
      name: "LV.xlsx",
      bytes: new TextEncoder().encode("OZ;Kurztext\n1;Mauer"),
    });
    expect(broken.issues.map((i) => i.code)).toEqual(["import_workbook_invalid"]);
    expect(formatIssue(broken.issues[0] ?? { code: "no_input", severity: "error" }, "en")).toContain(
      "This is not a readable Excel workbook (.xlsx)",
    );
  });
});

describe("item numbers", () => {
  it("are read as typed text, with or without padding and a trailing point, or as number cells", async () => {
    const result = await imported({
      LV: [
        ["OZ", "Kurztext", "Menge", "ME"],
        [1, "Rohbau"],
        [1.1, "Mauer", 1, "m"],
        ["1.2.", "Tür", 1, "St"],
        ["01.03", "Tor", 1, "St"],
      ],
    });
    expect(result.issues).toEqual([]);
    if (!result.ok) return;
    const [section] = result.value.document.boq?.body ?? [];
    expect(
      section?.kind === "section" && [section.oz, ...section.children.map((e) => ("oz" in e ? e.oz : ""))],
    ).toEqual(["01", "01.01", "01.02", "01.03"]);
    expect(result.value.document.boq?.info.breakdown).toEqual([
      { type: "BoQLevel", length: 2, numeric: true },
      { type: "Item", length: 2, numeric: true },
    ]);
  });
});
