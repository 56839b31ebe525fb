import { describe, expect, it } from "vitest";
import { formatCount, formatDecimal, formatMoney } from "./numbers";

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
