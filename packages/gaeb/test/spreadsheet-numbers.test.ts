import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { fitsSpreadsheet, spreadsheetApproximation } from "../src/xlsx/spreadsheet-numbers.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { readWorkbook } from "./support/xlsx.js";

function convertItems(itemlist: string) {
  const xml = gaebXml({ phase: "86", body: category("1", "Los", `<Itemlist>${itemlist}</Itemlist>`) });
  const result = convertToXlsx([{ name: "n.x86", bytes: bytes(xml) }], { lang: "en" });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const sheet = readWorkbook(result.xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const rowNumber = (oz: string) =>
    [...sheet.rows.entries()].find(([, cells]) => cells.get("A")?.text === oz)?.[0] ?? 0;
  const row = (oz: string) => sheet.rows.get(rowNumber(oz));
  return { issues: result.issues, sheet, row, rowNumber };
}

describe("numbers a spreadsheet can hold", () => {
  it("counts significant digits, not zeros that only place the point, and knows a double's range", () => {
    expect(fitsSpreadsheet("123456789012345")).toBe(true);
    expect(fitsSpreadsheet("1234567890123456")).toBe(false);
    expect(fitsSpreadsheet("-0.000123456789012345")).toBe(true);
    expect(fitsSpreadsheet("0.30000000000000004")).toBe(false);
    expect(fitsSpreadsheet("5400.000")).toBe(true);
    expect(fitsSpreadsheet(`1${"0".repeat(300)}`)).toBe(true);
    expect(fitsSpreadsheet(`1${"0".repeat(308)}`)).toBe(false);
    expect(fitsSpreadsheet(`0.${"0".repeat(310)}1`)).toBe(false);
    expect(fitsSpreadsheet("0.000")).toBe(true);
    expect(spreadsheetApproximation("24691357802469135")).toBe("24691357802469100");
  });

  it("writes a value with more than 15 significant digits as text with a warning naming cell, OZ and value", () => {
    const { issues, row, rowNumber } = convertItems(
      `${item("1", "<Qty>12345678901234567.5</Qty><UP>2</UP>")}${item("2", "<Qty>2</Qty><UP>3</UP>")}`,
    );
    const cells = row("01.0001");
    expect(cells?.get("E")).toMatchObject({ text: "12345678901234567.5" });
    expect(cells?.get("E")?.number).toBeUndefined();
    expect(issues).toContainEqual({
      code: "number_as_text",
      severity: "warning",
      file: "n.x86",
      path: "01.0001",
      params: { sheet: "Test-LV", cell: `E${rowNumber("01.0001")}`, value: "12345678901234567.5" },
    });
    // The item's formula stays live; its result has too many digits, so the cache holds what a spreadsheet computes.
    expect(cells?.get("H")).toMatchObject({
      formula: expect.stringMatching(/^ROUND\(E\d+\*ROUND\(G\d+,3\),2\)$/),
    });
    expect(cells?.get("H")?.number).toBe("24691357802469100");
    expect(issues.filter((i) => i.code === "formula_result_rounded").map((i) => i.params?.value)).toContain(
      "24691357802469135",
    );
    expect(row("01.0002")?.get("H")).toMatchObject({ number: "6" });
  });

  it("fixes a total that sums a text value to the exact figure, since sums leave text out", () => {
    const { issues, row, sheet } = convertItems(
      `${item("1", "<Qty>1.5</Qty><UP>2</UP>")}${item("2", "<Qty>1</Qty><UP>1</UP><IT>1234567890123456.78</IT>")}`,
    );
    expect(row("01.0002")?.get("H")).toMatchObject({ text: "1234567890123456.78" });
    // 3.00 + 1234567890123456.78: too many digits for a number, so the section total is the exact text too.
    expect(row("01")?.get("H")).toEqual({ text: "1234567890123459.78", style: expect.any(Number) });
    const fixed = issues.filter((i) => i.code === "formula_fixed");
    // The item's hidden amount cell passes its text on to the section's sums, so it is fixed first.
    expect(fixed.map((i) => [i.path, i.params?.value])).toEqual([
      ["01.0002", "1234567890123456.78"],
      [undefined, "1234567890123459.78"],
      ["01", "1234567890123459.78"],
    ]);
    expect(sheet.xml).not.toContain("SUMIFS");
  });

  it("leaves every corpus-like figure a number: 15 digits and short decimals are untouched", () => {
    const { issues, row } = convertItems(item("1", "<Qty>12345678.012</Qty><UP>1234.567</UP>"));
    expect(issues.filter((i) => i.severity !== "info")).toEqual([]);
    expect(row("01.0001")?.get("E")).toMatchObject({ number: "12345678.012" });
  });
});
