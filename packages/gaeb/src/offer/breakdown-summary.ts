import { Decimal } from "../decimal.js";
import { allItems } from "../entries-walk.js";
import type { GaebDocument } from "../model.js";
import type { OfferFigures } from "../x84/figures.js";
import { itemCounts } from "../xlsx/item-rows.js";
import type { OfferBreakdown, OfferBreakdownRow } from "./breakdown-types.js";

const text = (value: Decimal | undefined) => value?.toPlainString();

/** What the form asks for: the components' names and the time's unit, as the price sheet titles them. */
export interface BreakdownAsked {
  components: string[];
  time?: string;
}

/**
 * The offer's price breakdown for a page and for Formblatt 223: a row per offered item with its figures as the X84
 * states them, and the totals over the items that count toward the offer's total (an alternative or an optional
 * item without total adds nothing, as in the LV's sum), quantity × figure each, rounded once at the end.
 */
export function offerBreakdown(
  document: GaebDocument,
  figures: OfferFigures,
  asked: BreakdownAsked,
  checks: { incomplete: string[]; mismatched: string[]; demanded: number },
  head: { bidder?: string; date: string },
): OfferBreakdown {
  const count = asked.components.length;
  const totals = Array.from({ length: count }, () => Decimal.zero);
  let timeTotal = Decimal.zero;
  const rows: OfferBreakdownRow[] = [];
  for (const item of allItems(document.boq?.body ?? [])) {
    const figure = figures.items.get(item);
    if (!figure?.unitPrice) continue;
    const quantity = figure.quantity ?? item.quantity;
    const counted = itemCounts(item) && quantity !== undefined;
    const components = Array.from({ length: count }, (_, index) => figure.components[index]);
    components.forEach((value, index) => {
      if (counted && value) totals[index] = (totals[index] as Decimal).plus(quantity.times(value));
    });
    if (counted && figure.time) timeTotal = timeTotal.plus(quantity.times(figure.time));
    rows.push({
      oz: item.oz,
      shortText: item.shortText,
      ...(quantity ? { quantity: quantity.toPlainString() } : {}),
      ...(item.unit ? { unit: item.unit } : {}),
      ...(figure.time ? { time: figure.time.toPlainString() } : {}),
      components: components.map(text),
      unitPrice: figure.unitPrice.toPlainString(),
      ...(figure.total ? { total: figure.total.toPlainString() } : {}),
      demanded: item.breakdownDemanded === true,
    });
  }
  const { project, award } = document;
  const info = document.boq?.info;
  const awardNumber = award.owner?.references.AwardNo;
  const projectName = project.label ?? project.name;
  const lv = info?.label ?? info?.name;
  return {
    components: asked.components,
    ...(asked.time !== undefined ? { time: { label: asked.time } } : {}),
    demanded: checks.demanded,
    incomplete: checks.incomplete,
    mismatched: checks.mismatched,
    componentTotals: totals.map((total) => total.round(2).toPlainString()),
    ...(asked.time !== undefined ? { timeTotal: timeTotal.round(2).toPlainString() } : {}),
    total: figures.grandTotal.round(2).toPlainString(),
    head: {
      ...(head.bidder ? { bidder: head.bidder } : {}),
      ...(awardNumber ? { awardNumber } : {}),
      ...(projectName ? { project: projectName } : {}),
      ...(lv ? { lv } : {}),
      date: head.date,
    },
    rows,
  };
}
