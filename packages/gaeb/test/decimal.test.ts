import { describe, expect, it } from "vitest";
import { Decimal, sum } from "../src/decimal.js";

const d = (text: string) => {
  const value = Decimal.parse(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
};

describe("Decimal", () => {
  it("keeps the scale as written", () => {
    expect(d("5400.000").toString()).toBe("5400.000");
    expect(d("5400.000").toPlainString()).toBe("5400");
    expect(d("-0.50").toString()).toBe("-0.50");
    expect(d(".5").toString()).toBe("0.5");
  });

  it("reads signs, a leading or trailing dot and surrounding blanks", () => {
    expect(d("-.5").toString()).toBe("-0.5");
    expect(d("+3.25").toString()).toBe("3.25");
    expect(d("1.").toString()).toBe("1");
    expect(d("-0").toString()).toBe("0");
    expect(d("-12").toString()).toBe("-12");
    expect(d(" 007.10 ").toString()).toBe("7.10");
  });

  it("rejects what is not a plain decimal", () => {
    for (const text of ["", "abc", "1,5", "1.2.3", "1e5", "--1", "."])
      expect(Decimal.parse(text)).toBeUndefined();
  });

  it("adds without float drift", () => {
    const values = Array.from({ length: 10 }, () => d("0.1"));
    expect(sum(values).toString()).toBe("1.0");
    expect(d("0.1").plus(d("0.2")).toString()).toBe("0.3");
  });

  it("multiplies exactly and rounds half away from zero like Excel's ROUND", () => {
    expect(d("12345678.012").times(d("100.510")).round(2).toString()).toBe("1240864096.99");
    expect(d("0.125").round(2).toString()).toBe("0.13");
    expect(d("-0.125").round(2).toString()).toBe("-0.13");
    expect(d("0.124").round(2).toString()).toBe("0.12");
    expect(d("2.5").round(0).toString()).toBe("3");
  });

  it("compares across scales", () => {
    expect(d("1.10").equals(d("1.1"))).toBe(true);
    expect(d("1.1").compare(d("1.09"))).toBe(1);
    expect(d("0.000").isZero()).toBe(true);
    expect(d("17.126").significantScale()).toBe(3);
  });
});
