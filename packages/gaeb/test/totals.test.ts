import { describe, expect, it } from "vitest";
import { type ConvertOptions, convertToXlsx } from "../src/convert.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { type ReadSheet, readWorkbook, tableRows } from "./support/xlsx.js";

function convert(xml: string, options: ConvertOptions = {}, name = "test.x83") {
  const result = convertToXlsx([{ name, bytes: bytes(xml) }], options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const [sheet] = readWorkbook(result.xlsx).sheets;
  if (!sheet) throw new Error("no sheet");
  return { sheet, issues: result.issues, xlsx: result.xlsx };
}

const byOz = (sheet: ReadSheet, oz: string, title = "OZ") =>
  tableRows(sheet, title).find((r) => r.cells[title]?.text === oz);

describe("totals", () => {
  const priced = (rno: string, qty: string, up: string, extra = "") =>
    item(rno, `${extra}<Qty>${qty}</Qty><UP>${up}</UP>`);
  const gp = (sheet: ReadSheet, label: string) =>
    tableRows(sheet).find((r) => r.cells.Kurztext?.text === label)?.cells.GP;

  it("show VAT per rate, each labelled with its rate, when sections or items have different rates", () => {
    const body =
      category("1", "Bau", `<Itemlist>${priced("1", "100", "100")}</Itemlist>`, "").replace(
        "</BoQBody></BoQCtgy>",
        "</BoQBody><Totals><Total>10000.00</Total><VAT>19.00</VAT></Totals></BoQCtgy>",
      ) +
      category("2", "Bücher", `<Itemlist>${priced("1", "8", "100")}</Itemlist>`).replace(
        "</BoQBody></BoQCtgy>",
        "</BoQBody><Totals><Total>800.00</Total><VAT>7.00</VAT></Totals></BoQCtgy>",
      );
    const boqInfoExtra =
      "<Totals><Total>10800.00</Total><VAT>19.00</VAT><TotalGross>12756.00</TotalGross></Totals>";
    const { sheet } = convert(gaebXml({ phase: "86", body, boqInfoExtra }));
    expect(gp(sheet, "Netto zu 19,00 % MwSt (berechnet)")?.number).toBe("10000");
    expect(gp(sheet, "MwSt 19,00 % (berechnet)")?.number).toBe("1900");
    expect(gp(sheet, "Netto zu 7,00 % MwSt (berechnet)")?.number).toBe("800");
    expect(gp(sheet, "MwSt 7,00 % (berechnet)")?.number).toBe("56");
    expect(gp(sheet, "Bruttosumme (berechnet)")?.number).toBe("12756");
    expect(gp(sheet, "Bruttosumme")?.number).toBe("12756");
    expect(gp(sheet, "Netto zu 19,00 % MwSt (berechnet)")?.formula).toMatch(/^SUMIFS\(/);
  });

  it("show the file's VAT parts per rate", () => {
    const boqInfoExtra =
      '<Totals><Total>533.50</Total><VATPart VATPcnt="19.00"><TotalNetPart>433.50</TotalNetPart><VATAmount>82.37</VATAmount></VATPart><VATPart VATPcnt="7.00"><TotalNetPart>100.00</TotalNetPart><VATAmount>7.00</VATAmount></VATPart><VATAmount>89.37</VATAmount><TotalGross>622.87</TotalGross></Totals>';
    const { sheet } = convert(
      gaebXml({ phase: "86", body: `<Itemlist>${priced("1", "1", "1")}</Itemlist>`, boqInfoExtra }),
    );
    expect(gp(sheet, "Netto zu 19,00 % MwSt")?.number).toBe("433.5");
    expect(gp(sheet, "MwSt 19,00 %")?.number).toBe("82.37");
    expect(gp(sheet, "MwSt 7,00 %")?.number).toBe("7");
    expect(gp(sheet, "MwSt gesamt")?.number).toBe("89.37");
  });

  it("in an offer read alone, the file's totals are the figures of record: no computed grand total", () => {
    const body = category(
      "1",
      "A",
      `<Itemlist>${priced("1", "1", "100")}${priced("2", "1", "50")}</Itemlist>`,
    ).replace("</BoQBody></BoQCtgy>", "</BoQBody><Totals><Total>100.00</Total></Totals></BoQCtgy>");
    const xml = gaebXml({ phase: "84", body, boqInfoExtra: "<Totals><Total>100.00</Total></Totals>" });
    const { sheet } = convert(xml, {}, "o.x84");
    expect(byOz(sheet, "01")?.cells.GP).toMatchObject({ number: "100" });
    expect(byOz(sheet, "01")?.cells.GP?.formula).toBeUndefined();
    expect(gp(sheet, "Gesamtsumme (berechnet)")).toBeUndefined();
    expect(gp(sheet, "Gesamtsumme laut Datei")?.number).toBe("100");
  });

  it("in an offer read alone without declared totals, show no computed sum that could count alternatives", () => {
    const body = category(
      "1",
      "A",
      `<Itemlist>${priced("1", "1", "100")}${priced("2", "1", "50")}</Itemlist>`,
    );
    const { sheet } = convert(gaebXml({ phase: "84", body }), {}, "o.x84");
    const section = byOz(sheet, "01");
    expect(section?.cells.GP).toBeUndefined();
    expect(section?.cells.Art?.text).toContain("Summe nicht in der Datei");
    expect(byOz(sheet, "01.0001")?.cells.GP?.number).toBe("100");
    expect(gp(sheet, "Gesamtsumme (berechnet)")).toBeUndefined();
    expect(
      tableRows(sheet).some((r) => r.cells.Kurztext?.text?.startsWith("Gesamtsumme: nicht in der Datei")),
    ).toBe(true);
  });

  it("count a lump-sum item without quantity once: typing its price gives its total", () => {
    const lump = item("1", "<LumpSumItem>Yes</LumpSumItem><QU>psch</QU>");
    const { sheet } = convert(gaebXml({ body: `<Itemlist>${lump}</Itemlist>` }));
    const row = byOz(sheet, "0001");
    // A request's sheet has the bidder's discount column (I), empty until he grants one.
    expect(row?.cells.GP?.formula).toBe(
      `ROUND(IF(E${row?.row}="",1,E${row?.row})*ROUND(G${row?.row},3)*(1-IF(ABS(I${row?.row})>=1,I${row?.row}/100,I${row?.row})),2)`,
    );
  });

  it("sum sections over a hidden path column, so the order of the rows does not matter", () => {
    const body = category("1", "A", `<Itemlist>${priced("1", "2", "3")}</Itemlist>`);
    const { sheet } = convert(gaebXml({ phase: "86", body }));
    const formula = byOz(sheet, "01")?.cells.GP?.formula ?? "";
    expect(formula).toMatch(/^SUMIFS\(\$[A-Z]+\$\d+:\$[A-Z]+\$\d+,\$[A-Z]+\$\d+:\$[A-Z]+\$\d+,"§01\.\*"\)$/);
    expect(byOz(sheet, "01.0001")?.cells["Summe in"]?.text).toBe("§01.#");
    expect(sheet.xml).toMatch(/<col min="\d+" max="\d+" width="10" customWidth="1" hidden="1"\/>/);
  });

  it("mark up the items a markup item names, with a live base, in a request too", () => {
    const markup = (rno: string, type: string, extra = "") =>
      `<MarkupItem ID="M${rno}" RNoPart="${rno}"><MarkupType>${type}</MarkupType>${extra}</MarkupItem>`;
    const body = `<Itemlist>${priced("10", "1", "100")}${priced("20", "1", "300", "<MarkupIt>Yes</MarkupIt>")}${markup("30", "AllInCat")}${markup("31", "AllInCat")}${priced("40", "1", "50").replace("<Item ", '<Item ID="I40" ')}${markup("50", "AllInCat")}${markup("60", "IdentAsMark")}${markup("70", "ListInSubQty", '<MarkupSubQty><RefItem IDRef="I40"/><SubQty>0.5</SubQty></MarkupSubQty>')}</Itemlist>`;
    const { sheet } = convert(gaebXml({ phase: "83", body }));
    const base = (oz: string) => byOz(sheet, oz)?.cells.Zuschlagsbasis;
    expect(base("0030")?.number).toBe("400");
    expect(base("0031")?.number).toBe("400");
    expect(base("0050")?.number).toBe("50");
    expect(base("0060")?.number).toBe("300");
    expect(base("0070")?.number).toBe("25");
    expect(base("0030")?.formula).toMatch(/^SUMPRODUCT\(/);
    expect(byOz(sheet, "0030")?.cells.GP?.formula).toMatch(/^ROUND\(/);
    expect(byOz(sheet, "0030")?.cells.GP?.number).toBe("0");
  });
});
