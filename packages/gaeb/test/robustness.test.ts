import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

/** A small deterministic generator, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const source = bytes(
  gaebXml({
    phase: "86",
    body: category(
      "1",
      "Erdarbeiten",
      `<Itemlist>${item("10", "<Qty>3.000</Qty><QU>m3</QU><UP>44.140</UP><IT>132.42</IT>", "Boden lösen")}${item("20", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>1</ALNSerNo><Qty>1</Qty>")}<MarkupItem RNoPart="30"><ITMarkup>132.42</ITMarkup><Markup>10</Markup><IT>13.24</IT></MarkupItem></Itemlist>`,
    ).replace("</BoQBody></BoQCtgy>", "</BoQBody><Totals><Total>145.66</Total></Totals></BoQCtgy>"),
  }),
);

describe("damaged input", () => {
  it("never throws: every truncation and byte change gives a workbook or a located error", () => {
    const next = random(20261122);
    const outcomes = { converted: 0, refused: 0 };
    for (let round = 0; round < 400; round++) {
      const mutated = source.slice(0, round % 2 === 0 ? Math.floor(next() * source.length) : source.length);
      const changes = round % 2 === 0 ? 0 : 1 + Math.floor(next() * 4);
      for (let c = 0; c < changes; c++)
        mutated[Math.floor(next() * mutated.length)] = Math.floor(next() * 256);
      const result = convertToXlsx([{ name: `case-${round}.x86`, bytes: mutated }]);
      if (result.ok) {
        outcomes.converted += 1;
        expect(result.xlsx.length).toBeGreaterThan(1000);
      } else {
        outcomes.refused += 1;
        const error = result.issues.find((issue) => issue.severity === "error");
        expect(error, `case ${round}`).toBeDefined();
        expect(error?.file).toBe(`case-${round}.x86`);
      }
    }
    expect(outcomes.converted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(100);
  });
});
