import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/index.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { findPdftotext, findSoffice, printWithLibreOffice } from "./support/libreoffice.js";

const soffice = findSoffice();
const pdftotext = findPdftotext();
if (!(soffice && pdftotext)) {
  if (process.env.CI) throw new Error("LibreOffice and pdftotext are required in CI");
  process.stderr.write("\n*** figure width print suite SKIPPED: soffice or pdftotext not found ***\n\n");
}
const corpus = requireCorpus("figure width print suite");

// The official samples total 1,420,969,762.22: wider than the usual GP column, which printed "###" for them.
const SAMPLES = [
  "gaeb-samples/Musterdatei_3.1_2008-001.X84",
  "gaeb-samples/Musterdatei_3.1_2008-001.X86",
  "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X86",
];

describe.runIf(corpus && soffice && pdftotext)("the converter's columns of figures on paper", () => {
  it("print every quantity, unit price and total whole, however large, never as ###", () => {
    const files = corpusFiles();
    const workbooks: Record<string, Uint8Array> = {};
    for (const [n, path] of SAMPLES.entries()) {
      const file = files.find((f) => f.path === path);
      if (!file) throw new Error(`${path} is missing from the corpus`);
      const converted = convertToXlsx([{ name: file.name, bytes: file.bytes }]);
      if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
      workbooks[`w${n}`] = converted.xlsx;
    }
    const printed = printWithLibreOffice(soffice as string, pdftotext as string, workbooks);
    for (const [n, path] of SAMPLES.entries()) {
      const words = printed.get(`w${n}`)?.words ?? [];
      expect(words.length, path).toBeGreaterThan(100);
      expect(
        words.filter((w) => w.text.includes("###")).map((w) => `page ${w.page}`),
        path,
      ).toEqual([]);
      // The grand totals of the samples stand on paper as figures.
      if (path.includes("Musterdatei")) expect(words.map((w) => w.text)).toContain("1,420,969,762.22");
    }
  }, 180_000);
});
