import { Decimal } from "../decimal.js";
import { columnName } from "../xlsx/column-letters.js";
import { formattedLength } from "../xlsx/figure-width.js";
import { COMPARISON_STYLE, FORM_223_STYLE, MARK, STYLE } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import { dateCell } from "../xlsx/title-block.js";
import type { Cell, Sheet } from "../xlsx/workbook.js";
import { addBasis, addDecision } from "./award-note-basis.js";
import type { AwardNoteInput } from "./award-note-input.js";
import { LAST_COLUMN, NoteRows } from "./award-note-layout.js";
import { notesOf } from "./bidder-notes.js";
import { blank, formula, maybeNumber, number, sheetReference, text } from "./cells.js";
import { boqTitle, pageFooter, pageText } from "./comparison-title.js";
import type { EvaluatedBidder } from "./evaluation.js";
import type { RankedBidder } from "./summary-sheet.js";
import { gapsOf } from "./wertung-ranking.js";

export type { AwardNoteInput } from "./award-note-input.js";

/**
 * Widths: the number, the bidder, four columns of figures as wide as the widest, the rank. A4 portrait holds about
 * 100 characters at 10 pt: figures of billions and a long file name shrink it to some 9 pt.
 */
function widths(input: AwardNoteInput): number[] {
  let chars = 0;
  const figures = [input.evaluation.settings.estimate];
  for (const bidder of input.evaluation.bidders) figures.push(bidder.evaluated, bidder.gross);
  for (const bidder of input.ranked)
    figures.push(bidder.total, bidder.declaredTotal, bidder.afterAdjustment.minus(bidder.total));
  for (const figure of figures) if (figure) chars = Math.max(chars, formattedLength(figure, 2));
  const money = Math.max(13, chars + 1);
  // A file's name has no spaces to wrap at: the column holds the longest whole, as far as the page allows.
  const longest = Math.max(
    ...input.ranked.flatMap((b) => [b.file, ...b.name.split(/\s+/)]).map((w) => w.length),
  );
  const name = Math.min(34, Math.max(22, longest + 1, 100 - 4 - 7 - 4 * money));
  return [4, name, money, money, money, money, 7];
}

/** Title, what the note is about, and its date (a date cell the office may change). */
function addTitle(sheet: NoteRows): void {
  const { input } = sheet;
  const n = input.note;
  sheet.set(1, { 0: text(n.title, STYLE.title) }, 22);
  sheet.line(n.subtitle, STYLE.label);
  sheet.set(sheet.next, {});
  const project = [input.request.project.name, input.request.project.label].filter(Boolean).join(" – ");
  const facts: Array<[string, string]> = [
    [n.project, project],
    [n.boq, boqTitle(input.request)],
    [n.request, input.requestFile],
    [n.currency, input.currency],
    [n.offers, String(input.ranked.length)],
  ];
  for (const [label, value] of facts) {
    const r = sheet.next;
    const cells: Record<number, Cell> = { 0: text(label, STYLE.label) };
    sheet.merges.push(`A${r}:B${r}`);
    sheet.span(cells, r, 2, LAST_COLUMN, text(value, STYLE.text));
    sheet.set(r, cells, rowPoints(lineCount(value, sheet.chars(2, LAST_COLUMN))));
  }
  const date = dateCell(input.date) ?? blank(STYLE.date);
  sheet.set(sheet.next, { 0: text(n.date, STYLE.label), 2: date });
}

function byIndex(input: AwardNoteInput): RankedBidder[] {
  return [...input.ranked].sort((a, b) => a.index - b.index);
}

// The tables' headers ruled like Formblatt 223's, a printed form's: a line between each two titles.

/** Section 1: per bidder, in the order of the offers, its totals as stated and computed and its evaluation, live. */
function addOffers(sheet: NoteRows): void {
  const { input } = sheet;
  const n = input.note;
  const k = n.columns;
  const money = FORM_223_STYLE.headerNumber;
  sheet.heading(n.sections.offers);
  sheet.header([
    [0, 0, k.number, FORM_223_STYLE.header],
    [1, 1, k.bidder, FORM_223_STYLE.header],
    [2, 2, k.declared, money],
    [3, 3, k.computed, money],
    [4, 4, k.adjustment, money],
    [5, 5, k.evaluated, money],
    [6, 6, k.rank, FORM_223_STYLE.headerGroup],
  ]);
  const { sheet: preisspiegel, grandRows, columns } = input.preisspiegel;
  const w = input.cells.columns;
  for (const bidder of byIndex(input)) {
    const b = bidder.index;
    const evaluated = input.evaluation.bidders[b] as EvaluatedBidder;
    const total = (row: number) => `${sheetReference(preisspiegel)}!${columnName(columns.total(b))}${row}`;
    const who = `${bidder.name}\n${bidder.file}`;
    const cells: Record<number, Cell> = {
      0: number(Decimal.fromInteger(b + 1), COMPARISON_STYLE.centredNumber),
      1: text(who, STYLE.text),
      2: bidder.declaredTotal
        ? number(bidder.declaredTotal, STYLE.money)
        : text(input.labels.summary.noDeclared, STYLE.continued),
      3: formula(total(grandRows.total), bidder.total, STYLE.money),
      4:
        grandRows.adjustment !== undefined && bidder.adjusted
          ? formula(
              `N(${total(grandRows.adjustment)})`,
              bidder.afterAdjustment.minus(bidder.total),
              STYLE.money,
            )
          : blank(),
      5: formula(sheet.ranking(w.evaluated, b), evaluated.evaluated, STYLE.money),
      6: formula(
        sheet.ranking(w.rank, b),
        Decimal.fromInteger(evaluated.rank),
        COMPARISON_STYLE.centredNumber,
      ),
    };
    sheet.set(sheet.next, cells, rowPoints(lineCount(who, sheet.chars(1, 1))));
  }
  sheet.line(n.offersNote, STYLE.continued);
}

/**
 * Section 2: per bidder how many of its unit prices are unusual, how far it lies below the next offer and the
 * estimate, and what the examination found (incomplete, unusually low, or nothing); all live from the Wertung sheet.
 */
function addExamination(sheet: NoteRows): void {
  const { input } = sheet;
  const n = input.note;
  const k = n.columns;
  const w = input.cells.columns;
  sheet.heading(n.sections.examination);
  sheet.header([
    [0, 0, k.number, FORM_223_STYLE.header],
    [1, 1, k.bidder.split(" /")[0] ?? k.bidder, FORM_223_STYLE.header],
    [2, 2, k.unusual, FORM_223_STYLE.headerGroup],
    [3, 3, k.gapNext, FORM_223_STYLE.headerNumber],
    [4, 4, k.gapEstimate, FORM_223_STYLE.headerNumber],
    [5, LAST_COLUMN, k.verdict, FORM_223_STYLE.headerGroup],
  ]);
  const first = sheet.next;
  const found = [input.words.incomplete, input.words.low, n.clean];
  const verdictLines = Math.max(...found.map((words) => lineCount(words, sheet.chars(5, LAST_COLUMN))));
  for (const bidder of byIndex(input)) {
    const b = bidder.index;
    const evaluated = input.evaluation.bidders[b] as EvaluatedBidder;
    const gaps = gapsOf(evaluated, input.evaluation);
    const gap = (column: string) => {
      const ref = sheet.ranking(column, b);
      return `IF(ISNUMBER(${ref}),${ref},"")`;
    };
    const low = evaluated.lowAgainstNext !== undefined || evaluated.lowAgainstEstimate !== undefined;
    // An incomplete offer is never judged unusually low: one cell says what the examination found.
    const incomplete = `${sheet.ranking(w.complete, b)}="${input.words.incomplete}"`;
    const verdict = sheet.ranking(w.verdict, b);
    const result = `IF(${incomplete},"${input.words.incomplete}",IF(LEN(${verdict})>0,${verdict}&"","${n.clean}"))`;
    const r = sheet.next;
    const cells: Record<number, Cell> = {
      0: number(Decimal.fromInteger(b + 1), COMPARISON_STYLE.centredNumber),
      1: text(bidder.name, STYLE.text),
      2: formula(
        sheet.ranking(w.unusual, b),
        Decimal.fromInteger(evaluated.unusual.length),
        COMPARISON_STYLE.centredNumber,
      ),
      3: maybeNumber(gap(w.gapNext), gaps.next, COMPARISON_STYLE.percentChange),
      4: maybeNumber(gap(w.gapEstimate), gaps.estimate, COMPARISON_STYLE.percentChange),
    };
    const cached = !evaluated.complete ? input.words.incomplete : low ? input.words.low : n.clean;
    sheet.span(cells, r, 5, LAST_COLUMN, textFormula(result, cached, COMPARISON_STYLE.verdict));
    sheet.set(r, cells, rowPoints(Math.max(verdictLines, lineCount(bidder.name, sheet.chars(1, 1)))));
  }
  const last = sheet.next - 1;
  // Marked red as the Wertung sheet marks what it finds, following every change there.
  sheet.marks.push({
    sqref: `F${first}:F${last}`,
    formula: `F${first}<>"${n.clean}"`,
    mark: MARK.contradiction,
  });
  sheet.line(n.examinationNote, STYLE.continued);
}

function textFormula(expression: string, cached: string, style: Cell["style"]): Cell {
  return { value: { type: "textFormula", formula: expression, cached }, style };
}

/** Section 3: per bidder what its offer lacks and which stated totals disagree, in the ranking's words. */
function addFindings(sheet: NoteRows): void {
  const { input } = sheet;
  sheet.heading(input.note.sections.findings);
  const notes = byIndex(input).flatMap((bidder) =>
    notesOf(bidder, input.labels.summary).map((note, i) => ({ bidder, note, first: i === 0 })),
  );
  if (notes.length === 0) {
    sheet.line(input.note.noFindings, STYLE.text);
    return;
  }
  for (const { bidder, note, first } of notes) {
    const r = sheet.next;
    const cells: Record<number, Cell> = {};
    if (first) cells[0] = text(`${bidder.index + 1}: ${bidder.name}`, STYLE.textBold);
    sheet.merges.push(`A${r}:B${r}`);
    sheet.span(cells, r, 2, LAST_COLUMN, text(note, STYLE.text));
    const name = first ? lineCount(`${bidder.index + 1}: ${bidder.name}`, sheet.chars(0, 1)) : 1;
    const lines = Math.max(name, lineCount(note, sheet.chars(2, LAST_COLUMN)));
    sheet.set(r, cells, rowPoints(lines));
  }
}

/**
 * The Vergabevermerk: a printable A4 record of the examination, the evaluation and the award decision, in the
 * workbook's language, whose figures and settings follow the Wertung sheet live; with room for the decision and
 * the signatures.
 */
export function awardNoteSheet(input: AwardNoteInput): Sheet {
  const sheet = new NoteRows(input, widths(input));
  addTitle(sheet);
  addOffers(sheet);
  addExamination(sheet);
  addFindings(sheet);
  addBasis(sheet);
  addDecision(sheet);
  const project = input.request.project.name?.trim() ?? "";
  return {
    name: input.note.sheet,
    columnWidths: [...sheet.widths],
    rows: sheet.rows,
    headerRow: 1,
    unfrozen: true,
    noFilter: true,
    noPrintTitles: true,
    portrait: true,
    merges: sheet.merges,
    conditionalFormats: sheet.marks,
    pageHeader: `&L&B${pageText(input.note.title)}&B${project ? ` – ${pageText(project)}` : ""}&R${pageText(input.requestFile)}`,
    pageFooter: pageFooter(input.labels),
  };
}
