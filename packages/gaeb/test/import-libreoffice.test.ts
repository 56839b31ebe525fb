import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Decimal } from "../src/decimal.js";
import { formatIssue, importWorkbook, readGaeb, writeGaeb } from "../src/index.js";
import type { GaebDocument, Item, Section } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";
import {
  englishLayout,
  germanLayout,
  type LayoutRow,
  layoutRows,
  lines,
  TITLE_BLOCK,
  textRowsLayout,
  unpadded,
} from "./support/import-layouts.js";
import { type TestCell, workbookOf } from "./support/import-sheets.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";
import { entries, readDocument } from "./support/offer.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Import LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Import LibreOffice suite");

const request = (path: string) => readDocument(path, new Uint8Array(readFileSync(join(CORPUS_DIR, path))));
const NOW = new Date("2026-11-26T05:00:00Z");

/** Every layout is made from a corpus request, saved by LibreOffice Calc, imported, written as X83 and read back. */
interface Case {
  name: string;
  request: string;
  layout: (rows: readonly LayoutRow[]) => TestCell[][];
  /** How the sheet writes an item number: as the request does, or without zero padding. */
  oz: (oz: string) => string;
}

const CASES: Case[] = [
  {
    name: "German titles and number text",
    request: "real-world/1561 - 02_ROHBAUARBEITEN.X83",
    layout: germanLayout,
    oz: (oz) => oz,
  },
  {
    name: "English titles, amounts as formulas, numbers without padding",
    request: "real-world/Ausschreibung_Doppelboden_01.X83",
    layout: englishLayout,
    oz: unpadded,
  },
  {
    name: "a title block and long texts as rows",
    request: "gaeb-samples/Musterdatei_3.1_2008-001.X83",
    layout: textRowsLayout,
    oz: (oz) => oz,
  },
];

/** The request's rows as the X83 read back has them. */
function readBack(document: GaebDocument) {
  return [...entries(document.boq?.body ?? [])].flatMap((entry) =>
    entry.kind === "section" || entry.kind === "item" ? [entry] : [],
  );
}

const ozKey = (oz: string) => unpadded(oz);

describe.runIf(soffice && corpus)(
  "foreign spreadsheets made from corpus requests, saved in LibreOffice Calc",
  () => {
    const prepared = CASES.map((c) => {
      const rows = layoutRows(request(c.request));
      return { ...c, rows };
    });
    const saved = Promise.all(prepared.map((c) => workbookOf({ LV: c.layout(c.rows) }))).then((books) =>
      editWithLibreOffice(
        soffice as string,
        books.map((xlsx) => ({ xlsx, steps: [] })),
      ),
    );

    it.each(prepared.map((c, i) => [c.name, i] as const))(
      "%s: imported, valid X83, read back row by row",
      async (_, i) => {
        const c = prepared[i] as (typeof prepared)[number];
        const xlsx = (await saved)[i] as Uint8Array;
        const result = importWorkbook({ name: "Planer.xlsx", bytes: xlsx }, { lang: "de" });
        const errors = result.issues
          .filter((issue) => issue.severity === "error")
          .map((issue) => formatIssue(issue, "de"));
        expect(errors).toEqual([]);
        if (!result.ok) return;
        const items = c.rows.filter((row) => !row.section);
        expect(result.value.summary.items).toBe(items.length);
        const written = writeGaeb(result.value.document, { version: "3.3", now: NOW });
        expect(written.issues.filter((issue) => issue.severity === "error")).toEqual([]);
        if (!written.ok) return;
        expect(validatePhase("83", [{ name: "Planer.X83", bytes: written.value.bytes }])).toBe("");
        const back = readGaeb({ name: "Planer.X83", bytes: written.value.bytes });
        if (!back.ok) throw new Error(JSON.stringify(back.issues));
        const entriesBack = readBack(back.value);
        const expected = c.rows.map((row) => ({
          oz: ozKey(c.oz(row.oz)),
          short: row.short,
          ...(row.section ? {} : { long: row.long, quantity: row.quantity?.toString(), unit: row.unit }),
        }));
        const actual = entriesBack.map((entry) => ({
          oz: ozKey(entry.oz),
          short: entry.kind === "section" ? (entry as Section).title : (entry as Item).shortText,
          ...(entry.kind === "section"
            ? {}
            : {
                long: lines(renderPlain((entry as Item).longText, PLAIN_LABELS)),
                quantity: (entry as Item).quantity?.toString(),
                unit: (entry as Item).unit,
              }),
        }));
        // Field by field: a quantity stated with three decimals on both sides.
        const three = (rows: typeof expected) =>
          rows.map((row) => ({
            ...row,
            ...(row.quantity ? { quantity: Decimal.parse(row.quantity)?.round(3).toString() } : {}),
          }));
        expect(three(actual)).toEqual(three(expected));
      },
    );

    it("takes the title block as the project's facts and says the workbook is a template", async () => {
      const xlsx = (await saved)[2] as Uint8Array;
      const result = importWorkbook({ name: "Planer.xlsx", bytes: xlsx });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.kind).toBe("template");
      const { document } = result.value;
      expect(document.project.name).toBe(TITLE_BLOCK.project);
      expect(document.boq?.info.name).toBe(TITLE_BLOCK.boq);
      expect(document.award.owner?.names).toEqual([TITLE_BLOCK.owner]);
      expect(document.award.currency).toBe("EUR");
      const named = importWorkbook({ name: "Planer.xlsx", bytes: xlsx }, { project: "Kita Süd" });
      expect(named.ok && named.value.document.project.name).toBe("Kita Süd");
    });

    it("sums the prices exactly and writes them into an X84 that validates", async () => {
      const c = prepared[1] as (typeof prepared)[number];
      const xlsx = (await saved)[1] as Uint8Array;
      const result = importWorkbook({ name: "Planer.xlsx", bytes: xlsx }, { phase: "84" });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const total = c.rows
        .filter((row) => !row.section && row.quantity)
        .reduce((sum, row) => sum.plus((row.quantity as Decimal).times(row.price).round(2)), Decimal.zero);
      expect(result.value.summary.total).toBe(total.round(2).toString());
      expect(result.value.columns.map((column) => `${column.letter}=${column.column}`)).toEqual([
        "A=oz",
        "B=short",
        "C=long",
        "D=qty",
        "E=unit",
        "F=price",
        "G=total",
      ]);
      const written = writeGaeb(result.value.document, { version: "3.3", now: NOW });
      if (!written.ok) throw new Error(JSON.stringify(written.issues));
      expect(validatePhase("84", [{ name: "Planer.X84", bytes: written.value.bytes }])).toBe("");
      const back = readGaeb({ name: "Planer.X84", bytes: written.value.bytes });
      expect(back.ok && back.value.boq?.info.totals?.total?.toString()).toBe(total.round(2).toString());
    });
  },
);
