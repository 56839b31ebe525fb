import { describe, expect, it } from "vitest";
// A plain ES module of the benchmark, shared so that tests and benchmark make offers alike.
import { bidderOffer } from "../bench/generate-offers.mjs";
import { compareOffers, formatIssue, type InputFile } from "../src/index.js";
import { columnName } from "../src/xlsx/column-letters.js";
import { COMPARISON_STYLE } from "../src/xlsx/styles.js";
import { formatOf, readCells, rowOf, rowsByFirstCell, styleOf } from "./support/compare.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";

const corpus = requireCorpus("Preisspiegel markup suite");
const soffice = findSoffice();

const makeOffer = bidderOffer as (
  x84: string,
  options: { name: string; factor: number; keepDeclared?: boolean },
) => string;

/** One markup item of an X84 changed by its ID: its rate, its stated figure, or its rate taken out. */
function changeMarkup(xml: string, id: string, change: (inner: string) => string): string {
  const pattern = new RegExp(`(<MarkupItem ID="${id}"[^>]*>)([\\s\\S]*?)(</MarkupItem>)`);
  if (!pattern.test(xml)) throw new Error(`no markup ${id}`);
  return xml.replace(pattern, (_, open, inner, close) => `${open}${change(inner)}${close}`);
}

const input = (name: string, text: string): InputFile => ({ name, bytes: new TextEncoder().encode(text) });

/**
 * The official sample request and offer (GAEB DA XML 3.1 Musterdatei), whose six markups name their items in all
 * three ways GAEB has (IdentAsMark, AllInCat, ListInSubQty), each at 10 %. The offer states every markup's base
 * (ITMarkup) and figure (IT): 1.30.10.0040 955.00 → 95.50; 1.30.20.0040 and 0050 1400.00 → 140.00; 1.30.20.0070
 * 100.00 → 10.00; 1.30.30.0030 400.00 → 40.00; 1.30.30.0040 2791.00 → 279.10; sections 1.30.10 1450.50,
 * 1.30.20 1790.00, 1.30.30 819.10.
 */
function compareSample() {
  const files = corpusFiles();
  const get = (path: string) => files.find((f) => f.path === path) as { name: string; bytes: Uint8Array };
  const request = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
  const official = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
  const xml = new TextDecoder().decode(official.bytes);
  // Every price doubled and its stated figures dropped, a rate of its own (12.5 %) on 1.30.20.0040 and a
  // discount of 5 % on 1.30.20.0050 (GAEB: the markup's IT is "Gesamtbetrag incl. Nachlass").
  const doubled = changeMarkup(
    changeMarkup(makeOffer(xml, { name: "Doppelt AG", factor: 2 }), "DBCFEGJA", (inner) =>
      inner.replace(/<Markup>[^<]*<\/Markup>/, "<Markup>12.50</Markup>"),
    ),
    "DBCFIBEI",
    (inner) => inner.replace(/(<Markup>[^<]*<\/Markup>)/, "$1<DiscountPcnt>5</DiscountPcnt>"),
  );
  // The official prices, but no rate for 1.30.30.0040.
  const noRate = changeMarkup(makeOffer(xml, { name: "Ohne Satz GmbH", factor: 1 }), "DBCFDOKI", (inner) =>
    inner.replace(/<Markup>[^<]*<\/Markup>/, ""),
  );
  // The official offer with a stated figure for 1.30.10.0040 that its base and rate do not give.
  const wrong = changeMarkup(
    makeOffer(xml, { name: "Falsch KG", factor: 1, keepDeclared: true }),
    "DBCFNCKA",
    (inner) => inner.replace("<IT>95.50</IT>", "<IT>99.00</IT>"),
  );
  const result = compareOffers({ name: request.name, bytes: request.bytes }, [
    { name: official.name, bytes: official.bytes },
    input("doppelt.x84", doubled),
    input("ohne-satz.x84", noRate),
    input("falsch.x84", wrong),
  ]);
  if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
  return result;
}

const MARKUPS = [
  "1.30.10.0040",
  "1.30.20.0040",
  "1.30.20.0050",
  "1.30.20.0070",
  "1.30.30.0030",
  "1.30.30.0040",
];
// After OZ, type, short text, the request's DIN 276 column (the one catalogue that fits the first page beside the
// statistics), quantity, unit, the three statistics and the lowest and mean of the four price components the
// official offer breaks its prices into; per bidder unit price, total, deviation and those four components.
const unitPrice = (bidder: number) => 9 + 2 * 4 + (3 + 4) * bidder;

describe.runIf(corpus)("markups in the Preisspiegel", () => {
  it("computes each bidder's markup as its own base at its own prices times its own rate, live", () => {
    const result = compareSample();
    const cells = readCells(result.xlsx).get("Preisspiegel") ?? new Map();
    const rows = rowsByFirstCell(cells);
    const figures = (bidder: number) => MARKUPS.map((oz) => rows.get(oz)?.[unitPrice(bidder) + 1]);
    // The official offer: exactly the figures it states.
    expect(figures(0)).toEqual(["95.5", "140", "140", "10", "40", "279.1"]);
    // Prices doubled: every base doubles; 1.30.20.0040 at 12.5 % of 2800.00, 1.30.20.0050 less 5 %.
    expect(figures(1)).toEqual(["191", "350", "266", "20", "80", "558.2"]);
    expect(MARKUPS.map((oz) => rows.get(oz)?.[unitPrice(1)])).toEqual(["10", "12.5", "10", "10", "10", "10"]);
    // Section totals count the markups: twice the official ones, 1.30.20 with 70.00 more for the higher rate
    // and 14.00 less for the discount.
    expect(["1.30.10", "1.30.20", "1.30.30"].map((oz) => rows.get(oz)?.[unitPrice(1) + 1])).toEqual([
      "2901",
      "3636",
      "1638.2",
    ]);
    // The figure is a formula over the bidder's own totals of the items the markup names, not a copied number.
    const row = [...cells.values()].find((c) => c.value === "1.30.20.0040" && c.ref.startsWith("A"));
    const figure = cells.get(`${columnName(unitPrice(1) + 1)}${rowOf(row?.ref ?? "A1")}`);
    const [rate1, total1] = [columnName(unitPrice(1)), columnName(unitPrice(1) + 1)];
    expect(figure?.formula).toMatch(
      new RegExp(
        `^IF\\(ISNUMBER\\(${rate1}\\d+\\),ROUND\\(\\(SUMIFS\\(\\$${total1}\\$\\d+:\\$${total1}\\$\\d+,`,
      ),
    );
    // The rate shows with its % sign.
    const rate = styleOf(result.xlsx, 1, `${columnName(unitPrice(1))}${rowOf(row?.ref ?? "A1")}`);
    expect(rate).toBe(COMPARISON_STYLE.markupRate);
    expect(formatOf(result.xlsx, rate ?? 0)).toBe('0.00" %"');
  });

  it("marks a markup without rate as missing, warns naming bidder and OZ, and counts the offer incomplete", () => {
    const result = compareSample();
    const rows = rowsByFirstCell(readCells(result.xlsx).get("Preisspiegel") ?? new Map());
    const markup = rows.get("1.30.30.0040") ?? [];
    expect([markup[unitPrice(2)], markup[unitPrice(2) + 1]]).toEqual(["fehlt", undefined]);
    // Nothing for the missing markup in the section: 819.10 less 279.10.
    expect(rows.get("1.30.30")?.[unitPrice(2) + 1]).toBe("540");
    const warning = result.issues.find((issue) => issue.code === "compare_markup_rate_missing");
    expect(warning?.file).toBe("ohne-satz.x84");
    expect(formatIssue(warning ?? { code: "no_input", severity: "error" }, "de")).toBe(
      "ohne-satz.x84: Ohne Satz GmbH gibt für die Zuschlagsposition 1.30.30.0040 keinen Zuschlagssatz an. Im Preisspiegel ist sie als fehlend (rot) markiert und zählt nicht zur Angebotssumme; das Angebot ist damit unvollständig. Fragen Sie den Bieter nach seinem Satz.",
    );
    const ranked = result.ranking.find((row) => row.file === "ohne-satz.x84");
    expect([ranked?.complete, ranked?.missingItems, ranked?.unpricedItems]).toEqual([
      false,
      ["1.30.30.0040"],
      1,
    ]);
  });

  it("checks a stated markup figure against base × rate and shows the disagreeing one in red below", () => {
    const result = compareSample();
    const cells = readCells(result.xlsx).get("Preisspiegel") ?? new Map();
    const row = rowOf(
      [...cells.values()].find((c) => c.value === "1.30.10.0040" && c.ref.startsWith("A"))?.ref ?? "",
    );
    const total = columnName(unitPrice(3) + 1);
    expect(cells.get(`${total}${row}`)?.value).toBe("95.5");
    expect(cells.get(`C${row + 1}`)?.value).toBe("GP laut Angebot");
    expect(cells.get(`${total}${row + 1}`)?.value).toBe("99");
    expect(styleOf(result.xlsx, 1, `${total}${row + 1}`)).toBe(COMPARISON_STYLE.statedMismatch);
    const wrong = result.ranking.find((r) => r.file === "falsch.x84");
    expect(wrong?.disagreeingTotals).toContainEqual({
      level: "markup",
      where: "1.30.10.0040",
      stated: "99.00",
      computed: "95.50",
    });
    // The official offer's stated markup figures all agree with its bases and rates.
    expect(result.ranking.find((r) => r.file.endsWith(".X84"))?.declaredTotalsAgree).toBe(true);
  });

  it.runIf(soffice)(
    "LibreOffice computes every markup figure and section total as the library does",
    () => {
      const result = compareSample();
      const cells = readCells(result.xlsx).get("Preisspiegel") ?? new Map();
      const recalculated =
        recalculateWithLibreOffice(soffice as string, { m: result.xlsx })
          .get("m")
          ?.get("Preisspiegel") ?? [];
      const rows = [...MARKUPS, "1.30.10", "1.30.20", "1.30.30"].map((oz) =>
        rowOf([...cells.values()].find((c) => c.value === oz && c.ref.startsWith("A"))?.ref ?? ""),
      );
      for (let bidder = 0; bidder < 4; bidder++)
        for (const row of rows) {
          const ref = `${columnName(unitPrice(bidder) + 1)}${row}`;
          const cached = cells.get(ref)?.value ?? "";
          const computed = recalculated[row - 1]?.[unitPrice(bidder) + 1] ?? "";
          expect(cached === "" ? computed : Number(computed), ref).toBe(cached === "" ? "" : Number(cached));
        }
    },
    300_000,
  );
});
