import type { Decimal } from "../decimal.js";
import { LABELS } from "../xlsx/labels.js";
import type { MarkupTerm } from "../xlsx/markups.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { LAST_ROW } from "../xlsx/sum-keys.js";
import type { Cell } from "../xlsx/workbook.js";
import { absoluteRange, formula, number, text } from "./cells.js";
import type { Line, StatedTotals } from "./comparison.js";
import type { ComparisonBuilder } from "./comparison-sheet.js";
import { totalsOf } from "./evaluation-cells.js";
import { ComparisonColumns } from "./layout-columns.js";

/** Rows a line's stated totals take below it: one per kind of stated total some bidder disagrees in. */
export function statedRowCount(line: Line): number {
  if (line.kind === "item" || line.kind === "markup")
    return line.bids.some((bid) => bid.status === "priced" && bid.stated) ? 1 : 0;
  if (line.kind !== "section") return 0;
  const kinds = (key: keyof StatedTotals) => line.stated.some((stated) => stated?.[key]);
  return (kinds("total") ? 1 : 0) + (kinds("afterDiscount") ? 1 : 0);
}

/**
 * Below an item, a markup or a section header: what the bidders state where it disagrees with their unit prices,
 * red in their total columns. Such a row has no sum key, so it counts nowhere: the sheet calculates from the unit
 * prices (VOB/A § 16c).
 */
export function addStatedRows(sheet: ComparisonBuilder, line: Line): void {
  const l = sheet.labels;
  const rows: Array<[string, Array<Decimal | undefined>]> = [];
  if (line.kind === "item" || line.kind === "markup")
    rows.push([
      l.statedItemTotal,
      line.bids.map((bid) => (bid.status === "priced" ? bid.stated : undefined)),
    ]);
  else if (line.kind === "section") {
    rows.push([l.statedSectionTotal(line.section.oz), line.stated.map((stated) => stated?.total)]);
    rows.push([
      l.statedSectionAfterDiscount(line.section.oz),
      line.stated.map((stated) => stated?.afterDiscount),
    ]);
  } else return;
  const depth = line.depth + (line.kind === "section" ? 1 : 0);
  for (const [label, values] of rows) {
    if (!values.some(Boolean)) continue;
    const cells: Record<number, Cell> = {
      [ComparisonColumns.shortText]: text(label, COMPARISON_STYLE.statedLabel),
    };
    values.forEach((value, b) => {
      if (value) cells[sheet.columns.total(b)] = number(value, COMPARISON_STYLE.statedMismatch);
    });
    sheet.push(cells, depth);
  }
}

/** The live base of a markup in one bidder's columns: what the items its type names add up to there. */
function baseExpression(sheet: ComparisonBuilder, terms: readonly MarkupTerm[], bidder: number): string {
  const first = sheet.headerRow + 1;
  const keys = absoluteRange(sheet.letter(sheet.columns.markupKeys), first, LAST_ROW);
  const column = (index: number) => absoluteRange(sheet.letter(index), first, LAST_ROW);
  const parts = terms.map((term) => {
    // Only what the bidder priced adds: SUMIFS skips the text of a missing price and the "" of its total.
    if (!term.subQuantity) return `SUMIFS(${column(sheet.columns.total(bidder))},${keys},"*${term.token}*")`;
    const prices = `SUMIFS(${column(sheet.columns.unitPrice(bidder))},${keys},"*${term.token}*")`;
    return `ROUND(${term.subQuantity.toPlainString()}*${prices},2)`;
  });
  return parts.length > 0 ? parts.join("+") : "0";
}

/**
 * A markup: per bidder its rate (with its % sign) and its figure, computed live as its own base times its rate;
 * a bidder that states no rate has a gap, red, like a missing price.
 */
export function addMarkupRow(sheet: ComparisonBuilder, line: Line & { kind: "markup" }): void {
  const { markup, bids, path, terms } = line;
  const c = ComparisonColumns;
  const r = sheet.nextRow;
  const cells: Record<number, Cell> = {
    [c.oz]: text(markup.oz, STYLE.oz),
    [c.kind]: text(LABELS[sheet.lang].kinds.markup),
    [c.shortText]: text(markup.shortText),
  };
  if (path) cells[sheet.columns.path] = text(path, STYLE.oz);
  if (sheet.evaluation) Object.assign(cells, sheet.evaluation.cells.key(markup, r, totalsOf(bids)));
  bids.forEach((bid, b) => {
    const rateColumn = sheet.columns.unitPrice(b);
    if (bid.status !== "priced") {
      cells[rateColumn] = text(sheet.labels.missing, COMPARISON_STYLE.unpriced);
      return;
    }
    cells[rateColumn] = number(bid.rate, COMPARISON_STYLE.markupRate);
    const base = terms ? baseExpression(sheet, terms, b) : bid.base.toPlainString();
    const rate = `${sheet.letter(rateColumn)}${r}`;
    // Not a shared template: the base names the table's last row, filled in once it is known.
    const discount = bid.discountPercent ? `*(1-${bid.discountPercent.toPlainString()}/100)` : "";
    const expression = `IF(ISNUMBER(${rate}),ROUND((${base})*${rate}/100${discount},2),"")`;
    cells[sheet.columns.total(b)] = formula(expression, bid.total, STYLE.money);
  });
  sheet.push(cells, line.depth);
}
