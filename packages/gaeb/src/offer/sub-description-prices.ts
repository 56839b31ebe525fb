import { allEntries } from "../entries-walk.js";
import type { GaebDocument, Item, SubDescription } from "../model.js";
import { QUANTITY, type Typed, type TypedCells, type ValueRule } from "../workbook/typed-cells.js";
import type { ReadCell } from "../workbook/xlsx-reader.js";
import type { ItemPrice, PriceColumns } from "./price-types.js";

/** A sub-description the bidder gives a figure for, with its item. */
export interface BidderSub {
  item: Item;
  number: string;
  sub: SubDescription;
}

/**
 * The sub-descriptions whose quantity or unit price the bidder states (or whose price he breaks down), by the OZ
 * their rows have ("01.0010/1").
 */
export function bidderSubDescriptions(document: GaebDocument): Map<string, BidderSub> {
  const found = new Map<string, BidderSub>();
  for (const entry of allEntries(document.boq?.body ?? []))
    if (entry.kind === "item")
      for (const sub of entry.subDescriptions)
        if (sub.quantityByBidder || sub.priceByBidder || sub.breakdownDemanded)
          found.set(`${entry.oz}/${sub.number}`, { item: entry, number: sub.number, sub });
  return found;
}

export function readSubPrice(
  { item, number }: BidderSub,
  cells: ReadonlyMap<number, ReadCell>,
  columns: PriceColumns,
  row: number,
  typed: TypedCells,
  rule: ValueRule,
  into: Map<Item, Map<string, ItemPrice>>,
): void {
  const oz = `${item.oz}/${number}`;
  const unitPrice = typed.read(cells, columns.unitPrice, row, oz, rule);
  const components = columns.components.map((column) => typed.read(cells, column, row, oz, rule));
  if (unitPrice || components.some(Boolean))
    byItem(into, item).set(number, { components, ...(unitPrice ? { unitPrice } : {}) });
}

export function readSubQuantity(
  { item, number }: BidderSub,
  cells: ReadonlyMap<number, ReadCell>,
  columns: PriceColumns,
  row: number,
  typed: TypedCells,
  into: Map<Item, Map<string, Typed>>,
): void {
  const quantity = typed.read(cells, columns.quantity, row, `${item.oz}/${number}`, QUANTITY);
  if (quantity) byItem(into, item).set(number, quantity);
}

/** The figures of one item's sub-descriptions, by `SubDNo`: made on the first one typed. */
function byItem<T>(into: Map<Item, Map<string, T>>, item: Item): Map<string, T> {
  const found = into.get(item) ?? new Map<string, T>();
  into.set(item, found);
  return found;
}
