import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import { type OfferOptions, offerFromWorkbook } from "../src/offer/index.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import {
  editWithExcelJs,
  fillWithExcelJs,
  itemsByOz,
  readDocument,
  rowOf,
  sectionsByOz,
} from "./support/offer.js";
import { editSheet, reverseRows } from "./support/xlsx.js";

const withId = (rno: string, inner: string) => item(rno, inner, `Position ${rno}`, ` ID="I${rno}"`);

/** A request with the kinds of items whose totals GAEB treats differently. */
const REQUEST = gaebXml({
  body:
    category(
      "1",
      "Rohbau",
      `<Itemlist>${withId("10", "<Qty>2.500</Qty><QU>m2</QU>")}${withId("20", "<Qty>3</Qty><QU>St</QU>")}${withId("30", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>1</ALNSerNo><Qty>3</Qty><QU>St</QU>")}${withId("40", "<Provis>WithoutTotal</Provis><Qty>5</Qty><QU>m</QU>")}${withId("50", "<Provis>WithTotal</Provis><Qty>2</Qty><QU>m</QU>")}${withId("60", "<NotAppl>Yes</NotAppl><Qty>9</Qty><QU>m</QU>")}${withId("70", "<LumpSumItem>Yes</LumpSumItem><QU>psch</QU>")}</Itemlist>`,
    ) +
    category(
      "2",
      "Ausbau",
      `<Itemlist>${withId("10", "<QtyTBD>Yes</QtyTBD><QU>h</QU>")}${withId("20", "<Qty>1</Qty><QU>St</QU>")}<MarkupItem ID="M30" RNoPart="30"><MarkupType>AllInCat</MarkupType></MarkupItem></Itemlist>`,
    ),
});

function workbookOf(xml: string, name = "LV.X83", lang: "de" | "en" = "de"): Uint8Array {
  const result = convertToXlsx([{ name, bytes: bytes(xml) }], { lang });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.xlsx;
}

const PRICES: Record<string, Record<string, number | string>> = {
  "01.0010": { EP: 10.5 },
  "01.0020": { EP: "1.234,50" },
  "01.0030": { EP: 7 },
  "01.0040": { EP: 100 },
  "01.0050": { EP: 3.333, "Nachlass %": 10 },
  "01.0070": { EP: 999.99 },
  "02.0010": { EP: 50, Menge: 4 },
  "02.0020": { EP: 200 },
  "02.0030": { EP: 5 },
  "01": { "Nachlass %": 2 },
};

const typed = (prices: typeof PRICES) => (oz: string, column: string) => prices[oz]?.[column];

/** The offer of a priced workbook, by a bidder named to the call unless `options` says otherwise. */
function offer(xlsx: Uint8Array, options: OfferOptions = {}) {
  return offerFromWorkbook(
    { name: "priced.xlsx", bytes: xlsx },
    { date: "2026-11-22T10:00:00Z", bidder: "Elektro Muster", ...options },
  );
}

function expectOk(result: ReturnType<typeof offer>) {
  if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
  return result;
}

describe("the workbook of a request is its offer form", () => {
  it("carries the request in a very hidden sheet, beside the sheet a bidder sees", () => {
    const files = unzipSync(workbookOf(REQUEST));
    const workbook = strFromU8(files["xl/workbook.xml"] as Uint8Array);
    expect(workbook).toMatch(
      /<sheet name="GAEB-Angebotsformular" sheetId="2" state="veryHidden" r:id="rId2"\/>/,
    );
    expect(workbook).not.toMatch(/localSheetId="1"/);
    expect(strFromU8(files["xl/sharedStrings.xml"] as Uint8Array)).toContain("gaeb2xlsx offer form v1");
  });

  it("has no form when made from an offer or an award; several requests get one each (offer-several.test.ts)", () => {
    const names = (xlsx: Uint8Array) => strFromU8(unzipSync(xlsx)["xl/workbook.xml"] as Uint8Array);
    expect(names(workbookOf(gaebXml({ phase: "86", body: "<Itemlist/>" }), "A.X86"))).not.toContain("state=");
    const offerAndAward = convertToXlsx([
      { name: "a.X84", bytes: bytes(gaebXml({ phase: "84", body: "<Itemlist/>" })) },
      { name: "b.X86", bytes: bytes(gaebXml({ phase: "86", body: "<Itemlist/>" })) },
    ]);
    expect(offerAndAward.ok && names(offerAndAward.xlsx)).not.toContain("state=");
  });
});

describe("offerFromWorkbook", () => {
  it("escapes what it copies from the request, so markup in the request cannot break or inject into the X84", async () => {
    const request = gaebXml({
      version: "3.2",
      body: `<Itemlist>${withId("1", "<Qty>2</Qty><QU>m</QU>")}</Itemlist>`,
    }).replace(
      "<Version>3.2</Version>",
      '<Version>3.2</Version><VersDate>2013-10&lt;/VersDate&gt;&amp;"</VersDate>',
    );
    const filled = await fillWithExcelJs(workbookOf(request), (oz, column) =>
      oz === "0001" && column === "EP" ? 5 : undefined,
    );
    const result = expectOk(offer(filled));
    const text = new TextDecoder().decode(result.x84);
    expect(text).toContain("<VersDate>2013-10&lt;/VersDate&gt;&amp;&quot;</VersDate>");
    expect(readDocument("o.X84", result.x84).source.versionDate).toBe('2013-10</VersDate>&"');
  });

  it("writes UP as typed, IT = round(Qty × UP, 2) and totals by GAEB's rules", async () => {
    const filled = await fillWithExcelJs(workbookOf(REQUEST), typed(PRICES));
    const result = expectOk(offer(filled, { bidder: "Elektro Muster" }));
    const x84 = readDocument("o.X84", result.x84);
    expect(x84.source.phase).toBe("84");
    expect(x84.award.contractor?.names).toEqual(["Elektro Muster"]);
    const items = itemsByOz(x84);
    const it = (oz: string) => {
      const entry = items.get(oz);
      return entry?.kind === "item" ? [entry.unitPrice?.toString(), entry.total?.toString()] : undefined;
    };
    expect(it("01.0010")).toEqual(["10.500", "26.25"]);
    expect(it("01.0020")).toEqual(["1234.500", "3703.50"]);
    expect(it("01.0050")).toEqual(["3.333", "6.00"]); // 2 × 3.333 × 0.9 = 5.9994
    expect(it("01.0070")).toEqual(["999.990", "999.99"]); // a lump sum without quantity is one lump
    expect(it("02.0010")).toEqual(["50.000", "200.00"]); // the bidder's quantity of a free-quantity item
    const markup = items.get("02.0030");
    expect(
      markup?.kind === "markupItem" && [markup.markupBase, markup.markupPercent, markup.total].map(String),
    ).toEqual(["400.00", "5.00", "20.00"]);
    // Section 1 counts 10, 20, 50 and 70 (not the alternative, the optional item without total, the one that does
    // not apply): 26.25 + 3703.50 + 6.00 + 999.99 = 4735.74, less 2 % = 4641.03.
    const sections = sectionsByOz(x84);
    expect(sections.get("01")?.totals).toMatchObject({ total: expect.anything() });
    expect(String(sections.get("01")?.totals?.total)).toBe("4735.74");
    expect(String(sections.get("01")?.totals?.totalAfterDiscount)).toBe("4641.03");
    expect(String(sections.get("02")?.totals?.total)).toBe("420.00");
    expect(result.summary).toMatchObject({
      bidder: "Elektro Muster",
      project: "P1",
      lvName: "LV1",
      itemCount: 9,
      pricedItems: 8,
      notOfferedItems: 0,
      grandTotal: "5061.03",
      currency: "EUR",
      gaebVersion: "3.3",
      fileName: "LV.X84",
    });
    const xml = new TextDecoder().decode(result.x84);
    expect(xml).not.toMatch(/<(QU|OutlineText|Description|Provis|ALNGroupNo)\b/);
    // The request wrote "60": the offer repeats it (a program matching by number text finds the item).
    expect(xml).toContain('<Item ID="I60" RNoPart="60"><Qty>9.000</Qty></Item>');
  });

  it("takes a discount on the whole LV from the row under the grand total", async () => {
    const filled = await fillWithExcelJs(workbookOf(REQUEST), typed(PRICES));
    const discounted = await editWithExcelJs(filled, (sheet) => {
      let discountColumn = 0;
      sheet.eachRow((row) => {
        row.eachCell((cell, col) => {
          if (cell.value === "Nachlass %") discountColumn = col;
        });
        if (String(row.getCell(3).value).startsWith("Angebotssumme nach Nachlass"))
          row.getCell(discountColumn).value = 3;
      });
    });
    const result = expectOk(offer(discounted));
    expect(result.summary.grandTotal).toBe("4909.20"); // 5061.03 less 3 %
    const totals = readDocument("o.X84", result.x84).boq?.info.totals;
    expect([totals?.total, totals?.discountPercent, totals?.totalAfterDiscount].map(String)).toEqual([
      "5061.03",
      "3.00",
      "4909.20",
    ]);
  });

  it("reads the same prices after rows are sorted, hidden, a column inserted, and in an English workbook", async () => {
    const original = workbookOf(REQUEST);
    const sheetXml = strFromU8(unzipSync(original)["xl/worksheets/sheet1.xml"] as Uint8Array);
    const [, first = "0", last = "0"] = /<autoFilter ref="A(\d+):[A-Z]+(\d+)"/.exec(sheetXml) ?? [];
    const sorted = editSheet(original, 0, (xml) => reverseRows(xml, Number(first) + 1, Number(last)));
    const filled = await fillWithExcelJs(sorted, typed(PRICES));
    const edited = await editWithExcelJs(filled, (sheet) => {
      sheet.spliceColumns(3, 0, []);
      sheet.getRow(rowOf(sheet, "01.0020")).hidden = true;
    });
    expect(expectOk(offer(edited)).summary.grandTotal).toBe("5061.03");
    const words: Record<string, string> = {
      EP: "Unit price",
      "Nachlass %": "Discount %",
      Menge: "Quantity",
    };
    const english: typeof PRICES = {};
    for (const [oz, values] of Object.entries(PRICES))
      english[oz] = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [words[k] ?? k, v === "1.234,50" ? "1,234.50" : v]),
      );
    const en = await fillWithExcelJs(workbookOf(REQUEST, "LV.X83", "en"), typed(english));
    expect(expectOk(offer(en)).summary.grandTotal).toBe("5061.03");
  });

  it("refuses items left without a price with their list, or writes them NotOffered when told", async () => {
    const partial = { ...PRICES, "01.0020": {}, "02.0020": {} };
    const filled = await fillWithExcelJs(workbookOf(REQUEST), typed(partial));
    const refused = offer(filled);
    expect(refused.ok).toBe(false);
    const missing = refused.issues.find((i) => i.code === "offer_price_missing");
    expect(missing?.params).toMatchObject({ count: 2, items: "01.0020, 02.0020" });
    expect(formatIssue(missing as never, "de")).toContain("01.0020, 02.0020");
    const result = expectOk(offer(filled, { notOfferedEmpty: true }));
    expect(result.summary.notOfferedItems).toBe(2);
    expect(new TextDecoder().decode(result.x84)).toContain(
      '<Item ID="I20" RNoPart="20"><NotOffered>Yes</NotOffered><Qty>3.000</Qty></Item>',
    );
  });

  it("names sheet, cell and OZ of every price it cannot take", async () => {
    const bad = {
      ...PRICES,
      "01.0010": { EP: -3 },
      "01.0020": { EP: "zwölf" },
      "01.0030": { EP: "1.234" },
      "01": { EP: 5 },
      "02.0020": { EP: 200, Menge: 7 },
    };
    const result = offer(await fillWithExcelJs(workbookOf(REQUEST), typed(bad)));
    expect(result.ok).toBe(false);
    const found = result.issues.map((i) => [i.code, i.path, i.params?.cell, i.params?.reason]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["offer_price_not_item", "01", expect.stringMatching(/^G\d+$/), undefined],
        ["offer_price_invalid", "01.0010", expect.stringMatching(/^G\d+$/), "negative"],
        ["offer_price_invalid", "01.0020", expect.stringMatching(/^G\d+$/), "text"],
        ["offer_price_invalid", "01.0030", expect.stringMatching(/^G\d+$/), "ambiguous"],
        ["offer_quantity_changed", "02.0020", expect.stringMatching(/^E\d+$/), undefined],
      ]),
    );
    for (const issue of result.issues) {
      for (const lang of ["de", "en"] as const) expect(formatIssue(issue, lang)).toMatch(/Blatt|[Ss]heet/);
    }
  });

  it("refuses a row copied so that one OZ has two rows", async () => {
    const filled = await fillWithExcelJs(workbookOf(REQUEST), typed(PRICES));
    const copied = await editWithExcelJs(filled, (sheet) =>
      sheet.duplicateRow(rowOf(sheet, "01.0010"), 1, true),
    );
    const result = offer(copied);
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => [i.code, i.path])).toContainEqual(["offer_item_duplicate", "01.0010"]);
  });

  it("takes the bidder's name and address from the title block; a given name overrides the typed one", async () => {
    const filled = await fillWithExcelJs(workbookOf(REQUEST), typed(PRICES));
    const signed = await editWithExcelJs(filled, (sheet) => {
      const typeBeside = (label: string, value: string) => {
        sheet.eachRow((row) => {
          if (row.getCell(1).value === label) row.getCell(3).value = value;
        });
      };
      typeBeside("Bieter (Name)", "Elektro Muster GmbH");
      typeBeside("Bieter Straße", "Hauptstr. 1");
      typeBeside("Bieter PLZ Ort", "70327 Stuttgart");
    });
    const typedName = expectOk(offerFromWorkbook({ name: "signed.xlsx", bytes: signed }));
    expect(typedName.summary.bidder).toBe("Elektro Muster GmbH");
    expect(readDocument("o.X84", typedName.x84).award.contractor).toMatchObject({
      names: ["Elektro Muster GmbH"],
      street: "Hauptstr. 1",
      postalCode: "70327",
      city: "Stuttgart",
    });
    const given = expectOk(offer(signed, { bidder: "Andere KG" }));
    expect(readDocument("o.X84", given.x84).award.contractor).toMatchObject({
      names: ["Andere KG"],
      city: "Stuttgart",
    });
  });

  it("never throws on damaged workbooks: every mutation is an answer, not an exception", async () => {
    const filled = await fillWithExcelJs(workbookOf(REQUEST), typed(PRICES));
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const answers = new Set<string>();
    for (let n = 0; n < 150; n++) {
      const damaged = filled.slice(0, n % 10 === 0 ? Math.floor(random() * filled.length) : filled.length);
      for (let k = 0; k < 1 + (n % 5); k++)
        damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      const result = offerFromWorkbook({ name: "damaged.xlsx", bytes: damaged });
      answers.add(result.ok ? "ok" : (result.issues[0]?.code ?? "?"));
    }
    expect(answers.has("internal_error")).toBe(false);
    expect(answers.size).toBeGreaterThan(1);
  });

  it("never throws: not a workbook, a workbook without form, wrong arguments", () => {
    expect(offerFromWorkbook({ name: "x.xlsx", bytes: bytes("hello") }).issues[0]?.code).toBe(
      "offer_workbook_invalid",
    );
    const award = workbookOf(gaebXml({ phase: "86", body: "<Itemlist/>" }), "A.X86");
    expect(offerFromWorkbook({ name: "a.xlsx", bytes: award }).issues[0]?.code).toBe("offer_form_missing");
    expect(offerFromWorkbook(null as never).issues[0]?.code).toBe("input_invalid");
    expect(offerFromWorkbook({ name: "a.xlsx", bytes: award }, { bidder: 3 } as never).issues[0]?.code).toBe(
      "input_invalid",
    );
  });
});
