import type { Decimal } from "../decimal.js";
import { COMPARISON_STYLE, STYLE, type StyleId } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell } from "../xlsx/workbook.js";
import { LAST_COLUMN, type NoteRows } from "./award-note-layout.js";
import { capped } from "./bidder-notes.js";
import { blank, maybeNumber, text } from "./cells.js";
import { ozSpan } from "./wertung-sheet.js";

/** A label across the first three columns, the value from the fourth. */
const VALUE = 3;
/** Excel refuses a text of more than 255 characters inside a formula. */
const LITERAL = 250;
/** Options a group's words are chosen from in one formula: Excel nests IF 64 deep at most. */
const NESTED = 40;

function textFormula(expression: string, cached: string, style: StyleId): Cell {
  return { value: { type: "textFormula", formula: expression, cached }, style };
}

/** A text inside a formula: quotes doubled, cut to what Excel takes. */
function literal(value: string): string {
  return `"${value.slice(0, LITERAL).replace(/"/g, '""')}"`;
}

/** A row of the settings: its label, then a value (and where given, words after it) or one value across. */
function setting(sheet: NoteRows, label: string, value: Cell, after?: Cell, lines = 1): void {
  const r = sheet.next;
  const cells: Record<number, Cell> = {};
  sheet.span(cells, r, 0, VALUE - 1, text(label, STYLE.label));
  if (after) {
    cells[VALUE] = value;
    sheet.span(cells, r, VALUE + 1, LAST_COLUMN, after);
  } else sheet.span(cells, r, VALUE, LAST_COLUMN, value);
  // Always a height of its own: the estimate would measure a spanning text by its first column alone.
  sheet.set(r, cells, rowPoints(lines));
}

/** A percent the Wertung sheet keeps (19 for 19 %), shown with its sign; nothing where the cell is empty. */
function percent(sheet: NoteRows, reference: string, cached: Decimal | undefined): Cell {
  const ref = sheet.setting(reference);
  return maybeNumber(`IF(ISNUMBER(${ref}),${ref},"")`, cached, COMPARISON_STYLE.markupRate);
}

/** Per Wahl group the option chosen in words: a formula over the Wertung sheet's choice cell. */
function addGroups(sheet: NoteRows): void {
  const { input } = sheet;
  const width = sheet.chars(VALUE, LAST_COLUMN);
  input.data.groups.forEach((group, g) => {
    const choice = sheet.setting(input.cells.alternatives[g]?.choice ?? "$B$1");
    const options = group.options.map((option) => ({
      serial: option.serial,
      words: input.words.option(
        option.serial,
        option.title.replace(/\s+/g, " "),
        ozSpan(option.oz, input.lang),
      ),
    }));
    let expression = `${choice}&""`;
    for (const { serial, words } of options.slice(0, NESTED).reverse())
      expression = `IF(N(${choice})=${serial},${literal(words)},${expression})`;
    const chosen = input.evaluation.settings.alternatives[group.group] ?? 0;
    const cached =
      options.find((option) => option.serial === chosen)?.words.slice(0, LITERAL) ?? String(chosen);
    const lines = Math.max(...options.map((option) => lineCount(option.words.slice(0, LITERAL), width)));
    setting(
      sheet,
      input.note.group(group.group),
      textFormula(expression, cached, STYLE.text),
      undefined,
      lines,
    );
  });
}

/**
 * Section 4: the settings the evaluation was made with, each a live reference to its cell in the Wertung sheet:
 * the Bedarfspositionen, the option taken in each Wahl group, VAT, the thresholds and the estimate.
 */
export function addBasis(sheet: NoteRows): void {
  const { input } = sheet;
  const n = input.note;
  const s = input.cells.settings;
  const settings = input.evaluation.settings;
  const w = input.words;
  sheet.heading(n.sections.basis);
  setting(
    sheet,
    n.provisional,
    textFormula(`${sheet.setting(s.provisional)}&""`, settings.provisional ? w.yes : w.no, STYLE.oz),
  );
  const items =
    input.data.provisional.length > 0 ? capped(input.data.provisional, input.labels.summary.more) : n.none;
  setting(
    sheet,
    n.provisionalItems,
    text(items, STYLE.text),
    undefined,
    lineCount(items, sheet.chars(VALUE, LAST_COLUMN)),
  );
  addGroups(sheet);
  setting(sheet, n.vat, percent(sheet, s.vatPercent, settings.vatPercent), blank());
  const reference = sheet.setting(s.unusualReference);
  const referenceWords = settings.unusualReference === "median" ? w.median : w.mean;
  const lower = input.lang === "en" ? (value: string) => `LOWER(${value})` : (value: string) => value;
  setting(
    sheet,
    n.unusual,
    percent(sheet, s.unusualPercent, settings.unusualPercent),
    textFormula(
      `${literal(n.unusualOf.before)}&${lower(reference)}&${literal(n.unusualOf.after)}`,
      `${n.unusualOf.before}${input.lang === "en" ? referenceWords.toLowerCase() : referenceWords}${n.unusualOf.after}`,
      STYLE.text,
    ),
  );
  setting(
    sheet,
    n.low,
    percent(sheet, s.lowPercent, settings.lowPercent),
    text(n.lowOf, STYLE.text),
    lineCount(n.lowOf, sheet.chars(VALUE + 1, LAST_COLUMN)),
  );
  const estimate = sheet.setting(s.estimate);
  setting(
    sheet,
    n.estimate,
    maybeNumber(`IF(ISNUMBER(${estimate}),${estimate},"")`, settings.estimate, STYLE.money),
    textFormula(
      `IF(ISNUMBER(${estimate}),"",${literal(n.noEstimate)})`,
      settings.estimate ? "" : n.noEstimate,
      STYLE.oz,
    ),
  );
  sheet.line(n.basisNote, STYLE.continued);
}

/** A rule to write on across columns, in a row high enough to write in. */
function writeLine(cells: Record<number, Cell>, sheet: NoteRows, r: number, from: number, to: number): void {
  sheet.span(cells, r, from, to, blank(COMPARISON_STYLE.writeLine));
}

/**
 * Section 5: the offer ranked first (live), a line for the decision and its reasons, and for each who signs a line
 * for place and date and one for name and signature.
 */
export function addDecision(sheet: NoteRows): void {
  const { input } = sheet;
  const n = input.note;
  const k = input.cells.columns;
  sheet.heading(n.sections.decision);
  const rows = input.cells.bidderRows;
  const range = (column: string) =>
    sheet.setting(`$${column}$${Math.min(...rows)}:$${column}$${Math.max(...rows)}`);
  const first = input.evaluation.bidders.find((bidder) => bidder.rank === 1);
  // The offer ranked first, and its verdict where it is unusually low: no award before that is explained.
  const at = (column: string) => `INDEX(${range(column)},MATCH(1,${range(k.rank)},0))`;
  const low = first && (first.lowAgainstNext || first.lowAgainstEstimate) ? ` – ${input.words.low}` : "";
  setting(
    sheet,
    n.first,
    textFormula(
      `IFERROR(${at(k.bidder)}&IF(LEN(${at(k.verdict)})>0," – "&${at(k.verdict)},""),"")`,
      first ? `${first.index + 1}: ${first.name}${low}` : "",
      STYLE.textBold,
    ),
  );
  // What the award would cost, net and gross: the figures a budget is checked against.
  const r = sheet.next;
  const totals: Record<number, Cell> = {};
  sheet.span(totals, r, 0, VALUE - 1, text(n.firstTotals, STYLE.label));
  totals[VALUE] = maybeNumber(`IFERROR(${at(k.evaluated)},"")`, first?.evaluated, STYLE.money);
  totals[VALUE + 1] = maybeNumber(
    `IFERROR(IF(ISNUMBER(${at(k.gross)}),${at(k.gross)},""),"")`,
    first?.gross,
    STYLE.money,
  );
  sheet.set(r, totals);
  sheet.set(sheet.next, {});
  for (const [label, count] of [
    [n.award, 1],
    [n.reasons, 2],
  ] as const)
    for (let line = 0; line < count; line++) {
      const r = sheet.next;
      const cells: Record<number, Cell> = {};
      if (line === 0) sheet.span(cells, r, 0, VALUE - 1, text(label, STYLE.label));
      writeLine(cells, sheet, r, VALUE, LAST_COLUMN);
      sheet.set(r, cells, 24);
    }
  for (const { role } of n.signatures) {
    sheet.set(sheet.next, {});
    const r = sheet.next;
    const cells: Record<number, Cell> = {};
    sheet.span(cells, r, 0, 1, text(role, STYLE.label));
    writeLine(cells, sheet, r, 2, 3);
    writeLine(cells, sheet, r, 5, LAST_COLUMN);
    sheet.set(r, cells, 30);
    const captions: Record<number, Cell> = {};
    sheet.span(captions, r + 1, 2, 3, text(n.placeDate, COMPARISON_STYLE.lineCaption));
    sheet.span(captions, r + 1, 5, LAST_COLUMN, text(n.signature, COMPARISON_STYLE.lineCaption));
    sheet.set(r + 1, captions);
  }
}
