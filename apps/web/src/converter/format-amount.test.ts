import { describe, expect, it } from "vitest";
import { formatAmount } from "./ResultPreview";

describe("formatAmount", () => {
  it("groups and pads the digits exactly, without going through a float", () => {
    expect(formatAmount("1234567.5", "de")).toBe("1.234.567,50");
    expect(formatAmount("1234567.5", "en")).toBe("1,234,567.50");
    expect(formatAmount("-0.1", "de")).toBe("-0,10");
    expect(formatAmount("12345678901234567890.123", "en")).toBe("12,345,678,901,234,567,890.123");
    expect(formatAmount("17", "de")).toBe("17,00");
    expect(formatAmount("n/a", "de")).toBe("n/a");
  });
});
