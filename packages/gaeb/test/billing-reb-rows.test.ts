import { describe, expect, it } from "vitest";
import type { MeasurementLine } from "../src/billing/measurement.js";
import {
  expressionLines,
  MAX_EXPRESSION_LINES,
  measurementRows,
  REB_ROW_LENGTH,
  RebAddresses,
  rebNumber,
} from "../src/billing/x31/reb-rows.js";
import { Decimal } from "../src/decimal.js";

function d(text: string): Decimal {
  const value = Decimal.parse(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
}

/** A line's fields as a test states them: the result as text. */
type Fields = Omit<Partial<MeasurementLine>, "result"> & { result: string };

function line(fields: Fields): MeasurementLine {
  return { oz: "01.02.0030", sheetRow: 7, ...fields, result: d(fields.result) };
}

/** `tgQTakeoffRow` of the 3.3 library, as XSD reads it: "." is any character but a line break, counted per code point. */
const SCHEMA_ROW = /^ {2} {9}[^\n\r]{69}$/u;

/** The columns as REB-VB 23.003 lays them out, read independently of the writer. */
const CALCULATION =
  /^ {11} (?<kind> )(?<explanation>.{9})(?<sign>[ -])(?<factor> *\d*)(?<formula>91)(?<expression>.{38})(?<address>\d{4}[A-Z]0) {5}$/u;
/** Numbers with a decimal comma and the operators, left aligned. */
const EXPRESSION = /^[\d,*=]+ *$/;
const TEXT = /^ {12}\*(?<text>.{56}) {11}$/u;

interface Parsed {
  kind: "text" | "calculation";
  text?: string;
  explanation?: string;
  deduction?: boolean;
  factor?: string;
  expression?: string;
  address?: string;
}

function parse(row: string): Parsed {
  expect(Array.from(row)).toHaveLength(REB_ROW_LENGTH);
  expect(row).toMatch(SCHEMA_ROW);
  const text = TEXT.exec(row);
  if (text) return { kind: "text", text: text.groups?.text?.trimEnd() ?? "" };
  const calculation = CALCULATION.exec(row);
  if (!calculation?.groups) throw new Error(`not an REB row: "${row}"`);
  const { explanation = "", sign, factor = "", expression = "", address = "" } = calculation.groups;
  expect(expression).toMatch(EXPRESSION);
  expect(factor).toHaveLength(6);
  return {
    kind: "calculation",
    explanation: explanation.trimEnd(),
    deduction: sign === "-",
    factor: factor.trim(),
    expression: expression.trimEnd(),
    address,
  };
}

function rows(measurement: MeasurementLine, addresses = new RebAddresses()): Parsed[] {
  const result = measurementRows(measurement, addresses);
  expect(result.issues).toEqual([]);
  return result.rows.map(parse);
}

describe("REB 23.003 rows of an Aufmaß line", () => {
  it("write dimensions as the expression with decimal commas, a short place as the explanation", () => {
    expect(
      rows(
        line({ location: "EG", description: "Wand", length: d("12.5"), width: d("3.20"), result: "40.000" }),
      ),
    ).toEqual([
      {
        kind: "calculation",
        explanation: "EG, Wand",
        deduction: false,
        factor: "",
        expression: "12,5*3,2=",
        address: "0001A0",
      },
    ]);
  });

  it("put a count into the factor columns with three implied decimals, blank for one", () => {
    const factor = (count: string, result: string) =>
      rows(line({ count: d(count), length: d("3.5"), result }))[0];
    expect(factor("2", "7.000")).toMatchObject({ factor: "2000", expression: "3,5=" });
    expect(factor("0.5", "1.750")).toMatchObject({ factor: "500", expression: "3,5=" });
    expect(factor("999.999", "3499.997")).toMatchObject({ factor: "999999", expression: "3,5=" });
    expect(factor("1", "3.500")).toMatchObject({ factor: "", expression: "3,5=" });
  });

  it("put a count the factor cannot hold, or the only figure, into the expression instead", () => {
    const first = (fields: Fields) => rows(line(fields))[0];
    expect(first({ count: d("1000"), length: d("2.5"), result: "2500.000" })).toMatchObject({
      factor: "",
      expression: "1000*2,5=",
    });
    expect(first({ count: d("1.2345"), length: d("2"), result: "2.469" })).toMatchObject({
      factor: "",
      expression: "1,2345*2=",
    });
    expect(first({ count: d("5"), result: "5" })).toMatchObject({ factor: "", expression: "5=" });
    expect(first({ value: d("17.25"), result: "17.250" })).toMatchObject({
      factor: "",
      expression: "17,25=",
    });
  });

  it("mark a deduction in column 23 and write its figures as magnitudes", () => {
    const marked = rows(line({ description: "Tür", length: d("1.01"), width: d("2.135"), result: "-2.156" }));
    expect(marked[0]).toMatchObject({ explanation: "Tür", deduction: true, expression: "1,01*2,135=" });
    const negative = rows(line({ count: d("2"), length: d("-1.5"), result: "-3.000" }));
    expect(negative[0]).toMatchObject({ deduction: true, factor: "2000", expression: "1,5=" });
    expect(rows(line({ length: d("0"), result: "0" }))[0]).toMatchObject({ deduction: false });
  });

  it("give a place and description longer than the explanation their own text rows, without an address", () => {
    const parsed = rows(
      line({
        location: "Erdgeschoß Achse A–C",
        description: "Innenwand\tzwischen\nKüche und Bad 🚿",
        length: d("4"),
        width: d("2.75"),
        result: "11.000",
      }),
    );
    expect(parsed).toEqual([
      { kind: "text", text: "Erdgeschoß Achse A–C, Innenwand zwischen Küche und Bad 🚿" },
      {
        kind: "calculation",
        explanation: "",
        deduction: false,
        factor: "",
        expression: "4*2,75=",
        address: "0001A0",
      },
    ]);
  });

  it("wrap long text at spaces over at most three rows and say what was cut", () => {
    const words = Array.from({ length: 60 }, (_, index) => `Wort${index}`).join(" ");
    const result = measurementRows(
      line({ description: words, value: d("1"), result: "1" }),
      new RebAddresses(),
    );
    const parsed = result.rows.map(parse);
    expect(parsed.map((row) => row.kind)).toEqual(["text", "text", "text", "calculation"]);
    const kept = parsed.map((row) => row.text ?? "").join(" ");
    expect(kept.length).toBeGreaterThan(150);
    expect(words.startsWith(kept)).toBe(true);
    expect(result.issues).toEqual([
      { code: "x31_text_clipped", severity: "warning", path: "01.02.0030", params: { row: 7, limit: 168 } },
    ]);
  });

  it("cut a huge cell by characters, never inside one, after its blanks are collapsed", () => {
    const description = `${" ".repeat(500)}Wand ${"🚿".repeat(40000)}`;
    const result = measurementRows(line({ description, value: d("2"), result: "2" }), new RebAddresses());
    const parsed = result.rows.map(parse);
    expect(parsed.map((row) => row.kind)).toEqual(["text", "text", "text", "calculation"]);
    // A word longer than a row starts on its own.
    expect(parsed.map((row) => row.text)).toEqual(["Wand", "🚿".repeat(56), "🚿".repeat(56), undefined]);
    expect(result.issues.map((issue) => issue.code)).toEqual(["x31_text_clipped"]);
  });

  it("continue a long expression in rows with columns 14 to 29 blank, the last ending with =", () => {
    const long = "123456789012345678901234.5";
    const addresses = new RebAddresses();
    addresses.next();
    const result = measurementRows(
      line({ description: "Rest", count: d("3"), length: d(long), width: d(long), result: "0" }),
      addresses,
    );
    // The result check comes first: the product of these figures is not 0.
    expect(result.issues.map((issue) => issue.code)).toEqual(["x31_result_mismatch"]);
    const product = d("3").times(d(long)).times(d(long)).round(3).toString();
    const parsed = rows(
      line({ description: "Rest", count: d("3"), length: d(long), width: d(long), result: product }),
      addresses,
    );
    expect(parsed).toEqual([
      {
        kind: "calculation",
        explanation: "Rest",
        deduction: false,
        factor: "3000",
        expression: "123456789012345678901234,5*",
        address: "0001B0",
      },
      {
        kind: "calculation",
        explanation: "",
        deduction: false,
        factor: "",
        expression: "123456789012345678901234,5=",
        address: "0001C0",
      },
    ]);
  });

  it("number addresses by sheet and letter, and stop after sheet 9999", () => {
    const addresses = new RebAddresses();
    const first = Array.from({ length: 28 }, () => addresses.next());
    expect(first.slice(0, 2)).toEqual(["0001A0", "0001B0"]);
    expect(first.slice(25)).toEqual(["0001Z0", "0002A0", "0002B0"]);
    for (let used = 28; used < 9999 * 26 - 1; used++) addresses.next();
    const result = measurementRows(line({ length: d("1"), result: "1" }), addresses);
    expect(result.rows.map(parse)[0]?.address).toBe("9999Z0");
    expect(measurementRows(line({ sheetRow: 9, length: d("1"), result: "1" }), addresses)).toEqual({
      rows: [],
      issues: [
        {
          code: "x31_addresses_exhausted",
          severity: "error",
          path: "01.02.0030",
          params: { row: 9, limit: 9999 },
        },
      ],
    });
  });

  it("refuse lines whose figures are missing, doubled, inconsistent or too long for REB", () => {
    const codes = (fields: Fields) => {
      const result = measurementRows(line(fields), new RebAddresses());
      if (result.issues.length > 0) expect(result.rows).toEqual([]);
      return result.issues.map((issue) => [issue.code, issue.params?.reason ?? issue.params?.value]);
    };
    expect(codes({ result: "1" })).toEqual([["x31_line_figures_invalid", "none"]]);
    expect(codes({ value: d("2"), length: d("2"), result: "2" })).toEqual([
      ["x31_line_figures_invalid", "both"],
    ]);
    expect(codes({ value: d("2"), count: d("2"), result: "2" })).toEqual([
      ["x31_line_figures_invalid", "both"],
    ]);
    expect(codes({ length: d("2"), width: d("3"), result: "6.001" })).toEqual([
      ["x31_result_mismatch", "6.001"],
    ]);
    expect(codes({ length: d("2.0005"), result: "2.000" })).toEqual([["x31_result_mismatch", "2.000"]]);
    expect(codes({ length: d("2.0005"), result: "2.001" })).toEqual([]);
    // A positive result from a negative product is no deduction the sheet marked.
    expect(codes({ length: d("-2"), result: "2" })).toEqual([["x31_result_mismatch", "2"]]);
    const huge = `${"9".repeat(39)}`;
    expect(codes({ value: d(huge), result: huge })).toEqual([["x31_number_too_long", huge]]);
    expect(codes({ value: d(huge.slice(1)), result: huge.slice(1) })).toEqual([]);
  });
});

describe("an expression in REB rows", () => {
  it("breaks only between tokens and counts rows beyond twenty", () => {
    expect(expressionLines(["12,5", "*", "3", "="])).toEqual({ lines: ["12,5*3="] });
    const number = "1".repeat(30);
    const tokens = Array.from({ length: 20 }, () => [number, "*"]).flat();
    const twenty = expressionLines([...tokens.slice(0, -1), "="]);
    expect(twenty).toEqual({ lines: Array.from({ length: 20 }, (_, i) => `${number}${i < 19 ? "*" : "="}`) });
    expect(expressionLines([...tokens, number, "="])).toEqual({ tooMany: MAX_EXPRESSION_LINES + 1 });
    expect(expressionLines(["1".repeat(39)])).toEqual({ tooLong: "1".repeat(39) });
    expect(expressionLines(["1".repeat(38), "="])).toEqual({ lines: ["1".repeat(38), "="] });
  });

  it("writes numbers with a decimal comma, shortest and positive", () => {
    expect(rebNumber(d("5400.000"))).toBe("5400");
    expect(rebNumber(d("-0.50"))).toBe("0,5");
    expect(rebNumber(d(".125"))).toBe("0,125");
  });
});
