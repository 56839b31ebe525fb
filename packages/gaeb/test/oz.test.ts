import { describe, expect, it } from "vitest";
import type { BreakdownLevel } from "../src/model.js";
import { composeOz, OzComposer } from "../src/oz.js";

const level = (type: BreakdownLevel["type"], length: number, numeric = true): BreakdownLevel => ({
  type,
  length,
  numeric,
});
const bvbs = [
  level("BoQLevel", 1),
  level("BoQLevel", 2),
  level("BoQLevel", 2),
  level("Item", 4),
  level("Index", 1, false),
];

describe("composeOz", () => {
  it("pads unpadded parts to the breakdown", () => {
    expect(composeOz(bvbs, ["1", "10", "10"], "10")).toBe("1.10.10.0010");
    expect(composeOz([level("BoQLevel", 2), level("Item", 4)], ["1"], "10")).toBe("01.0010");
  });

  it("keeps the index, letters of either case included", () => {
    expect(composeOz(bvbs, ["2", "1", "1"], "20", "A")).toBe("2.01.01.0020.A");
    expect(composeOz(bvbs, ["2", "1", "1"], "9999", "z")).toBe("2.01.01.9999.z");
  });

  it("handles items that skip category levels", () => {
    expect(composeOz(bvbs, ["3"], "10")).toBe("3.0010");
    expect(composeOz(bvbs, ["1", "20"], "50")).toBe("1.20.0050");
  });

  it("leaves alphanumeric and over-long parts as written", () => {
    expect(composeOz([level("BoQLevel", 2, false), level("Item", 3)], ["AB"], "1")).toBe("AB.001");
    expect(composeOz([level("Item", 2)], [], "12345")).toBe("12345");
    expect(composeOz([], ["1"], "10")).toBe("1.10");
  });

  it("is text: 01.10 and 1.1 stay different", () => {
    expect(composeOz([level("BoQLevel", 2), level("Item", 2)], ["1"], "10")).toBe("01.10");
    expect(composeOz([], ["1"], "1")).toBe("1.1");
  });
});

describe("OzComposer", () => {
  const cases: Array<[BreakdownLevel[], string[], string, string | undefined]> = [
    [bvbs, ["1", "10", "10"], "10", undefined],
    [bvbs, ["2", "1", "1"], "20", "A"],
    [bvbs, ["2", "1", "1"], "9999", " z "],
    [bvbs, ["3"], "10", undefined],
    [bvbs, ["1", "20"], "50", ""],
    [[level("BoQLevel", 2, false), level("Item", 3)], ["AB"], "1", undefined],
    [[level("Lot", 1), level("BoQLevel", 2), level("Item", 4)], ["2", "3"], " 7", "1"],
    [[level("Item", 2)], [], "12345", undefined],
    [[], ["1"], "10", undefined],
    [[], ["1", "2", "3", "4"], "1", "B"],
  ];

  it("composes step by step what composeOz composes at once", () => {
    for (const [breakdown, categories, item, index] of cases) {
      const composer = new OzComposer(breakdown);
      let oz: string | undefined;
      categories.forEach((part, depth) => {
        oz = composer.category(oz, depth, part);
        expect(oz).toBe(composeOz(breakdown, categories.slice(0, depth + 1)));
      });
      expect(composer.item(oz, item, index)).toBe(composeOz(breakdown, categories, item, index));
    }
  });

  it("knows which category levels are lots", () => {
    const composer = new OzComposer([level("Lot", 1), level("BoQLevel", 2), level("Item", 4)]);
    expect([composer.isLot(0), composer.isLot(1), composer.isLot(2)]).toEqual([true, false, false]);
  });
});
