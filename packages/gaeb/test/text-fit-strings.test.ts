import { afterEach, describe, expect, it, vi } from "vitest";
import { oneParagraph } from "../bench/generate-long-text.mjs";
import {
  columnPoints,
  lineCount,
  splitToRows,
  splitToRowsCounted,
  wrapParagraph,
} from "../src/xlsx/text-fit.js";

const paragraph = oneParagraph as (characters: number) => string;

/** Strings that `slice`, `split` and `trimEnd` make while `work` runs: a line or word cut out of the text each. */
function stringsMade(work: () => void): number {
  let made = 0;
  for (const name of ["slice", "split", "trimEnd", "substring"] as const) {
    const original = String.prototype[name] as (...args: unknown[]) => unknown;
    vi.spyOn(String.prototype, name).mockImplementation(function (this: string, ...args: unknown[]) {
      made += 1;
      return original.apply(this, args);
    } as never);
  }
  work();
  vi.restoreAllMocks();
  return made;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Every row's height and every long text's cut count wrapped lines; a 50 MB file has millions of them (issue 23).
describe("counting wrapped lines makes no strings", () => {
  const text = Array.from({ length: 40 }, (_, i) => paragraph(200 + i * 37)).join("\n");

  it("counts a text of many paragraphs without cutting it into paragraphs, words or lines", () => {
    let lines = 0;
    expect(stringsMade(() => (lines = lineCount(text, 30)))).toBe(0);
    // The same count as the lines the paragraphs wrap into.
    const points = columnPoints(30);
    const wrapped = text.split("\n").reduce((sum, p) => sum + wrapParagraph(p, points).length, 0);
    expect(lines).toBe(wrapped);
    expect(lines).toBeGreaterThan(100);
  });

  it("cuts a long text into rows with one string per row, plus one per row cut inside a paragraph", () => {
    let parts: string[] = [];
    const made = stringsMade(() => (parts = splitToRows(text, 30)));
    expect(parts.length).toBeGreaterThan(10);
    // A row that ends inside a paragraph is trimmed of the space at its cut: a second string.
    expect(made).toBeLessThanOrEqual(2 * parts.length);
    expect(parts.join("\n").replace(/\s+/g, " ")).toBe(text.replace(/\s+/g, " "));
  });

  it("wraps a paragraph into lines that are its consecutive pieces", () => {
    const points = columnPoints(20);
    for (const p of [paragraph(3000), `x${"  ".repeat(3000)}y`, "W".repeat(500), "😀".repeat(300), ""]) {
      const lines = wrapParagraph(p, points);
      expect(lines.join("")).toBe(p);
      expect(lines.length).toBeGreaterThan(p.length > 100 ? 1 : 0);
    }
  });
});

// A long text's rows are wrapped once to cut them; their heights need not wrap them again.
describe("rows cut with their line counts", () => {
  it("gives the parts splitToRows gives, each with the lines lineCount counts for it", () => {
    const texts = [
      paragraph(100_000),
      Array.from({ length: 30 }, (_, i) => paragraph(50 + i * 91)).join("\n"),
      `${"x".repeat(3000)}\n\n${" ".repeat(2500)}y${" ".repeat(3000)}\nz`,
      "",
    ];
    for (const text of texts)
      for (const [width, maxLines] of [
        [58, 15],
        [12, 3],
        [2, 1],
      ] as const) {
        const { parts, lines } = splitToRowsCounted(text, width, maxLines);
        expect(parts).toEqual(splitToRows(text, width, maxLines));
        expect(lines).toEqual(parts.map((part) => lineCount(part, width)));
      }
  });
});
