import { describe, expect, it } from "vitest";
import { bidderOffer } from "../bench/generate-offers.mjs";
import {
  compareOffers,
  type EvaluationOptions,
  evaluateComparison,
  formatIssue,
  type InputFile,
} from "../src/index.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import {
  ANTON,
  BERTA,
  CARL,
  EVALUATION_REQUEST,
  EVALUATION_REQUEST_WITH_RATES,
  fixtureOffer,
} from "./support/evaluation-fixture.js";
import {
  findPdftotext,
  findSoffice,
  printWithLibreOffice,
  recalculateWithLibreOffice,
} from "./support/libreoffice.js";
import { numeric, recalculationMismatches } from "./support/recalculated.js";
import { editSheet, typeNumber, typeText } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Wertung LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const pdftotext = findPdftotext();
if (!pdftotext && process.env.CI) throw new Error("pdftotext is required in CI: install poppler-utils");
const corpus = requireCorpus("Wertung LibreOffice suite");

const makeOffer = bidderOffer as (x84: string, options: { name: string; factor: number }) => string;
/** The Wertung sheet is the third; its settings and groups stand where `wertung-layout.ts` puts them. */
const WERTUNG = 2;

function workbook(request: InputFile, offers: InputFile[], evaluation: EvaluationOptions = {}) {
  const result = compareOffers(request, offers, { evaluation });
  if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  return result;
}

/** The Wertung sheet's ranking as LibreOffice computes it: per bidder (by its name) rank, total, unusual, verdict. */
function ranking(sheet: string[][]) {
  const header = sheet.findIndex((row) => row[0] === "Rang");
  const rows = new Map<string, { rank: number; evaluated: number; unusual: number; verdict: string }>();
  for (const row of sheet.slice(header + 1)) {
    if (!row[0] || !/^\d+$/.test(row[0])) break;
    rows.set((row[1] ?? "").replace(/^\d+: /, ""), {
      rank: Number(row[0]),
      evaluated: numeric(row[6]),
      unusual: Number(row[10]),
      verdict: row[13] ?? "",
    });
  }
  return rows;
}

/** A corpus LV with Wahl groups and Bedarfspositionen, its real offer, one 25 % below it, one with a few prices halved. */
function corpusComparison(): { request: InputFile; offers: InputFile[] } {
  const files = corpusFiles();
  const get = (path: string) => files.find((f) => f.path === path) as { name: string; bytes: Uint8Array };
  const request = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
  const real = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
  const xml = new TextDecoder().decode(real.bytes);
  let halved = 0;
  // Every 10th priced item at half price: a few prices 50 % off the others'.
  const odd = makeOffer(xml, { name: "Auffällig GmbH", factor: 1.02 }).replace(
    /<UP>([\d.]+)<\/UP>/g,
    (whole, up) => {
      halved += 1;
      return halved % 10 === 0 ? `<UP>${(Number(up) / 2).toFixed(2)}</UP>` : whole;
    },
  );
  const input = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
  return {
    request: { name: request.name, bytes: request.bytes },
    offers: [
      { name: real.name, bytes: real.bytes },
      input("auffaellig.x84", odd),
      input("billig.x84", makeOffer(xml, { name: "Billig KG", factor: 0.75 })),
    ],
  };
}

describe.runIf(soffice && corpus)("the Wertung sheet in LibreOffice", () => {
  it("recomputes every formula to its cached value, and follows the choices the office types", () => {
    const offers = [ANTON, BERTA, CARL].map(fixtureOffer);
    const result = workbook(EVALUATION_REQUEST, offers);
    // The office counts the Bedarfspositionen, takes alternative 2 in group 1 and 1 in group 2, types an estimate.
    const edited = editSheet(result.xlsx, WERTUNG, (xml) =>
      typeNumber(typeNumber(typeNumber(typeText(xml, "C7", "ja"), "B15", "2"), "B16", "1"), "C12", "2500"),
    );
    // And then a lower threshold for unusual prices: Carl's seven prices 28.57 % below the others' become unusual.
    const lower = editSheet(result.xlsx, WERTUNG, (xml) => typeNumber(xml, "C9", "25"));
    const computed = recalculateWithLibreOffice(soffice as string, { plain: result.xlsx, edited, lower });
    const { formulas, wrong } = recalculationMismatches(result.xlsx, computed.get("plain") ?? new Map());
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(formulas).toBeGreaterThan(100);
    const expected = evaluateComparison(result.evaluationData, {
      provisional: true,
      alternatives: { "1": 2, "2": 1 },
      estimate: "2500",
    });
    if (!expected.ok) throw new Error("not evaluated");
    const after = ranking(computed.get("edited")?.get("Wertung") ?? []);
    for (const row of expected.evaluation) {
      expect(after.get(row.bidder)?.evaluated, row.bidder).toBeCloseTo(Number(row.evaluatedTotal), 2);
      expect(after.get(row.bidder)?.rank, row.bidder).toBe(row.rank);
      const low = row.lowAgainstNext || row.lowAgainstEstimate ? "ungewöhnlich niedrig" : "";
      expect(after.get(row.bidder)?.verdict, row.bidder).toBe(low);
    }
    expect(after.get(ANTON.name)?.evaluated).toBe(2791);
    expect(after.get(CARL.name)?.verdict).toBe("ungewöhnlich niedrig");
    const lowered = ranking(computed.get("lower")?.get("Wertung") ?? []);
    expect(lowered.get(CARL.name)?.unusual).toBe(7);
    // Berta's seven prices 25.71 % above the others' mean become unusual too, beside its two halved ones.
    expect(lowered.get(BERTA.name)?.unusual).toBe(9);
    const library = evaluateComparison(result.evaluationData, { unusualPercent: 25 });
    for (const row of library.ok ? library.evaluation : [])
      expect(lowered.get(row.bidder)?.unusual, row.bidder).toBe(row.unusualPrices.length);
  }, 300_000);

  it("taxes items at their own rates live: the gross follows the Bedarf switch and a Wahl choice", () => {
    const offers = [ANTON, BERTA, CARL].map(fixtureOffer);
    const result = workbook(EVALUATION_REQUEST_WITH_RATES, offers);
    const edited = editSheet(result.xlsx, WERTUNG, (xml) =>
      typeNumber(typeText(xml, "C7", "ja"), "B16", "1"),
    );
    const computed = recalculateWithLibreOffice(soffice as string, { plain: result.xlsx, edited });
    const { wrong } = recalculationMismatches(result.xlsx, computed.get("plain") ?? new Map());
    expect(wrong.slice(0, 20)).toEqual([]);
    const sheet = computed.get("edited")?.get("Wertung") ?? [];
    const header = sheet.findIndex((row) => row[0] === "Rang");
    const gross = new Map(
      sheet
        .slice(header + 1, header + 4)
        .map((row) => [(row[1] ?? "").replace(/^\d+: /, ""), numeric(row[7])]),
    );
    expect(gross.get(BERTA.name)).toBeCloseTo(2981.34, 2);
    expect(gross.get(ANTON.name)).toBeCloseTo(3055.57, 2);
  }, 300_000);

  it("on a corpus LV with Wahl groups and Bedarfspositionen: the same totals for several choices", () => {
    const { request, offers } = corpusComparison();
    const result = workbook(request, offers);
    const choices: Array<[string, EvaluationOptions, (xml: string) => string]> = [
      ["base", {}, (xml) => xml],
      ["alternative", { alternatives: { "1": 2 } }, (xml) => typeNumber(xml, "B15", "2")],
      [
        "everything",
        { provisional: true, alternatives: { "1": 1, "100": 1 } },
        (xml) => typeNumber(typeNumber(typeText(xml, "C7", "ja"), "B15", "1"), "B16", "1"),
      ],
    ];
    const workbooks = Object.fromEntries(
      choices.map(([name, , edit]) => [name, editSheet(result.xlsx, WERTUNG, edit)]),
    );
    const computed = recalculateWithLibreOffice(soffice as string, { ...workbooks, cached: result.xlsx });
    const { wrong } = recalculationMismatches(result.xlsx, computed.get("cached") ?? new Map());
    expect(wrong.slice(0, 20)).toEqual([]);
    for (const [name, options] of choices) {
      const expected = evaluateComparison(result.evaluationData, options);
      if (!expected.ok) throw new Error("not evaluated");
      const sheet = ranking(computed.get(name)?.get("Wertung") ?? []);
      for (const row of expected.evaluation) {
        expect(sheet.get(row.bidder)?.evaluated, `${name}: ${row.bidder}`).toBeCloseTo(
          Number(row.evaluatedTotal),
          2,
        );
        expect(sheet.get(row.bidder)?.rank, `${name}: ${row.bidder}`).toBe(row.rank);
        expect(sheet.get(row.bidder)?.unusual, `${name}: ${row.bidder}`).toBe(row.unusualPrices.length);
      }
    }
    const rows = new Map(result.evaluation.map((row) => [row.bidder, row]));
    // The few halved prices are unusual; the offer at three quarters is 25 % below the real one, the next above it.
    expect(rows.get("Auffällig GmbH")?.unusualPrices.length).toBeGreaterThan(2);
    expect(rows.get("Billig KG")?.lowAgainstNext?.bidder).toBe("Maler + Lackierer, Pinsel und Co KG");
    expect(Number(rows.get("Billig KG")?.lowAgainstNext?.percentBelow)).toBeCloseTo(25, 0);
  }, 300_000);

  it.runIf(pdftotext)(
    "prints the Wertung and the Aufklärung on A4 with every figure and word whole",
    () => {
      const { request, offers } = corpusComparison();
      const result = workbook(request, offers, { estimate: "200000000" });
      const printed = printWithLibreOffice(soffice as string, pdftotext as string, { p: result.xlsx }).get(
        "p",
      );
      if (!printed) throw new Error("not printed");
      expect(printed.words.filter((w) => w.text.includes("###")).map((w) => w.page)).toEqual([]);
      const text = (page: number) =>
        printed.words
          .filter((w) => w.page === page)
          .map((w) => w.text)
          .join(" ");
      const all = Array.from({ length: printed.pages }, (_, i) => text(i + 1));
      const wertung = all.findIndex((page) => page.includes("Wertung der Angebote Projekt"));
      expect(wertung).toBeGreaterThan(0);
      const page = all[wertung] ?? "";
      for (const word of [
        "Bedarfspositionen",
        "Wertungssumme",
        "Kostenschätzung",
        "Mittelwert",
        "Vollständig",
      ])
        expect(page).toContain(word);
      expect(page).toMatch(/ungewöhnlich niedrig/);
      expect(all.some((p) => p.includes("Auffällige Einheitspreise je Bieter"))).toBe(true);
    },
    300_000,
  );
});
