import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
// A plain ES module of the benchmark, shared so that tests and benchmark make offers alike.
import { bidderOffer } from "../bench/generate-offers.mjs";
import { Decimal } from "../src/decimal.js";
import { compareOffers, type InputFile, readGaeb } from "../src/index.js";
import type { Entry, Item } from "../src/model.js";
import { columnName } from "../src/xlsx/column-letters.js";
import { COMPARISON_STYLE } from "../src/xlsx/styles.js";
import { columnOf, readCells, rowOf, styleOf, type ValueCell } from "./support/compare.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";

const corpus = requireCorpus("Preisspiegel price components");
const soffice = findSoffice();

const makeOffer = bidderOffer as (
  x84: string,
  options: { name: string; factor: number; keepDeclared?: boolean },
) => string;

const MUSTER = ["Material", "Lohn", "Geräte", "Nachunternehmer"].map((label) => `EP-Anteil ${label}`);

/** The real offers with components and the requests they answer; the BVBS request numbers its components only. */
const CASES = [
  {
    request: "gaeb-samples/Musterdatei_3.1_2008-001.X83",
    offer: "gaeb-samples/Musterdatei_3.1_2008-001.X84",
    titles: MUSTER,
    time: "Zeitansatz",
  },
  {
    request: "gaeb-samples/Musterdatei_2004-001.X83",
    offer: "gaeb-samples/Musterdatei_2004-001.X84",
    titles: MUSTER,
    time: "Zeitansatz (Stunden)",
  },
  {
    request: "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81",
    offer: "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X84",
    titles: [1, 2, 3, 4].map((n) => `EP-Anteil ${n}`),
    time: "Zeitansatz",
  },
] as const;

const encode = (text: string) => new TextEncoder().encode(text);

function corpusFile(path: string): InputFile {
  const file = corpusFiles().find((f) => f.path === path);
  if (!file) throw new Error(`${path} not in the corpus`);
  return { name: file.name, bytes: file.bytes };
}

/**
 * Another bidder's offer made from the real one: renamed, and the n-th item that breaks its price down (in file
 * order) given other components, its unit price their sum, its stated total dropped; `times` adds a time per unit.
 */
function deriveOffer(
  xml: string,
  name: string,
  splits: Record<number, string[]>,
  times: Record<number, string> = {},
): string {
  let n = -1;
  return makeOffer(xml, { name, factor: 1, keepDeclared: true }).replace(
    /<Item\b([^>]*)>([\s\S]*?)<\/Item>/g,
    (whole, attributes: string, inner: string) => {
      if (!inner.includes("<UPComp1>")) return whole;
      n += 1;
      const split = splits[n];
      let body = inner;
      if (split) {
        const sum = split.reduce((a, c) => a.plus(Decimal.parse(c) as Decimal), Decimal.zero);
        body = body
          .replace(/<UP>[^<]*<\/UP>/, `<UP>${sum.toPlainString()}</UP>`)
          .replace(/<UPComp(\d)>[^<]*<\/UPComp\d>/g, (_, k: string) => {
            const value = split[Number(k) - 1];
            return value === undefined ? "" : `<UPComp${k}>${value}</UPComp${k}>`;
          })
          .replace(/<IT>[^<]*<\/IT>/, "");
      }
      const time = times[n];
      // Where the schema has it: after the total, before the description.
      const timeQu = `<TimeQu>${time}</TimeQu>`;
      if (time)
        body = body.includes("<Description>")
          ? body.replace("<Description>", `${timeQu}<Description>`)
          : body + timeQu;
      return `<Item${attributes}>${body}</Item>`;
    },
  );
}

/** Bidder 2 moves money from labour to material in the fifth split item, bidder 3 is close to the real offer. */
const SKEWED = { 4: ["6.000", "19.350", "2.560", "0.000"], 3: ["5.500", "4.500", "0.000", "20.000"] };
const CLOSE = { 4: ["2.500", "22.000", "3.000", "0.000"], 3: ["5.000", "5.000", "0.000", "20.000"] };

function compareCase(entry: (typeof CASES)[number], times = false) {
  const real = corpusFile(entry.offer);
  const xml = new TextDecoder().decode(real.bytes);
  const offers: InputFile[] = [
    real,
    { name: "skewed.x84", bytes: encode(deriveOffer(xml, "Schief GmbH", SKEWED)) },
    {
      name: "close.x84",
      bytes: encode(deriveOffer(xml, "Nah AG", CLOSE, times ? { 0: "0.50", 4: "1.25" } : {})),
    },
  ];
  const result = compareOffers(corpusFile(entry.request), offers);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { xlsx: result.xlsx, offers };
}

/** The items of an offer that break their price down, by OZ. */
function splitItems(file: InputFile): Map<string, Item> {
  const read = readGaeb(file);
  if (!read.ok) throw new Error(file.name);
  const items = new Map<string, Item>();
  const walk = (entries: readonly Entry[]) => {
    for (const e of entries)
      if (e.kind === "section") walk(e.children);
      else if (e.kind === "item" && (e.priceComponents.some(Boolean) || e.time)) items.set(e.oz, e);
  };
  walk(read.value.boq?.body ?? []);
  return items;
}

/** The comparison sheet's header row, the bidders' names over it, and the rows by OZ. */
function layout(xlsx: Uint8Array) {
  const cells = readCells(xlsx).get("Preisspiegel") ?? new Map<string, ValueCell>();
  const header = rowOf([...cells.values()].find((c) => c.value === "OZ" && columnOf(c.ref) === 0)?.ref ?? "");
  const inRow = (row: number) => [...cells.values()].filter((c) => rowOf(c.ref) === row);
  const at = (column: number, row: number) => cells.get(`${columnName(column)}${row}`);
  const rowOfOz = (oz: string) =>
    rowOf([...cells.values()].find((c) => c.value === oz && columnOf(c.ref) === 0)?.ref ?? "");
  return { cells, header, names: inRow(header - 1), titles: inRow(header), at, rowOfOz };
}

const decimal = (text: string | undefined) => Decimal.parse(text ?? "") as Decimal;

describe.runIf(corpus)("the Preisspiegel's unit price breakdown", () => {
  it.each(CASES)(
    "shows each bidder's components as its offer gives them, titled as $request names them",
    (entry) => {
      const { xlsx, offers } = compareCase(entry, true);
      const { names, titles, at, rowOfOz, header } = layout(xlsx);
      const shares = [...entry.titles, entry.time];
      offers.forEach((offer, b) => {
        const group = names.find(
          (c) => c.value.startsWith(`${b + 1}: `) && c.value.endsWith("– EP-Aufgliederung"),
        );
        if (!group) throw new Error(`no breakdown over bidder ${b + 1}`);
        const first = columnOf(group.ref);
        expect(shares.map((_, s) => at(first + s, header)?.value)).toEqual(shares);
        for (const [oz, item] of splitItems(offer)) {
          const row = rowOfOz(oz);
          expect(row, oz).toBeGreaterThan(header);
          entry.titles.forEach((_, s) => {
            const given = item.priceComponents[s];
            const cell = at(first + s, row)?.value;
            if (given) expect(decimal(cell).equals(given), `${oz} ${shares[s]}: ${cell}`).toBe(true);
            else expect(cell, `${oz} ${shares[s]}`).toBeUndefined();
          });
          const time = at(first + entry.titles.length, row)?.value;
          if (item.time) expect(decimal(time).equals(item.time)).toBe(true);
          else expect(time).toBeUndefined();
        }
      });
      // The statistics' titles once, after the unit price's.
      for (const title of shares) {
        expect(titles.filter((c) => c.value === `${title} min`)).toHaveLength(1);
        expect(titles.filter((c) => c.value === `${title} Mittel`)).toHaveLength(1);
      }
    },
  );

  it("gives each component's lowest and mean over the bidders who give it, live and exact", () => {
    const entry = CASES[0];
    const { xlsx, offers } = compareCase(entry, true);
    const { titles, at, rowOfOz } = layout(xlsx);
    const column = (title: string) => columnOf(titles.find((c) => c.value === title)?.ref ?? "");
    const items = offers.map(splitItems);
    let checked = 0;
    for (const oz of items[0]?.keys() ?? []) {
      const row = rowOfOz(oz);
      [...entry.titles, entry.time].forEach((title, s) => {
        const given = items
          .map((byOz) => byOz.get(oz))
          .map((item) => (s < entry.titles.length ? item?.priceComponents[s] : item?.time))
          .filter((value): value is Decimal => value !== undefined);
        const lowest = at(column(`${title} min`), row);
        const mean = at(column(`${title} Mittel`), row);
        expect(lowest?.formula ?? "", `${oz} ${title}`).toMatch(/^IF\(COUNT\(|^shared:/);
        if (given.length === 0) {
          expect([lowest?.value, mean?.value]).toEqual(["", ""]);
          return;
        }
        const least = given.reduce((a, v) => (v.compare(a) < 0 ? v : a));
        expect(decimal(lowest?.value).equals(least), `${oz} ${title} min`).toBe(true);
        // The mean to six decimals: within half a unit of the sixth of the exact one.
        const sum = given.reduce((a, v) => a.plus(v), Decimal.zero);
        const error = decimal(mean?.value).times(Decimal.fromInteger(given.length)).minus(sum);
        const bound = (Decimal.parse("0.0000005") as Decimal).times(Decimal.fromInteger(given.length));
        expect(error.compare(bound) <= 0 && error.negated().compare(bound) <= 0, `${oz} ${title} mean`).toBe(
          true,
        );
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(20);
    // The skewed item in words: material 2.23, 6.00 and 2.50 gives 2.23 and 3.576667 (10.73 / 3).
    const row = rowOfOz([...(items[0]?.keys() ?? [])][4] ?? "");
    expect([
      at(column("EP-Anteil Material min"), row)?.value,
      at(column("EP-Anteil Material Mittel"), row)?.value,
    ]).toEqual(["2.23", "3.576667"]);
  });

  it.each(CASES)("marks only the share far from the other bidders' mean: $offer", (entry) => {
    const { xlsx, offers } = compareCase(entry);
    const { cells, names, header } = layout(xlsx);
    const skewed = columnOf(names.find((c) => c.value.startsWith("2: Schief GmbH –"))?.ref ?? "");
    const groups = offers.map((_, b) =>
      columnOf(
        names.find((c) => c.value.startsWith(`${b + 1}: `) && c.value.endsWith("– EP-Aufgliederung"))?.ref ??
          "",
      ),
    );
    const splitOz = [...splitItems(offers[0] as InputFile).keys()];
    const marked: string[] = [];
    for (const cell of cells.values()) {
      if (rowOf(cell.ref) <= header) continue;
      const column = columnOf(cell.ref);
      const group = groups.findIndex((first) => column >= first && column < first + entry.titles.length);
      if (group < 0) continue;
      if (styleOf(xlsx, 1, cell.ref) === COMPARISON_STYLE.shareFar) marked.push(cell.ref);
    }
    const skewedRow = layout(xlsx).rowOfOz(splitOz[4] ?? "");
    // Material 6.00 against the others' 2.23 and 2.50: more than double their mean. Nothing else is that far.
    expect(marked).toEqual([`${columnName(skewed)}${skewedRow}`]);
  });

  it("folds the breakdown away as column groups, unfolded at first", () => {
    const { xlsx } = compareCase(CASES[0], true);
    const xml = strFromU8(unzipSync(xlsx)["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    const { names, titles } = layout(xlsx);
    expect(xml).toContain('<outlinePr summaryBelow="0" summaryRight="0"/>');
    expect(xml).toMatch(/<sheetFormatPr [^>]*outlineLevelCol="1"/);
    const grouped = [...xml.matchAll(/<col min="(\d+)"[^>]*?( outlineLevel="1")?\/>/g)]
      .filter((m) => m[2])
      .map((m) => Number(m[1]) - 1);
    expect(xml).not.toMatch(/<col [^>]*(hidden|collapsed)="1"[^>]*outlineLevel/);
    // The shares' titles, the statistics' and the three bidders' five each (four components and the time).
    const shareColumns = titles
      .filter((c) => /^(EP-Anteil|Zeitansatz)/.test(c.value))
      .map((c) => columnOf(c.ref))
      .sort((a, b) => a - b);
    expect(shareColumns).toHaveLength(10 + 3 * 5);
    expect(grouped).toEqual(shareColumns);
    // Between the groups, each bidder's unit price, total and deviation stay out of them.
    const unitPrices = titles.filter((c) => c.value === "EP").map((c) => columnOf(c.ref));
    for (const column of unitPrices) expect(grouped).not.toContain(column);
    expect(names.map((c) => c.value)).toContain("Alle Bieter – EP-Aufgliederung");
  });

  it("has no breakdown where no offer gives one, nor a line of it in the legend", () => {
    const entry = CASES[0];
    const xml = new TextDecoder().decode(corpusFile(entry.offer).bytes);
    const plain = (name: string, factor: number) => ({
      name: `${name}.x84`,
      bytes: encode(makeOffer(xml, { name, factor })),
    });
    const result = compareOffers(corpusFile(entry.request), [plain("A", 1), plain("B", 1.1)]);
    if (!result.ok) throw new Error("comparison failed");
    const sheet = strFromU8(unzipSync(result.xlsx)["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    expect(sheet).not.toMatch(/<col [^>]*outlineLevel/);
    expect(sheet).not.toContain("outlineLevelCol");
    const values = [...(readCells(result.xlsx).get("Preisspiegel")?.values() ?? [])].map((c) => c.value);
    expect(values.filter((v) => /EP-Anteil|– EP-Aufgliederung|Zeitansatz|Mischkalkulation/.test(v))).toEqual(
      [],
    );
  });

  it("says in the legend what the orange mark means, in German and English", () => {
    const entry = CASES[0];
    const real = corpusFile(entry.offer);
    const xml = new TextDecoder().decode(real.bytes);
    const skewed = { name: "s.x84", bytes: encode(deriveOffer(xml, "S", SKEWED)) };
    for (const [lang, words] of [
      [
        "de",
        /orange: EP-Anteil oder Zeitansatz unter der Hälfte oder über dem Doppelten des Mittels der anderen Bieter/,
      ],
      ["en", /orange: unit price share or time below half or above double the other bidders' mean/],
    ] as const) {
      const result = compareOffers(corpusFile(entry.request), [real, skewed], { lang });
      if (!result.ok) throw new Error("comparison failed");
      const values = [...(readCells(result.xlsx).values().next().value?.values() ?? [])].map((c) => c.value);
      expect(
        values.some((v) => words.test(v)),
        lang,
      ).toBe(true);
      if (lang === "en") expect(values).toContain("Unit price share Material");
    }
  });
});

describe.runIf(corpus && soffice)("the unit price breakdown in LibreOffice", () => {
  it("recomputes every lowest and mean of the shares to its cached value", () => {
    const { xlsx } = compareCase(CASES[0], true);
    const { cells, titles } = layout(xlsx);
    const statistics = new Set(
      titles
        .filter((c) => / (min|Mittel)$/.test(c.value) && !c.value.startsWith("EP "))
        .map((c) => columnOf(c.ref)),
    );
    const recalculated = recalculateWithLibreOffice(soffice as string, { xlsx }).get("xlsx");
    const rows = recalculated?.get("Preisspiegel") ?? [];
    let numbers = 0;
    const wrong: string[] = [];
    for (const cell of cells.values()) {
      if (cell.formula === undefined || !statistics.has(columnOf(cell.ref))) continue;
      const computed = rows[rowOf(cell.ref) - 1]?.[columnOf(cell.ref)] ?? "";
      if (cell.value === "") {
        if (computed !== "") wrong.push(`${cell.ref}: "" vs ${computed}`);
        continue;
      }
      numbers += 1;
      if (
        Math.abs(Number(computed) - Number(cell.value)) >
        0.0000005 * Math.max(1, Math.abs(Number(cell.value)))
      )
        wrong.push(`${cell.ref}: ${cell.value} vs ${computed}`);
    }
    expect(wrong).toEqual([]);
    expect(numbers).toBeGreaterThan(40);
  }, 300_000);
});
