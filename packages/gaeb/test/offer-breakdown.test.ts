import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { Decimal } from "../src/decimal.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { entries, itemsByOz, readDocument } from "./support/offer.js";
import { typing } from "./support/typing.js";
import { validateX84, xmllint } from "./support/x84-schema.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Offer breakdown LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Offer breakdown suite");

function corpusFile(path: string): { name: string; bytes: Uint8Array } {
  return { name: path.split("/").pop() ?? path, bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, path))) };
}

function workbookOf(file: { name: string; bytes: Uint8Array }, components = false): Uint8Array {
  const result = convertToXlsx([file], { components });
  if (!result.ok) throw new Error(file.name);
  return result.xlsx;
}

function titles(xlsx: Uint8Array, oz = "OZ"): string[] {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  return [...(sheet.rows.get(headerRowNumber(sheet, oz))?.values() ?? [])].map((cell) => cell.text ?? "");
}

/** The price sheet's rows as LibreOffice recalculates them, and the column of its GP. */
function recalculated(xlsx: Uint8Array): { rows: string[][]; gp: number } {
  const sheets = recalculateWithLibreOffice(soffice as string, { w: xlsx }).get("w");
  for (const rows of sheets?.values() ?? []) {
    const head = rows.find((row) => row.includes("OZ") && row.includes("GP"));
    if (head) return { rows, gp: head.indexOf("GP") };
  }
  throw new Error("no price sheet");
}

/** A markup's rate, typed into its EP cell: the X84 needs one for every markup item. */
function markupRates(request: { name: string; bytes: Uint8Array }): Set<string> {
  const markups = [...entries(readDocument(request.name, request.bytes).boq?.body ?? [])];
  return new Set(markups.flatMap((entry) => (entry.kind === "markupItem" ? [entry.oz] : [])));
}

const items = (request: { name: string; bytes: Uint8Array }): Item[] =>
  [...entries(readDocument(request.name, request.bytes).boq?.body ?? [])].filter(
    (entry): entry is Item => entry.kind === "item",
  );

/** A component as a bidder might type it: a few euros with cents, different per item and component. */
const share = (index: number, component: number) =>
  Number(((index * 7 + component * 3) % 40) + component + 0.25);

/** What the X84 must state for an item typed so: each share, their sum, its time. */
function expected(index: number, count: number) {
  const shares = Array.from(
    { length: count },
    (_, n) => Decimal.parse(String(share(index, n + 1))) as Decimal,
  );
  return { shares, sum: shares.reduce((a, b) => a.plus(b), Decimal.zero) };
}

describe.runIf(corpus)("the offer form's price breakdown", () => {
  it("has a column per component the LV names, the unit price as their live sum, and marks", () => {
    const xlsx = workbookOf(corpusFile("gaeb-samples/Musterdatei_3.1_2008-001.X83"));
    const header = titles(xlsx);
    expect(header).toEqual(
      expect.arrayContaining([
        "EP-Anteil Material",
        "EP-Anteil Lohn",
        "EP-Anteil Geräte",
        "EP-Anteil Nachunternehmer",
      ]),
    );
    const sheet = readWorkbook(xlsx).sheets[0];
    const xml = sheet?.xml ?? "";
    const has = (pattern: RegExp) => pattern.test(xml);
    // The demanded items say so, and their unit price is the components' sum, as is every other item's.
    const kinds = [...(sheet?.rows.values() ?? [])].map((cells) => cells.get("B")?.text ?? "");
    expect(kinds.filter((kind) => kind.includes("EP-Aufgliederung gefordert")).length).toBe(5);
    expect(has(/<f>IF\(COUNT\(Q\d+:T\d+\)=0,&quot;&quot;,ROUND\(ROUND\(Q\d+,3\)\+ROUND\(R\d+,3\)/)).toBe(
      true,
    );
    expect(has(/ROUND\(N\(G\d+\),3\)/)).toBe(true);
    // Red where the shares contradict the price, amber on a demanded share still missing.
    expect(
      has(/<conditionalFormatting sqref="G\d+:G\d+ Q\d+:T\d+[^"]*"><cfRule type="expression" dxfId="0"/),
    ).toBe(true);
    expect(
      has(
        /<cfRule type="expression" dxfId="1" priority="\d"><formula>AND\(ISNUMBER\(\$G\d+\),Q\d+=&quot;&quot;\)/,
      ),
    ).toBe(true);
    expect(xml.includes('promptTitle="Aufgliederung gefordert"')).toBe(true);
  });

  it("takes the time's unit from the LV, and adds Formblatt 223 where asked and the LV names nothing", () => {
    expect(titles(workbookOf(corpusFile("synthetic/example.X83")))).toEqual(
      expect.arrayContaining(["EP-Anteil Löhne", "EP-Anteil Sonstige Kosten", "Zeitansatz (Stunden)"]),
    );
    const plain = corpusFile("real-world/LV_Los01.X83");
    expect(titles(workbookOf(plain)).some((title) => title.startsWith("EP-Anteil"))).toBe(false);
    const added = titles(workbookOf(plain, true));
    expect(added).toEqual(
      expect.arrayContaining([
        "EP-Anteil Lohn",
        "EP-Anteil Stoffe",
        "EP-Anteil Geräte",
        "EP-Anteil Sonstiges",
        "Zeitansatz (Std.)",
      ]),
    );
    const english = convertToXlsx([plain], { components: true, lang: "en" });
    if (!english.ok) throw new Error("not converted");
    expect(titles(english.xlsx, "Item no.")).toEqual(
      expect.arrayContaining(["Unit price share Labour", "Unit price share Other", "Time (h)"]),
    );
    // A real offer's components, shown when it is converted: numbered alone, named over its request.
    const stem = "gaeb-samples/Musterdatei_3.1_2008-001";
    const offer = corpusFile(`${stem}.X84`);
    const alone = readWorkbook(workbookOf(offer)).sheets[0];
    const over = convertToXlsx([offer], { base: corpusFile(`${stem}.X83`) });
    if (!alone || !over.ok) throw new Error("not converted");
    expect(titles(workbookOf(offer))).toEqual(expect.arrayContaining(["EP-Anteil 1", "EP-Anteil 4"]));
    const named = titles(over.xlsx);
    expect(named).toEqual(expect.arrayContaining(["EP-Anteil Material", "EP-Anteil Nachunternehmer"]));
    const merged = readWorkbook(over.xlsx).sheets[0];
    const row = [...(merged?.rows.values() ?? [])].find((cells) => cells.get("A")?.text === "1.10.25.0030");
    const at = (title: string) => String.fromCharCode(65 + named.indexOf(title));
    expect(row?.get(at("EP-Anteil Lohn"))?.number).toBe("20000000");
    expect(row?.get(at("EP-Anteil Nachunternehmer"))?.number).toBe("30000000");
    // An LV that names its own components keeps them: the option adds only where there are none.
    expect(titles(workbookOf(corpusFile("synthetic/example.X83"), true))).not.toContain("EP-Anteil Lohn");
  });
});

describe.runIf(soffice && corpus)("price breakdowns typed in LibreOffice Calc", () => {
  it("give X84s whose components and times are what was typed and whose unit prices are their sums", () => {
    const cases = [
      { path: "gaeb-samples/Musterdatei_3.1_2008-001.X83", components: false, count: 4, version: "3.1" },
      { path: "synthetic/example.X83", components: false, count: 4, version: "3.3" },
      { path: "real-world/LV_Los01.X83", components: true, count: 4, version: "3.3" },
      // The older generations name their components too: GAEB 2000's [BezEPAnteil], GAEB 90's record 06.
      { path: "vendor-examples/gaeb2000.p83", components: false, count: 2, version: "3.3" },
      { path: "vendor-examples/gaeb90.d83", components: false, count: 3, version: "3.3" },
    ];
    const jobs = cases.map(({ path, components, count }) => {
      const request = corpusFile(path);
      const xlsx = workbookOf(request, components);
      const header = titles(xlsx);
      const shareTitles = header.filter((title) => title.startsWith("EP-Anteil"));
      expect(shareTitles.length, path).toBe(count);
      const index = new Map(items(request).map((item, i) => [item.oz, i]));
      const markups = markupRates(request);
      const { steps } = typing(xlsx, (oz, column) => {
        if (markups.has(oz)) return column === "EP" ? 5 : undefined;
        const i = index.get(oz);
        if (i === undefined) return undefined;
        const n = shareTitles.indexOf(column);
        if (n >= 0) return share(i, n + 1);
        return column.startsWith("Zeitansatz") ? 0.25 + (i % 5) : undefined;
      });
      return { request, xlsx, steps };
    });
    const saved = editWithLibreOffice(
      soffice as string,
      jobs.map(({ xlsx, steps }) => ({ xlsx, steps })),
    );
    const x84s: Record<string, Uint8Array> = {};
    cases.forEach(({ path, count, version }, k) => {
      const bytes = saved[k];
      const job = jobs[k];
      if (!bytes || !job) throw new Error(`LibreOffice saved nothing for ${path}`);
      const result = offerFromWorkbook({ name: "priced.xlsx", bytes }, { bidder: "Bau GmbH", strict: true });
      if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
      expect(result.summary.gaebVersion, path).toBe(version);
      const offer = itemsByOz(readDocument("offer.X84", result.x84));
      const hasTime = titles(job.xlsx).some((title) => title.startsWith("Zeitansatz"));
      items(job.request).forEach((item, i) => {
        const written = offer.get(item.oz);
        if (written?.kind !== "item") throw new Error(`${path} ${item.oz} missing`);
        const { shares, sum } = expected(i, count);
        expect(
          written.priceComponents.slice(0, count).map((c) => c?.toNumber()),
          `${path} ${item.oz}`,
        ).toEqual(shares.map((value) => value.toNumber()));
        expect(written.priceComponents.slice(count).every((c) => c === undefined)).toBe(true);
        expect(written.unitPrice?.equals(sum), `${path} ${item.oz}: ${written.unitPrice}`).toBe(true);
        if (hasTime) expect(written.time?.toNumber(), `${path} ${item.oz}`).toBe(0.25 + (i % 5));
        else expect(written.time).toBeUndefined();
      });
      // The sheet's own totals, recalculated by LibreOffice, are the offer's.
      const { rows, gp } = recalculated(bytes);
      const grand = rows.find((row) => row.includes("Gesamtsumme (berechnet)"));
      expect(Number(grand?.[gp]).toFixed(2), path).toBe(result.summary.grandTotal);
      // What the site shows and prints: the demanded items, the totals of the components.
      expect(result.breakdown?.components.length, path).toBe(count);
      expect(result.breakdown?.incomplete, path).toEqual([]);
      if (result.summary.gaebVersion === "3.3") x84s[`${k}.x84`] = result.x84;
    });
    if (xmllint) expect(validateX84(x84s)).toBe("");
  }, 300_000);

  it("names demanded breakdowns left incomplete and shares typed over, and refuses them when strict", () => {
    const request = corpusFile("gaeb-samples/Musterdatei_3.1_2008-001.X83");
    const xlsx = workbookOf(request);
    const header = titles(xlsx);
    const shareTitles = header.filter((title) => title.startsWith("EP-Anteil"));
    const demanded = items(request).filter((item) => item.breakdownDemanded);
    const plain = items(request).filter((item) => !item.breakdownDemanded && !item.flags.notApplicable);
    const [incomplete] = demanded;
    const [overTyped, priceOnly] = plain;
    if (!incomplete || !overTyped || !priceOnly) throw new Error("the request changed");
    const markups = markupRates(request);
    const priced = new Set(items(request).map((item) => item.oz));
    const { steps } = typing(xlsx, (oz, column) => {
      if (markups.has(oz)) return column === "EP" ? 5 : undefined;
      if (!priced.has(oz)) return undefined;
      const n = shareTitles.indexOf(column);
      // Everything priced by its shares, one demanded item without its last share.
      if (n >= 0 && oz !== priceOnly.oz) return oz === incomplete.oz && n === 3 ? undefined : 10 + n;
      // A price typed over the sum that differs from it, and one typed alone.
      if (column === "EP" && oz === overTyped.oz) return 99;
      if (column === "EP" && oz === priceOnly.oz) return 55.5;
      return undefined;
    });
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx, steps }]);
    if (!saved) throw new Error("LibreOffice saved nothing");
    const lenient = offerFromWorkbook({ name: "priced.xlsx", bytes: saved }, { bidder: "B" });
    if (!lenient.ok) throw new Error(lenient.issues.map((i) => formatIssue(i, "en")).join("\n"));
    const warned = (code: string) => lenient.issues.find((issue) => issue.code === code);
    expect(warned("offer_breakdown_incomplete")).toMatchObject({ severity: "warning", params: { count: 1 } });
    expect(warned("offer_breakdown_incomplete")?.params?.items).toBe(incomplete.oz);
    expect(warned("offer_breakdown_mismatch")?.params?.items).toBe(overTyped.oz);
    expect(
      formatIssue(warned("offer_breakdown_mismatch") ?? { code: "no_input", severity: "error" }, "de"),
    ).toContain(overTyped.oz);
    const offer = itemsByOz(readDocument("offer.X84", lenient.x84));
    // The incomplete one: its missing share is none (0), the price their sum; the typed-over one keeps its price.
    const written = (oz: string) => offer.get(oz) as Item;
    expect(written(incomplete.oz).priceComponents.slice(0, 4).map(String)).toEqual([
      "10.000",
      "11.000",
      "12.000",
      "0.000",
    ]);
    expect(written(incomplete.oz).unitPrice?.toString()).toBe("33.000");
    expect(written(overTyped.oz).unitPrice?.toString()).toBe("99.000");
    expect(written(overTyped.oz).priceComponents).toEqual([]);
    expect(written(priceOnly.oz).unitPrice?.toString()).toBe("55.500");
    expect(lenient.breakdown).toMatchObject({
      demanded: demanded.length,
      incomplete: [incomplete.oz],
      mismatched: [overTyped.oz],
    });
    const strict = offerFromWorkbook({ name: "priced.xlsx", bytes: saved }, { bidder: "B", strict: true });
    expect(strict.ok).toBe(false);
    expect(
      strict.issues
        .filter((issue) => issue.severity === "error")
        .map((issue) => issue.code)
        .sort(),
    ).toEqual(["offer_breakdown_incomplete", "offer_breakdown_mismatch"]);
  }, 300_000);

  it("reads a surcharge typed as -5 into the discount cell as -5 %, in the sheet's totals as in the offer", () => {
    const request = corpusFile("real-world/LV_Los01.X83");
    const xlsx = workbookOf(request);
    const first = items(request)[0];
    if (!first) throw new Error("no item");
    const priced = new Set(items(request).map((item) => item.oz));
    const { steps } = typing(xlsx, (oz, column) => (column === "EP" && priced.has(oz) ? 100 : undefined));
    const sheet = readWorkbook(xlsx).sheets[0];
    const header = sheet ? headerRowNumber(sheet) : 0;
    const discount = [...(sheet?.rows.get(header) ?? [])].find(([, cell]) => cell.text === "Nachlass %")?.[0];
    const row = [...(sheet?.rows ?? [])].find(
      ([n, cells]) => n > header && cells.get("A")?.text === first.oz,
    )?.[0];
    const typed: Step[] = [...steps, { type: "typed", cell: `${discount}${row}`, value: "-5" }];
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx, steps: typed }]);
    if (!saved) throw new Error("LibreOffice saved nothing");
    const result = offerFromWorkbook({ name: "priced.xlsx", bytes: saved }, { bidder: "B" });
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    const written = itemsByOz(readDocument("offer.X84", result.x84)).get(first.oz) as Item;
    expect(written.discountPercent?.toNumber()).toBe(-5);
    const quantity = first.quantity ?? Decimal.fromInteger(1);
    expect(written.total?.toString()).toBe(quantity.times(Decimal.fromInteger(105)).round(2).toString());
    const { rows, gp } = recalculated(saved);
    const line = rows.find((r) => r[0] === first.oz);
    expect(Number(line?.[gp]).toFixed(2)).toBe(written.total?.toString());
  }, 300_000);
});
