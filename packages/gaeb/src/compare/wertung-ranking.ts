import { Decimal } from "../decimal.js";
import { columnName } from "../xlsx/column-letters.js";
import { COMPARISON_STYLE, MARK, STYLE } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell } from "../xlsx/workbook.js";
import { divide } from "./arithmetic.js";
import { blank, formula, maybeNumber, text } from "./cells.js";
import type { EvaluatedBidder, Evaluation } from "./evaluation.js";
import { isBaseKey, parsed } from "./evaluation-data.js";
import { PROVISIONAL_KEY } from "./evaluation-plan.js";
import { vatOfKey } from "./evaluation-vat.js";
import type { WertungFormulas } from "./wertung-formulas.js";
import {
  baseVatColumn,
  COMPLETE_TOTAL_COLUMN,
  cheapestDeltaColumn,
  groupVatColumn,
  provisionalVatColumn,
  rankingHeaderRow,
  UNPRICED_COLUMN,
  WERTUNG_COLUMNS,
  type WertungColumn,
  wertungColumn,
} from "./wertung-layout.js";
import type { SheetRows, WertungInput } from "./wertung-sheet.js";

const NUMERIC: ReadonlySet<WertungColumn> = new Set<WertungColumn>([
  "base",
  "provisional",
  "alternatives",
  "adjustment",
  "evaluated",
  "gross",
  "differencePercent",
  "unusual",
  "gapNext",
  "gapEstimate",
]);
const LAST = columnName(WERTUNG_COLUMNS.length - 1);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;
/** The bidder column's width, less a character for the cell's margins. */
const NAME_WIDTH = (WERTUNG_COLUMNS[wertungColumn("bidder")]?.[1] ?? 30) - 1;

/** `(against - value) / against` to six decimals, as the sheet rounds it; none where `against` is not above 0. */
function gapRatio(value: Decimal, against: Decimal | undefined): Decimal | undefined {
  if (!against || against.compare(Decimal.zero) <= 0) return undefined;
  return divide(against.minus(value), against, 6);
}

/** The next higher complete evaluation total than a complete bidder's own; none for the highest or an incomplete one. */
function nextHigher(bidder: EvaluatedBidder, all: readonly EvaluatedBidder[]): Decimal | undefined {
  if (!bidder.complete) return undefined;
  let next: Decimal | undefined;
  for (const other of all)
    if (
      other.complete &&
      other.evaluated.compare(bidder.evaluated) > 0 &&
      (!next || other.evaluated.compare(next) < 0)
    )
      next = other.evaluated;
  return next;
}

/** A bidder's gaps below the next higher complete offer and below the estimate, as fractions the sheet rounds alike. */
export function gapsOf(
  bidder: EvaluatedBidder,
  evaluation: Evaluation,
): { next: Decimal | undefined; estimate: Decimal | undefined } {
  return {
    next: gapRatio(bidder.evaluated, nextHigher(bidder, evaluation.bidders)),
    estimate: bidder.complete ? gapRatio(bidder.evaluated, evaluation.settings.estimate) : undefined,
  };
}

/**
 * The ranking's rows, in the order given, each a bidder's evaluation in live formulas: the totals by what they are,
 * the rank (complete offers first), the count of unusual prices, the gaps below the next offer and the estimate and
 * the verdict; then, for information, each bidder's lowest combination, and the notes. Returns the header's row.
 */
export function addRanking(sheet: SheetRows, input: WertungInput, f: WertungFormulas): number {
  const w = input.words;
  const k = input.cells.columns;
  const s = input.cells.settings;
  const all = input.evaluation.bidders;
  const groups = input.data.groups.length;
  const header = rankingHeaderRow(groups);
  const headerCells: Record<number, Cell> = {};
  WERTUNG_COLUMNS.forEach(([key], i) => {
    headerCells[i] = text(w.columns[key], NUMERIC.has(key) ? STYLE.headerNumber : STYLE.header);
  });
  const lines = Math.max(...WERTUNG_COLUMNS.map(([key, width]) => lineCount(w.columns[key], width - 1)));
  sheet.set(header, headerCells, rowPoints(lines));
  const first = header + 1;
  const last = header + input.order.length;
  const range = (letter: string) => `$${letter}$${first}:$${letter}$${last}`;
  const unpricedLetter = columnName(UNPRICED_COLUMN);
  const completeLetter = columnName(COMPLETE_TOTAL_COLUMN);
  const ranks = range(k.rank);
  const lowestExpression = `SUMIF(${ranks},1,${range(k.evaluated)})/COUNTIF(${ranks},1)`;
  const lowest = all.find((bidder) => bidder.rank === 1)?.evaluated ?? Decimal.zero;
  const low = s.lowPercent;
  const bidders = input.data.bidders.length;
  // Where items have VAT rates of their own, the VAT is summed as the totals are (`evaluation-vat.ts`).
  const vat = input.data.bidders.some((bidder) => bidder.ownRate !== undefined);
  const vatColumns = (r: number) => {
    const b = input.order[r - first] as number;
    return {
      base: `${columnName(baseVatColumn(bidders))}${r}`,
      provisional: `${columnName(provisionalVatColumn(bidders))}${r}`,
      groups: f.groupsSum(groupVatColumn(b, bidders), groups),
    };
  };
  input.order.forEach((b, position) => {
    const r = first + position;
    const bidder = all[b] as EvaluatedBidder;
    const data = input.data.bidders[b];
    if (!data) return;
    const own = (key: WertungColumn) => `${columnName(wertungColumn(key))}${r}`;
    const unpriced = `${unpricedLetter}${r}`;
    const complete = `${range(completeLetter)}`;
    const adjustment = f.adjustment(f.net(r), data.adjustment, data.total);
    const next = `SMALL(${complete},COUNTIF(${complete},"<="&${own("evaluated")})+1)`;
    const gapNext = `IF(${unpriced}=0,IFERROR(ROUND((${next}-${own("evaluated")})/${next},6),""),"")`;
    const gapEstimate = `IF(AND(${unpriced}=0,ISNUMBER(${s.estimate}),N(${s.estimate})>0),ROUND((${s.estimate}-${own("evaluated")})/${s.estimate},6),"")`;
    const beyond = (gap: string) => `AND(ISNUMBER(${gap}),ISNUMBER(${low}),N(${gap})>${low}/100)`;
    const gaps = gapsOf(bidder, input.evaluation);
    const isLow = bidder.lowAgainstNext !== undefined || bidder.lowAgainstEstimate !== undefined;
    const cells: Record<number, Cell> = {
      [wertungColumn("rank")]: formula(
        `1+IF(${unpriced}=0,0,COUNTIF(${range(unpricedLetter)},0))+SUMPRODUCT(((${range(unpricedLetter)}=0)=(${unpriced}=0))*(${range(k.evaluated)}<${own("evaluated")}))`,
        Decimal.fromInteger(bidder.rank),
        STYLE.oz,
      ),
      [wertungColumn("bidder")]: text(`${b + 1}: ${bidder.name}`, STYLE.text),
      [wertungColumn("base")]: formula(f.base(b, data.sectionAdjustment), bidder.base, STYLE.money),
      [wertungColumn("provisional")]: formula(f.provisional(b), bidder.provisional, STYLE.money),
      [wertungColumn("alternatives")]: formula(f.alternatives(b, groups), bidder.alternatives, STYLE.money),
      [wertungColumn("adjustment")]: adjustment
        ? formula(adjustment, bidder.evaluated.minus(bidder.net), STYLE.money)
        : blank(),
      [wertungColumn("evaluated")]: formula(
        `${f.net(r)}+N(${own("adjustment")})`,
        bidder.evaluated,
        STYLE.totalMoney,
      ),
      [wertungColumn("gross")]: maybeNumber(
        f.gross(r, vat ? vatColumns(r) : undefined),
        bidder.gross,
        STYLE.money,
      ),
      [wertungColumn("differencePercent")]: maybeNumber(
        `IF(${lowestExpression}=0,"",(${own("evaluated")}-${lowestExpression})/(${lowestExpression}))`,
        divide(bidder.evaluated.minus(lowest), lowest, 10),
        COMPARISON_STYLE.percentChange,
      ),
      [wertungColumn("complete")]: {
        value: {
          type: "textFormula",
          formula: `IF(${unpriced}=0,"${w.complete}","${w.incomplete}")`,
          cached: bidder.complete ? w.complete : w.incomplete,
        },
        style: bidder.complete ? COMPARISON_STYLE.verdict : COMPARISON_STYLE.verdictAgainst,
      },
      [wertungColumn("unusual")]: formula(
        f.unusualCount(b),
        Decimal.fromInteger(bidder.unusual.length),
        STYLE.default,
      ),
      [wertungColumn("gapNext")]: maybeNumber(gapNext, gaps.next, COMPARISON_STYLE.percentChange),
      [wertungColumn("gapEstimate")]: maybeNumber(gapEstimate, gaps.estimate, COMPARISON_STYLE.percentChange),
      [wertungColumn("verdict")]: {
        value: {
          type: "textFormula",
          formula: `IF(OR(${beyond(own("gapNext"))},${beyond(own("gapEstimate"))}),"${w.low}","")`,
          cached: isLow ? w.low : "",
        },
        style: STYLE.text,
      },
      [UNPRICED_COLUMN]: formula(f.unpriced(b), Decimal.fromInteger(bidder.unpriced), STYLE.default),
      [COMPLETE_TOTAL_COLUMN]: maybeNumber(
        `IF(${unpriced}=0,${own("evaluated")},"")`,
        bidder.complete ? bidder.evaluated : undefined,
        STYLE.money,
      ),
    };
    if (vat) {
      const rate = input.evaluation.settings.vatPercent ?? Decimal.zero;
      const data = input.data.bidders[b];
      if (data) {
        let base = parsed(data.sectionAdjustment).times(rate).times(HUNDREDTH);
        for (const key of Object.keys(data.sums))
          if (isBaseKey(key)) base = base.plus(vatOfKey(data, key, rate));
        cells[baseVatColumn(bidders)] = formula(f.baseVat(b, data.sectionAdjustment), base, STYLE.default);
        cells[provisionalVatColumn(bidders)] = formula(
          f.vatSum(b, `"${PROVISIONAL_KEY}"`),
          vatOfKey(data, PROVISIONAL_KEY, rate),
          STYLE.default,
        );
      }
    }
    const lines = lineCount(`${b + 1}: ${bidder.name}`, NAME_WIDTH);
    sheet.set(r, cells, lines > 1 ? rowPoints(lines) : undefined);
  });
  const verdict = columnName(wertungColumn("verdict"));
  sheet.marks.push(
    {
      sqref: `${verdict}${first}:${verdict}${last}`,
      formula: `LEN(${verdict}${first})>0`,
      mark: MARK.contradiction,
    },
    {
      sqref: `${k.provisional}${first}:${k.provisional}${last}`,
      formula: `${s.provisional}<>"${w.yes}"`,
      mark: MARK.notCounted,
    },
  );
  addCheapest(sheet, input, f, first);
  addNotes(sheet, input);
  return header;
}

/** For information: per bidder the Wahl options that make its evaluation total lowest, and that total, live. */
function addCheapest(sheet: SheetRows, input: WertungInput, f: WertungFormulas, first: number): void {
  const w = input.words;
  if (input.data.groups.length === 0) return;
  sheet.set(sheet.next + 1, { 0: text(w.cheapest, STYLE.label) });
  const words = WERTUNG_COLUMNS.slice(2, 6).reduce((sum, [, width]) => sum + width, 0);
  input.order.forEach((b, position) => {
    const bidder = input.evaluation.bidders[b] as EvaluatedBidder;
    const data = input.data.bidders[b];
    if (!data) return;
    const rankingRow = first + position;
    const choices = input.data.groups
      .map(({ group }) => w.choiceWords(group, bidder.cheapest.choices[group] ?? 0))
      .join("; ");
    const deltas = f.groupsSum(cheapestDeltaColumn(b, input.data.bidders.length), input.data.groups.length);
    const k = input.cells.columns;
    const net = `ROUND(${k.base}${rankingRow}+IF(${input.cells.settings.provisional}="${w.yes}",${k.provisional}${rankingRow},0)+${deltas},2)`;
    const adjustment = f.adjustment(net, data.adjustment, data.total);
    const r = sheet.next;
    sheet.set(
      r,
      {
        1: text(`${b + 1}: ${bidder.name}`, STYLE.text),
        2: text(w.cheapestOf(choices), STYLE.text),
        [wertungColumn("evaluated")]: formula(
          adjustment ? `${net}+${adjustment}` : net,
          bidder.cheapest.evaluated,
          STYLE.money,
        ),
      },
      // As many lines as the longer of the options in words and the bidder's name wrap to.
      rowPoints(Math.max(lineCount(choices, words), lineCount(`${b + 1}: ${bidder.name}`, NAME_WIDTH))),
    );
    sheet.merges.push(`C${r}:F${r}`);
  });
}

function addNotes(sheet: SheetRows, input: WertungInput): void {
  const width = WERTUNG_COLUMNS.reduce((sum, [, w]) => sum + w, 0);
  let r = sheet.next + 1;
  for (const note of input.words.notes) {
    sheet.set(r, { 0: text(note, STYLE.note) }, rowPoints(lineCount(note, width)));
    sheet.merges.push(`A${r}:${LAST}${r}`);
    r += 1;
  }
}
