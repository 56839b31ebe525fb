import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";

/** The same small deterministic generator as the XML fuzz suite, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const latin = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

const gaeb2000 = latin(`#begin[GAEB]
 #begin[PrjInfo]
  [Name]Test[end]
  [Wae]EUR[end]
 #end[PrjInfo]
 #begin[Vergabe]
  [DP]86[end]
  #begin[LV]
   #begin[LVInfo]
    #begin[LVGlied]
     [Typ]LVStufe[end]
     [Laenge]2[end]
    #end[LVGlied]
    #begin[LVGlied]
     [Typ]Position[end]
     [Laenge]4[end]
    #end[LVGlied]
    [Summe]132,42[end]
   #end[LVInfo]
   #begin[LVBereich]
    [OZ]01[end]
    [Bez]Erdarbeiten[end]
    #begin[Position]
     [OZ]010010[end]
     [Menge]3,000[end]
     [ME]m3[end]
     [EP]44,14[end]
     [GB]132,42[end]
     #begin[Beschreibung]
      [Kurztext]Boden l\xf6sen[end]
      [Langtext]{\\rtf1 Boden\\par {\\pntext 1.}l\\'f6sen\\par}[end]
     #end[Beschreibung]
    #end[Position]
   #end[LVBereich]
  #end[LV]
 #end[Vergabe]
#end[GAEB]
`);

const line = (type: string, content: string, n: number) =>
  `${`${type}${content}`.padEnd(74).slice(0, 74)}${String(n).padStart(6, "0")}\n`;
const gaeb90 = latin(
  [
    ["00", `        86L${" ".repeat(49)}11PPPPI0090`],
    ["11", " 1       N"],
    ["12", "Erdarbeiten"],
    ["21", " 1  10   NNN         00000003000m3"],
    ["23", " 1  10    0000004414  000000013242"],
    ["25", "Boden l\x94sen"],
    ["26", "   Boden l\x94sen"],
    ["31", " 1"],
    ["99", `000000013242${" ".repeat(55)}00001`],
  ]
    .map(([type, content], i) => line(type as string, content as string, i + 1))
    .join(""),
);

describe.each([
  ["GAEB 2000", gaeb2000, "p86"],
  ["GAEB 90", gaeb90, "d86"],
] as const)("damaged %s input", (_, source, extension) => {
  it("the undamaged file converts", () => {
    expect(convertToXlsx([{ name: `ok.${extension}`, bytes: source }]).ok).toBe(true);
  });

  it("never throws: every truncation and byte change gives a workbook or a located error", () => {
    const next = random(20261122);
    const outcomes = { converted: 0, refused: 0 };
    for (let round = 0; round < 400; round++) {
      const mutated = source.slice(0, round % 2 === 0 ? Math.floor(next() * source.length) : source.length);
      const changes = round % 2 === 0 ? 0 : 1 + Math.floor(next() * 4);
      for (let c = 0; c < changes; c++)
        mutated[Math.floor(next() * mutated.length)] = Math.floor(next() * 256);
      const name = `case-${round}.${extension}`;
      const result = convertToXlsx([{ name, bytes: mutated }]);
      if (result.ok) {
        outcomes.converted += 1;
        expect(result.xlsx.length).toBeGreaterThan(1000);
      } else {
        outcomes.refused += 1;
        const error = result.issues.find((issue) => issue.severity === "error");
        expect(error, `case ${round}`).toBeDefined();
        expect(error?.file).toBe(name);
        // Syntax errors of either generation say where: line (GAEB 90: record) and column.
        if (error?.code === "gaeb2000_syntax" || error?.code === "gaeb90_record_invalid") {
          expect(error.line, `case ${round}`).toBeGreaterThan(0);
          expect(error.column, `case ${round}`).toBeGreaterThan(0);
        }
      }
    }
    expect(outcomes.converted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(50);
  });
});
