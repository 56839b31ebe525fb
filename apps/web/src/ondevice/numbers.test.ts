import { describe, expect, it } from "vitest";
import { formatCount, formatDecimal, formatMoney, formatPercent, parseDecimal } from "./numbers";

describe("formatDecimal", () => {
  it("groups thousands and uses the language's decimal sign without rounding", () => {
    expect(formatDecimal("1234567.891", "de")).toBe("1.234.567,891");
    expect(formatDecimal("1234567.891", "en")).toBe("1,234,567.891");
    expect(formatDecimal("999", "de")).toBe("999");
    expect(formatDecimal("1000", "de")).toBe("1.000");
  });

  it("pads money to cents and keeps figures beyond a float's precision exact", () => {
    expect(formatMoney("1234.5", "EUR", "de")).toBe("1.234,50 EUR");
    expect(formatMoney("0", null, "en")).toBe("0.00");
    expect(formatMoney("12345678901234567.89", "EUR", "en")).toBe("12,345,678,901,234,567.89 EUR");
  });

  it("writes a real minus for negative values and none for negative zero", () => {
    expect(formatDecimal("-1500.25", "de")).toBe("−1.500,25");
    expect(formatDecimal("-0.00", "en")).toBe("0.00");
  });

  it("leaves what is not a plain decimal as it is", () => {
    expect(formatDecimal("n/a", "de")).toBe("n/a");
    expect(formatDecimal("1e5", "de")).toBe("1e5");
  });

  it("counts", () => {
    expect(formatCount(12345, "de")).toBe("12.345");
    expect(formatCount(7, "en")).toBe("7");
  });
});

describe("parseDecimal", () => {
  it("reads German notation: dots group, a comma before the cents", () => {
    expect(parseDecimal("123.456,78", "de")).toBe("123456.78");
    expect(parseDecimal("123456,78", "de")).toBe("123456.78");
    expect(parseDecimal("1.000.000", "de")).toBe("1000000");
    expect(parseDecimal(" 2.500 € ", "de")).toBe("2500");
    expect(parseDecimal("7,5", "de")).toBe("7.5");
  });

  it("reads English notation: commas group, a point before the cents", () => {
    expect(parseDecimal("123,456.78", "en")).toBe("123456.78");
    expect(parseDecimal("123456.78", "en")).toBe("123456.78");
    expect(parseDecimal("1 000 000 EUR", "en")).toBe("1000000");
  });

  it("refuses what the reader's notation makes ambiguous or is no number", () => {
    expect(parseDecimal("1.5", "de")).toBeNull();
    expect(parseDecimal("123,456.78", "de")).toBeNull();
    expect(parseDecimal("123.456,78", "en")).toBeNull();
    expect(parseDecimal("12a", "en")).toBeNull();
    expect(parseDecimal("", "de")).toBeNull();
  });

  it("formats a rate without trailing zeros", () => {
    expect(formatPercent("19.00", "de")).toBe("19");
    expect(formatPercent("7.50", "de")).toBe("7,5");
    expect(formatPercent("30", "en")).toBe("30");
  });
});
