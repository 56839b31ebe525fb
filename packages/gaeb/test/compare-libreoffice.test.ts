import { describe, expect, it } from "vitest";
// A plain ES module of the benchmark, shared so that tests and benchmark make offers alike.
import { bidderOffer } from "../bench/generate-offers.mjs";
import { compareOffers, type InputFile } from "../src/index.js";
import { columnName } from "../src/xlsx/column-letters.js";
import { columnOf, readCells, rowOf, rowsByFirstCell } from "./support/compare.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import {
  findPdftotext,
  findSoffice,
  printWithLibreOffice,
  recalculateWithLibreOffice,
} from "./support/libreoffice.js";
import { recalculationMismatches as mismatches, numeric } from "./support/recalculated.js";
import { editSheet, typeNumber } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Preisspiegel LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Preisspiegel LibreOffice suite");
const pdftotext = findPdftotext();
if (!pdftotext && process.env.CI) throw new Error("pdftotext is required in CI: install poppler-utils");

const makeOffer = bidderOffer as (
  x84: string,
  options: { name: string; factor: number; leaveOut?: number; notOffered?: number; keepDeclared?: boolean },
) => string;

function workbookOf(referenceBidder?: number): { xlsx: Uint8Array; offers: InputFile[] } {
  const files = corpusFiles();
  const get = (path: string) => files.find((f) => f.path === path) as { name: string; bytes: Uint8Array };
  const request = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
  const real = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
  const xml = new TextDecoder().decode(real.bytes);
  const input = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
  const offers = [
    { name: real.name, bytes: real.bytes },
    input("guenstig.x84", makeOffer(xml, { name: "Günstig GmbH", factor: 0.9, leaveOut: 6 })),
    input("teuer.x84", makeOffer(xml, { name: "Teuer AG", factor: 1.25, notOffered: 4 })),
    input("alt.x84", makeOffer(xml, { name: "Alt & Söhne", factor: 1.05, keepDeclared: true })),
  ];
  const result = compareOffers(
    { name: request.name, bytes: request.bytes },
    offers,
    referenceBidder === undefined ? {} : { referenceBidder },
  );
  if (!result.ok) throw new Error("comparison failed");
  return { xlsx: result.xlsx, offers };
}

describe.runIf(soffice && corpus)("the Preisspiegel in LibreOffice", () => {
  it("recomputes every formula of both sheets to its cached value, with a chosen reference bidder too", () => {
    const workbooks = { lowest: workbookOf().xlsx, reference: workbookOf(2).xlsx };
    const recalculated = recalculateWithLibreOffice(soffice as string, workbooks);
    for (const [name, xlsx] of Object.entries(workbooks)) {
      const { formulas, wrong } = mismatches(xlsx, recalculated.get(name) ?? new Map());
      expect(wrong.slice(0, 20), name).toEqual([]);
      expect(formulas, name).toBeGreaterThan(900);
    }
  }, 300_000);

  it("follows what a reviewer changes: the reference bidder and a price typed into a gap", () => {
    const { xlsx } = workbookOf();
    const cells = readCells(xlsx);
    const sheet = cells.get("Preisspiegel") ?? new Map();
    const rows = rowsByFirstCell(sheet);
    const header = [...sheet.values()].find((c) => c.value === "OZ" && columnOf(c.ref) === 0);
    const names = [...sheet.values()].filter((c) => rowOf(c.ref) === rowOf(header?.ref ?? "A1") - 1);
    const column = (bidder: string) => columnOf(names.find((c) => c.value.includes(bidder))?.ref ?? "A1");
    const cheap = column("Günstig GmbH");
    const gap = [...rows.entries()].find(([, row]) => row[cheap] === "fehlt");
    if (!gap) throw new Error("no gap in the cheap offer");
    const [gapOz, gapRow] = gap;
    const gapLine = [...sheet.values()].find((c) => c.value === gapOz && columnOf(c.ref) === 0);
    const line = rowOf(gapLine?.ref ?? "A1");
    const edited = editSheet(xlsx, 0, (xml) =>
      typeNumber(typeNumber(xml, "C6", "3"), `${columnName(cheap)}${line}`, "100"),
    );
    const after: Map<string, string[][]> =
      recalculateWithLibreOffice(soffice as string, { edited }).get("edited") ?? new Map();
    const values = after.get("Preisspiegel") ?? [];
    const row = values[line - 1] ?? [];
    // The request's catalogue codes stand between the short text and the quantity: found by its title.
    const menge = [...sheet.values()].find(
      (c) => c.value === "Menge" && rowOf(c.ref) === rowOf(header?.ref ?? ""),
    );
    const quantity = Number(gapRow[columnOf(menge?.ref ?? "D1")] || 1);
    // The typed price is priced: its total, and the deviation now measured against bidder 3 (Teuer AG).
    expect(Number(row[cheap + 1])).toBeCloseTo(Math.round(quantity * 100 * 100) / 100, 2);
    const teuer = column("Teuer AG");
    const reference = Number(row[teuer]);
    expect(reference).toBeGreaterThan(0);
    expect(numeric(row[cheap + 2])).toBeCloseTo(100 / reference - 1, 6);
    const unpricedRow = values.find((r) => r[2] === "Nicht bepreiste Positionen") ?? [];
    const ranking = after.get("Bieterrangfolge") ?? [];
    const cheapInRanking = ranking.find((r) => r[1]?.includes("Günstig GmbH")) ?? [];
    expect(Number(unpricedRow[cheap + 1])).toBe(Number(cheapInRanking[8]));
    const original = readCells(xlsx).get("Bieterrangfolge") ?? new Map();
    const cachedUnpriced = [...original.values()].find(
      (c) =>
        columnOf(c.ref) === 8 &&
        [...original.values()].some((n) => rowOf(n.ref) === rowOf(c.ref) && n.value.includes("Günstig")),
    );
    expect(Number(cheapInRanking[8])).toBe(Number(cachedUnpriced?.value) - 1);
  }, 300_000);

  it("ranks an incomplete offer after the complete one until a reviewer fills its gap, live", () => {
    const files = corpusFiles();
    const get = (path: string) => files.find((f) => f.path === path) as { name: string; bytes: Uint8Array };
    const request = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
    const real = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
    const xml = new TextDecoder().decode(real.bytes);
    // Every price 10 % lower, but the last priced item left out: the cheaper offer is incomplete.
    const priced = [...xml.matchAll(/<Item\b[^>]*>(?:(?!<\/Item>)[\s\S])*?<UP>/g)].length;
    const cheaper = makeOffer(xml, { name: "Günstig GmbH", factor: 0.9, leaveOut: priced });
    const result = compareOffers({ name: request.name, bytes: request.bytes }, [
      { name: real.name, bytes: real.bytes },
      { name: "guenstig.x84", bytes: new TextEncoder().encode(cheaper) },
    ]);
    if (!result.ok) throw new Error("comparison failed");
    expect(result.ranking.map((r) => [r.rank, r.file, r.complete])).toEqual([
      [1, real.name, true],
      [2, "guenstig.x84", false],
    ]);
    const [gapOz] = result.ranking[1]?.missingItems ?? [];
    const sheet = readCells(result.xlsx).get("Preisspiegel") ?? new Map();
    const gapRow = rowOf(
      [...sheet.values()].find((c) => c.value === gapOz && columnOf(c.ref) === 0)?.ref ?? "",
    );
    // Bidder 2's unit price column: the second "EP" of the header row (the official offer's price components and
    // their statistics stand before it).
    const headerRow = rowOf(
      [...sheet.values()].find((c) => c.value === "OZ" && columnOf(c.ref) === 0)?.ref ?? "",
    );
    const unitPrices = [...sheet.values()].filter((c) => rowOf(c.ref) === headerRow && c.value === "EP");
    const second = columnName(columnOf(unitPrices[1]?.ref ?? ""));
    const edited = editSheet(result.xlsx, 0, (sheetXml) => typeNumber(sheetXml, `${second}${gapRow}`, "1"));
    const after = recalculateWithLibreOffice(soffice as string, { edited }).get("edited") ?? new Map();
    const ranking = (after.get("Bieterrangfolge") ?? []).filter((row: string[]) =>
      /^\d+$/.test(row[0] ?? ""),
    );
    // Now complete and cheaper: first, and the official offer second.
    expect(ranking.map((row: string[]) => [row[0], row[1], row[9]])).toEqual([
      ["2", `1: ${result.ranking[0]?.bidder}`, "ja"],
      ["1", "2: Günstig GmbH", "ja"],
    ]);
  }, 300_000);

  it.runIf(pdftotext)(
    "prints on A4 landscape at 8 pt or more with the header repeated on every page",
    () => {
      const { xlsx } = workbookOf();
      const printed = printWithLibreOffice(soffice as string, pdftotext as string, { p: xlsx }).get("p");
      if (!printed) throw new Error("not printed");
      expect(printed.pages).toBeGreaterThan(3);
      for (let page = 1; page <= printed.pages; page++) {
        const words = printed.words.filter((w) => w.page === page);
        // The list of unusual prices (Aufklärung) is a list per bidder, not a table with a header on every page.
        if (words.some((w) => w.text === "Aufklärung")) continue;
        const oz = words.find((w) => w.text === "OZ" || w.text === "Rang");
        expect(oz, `page ${page} has a header row`).toBeDefined();
        if (oz?.text !== "OZ") continue;
        const art = words.find((w) => w.text === "Art" && Math.abs(w.yMin - oz.yMin) < 1);
        // Column A is 13 characters wide: 96 px, 72 pt at 100 %.
        const scale = ((art?.xMin ?? 0) - oz.xMin) / 72;
        expect(10 * scale, `page ${page} font size`).toBeGreaterThanOrEqual(7.9);
        // A page of prices, or of the official offer's price breakdown (its shares of the unit price).
        expect(words.some((w) => w.text === "EP" || w.text === "EP-Anteil")).toBe(true);
      }
    },
    300_000,
  );

  it.runIf(pdftotext)(
    "prints every figure and word whole, with one page header and footer on every page of both sheets",
    () => {
      const { xlsx } = workbookOf();
      const printed = printWithLibreOffice(soffice as string, pdftotext as string, { p: xlsx }).get("p");
      if (!printed) throw new Error("not printed");
      const pages = Array.from({ length: printed.pages }, (_, i) =>
        printed.words
          .filter((w) => w.page === i + 1)
          .map((w) => w.text)
          .join(" "),
      );
      // A column too narrow for its number prints "###"; a word too wide for it is cut at the cell's edge.
      expect(printed.words.filter((w) => w.text.includes("###")).map((w) => w.page)).toEqual([]);
      expect(printed.words.filter((w) => /^(icht|ngeboten|ngebote)$/.test(w.text))).toEqual([]);
      expect(pages.join(" ").match(/nicht angeboten/g)?.length).toBeGreaterThan(4);
      // Markup rates with their % sign, on the pages of the bidders' columns.
      const markupPages = pages.filter((page) => /Zuschlagsposition/.test(page) && /Abw\. %/.test(page));
      expect(markupPages.length).toBeGreaterThan(1);
      for (const page of markupPages) expect(page).toMatch(/\b10[.,]00 %/);
      // The Vergabevermerk, printed last, is a document of its own with a page header of its own.
      const note = pages.findIndex((page) => page.startsWith("Vergabevermerk – GAEB0002"));
      expect(note).toBeGreaterThan(0);
      expect(pages.slice(note).every((page) => page.startsWith("Vergabevermerk – GAEB0002"))).toBe(true);
      pages.slice(0, note).forEach((page, i) => {
        const where = `page ${i + 1}`;
        expect(page, where).toMatch(/(Preisspiegel|Wertung der Angebote|Aufklärung) – GAEB0002/);
        expect(page, where).toContain("2008-001 – Muster-LV mit vielen Sonderelementen");
        expect(page, where).toContain("Musterdatei_3.1_2008-001.X83");
        expect(page, where).toContain(`Seite ${i + 1} von ${printed.pages}`);
        // The title block, printed again on every page across, wraps in the repeated columns: never cut.
        if (/ Projekt /.test(page)) expect(page, where).toMatch(/Leistungsverzeichnisse\s+nach GAEB/);
      });
      // The ranking and the evaluation follow the comparison under the same header and footer.
      const ranking = pages.findIndex((page) => page.includes("Bieterrangfolge"));
      expect(ranking).toBeGreaterThan(0);
      expect(pages[ranking]).toContain("Rang");
      const wertung = pages.slice(ranking, note).join(" ");
      expect(wertung).toContain("Wertung der Angebote");
      // The header wraps in two lines beside "Wertungssumme brutto": its words are read line by line.
      expect(wertung).toMatch(/Wertungssumme (?:\S+ ){0,8}netto/);
      expect(
        pages.slice(ranking, note).some((page) => page.includes("Auffällige Einheitspreise je Bieter")),
      ).toBe(true);
    },
    300_000,
  );
});
