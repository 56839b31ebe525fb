import { describe, expect, it } from "vitest";
import { type ConvertOptions, convertToXlsx } from "../src/convert.js";
import type { Issue } from "../src/issues.js";
import { formatIssue } from "../src/messages/index.js";
import { STYLE } from "../src/xlsx/styles.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { headerRowNumber, type ReadSheet, readWorkbook, tableRows } from "./support/xlsx.js";

function convert(xml: string, options: ConvertOptions = {}, name = "test.x83") {
  const result = convertToXlsx([{ name, bytes: bytes(xml) }], options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const [sheet] = readWorkbook(result.xlsx).sheets;
  if (!sheet) throw new Error("no sheet");
  return { sheet, issues: result.issues, xlsx: result.xlsx };
}

const byOz = (sheet: ReadSheet, oz: string, title = "OZ") =>
  tableRows(sheet, title).find((r) => r.cells[title]?.text === oz);

describe("what the file says about an entry", () => {
  it("shows change orders, references and alternative groups in Art", () => {
    const body = category(
      "1",
      "Nachtrag",
      `<Itemlist>${item("10", "<CONo>1</CONo><COStatus>Approved</COStatus>").replace("<Item ", '<Item ID="A" ')}${item("20", '<RefDescr>Rep</RefDescr><RefRNo IDRef="A"/>')}${item("30", "<RefDescr>Ref</RefDescr><RefPerfNo>3</RefPerfNo>")}</Itemlist>`,
      "<CONo>2</CONo><COStatus>Offered</COStatus>",
    );
    const { sheet } = convert(gaebXml({ phase: "86", body }));
    expect(byOz(sheet, "01")?.cells.Art?.text).toBe("Bereich, Nachtrag 2 (angeboten)");
    expect(byOz(sheet, "01.0010")?.cells.Art?.text).toBe("Normalposition, Nachtrag 1 (genehmigt)");
    expect(byOz(sheet, "01.0020")?.cells.Art?.text).toBe("Normalposition, Wiederholung zu 01.0010");
    expect(byOz(sheet, "01.0030")?.cells.Art?.text).toBe("Normalposition, Bezugsposition zu 3");
  });
});

describe("a sheet a bidder works in", () => {
  it("marks unit prices as the input, empty ones too, with the decimals the file uses", () => {
    const body = `<Itemlist>${item("1", "<Qty>2</Qty>")}${item("2", "<Qty>1</Qty><UP>1.125</UP>")}</Itemlist>`;
    const { sheet } = convert(gaebXml({ body }));
    const [empty, priced] = [byOz(sheet, "0001")?.row, byOz(sheet, "0002")?.row];
    expect(sheet.xml).toContain(`<c r="G${empty}" s="${STYLE.priceInput3}"/>`);
    expect(byOz(sheet, "0002")?.cells.EP?.style).toBe(STYLE.priceInput3);
    expect(priced).toBeGreaterThan(empty ?? 0);
    const header = sheet.rows.get(headerRowNumber(sheet)) ?? new Map();
    expect(["E", "G", "H"].map((c) => header.get(c)?.style)).toEqual(Array(3).fill(STYLE.headerNumber));
    expect(header.get("C")?.style).toBe(STYLE.header);
  });
});

describe("sub-descriptions", () => {
  const sub = (no: string, text: string, figures: string) =>
    `<SubDescr><SubDNo>${no}</SubDNo><Description><CompleteText><DetailTxt><Text><p>${text} lang</p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p>${text}</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>${figures}</SubDescr>`;

  it("each becomes a row under its item with number, texts, quantity and unit, counted in no total", () => {
    const figures = "<Qty>5</Qty><QU>St</QU><UP>10</UP><IT>50.00</IT>";
    const inner = `${figures}${sub("01", "Heizgerät", "<Qty>2.000</Qty><QU>Stck</QU>")}${sub("02", "Gefäß", "<Qty>3</Qty><QU>Stck</QU><UP>4.5</UP>")}`;
    const { sheet } = convert(gaebXml({ phase: "86", body: `<Itemlist>${item("10", inner)}</Itemlist>` }));
    const rows = tableRows(sheet);
    const itemIndex = rows.findIndex((r) => r.cells.OZ?.text === "0010");
    const [first, second] = [rows[itemIndex + 1], rows[itemIndex + 2]];
    expect(first?.cells.OZ?.text).toBe("0010/01");
    expect(first?.cells.Art?.text).toBe("Unterbeschreibung");
    expect(first?.cells.Kurztext?.text).toBe("Heizgerät");
    expect(first?.cells.Langtext?.text).toBe("Heizgerät lang");
    expect([first?.cells.Menge?.number, first?.cells.Einheit?.text]).toEqual(["2", "Stck"]);
    expect(first?.cells.GP).toBeUndefined();
    expect(second?.cells.OZ?.text).toBe("0010/02");
    expect(second?.cells.GP).toMatchObject({ number: "13.5" });
    expect(second?.cells.GP?.formula).toMatch(/^ROUND\(/);
    const grand = rows.find((r) => r.cells.Kurztext?.text === "Gesamtsumme (berechnet)");
    expect(grand?.cells.GP?.number).toBe("50");
  });

  it("in an offer merged with its request, keep the request's texts and take the offer's figures", () => {
    const request = gaebXml({
      body: `<Itemlist>${item("10", `<Qty>5</Qty>${sub("1", "Teil", "<Qty>5</Qty><QU>m</QU>")}`)}</Itemlist>`,
    });
    const offer = gaebXml({
      phase: "84",
      body: `<Itemlist><Item RNoPart="10"><Qty>5</Qty><UP>2</UP><IT>10.00</IT><SubDescr><SubDNo>1</SubDNo><Qty>5</Qty><UP>1.5</UP></SubDescr></Item></Itemlist>`,
    });
    const { sheet } = convert(offer, { base: { name: "r.x83", bytes: bytes(request) } }, "o.x84");
    const row = byOz(sheet, "0010/1");
    expect(row?.cells.Kurztext?.text).toBe("Teil");
    expect(row?.cells.Einheit?.text).toBe("m");
    expect(row?.cells.GP?.number).toBe("7.5");
  });
});

describe("an offer over its request (--base)", () => {
  const request = gaebXml({
    body: category(
      "1",
      "Erdarbeiten",
      `<Itemlist>${item("10", "<Qty>5</Qty><QU>m</QU>")}${item("20", "<Qty>2</Qty>")}</Itemlist>`,
    ),
    boqInfoExtra: "<Date>2024-01-01</Date>",
  }).replace("<Date>2024-01-15</Date>", "<Date>2023-12-01</Date>");
  const offerOf = (body: string) =>
    gaebXml({ phase: "84", body: category("1", "", `<Itemlist>${body}</Itemlist>`) }).replace(
      "<Date>2024-01-15</Date>",
      "<Date>2024-03-07</Date>",
    );
  const priced = (rno: string, qty: string) => `<Item RNoPart="${rno}"><Qty>${qty}</Qty><UP>3</UP></Item>`;
  const base = { name: "r.x83", bytes: bytes(request) };

  it("keeps an offer item the request does not have, with a warning naming it", () => {
    const { sheet, issues } = convert(
      offerOf(priced("10", "5") + priced("20", "2") + priced("30", "4")),
      { base },
      "o.x84",
    );
    expect(byOz(sheet, "01.0030")?.cells.GP?.number).toBe("12");
    expect(byOz(sheet, "01")?.cells.GP?.number).toBe("33");
    const missing = issues.find((i) => i.code === "base_item_missing");
    expect(missing?.path).toBe("01.0030");
    expect(formatIssue(missing as Issue, "de")).toContain("Position 01.0030 fehlt");
    expect(formatIssue(missing as Issue, "en")).not.toContain("undefined");
  });

  it("refuses a request of another bill of quantities", () => {
    const result = convertToXlsx(
      [{ name: "o.x84", bytes: bytes(offerOf(priced("10", "7") + priced("20", "9"))) }],
      { base },
    );
    expect(result.ok).toBe(false);
    expect(result.issues.find((i) => i.severity === "error")).toMatchObject({
      code: "base_unrelated",
      file: "r.x83",
    });
  });

  it("shows the offer's date, not the request's, as a real date", () => {
    const { sheet } = convert(offerOf(priced("10", "5") + priced("20", "2")), { base }, "o.x84");
    const dateRow = [...sheet.rows.values()].find((cells) => cells.get("E")?.text === "Datum");
    // 2024-03-07 is day 45358 of the spreadsheet calendar; the request says 2024-01-01 (45292).
    expect(dateRow?.get("H")?.number).toBe("45358");
    expect(sheet.xml).not.toContain("<v>45292</v>");
  });
});
