import { describe, expect, it } from "vitest";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { compareWithWorkbook } from "./support/view.js";

/**
 * What the corpus does not hold: a discount, a discount amount and a lump sum on the whole LV, VAT at two rates,
 * an alternative section. Each figure is checked by hand and against the workbook's cached values.
 */
const priced = (rno: string, qty: string, up: string, extra = "") =>
  item(rno, `<Qty>${qty}</Qty><QU>m2</QU><UP>${up}</UP>${extra}`);

const section = (rno: string, title: string, items: string, totals = "", attributes = "") =>
  category(rno, title, `<Itemlist>${items}</Itemlist>`)
    .replace("<BoQCtgy ", `<BoQCtgy ${attributes}`)
    .replace("</BoQBody></BoQCtgy>", `</BoQBody>${totals}</BoQCtgy>`);

function lines(body: string, boqTotals: string, lang: "de" | "en" = "de") {
  const file = bytes(gaebXml({ phase: "86", body, boqInfoExtra: `<Totals>${boqTotals}</Totals>` }));
  const view = compareWithWorkbook("lv.x86", file, lang);
  return view.totals.map((line) => [line.label, line.amount]);
}

describe("viewGaeb totals of the whole LV", () => {
  // 12.5 × 80.00 = 1,000.00 and 3 × 33.33 = 99.99: 1,099.99 in all.
  const body = section("1", "Bau", priced("1", "12.5", "80.00") + priced("2", "3", "33.33"));

  it("3 % discount: 1,099.99 → 1,066.99, VAT 19 % 202.73, gross 1,269.72", () => {
    expect(lines(body, "<DiscountPcnt>3</DiscountPcnt><VAT>19</VAT>")).toEqual([
      ["Gesamtsumme (berechnet)", "1099.99"],
      ["Summe nach Nachlass 3,00 %", "1066.99"],
      ["MwSt 19,00 % (berechnet)", "202.73"],
      ["Bruttosumme (berechnet)", "1269.72"],
    ]);
  });

  it("a discount of 99.99 and then a lump sum of 950.00: VAT on the lump sum", () => {
    expect(
      lines(body, "<DiscountAmt>99.99</DiscountAmt><TotalLSUM>950.00</TotalLSUM><VAT>19</VAT>", "en"),
    ).toEqual([
      ["Grand total (computed)", "1099.99"],
      ["Total after discount of 99.99", "1000.00"],
      ["Lump sum per file", "950.00"],
      ["VAT 19.00 % (computed)", "180.50"],
      ["Gross total (computed)", "1130.50"],
      ["Discount amount", "99.99"],
      ["Lump sum per file", "950.00"],
    ]);
  });

  it("two VAT rates: the net and VAT of each, gross of both", () => {
    const books = section("2", "Bücher", priced("1", "8", "100.00"), "<Totals><VAT>7</VAT></Totals>");
    expect(lines(body + books, "<VAT>19</VAT>")).toEqual([
      ["Gesamtsumme (berechnet)", "1899.99"],
      ["Netto zu 19,00 % MwSt (berechnet)", "1099.99"],
      ["MwSt 19,00 % (berechnet)", "209.00"],
      ["Netto zu 7,00 % MwSt (berechnet)", "800.00"],
      ["MwSt 7,00 % (berechnet)", "56.00"],
      ["Bruttosumme (berechnet)", "2164.99"],
    ]);
  });

  it("an alternative section keeps its own total and adds nothing to the LV", () => {
    const alternative = section("2", "Variante", priced("1", "10", "50.00"));
    const withGroup = alternative.replace(
      '<BoQCtgy RNoPart="2">',
      '<BoQCtgy RNoPart="2"><ALNBGroupNo>1</ALNBGroupNo><ALNBSerNo>1</ALNBSerNo>',
    );
    const file = bytes(
      gaebXml({ phase: "86", body: body + withGroup, boqInfoExtra: "<Totals><VAT>19</VAT></Totals>" }),
    );
    const view = compareWithWorkbook("lv.x86", file, "de");
    expect(view.sections.map((s) => [s.oz, s.total, s.counts])).toEqual([
      ["01", "1099.99", true],
      ["02", "500.00", false],
    ]);
    expect(view.totals[0]?.amount).toBe("1099.99");
  });
});
