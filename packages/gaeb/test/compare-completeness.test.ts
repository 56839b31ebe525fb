import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli/main.js";
import { compareOffers, formatIssue, type InputFile } from "../src/index.js";
import { COMPARISON_STYLE } from "../src/xlsx/styles.js";
import { readCells, rowOf, rowsByFirstCell, styleOf } from "./support/compare.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

// A request of two sections: 01 with three items, 02 with twelve, each 10 units.
const SECOND = Array.from({ length: 12 }, (_, i) => `${(i + 1) * 10}`.padStart(4, "0"));
const REQUEST = gaebXml({
  body:
    category(
      "01",
      "Rohbau",
      `<Itemlist>${["0010", "0020", "0030"].map((n) => item(n, "<Qty>10</Qty><QU>m2</QU>")).join("")}</Itemlist>`,
    ) +
    category(
      "02",
      "Ausbau",
      `<Itemlist>${SECOND.map((n) => item(n, "<Qty>10</Qty><QU>St</QU>")).join("")}</Itemlist>`,
    ),
});

/**
 * An offer (phase 84) as a bidder's software writes it: unit prices, the item totals it states (`IT`), the section
 * and LV totals it states. `price` gives each OZ's unit price, undefined to leave it out.
 */
function offer(
  bidder: string,
  price: (oz: string) => number | undefined,
  stated: { item?: Record<string, string>; section01?: string; boq?: string } = {},
): InputFile {
  const items = (section: string, numbers: readonly string[]) =>
    numbers
      .map((n) => {
        const up = price(`${section}.${n}`);
        if (up === undefined) return "";
        const it = stated.item?.[`${section}.${n}`] ?? (up * 10).toFixed(2);
        return `<Item RNoPart="${n}"><UP>${up.toFixed(2)}</UP><IT>${it}</IT></Item>`;
      })
      .join("");
  const totals = (total: string | undefined) => (total ? `<Totals><Total>${total}</Total></Totals>` : "");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA84/3.3">
  <GAEBInfo><Version>3.3</Version><Date>2024-02-01</Date></GAEBInfo>
  <PrjInfo><NamePrj>P1</NamePrj></PrjInfo>
  <Award><DP>84</DP><AwardInfo><Cur>EUR</Cur></AwardInfo><CTR><Address><Name1>${bidder}</Name1></Address></CTR>
    <BoQ ID="B1"><BoQInfo><Name>LV1</Name>${totals(stated.boq)}</BoQInfo>
      <BoQBody>
        <BoQCtgy RNoPart="01"><BoQBody><Itemlist>${items("01", ["0010", "0020", "0030"])}</Itemlist></BoQBody>${totals(stated.section01)}</BoQCtgy>
        <BoQCtgy RNoPart="02"><BoQBody><Itemlist>${items("02", SECOND)}</Itemlist></BoQBody></BoQCtgy>
      </BoQBody>
    </BoQ>
  </Award>
</GAEB>`;
  return { name: `${bidder.split(" ")[0]?.toLowerCase()}.x84`, bytes: bytes(xml) };
}

const request: InputFile = { name: "lv.x83", bytes: bytes(REQUEST) };
// Complete, 15 items at 10.00: 1,500.00. It states 01.0010 as 110.00 (10 × 10.00 is 100.00), section 01 as 310.00
// (its items give 300.00) and the LV as 1,510.00.
const full = offer("Voll AG", () => 10, {
  item: { "01.0010": "110.00" },
  section01: "310.00",
  boq: "1510.00",
});
// Complete and dearer: 1,650.00; states nothing that disagrees.
const dear = offer("Teuer KG", () => 11, { section01: "330.00", boq: "1650.00" });
// The cheapest by far, 200.00, because it prices only two items: 13 are missing.
const gaps = offer("Lücke GmbH", (oz) => (oz === "01.0010" || oz === "01.0030" ? 10 : undefined));

function compare(lang: "de" | "en" = "de") {
  const result = compareOffers(request, [gaps, full, dear], { lang });
  if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
  return result;
}

describe("stated totals that disagree, item and section level too", () => {
  it("shows each disagreeing stated total in red below its line, never counted", () => {
    const result = compare();
    const cells = readCells(result.xlsx).get("Preisspiegel") ?? new Map();
    const rowOfOz = (oz: string) =>
      rowOf([...cells.values()].find((c) => c.value === oz && c.ref.startsWith("A"))?.ref ?? "");
    // Voll AG is bidder 2: unit price in L, total in M.
    const item = rowOfOz("01.0010");
    expect(cells.get(`M${item}`)?.value).toBe("100");
    expect([cells.get(`C${item + 1}`)?.value, cells.get(`M${item + 1}`)?.value]).toEqual([
      "GP laut Angebot",
      "110",
    ]);
    expect(styleOf(result.xlsx, 1, `M${item + 1}`)).toBe(COMPARISON_STYLE.statedMismatch);
    const section = rowOfOz("01");
    expect(cells.get(`M${section}`)?.value).toBe("300");
    expect([cells.get(`C${section + 1}`)?.value, cells.get(`M${section + 1}`)?.value]).toEqual([
      "Summe 01 laut Angebot",
      "310",
    ]);
    // Teuer KG states what its prices give: nothing below its lines.
    expect(cells.get(`P${item + 1}`)).toBeUndefined();
    expect(cells.get(`P${section + 1}`)).toBeUndefined();
    // The stated figures count nowhere: the LV total is what the unit prices give.
    const rows = rowsByFirstCell(cells);
    expect(result.ranking.find((r) => r.bidder === "Voll AG")?.total).toBe("1500.00");
    expect(rows.get("02")?.[12]).toBe("1200");
  });

  it("says in the ranking which stated totals disagree, by kind and OZ", () => {
    const result = compare();
    const full = result.ranking.find((r) => r.bidder === "Voll AG");
    expect(full?.declaredTotalsAgree).toBe(false);
    expect(full?.disagreeingTotals).toEqual([
      { level: "item", where: "01.0010", stated: "110.00", computed: "100.00" },
      { level: "section", where: "01", stated: "310.00", computed: "300.00" },
      { level: "boq", where: "", stated: "1510.00", computed: "1500.00" },
    ]);
    const sheet = readCells(result.xlsx).get("Bieterrangfolge") ?? new Map();
    const notes = [...sheet.values()].map((c) => c.value);
    expect(notes).toContain(
      "Summen laut Angebot weichen von den Einheitspreisen ab: GP 01.0010; Summe 01; Angebotssumme",
    );
    expect(result.ranking.find((r) => r.bidder === "Teuer KG")?.disagreeingTotals).toEqual([]);
  });
});

describe("an incomplete offer (VOB/A § 16)", () => {
  it("ranks after every complete offer, however low its total, and is never the lowest", () => {
    const result = compare();
    expect(
      result.ranking.map((r) => [r.rank, r.bidder, r.totalAfterDiscount, r.complete, r.differenceToLowest]),
    ).toEqual([
      [1, "Voll AG", "1500.00", true, "0.00"],
      [2, "Teuer KG", "1650.00", true, "150.00"],
      [3, "Lücke GmbH", "200.00", false, "-1300.00"],
    ]);
    const gaps = result.ranking[2];
    expect(gaps?.missingItems).toEqual(["01.0020", ...SECOND.map((n) => `02.${n}`)]);
    expect(gaps?.unpricedItems).toBe(13);
    // The Preisspiegel says so over the bidder's columns.
    const names = [...(readCells(result.xlsx).get("Preisspiegel") ?? new Map()).values()].map((c) => c.value);
    expect(names).toContain("1: Lücke GmbH (unvollständig)");
    expect(names).toContain("2: Voll AG");
  });

  it("is marked in the ranking sheet, not green, with the missing items named", () => {
    const result = compare();
    const sheet = readCells(result.xlsx).get("Bieterrangfolge") ?? new Map();
    const rows = rowsByFirstCell(sheet);
    // Rank, bidder, file, total, adjustment, after adjustment, difference, %, unpriced, complete.
    expect(rows.get("1")?.slice(1, 10)).toEqual([
      "2: Voll AG",
      "voll.x84",
      "1500",
      "",
      "1500",
      "0",
      "0",
      "0",
      "ja",
    ]);
    expect(rows.get("3")?.slice(1, 10)).toEqual([
      "1: Lücke GmbH",
      "lücke.x84",
      "200",
      "",
      "200",
      "-1300",
      "-0.8666666667",
      "13",
      "unvollständig",
    ]);
    const rowOfRank = (rank: string) =>
      rowOf([...sheet.values()].find((c) => c.ref.startsWith("A") && c.value === rank)?.ref ?? "");
    expect(styleOf(result.xlsx, 2, `F${rowOfRank("1")}`)).toBe(COMPARISON_STYLE.lowestPrice);
    expect(styleOf(result.xlsx, 2, `F${rowOfRank("3")}`)).not.toBe(COMPARISON_STYLE.lowestPrice);
    // Red on pink like a missing price, centred so that it stands clear of the count before it.
    expect(styleOf(result.xlsx, 2, `J${rowOfRank("3")}`)).toBe(COMPARISON_STYLE.verdictAgainst);
    // The rank is live: complete offers first, whatever a reviewer types into the comparison.
    expect(sheet.get(`A${rowOfRank("3")}`)?.formula).toContain("COUNTIF(");
    const notes = [...sheet.values()].map((c) => c.value);
    expect(notes).toContain(
      "Unvollständig, nach den vollständigen Angeboten gereiht (VOB/A § 16): 13 Positionen ohne Preis oder Zuschlagssatz: 01.0020, 02.0010, 02.0020, 02.0030, 02.0040, 02.0050, 02.0060, 02.0070, 02.0080, 02.0090 und 3 weitere",
    );
  });

  it("reads the same in English", () => {
    const result = compare("en");
    const notes = [...(readCells(result.xlsx).get("Bidder ranking") ?? new Map()).values()].map(
      (c) => c.value,
    );
    expect(notes).toContain(
      "Totals as stated disagree with the unit prices: Item total 01.0010; Section total 01; Offer total",
    );
    expect(
      notes.some((note) =>
        note.startsWith("Incomplete, ranked after the complete offers (VOB/A § 16): 13 items"),
      ),
    ).toBe(true);
  });
});

describe("gaeb2xlsx compare with an incomplete offer", () => {
  it("prints the complete offers first and says which is incomplete, below the lowest without a plus", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gaeb-compare-"));
    try {
      const paths = [request, gaps, full, dear].map((file) => {
        const path = join(dir, file.name);
        writeFileSync(path, file.bytes);
        return path;
      });
      let stdout = "";
      const sink = (write: (text: string) => void) =>
        new Writable({
          write(chunk, _encoding, done) {
            write(chunk.toString());
            done();
          },
        });
      const io = { stdout: sink((text) => (stdout += text)), stderr: sink(() => {}) };
      const code = await main(["compare", ...paths, "-o", join(dir, "p.xlsx"), "--lang", "en"], io);
      expect(code).toBe(0);
      expect(stdout.trim().split("\n")).toEqual([
        "1\tVoll AG\t1,500.00 EUR\t+0.00 %\tstated totals disagree",
        "2\tTeuer KG\t1,650.00 EUR\t+10.00 %",
        "3\tLücke GmbH\t200.00 EUR\t-86.67 %\tincomplete: 13 not priced",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
