import { Decimal } from "../decimal.js";
import type { GaebDocument } from "../model.js";
import { columnName } from "../xlsx/column-letters.js";
import { formattedLength } from "../xlsx/figure-width.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import { divide } from "./arithmetic.js";
import { notesOf } from "./bidder-notes.js";
import { blank, formula, maybeNumber, number, sheetReference, text } from "./cells.js";
import type { Mismatch } from "./comparison.js";
import { boqTitle, pageFooter, pageHeader } from "./comparison-title.js";
import type { GrandRows } from "./comparison-totals.js";
import type { CompareLabels } from "./labels.js";
import type { ComparisonColumns } from "./layout-columns.js";

/** One bidder's line of the ranking, with the figures the sheet caches and the library returns. */
export interface RankedBidder {
  index: number;
  rank: number;
  name: string;
  file: string;
  total: Decimal;
  afterAdjustment: Decimal;
  adjusted: boolean;
  difference: Decimal;
  unpriced: number;
  complete: boolean;
  /** OZ of what the bidder left without price or rate. */
  missing: readonly string[];
  mismatches: readonly Mismatch[];
  agree: boolean;
  declaredTotal?: Decimal;
  declaredAfterDiscount?: Decimal;
}

const COLUMNS = [
  ["rank", 6],
  ["bidder", 32],
  ["file", 26],
  ["total", 15],
  ["adjustment", 14],
  ["afterAdjustment", 15],
  ["difference", 15],
  ["differencePercent", 11],
  ["unpriced", 11],
  ["complete", 14],
  ["declaredAgree", 14],
  ["declaredTotal", 15],
  ["declaredAfterDiscount", 15],
] as const;
const MONEY: ReadonlySet<Key> = new Set<Key>([
  "total",
  "adjustment",
  "afterAdjustment",
  "difference",
  "declaredTotal",
  "declaredAfterDiscount",
]);
type Key = (typeof COLUMNS)[number][0];
const at = (key: Key): number => COLUMNS.findIndex(([k]) => k === key);
const letter = (key: Key): string => columnName(at(key));
const NUMERIC: ReadonlySet<Key> = new Set<Key>([
  "total",
  "adjustment",
  "afterAdjustment",
  "difference",
  "differencePercent",
  "unpriced",
  "declaredTotal",
  "declaredAfterDiscount",
]);

/** A header over numbers aligns right like them, over a yes/no column centred like its words. */
function headerStyle(key: Key): Cell["style"] {
  if (NUMERIC.has(key)) return STYLE.headerNumber;
  return key === "complete" || key === "declaredAgree" ? COMPARISON_STYLE.verdictHeader : STYLE.header;
}

/**
 * The ranking sheet: the complete offers by their total after discounts, then the incomplete ones, with live
 * references to the comparison; below it, per bidder, what is missing and which stated totals disagree.
 */
export function summarySheet(
  request: GaebDocument,
  requestFile: string,
  ranked: readonly RankedBidder[],
  comparison: { name: string; grandRows: GrandRows; columns: ComparisonColumns },
  labels: CompareLabels,
  currency: string,
): Sheet {
  const l = labels.summary;
  const rows: Row[] = [];
  const widths = COLUMNS.map(([key, width]) => (MONEY.has(key) ? moneyWidth(ranked, width) : width));
  const push = (cells: Partial<Record<Key, Cell>>, height?: number) => {
    const row: Array<Cell | undefined> = COLUMNS.map(([key]) => cells[key]);
    rows.push({ cells: row, ...(height ? { height } : {}) });
  };
  push({ rank: text(labels.summaryTitle, STYLE.title) }, 20);
  const project = [request.project.name, request.project.label].filter(Boolean).join(" – ");
  push({ rank: text(labels.project, STYLE.label), file: text(project, STYLE.oz) });
  push({ rank: text(labels.boq, STYLE.label), file: text(boqTitle(request), STYLE.oz) });
  push({ rank: text(labels.currency, STYLE.label), file: text(currency, STYLE.oz) });
  push({});
  const headerRow = rows.length + 1;
  push(Object.fromEntries(COLUMNS.map(([key]) => [key, text(l[key], headerStyle(key))])));
  const first = headerRow + 1;
  const last = headerRow + ranked.length;
  const range = (key: Key) => `$${letter(key)}$${first}:$${letter(key)}$${last}`;
  const totals = range("afterAdjustment");
  const unpriced = range("unpriced");
  // The lowest is the total ranked first: the lowest complete offer's, whenever there is one.
  const lowestExpression = `SUMIF(${range("rank")},1,${totals})/COUNTIF(${range("rank")},1)`;
  const lowest = ranked[0]?.afterAdjustment ?? Decimal.zero;
  const sheet = sheetReference(comparison.name);
  const { grandRows, columns } = comparison;
  ranked.forEach((bidder, i) => {
    const r = first + i;
    const column = columnName(columns.total(bidder.index));
    const ref = (row: number) => `${sheet}!${column}${row}`;
    const own = (key: Key) => `${letter(key)}${r}`;
    const difference = `${own("afterAdjustment")}-${lowestExpression}`;
    // Complete offers (nothing unpriced) rank among themselves; an incomplete one after all complete ones.
    const rankExpression =
      `1+IF(${own("unpriced")}=0,0,COUNTIF(${unpriced},0))` +
      `+SUMPRODUCT(((${unpriced}=0)=(${own("unpriced")}=0))*(${totals}<${own("afterAdjustment")}))`;
    push({
      rank: formula(rankExpression, Decimal.fromInteger(bidder.rank), STYLE.oz),
      bidder: text(`${bidder.index + 1}: ${bidder.name}`, STYLE.text),
      file: text(bidder.file, STYLE.text),
      total: formula(ref(grandRows.total), bidder.total, STYLE.money),
      adjustment:
        grandRows.adjustment !== undefined && bidder.adjusted
          ? formula(
              `N(${ref(grandRows.adjustment)})`,
              bidder.afterAdjustment.minus(bidder.total),
              STYLE.money,
            )
          : blank(),
      afterAdjustment: formula(
        ref(grandRows.afterAdjustment),
        bidder.afterAdjustment,
        // Never green for an incomplete offer, however low its total.
        bidder.rank === 1 && bidder.complete ? COMPARISON_STYLE.lowestPrice : STYLE.money,
      ),
      difference: formula(difference, bidder.difference, STYLE.money),
      differencePercent: maybeNumber(
        `IF(${lowestExpression}=0,"",(${difference})/(${lowestExpression}))`,
        divide(bidder.difference, lowest, 10),
        COMPARISON_STYLE.percentChange,
      ),
      unpriced: formula(ref(grandRows.unpriced), Decimal.fromInteger(bidder.unpriced), STYLE.default),
      complete: {
        value: {
          type: "textFormula",
          formula: `IF(${own("unpriced")}=0,"${l.yes}","${l.incomplete}")`,
          cached: bidder.complete ? l.yes : l.incomplete,
        },
        style: bidder.complete ? COMPARISON_STYLE.verdict : COMPARISON_STYLE.verdictAgainst,
      },
      declaredAgree: text(
        !bidder.agree ? l.no : bidder.declaredTotal || bidder.declaredAfterDiscount ? l.yes : l.noDeclared,
        bidder.agree ? COMPARISON_STYLE.verdict : COMPARISON_STYLE.verdictAgainst,
      ),
      ...(bidder.declaredTotal ? { declaredTotal: number(bidder.declaredTotal, STYLE.money) } : {}),
      ...(bidder.declaredAfterDiscount
        ? { declaredAfterDiscount: number(bidder.declaredAfterDiscount, STYLE.money) }
        : {}),
    });
  });
  const merges = addNotes(rows, ranked, labels, widths);
  return {
    name: labels.summarySheet,
    columnWidths: widths,
    rows,
    headerRow,
    lastTableRow: last,
    frozenColumns: 2,
    merges,
    pageHeader: pageHeader(request, requestFile, labels),
    pageFooter: pageFooter(labels),
  };
}

/** Money columns as wide as the widest figure they show, bold or not. */
function moneyWidth(ranked: readonly RankedBidder[], least: number): number {
  let chars = 0;
  for (const bidder of ranked)
    for (const value of [bidder.total, bidder.afterAdjustment, bidder.difference, bidder.declaredTotal])
      if (value) chars = Math.max(chars, formattedLength(value, 2));
  return Math.max(least, Math.ceil(chars * 1.1) + 2);
}

/** The notes below the ranking, each across the columns right of the bidder's name; returns their merges. */
function addNotes(
  rows: Row[],
  ranked: readonly RankedBidder[],
  labels: CompareLabels,
  widths: readonly number[],
): string[] {
  const merges: string[] = [];
  const notes = ranked.flatMap((bidder) => notesOf(bidder, labels.summary).map((note) => ({ bidder, note })));
  if (notes.length === 0) return merges;
  const width = widths.slice(at("file")).reduce((a, b) => a + b, 0);
  const lastColumn = columnName(COLUMNS.length - 1);
  rows.push({ cells: [] });
  rows.push({ cells: [text(labels.summary.notes, STYLE.label)] });
  notes.forEach(({ bidder, note }, i) => {
    const r = rows.length + 1;
    const cells: Array<Cell | undefined> = [];
    if (i === 0 || notes[i - 1]?.bidder !== bidder)
      cells[at("bidder")] = text(`${bidder.index + 1}: ${bidder.name}`, STYLE.text);
    cells[at("file")] = text(note, STYLE.text);
    // Merged across the columns it spans, so it wraps at the page's width, not at the file column's.
    merges.push(`${letter("file")}${r}:${lastColumn}${r}`);
    rows.push({ cells, height: rowPoints(lineCount(note, width)) });
  });
  return merges;
}
