import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx, readGaeb } from "../src/convert.js";
import { ISSUE_CODES, type Issue, type IssueCode, type Locale } from "../src/issues.js";
import { formatIssue } from "../src/messages/index.js";
import type { Entry } from "../src/model.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { readWorkbook } from "./support/xlsx.js";

const LOCALES: readonly Locale[] = ["de", "en"];

/** Every parameter any message reads, with figures as the core passes them: plain decimals. */
function sample(count: number): NonNullable<Issue["params"]> {
  return {
    count,
    items: "01.0010, 01.0020",
    matched: count,
    read: count,
    declared: "1234567.89",
    computed: "1234567.80",
    value: "12.346",
    expected: "12.5",
    rounded: "12.35",
    places: 2,
    limit: 16,
    length: 40000,
    where: "01.0010",
    sheet: "LV",
    cell: "E12",
    cells: "A12, A14",
    phase: "84",
    extension: "83",
    version: "3.3",
    root: "html",
    element: "Qty",
    encoding: "UTF-16",
    declaredEncoding: "UTF-8",
    used: "Windows-1252",
    project: "Neubau",
    requestProject: "Umbau",
    bidder: "Muster Bau",
    other: "b.x84",
    currency: "CHF",
    field: "options.lang",
    detail: "x",
    reason: "negative",
    key: "Foo",
    type: "99",
    record: 3,
    level: 1,
    text: "abc",
    oz: "01.0010",
    written: "1.10",
  };
}

const rendered = (code: IssueCode, lang: Locale, count: number) =>
  formatIssue({ code, severity: "error", params: sample(count) }, lang);

describe("messages as a professional writes them", () => {
  it("name no command-line flag: the website and the server show the same sentences", () => {
    for (const code of ISSUE_CODES)
      for (const lang of LOCALES)
        for (const count of [1, 3])
          expect(rendered(code, lang, count), `${lang}/${code}`).not.toMatch(/--[a-z]/);
  });

  it("use real plurals, never Position(en), item(s) or Stelle(n)", () => {
    for (const code of ISSUE_CODES)
      for (const lang of LOCALES)
        for (const count of [1, 3])
          expect(rendered(code, lang, count), `${lang}/${code}`).not.toMatch(/\p{L}\((?:en|n|e|s|er)\)/u);
    const missing = (lang: Locale, count: number) =>
      formatIssue({ code: "offer_price_missing", severity: "error", params: sample(count) }, lang);
    expect(missing("de", 1)).toMatch(/^1 Position im Blatt „LV“ hat keinen Einheitspreis/);
    expect(missing("de", 3)).toMatch(/^3 Positionen im Blatt „LV“ haben keinen Einheitspreis/);
    expect(missing("de", 1200)).toMatch(/^1\.200 Positionen/);
    expect(missing("en", 1)).toMatch(/^1 item in sheet “LV” has no unit price/);
    expect(missing("en", 1200)).toMatch(/^1,200 items in sheet “LV” have no unit price/);
    const unpriced = formatIssue(
      { code: "compare_items_unpriced", severity: "warning", params: sample(1) },
      "de",
    );
    expect(unpriced).toContain("1 Position hat der Bieter nicht bepreist");
    expect(unpriced).toContain("Sie ist im Preisspiegel rot markiert und fehlt in seiner Summe.");
    const totals = formatIssue(
      { code: "compare_declared_totals_differ", severity: "warning", params: sample(1) },
      "en",
    );
    expect(totals).toContain("in 1 place, first at item no. 01.0010");
  });

  it("write a quantity and an amount in the reader's notation, keeping every decimal", () => {
    const changed = (lang: Locale) =>
      formatIssue({ code: "offer_quantity_changed", severity: "error", params: sample(1) }, lang);
    // 12.346 m³ is twelve and a bit: to a German reader "12.346" is twelve thousand.
    expect(changed("de")).toContain("Die Menge wurde auf 12,346 geändert; die Anfrage nennt 12,5.");
    expect(changed("de")).not.toContain("12.346");
    expect(changed("en")).toContain("the quantity was changed to 12.346; the request states 12.5.");
    const mismatch = (lang: Locale) =>
      formatIssue(
        { code: "item_total_mismatch", severity: "warning", path: "01.0010", params: sample(1) },
        lang,
      );
    expect(mismatch("de")).toBe(
      "OZ 01.0010: Der Gesamtbetrag der Datei 1.234.567,89 weicht von Menge × Einheitspreis = 1.234.567,80 ab; der Betrag der Datei wurde als fester Wert statt als Formel übernommen.",
    );
    expect(mismatch("en")).toContain(
      "total price 1,234,567.89 differs from quantity × unit price = 1,234,567.80;",
    );
    const rounded = formatIssue(
      {
        code: "offer_price_rounded",
        severity: "warning",
        params: { ...sample(1), value: "12.3456", rounded: "12.346" },
      },
      "de",
    );
    expect(rounded).toContain("12,3456 hat mehr als 2 Nachkommastellen und wurde auf 12,346 gerundet.");
    // What a bidder typed is quoted as typed: "1.234" is the very text the message calls ambiguous.
    const ambiguous = formatIssue(
      {
        code: "offer_price_invalid",
        severity: "error",
        params: { ...sample(1), value: "1.234", reason: "ambiguous" },
      },
      "de",
    );
    expect(ambiguous).toContain("„1.234“ ist mehrdeutig");
    const negative = formatIssue(
      {
        code: "offer_price_invalid",
        severity: "error",
        params: { ...sample(1), value: "-1234.5", reason: "negative" },
      },
      "de",
    );
    expect(negative).toContain("„-1.234,5“ ist negativ");
  });
});

const available = requireCorpus("no internal IDs in words");

function* walk(entries: readonly Entry[]): Generator<Entry> {
  for (const entry of entries) {
    yield entry;
    if (entry.kind === "section") yield* walk(entry.children);
  }
}

function cellTexts(xlsx: Uint8Array): string[] {
  return readWorkbook(xlsx).sheets.flatMap((sheet) =>
    [...sheet.rows.values()].flatMap((cells) => [...cells.values()].flatMap((cell) => cell.text ?? [])),
  );
}

describe.runIf(available)("item numbers, never internal IDs", () => {
  const path = join(CORPUS_DIR, "gaeb-samples/Musterdatei_3.1_2008-001.X83");
  const text = readFileSync(path, "utf8");

  it("a repeated description names the OZ of the item it repeats", () => {
    const read = readGaeb({ name: "Musterdatei.X83", bytes: new TextEncoder().encode(text) });
    if (!read.ok) throw new Error("sample did not read");
    const target = [...walk(read.value.boq?.body ?? [])].find((e) => "id" in e && e.id === "DBDGFCDI");
    expect(target?.kind).toBe("item");
    const converted = convertToXlsx([{ name: "Musterdatei.X83", bytes: new TextEncoder().encode(text) }]);
    if (!converted.ok) throw new Error("sample did not convert");
    const texts = cellTexts(converted.xlsx);
    expect(
      texts.some((t) => t.includes(`Wiederholung zu ${target && "oz" in target ? target.oz : "?"}`)),
    ).toBe(true);
    expect(texts.some((t) => t.includes("DBDGFCDI"))).toBe(false);
  });

  it("a reference to an item the LV does not have shows no ID in its place", () => {
    // The referenced item keeps its place but loses its ID, so two items point at an ID no item has.
    const dangling = text.replace('<Item ID="DBDGFCDI"', '<Item ID="DBDGXXXX"');
    expect(dangling).not.toBe(text);
    const converted = convertToXlsx([{ name: "Musterdatei.X83", bytes: new TextEncoder().encode(dangling) }]);
    if (!converted.ok) throw new Error("sample did not convert");
    const texts = cellTexts(converted.xlsx);
    expect(texts.some((t) => t.includes("DBDGFCDI"))).toBe(false);
    expect(texts.filter((t) => /Wiederholung$/.test(t)).length).toBe(2);
    for (const issue of converted.issues) expect(formatIssue(issue, "de")).not.toContain("DBDGFCDI");
  });
});

describe("long lists of item numbers", () => {
  const listing: readonly IssueCode[] = [
    "compare_items_not_in_request",
    "compare_items_unpriced",
    "compare_markup_rate_missing",
    "offer_price_missing",
  ];
  it("name the first ones and say how many more, ending in one full stop", () => {
    for (const code of listing) {
      const params = { ...sample(13), more: 1234 };
      const de = formatIssue({ code, severity: "warning", params }, "de");
      const en = formatIssue({ code, severity: "warning", params }, "en");
      expect(de, code).toContain("01.0010, 01.0020 und 1.234 weitere");
      expect(en, code).toContain("01.0010, 01.0020 and 1,234 more");
      for (const text of [de, en]) expect(text, code).not.toMatch(/…\.|\.\./);
    }
  });
});
