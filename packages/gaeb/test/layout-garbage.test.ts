import { afterEach, describe, expect, it, vi } from "vitest";
import { Decimal } from "../src/decimal.js";
import type { Issue } from "../src/issues.js";
import { Columns } from "../src/xlsx/columns.js";
import { formattedLength } from "../src/xlsx/figure-width.js";
import { formula, number, text } from "../src/xlsx/item-rows.js";
import { keepNumbersExact } from "../src/xlsx/spreadsheet-numbers.js";
import { STYLE } from "../src/xlsx/styles.js";
import type { Sheet } from "../src/xlsx/workbook.js";

// The layout of a 50 MB file handles millions of figures and cells; what each makes is garbage to collect (issue 23).

const d = (value: string) => Decimal.parse(value) as Decimal;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("figures without needless values and strings", () => {
  it("rounds a value already at the scale asked to itself, not to a copy", () => {
    for (const value of ["12.50", "-3", "0.000", "1421003968.15"]) {
      const figure = d(value);
      expect(figure.round(figure.scale)).toBe(figure);
    }
    // Other scales still give the rounded value.
    expect(d("2.345").round(2).toString()).toBe("2.35");
    expect(d("2.3").round(3).toString()).toBe("2.300");
  });

  it("reads a short plain figure digit by digit, without a pattern, as the pattern reads it", () => {
    const pattern = vi.spyOn(RegExp.prototype, "test");
    const read = ["12.50", "-3", "+0.125", ".5", "1.", "-0", "999999999999999"].map((t) => Decimal.parse(t));
    expect(pattern).not.toHaveBeenCalled();
    expect(read.map((value) => value?.toString())).toEqual([
      "12.50",
      "-3",
      "0.125",
      "0.5",
      "1",
      "0",
      "999999999999999",
    ]);
    // Anything else goes to the pattern: blanks around, longer figures, what is no figure.
    expect(Decimal.parse(" 7.10 ")?.toString()).toBe("7.10");
    expect(Decimal.parse("1234567890123456.78")?.toString()).toBe("1234567890123456.78");
    for (const text of ["", ".", "-", "1.2.3", "1e5", "--1", "1,5"])
      expect(Decimal.parse(text)).toBeUndefined();
  });

  it("writes values with a fraction exactly, trailing zeros left out only in the shortest form", () => {
    const cases: Array<[string, string, string]> = [
      ["5400.000", "5400.000", "5400"],
      ["-0.050", "-0.050", "-0.05"],
      ["100.0", "100.0", "100"],
      ["0.000", "0.000", "0"],
      ["-12", "-12", "-12"],
      [".5", "0.5", "0.5"],
    ];
    for (const [input, written, shortest] of cases) {
      expect(d(input).toString()).toBe(written);
      expect(d(input).toPlainString()).toBe(shortest);
    }
  });

  it("measures a figure's printed width from its digits, without writing it as text", () => {
    const written = vi.spyOn(Decimal.prototype, "toPlainString");
    const cases: Array<[string, number, number]> = [
      // value, decimals, characters of `#,##0.00`-like text
      ["1420969762.22", 2, 16], // 1.420.969.762,22
      ["-1234.5", 2, 9], // -1.234,50
      ["999.995", 2, 8], // 1.000,00 (the rounding carries)
      ["0.004", 2, 4], // 0,00
      ["-0.004", 2, 4], // 0,00: rounds to zero, no sign
      ["12", 0, 2],
      ["123456", 3, 11], // 123.456,000
    ];
    for (const [value, decimals, length] of cases)
      expect(formattedLength(d(value), decimals), `${value} at ${decimals}`).toBe(length);
    expect(written).not.toHaveBeenCalled();
  });
});

describe("a row placed in its columns", () => {
  const columns = new Columns([
    { key: "oz", header: "OZ", width: 15 },
    { key: "kind", header: "Art", width: 17 },
    { key: "total", header: "GP", width: 14 },
  ]);

  it("puts each cell in its column and leaves out cells for columns the sheet lacks", () => {
    const row = columns.row({ total: text("3"), oz: text("1"), vat: text("19") });
    expect(row).toEqual([text("1"), undefined, text("3")]);
    expect(columns.letter("total")).toBe("C");
  });

  it("makes no array of entries per row", () => {
    const entries = vi.spyOn(Object, "entries");
    columns.row({ oz: text("1"), kind: text("Normalposition") });
    expect(entries).not.toHaveBeenCalled();
  });
});

describe("numbers checked cell by cell", () => {
  const sheet = (): Sheet => ({
    name: "LV",
    columnWidths: [15, 14, 14],
    headerRow: 1,
    rows: Array.from({ length: 50 }, (_, i) => ({
      cells: [
        text(`01.${i}`, STYLE.oz),
        number(d("2.5"), STYLE.quantity),
        formula(`ROUND(B${i + 1}*3,2)`, d(i === 7 ? "12345678901234567.89" : "7.50"), STYLE.money),
      ],
    })),
  });

  it("reports a formula result a spreadsheet cannot hold where no number became text", () => {
    const issues: Issue[] = [];
    const checked = sheet();
    keepNumbersExact(checked, "f.x86", issues);
    expect(issues.map((issue) => [issue.code, issue.path, issue.params?.cell])).toEqual([
      ["formula_result_rounded", "01.7", "C8"],
    ]);
    expect(checked.rows[7]?.cells[2]?.value).toMatchObject({ type: "formula", cached: "12345678901234600" });
  });

  it("makes no callback or record per row and formula when no number became text", () => {
    const forEach = vi.spyOn(Array.prototype, "forEach");
    keepNumbersExact(sheet(), "f.x86", []);
    expect(forEach).not.toHaveBeenCalled();
  });
});
