import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx, importWorkbook } from "../src/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { workbookOf } from "./support/import-sheets.js";

// The site's "change columns" step offers every column by its title, also those the import did not take.
describe("the titles of the header row, after a successful read", () => {
  it("are every non-empty title of a foreign sheet by letter, the ones not taken included", async () => {
    const bytes = await workbookOf({
      LV: [
        ["Bauvorhaben Schule"],
        [],
        ["Pos.", "Bezeichnung", "Bemerkung", null, "Menge", "ME", "Bearbeiter"],
        ["01.0010", "Mauerwerk", "siehe Plan", null, 12, "m2", "KS"],
      ],
    });
    const result = importWorkbook({ name: "LV.xlsx", bytes });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.columns.map(({ letter }) => letter)).toEqual(["A", "B", "E", "F"]);
    expect(result.value.titles).toEqual([
      { letter: "A", title: "Pos." },
      { letter: "B", title: "Bezeichnung" },
      { letter: "C", title: "Bemerkung" },
      { letter: "E", title: "Menge" },
      { letter: "F", title: "ME" },
      { letter: "G", title: "Bearbeiter" },
    ]);
  });

  it("stay the header row's titles when a map names the columns", async () => {
    const bytes = await workbookOf({
      LV: [
        ["Pos.", "Leistungstext", "Menge", "ME"],
        ["01.0010", "Mauerwerk", 12, "m2"],
      ],
    });
    const result = importWorkbook({ name: "LV.xlsx", bytes }, { map: { oz: "A", short: "B" } });
    expect(result.ok && result.value.titles.map(({ title }) => title)).toEqual([
      "Pos.",
      "Leistungstext",
      "Menge",
      "ME",
    ]);
  });

  const corpus = requireCorpus("Import titles suite");
  it.runIf(corpus)("are our own titles in a workbook this project wrote", () => {
    const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, "real-world/1561 - 02_ROHBAUARBEITEN.X83")));
    const converted = convertToXlsx([{ name: "1561.X83", bytes }], { lang: "de" });
    if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
    const result = importWorkbook({ name: "1561.xlsx", bytes: converted.xlsx });
    expect(result.ok && result.value.kind).toBe("edited");
    if (!result.ok) return;
    expect(result.value.titles.map(({ title }) => title)).toEqual(
      expect.arrayContaining(["OZ", "Kurztext", "Menge", "Einheit"]),
    );
    // Every title of our header row, also those no edit is read from (the GP), in the sheet's order.
    const taken = result.value.columns.map(({ letter, title }) => ({ letter, title }));
    expect(result.value.titles).toEqual(expect.arrayContaining(taken));
    expect(result.value.titles.length).toBeGreaterThan(taken.length);
    expect(result.value.titles.map(({ title }) => title)).toContain("GP");
    const letters = result.value.titles.map(({ letter }) => letter);
    expect(letters).toEqual([...letters].sort((a, b) => a.length - b.length || a.localeCompare(b)));
  });
});
