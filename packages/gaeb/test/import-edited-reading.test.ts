import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { compareOz, maskedItem, maskedSection } from "../src/import/edited-mask.js";
import { editedLongText, paragraphs } from "../src/import/edited-texts.js";
import { readKinds } from "../src/import/kinds.js";
import type { BreakdownLevel, Item, RichText } from "../src/model.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { importBook, requestBook } from "./support/edited.js";
import { modelDifferences } from "./support/model-diff.js";
import { readDocument } from "./support/offer.js";

const MASK: BreakdownLevel[] = [
  { type: "BoQLevel", length: 1, numeric: true },
  { type: "BoQLevel", length: 2, numeric: true },
  { type: "Item", length: 4, numeric: true },
  { type: "Index", length: 1, numeric: false },
];

describe("an edited row's OZ against the request's mask", () => {
  const sections = new Set(["1", "1.10", "2"]);
  const isSection = (oz: string) => sections.has(oz);

  it("pads what was typed without zeros and finds the section it belongs in", () => {
    expect(maskedItem(MASK, "1.10.30", isSection)).toMatchObject({ oz: "1.10.0030", parent: "1.10" });
    expect(maskedItem(MASK, "1.10.30.A", isSection)).toMatchObject({ oz: "1.10.0030.A", parent: "1.10" });
    // GAEB lets an item skip levels: "2.0050" stands in section 2, which has no sub-sections.
    expect(maskedItem(MASK, "2.50", isSection)).toMatchObject({ oz: "2.0050", parent: "2" });
    expect(maskedSection(MASK, "1.5")).toMatchObject({ oz: "1.05", parent: "1" });
  });

  it("refuses what does not fit, and names the missing section of what would", () => {
    expect(maskedItem(MASK, "1.10.12345", isSection)).toBeUndefined();
    expect(maskedItem(MASK, "12.10.0010", isSection)).toBeUndefined();
    expect(maskedItem(MASK, "1.10.00A0", isSection)).toBeUndefined();
    expect(maskedSection(MASK, "1.10.10")).toBeUndefined();
    expect(maskedItem(MASK, "3.20.0010", isSection)).toMatchObject({ oz: "3.20.0010", parent: "3.20" });
  });

  it("orders OZs by their numbers", () => {
    const ozs = ["1.10.0100", "1.9.0010", "1.10.0020", "2", "1.10"];
    expect(ozs.sort(compareOz)).toEqual(["1.9.0010", "1.10", "1.10.0020", "1.10.0100", "2"]);
  });
});

describe("an item's Art cell read back", () => {
  it("reads the workbook's words in German and English, in any case and order", () => {
    expect(
      readKinds("Alternativposition (Gruppe 2, Nr. 1), Pauschalposition", undefined)?.flags,
    ).toMatchObject({
      alternative: { group: "2", serial: "1" },
      lumpSum: true,
    });
    expect(readKinds("lump-sum item, Base item (group 3)", undefined)?.flags).toMatchObject({
      alternative: { group: "3", serial: "0" },
      lumpSum: true,
    });
    expect(readKinds("Bedarfsposition ohne GB, freie Menge", undefined)?.flags).toMatchObject({
      provisional: "withoutTotal",
      quantityToBeDetermined: true,
      lumpSum: false,
    });
  });

  it("keeps a reference and a change order while their words stay", () => {
    expect(readKinds("Normalposition, Bezugsposition zu 01.0010, Nachtrag 3", undefined)).toMatchObject({
      reference: true,
      changeOrder: true,
    });
    expect(readKinds("Normalposition", undefined)).toMatchObject({ reference: false, changeOrder: false });
  });

  it("reads an alternative's group from the item where the words leave it out, and refuses unknown words", () => {
    const before = { flags: { alternative: { group: "4", serial: "2" } } } as Item;
    expect(readKinds("Alternativposition", before)?.flags.alternative).toEqual({ group: "4", serial: "2" });
    expect(readKinds("Alternativposition", undefined)).toBeUndefined();
    expect(readKinds("Wunschposition", undefined)).toBeUndefined();
  });
});

describe("a long-text cell read back", () => {
  const rich: RichText = [
    {
      type: "paragraph",
      inlines: [
        { type: "text", text: "Beton ", bold: true },
        { type: "text", text: "C25/30" },
      ],
    },
    { type: "paragraph", inlines: [{ type: "text", text: "liefern und einbauen." }] },
  ];

  it("keeps the formatted text where the cells read as its plain rendering, however cut or saved", () => {
    expect(editedLongText(rich, ["Beton C25/30\nliefern und einbauen."], "de")).toBe(rich);
    expect(editedLongText(rich, ["Beton C25/30", "liefern und einbauen."], "de")).toBe(rich);
    expect(editedLongText(rich, ["Beton C25/30\r\nliefern und einbauen. "], "de")).toBe(rich);
  });

  it("joins a paragraph the workbook cut into two rows as one paragraph when a part of it was changed", () => {
    const long: RichText = [
      {
        type: "paragraph",
        inlines: [{ type: "text", text: "Erster Teil eines langen Absatzes zweiter Teil" }],
      },
    ];
    // Cut at a wrapped line's end, the space dropped: the second part edited, the first still as written.
    expect(
      editedLongText(long, ["Erster Teil eines langen Absatzes", "zweiter Teil, geändert"], "de"),
    ).toEqual(paragraphs("Erster Teil eines langen Absatzes zweiter Teil, geändert"));
    expect(editedLongText(long, ["Erster Teil, geändert", "Absatzes zweiter Teil"], "de")).toEqual(
      paragraphs("Erster Teil, geändert Absatzes zweiter Teil"),
    );
    // Both parts rewritten: nothing says where the cut was, so it is a line end.
    expect(editedLongText(long, ["Neu eins", "Neu zwei"], "de")).toEqual(paragraphs("Neu eins\nNeu zwei"));
  });

  it("makes changed text plain paragraphs, one per line", () => {
    expect(editedLongText(rich, ["Beton C30/37\nliefern und einbauen."], "de")).toEqual(
      paragraphs("Beton C30/37\nliefern und einbauen."),
    );
    expect(paragraphs("a\n\nb")).toEqual([
      { type: "paragraph", inlines: [{ type: "text", text: "a" }] },
      { type: "paragraph", inlines: [] },
      { type: "paragraph", inlines: [{ type: "text", text: "b" }] },
    ]);
    expect(editedLongText(rich, [""], "de")).toEqual([]);
  });
});

describe.runIf(requireCorpus("Edited workbook reading suite"))(
  "a workbook written without long texts",
  () => {
    it("keeps every long text: the empty column is not a deletion", () => {
      const path = "gaeb-samples/Musterdatei_3.1_2008-001.X83";
      const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
      const converted = convertToXlsx([{ name: "Muster.X83", bytes }], { longText: false });
      if (!converted.ok) throw new Error("conversion failed");
      const result = importBook(converted.xlsx);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(modelDifferences(readDocument("Muster.X83", bytes), result.value.document)).toEqual([]);
    });

    it("takes the project name given over the request's, and nothing else", () => {
      const { request, xlsx } = requestBook("real-world/LV_Los01.X83");
      const result = importBook(xlsx, { project: "Neubau Feuerwache" });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(modelDifferences(request, result.value.document)).toEqual([
        `project.name: ${JSON.stringify(request.project.name)} ≠ "Neubau Feuerwache"`,
      ]);
    });
  },
);
