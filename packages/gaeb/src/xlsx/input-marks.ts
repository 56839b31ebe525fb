import { componentKey, roundedSum } from "./breakdown-cells.js";
import type { Columns } from "./columns.js";
import { MARK, STYLE, type StyleId } from "./styles.js";
import type { ConditionalFormat, Row } from "./workbook.js";

const COMPONENT: ReadonlySet<StyleId> = new Set([
  STYLE.componentInput2,
  STYLE.componentInput3,
  STYLE.componentRequired2,
  STYLE.componentRequired3,
]);
const REQUIRED: ReadonlySet<StyleId> = new Set([STYLE.componentRequired2, STYLE.componentRequired3]);

/** Consecutive rows as runs [first, last]. */
function runs(rows: readonly number[]): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const row of rows) {
    const last = found.at(-1);
    if (last && last[1] === row - 1) last[1] = row;
    else found.push([row, row]);
  }
  return found;
}

/** Above this many separate areas a mark is left out rather than risk a list a program refuses. */
const MAX_AREAS = 1000;

/**
 * The marks of an offer form's breakdown, following what the bidder types: red where the components do not add up
 * to the unit price beside them (one typed over the sum), amber on each component still empty of an item whose
 * breakdown the request demands once the item is priced. `rows` are the sheet's rows (or those with input cells, at
 * their places) by index, row 1 first.
 */
function breakdownMarks(
  rows: readonly Row[],
  columns: Columns,
  unitPriceDecimals: number,
): ConditionalFormat[] {
  const count = columns.breakdown.labels.length;
  if (count === 0) return [];
  const first = columns.index(componentKey(0));
  const priced: number[] = [];
  const demanded: number[] = [];
  for (let index = 0; index < rows.length; index++) {
    const style = rows[index]?.cells[first]?.style;
    if (style === undefined || !COMPONENT.has(style)) continue;
    priced.push(index + 1);
    if (REQUIRED.has(style)) demanded.push(index + 1);
  }
  const marks: ConditionalFormat[] = [];
  const p = columns.letter("unitPrice");
  const from = columns.letter(componentKey(0));
  const to = columns.letter(componentKey(count - 1));
  const pricedRuns = runs(priced);
  if (pricedRuns.length > 0 && pricedRuns.length <= MAX_AREAS) {
    const r = pricedRuns[0]?.[0] as number;
    const d = unitPriceDecimals;
    // The sum as the unit price's own formula makes it, so a price left as the sum is never marked.
    const formula = `AND(COUNT($${from}${r}:$${to}${r})>0,ISNUMBER($${p}${r}),ROUND($${p}${r},${d})<>${roundedSum(columns, r, d, "$")})`;
    const areas = pricedRuns.flatMap(([a, b]) => [`${p}${a}:${p}${b}`, `${from}${a}:${to}${b}`]);
    marks.push({ sqref: areas.join(" "), formula, mark: MARK.contradiction });
  }
  const demandedRuns = runs(demanded);
  if (demandedRuns.length > 0 && demandedRuns.length <= MAX_AREAS) {
    const r = demandedRuns[0]?.[0] as number;
    marks.push({
      sqref: demandedRuns.map(([a, b]) => `${from}${a}:${to}${b}`).join(" "),
      formula: `AND(ISNUMBER($${p}${r}),${from}${r}="")`,
      mark: MARK.missing,
    });
  }
  return marks;
}

/** The discount column shows a surcharge typed as -5 as "-5.00 %", as it shows 5 as "5.00 %" (see `MARK`). */
function negativeRateMarks(columns: Columns, headerRow: number, lastTableRow: number): ConditionalFormat[] {
  if (!columns.has("discount") || lastTableRow <= headerRow) return [];
  const m = columns.letter("discount");
  const first = headerRow + 1;
  return [
    { sqref: `${m}${first}:${m}${lastTableRow}`, formula: `${m}${first}<=-1`, mark: MARK.percentNumber },
  ];
}

/** Every mark of an offer form's input cells: the breakdown's and the discount column's. */
export function inputMarks(
  rows: readonly Row[],
  columns: Columns,
  sheet: { unitPriceDecimals: number; headerRow: number; lastTableRow: number },
): ConditionalFormat[] {
  return [
    ...breakdownMarks(rows, columns, sheet.unitPriceDecimals),
    ...negativeRateMarks(columns, sheet.headerRow, sheet.lastTableRow),
  ];
}
