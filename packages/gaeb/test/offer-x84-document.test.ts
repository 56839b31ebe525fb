import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item, MarkupItem } from "../src/model.js";
import { bidderComplements } from "../src/offer/complements.js";
import { type OfferOptions, offerFromWorkbook } from "../src/offer/index.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { fillWithExcelJs, itemsByOz, readDocument, sectionsByOz } from "./support/offer.js";
import { validateX84, xmllint } from "./support/x84-schema.js";

/** An item whose long text leaves the bidder a numbered blank (MarkLbl 7) after "Fabrikat". */
const WITH_BLANK =
  '<Item ID="I10" RNoPart="10"><Qty>2.5</Qty><QU>m2</QU><Description><CompleteText><DetailTxt><Text><p><span>Fabrikat </span><TextComplement Kind="Bidder" MarkLbl="7"><ComplBody><span>....</span></ComplBody></TextComplement></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>Estrich</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item>';

/** Markups, a lump sum, an item left unpriced, a discount and a blank for the bidder, in one request. */
const body =
  category(
    "1",
    "Rohbau",
    `<Itemlist>${WITH_BLANK}${item("20", "<Qty>3</Qty><QU>St</QU>", "Stütze", ' ID="I20"')}${item("30", "<LumpSumItem>Yes</LumpSumItem><QU>psch</QU>", "Baustelle", ' ID="I30"')}${item("40", "<Qty>5</Qty><QU>m</QU>", "Rinne", ' ID="I40"')}</Itemlist>`,
  ) +
  category(
    "2",
    "Ausbau",
    `<Itemlist>${item("10", "<Qty>4</Qty><QU>St</QU>", "Tür", ' ID="I50"')}<MarkupItem ID="M60" RNoPart="20"><MarkupType>AllInCat</MarkupType><Description><CompleteText><DetailTxt><Text><p><span>Zuschlag</span></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>Zuschlag</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></MarkupItem></Itemlist>`,
  );

const PRICES: Record<string, Record<string, number | string>> = {
  "01.0010": { EP: 10.5, Bieterangaben: "7: Fabrikat Muster & Söhne" },
  "01.0020": { EP: 100, "Nachlass %": 10 },
  "01.0030": { EP: 999.99 },
  "01": { "Nachlass %": 2 },
  "02.0010": { EP: 50 },
  "02.0020": { EP: 5 },
  "02": { Pauschalsumme: 190 },
};

async function offerOf(request: string, options: OfferOptions = {}) {
  const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(request) }], { lang: "de" });
  if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
  const filled = await fillWithExcelJs(converted.xlsx, (oz, column) => PRICES[oz]?.[column]);
  const result = offerFromWorkbook(
    { name: "LV.xlsx", bytes: filled },
    { date: "2026-11-22T10:00:00Z", bidder: "Elektro Muster", notOfferedEmpty: true, ...options },
  );
  if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
  return result;
}

const text = (value: { toString(): string } | undefined) => value?.toString();

describe("the X84 is the general GAEB DA XML writer's output", () => {
  it("reads back with the offer's figures field by field, and the writer writes what it reads unchanged", async () => {
    const result = await offerOf(gaebXml({ body }));
    expect(result.summary.grandTotal).toBe("1460.32");
    expect(result.issues).toEqual([]);
    const offer = readDocument("LV.X84", result.x84);
    expect(offer.source.phase).toBe("84");
    const items = itemsByOz(offer);
    const figures = (entry: Item | MarkupItem | undefined) =>
      entry?.kind === "item"
        ? [entry.quantity, entry.unitPrice, entry.discountPercent, entry.total, entry.flags.notOffered].map(
            text,
          )
        : [entry?.markupBase, entry?.markupPercent, entry?.total].map(text);
    expect(Object.fromEntries([...items].map(([oz, entry]) => [oz, figures(entry)]))).toEqual({
      "01.0010": ["2.500", "10.500", undefined, "26.25", "false"],
      "01.0020": ["3.000", "100.000", "10.00", "270.00", "false"],
      // A lump sum without quantity is one lump; the X84 states no quantity the request did not.
      "01.0030": [undefined, "999.990", undefined, "999.99", "false"],
      "01.0040": ["5.000", undefined, undefined, undefined, "true"],
      "02.0010": ["4.000", "50.000", undefined, "200.00", "false"],
      "02.0020": ["200.00", "5.00", "10.00"],
    });
    const totals = Object.fromEntries(
      [...sectionsByOz(offer)].map(([oz, section]) => {
        const t = section.totals;
        return [oz, [t?.total, t?.discountPercent, t?.totalAfterDiscount, t?.lumpSum].map(text)];
      }),
    );
    expect(totals).toEqual({
      "01": ["1296.24", "2.00", "1270.32", undefined],
      "02": ["210.00", undefined, undefined, "190.00"],
    });
    expect(text(offer.boq?.info.totals?.total)).toBe("1460.32");
    expect(offer.award.contractor).toEqual({ names: ["Elektro Muster"], references: {} });
    const blank = items.get("01.0010");
    expect(blank?.kind === "item" && bidderComplements(blank)).toEqual([
      {
        type: "complement",
        kind: "bidder",
        label: "7",
        caption: "",
        body: "Fabrikat Muster & Söhne",
        tail: "",
      },
    ]);
    // What the general writer makes of the offer it reads is the offer, byte for byte: no second dialect of X84.
    const rewritten = writeGaeb(offer, { now: new Date("2026-11-22T10:00:00Z") });
    expect(rewritten.ok && new TextDecoder().decode(rewritten.value.bytes)).toBe(
      new TextDecoder().decode(result.x84),
    );
    // The blank's entry stands directly in DetailTxt, as the X84s of other programs have it.
    expect(new TextDecoder().decode(result.x84)).toContain(
      '<DetailTxt><TextComplement Kind="Bidder" MarkLbl="7"><ComplBody><span>Fabrikat Muster &amp; Söhne</span></ComplBody></TextComplement></DetailTxt>',
    );
    if (xmllint) expect(validateX84({ "LV.X84": result.x84 })).toBe("");
  });

  it.each([
    ["3.0", "", "http://www.gaeb.de/GAEB_DA_XML/200407", "2004-05"],
    ["3.1", "", "http://www.gaeb.de/GAEB_DA_XML/200407", "2007-06"],
    ["3.1", "2009-12", "http://www.gaeb.de/GAEB_DA_XML/200407", "2009-12"],
    ["3.2", "", "http://www.gaeb.de/GAEB_DA_XML/DA84/3.2", "2013-10"],
  ])(
    "answers a %s request (VersDate %s) in its version: namespace %s, VersDate %s",
    async (version, requestDate, namespace, versionDate) => {
      let request = gaebXml({
        body,
        version,
        ...(version === "3.2" ? {} : { namespace: "http://www.gaeb.de/GAEB_DA_XML/200407" }),
      });
      if (requestDate)
        request = request.replace("</Version>", `</Version><VersDate>${requestDate}</VersDate>`);
      const result = await offerOf(request);
      expect(result.summary.gaebVersion).toBe(version);
      const xml = new TextDecoder().decode(result.x84);
      expect(xml).toContain(`<GAEB xmlns="${namespace}">`);
      expect(xml).toContain(`<Version>${version}</Version><VersDate>${versionDate}</VersDate>`);
      // Before 3.2 an offer has no NotOffered: the item is left without a price.
      expect(xml.includes("<NotOffered>")).toBe(version === "3.2");
      expect(result.issues).toEqual([]);
      expect(result.summary.grandTotal).toBe("1460.32");
    },
  );
});

describe("what the offer changed in the general writer", () => {
  it("writes no PrjInfo of a project the input says nothing about, rather than an empty name", () => {
    // Phase 84, whose PrjInfo requires NamePrj: the case where an empty one was written.
    const offerBody = category(
      "1",
      "",
      '<Itemlist><Item RNoPart="10"><Qty>1</Qty><UP>2</UP><IT>2</IT></Item></Itemlist>',
      "<Totals><Total>2</Total></Totals>",
    );
    const xml84 = gaebXml({ phase: "84", body: offerBody }).replace(/<PrjInfo>.*<\/PrjInfo>/, "");
    const offer = readDocument("LV.X84", bytes(xml84));
    const written = writeGaeb(offer, { now: new Date("2026-11-22T10:00:00Z") });
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    expect(new TextDecoder().decode(written.value.bytes)).not.toContain("<PrjInfo>");
    expect(readDocument("LV.X84", written.value.bytes).project).toEqual(offer.project);
  });
});
