import { importWorkbook } from "gaeb2xlsx";
import { describe, expect, it } from "vitest";
import { workbookOf } from "../../../../packages/gaeb/test/support/import-sheets";
import { outlineRows } from "./import-outline";

describe("the imported LV's outline", () => {
  it("lists sections and items in order, each as deep as it sits, with exact quantities", async () => {
    const bytes = await workbookOf({
      LV: [
        ["OZ", "Kurztext", "Menge", "Einheit"],
        ["01", "Erdarbeiten"],
        ["01.01", "Aushub"],
        ["01.01.0010", "Oberboden abtragen", "1.234,500", "m3"],
        ["01.01.0020", "Baugrube ausheben", 12.5, "m3"],
        ["02", "Mauerarbeiten"],
        ["02.01.0010", "Mauerwerk KS 24 cm", 86, "m2"],
      ],
    });
    const result = importWorkbook({ name: "LV.xlsx", bytes });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(outlineRows(result.value.document)).toEqual([
      { kind: "section", depth: 0, oz: "01", text: "Erdarbeiten", quantity: null, unit: null },
      { kind: "section", depth: 1, oz: "01.01", text: "Aushub", quantity: null, unit: null },
      {
        kind: "item",
        depth: 2,
        oz: "01.01.0010",
        text: "Oberboden abtragen",
        quantity: "1234.5",
        unit: "m3",
      },
      { kind: "item", depth: 2, oz: "01.01.0020", text: "Baugrube ausheben", quantity: "12.5", unit: "m3" },
      { kind: "section", depth: 0, oz: "02", text: "Mauerarbeiten", quantity: null, unit: null },
      // The item skips a level: the LV gets the untitled section the OZ names, as GAEB needs it.
      { kind: "section", depth: 1, oz: "02.01", text: "", quantity: null, unit: null },
      { kind: "item", depth: 2, oz: "02.01.0010", text: "Mauerwerk KS 24 cm", quantity: "86", unit: "m2" },
    ]);
  });
});
