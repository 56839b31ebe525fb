import { describe, expect, it } from "vitest";
// A plain ES module of the benchmark, shared so that tests and benchmark make offers alike.
import { bidderOffer, repeatSections } from "../bench/generate-offers.mjs";
import {
  compareOffers,
  convertToXlsx,
  type Entry,
  formatIssue,
  type InputFile,
  type Item,
  readGaeb,
} from "../src/index.js";
import { type CorpusFile, corpusFiles, requireCorpus } from "./support/corpus.js";
import { fillWithExcelJs, offerInputs, readDocument } from "./support/offer.js";

const corpus = requireCorpus("Preisspiegel corpus suite");

const makeOffer = bidderOffer as (
  x84: string,
  options: { name: string; factor: number; leaveOut?: number; notOffered?: number; keepDeclared?: boolean },
) => string;
const repeat = repeatSections as (xml: string, copies: number) => string;

/** Each corpus offer and the request it answers (checked by project, item numbers and quantities). */
const PAIRS: Array<[offer: string, request: string]> = [
  ["gaeb-samples/Musterdatei_3.1_2008-001.X84", "gaeb-samples/Musterdatei_3.1_2008-001.X83"],
  ["gaeb-samples/Musterdatei_2004-001.X84", "gaeb-samples/Musterdatei_2004-001.X83"],
  [
    "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X84",
    "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81",
  ],
  [
    "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - Bauausfuehrung - V 11 06 2021.x84",
    "bvbs-certification/Pruefdatei GAEB DA XML 3.3 - Bauausfuehrung - V 04 04 2024.x83",
  ],
  ["synthetic/output_x84_roundtrip.X84", "synthetic/output_x81_roundtrip.X81"],
];

const text = (file: CorpusFile) => new TextDecoder().decode(file.bytes);
const input = (name: string, xml: string): InputFile => ({ name, bytes: new TextEncoder().encode(xml) });
/** Priced items of an offer, and how many of them a generated offer leaves out or marks not offered. */
const pricedItems = (xml: string) => (xml.match(/<Item\b[^>]*>(?:(?!<\/Item>)[\s\S])*?<UP>/g) ?? []).length;

function items(entries: readonly Entry[], into: Map<string, Item> = new Map()): Map<string, Item> {
  for (const entry of entries) {
    if (entry.kind === "item") into.set(entry.oz, entry);
    else if (entry.kind === "section") items(entry.children, into);
  }
  return into;
}

/** The request's items (those that apply) an offer leaves without price or does not offer, read independently. */
function unpricedOf(request: InputFile, offer: InputFile): number {
  const [req, off] = [readGaeb(request), readGaeb(offer)];
  if (!req.ok || !off.ok) throw new Error("unreadable");
  const priced = items(off.value.boq?.body ?? []);
  return [...items(req.value.boq?.body ?? []).values()].filter((item) => {
    const bid = priced.get(item.oz);
    return !item.flags.notApplicable && (!bid?.unitPrice || bid.flags.notOffered);
  }).length;
}

describe.runIf(corpus)("the Preisspiegel of the corpus offers", () => {
  const files = corpus ? corpusFiles() : [];
  const get = (path: string) => {
    const found = files.find((f) => f.path === path);
    if (!found) throw new Error(`corpus file missing: ${path}`);
    return found;
  };

  it.each(PAIRS)("%s against its request, with bidders made from it", (offerPath, requestPath) => {
    const real = get(offerPath);
    const request = get(requestPath);
    const xml = text(real);
    const priced = pricedItems(xml);
    const cheaper = makeOffer(xml, { name: "Günstig GmbH", factor: 0.9, leaveOut: 7 });
    const dearer = makeOffer(xml, { name: "Teuer AG", factor: 1.2, notOffered: 5 });
    const result = compareOffers({ name: request.name, bytes: request.bytes }, [
      { name: real.name, bytes: real.bytes },
      input("guenstig.x84", cheaper),
      input("teuer.x84", dearer),
    ]);
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    const row = (file: string) => result.ranking.find((r) => r.file === file);
    // Every item the generator took the price from is unpriced for that bidder, and nothing else is.
    const requestInput = { name: request.name, bytes: request.bytes };
    expect(row(real.name)?.unpricedItems).toBe(unpricedOf(requestInput, real));
    expect(row("guenstig.x84")?.unpricedItems).toBe(unpricedOf(requestInput, input("g", cheaper)));
    expect(row("teuer.x84")?.unpricedItems).toBe(unpricedOf(requestInput, input("t", dearer)));
    expect(row("teuer.x84")?.unpricedItems).toBeGreaterThanOrEqual(Math.floor(priced / 5) - 2);
    expect(row("teuer.x84")?.declaredTotalsAgree).toBe(true);
    expect(Number(row("teuer.x84")?.total)).toBeGreaterThan(Number(row(real.name)?.total));
    // Complete offers first, then the incomplete ones (VOB/A § 16); within each, ranks follow the totals.
    const complete = result.ranking.map((r) => r.complete);
    expect(complete).toEqual([...complete].sort((a, b) => Number(b) - Number(a)));
    for (const group of [true, false]) {
      const totals = result.ranking
        .filter((r) => r.complete === group)
        .map((r) => Number(r.totalAfterDiscount));
      expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    }
    expect(result.ranking.map((r) => r.complete)).toEqual(result.ranking.map((r) => r.unpricedItems === 0));
    expect(result.ranking[0]?.differencePercent).toBe("0.00");
  });

  it("agrees with the declared totals of the official sample offer, discounts and free quantities included", () => {
    const result = compareOffers(
      { name: "r.X83", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X83").bytes },
      [
        { name: "o.X84", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X84").bytes },
        input(
          "k.x84",
          makeOffer(text(get("gaeb-samples/Musterdatei_3.1_2008-001.X84")), { name: "K", factor: 1 }),
        ),
      ],
    );
    if (!result.ok) throw new Error("comparison failed");
    const sample = result.ranking.find((r) => r.file === "o.X84");
    expect(sample).toMatchObject({ total: "1421003968.15", declaredTotalsAgree: true, unpricedItems: 0 });
    expect(result.issues.filter((i) => i.file === "o.X84")).toEqual([]);
    // The same prices without the stated totals give the same sum.
    expect(result.ranking.find((r) => r.file === "k.x84")?.total).toBe("1421003968.15");
  });

  it("takes a bidder's priced workbook of the offer round trip as an offer, as the X84 it would submit", async () => {
    const requestFile = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
    const realOffer = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
    const converted = convertToXlsx([{ name: "request.X83", bytes: requestFile.bytes }]);
    if (!converted.ok) throw new Error("conversion failed");
    const prices = offerInputs(
      readDocument("o.X84", realOffer.bytes),
      readDocument("request.X83", requestFile.bytes),
    );
    const filled = await fillWithExcelJs(converted.xlsx, (oz, column) =>
      // The bidder leaves one price empty: the comparison shows it as not offered.
      oz === "1.10.10.0010" && column === "EP" ? undefined : prices(oz, column),
    );
    const result = compareOffers({ name: "r.X83", bytes: requestFile.bytes }, [
      { name: "o.X84", bytes: realOffer.bytes },
      { name: "Bieter B.xlsx", bytes: filled },
    ]);
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    const fromWorkbook = result.ranking.find((r) => r.file === "Bieter B.xlsx");
    expect(fromWorkbook).toMatchObject({ unpricedItems: 1, declaredTotalsAgree: true });
    // The sample's total less the one item left out (5400.00 less its section's 10 % discount).
    expect(fromWorkbook?.total).toBe("1420999108.15");
  });

  it("shows declared totals that disagree with the bidder's own prices, never uses them", () => {
    const xml = text(get("gaeb-samples/Musterdatei_3.1_2008-001.X84"));
    const stale = makeOffer(xml, { name: "Alt", factor: 1.1, keepDeclared: true });
    const result = compareOffers(
      { name: "r.X83", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X83").bytes },
      [input("o.X84", xml), input("stale.x84", stale)],
    );
    if (!result.ok) throw new Error("comparison failed");
    const row = result.ranking.find((r) => r.file === "stale.x84");
    expect(row?.declaredTotalsAgree).toBe(false);
    expect(row?.total).not.toBe("1421003968.15");
    expect(result.issues.map((i) => `${i.file}:${i.code}`)).toEqual([
      "stale.x84:compare_declared_totals_differ",
    ]);
  });

  it("refuses offers that answer another LV", () => {
    const structure = compareOffers({ name: "boq.x83", bytes: get("synthetic/boq.x83").bytes }, [
      { name: "priced.x84", bytes: get("synthetic/priced.x84").bytes },
      {
        name: "priced2.x84",
        bytes: new TextEncoder().encode(
          makeOffer(text(get("synthetic/priced.x84")), { name: "Zwei", factor: 2 }),
        ),
      },
    ]);
    expect(!structure.ok && structure.issues.map((i) => `${i.file}:${i.code}`)).toEqual([
      "priced.x84:compare_other_structure",
      "priced2.x84:compare_other_structure",
    ]);
    // Same items and quantities, but another project: the BVBS offer is not an offer for the GAEB sample.
    const bvbs = get("bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X84");
    const project = compareOffers(
      { name: "r.X83", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X83").bytes },
      [
        { name: "sample.X84", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X84").bytes },
        input("bvbs.X84", makeOffer(text(bvbs), { name: "BVBS-Bieter", factor: 1 })),
      ],
    );
    expect(!project.ok && project.issues.map((i) => `${i.file}:${i.code}`)).toEqual([
      "bvbs.X84:compare_other_project",
    ]);
    // Left as it is, it also comes from the same contractor as the sample offer: one bidder cannot bid twice.
    const twice = compareOffers(
      { name: "r.X83", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X83").bytes },
      [
        { name: "sample.X84", bytes: get("gaeb-samples/Musterdatei_3.1_2008-001.X84").bytes },
        { name: bvbs.name, bytes: bvbs.bytes },
      ],
    );
    expect(!twice.ok && twice.issues.map((i) => i.code)).toEqual([
      "compare_other_project",
      "compare_same_bidder",
    ]);
  });

  it("compares ten offers of 2,584 items each", () => {
    const x83 = repeat(text(get("gaeb-samples/Musterdatei_3.1_2008-001.X83")), 38);
    const x84 = repeat(text(get("gaeb-samples/Musterdatei_3.1_2008-001.X84")), 38);
    const offers = Array.from({ length: 10 }, (_, i) =>
      input(
        `b${i + 1}.x84`,
        makeOffer(x84, { name: `Bieter ${i + 1}`, factor: 0.9 + 0.03 * i, leaveOut: i === 4 ? 40 : 0 }),
      ),
    );
    const result = compareOffers(input("lv.x83", x83), offers);
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    expect(result.ranking).toHaveLength(10);
    expect(result.ranking[0]?.bidder).toBe("Bieter 1");
    const fifth = result.ranking.find((r) => r.bidder === "Bieter 5");
    expect(fifth?.unpricedItems).toBe(unpricedOf(input("lv.x83", x83), offers[4] as InputFile));
    expect(fifth?.unpricedItems).toBeGreaterThan(50);
  }, 60_000);
  it("reads GAEB 2000 (P84) and GAEB 90 (D84) offers against the request in every generation", () => {
    const p83 = new TextDecoder("windows-1252").decode(get("real-world/LV_Los01.P83").bytes);
    let expected = 0;
    const p84 = (name: string, factor: number) => {
      let n = 0;
      let cents = 0;
      const text = p83
        .replace("[DP]83[end]", "[DP]84[end]")
        .replace(/\[Menge\]([\d.,]+)\[end\]/g, (whole, quantity: string) => {
          const price = (10 * factor + (n++ % 7)).toFixed(2);
          cents += Math.round(Number(quantity.replace(/\./g, "").replace(",", ".")) * Number(price) * 100);
          return `${whole}\n     [EP]${price.replace(".", ",")}[end]`;
        })
        .replace(
          /#begin\[AG\][\s\S]*?#end\[AG\]/,
          `#begin[AN]\n#begin[Adresse]\n[Name1]${name}[end]\n#end[Adresse]\n#end[AN]`,
        );
      expected = cents / 100;
      return { name: `${name}.P84`, bytes: Uint8Array.from(text, (c) => c.charCodeAt(0)) };
    };
    const first = p84("Erster", 1);
    const firstTotal = expected;
    const second = p84("Zweiter", 1.2);
    // The same prices as GAEB 90 offers (D84): a price record 23 after each item record 21.
    const d83 = new TextDecoder("latin1").decode(get("real-world/LV_Los01.D83").bytes);
    const d84 = (name: string, factor: number) => {
      let n = 0;
      const records = d83.split(/\r?\n/).flatMap((line) => {
        if (line.startsWith("00")) return [`${line.slice(0, 10)}84${line.slice(12)}`];
        if (!line.startsWith("21")) return [line];
        const cents = Math.round((10 * factor + (n++ % 7)) * 100);
        return [line, `${`23${line.slice(2, 11)}${String(cents).padStart(11, "0")}`.padEnd(74, " ")}000000`];
      });
      return { name: `${name}.d84`, bytes: Uint8Array.from(records.join("\r\n"), (c) => c.charCodeAt(0)) };
    };
    const pairs = [
      [first, second],
      [d84("Erster", 1), d84("Zweiter", 1.2)],
    ];
    for (const request of ["LV_Los01.X83", "LV_Los01.P83", "LV_Los01.D83"]) {
      for (const pair of pairs) {
        const result = compareOffers({ name: request, bytes: get(`real-world/${request}`).bytes }, pair);
        if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
        const ranking = result.ranking.map((r) => [r.file, Number(r.total), r.unpricedItems]);
        expect(ranking, request).toEqual([
          [pair[0]?.name, firstTotal, 0],
          [pair[1]?.name, expected, 0],
        ]);
      }
    }
  });
});
