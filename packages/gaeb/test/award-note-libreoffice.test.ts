import { describe, expect, it } from "vitest";
import { awardNoteComparison } from "./support/award-note.js";
import { readCells } from "./support/compare.js";
import { requireCorpus } from "./support/corpus.js";
import { findPdftotext, findSoffice, type PdfWord, printWithLibreOffice } from "./support/libreoffice.js";

const soffice = findSoffice();
const pdftotext = findPdftotext();
if (!(soffice && pdftotext)) {
  if (process.env.CI) throw new Error("LibreOffice and pdftotext are required in CI");
  process.stderr.write("\n*** Vergabevermerk print suite SKIPPED: soffice or pdftotext not found ***\n\n");
}
const corpus = requireCorpus("Vergabevermerk print suite");

/** Every word of the note's texts (a value or a text formula's cached result) that is not a figure. */
function noteWords(xlsx: Uint8Array, sheet: string): Set<string> {
  const words = new Set<string>();
  for (const cell of readCells(xlsx).get(sheet)?.values() ?? [])
    for (const word of cell.value.split(/\s+/)) if (/\p{L}/u.test(word)) words.add(word);
  return words;
}

describe.runIf(soffice && pdftotext && corpus)("the Vergabevermerk printed by LibreOffice", () => {
  it("prints on A4 portrait, every word whole inside the page, no ###, at 8 pt or more, in both languages", () => {
    const workbooks = {
      de: awardNoteComparison().xlsx,
      en: awardNoteComparison({ lang: "en", evaluation: { estimate: 170_000_000 } }).xlsx,
    };
    const printed = printWithLibreOffice(soffice as string, pdftotext as string, workbooks);
    for (const [lang, sheet, number] of [
      ["de", "Vergabevermerk", "Nr."],
      ["en", "Award note", "No."],
    ] as const) {
      const pdf = printed.get(lang);
      if (!pdf) throw new Error(`${lang} not printed`);
      const text = (page: number) =>
        pdf.words
          .filter((w) => w.page === page)
          .map((w) => w.text)
          .join(" ");
      // The note's pages: the ones its page header names it on.
      const pages = Array.from({ length: pdf.pages }, (_, i) => i + 1).filter((page) =>
        text(page).startsWith(`${sheet} – GAEB0002`),
      );
      expect(pages.length, lang).toBeGreaterThanOrEqual(1);
      expect(pages.length, lang).toBeLessThanOrEqual(2);
      expect(pages.at(-1), lang).toBe(pdf.pages);
      const words: PdfWord[] = pdf.words.filter((w) => pages.includes(w.page));
      for (const page of pages) {
        const size = pdf.sizes[page - 1];
        // A4 portrait: 595 × 842 points.
        expect(Math.round(size?.width ?? 0), `${lang} page ${page}`).toBe(595);
        expect(Math.round(size?.height ?? 0), `${lang} page ${page}`).toBe(842);
      }
      expect(words.filter((w) => w.text.includes("###"))).toEqual([]);
      // Inside the page's margins (0.4 inch), nothing running off its edge.
      expect(words.filter((w) => w.xMin < 25 || w.xMax > 595 - 25).map((w) => w.text)).toEqual([]);
      // Every word of the note printed whole: a word cut at a cell's edge or broken inside would be missing.
      const printedWords = new Set(words.map((w) => w.text));
      const missing = [...noteWords(workbooks[lang], sheet)].filter((word) => !printedWords.has(word));
      expect(missing, lang).toEqual([]);
      // Column A is 4 characters wide: 33 px, 24.75 pt at 100 %; fit to the width shrinks it no further than 8 pt
      // (7.9: LibreOffice rounds a column to its own pixels, as the Preisspiegel test allows for too).
      const header = words.find((w) => w.text === number);
      const bidder = words.find(
        (w) =>
          w.page === header?.page &&
          Math.abs(w.yMin - (header?.yMin ?? 0)) < 1 &&
          w.xMin > (header?.xMax ?? 0),
      );
      const scale = ((bidder?.xMin ?? 0) - (header?.xMin ?? 0)) / 24.75;
      expect(10 * scale, lang).toBeGreaterThanOrEqual(7.9);
    }
    // The German note names the decision and who signs it.
    const german =
      printed
        .get("de")
        ?.words.map((w) => w.text)
        .join(" ") ?? "";
    expect(german).toContain("Entscheidung / Zuschlag an:");
    expect(german).toContain("Aufgestellt:");
    expect(german).toContain("Geprüft:");
    expect(german).toContain("ungewöhnlich niedrig");
  }, 300_000);
});
