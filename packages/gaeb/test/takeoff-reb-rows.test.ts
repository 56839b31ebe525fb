import { describe, expect, it } from "vitest";
import { Decimal } from "../src/decimal.js";
import { readTakeoff, rebFactor } from "../src/takeoff/calculations.js";
import { divide, evaluateExpression, MAX_EXPRESSION_LENGTH } from "../src/takeoff/expression.js";
import { parseRebRow } from "../src/takeoff/reb-row.js";

/** A free-notation row laid out by columns as REB 23.003 (2009) has them. */
function row(options: {
  text?: string;
  explanation?: string;
  deduction?: boolean;
  factor?: string;
  formula?: string;
  expression?: string;
  address?: string;
}): string {
  if (options.text !== undefined) return `${" ".repeat(12)}*${options.text.padEnd(56)}${" ".repeat(11)}`;
  return [
    " ".repeat(13),
    (options.explanation ?? "").padEnd(9),
    options.deduction ? "-" : " ",
    (options.factor ?? "").padStart(6),
    options.formula ?? "91",
    (options.expression ?? "").padEnd(38),
    (options.address ?? "").padEnd(6),
    " ".repeat(5),
  ].join("");
}

const lines = (...rows: string[]) => rows.map((text) => ({ row: text }));
const value = (text: string) => {
  const result = evaluateExpression(text);
  return result.ok ? result.value.toString() : result.problem;
};

describe("one REB 23.003 row", () => {
  it("splits a calculation row into its columns", () => {
    const text = row({
      explanation: "Raum 1",
      deduction: true,
      factor: "2000",
      expression: "5,00*4,50=",
      address: "0001A0",
    });
    expect(text).toHaveLength(80);
    expect(parseRebRow(text)).toEqual({
      row: {
        kind: "calculation",
        explanation: "Raum 1",
        deduction: true,
        factor: "2000",
        formula: "91",
        expression: "5,00*4,50",
        address: "0001A0",
        ends: true,
      },
    });
  });

  it("reads a text row, a continued row, a blank row and a fixed-field formula as written", () => {
    expect(parseRebRow(row({ text: "Erdgeschoss" })).row).toEqual({ kind: "text", text: "Erdgeschoss" });
    expect(parseRebRow(row({ expression: "(1+2)*" })).row).toMatchObject({
      expression: "(1+2)*",
      ends: false,
    });
    expect(parseRebRow(" ".repeat(80)).row).toEqual({ kind: "text", text: "" });
    const fixed = row({ formula: "01", expression: "12,500 3,000" });
    expect(parseRebRow(fixed).row).toEqual({ kind: "other", raw: fixed.slice(11).trimEnd() });
  });

  it("reads a row without its trailing blanks as if padded, and names broken rows instead of throwing", () => {
    expect(parseRebRow(row({ expression: "2*3=" }).trimEnd()).row).toMatchObject({
      expression: "2*3",
      ends: true,
    });
    expect(parseRebRow(`${row({ expression: "1=" })}x`)).toMatchObject({
      problem: "too_long",
      row: { kind: "other" },
    });
    expect(parseRebRow(`X${row({ expression: "1=" }).slice(1)}`)).toMatchObject({
      problem: "margin_not_blank",
      row: { kind: "other" },
    });
    expect(parseRebRow("")).toEqual({ row: { kind: "text", text: "" } });
  });
});

describe("evaluating a free-notation expression exactly", () => {
  it.each([
    ["5,00*4,50", "22.5000"],
    ["2.5*0.4+1.2*0.4", "1.48"],
    ["(12,00+3,50)*0,75+0,25*(2,00-0,50)", "12.0000"],
    ["10/3", "3.333"],
    ["2/3", "0.667"],
    ["-2/3", "-0.667"],
    ["10/3*3", "9.999"],
    ["1-2-3", "-4"],
    ["2*-3", "-6"],
    [" 1 + 2 ", "3"],
    [",5+.5", "1.0"],
    ["0.1+0.2", "0.3"],
  ])("%s = %s", (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["2*x", "syntax"],
    ["1,2,3", "syntax"],
    ["(1+2", "syntax"],
    ["1+2)", "syntax"],
    ["--1", "syntax"],
    ["2**3", "syntax"],
    ["Math.max(1)", "syntax"],
    ["1/0", "division_by_zero"],
    ["1/(2-2)", "division_by_zero"],
    [`${"(".repeat(21)}1${")".repeat(21)}`, "too_deep"],
    ["1+".repeat(MAX_EXPRESSION_LENGTH), "too_long"],
    ["123456789012345678901234", "syntax"],
  ])("%s is refused (%s)", (expression, problem) => {
    expect(value(expression)).toBe(problem);
  });

  it("rounds quotients half away from zero to three decimals", () => {
    const d = (text: string) => Decimal.parse(text) as Decimal;
    expect(divide(d("1"), d("8")).toString()).toBe("0.125");
    expect(divide(d("1"), d("16")).toString()).toBe("0.063");
    expect(divide(d("-1"), d("16")).toString()).toBe("-0.063");
    expect(divide(d("1"), d("-16")).toString()).toBe("-0.063");
    expect(divide(d("0.0005"), d("1")).toString()).toBe("0.001");
  });
});

describe("an item's takeoff", () => {
  it("joins continued rows, applies factor and deduction, and sums the results", () => {
    const takeoff = readTakeoff(
      lines(
        row({ text: "Erdgeschoss" }),
        row({ explanation: "Raum 1", expression: "5,00*4,50=", address: "0001A0" }),
        row({ explanation: "Raum 2", factor: "2000", expression: "3,25*2,00=" }),
        row({ explanation: "Stuetze", deduction: true, expression: "0,50*0,50=" }),
        row({ explanation: "Flur", expression: "(12,00+3,50)*0,75+", address: "0001C0" }),
        row({ expression: "0,25*(2,00-0,50)=", address: "0001C1" }),
      ),
    );
    expect(takeoff.problems).toEqual([]);
    expect(takeoff.entries.map((entry) => entry.kind)).toEqual([
      "text",
      "calculation",
      "calculation",
      "calculation",
      "calculation",
    ]);
    const results = takeoff.entries.map((entry) =>
      entry.kind === "calculation" ? entry.result?.toString() : "",
    );
    expect(results).toEqual(["", "22.500", "13.000", "-0.250", "12.000"]);
    expect(takeoff.entries[4]).toMatchObject({
      explanation: "Flur",
      expression: "(12,00+3,50)*0,75+0,25*(2,00-0,50)",
      address: "0001C0",
      rows: [5, 6],
      ends: true,
    });
    expect(takeoff.sum?.toString()).toBe("47.250");
  });

  it("reads a factor with implied decimals, a written decimal or blank as 1", () => {
    expect(rebFactor("")?.toString()).toBe("1");
    expect(rebFactor("2000")?.toString()).toBe("2.000");
    expect(rebFactor("500")?.toString()).toBe("0.500");
    expect(rebFactor("5")?.toString()).toBe("0.005");
    expect(rebFactor("2,5")?.toString()).toBe("2.5");
    expect(rebFactor("x1")).toBeUndefined();
    expect(rebFactor(",")).toBeUndefined();
  });

  it("names an unterminated calculation, a bad expression, a bad factor and a broken row, and gives no sum", () => {
    const takeoff = readTakeoff(
      lines(
        row({ explanation: "offen", expression: "1+" }),
        row({ text: "Zwischentext" }),
        row({ expression: "2*y=" }),
        row({ factor: "ab", expression: "2=" }),
        `X${row({ expression: "1=" }).slice(1)}`,
        row({ expression: "4=" }),
      ),
    );
    expect(takeoff.problems).toEqual([
      { code: "takeoff_calculation_unterminated", row: 1, expression: "1+" },
      { code: "takeoff_expression_invalid", row: 3, expression: "2*y", reason: "syntax" },
      { code: "takeoff_expression_invalid", row: 4, expression: "2", reason: "factor" },
      { code: "takeoff_row_malformed", row: 5, reason: "margin_not_blank" },
    ]);
    expect(takeoff.sum).toBeUndefined();
    expect(takeoff.entries.at(-1)).toMatchObject({ kind: "calculation", result: Decimal.parse("4.000") });
  });

  it("counts no sum when a fixed-field formula row stands among the rows", () => {
    const takeoff = readTakeoff(lines(row({ expression: "1=" }), row({ formula: "01", expression: "3 4" })));
    expect(takeoff.problems).toEqual([]);
    expect(takeoff.sum).toBeUndefined();
    expect(takeoff.entries[1]?.kind).toBe("other");
  });

  it("stays bounded on a calculation continued over very many rows", () => {
    const many = Array.from({ length: 2000 }, () => row({ expression: "1+" }));
    const takeoff = readTakeoff(lines(...many, row({ expression: "1=" })));
    expect(takeoff.problems).toEqual([
      expect.objectContaining({ code: "takeoff_expression_invalid", row: 1, reason: "too_long" }),
    ]);
  });
});
