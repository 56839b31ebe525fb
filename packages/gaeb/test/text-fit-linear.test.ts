import { afterEach, describe, expect, it, vi } from "vitest";
import { oneParagraph } from "../bench/generate-long-text.mjs";
import {
  columnPoints,
  lineCount,
  MAX_LINES,
  PART_LINES,
  splitToRows,
  wrapParagraph,
} from "../src/xlsx/text-fit.js";
import { CELL_TEXT_LIMIT } from "../src/xlsx/workbook.js";

// The benchmark's paragraph: ordinary words, single-spaced, of about this many characters.
const paragraph = oneParagraph as (characters: number) => string;

/**
 * The characters the fitting hands to `trimEnd` (the measure of a line's shown width goes through it): fitting
 * that re-measures the growing line reads each character once per word after it on its line, and a run of spaces,
 * which never fills a line, once per space after it.
 */
function charactersTrimmed(work: () => void): number {
  const original = String.prototype.trimEnd;
  let characters = 0;
  vi.spyOn(String.prototype, "trimEnd").mockImplementation(function (this: string) {
    characters += this.length;
    return original.call(this);
  });
  work();
  vi.restoreAllMocks();
  return characters;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("fitting a one-paragraph text of megabytes", () => {
  it("reads each character a bounded number of times, however wide the column and long the paragraph", () => {
    for (const width of [20, 62]) {
      const points = columnPoints(width);
      for (const text of [paragraph(1 << 20), `a${" ".repeat(20_000)}b`]) {
        const read = charactersTrimmed(() => wrapParagraph(text, points));
        expect(read / text.length, `width ${width}, ${text.length} characters`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("cuts 1 MB and 2 MB alike: twice the text, twice the rows, each of whole lines and at most one row high", () => {
    const one = paragraph(1 << 20);
    const two = `${one} ${one}`;
    const rowsOne = splitToRows(one, 62);
    const rowsTwo = splitToRows(two, 62);
    expect(Math.abs(rowsTwo.length - 2 * rowsOne.length)).toBeLessThanOrEqual(1);
    for (const row of rowsTwo) expect(lineCount(row, 62)).toBeLessThanOrEqual(PART_LINES);
    expect(PART_LINES).toBeLessThanOrEqual(MAX_LINES);
    // Rows are cut after a word's space, which the cut drops: joined with a space they are the paragraph again.
    expect(rowsOne.join(" ")).toBe(one);
    expect(rowsTwo.join(" ")).toBe(two);
  });

  it("breaks one word longer than a row between characters, never inside a surrogate pair, losing nothing", () => {
    const word = "😀x".repeat(50_000);
    const rows = splitToRows(word, 30);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join("")).toBe(word);
    for (const row of rows) {
      expect(lineCount(row, 30)).toBeLessThanOrEqual(PART_LINES);
      expect(row.charCodeAt(0) >= 0xdc00 && row.charCodeAt(0) <= 0xdfff).toBe(false);
      const last = row.charCodeAt(row.length - 1);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
  });
});

describe("a run of spaces in one paragraph", () => {
  it("is cut into rows that each fit a cell, so the text after it is not cut off", () => {
    const text = `Anfang${" ".repeat(100_000)}Ende`;
    const rows = splitToRows(text, 62);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(CELL_TEXT_LIMIT);
    expect(rows[0]?.startsWith("Anfang")).toBe(true);
    expect(rows.at(-1)?.endsWith("Ende")).toBe(true);
  });
});
