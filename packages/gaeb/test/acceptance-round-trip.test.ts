import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Item, MarkupItem, Section } from "../src/model.js";
import {
  cli,
  disagreements,
  expectedFigures,
  formLayout,
  sheetTotal,
  type Typed,
} from "./support/acceptance.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import {
  findPdftotext,
  findSoffice,
  printWithLibreOffice,
  recalculateWithLibreOffice,
} from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { entries, readDocument } from "./support/offer.js";
import { validateX84, xmllint } from "./support/x84-schema.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Acceptance round trip SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Acceptance round trip");

const read = (path: string) => new Uint8Array(readFileSync(join(CORPUS_DIR, path)));

interface Bid {
  bidder: string;
  factor: number;
  /** The markup rate as typed: "10%", "10", "0,1" ... */
  rate: string;
  rateValue: string;
  locale: "de-DE" | "en-US";
  leaveOut?: number;
  /** A row inserted above and a column left of everything after typing: labels and input cells move together. */
  moveTable?: boolean;
}

/** One bidder prices the request in LibreOffice and makes his offer with the command line. */
async function estimate(path: string, bid: Bid) {
  const name = path.split("/").pop() as string;
  const bytes = read(path);
  const request = readDocument(name, bytes);
  const converted = await cli([name], { [name]: bytes }, "form.xlsx");
  expect(converted.code, converted.stderr).toBe(0);
  const form = converted.file as Uint8Array;
  const { column, rows, lvRow, label } = formLayout(form);
  const all = [...entries(request.boq?.body ?? [])];
  const items = all.filter((e): e is Item => e.kind === "item");
  const markups = all.filter((e): e is MarkupItem => e.kind === "markupItem");
  const sections = all.filter((e): e is Section => e.kind === "section");
  const priced = items.filter((_, n) => n !== bid.leaveOut);
  const typed: Typed = {
    prices: new Map(priced.map((item, n) => [item.oz, (((n * 37) % 900) * bid.factor + 12.35).toFixed(2)])),
    rates: new Map(markups.map((m) => [m.oz, bid.rateValue])),
    quantities: new Map(items.filter((i) => i.flags.quantityToBeDetermined).map((i) => [i.oz, "12.5"])),
    itemDiscounts: new Map(items.slice(1, 2).map((i) => [i.oz, "3"])),
    sectionDiscounts: new Map(sections.slice(0, 1).map((s) => [s.oz, "2.5"])),
    lvDiscount: "1",
  };
  const [ep, qty, discount] = [column("EP"), column("Menge"), column("Nachlass %")];
  const at = (oz: string, letter: string) => `${letter}${rows.get(oz)}`;
  const local = (v: string) => (bid.locale === "de-DE" ? v.replace(".", ",") : v);
  const steps: Step[] = [
    ...[...typed.prices].map(([oz, v]): Step => ({ type: "typed", cell: at(oz, ep), value: local(v) })),
    ...[...typed.rates].map(([oz]): Step => ({ type: "typed", cell: at(oz, ep), value: bid.rate })),
    ...[...typed.quantities].map(([oz, v]): Step => ({ type: "typed", cell: at(oz, qty), value: local(v) })),
    ...[...typed.itemDiscounts].map(
      ([oz, v]): Step => ({ type: "typed", cell: at(oz, discount), value: local(v) }),
    ),
    ...[...typed.sectionDiscounts].map(
      ([oz]): Step => ({ type: "typed", cell: at(oz, discount), value: local("0.025") }),
    ),
    { type: "typed", cell: `${discount}${lvRow}`, value: "1 %" },
    { type: "typed", cell: `C${label("Bieter (Name)")}`, value: bid.bidder },
    { type: "typed", cell: `C${label("Bieter Straße")}`, value: "Hauptstraße 12" },
    { type: "typed", cell: `C${label("Bieter PLZ Ort")}`, value: "04109 Leipzig" },
    ...(bid.moveTable
      ? [{ type: "insertColumn", index: 0 } as const, { type: "insertRow", index: 0 } as const]
      : []),
  ];
  const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: form, steps }], bid.locale);
  const args = ["offer", "form.xlsx", ...(bid.leaveOut === undefined ? [] : ["--not-offered-empty"])];
  const offered = await cli(args, { "form.xlsx": saved as Uint8Array }, "offer.x84");
  expect(offered.code, offered.stderr).toBe(0);
  return { request, typed, saved: saved as Uint8Array, x84: offered.file as Uint8Array, name, bytes };
}

/** Real requests of every format, each priced in another locale with the markup rate typed another way. */
const REQUESTS: Array<[string, Bid["locale"], string]> = [
  ["real-world/LV_Los01.P83", "de-DE", "10%"],
  ["real-world/LV_Los01.D83", "en-US", "0.1"],
  ["synthetic/markup.x83", "de-DE", "10,0 %"],
  // Every markup type (AllInCat, IdentAsMark, ListInSubQty), free quantities; GAEB DA XML 3.1 answered in 3.1.
  ["gaeb-samples/Musterdatei_3.1_2008-001.X83", "en-US", "10"],
  ["bvbs-certification/Pruefdatei GAEB DA XML 3.3 - Bauausfuehrung - V 04 04 2024.x83", "de-DE", "0,1"],
];

describe.runIf(soffice && corpus)("estimator", () => {
  for (const [path, locale, rate] of REQUESTS) {
    it(`prices ${path} in LibreOffice (${locale}, rate typed "${rate}") and makes its offer`, async () => {
      const bidder = "Tiefbau Meier & Söhne GmbH";
      const bid: Bid = { bidder, factor: 1, rate, rateValue: "10", locale, moveTable: locale === "en-US" };
      const { request, typed, saved, x84 } = await estimate(path, bid);
      const offer = readDocument("offer.x84", x84);
      const expected = expectedFigures(request, typed);
      expect(disagreements(offer, typed, expected)).toEqual([]);
      expect(offer.award.contractor).toEqual({
        names: [bid.bidder],
        street: "Hauptstraße 12",
        postalCode: "04109",
        city: "Leipzig",
        references: {},
      });
      expect(sheetTotal(soffice as string, saved)).toBe(expected.afterDiscount);
      expect(offer.source.version).toBe(path.includes("Musterdatei_3.1") ? "3.1" : "3.3");
      if (xmllint && offer.source.version === "3.3") expect(validateX84({ "o.x84": x84 })).toBe("");
    }, 120_000);
  }
});

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

describe.runIf(soffice && corpus)("estimator who types over a total", () => {
  it("is told the cell: his sheet would show a total his offer does not have", async () => {
    const name = "markup.x83";
    const converted = await cli([name], { [name]: read("synthetic/markup.x83") }, "form.xlsx");
    const form = converted.file as Uint8Array;
    const { column, rows, label } = formLayout(form);
    const [ep, gp] = [column("EP"), column("GP")];
    const steps: Step[] = [
      ...["01.0010", "01.0020", "01.0090", "01.0091"].map(
        (oz): Step => ({ type: "typed", cell: `${ep}${rows.get(oz)}`, value: "10" }),
      ),
      { type: "typed", cell: `${column("Menge")}${rows.get("01.0020")}`, value: "3" },
      { type: "typed", cell: `C${label("Bieter (Name)")}`, value: "Anton Bau GmbH" },
      // A lump sum typed as the item's total instead of its unit price, and a rounded section total.
      { type: "typed", cell: `${gp}${rows.get("01.0010")}`, value: "999" },
      { type: "typed", cell: `${gp}${rows.get("01")}`, value: "5000" },
    ];
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: form, steps }], "de-DE");
    const offered = await cli(["offer", "form.xlsx"], { "form.xlsx": saved as Uint8Array }, "offer.x84");
    expect(offered.code).toBe(1);
    expect(offered.file).toBeUndefined();
    const cell = (oz: string) => `${gp}${rows.get(oz)}`;
    expect(offered.stderr).toContain(
      `Zelle ${cell("01.0010")}: Der Betrag in der Spalte „GP“ wurde mit 999 überschrieben`,
    );
    expect(offered.stderr).toContain(
      `Zelle ${cell("01")}: Der Betrag in der Spalte „GP“ wurde mit 5.000 überschrieben`,
    );
  }, 60_000);
});

describe.runIf(soffice && corpus)("procurement office", () => {
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
    for (const bid of bids) made.push(await estimate(path, bid));
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
    const stated = sheet.filter((r) => r.some((v) => /laut Angebot/.test(v)));
    expect(stated.length).toBeGreaterThanOrEqual(3);
    // The ranking names the LV as the comparison does, by name and label.
    expect(summary.find((r) => r[0] === "Leistungsverzeichnis")?.[2]).toBe(
      "LV Zuschlaege – Zuschlaege und Hinweise",
    );
    const printed = printWithLibreOffice(soffice as string, findPdftotext() as string, { ps: xlsx }).get(
      "ps",
    );
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
      expect(line, `page ${page}`).toContain("Preisspiegel – Musterprojekt Lagerhalle Nord");
    }
  }, 300_000);
});
