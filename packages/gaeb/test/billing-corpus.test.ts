import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { billingWorkbook, invoiceFromWorkbook } from "../src/billing/index.js";
import { readGaeb } from "../src/convert.js";
import { allItems } from "../src/entries-walk.js";
import { fill, handNet, type Round } from "./support/billing.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Billing corpus SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Billing corpus");

/** Every contract (phase 86) the corpus lists, of every generation, read from its index at test time. */
function contracts(): string[] {
  const listing = readFileSync(join(CORPUS_DIR, "files.tsv"), "utf8").split("\n").slice(1);
  return listing.flatMap((line) => {
    const [file, , , phase] = line.split("\t");
    return file && phase === "86" ? [file] : [];
  });
}

const cents = (value: string) => Math.round(Number(value) * 100);

describe.runIf(soffice && corpus)("every contract of the corpus", () => {
  it("becomes a billing workbook, is measured in LibreOffice and gives a valid X89 and X31 with the hand calculation's figures", () => {
    const files = contracts();
    expect(files.length).toBeGreaterThanOrEqual(15);
    const jobs: Array<{ file: string; xlsx: Uint8Array; round: Round; quantities: Map<string, string> }> = [];
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, file)));
      const read = readGaeb({ name: file, bytes });
      if (!read.ok) throw new Error(`${file}: ${JSON.stringify(read.issues)}`);
      const started = billingWorkbook({ name: file, bytes });
      expect(started.ok, `${file}: ${JSON.stringify(started.issues)}`).toBe(true);
      if (!started.ok) continue;
      // Two items measured by lines (one with a deduction), one typed: the first plain items with a quantity.
      const plain = [...allItems(read.value.boq?.body ?? [])].filter(
        (item) => item.quantity && item.unitPrice && !item.flags.alternative && !item.flags.notApplicable,
      );
      const [a, b, c] = plain.map((item) => item.oz);
      if (!a) continue;
      const round: Round = {
        number: "AR-1",
        type: "Abschlagsrechnung",
        start: "01.09.2026",
        end: "30.09.2026",
        lines: [
          [a, "EG", "Wand", "2", "3.5", "2.75"],
          [a, "EG", "Abzug Tür", "-1", "1.01", "2.135"],
          ...(b ? [[b, "OG", "Fläche", "", "12.4", ""] as Round["lines"][number]] : []),
        ],
        typed: c ? [[c, "0.75"]] : [],
        payments: [],
        contractor: "Musterbau GmbH, Baustraße 1, 12345 Musterstadt",
        owner: "Stadt Musterstadt, Rathausplatz 1, 12345 Musterstadt",
      };
      const quantities = new Map<string, string>([[a, (2 * 3.5 * 2.75 - 1.01 * 2.135).toFixed(3)]]);
      if (b) quantities.set(b, "12.400");
      if (c) quantities.set(c, "0.750");
      jobs.push({ file, xlsx: started.xlsx, round, quantities });
    }
    const filled = editWithLibreOffice(
      soffice as string,
      jobs.map((job) => ({ xlsx: job.xlsx, steps: fill(job.xlsx, job.round, 4, 1) })),
      "de-DE",
    );
    const x89s: Array<{ name: string; bytes: Uint8Array }> = [];
    const x31s: Array<{ name: string; bytes: Uint8Array }> = [];
    jobs.forEach((job, index) => {
      const result = invoiceFromWorkbook(filled[index] as Uint8Array);
      if (!result.ok) throw new Error(`${job.file}: ${JSON.stringify(result.issues)}`);
      expect(
        result.issues.filter((issue) => issue.code === "billing_figures_stale"),
        job.file,
      ).toEqual([]);
      const contract = readGaeb({
        name: job.file,
        bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, job.file))),
      });
      if (!contract.ok) throw new Error(job.file);
      expect(cents(result.summary.net), job.file).toBe(
        cents(handNet(contract.value, new Map(job.quantities))),
      );
      x89s.push({ name: job.file, bytes: result.x89 });
      if (result.x31) x31s.push({ name: job.file, bytes: result.x31 });
    });
    expect(validatePhase("89", x89s)).toBe("");
    expect(validatePhase("31", x31s)).toBe("");
    expect(x89s.length).toBe(jobs.length);
  }, 600_000);
});
