import type { GaebDocument } from "../model.js";
import { columnName } from "../xlsx/column-letters.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell, Sheet } from "../xlsx/workbook.js";
import { formula, maybeNumber, number, sheetReference, text } from "./cells.js";
import { pageFooter, pageHeader } from "./comparison-title.js";
import type { Evaluation } from "./evaluation.js";
import type { EvaluationLabels } from "./evaluation-labels.js";
import type { CompareLabels } from "./labels.js";
import type { ComparisonColumns } from "./layout-columns.js";
import { SheetRows } from "./wertung-sheet.js";

const WIDTHS = [16, 52, 15, 15, 13];
const TEXT_WIDTH = WIDTHS[1] as number;

export interface ClarificationInput {
  request: GaebDocument;
  requestFile: string;
  labels: CompareLabels;
  words: EvaluationLabels;
  evaluation: Evaluation;
  preisspiegel: { sheet: string; columns: ComparisonColumns; itemRows: ReadonlyMap<string, number> };
}

/**
 * The Aufklärung sheet: per bidder its unusual unit prices (OZ, short text, its price, the others' reference, the
 * deviation) as the basis of a letter asking it to explain them. The list is the one of the settings the workbook
 * is made with; price and deviation refer to the Preisspiegel.
 */
export function clarificationSheet(input: ClarificationInput): Sheet {
  const w = input.words.clarification;
  const { evaluation } = input;
  const sheet = new SheetRows(WIDTHS.length);
  const ps = sheetReference(input.preisspiegel.sheet);
  const c = input.preisspiegel.columns;
  const last = columnName(WIDTHS.length - 1);
  const full = WIDTHS.reduce((a, b) => a + b, 0);
  sheet.set(1, { 0: text(w.title, STYLE.title) }, 20);
  const reference = evaluation.settings.unusualReference === "median" ? input.words.median : input.words.mean;
  const intro = w.intro(evaluation.settings.unusualPercent.toString(), reference);
  sheet.set(2, { 0: text(intro, STYLE.text) }, rowPoints(lineCount(intro, full)));
  sheet.merges.push(`A2:${last}2`);
  for (const bidder of evaluation.bidders) {
    sheet.set(sheet.next + 1, { 0: text(w.bidder(bidder.index + 1, bidder.name), STYLE.label) });
    if (bidder.unusual.length === 0) {
      sheet.set(sheet.next, { 1: text(w.none, STYLE.text) });
      continue;
    }
    const k = w.columns;
    sheet.set(sheet.next, {
      0: text(k.oz, STYLE.header),
      1: text(k.shortText, STYLE.header),
      2: text(k.unitPrice, STYLE.headerNumber),
      3: text(k.reference, STYLE.headerNumber),
      4: text(k.deviation, STYLE.headerNumber),
    });
    for (const price of bidder.unusual) {
      const row = input.preisspiegel.itemRows.get(price.oz);
      const r = sheet.next;
      const cells: Record<number, Cell> = {
        0: text(price.oz, STYLE.oz),
        1: text(price.shortText, STYLE.text),
      };
      if (row === undefined) {
        cells[2] = number(price.unitPrice, COMPARISON_STYLE.comparePrice);
      } else {
        const ep = `${ps}!${columnName(c.unitPrice(bidder.index))}${row}`;
        const deviation = `${ps}!${columnName(c.unusual(bidder.index))}${row}`;
        cells[2] = formula(ep, price.unitPrice, COMPARISON_STYLE.comparePrice);
        // The reference the deviation was measured against: price / (1 + deviation).
        cells[3] = maybeNumber(
          `IF(AND(ISNUMBER(${ep}),ISNUMBER(${deviation})),${ep}/(1+${deviation}),"")`,
          price.reference,
          COMPARISON_STYLE.comparePrice,
        );
        cells[4] = maybeNumber(
          `IF(ISNUMBER(${deviation}),${deviation},"")`,
          price.deviation,
          COMPARISON_STYLE.percentChange,
        );
      }
      sheet.set(r, cells, rowPoints(lineCount(price.shortText, TEXT_WIDTH)));
    }
  }
  return {
    name: w.sheet,
    columnWidths: WIDTHS,
    rows: sheet.rows,
    headerRow: 1,
    unfrozen: true,
    noFilter: true,
    merges: sheet.merges,
    pageHeader: pageHeader(input.request, input.requestFile, { ...input.labels, title: w.headerTitle }),
    pageFooter: pageFooter(input.labels),
  };
}
