import { describe, expect, it } from "vitest";
import { columnName } from "../src/xlsx/column-letters.js";
import { COMPARISON_STYLE } from "../src/xlsx/styles.js";
import { cli, expectedFigures } from "./support/acceptance.js";
import { styleOf } from "./support/compare.js";
import { requireCorpus } from "./support/corpus.js";
import { type Bid, estimate, read } from "./support/estimator.js";
import {
  findPdftotext,
  findSoffice,
  printWithLibreOffice,
  recalculateWithLibreOffice,
} from "./support/libreoffice.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Acceptance procurement SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Acceptance procurement");
const pdftotext = findPdftotext();
if (!pdftotext) {
  if (process.env.CI) throw new Error("pdftotext is required in CI: install poppler-utils");
  process.stderr.write("\n*** Acceptance procurement SKIPPED: pdftotext not found ***\n\n");
}

/** Doctors an offer as a bidder's program might: a wrong item total, a wrong section total, a wrong LV total. */
function wrongTotals(xml: string): string {
  const plus = (value: string, by: number) => (Number(value) + by).toFixed(2);
  return xml
    .replace(/<IT>([\d.]+)<\/IT>/, (_, v) => `<IT>${plus(v, 100)}</IT>`)
    .replace(/(<BoQCtgy ID="C02"[\s\S]*?<Totals><Total>)([\d.]+)/, (_, head, v) => `${head}${plus(v, 50)}`)
    .replace(
      /<TotAfterDisc>([\d.]+)<\/TotAfterDisc>/,
      (_, v) => `<TotAfterDisc>${plus(v, -10)}</TotAfterDisc>`,
    );
}

describe.runIf(soffice && corpus && pdftotext)("procurement office", () => {
  it("compares four bidders' offers: markups at each one's rate, wrong totals red, the incomplete one last", async () => {
    const path = "synthetic/markup.x83";
    const bids: Bid[] = [
      { bidder: "Anton Bau GmbH", factor: 1, rate: "10%", rateValue: "10", locale: "de-DE" },
      { bidder: "Berta Hoch- und Tiefbau AG", factor: 0.9, rate: "5", rateValue: "5", locale: "en-US" },
      { bidder: "Carl Erdbau KG", factor: 1.1, rate: "0,08", rateValue: "8", locale: "de-DE" },
      {
        bidder: "Dora Günstig e. K.",
        factor: 0.5,
        rate: "12 %",
        rateValue: "12",
        locale: "de-DE",
        leaveOut: 0,
      },
    ];
    const made = [];
    for (const bid of bids) made.push(await estimate(soffice as string, path, bid));
    const files: Record<string, Uint8Array> = {};
    made.forEach((m, n) => {
      let xml = new TextDecoder().decode(m.x84);
      if (n === 1) xml = wrongTotals(xml);
      // Carl states no markup figure: the comparison computes it from his base and rate.
      if (n === 2)
        xml = xml.replace(/(<MarkupItem[^>]*>(?:(?!<\/MarkupItem>)[\s\S])*?)<IT>[\d.]+<\/IT>/g, "$1");
      files[`bieter${n + 1}.x84`] = new TextEncoder().encode(xml);
    });
    expect(new TextDecoder().decode(files["bieter3.x84"])).not.toMatch(
      /<MarkupItem[^>]*>(?:(?!<\/MarkupItem>)[\s\S])*<IT>/,
    );
    const expected = made.map((m) => expectedFigures(m.request, m.typed));
    const inputs = { "request.x83": read(path), ...files };
    const result = await cli(["compare", "request.x83", ...Object.keys(files)], inputs, "ps.xlsx");
    expect(result.code, result.stderr).toBe(0);
    const ranking = result.stdout
      .trim()
      .split("\n")
      .map((line) => line.split("\t"));
    // Complete offers by their total after discount, the incomplete one after them whatever its total.
    const complete = [0, 1, 2].sort(
      (a, b) => Number(expected[a]?.afterDiscount) - Number(expected[b]?.afterDiscount),
    );
    expect(ranking.map((line) => line[1])).toEqual([...complete, 3].map((n) => bids[n]?.bidder));
    const german = (v: string) => Number(v).toLocaleString("de-DE", { minimumFractionDigits: 2 });
    ranking.forEach((line, rank) => {
      const n = [...complete, 3][rank] as number;
      expect(line[2], line[1]).toBe(`${german(expected[n]?.afterDiscount ?? "")} EUR`);
    });
    expect(ranking[3]?.[4]).toMatch(/^unvollständig: 1 nicht bepreist/);
    expect(ranking.find((line) => line[1] === bids[1]?.bidder)?.[4]).toBe("Summen laut Angebot weichen ab");
    expect(result.stderr).toMatch(
      /bieter2\.x84: Die Summen, die der Bieter angibt, stimmen an 3 Stellen nicht/,
    );
    expect(result.stderr).toMatch(
      /bieter4\.x84: 1 Position hat der Bieter nicht bepreist oder nicht angeboten: 01\.0010\./,
    );
    // Carl once more with neither figure nor rate: one message asks for his rate, none counts it as an item.
    const noRate = new TextDecoder().decode(files["bieter3.x84"]).replace(/<Markup>[\d.]+<\/Markup>/g, "");
    const again = await cli(
      ["compare", "request.x83", "bieter1.x84", "bieter3.x84"],
      { ...inputs, "bieter3.x84": new TextEncoder().encode(noRate) },
      "ps.xlsx",
    );
    expect(again.stderr).toContain("Carl Erdbau KG gibt für 2 Zuschlagspositionen 01.0090, 01.0091 keinen");
    expect(again.stderr).not.toMatch(/nicht bepreist oder nicht angeboten/);
    expect(again.stdout).toMatch(/Carl Erdbau KG.*unvollständig/);
    const xlsx = result.file as Uint8Array;
    const recalculated = recalculateWithLibreOffice(soffice as string, { ps: xlsx }).get("ps") ?? new Map();
    const sheet: string[][] = recalculated.get("Preisspiegel") ?? [];
    const header = sheet.find((r) => r[0] === "OZ") ?? [];
    const gp = header.flatMap((title, c) => (title === "GP" ? [c] : []));
    // Each bidder's markup figures are his own base × his own rate, also where he states none.
    for (const oz of ["01.0090", "01.0091"]) {
      const row = sheet.find((r) => r[0] === oz) ?? [];
      expect(
        gp.map((c) => Number(row[c]).toFixed(2)),
        oz,
      ).toEqual(expected.map((e) => e.markups.get(oz)?.total));
    }
    // LibreOffice's own sums of the ranking sheet: every bidder's total after discount.
    const summary: string[][] = recalculated.get("Bieterrangfolge") ?? [];
    for (const [n, bid] of bids.entries()) {
      const row = summary.find((r) => r[1]?.endsWith(bid.bidder)) ?? [];
      expect(
        row.map((v) => Number(v).toFixed(2)),
        bid.bidder,
      ).toContain(expected[n]?.afterDiscount);
    }
    // Stated totals that disagree: Berta's at item, section and LV level, each beside its computed figure.
    const berta = gp[1] as number;
    const red = [COMPARISON_STYLE.statedMismatch, COMPARISON_STYLE.totalMismatch];
    const statedFigures = sheet.flatMap((r, i) => {
      if (!r.some((v) => /laut Angebot/.test(v)) || !r[berta]) return [];
      const style = styleOf(xlsx, 1, `${columnName(berta)}${i + 1}`) as never;
      return red.includes(style) ? [Number(r[berta]).toFixed(2)] : [];
    });
    const lvStated = (Number(expected[1]?.afterDiscount) - 10).toFixed(2);
    expect(statedFigures).toEqual(expect.arrayContaining(["1335.00", "50.00", lvStated]));
    // The ranking names the LV as the comparison does, by name and label.
    expect(summary.find((r) => r[0] === "Leistungsverzeichnis")?.[2]).toBe(
      "LV Zuschlaege – Zuschlaege und Hinweise",
    );
    const printed = printWithLibreOffice(soffice as string, pdftotext as string, { ps: xlsx }).get("ps");
    const words = printed?.words ?? [];
    expect(words.filter((w) => w.text.includes("###"))).toEqual([]);
    // On the ranking page the yes/no words stand clear of the count before them, not read on as "0 ja".
    const last = words.filter((w) => w.page === printed?.pages);
    for (const word of last.filter((w) => /^(Vollständig|ja|nein|unvollständig)$/.test(w.text))) {
      const before = last.filter((w) => Math.abs(w.yMin - word.yMin) < 1 && w.xMax <= word.xMin);
      const gap = word.xMin - Math.max(...before.map((w) => w.xMax));
      expect(gap, `${word.text} at ${word.xMin}`).toBeGreaterThan(4);
    }
    for (let page = 1; page <= (printed?.pages ?? 0); page++) {
      const line = words
        .filter((w) => w.page === page)
        .map((w) => w.text)
        .join(" ");
      expect(line, `page ${page}`).toContain(`Seite ${page} von ${printed?.pages}`);
      // Every sheet under its own title, the project after it: the comparison, the ranking, the evaluation, the list.
      expect(line, `page ${page}`).toMatch(
        /(Preisspiegel|Wertung der Angebote|Aufklärung|Vergabevermerk) – Musterprojekt Lagerhalle Nord/,
      );
    }
    // The same comparison in English: the same order, English notation, whole figures on every printed page.
    const english = await cli(
      ["compare", "request.x83", ...Object.keys(files), "--lang", "en"],
      inputs,
      "ps.xlsx",
    );
    const lines = english.stdout
      .trim()
      .split("\n")
      .map((line) => line.split("\t"));
    expect(lines.map((line) => line[1])).toEqual(ranking.map((line) => line[1]));
    const first = expected[complete[0] as number]?.afterDiscount ?? "";
    expect(lines[0]?.[2]).toBe(`${Number(first).toLocaleString("en-US", { minimumFractionDigits: 2 })} EUR`);
    expect(lines[3]?.[4]).toMatch(/^incomplete: 1 not priced/);
    const pages = printWithLibreOffice(soffice as string, pdftotext as string, {
      en: english.file as Uint8Array,
    }).get("en");
    expect(pages?.words.filter((w) => w.text.includes("###"))).toEqual([]);
    for (let page = 1; page <= (pages?.pages ?? 0); page++) {
      const line = (pages?.words ?? [])
        .filter((w) => w.page === page)
        .map((w) => w.text)
        .join(" ");
      expect(line, `page ${page}`).toContain(`Page ${page} of ${pages?.pages}`);
      expect(line, `page ${page}`).toMatch(
        /(Price comparison|Evaluation of the offers|Clarification|Award note) – Musterprojekt Lagerhalle Nord/,
      );
    }
  }, 300_000);
});
