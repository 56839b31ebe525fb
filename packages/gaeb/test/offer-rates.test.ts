import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { isPercentFormat } from "../src/workbook/number-formats.js";
import { RATE_FORMAT } from "../src/xlsx/styles.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { editWithExcelJs, itemsByOz, readDocument, rowOf, sectionsByOz } from "./support/offer.js";
import { readWorkbook, tableRows } from "./support/xlsx.js";

const withId = (rno: string, inner: string) => item(rno, inner, `Position ${rno}`, ` ID="I${rno}"`);
const markup = (rno: string) =>
  `<MarkupItem ID="M${rno}" RNoPart="${rno}"><MarkupType>AllInCat</MarkupType></MarkupItem>`;

/** Five items each followed by a markup item, so that every way of typing a rate has a markup of its own. */
const REQUEST = gaebXml({
  body: category(
    "1",
    "Rohbau",
    `<Itemlist>${[1, 2, 3, 4, 5, 6].map((n) => `${withId(`${n}0`, "<Qty>10</Qty><QU>m</QU>")}${markup(`${n}5`)}`).join("")}</Itemlist>`,
  ),
});

function form(): Uint8Array {
  const result = convertToXlsx([{ name: "LV.X83", bytes: bytes(REQUEST) }]);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.xlsx;
}

describe("rates typed into the offer form", () => {
  it("mean what the bidder wrote, however his program stored them", async () => {
    // As Excel and LibreOffice store them: typed 10 → 10; "10 %" → 0.1; 0,1 → 0.1; as text where typed so.
    const typed: Record<string, number | string> = {
      "01.0015": 10,
      "01.0025": 0.1,
      "01.0035": "10 %",
      "01.0045": "10,0 %",
      "01.0055": "0,1",
      "01.0065": "10.0 %",
    };
    const filled = await editWithExcelJs(form(), (sheet) => {
      for (const n of [1, 2, 3, 4, 5, 6]) sheet.getRow(rowOf(sheet, `01.00${n}0`)).getCell(7).value = 2;
      for (const [oz, value] of Object.entries(typed))
        sheet.getRow(rowOf(sheet, oz)).getCell(7).value = value;
      // A discount of 10 % on the first item (the share) and 0.5 % on the section, typed "0,5 %".
      sheet.getRow(rowOf(sheet, "01.0010")).getCell(9).value = 0.1;
      sheet.getRow(rowOf(sheet, "01")).getCell(9).value = 0.005;
    });
    const result = offerFromWorkbook({ name: "p.xlsx", bytes: filled }, { bidder: "B" });
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    const offer = readDocument("o.X84", result.x84);
    const items = itemsByOz(offer);
    for (const oz of Object.keys(typed)) {
      const entry = items.get(oz);
      expect(entry?.kind === "markupItem" && entry.markupPercent?.toString(), oz).toBe("10.00");
    }
    const first = items.get("01.0010");
    expect(first?.kind === "item" && [first.discountPercent?.toString(), first.total?.toString()]).toEqual([
      "10.00",
      "18.00",
    ]);
    expect(sectionsByOz(offer).get("01")?.totals?.discountPercent?.toString()).toBe("0.50");
  });

  it("keep a cell's own format in charge: a plain number is percent, a percent format shows the share", async () => {
    const filled = await editWithExcelJs(form(), (sheet) => {
      for (const n of [1, 2, 3, 4, 5, 6]) sheet.getRow(rowOf(sheet, `01.00${n}0`)).getCell(7).value = 2;
      const set = (oz: string, value: number, numFmt: string) => {
        const cell = sheet.getRow(rowOf(sheet, oz)).getCell(7);
        cell.value = value;
        // A style of its own: exceljs shares one style object among the cells that were alike.
        cell.style = { ...cell.style, numFmt };
      };
      // A workbook made before the rate format: "0.00" and `0.00" %"` hold a number of percent as it is.
      set("01.0015", 0.5, "0.00");
      set("01.0025", 0.5, '0.00" %"');
      // A percentage format put on by hand or by the program: 0.5 is 50 %, and 10 (typed into it) is 10 %.
      set("01.0035", 0.5, "0.00%");
      set("01.0045", 10, "0%");
      set("01.0055", 7, "General");
      set("01.0065", 150, RATE_FORMAT);
    });
    const result = offerFromWorkbook({ name: "p.xlsx", bytes: filled }, { bidder: "B" });
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    const items = itemsByOz(readDocument("o.X84", result.x84));
    const rate = (oz: string) => {
      const entry = items.get(oz);
      return entry?.kind === "markupItem" ? entry.markupPercent?.toString() : undefined;
    };
    expect(["01.0015", "01.0025", "01.0035", "01.0045", "01.0055", "01.0065"].map(rate)).toEqual([
      "0.50",
      "0.50",
      "50.00",
      "10.00",
      "7.00",
      "150.00",
    ]);
  });

  it("shows a rate the file states in the rate format, as the share below 100 %", () => {
    const body = `<Itemlist>${withId("10", "<Qty>2</Qty><QU>m</QU><UP>10</UP><DiscountPcnt>0.5</DiscountPcnt><IT>19.90</IT>")}<MarkupItem ID="M" RNoPart="20"><MarkupType>AllInCat</MarkupType><ITMarkup>19.90</ITMarkup><Markup>150</Markup><IT>29.85</IT></MarkupItem></Itemlist>`;
    const result = convertToXlsx([{ name: "A.X86", bytes: bytes(gaebXml({ phase: "86", body })) }]);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const sheet = readWorkbook(result.xlsx).sheets[0];
    if (!sheet) throw new Error("no sheet");
    const rows = tableRows(sheet);
    const row = (oz: string) => rows.find((r) => r.cells.OZ?.text === oz)?.cells;
    expect(row("0010")?.["Nachlass %"]?.number).toBe("0.005");
    expect(row("0010")?.GP).toMatchObject({ number: "19.9" });
    expect(row("0020")?.EP?.number).toBe("150");
    expect(row("0020")?.GP).toMatchObject({ number: "29.85" });
    expect(readWorkbook(result.xlsx).files["xl/styles.xml"]).toContain(
      'formatCode="[&gt;=1]0.00&quot; %&quot;;[&gt;=0]0.00 %;-0.00 %"',
    );
  });

  it("say in each input cell what it expects: markup rates, discounts, free quantities, the bidder", () => {
    const xml = gaebXml({
      body: `<Itemlist>${withId("10", "<QtyTBD>Yes</QtyTBD><QU>h</QU>")}${markup("20")}</Itemlist>`,
    });
    const result = convertToXlsx([{ name: "LV.X83", bytes: bytes(xml) }]);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const sheet = readWorkbook(result.xlsx).sheets[0];
    if (!sheet) throw new Error("no sheet");
    const rows = tableRows(sheet);
    const row = (oz: string) => rows.find((r) => r.cells.OZ?.text === oz)?.row;
    const prompts = new Map(
      [...sheet.xml.matchAll(/<dataValidation [^>]*promptTitle="([^"]*)"[^>]*sqref="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(prompts.get("Zuschlag in %")).toBe(`G${row("0020")}`);
    expect(prompts.get("Menge vom Bieter")).toBe(`E${row("0010")}`);
    expect(prompts.get("Nachlass in %")?.split(" ")).toContain(`I${row("0010")}`);
    expect(prompts.get("Bieter")).toMatch(/^C\d+:C\d+$/);
    expect(sheet.xml).toMatch(/prompt="Ihr Zuschlagssatz: 10 oder 10 % für 10 %\./);
  });

  it("tells a percentage format from a percent sign written after the number", () => {
    expect(isPercentFormat("0.00%")).toBe(true);
    expect(isPercentFormat(RATE_FORMAT)).toBe(true);
    expect(isPercentFormat("#,##0.0 %;[Red]-#,##0.0 %")).toBe(true);
    expect(isPercentFormat('0.00" %"')).toBe(false);
    expect(isPercentFormat("0.00\\%")).toBe(false);
    expect(isPercentFormat("[$%-407]0.00")).toBe(false);
    expect(isPercentFormat("#,##0.00")).toBe(false);
  });
});
