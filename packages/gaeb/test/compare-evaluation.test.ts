import { describe, expect, it } from "vitest";
import {
  compareOffers,
  type EvaluationOptions,
  type EvaluationRow,
  evaluateComparison,
  formatIssue,
} from "../src/index.js";
import { readCells } from "./support/compare.js";
import {
  ANTON,
  BERTA,
  CARL,
  EVALUATION_REQUEST,
  EVALUATION_REQUEST_WITH_RATES,
  fixtureOffer,
} from "./support/evaluation-fixture.js";
import { bytes, gaebXml } from "./support/gaeb.js";

const OFFERS = [ANTON, BERTA, CARL].map(fixtureOffer);

function compare(evaluation?: EvaluationOptions, lang: "de" | "en" = "de") {
  const result = compareOffers(EVALUATION_REQUEST, OFFERS, { lang, ...(evaluation ? { evaluation } : {}) });
  if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  return result;
}

const byName = (rows: readonly EvaluationRow[]) => new Map(rows.map((row) => [row.bidder, row]));

/**
 * Worked out by hand from the fixture's quantities and prices (see `support/evaluation-fixture.ts`):
 * Anton  01: 1000 + 800 (base 0040); 02: (400 + 120) × 0.9 = 468           → 2268.00
 * Berta  01: 1100 + 880; 02: 200 + 132 = 2312, 2 % off                     → 2265.76
 * Carl   01: 750 + 600; 02: (300 + 90) × 0.9 = 351                         → 1701.00
 * With the Bedarfspositionen (0020 with and 0030 without total): Anton + 200 + 150, Berta + 220 + 75 (then 2 %
 * off), Carl + 150 + 112.50. Group 1 alternative 1 instead of 0040: Anton -800 + 700, Berta -880 + 770, Carl -600
 * + 525. Group 1 alternative 2 and group 2 alternative 1 with the Bedarfspositionen: Anton 1000 + 1000 + (400 + 90)
 * × 0.9 + 350 = 2791.00; Berta (1100 + 1100 + 200 + 99 + 295) × 0.98 = 2738.12; Carl 750 + 750 + (300 + 67.50) ×
 * 0.9 + 262.50 = 2093.25.
 */
const HAND: Array<{ options: EvaluationOptions; totals: Record<string, string> }> = [
  { options: {}, totals: { [ANTON.name]: "2268.00", [BERTA.name]: "2265.76", [CARL.name]: "1701.00" } },
  {
    options: { provisional: true },
    totals: { [ANTON.name]: "2618.00", [BERTA.name]: "2554.86", [CARL.name]: "1963.50" },
  },
  {
    options: { alternatives: { "1": 1 } },
    totals: { [ANTON.name]: "2168.00", [BERTA.name]: "2157.96", [CARL.name]: "1626.00" },
  },
  {
    options: { provisional: true, alternatives: { "1": 2, "2": 1 } },
    totals: { [ANTON.name]: "2791.00", [BERTA.name]: "2738.12", [CARL.name]: "2093.25" },
  },
];

describe("the evaluation for the award (Wertung)", () => {
  it.each(HAND)("equals the hand calculation with %j", ({ options, totals }) => {
    const result = compare(options);
    const rows = byName(result.evaluation);
    for (const [bidder, total] of Object.entries(totals))
      expect(rows.get(bidder)?.evaluatedTotal, bidder).toBe(total);
    // Ranked by it, lowest first; the same from the plain data the site evaluates again.
    const sorted = Object.entries(totals).sort((a, b) => Number(a[1]) - Number(b[1]));
    expect(result.evaluation.map((row) => row.bidder)).toEqual(sorted.map(([bidder]) => bidder));
    expect(result.evaluation.map((row) => row.rank)).toEqual([1, 2, 3]);
    const again = evaluateComparison(compare().evaluationData, options);
    expect(again.ok && again.evaluation).toEqual(result.evaluation);
  });

  it("shows each part: base, Bedarf, alternatives, discount, net and gross", () => {
    const rows = byName(compare({ alternatives: { "1": 1 } }).evaluation);
    expect(rows.get(BERTA.name)).toMatchObject({
      baseTotal: "2312.00",
      provisionalTotal: "295.00",
      alternativesDifference: "-110.00",
      net: "2202.00",
      evaluatedTotal: "2157.96",
      // 2157.96 + 19 % VAT (410.01), the rate every offer states.
      gross: "2567.97",
      complete: true,
    });
    // Anton's 10 % on section 02 applies to what is chosen there: the Bedarf of section 01 is not discounted.
    expect(rows.get(ANTON.name)).toMatchObject({ baseTotal: "2268.00", provisionalTotal: "350.00" });
  });

  it("taxes each item at its own VAT rate where the request gives one, the rest at the offers' rate", () => {
    const result = compareOffers(EVALUATION_REQUEST_WITH_RATES, OFFERS, {
      evaluation: { provisional: true, alternatives: { "2": 1 } },
    });
    if (!result.ok) throw new Error("not compared");
    const rows = byName(result.evaluation);
    // Berta: 2400.00 at 19 % (456.00) and 01.0030 and 02.0030, 174.00, at 7 % (12.18): 468.18, less her 2 % as the
    // net is: 458.82 on 2522.52.
    expect(rows.get(BERTA.name)).toMatchObject({ evaluatedTotal: "2522.52", gross: "2981.34" });
    // Anton: 2360.00 at 19 % (448.40), 150.00 + 81.00 (after his 10 % on section 02) at 7 % (16.17).
    expect(rows.get(ANTON.name)).toMatchObject({ evaluatedTotal: "2591.00", gross: "3055.57" });
  });

  it("names each bidder's lowest combination, for information", () => {
    const rows = byName(compare().evaluation);
    // Anton: 1 → alternative 1 (700 < 800 < 1000), 2 → alternative 1 (81 < 108 after 10 %).
    expect(rows.get(ANTON.name)?.cheapest).toEqual({
      alternatives: { "1": 1, "2": 1 },
      evaluatedTotal: "2141.00",
    });
  });

  it("lists the unit prices far from the others' mean, and follows the threshold and the reference", () => {
    const rows = byName(compare().evaluation);
    expect(rows.get(BERTA.name)?.unusualPrices).toEqual([
      {
        oz: "01.0030",
        shortText: "Steine beseitigen",
        unitPrice: "15.00",
        reference: "26.25",
        deviationPercent: "-42.86",
      },
      {
        oz: "02.0010",
        shortText: "Mauerwerk",
        unitPrice: "4.00",
        reference: "7.00",
        deviationPercent: "-42.86",
      },
    ]);
    expect(rows.get(ANTON.name)?.unusualPrices.map((price) => [price.oz, price.deviationPercent])).toEqual([
      ["01.0030", "60.00"],
      ["02.0010", "60.00"],
    ]);
    expect(rows.get(CARL.name)?.unusualPrices).toEqual([]);
    // Carl lies 28.57 % below the others' mean on seven items: unusual from 25 %.
    const lower = byName(compare({ unusualPercent: 25 }).evaluation);
    expect(lower.get(CARL.name)?.unusualPrices.map((price) => price.deviationPercent)).toEqual(
      Array(7).fill("-28.57"),
    );
    // Exactly at the threshold is not beyond it: 60 % is not more than 60 %.
    const at = byName(compare({ unusualPercent: "60" }).evaluation);
    expect(at.get(ANTON.name)?.unusualPrices).toEqual([]);
    expect(
      byName(compare({ unusualReference: "median" }).evaluation).get(BERTA.name)?.unusualPrices,
    ).toHaveLength(2);
  });

  it("marks the offer further below the next complete one, or the estimate, than the threshold", () => {
    const rows = byName(compare({ estimate: "2500" }).evaluation);
    // Carl 1701.00 against Berta's 2265.76 next above it: 24.93 % below; 31.96 % below the estimate of 2500.
    expect(rows.get(CARL.name)?.lowAgainstNext).toEqual({
      bidder: BERTA.name,
      evaluatedTotal: "2265.76",
      percentBelow: "24.93",
    });
    expect(rows.get(CARL.name)?.lowAgainstEstimate).toEqual({ estimate: "2500.00", percentBelow: "31.96" });
    expect(rows.get(BERTA.name)?.lowAgainstNext).toBeUndefined();
    expect(rows.get(ANTON.name)?.lowAgainstEstimate).toBeUndefined();
    // From 25 % on, Carl is no longer unusually low against Berta, still against the estimate.
    const looser = byName(compare({ estimate: "2500", lowPercent: 25 }).evaluation);
    expect(looser.get(CARL.name)?.lowAgainstNext).toBeUndefined();
    expect(looser.get(CARL.name)?.lowAgainstEstimate?.percentBelow).toBe("31.96");
  });

  it("writes the Wertung and Aufklärung sheets with the settings as cells, in German and English", () => {
    const german = readCells(compare({ provisional: true, alternatives: { "1": 2 }, estimate: "2500" }).xlsx);
    expect([...german.keys()]).toEqual([
      "Preisspiegel",
      "Bieterrangfolge",
      "Wertung",
      "Aufklärung",
      "Vergabevermerk",
    ]);
    const wertung = german.get("Wertung") ?? new Map();
    expect(wertung.get("A7")?.value).toBe("Bedarfspositionen werten");
    expect(wertung.get("C7")?.value).toBe("ja");
    expect(wertung.get("C9")?.value).toBe("30");
    expect(wertung.get("C10")?.value).toBe("Mittelwert");
    expect(wertung.get("C12")?.value).toBe("2500");
    expect(wertung.get("A15")?.value).toBe("1");
    expect(wertung.get("B15")?.value).toBe("2");
    expect(wertung.get("C15")?.value).toContain("2 = Wahlposition 2: Naturstein (OZ 01.0060)");
    const values = [...wertung.values()].map((cell) => cell.value);
    expect(values).toContain("ungewöhnlich niedrig");
    const aufklaerung = [...(german.get("Aufklärung") ?? new Map()).values()].map((cell) => cell.value);
    expect(aufklaerung).toContain("Bieter 2: Berta Hochbau AG");
    expect(aufklaerung).toContain("Mauerwerk");
    const english = readCells(compare({}, "en").xlsx);
    expect([...english.keys()]).toEqual([
      "Price comparison",
      "Bidder ranking",
      "Evaluation",
      "Clarification",
      "Award note",
    ]);
    expect(english.get("Evaluation")?.get("C7")?.value).toBe("no");
  });

  it("keeps every formula within Excel's 8,192 characters, with 300 Wahl groups and 50 bidders", () => {
    const items = Array.from({ length: 300 }, (_, g) =>
      [0, 1]
        .map(
          (serial) =>
            `<Item RNoPart="${String(g * 2 + serial + 1).padStart(4, "0")}"><ALNGroupNo>${g + 1}</ALNGroupNo><ALNSerNo>${serial}</ALNSerNo><Qty>1</Qty><QU>St</QU>${"<Description><CompleteText><OutlineText><OutlTxt><TextOutlTxt><p><span>Wahl</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>"}</Item>`,
        )
        .join(""),
    ).join("");
    const body = `<BoQCtgy RNoPart="01"><LblTx><p><span>Wahl</span></p></LblTx><BoQBody><Itemlist>${items}</Itemlist></BoQBody></BoQCtgy>`;
    const request = { name: "wahl.x83", bytes: bytes(gaebXml({ body })) };
    // Every alternative at half its base's price: each bidder's lowest combination takes all 300.
    const offers = Array.from({ length: 50 }, (_, b) => {
      const priced = Array.from({ length: 600 }, (_, i) => {
        const price = i % 2 === 0 ? b + 2 : (b + 2) / 2;
        return `<Item RNoPart="${String(i + 1).padStart(4, "0")}"><UP>${price.toFixed(2)}</UP></Item>`;
      }).join("");
      const xml = gaebXml({
        phase: "84",
        award: `<CTR><Address><Name1>Bieter ${b + 1}</Name1></Address></CTR>`,
        body: `<BoQCtgy RNoPart="01"><BoQBody><Itemlist>${priced}</Itemlist></BoQBody></BoQCtgy>`,
      });
      return { name: `b${b}.x84`, bytes: bytes(xml) };
    });
    const alternatives = Object.fromEntries(Array.from({ length: 300 }, (_, g) => [String(g + 1), 1]));
    const result = compareOffers(request, offers, { evaluation: { alternatives } });
    if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
    expect(result.evaluationData.groups).toHaveLength(300);
    expect(
      Object.values(result.evaluation[0]?.cheapest.alternatives ?? {}).every((serial) => serial === 1),
    ).toBe(true);
    let longest = 0;
    for (const cells of readCells(result.xlsx).values())
      for (const cell of cells.values()) longest = Math.max(longest, cell.formula?.length ?? 0);
    expect(longest).toBeGreaterThan(100);
    expect(longest).toBeLessThanOrEqual(8192);
  });

  it("never throws, whatever options or data it is handed", () => {
    const values: unknown[] = [
      undefined,
      null,
      0,
      -1,
      1e300,
      Number.NaN,
      "",
      "12,5",
      "1e5",
      " 30 ",
      true,
      [],
      {},
      { "1": "x" },
      { "1": -1 },
      { __proto__: { "1": 1 } },
      "x".repeat(10_000),
      Symbol("s"),
      () => 1,
    ];
    const keys = [
      "provisional",
      "alternatives",
      "unusualPercent",
      "unusualReference",
      "lowPercent",
      "estimate",
      "vatPercent",
    ];
    const data = compare().evaluationData;
    for (const key of keys)
      for (const value of values) {
        const options = { [key]: value } as never;
        expect(() => evaluateComparison(data, options)).not.toThrow();
        const result = compareOffers(EVALUATION_REQUEST, OFFERS, { evaluation: options });
        expect(result.ok || result.issues.length > 0, `${key}: ${String(value)}`).toBe(true);
      }
    for (const broken of [null, {}, { groups: 5 }, { ...data, bidders: [null] }, { ...data, items: [{}] }])
      expect(evaluateComparison(broken as never).ok).toBe(false);
  });

  it("refuses a Wahl group or an alternative the LV does not have, and options out of bounds, in both languages", () => {
    const unknown = compareOffers(EVALUATION_REQUEST, OFFERS, { evaluation: { alternatives: { "7": 1 } } });
    expect(unknown.ok).toBe(false);
    expect(unknown.issues.map((issue) => formatIssue(issue, "de")).join()).toContain(
      "Das Leistungsverzeichnis hat keine Wahlgruppe 7; seine Wahlgruppen sind 1, 2.",
    );
    const serial = compareOffers(EVALUATION_REQUEST, OFFERS, { evaluation: { alternatives: { "2": 2 } } });
    expect(serial.issues.map((issue) => formatIssue(issue, "en")).join()).toContain(
      "no alternative 2 in alternative group 2. Choose 0, 1",
    );
    for (const evaluation of [
      { unusualPercent: -1 },
      { lowPercent: "zwanzig" },
      { estimate: 0 },
      { alternatives: { "1": 1.5 } },
      { unusualReference: "mode" },
      { provisional: "ja" },
      [],
    ]) {
      const result = compareOffers(EVALUATION_REQUEST, OFFERS, { evaluation } as never);
      expect(result.ok, JSON.stringify(evaluation)).toBe(false);
      expect(result.issues[0]?.code).toBe("input_invalid");
    }
    expect(evaluateComparison(compare().evaluationData, { alternatives: { "9": 1 } }).ok).toBe(false);
  });
});
