import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { formatIssue } from "../src/index.js";
import type { GaebDocument } from "../src/model.js";
import { columnName, indexOfLetter } from "../src/xlsx/column-letters.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { importBook, requestBook } from "./support/edited.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { modelDifferences } from "./support/model-diff.js";
import { readDocument } from "./support/offer.js";
import { readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice && process.env.CI) throw new Error("LibreOffice (soffice) is required in CI");
const corpus = requireCorpus("Edited title block suite");

/** Where the block puts a fact's value: the label's column plus two (left-hand facts) or three (right-hand). */
function valueCell(xlsx: Uint8Array, label: string, offset: number): string {
  const sheet = readWorkbook(xlsx).sheets[0];
  for (const [row, cells] of [...(sheet?.rows ?? [])].sort(([a], [b]) => a - b))
    for (const [letter, cell] of cells)
      if (cell.text === label) return `${columnName((indexOfLetter(letter) ?? Number.NaN) + offset)}${row}`;
  throw new Error(`no label ${label}`);
}

/** A fresh model of the request, to be given the edits the block shows. */
const fresh = (path: string): GaebDocument =>
  readDocument(path.split("/").pop() ?? path, readFileSync(join(CORPUS_DIR, path)));

interface Case {
  path: string;
  edits: Record<string, { offset: number; value: string }>;
  /** The request's model with the same edits made by hand. */
  expect: (document: GaebDocument) => void;
  /** The warnings the import gives, as code and fact. */
  warnings: Array<[string, string]>;
}

const CASES: Case[] = [
  {
    // A label changed beside its unchanged name, the owner's names beside the unchanged address, a new currency.
    path: "real-world/LV_Los01.X83",
    edits: {
      Projekt: { offset: 2, value: "11530 – Neubau Flutpolder Elster-Luppe-Aue, 2. Bauabschnitt" },
      Auftraggeber: {
        offset: 2,
        value:
          "Landesbetrieb für Hochwasserschutz und Wasserwirtschaft Sachsen-Anhalt, Vergabestelle Nord, Willi-Brundert-Str. 14, 06132 Halle (Saale)",
      },
      Währung: { offset: 3, value: "CHF – Schweizer Franken" },
    },
    expect: (document) => {
      document.project.label = "Neubau Flutpolder Elster-Luppe-Aue, 2. Bauabschnitt";
      document.project.currency = "CHF";
      document.project.currencyLabel = "Schweizer Franken";
      document.award.currency = "CHF";
      document.award.currencyLabel = "Schweizer Franken";
      const owner = document.award.owner;
      if (owner) owner.names = [owner.names[0] ?? "", "Vergabestelle Nord"];
    },
    warnings: [],
  },
  {
    // Emptied: the owner is dropped, the project (GAEB requires it) stays; a currency that is no code stays.
    path: "real-world/1561 - 03_ZIMMERERARBEITEN.P83",
    edits: {
      Projekt: { offset: 2, value: "" },
      Leistungsverzeichnis: { offset: 2, value: "1561 - 0 – ZIMMERER- UND HOLZBAUARBEITEN" },
      Auftraggeber: { offset: 2, value: "" },
      Währung: { offset: 3, value: "Schweizer Franken" },
    },
    expect: (document) => {
      if (document.boq) document.boq.info.label = "ZIMMERER- UND HOLZBAUARBEITEN";
      delete document.award.owner;
    },
    warnings: [
      ["import_title_kept", "project"],
      ["import_title_kept", "currency"],
    ],
  },
  {
    // A new owner with an address, parsed into its fields; a label-only project keeps its dash as its own.
    path: "vendor-examples/gaeb90.d83",
    edits: {
      Projekt: { offset: 2, value: "Example Project – Phase 2" },
      Auftraggeber: { offset: 2, value: "Muster Bau GmbH, Abt. Tiefbau, Hauptstraße 1, 12345 Musterstadt" },
    },
    expect: (document) => {
      document.project.label = "Example Project – Phase 2";
      document.award.owner = {
        names: ["Muster Bau GmbH", "Abt. Tiefbau"],
        street: "Hauptstraße 1",
        postalCode: "12345",
        city: "Musterstadt",
        references: {},
      };
    },
    warnings: [],
  },
];

describe.runIf(soffice && corpus)("the title block of a workbook of ours, edited in LibreOffice Calc", () => {
  const books = corpus ? CASES.map(({ path }) => requestBook(path).xlsx) : [];
  const saved =
    soffice && corpus
      ? editWithLibreOffice(
          soffice,
          CASES.map((c, i) => {
            const xlsx = books[i] as Uint8Array;
            const steps: Step[] = Object.entries(c.edits).map(([label, { offset, value }]) => ({
              type: "text",
              cell: valueCell(xlsx, label, offset),
              value,
            }));
            // A row inserted above the block afterwards: the facts are found by their labels, not their rows.
            return { xlsx, steps: [...steps, { type: "insertRow", index: 0 }] };
          }),
        )
      : [];

  CASES.forEach((c, i) => {
    it(`has the block's edits as the LV's title facts, the rest as the request had them (${c.path})`, () => {
      const result = importBook(saved[i] as Uint8Array);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.issues.map((issue) => [issue.code, issue.params?.fact])).toEqual(c.warnings);
      for (const issue of result.issues)
        expect(formatIssue(issue, "de")).toMatch(/^Blatt „.*“, Zelle [A-Z]+\d+: /);
      const expected = fresh(c.path);
      c.expect(expected);
      const document = result.value.document;
      expect(modelDifferences(expected, document)).toEqual([]);
      expect([document.project, document.award, { ...document.boq?.info, breakdown: [] }]).toEqual([
        expected.project,
        expected.award,
        { ...expected.boq?.info, breakdown: [] },
      ]);
      // The X83 written from it is valid and reads back with the block's facts.
      const written = writeGaeb(document, { version: "3.3" });
      if (!written.ok) throw new Error(JSON.stringify(written.issues));
      expect(validatePhase("83", [{ name: "LV.x83", bytes: written.value.bytes }])).toBe("");
      const reread = readDocument("LV.X83", written.value.bytes);
      expect(reread.project.label).toBe(expected.project.label);
      expect(reread.award.currency).toBe(expected.award.currency);
      // GAEB holds each name line in up to 40 characters (Name1 … Name4): a longer name goes on in the next line, at
      // a word, with every word kept.
      const lines = reread.award.owner?.names ?? [];
      expect(lines.every((line) => line.length <= 40)).toBe(true);
      expect(lines.join(" ")).toBe(expected.award.owner?.names.join(" ") ?? "");
      expect(reread.award.owner?.city).toBe(expected.award.owner?.city);
      expect(reread.boq?.info.label).toBe(expected.boq?.info.label);
    });
  });
});
