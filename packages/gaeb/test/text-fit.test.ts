import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { WRAPPING_STYLES } from "../src/xlsx/styles.js";
import {
  columnPoints,
  LINE_POINTS,
  lineCount,
  MAX_LINES,
  MAX_ROW_POINTS,
  splitToRows,
  wrapParagraph,
} from "../src/xlsx/text-fit.js";
import { estimateRowHeight } from "../src/xlsx/workbook.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { columnIndex, readWorkbook } from "./support/xlsx.js";

describe("fitting text into rows", () => {
  it("wraps at word boundaries by Arial's widths: narrow letters fit more per line than wide ones", () => {
    const points = columnPoints(10);
    expect(wrapParagraph("ii ".repeat(30).trim(), points).length).toBeLessThan(
      wrapParagraph("MM ".repeat(30).trim(), points).length,
    );
    for (const line of wrapParagraph("Beton C25/30 nach DIN EN 206 liefern und einbauen", points))
      expect(line.startsWith(" ")).toBe(false);
    expect(wrapParagraph("x".repeat(200), points).join("")).toBe("x".repeat(200));
  });

  it("splits a long text into parts of at most one row each, keeping every paragraph whole where it fits", () => {
    const paragraphs = Array.from({ length: 90 }, (_, i) =>
      `Absatz ${i}: ${"Wort ".repeat(12 + (i % 7))}`.trim(),
    );
    const parts = splitToRows(paragraphs.join("\n"), 62);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(lineCount(part, 62)).toBeLessThanOrEqual(MAX_LINES);
    expect(parts.join("\n").split("\n")).toEqual(paragraphs);
  });

  it("gives a row a height its wrapped text fits in, never above 409 pt", () => {
    const cell = (text: string) => ({ value: { type: "text" as const, text }, style: 1 as const });
    const height = estimateRowHeight({ cells: [cell("Wort ".repeat(120))] }, [20]) ?? 0;
    expect(height).toBeGreaterThanOrEqual(lineCount("Wort ".repeat(120), 20) * LINE_POINTS);
    expect(estimateRowHeight({ cells: [cell("a\n".repeat(500))] }, [20])).toBe(MAX_ROW_POINTS);
  });
});

describe.runIf(requireCorpus("text fit suite"))(
  "corpus: every row's wrapped text fits its row height",
  () => {
    it("holds for every GAEB DA XML file of the corpus", () => {
      const files = corpusFiles().filter((f) => f.format === "GAEB DA XML" && !f.notes.includes("NOT real"));
      let rows = 0;
      for (const file of files) {
        const result = convertToXlsx([{ name: file.name, bytes: file.bytes }]);
        if (!result.ok) throw new Error(file.path);
        const [sheet] = readWorkbook(result.xlsx).sheets;
        const widths = [...(sheet?.xml ?? "").matchAll(/<col min="\d+" max="\d+" width="([\d.]+)"/g)].map(
          (m) => Number(m[1]),
        );
        for (const row of (sheet?.xml ?? "").matchAll(/<row r="(\d+)"([^>]*)>/g)) {
          const cells = sheet?.rows.get(Number(row[1])) ?? new Map();
          const height = Number(/ht="([\d.]+)"/.exec(row[2] ?? "")?.[1] ?? 12.75);
          expect(height, `${file.path} row ${row[1]}`).toBeLessThanOrEqual(MAX_ROW_POINTS);
          for (const [column, cell] of cells) {
            if (!cell.text || !WRAPPING_STYLES.has(cell.style)) continue;
            const index = columnIndex(column);
            const lines = lineCount(cell.text, widths[index] ?? 10);
            rows += 1;
            expect(lines * LINE_POINTS, `${file.path} ${column}${row[1]}`).toBeLessThanOrEqual(height);
          }
        }
      }
      expect(rows).toBeGreaterThan(5000);
    }, 120_000);
  },
);
