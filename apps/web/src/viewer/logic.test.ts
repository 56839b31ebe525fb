import type { RichText } from "gaeb2xlsx";
import { describe, expect, it } from "vitest";
import {
  codeFilterValue,
  filteredFigures,
  kindChoices,
  parseCodeFilter,
  sumDecimals,
  visibleRows,
} from "./filter";
import { itemHash, ozFromHash, rowOfOz } from "./hash";
import { findHits, searchTexts, stepHit } from "./search";
import { sampleView } from "./testing/sample-view";

/** Stands in for the core's renderPlain: paragraphs' text, one per line. */
const plain = (text: RichText) =>
  text
    .map((block) =>
      block.type === "paragraph" ? block.inlines.map((i) => (i.type === "text" ? i.text : "")).join("") : "",
    )
    .join("\n");

describe("search", () => {
  const view = sampleView();
  const texts = searchTexts(view.rows, plain);
  const all = view.rows.map((_, index) => index);

  it("finds OZ, short text, long text and sub-descriptions, ignoring case and line breaks", () => {
    expect(findHits(texts, all, "01.0020")).toEqual([2]);
    expect(findHits(texts, all, "BETON")).toEqual([5, 6, 7]);
    expect(findHits(texts, all, "ausheben, boden")).toEqual([2]);
    expect(findHits(texts, all, "rundstahl")).toEqual([8]);
    expect(findHits(texts, all, "grundwasser")).toEqual([3]);
    expect(findHits(texts, all, "   ")).toEqual([]);
  });

  it("never matches a section's end, which only repeats its start", () => {
    expect(texts[4]).toBe("");
    expect(findHits(texts, all, "erdarbeiten")).toEqual([0]);
  });

  it("counts hits as positions of the list shown, so a filter narrows them", () => {
    const normal = visibleRows(view.rows, "normal");
    expect(findHits(texts, normal, "fundamente").map((position) => normal[position])).toEqual([6, 8]);
  });

  it("steps to the next and previous hit and wraps at both ends", () => {
    expect(stepHit([], null, 1)).toBeNull();
    expect(stepHit([3, 5, 9], null, 1)).toBe(0);
    expect(stepHit([3, 5, 9], null, -1)).toBe(2);
    expect(stepHit([3, 5, 9], 2, 1)).toBe(0);
    expect(stepHit([3, 5, 9], 0, -1)).toBe(2);
  });
});

describe("kind filter", () => {
  const view = sampleView();

  it("shows every row without a filter", () => {
    expect(visibleRows(view.rows, "all")).toHaveLength(view.rows.length);
  });

  it("shows the items of one kind with the sections they stand in, no totals or texts", () => {
    expect(visibleRows(view.rows, "alternative")).toEqual([0, 2]);
    expect(visibleRows(view.rows, "provisional")).toEqual([5, 7]);
    expect(visibleRows(view.rows, "lumpSum")).toEqual([]);
  });

  it("offers only the kinds the LV has, in a fixed order", () => {
    expect(kindChoices(view.kindCounts)).toEqual([
      { kind: "normal", count: 3 },
      { kind: "alternative", count: 1 },
      { kind: "provisional", count: 1 },
    ]);
  });
});

describe("cost group filter", () => {
  const view = sampleView();
  const kg = (code: string | null) => ({ catalogue: "k1", code });

  it("shows the items carrying a code, their own or their section's, with the sections they stand in", () => {
    expect(visibleRows(view.rows, "all", kg("310"))).toEqual([0, 1, 2]);
    expect(visibleRows(view.rows, "all", kg("330"))).toEqual([5, 6, 7]);
    expect(visibleRows(view.rows, "all", kg("999"))).toEqual([]);
  });

  it("shows the items without a code of the catalogue", () => {
    expect(visibleRows(view.rows, "all", kg(null))).toEqual([5, 8]);
  });

  it("combines with the kind filter", () => {
    expect(visibleRows(view.rows, "normal", kg("310"))).toEqual([0, 1]);
    expect(visibleRows(view.rows, "provisional", kg("310"))).toEqual([]);
  });

  it("sums the filtered items GAEB counts, exactly, and counts every item shown", () => {
    // 01.0020 is an alternative: shown, counted as an item, left out of the sum.
    expect(filteredFigures(view.rows, visibleRows(view.rows, "all", kg("310")))).toEqual({
      items: 2,
      total: "12500.00",
    });
    expect(filteredFigures(view.rows, [0])).toEqual({ items: 0 });
    // An item of an alternative section is shown and counted, but GAEB leaves its section out of the LV's total.
    const rows = view.rows.map((row, index) =>
      index === 5 && row.kind === "sectionStart" ? { ...row, counts: false } : row,
    );
    expect(filteredFigures(rows, visibleRows(rows, "all", kg("330")))).toEqual({ items: 2 });
    expect(sumDecimals(["0.1", "0.2", "-1.005", "3"])).toBe("2.295");
    expect(sumDecimals(["-0.25", "0.05"])).toBe("-0.20");
    expect(sumDecimals(["12500.00", "99999999999999999.99"])).toBe("100000000000012499.99");
  });

  it("keeps a code with any characters in the select's value", () => {
    for (const filter of [kg("391"), kg("3=9:1!"), kg(null), kg("")]) {
      expect(parseCodeFilter(codeFilterValue(filter))).toEqual(filter);
    }
    expect(parseCodeFilter("")).toBeNull();
  });
});

describe("item links", () => {
  it("writes and reads #oz= for any OZ", () => {
    expect(itemHash("01.02.0010")).toBe("#oz=01.02.0010");
    expect(ozFromHash(itemHash("1 A/2"))).toBe("1 A/2");
    expect(ozFromHash("#oz=")).toBeNull();
    expect(ozFromHash("#upload")).toBeNull();
    expect(ozFromHash("#oz=%E0%A4%A")).toBeNull();
  });

  it("finds the item an OZ names, before a section with the same number", () => {
    const view = sampleView();
    expect(rowOfOz(view.rows, "02.0030")).toBe(8);
    expect(rowOfOz(view.rows, "02")).toBe(5);
    expect(rowOfOz(view.rows, "99")).toBeNull();
  });
});
