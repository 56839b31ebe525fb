import { assignedCodes } from "../catalogue-codes.js";
import { itemKinds } from "../xlsx/item-rows.js";
import { LABELS } from "../xlsx/labels.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import type { Cell } from "../xlsx/workbook.js";
import { deviation } from "./arithmetic.js";
import { fromTemplate, number, OWN_ROW, text } from "./cells.js";
import type { Line } from "./comparison.js";
import type { ComparisonBuilder } from "./comparison-sheet.js";
import { ComparisonColumns } from "./layout-columns.js";

/**
 * An item's row of the comparison: the item, the price statistics, the reference price the deviations are measured
 * against, and per bidder its unit price (green where lowest, red words where missing), total and deviation, its
 * breakdown and the evaluation's hidden cells. Formulas come from templates made once per sheet.
 */
export function addItemRow(sheet: ComparisonBuilder, line: Line & { kind: "item" }): void {
  const { item, bids, statistics, path } = line;
  const r = sheet.nextRow;
  if (!sheet.itemRows.has(item.oz)) sheet.itemRows.set(item.oz, r);
  const c = ComparisonColumns;
  const cols = sheet.columns;
  const labels = LABELS[sheet.lang];
  const cells: Record<number, Cell> = {
    [c.oz]: text(item.oz, STYLE.oz),
    [c.kind]: text(itemKinds(item, labels, () => undefined)),
    [c.shortText]: text(item.shortText),
    ...sheet.catalogueCells(assignedCodes(item), STYLE.oz),
  };
  if (item.quantity) cells[cols.quantity] = number(item.quantity, STYLE.quantity);
  if (item.unit) cells[cols.unit] = text(item.unit, STYLE.oz);
  const list = sheet.priceList();
  // MIN and MAX of no number would be 0, so COUNT decides; AVERAGE skips text (a missing price), not 0.00.
  for (const [column, fn, value] of [
    [cols.lowest, "MIN", statistics?.lowest],
    [cols.mean, "AVERAGE", statistics?.mean],
    [cols.highest, "MAX", statistics?.highest],
  ] as const) {
    const template = sheet.template(fn, () => `IF(COUNT(${list}),${fn}(${list}),"")`);
    cells[column] = fromTemplate(template, r, value, COMPARISON_STYLE.comparePrice);
  }
  const chosen = sheet.reference === undefined ? undefined : bids[sheet.reference];
  const referencePrice =
    sheet.reference === undefined
      ? statistics?.lowest
      : chosen?.status === "priced"
        ? chosen.unitPrice
        : undefined;
  const referenceTemplate = sheet.template("reference", () => {
    const choice = `$${sheet.letter(c.shortText)}$${sheet.referenceRow}`;
    const n = sheet.bidders.length;
    // The chosen bidder's price only if it is one: not its "missing" or an empty cell.
    const chosen = `CHOOSE(${choice},${list})`;
    return `IF(${choice}=0,${sheet.letter(cols.lowest)}${OWN_ROW},IF(AND(${choice}>=1,${choice}<=${n}),IF(ISNUMBER(${chosen}),${chosen},""),""))`;
  });
  cells[cols.reference] = fromTemplate(referenceTemplate, r, referencePrice, COMPARISON_STYLE.comparePrice);
  if (path) cells[cols.path] = text(path, STYLE.oz);
  const keys = sheet.comparison.markups.keysOf(item);
  if (keys && cols.hasMarkupKeys) cells[cols.markupKeys] = text(keys, STYLE.oz);
  const ref = `$${sheet.letter(cols.reference)}${OWN_ROW}`;
  // A lump sum without quantity is one lump; an empty quantity counts as 0 in arithmetic, as GAEB has it.
  const quantity = item.flags.lumpSum && !item.quantity ? "1" : `$${sheet.letter(cols.quantity)}${OWN_ROW}`;
  const moneyStyle = path ? STYLE.money : COMPARISON_STYLE.moneyNotCounted;
  bids.forEach((bid, b) => {
    const price = `${sheet.letter(cols.unitPrice(b))}${OWN_ROW}`;
    if (bid.status === "priced") {
      const lowest = statistics && bid.unitPrice.equals(statistics.lowest);
      cells[cols.unitPrice(b)] = number(
        bid.unitPrice,
        lowest ? COMPARISON_STYLE.lowestPrice : COMPARISON_STYLE.comparePrice,
      );
    } else if (!item.flags.notApplicable) {
      const word = bid.status === "notOffered" ? sheet.labels.notOffered : sheet.labels.missing;
      cells[cols.unitPrice(b)] = text(word, COMPARISON_STYLE.unpriced);
    }
    const discount = bid.status === "priced" && bid.discountPercent;
    const factor = discount ? `*(1-${discount.toPlainString()}/100)` : "";
    // A free quantity (QtyTBD) is each bidder's own; it stands in the formula, as the request has none.
    const own = bid.status === "priced" && bid.ownQuantity ? bid.ownQuantity.toPlainString() : quantity;
    const total = sheet.template(`total|${b}|${own}|${factor}`, () => {
      return `IF(ISNUMBER(${price}),ROUND(${own}*${price}${factor},2),"")`;
    });
    const cachedTotal = bid.status === "priced" ? bid.total : undefined;
    cells[cols.total(b)] = fromTemplate(total, r, cachedTotal, moneyStyle);
    const cached = bid.status === "priced" ? deviation(bid.unitPrice, referencePrice) : undefined;
    // No reference price (text, "") or a reference of 0.00 leaves the deviation empty.
    const change = sheet.template(
      `deviation|${b}`,
      () => `IF(ISNUMBER(${price}),IFERROR(ROUND(${price}/${ref}-1,6),""),"")`,
    );
    cells[cols.deviation(b)] = fromTemplate(change, r, cached, COMPARISON_STYLE.percentChange);
  });
  if (sheet.breakdown) Object.assign(cells, sheet.breakdown.item(bids, r));
  const evaluation = sheet.evaluation;
  if (evaluation) Object.assign(cells, evaluation.cells.item(item, bids, r, evaluation.reference));
  sheet.push(cells, line.depth);
}
