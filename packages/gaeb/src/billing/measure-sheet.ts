import type { Decimal } from "../decimal.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import type { MeasurementLine } from "./measurement.js";
import type { BillingWords } from "./words.js";

/** The measurement sheet's column titles stand in this row; lines follow from the next. */
export const MEASURE_HEADER_ROW = 3;
/**
 * Rows prepared for lines beyond those carried over, each with the result's formula: enough for a month's lines,
 * few enough that the sheet prints on a few pages. More are made by copying the formula down; the billing sheet's
 * sums look at every row a line may stand in.
 */
const SPARE_ROWS = 200;
/** At most this many lines in all (and so rows a billing formula looks at). */
export const MAX_MEASURE_LINES = 20_000;

const KEYS = [
  "oz",
  "location",
  "description",
  "count",
  "length",
  "width",
  "height",
  "value",
  "result",
] as const;

const text = (value: string, style: StyleId): Cell => ({ value: { type: "text", text: value }, style });
const num = (value: Decimal | undefined, style: StyleId): Cell =>
  value
    ? { value: { type: "number", value: value.toPlainString() }, style }
    : { value: { type: "empty" }, style };

/** The result of one line, as the workbook computes it: the value, else the product of what is given. */
export function resultFormula(r: number): string {
  const factor = (column: string) => `IF(${column}${r}="",1,${column}${r})`;
  return `IF(COUNT(D${r}:H${r})=0,"",ROUND(IF(H${r}<>"",H${r},${factor("D")}*${factor("E")}*${factor("F")}*${factor("G")}),3))`;
}

/** The sheet of measurement lines: those carried over from the last invoice, then empty rows ready to fill. */
export function measureSheet(
  words: BillingWords,
  lines: readonly MeasurementLine[],
): { sheet: Sheet; first: number /** The last row the billing sheet's sums look at. */; last: number } {
  // The title rows' other cells are written plain, or the input columns' format would colour them too.
  const plain = KEYS.slice(1).map((): Cell => ({ value: { type: "empty" }, style: STYLE.default }));
  const rows: Row[] = [
    { cells: [text(words.measurementTitle, STYLE.title), ...plain] },
    // Across the table, three lines high: in one narrow cell it would stand as a column of words.
    { cells: [text(words.measurementHint, STYLE.note), ...plain], height: 40 },
    { cells: KEYS.map((key) => text(words.measureColumns[key], STYLE.header)) },
  ];
  const first = MEASURE_HEADER_ROW + 1;
  const count = Math.min(lines.length + SPARE_ROWS, MAX_MEASURE_LINES);
  for (let index = 0; index < count; index++) {
    const r = first + index;
    const line = lines[index];
    rows.push({
      cells: [
        line ? text(line.oz, STYLE.textInput) : { value: { type: "empty" }, style: STYLE.textInput },
        line?.location
          ? text(line.location, STYLE.textInput)
          : { value: { type: "empty" }, style: STYLE.textInput },
        line?.description
          ? text(line.description, STYLE.textInput)
          : { value: { type: "empty" }, style: STYLE.textInput },
        num(line?.count, STYLE.quantityInput),
        num(line?.length, STYLE.quantityInput),
        num(line?.width, STYLE.quantityInput),
        num(line?.height, STYLE.quantityInput),
        num(line?.value, STYLE.quantityInput),
        {
          value: line
            ? {
                type: "formula",
                formula: resultFormula(r),
                cached: line.result.toPlainString(),
                shareKey: "result",
              }
            : { type: "textFormula", formula: resultFormula(r), cached: "", shareKey: "result" },
          style: STYLE.quantity,
        },
      ],
    });
  }
  return {
    first,
    last: first + MAX_MEASURE_LINES - 1,
    sheet: {
      name: words.sheets.measurement,
      columnWidths: [14, 24, 36, 9, 10, 10, 10, 12, 13],
      rows,
      headerRow: MEASURE_HEADER_ROW,
      noFilter: true,
      merges: ["A2:I2"],
      shareFormulas: true,
      columnStyles: [STYLE.textInput, STYLE.textInput, STYLE.textInput],
    },
  };
}
