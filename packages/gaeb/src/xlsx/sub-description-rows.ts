import { Decimal } from "../decimal.js";
import type { Item, SubDescription } from "../model.js";
import { breakdownCells } from "./breakdown-cells.js";
import { formula, number, type PricedRow, type RowContext, text } from "./item-rows.js";
import type { SheetLabels } from "./labels.js";
import { STYLE } from "./styles.js";

/** "Unterbeschreibung" and what the bidder is asked for in it: its quantity, a breakdown of its unit price. */
export function subDescriptionKinds(sub: SubDescription, labels: SheetLabels): string {
  const k = labels.kinds;
  const words = [k.subDescription];
  if (sub.quantityByBidder) words.push(k.quantityByBidder);
  if (sub.priceByBidder) words.push(k.priceByBidder);
  if (sub.breakdownDemanded) words.push(k.breakdownDemanded);
  return words.join(", ");
}

/**
 * A sub-description row under its item: its own number, texts, quantity and unit, and its price where the file
 * prices it. It never counts toward a total: the item's own total already holds what the item costs.
 */
export function subDescriptionRow(
  item: Item,
  sub: SubDescription,
  context: RowContext,
  labels: SheetLabels,
): PricedRow {
  const { columns, rowNumber: r } = context;
  const cells: PricedRow["cells"] = {
    oz: text(`${item.oz}/${sub.number}`, STYLE.oz),
    kind: text(subDescriptionKinds(sub, labels)),
    shortText: text(sub.shortText),
    inTotal: text(labels.no, STYLE.oz),
  };
  // A quantity the bidder states (QtySpec) is his to type, as a free quantity is: marked as input, also empty.
  if (sub.quantityByBidder)
    cells.quantity = sub.quantity
      ? number(sub.quantity, STYLE.subQuantityInput)
      : { value: { type: "empty" }, style: STYLE.subQuantityInput };
  else if (sub.quantity) cells.quantity = number(sub.quantity, STYLE.quantity);
  if (sub.unit) cells.unit = text(sub.unit, STYLE.oz);
  if (context.form && (sub.priceByBidder || sub.breakdownDemanded))
    return bidderPricedSub(sub, cells, context);
  if (sub.unitPrice) cells.unitPrice = number(sub.unitPrice, context.unitPriceStyle);
  let total = Decimal.zero;
  if (sub.unitPrice) {
    const computed = (sub.quantity ?? Decimal.zero).times(sub.unitPrice).round(2);
    if (sub.total && !sub.total.equals(computed)) {
      cells.total = number(sub.total, STYLE.money);
      total = sub.total;
    } else {
      const expression = `ROUND(${columns.letter("quantity")}${r}*${columns.letter("unitPrice")}${r},2)`;
      cells.total = formula(expression, computed, STYLE.money);
      total = computed;
    }
  } else if (sub.total) {
    cells.total = number(sub.total, STYLE.money);
    total = sub.total;
  }
  return { cells, total };
}

/**
 * A sub-description whose unit price the bidder states (`UPSpec`) or breaks down (`UPBkdn`): his input, as an
 * item's (the components' live sum where the sheet has them), and a total that stays out of every sum like any
 * sub-description's, for the item's own price holds what the item costs.
 */
function bidderPricedSub(sub: SubDescription, cells: PricedRow["cells"], context: RowContext): PricedRow {
  const { columns, rowNumber: r } = context;
  const priced = {
    priceComponents: sub.priceComponents ?? [],
    unitPrice: sub.unitPrice,
    breakdownDemanded: sub.breakdownDemanded,
  };
  const parts =
    context.columns.breakdown.labels.length > 0
      ? breakdownCells(priced, context, context.unitPriceStyle, false)
      : {};
  Object.assign(cells, parts);
  if (!parts.unitPrice)
    cells.unitPrice = sub.unitPrice
      ? number(sub.unitPrice, context.unitPriceStyle)
      : { value: { type: "empty" }, style: context.unitPriceStyle };
  const price = `${columns.letter("unitPrice")}${r}`;
  const total = (sub.quantity ?? Decimal.zero).times(sub.unitPrice ?? Decimal.zero).round(2);
  cells.total = formula(
    `ROUND(${columns.letter("quantity")}${r}*ROUND(N(${price}),${context.unitPriceDecimals}),2)`,
    total,
    STYLE.money,
  );
  return { cells, total };
}
