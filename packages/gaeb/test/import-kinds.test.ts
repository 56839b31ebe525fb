import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx, formatIssue, importWorkbook } from "../src/index.js";
import type { Item } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { workbookOf } from "./support/import-sheets.js";
import { entries, readDocument } from "./support/offer.js";

const corpus = requireCorpus("Import kinds suite");

describe.runIf(corpus)("a workbook this project wrote from a request", () => {
  const path = "real-world/1561 - 02_ROHBAUARBEITEN.X83";
  const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
  const request = readDocument(path, bytes);
  const converted = convertToXlsx([{ name: "1561.X83", bytes }]);
  if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
  const items = [...entries(request.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");

  it("is read as an edited one through its offer form, with every item of the request", () => {
    const result = importWorkbook({ name: "1561.xlsx", bytes: converted.xlsx });
    expect(result.issues.filter((i) => i.severity === "error")).toEqual([]);
    expect(result.ok && result.value.kind).toBe("edited");
    expect(result.ok && result.value.summary.items).toBe(items.length);
  });

  it("with a map is read by its columns, the rows continuing a long text under their item", () => {
    const result = importWorkbook(
      { name: "1561.xlsx", bytes: converted.xlsx },
      { map: { oz: "A", short: "C" } },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.kind).not.toBe("edited");
    // The request has no prices: the GP column's formulas over empty prices make no total.
    expect(result.value.summary).toEqual({ sections: 11, items: items.length, total: null });
    const read = [...entries(result.value.document.boq?.body ?? [])].filter(
      (e): e is Item => e.kind === "item",
    );
    expect(read.map((item) => item.oz)).toEqual(items.map((item) => item.oz));
    // 1.010's long text runs over a continuation row that repeats its number.
    const plain = (item: Item | undefined) =>
      renderPlain(item?.longText ?? [], PLAIN_LABELS)
        .replace(/\s+/g, " ")
        .trim();
    expect(plain(read[0])).toBe(plain(items[0]));
  });
});

describe("our template's title block", () => {
  const sheet = (vat: string | number) => ({
    Vorlage: [
      ["Project", "School extension"],
      ["Bill of quantities", "Lot 2 Shell"],
      ["Client", "City of Exampletown"],
      ["Currency", "CHF"],
      ["VAT rate (%)", vat],
      [],
      ["Item no.", "Type", "Short text", "Long text", "Quantity", "Unit", "Unit price"],
      ["01", "Section", "Walls"],
      ["01.0010", "Normal item", "Masonry", "Sand-lime brick\n24 cm", "0.1", "m3", "0.2"],
      ["01.0020", "Optional item without total", "Door", null, 3, "pcs", "1,234.50"],
      ["01.0030", "Lump-sum item", "Site setup", null, 1, "LS", 0.1],
    ],
  });

  it("gives the project's facts, and an offer the VAT rate and exact totals", async () => {
    const bytes = await workbookOf(sheet("19 %"));
    const request = importWorkbook({ name: "Vorlage.xlsx", bytes });
    const result = importWorkbook({ name: "Vorlage.xlsx", bytes }, { phase: "84", bidder: "Bau GmbH" });
    expect(result.issues.filter((i) => i.severity === "error")).toEqual([]);
    if (!result.ok || !request.ok) return;
    expect(result.value.kind).toBe("template");
    const lv = request.value.document;
    expect([lv.project.name, lv.boq?.info.name, lv.award.owner?.names, lv.award.currency]).toEqual([
      "School extension",
      "Lot 2 Shell",
      ["City of Exampletown"],
      "CHF",
    ]);
    // The offer (84) names the project, the LV, the currency and the bidder; an X84 names no owner.
    const { document, summary } = result.value;
    expect([
      document.project.name,
      document.boq?.info.name,
      document.award.owner,
      document.award.contractor?.names,
      document.award.currency,
    ]).toEqual(["School extension", "Lot 2 Shell", undefined, ["Bau GmbH"], "CHF"]);
    // 0.1 × 0.2 = 0.02 exactly, plus 0.10; the optional item without total counts toward none.
    expect(summary).toEqual({ sections: 1, items: 3, total: "0.12" });
    expect(document.boq?.info.totals?.vatPercent?.toString()).toBe("19");
    expect(document.boq?.info.totals?.total?.toString()).toBe("0.12");
    const [section] = lv.boq?.body ?? [];
    const first = section?.kind === "section" ? section.children[0] : undefined;
    expect(first?.kind === "item" && first.longText).toEqual([
      {
        type: "paragraph",
        inlines: [
          { type: "text", text: "Sand-lime brick" },
          { type: "break" },
          { type: "text", text: "24 cm" },
        ],
      },
    ]);
    const flags =
      section?.kind === "section"
        ? section.children.map((e) => (e.kind === "item" ? e.flags : undefined))
        : [];
    expect([flags[1]?.provisional, flags[2]?.lumpSum]).toEqual(["withoutTotal", true]);
  });

  it("refuses a VAT rate that is no number, naming its cell", async () => {
    const result = importWorkbook({ name: "Vorlage.xlsx", bytes: await workbookOf(sheet("nineteen")) });
    expect(result.issues.map((i) => [i.code, i.params?.cell])).toEqual([["import_number_invalid", "B5"]]);
    expect(formatIssue(result.issues[0] ?? { code: "no_input", severity: "error" }, "de")).toContain(
      "Blatt „Vorlage“, Zelle B5, Spalte MwSt.-Satz: „nineteen“ ist keine Zahl.",
    );
  });
});

describe.runIf(corpus)("a sheet a planner added to a workbook this project wrote", () => {
  it("is read by its columns when chosen by name, not as the request's LV sheet", async () => {
    const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, "real-world/LV_Los01.X83")));
    const converted = convertToXlsx([{ name: "Los01.X83", bytes }]);
    if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(converted.xlsx as unknown as ArrayBuffer);
    const added = workbook.addWorksheet("Nachtrag");
    added.addRows([
      ["OZ", "Kurztext", "Menge", "ME"],
      ["9.10", "Zusatzbohrung", 2, "St"],
    ]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const result = importWorkbook({ name: "Los01.xlsx", bytes: xlsx }, { sheet: "Nachtrag" });
    expect(result.ok && [result.value.kind, result.value.sheet, result.value.summary.items]).toEqual([
      "foreign",
      "Nachtrag",
      1,
    ]);
  });
});
