import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { competitionRanks, divide, percentAbove, priceStatistics } from "../src/compare/arithmetic.js";
import { Decimal } from "../src/decimal.js";
import { compareOffers, convertToXlsx, formatIssue, type InputFile } from "../src/index.js";
import { readCells, rowsByFirstCell } from "./support/compare.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

const d = (text: string) => Decimal.parse(text) as Decimal;

describe("the arithmetic of the comparison", () => {
  it("leaves a missing price out of the mean and keeps a 0.00 in it", () => {
    const stats = priceStatistics([d("7.00"), undefined, d("0.00"), d("6")]);
    expect(stats?.lowest.toString()).toBe("0.00");
    expect(stats?.highest.toString()).toBe("7.00");
    expect(stats?.mean.toString()).toBe("4.333333");
    expect(stats?.count).toBe(3);
    expect(priceStatistics([undefined, undefined])).toBeUndefined();
  });

  it("divides exactly, rounding half away from zero", () => {
    expect(divide(d("2"), d("3"), 4)?.toString()).toBe("0.6667");
    expect(divide(d("-1"), d("8"), 2)?.toString()).toBe("-0.13");
    expect(divide(d("1.005"), d("1"), 2)?.toString()).toBe("1.01");
    expect(divide(d("1"), d("0"), 2)).toBeUndefined();
  });

  it("ranks ties alike and skips the ranks they take (1, 1, 3)", () => {
    expect(competitionRanks([d("10.00"), d("9.99"), d("10"), d("12")])).toEqual([2, 1, 2, 4]);
    expect(competitionRanks([d("5"), d("5"), d("7")])).toEqual([1, 1, 3]);
  });

  it("states the difference to the lowest in percent with two decimals", () => {
    expect(percentAbove(d("811.00"), d("750.50"))).toBe("8.06");
    expect(percentAbove(d("750.50"), d("750.50"))).toBe("0.00");
    expect(percentAbove(d("5"), d("0"))).toBe("");
  });
});

// A request with every kind of item GAEB sums differently, and three offers answering it.
const REQUEST = gaebXml({
  body:
    category(
      "01",
      "Rohbau",
      `<Itemlist>${[
        item("0010", "<Qty>10</Qty><QU>m2</QU>", "Normal"),
        item("0020", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>0</ALNSerNo><Qty>5</Qty><QU>St</QU>", "Grund"),
        item("0030", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>1</ALNSerNo><Qty>5</Qty><QU>St</QU>", "Alternativ"),
        item("0040", "<Provis>WithoutTotal</Provis><Qty>2</Qty><QU>St</QU>", "Bedarf ohne GB"),
        item("0050", "<Provis>WithTotal</Provis><Qty>3</Qty><QU>St</QU>", "Bedarf mit GB"),
        item("0060", "<LumpSumItem>Yes</LumpSumItem><QU>psch</QU>", "Pauschal"),
      ].join("")}</Itemlist>`,
    ) +
    category(
      "02",
      "Ausbau",
      `<Itemlist>${item("0010", "<Qty>4</Qty><QU>m</QU>", "Ausbau")}${item("0020", "<NotAppl>Yes</NotAppl><Qty>1</Qty><QU>St</QU>", "Entfällt")}</Itemlist>`,
    ),
});

type Price = string | "not offered" | undefined;

function offer(
  bidder: string | undefined,
  prices: Record<string, Price>,
  totals: { section01?: string; boq?: string; project?: string; currency?: string } = {},
): string {
  const items = (section: string) =>
    Object.entries(prices)
      .filter(([oz]) => oz.startsWith(`${section}.`))
      .map(([oz, price]) => {
        const rno = oz.split(".")[1];
        if (price === undefined) return "";
        const inner = price === "not offered" ? "<NotOffered>Yes</NotOffered>" : `<UP>${price}</UP>`;
        return `<Item RNoPart="${rno}">${inner}</Item>`;
      })
      .join("");
  const ctr = bidder ? `<CTR><Address><Name1>${bidder}</Name1></Address></CTR>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA84/3.3">
  <GAEBInfo><Version>3.3</Version><Date>2024-02-01</Date></GAEBInfo>
  <PrjInfo><NamePrj>${totals.project ?? "P1"}</NamePrj></PrjInfo>
  <Award><DP>84</DP><AwardInfo><Cur>${totals.currency ?? "EUR"}</Cur></AwardInfo>${ctr}
    <BoQ ID="B1"><BoQInfo><Name>LV1</Name>${totals.boq ?? ""}</BoQInfo>
      <BoQBody>
        <BoQCtgy RNoPart="01"><BoQBody><Itemlist>${items("01")}</Itemlist></BoQBody>${totals.section01 ?? ""}</BoQCtgy>
        <BoQCtgy RNoPart="02"><BoQBody><Itemlist>${items("02")}</Itemlist></BoQBody></BoQCtgy>
      </BoQBody>
    </BoQ>
  </Award>
</GAEB>`;
}

const file = (name: string, text: string): InputFile => ({ name, bytes: bytes(text) });
const request = file("lv.x83", REQUEST);
const alpha = file(
  "alpha.x84",
  offer(
    "Alpha Bau",
    {
      "01.0010": "10.00",
      "01.0020": "20.00",
      "01.0030": "18.00",
      "01.0040": "7.00",
      "01.0050": "30.00",
      "01.0060": "500.00",
      "02.0010": "25.00",
    },
    {
      section01:
        "<Totals><Total>790.00</Total><DiscountPcnt>10</DiscountPcnt><TotAfterDisc>711.00</TotAfterDisc></Totals>",
      boq: "<Totals><Total>811.00</Total></Totals>",
    },
  ),
);
const beta = file(
  "beta.x84",
  offer(
    "Beta GmbH",
    {
      "01.0010": "9.00",
      "01.0030": "15.00",
      "01.0040": "0.00",
      "01.0050": "not offered",
      "01.0060": "600.00",
      "02.0010": "25.00",
      "02.0030": "99.00",
    },
    {
      boq: "<Totals><Total>790.00</Total><DiscountPcnt>5</DiscountPcnt><TotAfterDisc>750.50</TotAfterDisc></Totals>",
    },
  ),
);
const gamma = file(
  "gamma.x84",
  offer(
    "Gamma AG",
    {
      "01.0010": "10.00",
      "01.0020": "20.00",
      "01.0040": "6.00",
      "01.0050": "30.00",
      "01.0060": "500.00",
      "02.0010": "25.00",
    },
    { boq: "<Totals><Total>900.00</Total></Totals>" },
  ),
);

describe("compareOffers", () => {
  it("sums as GAEB does, applies each bidder's discounts, checks its declared totals and ranks", () => {
    const result = compareOffers(request, [alpha, beta, gamma], { lang: "de" });
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    expect(result.currency).toBe("EUR");
    // Alpha's is the only complete offer: first, the incomplete ones after it, however low.
    expect(result.ranking.map(({ complete, missingItems, disagreeingTotals, ...row }) => row)).toEqual([
      {
        rank: 1,
        bidder: "Alpha Bau",
        file: "alpha.x84",
        // 01: 100 + 100 + 90 + 500 = 790, less 10 % = 711.00; 02: 100. The alternative and the optional item
        // without total are priced but not summed.
        total: "811.00",
        totalAfterDiscount: "811.00",
        differenceToLowest: "0.00",
        differencePercent: "0.00",
        unpricedItems: 0,
        declaredTotalsAgree: true,
        statedTotal: "811.00",
      },
      {
        rank: 2,
        bidder: "Beta GmbH",
        file: "beta.x84",
        total: "790.00",
        totalAfterDiscount: "750.50",
        differenceToLowest: "-60.50",
        differencePercent: "-7.46",
        unpricedItems: 2,
        declaredTotalsAgree: true,
        statedTotal: "790.00",
        statedAfterDiscount: "750.50",
      },
      {
        rank: 3,
        bidder: "Gamma AG",
        file: "gamma.x84",
        total: "890.00",
        totalAfterDiscount: "890.00",
        differenceToLowest: "79.00",
        differencePercent: "9.74",
        // The alternative 01.0030 it left out counts as unpriced; 02.0020 does not apply and does not.
        unpricedItems: 1,
        declaredTotalsAgree: false,
        // As stated, beside the 890.00 its unit prices give.
        statedTotal: "900.00",
      },
    ]);
    const codes = result.issues.map((i) => `${i.file}:${i.code}`);
    expect(codes).toEqual([
      "beta.x84:compare_items_not_in_request",
      "beta.x84:compare_items_unpriced",
      "gamma.x84:compare_items_unpriced",
      "gamma.x84:compare_declared_totals_differ",
    ]);
    const differ = result.issues.find((i) => i.code === "compare_declared_totals_differ");
    expect(formatIssue(differ ?? { code: "no_input", severity: "error" }, "en")).toBe(
      "gamma.x84: The totals the bidder states disagree with its own unit prices in 1 place, first at the grand total (stated 900.00, from the unit prices 890.00). The comparison calculates from the unit prices; clarify the difference with the bidder.",
    );
  });

  it("writes the statistics, the marks and the totals into the comparison sheet", () => {
    const result = compareOffers(request, [alpha, beta, gamma], { lang: "en" });
    if (!result.ok) throw new Error("comparison failed");
    const sheets = readCells(result.xlsx);
    expect([...sheets.keys()]).toEqual([
      "Price comparison",
      "Bidder ranking",
      "Evaluation",
      "Clarification",
      "Award note",
    ]);
    const rows = rowsByFirstCell(sheets.get("Price comparison") ?? new Map());
    // OZ, type, short text, quantity, unit, lowest, mean, highest, then per bidder UP, total, deviation.
    expect(rows.get("01.0040")?.slice(0, 17)).toEqual([
      "01.0040",
      "Optional item without total",
      "Bedarf ohne GB",
      "2",
      "St",
      "0",
      "4.333333",
      "7",
      "7",
      "14",
      "",
      "0",
      "0",
      "",
      "6",
      "12",
      "",
    ]);
    const alternative = rows.get("01.0030") ?? [];
    expect(alternative.slice(5, 8)).toEqual(["15", "16.5", "18"]);
    expect(alternative[14]).toBe("missing");
    expect(rows.get("01.0050")?.[11]).toBe("not offered");
    // 01.0010: 10, 9, 10; deviations from the lowest, 9.00.
    expect(rows.get("01.0010")?.slice(8, 11)).toEqual(["10", "100", "0.111111"]);
    expect(rows.get("01.0010")?.[13]).toBe("0");
    const ranking = rowsByFirstCell(sheets.get("Bidder ranking") ?? new Map());
    expect(ranking.get("2")?.slice(1, 10)).toEqual([
      "2: Beta GmbH",
      "beta.x84",
      "790",
      "-39.5",
      "750.5",
      "-60.5",
      "-0.0745992602",
      "2",
      "incomplete",
    ]);
  });

  it("writes the formulas filled down a column once, as shared formulas, and every cell still has its own", () => {
    const result = compareOffers(request, [alpha, beta, gamma]);
    if (!result.ok) throw new Error("comparison failed");
    const xml = new TextDecoder().decode(unzipSync(result.xlsx)["xl/worksheets/sheet1.xml"]);
    const masters = [...xml.matchAll(/<f t="shared" ref="([A-Z]+)(\d+):([A-Z]+)(\d+)" si="(\d+)">/g)];
    const followers = [...xml.matchAll(/<f t="shared" si="(\d+)"\/>/g)];
    expect(masters.length).toBeGreaterThan(10);
    // Each follower lies inside its master's range, in the same column.
    const ranges = new Map(masters.map((m) => [m[5], m]));
    for (const follower of xml.matchAll(/<c r="([A-Z]+)(\d+)"[^>]*><f t="shared" si="(\d+)"\/>/g)) {
      const master = ranges.get(follower[3] ?? "");
      expect(master?.[1]).toBe(follower[1]);
      expect(Number(follower[2])).toBeGreaterThan(Number(master?.[2]));
      expect(Number(follower[2])).toBeLessThanOrEqual(Number(master?.[4]));
    }
    expect(followers.length).toBeGreaterThan(masters.length);
    // The converter's sheets stay as they were: no shared formulas there.
    const converted = convertToXlsx([request]);
    if (!converted.ok) throw new Error("conversion failed");
    expect(new TextDecoder().decode(unzipSync(converted.xlsx)["xl/worksheets/sheet1.xml"])).not.toContain(
      't="shared"',
    );
  });

  it("measures deviations against a chosen bidder", () => {
    const result = compareOffers(request, [alpha, beta, gamma], { referenceBidder: 2 });
    if (!result.ok) throw new Error("comparison failed");
    const rows = rowsByFirstCell(readCells(result.xlsx).get("Preisspiegel") ?? new Map());
    // Against Gamma (10.00): Alpha 0 %, Beta -10 %; the reference cell names bidder 3.
    expect(rows.get("01.0010")?.[10]).toBe("0");
    expect(rows.get("01.0010")?.[13]).toBe("-0.1");
    expect(rows.get("Abweichung bezogen auf")?.[2]).toBe("3");
    // Gamma left the alternative out: there is nothing to measure against.
    expect(rows.get("01.0030")?.[10]).toBe("");
  });

  it("keeps a deviation a spreadsheet can hold exactly, even when one price is far above the other", () => {
    const cheap = file("cheap.x84", offer("Billig", { "01.0010": "0.03", "02.0010": "1.00" }));
    const dear = file("dear.x84", offer("Teuer", { "01.0010": "11647.94", "02.0010": "3.00" }));
    const result = compareOffers(request, [cheap, dear]);
    if (!result.ok) throw new Error("comparison failed");
    expect(result.issues.filter((issue) => issue.code === "formula_result_rounded")).toEqual([]);
    const rows = rowsByFirstCell(readCells(result.xlsx).get("Preisspiegel") ?? new Map());
    // 11647.94 / 0.03 - 1 = 388263.666…, six decimals of the ratio.
    expect(rows.get("01.0010")?.[13]).toBe("388263.666667");
  });

  it("gives equal totals the same rank", () => {
    const delta = file("delta.x84", new TextDecoder().decode(gamma.bytes).replace("Gamma AG", "Delta KG"));
    const result = compareOffers(request, [gamma, alpha, delta]);
    if (!result.ok) throw new Error("comparison failed");
    expect(result.ranking.map((row) => [row.rank, row.bidder, row.differenceToLowest])).toEqual([
      [1, "Alpha Bau", "0.00"],
      [2, "Gamma AG", "79.00"],
      [2, "Delta KG", "79.00"],
    ]);
  });

  it("refuses what cannot be compared, naming each file, in German and English", () => {
    const fail = (offers: InputFile[], req: InputFile = request) => {
      const result = compareOffers(req, offers);
      expect(result.ok).toBe(false);
      return result.issues.filter((i) => i.severity === "error");
    };
    expect(fail([alpha]).map((i) => i.code)).toEqual(["compare_too_few_offers"]);
    const other = file("other.x84", offer("Omega", { "01.0010": "1" }, { project: "P2" }));
    const dollars = file("usd.x84", offer("Dollar Inc", { "01.0010": "1" }, { currency: "USD" }));
    const twin = file("alpha-again.x84", new TextDecoder().decode(alpha.bytes).replace("7.00", "7.50"));
    const issues = fail([alpha, other, dollars, twin, alpha]);
    expect(issues.map((i) => `${i.file}:${i.code}`)).toEqual([
      "other.x84:compare_other_project",
      "usd.x84:compare_currency_mismatch",
      "alpha-again.x84:compare_same_bidder",
      "alpha.x84:compare_same_bidder",
    ]);
    expect(formatIssue(issues[0] as (typeof issues)[number], "de")).toContain(
      "other.x84: Das Angebot gehört zu einem anderen Projekt („P2“)",
    );
    expect(formatIssue(issues[1] as (typeof issues)[number], "en")).toContain("The offer is in USD");
    const renumbered = file(
      "renumbered.x84",
      offer("Neu", { "03.0010": "1", "03.0020": "2", "01.0099": "3" }).replace(
        /RNoPart="0[12]"/g,
        'RNoPart="03"',
      ),
    );
    expect(fail([alpha, renumbered]).map((i) => `${i.file}:${i.code}`)).toEqual([
      "renumbered.x84:compare_other_structure",
    ]);
    expect(fail([alpha, request]).map((i) => `${i.file}:${i.code}`)).toEqual([
      "lv.x83:compare_offer_phase_invalid",
    ]);
    expect(fail([alpha, beta], alpha).map((i) => `${i.file}:${i.code}`)).toEqual([
      "alpha.x84:compare_request_phase_invalid",
    ]);
    const anonymous = [
      file("a.x84", offer(undefined, { "01.0010": "1" })),
      file("b.x84", offer(undefined, {})),
    ];
    const named = compareOffers(request, anonymous);
    expect(named.ok && named.ranking.map((row) => row.bidder)).toEqual(["b", "a"]);
  });

  it("never throws, whatever it is handed", () => {
    const odd: unknown[] = [null, 3, "x", {}, [], [null], [{ name: 1 }], [{ name: "a", bytes: "no" }]];
    for (const value of odd) {
      const result = compareOffers(value as InputFile, value as InputFile[], value as never);
      expect(result.ok).toBe(false);
    }
    const wrongReference = compareOffers(request, [alpha, beta], { referenceBidder: 2 });
    expect(!wrongReference.ok && wrongReference.issues[0]?.code).toBe("input_invalid");
    // Offers cut short or with bytes changed: every one is compared or refused with a reason, none throws.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 60; round++) {
      const damaged = new Uint8Array(beta.bytes);
      for (let k = 0; k < 4; k++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      const cut = damaged.subarray(0, round % 2 ? damaged.length : Math.floor(random() * damaged.length));
      const result = compareOffers(request, [alpha, { name: "damaged.x84", bytes: cut }]);
      expect(result.ok || result.issues.some((i) => i.severity === "error")).toBe(true);
      expect(result.issues.every((i) => i.code !== "internal_error")).toBe(true);
    }
    const garbage = compareOffers(request, [alpha, file("junk.x84", "not gaeb at all")]);
    expect(!garbage.ok && garbage.issues.map((i) => `${i.file}:${i.code}`)).toEqual(["junk.x84:not_xml"]);
  });
});
