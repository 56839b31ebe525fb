import { allEntries } from "../entries-walk.js";
import type { GaebDocument, Item, SubDescription } from "../model.js";
import { QUANTITY, type TypedCells, type ValueRule } from "../workbook/typed-cells.js";
import type { ReadCell } from "../workbook/xlsx-reader.js";
import type { PriceColumns, SheetPrices } from "./price-types.js";

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

/**
 * What the bidder typed in a sub-description's row: its quantity where he states it (`QtySpec`), its unit price and
 * shares where he states or breaks it down (`UPSpec`, `UPBkdn`).
 */
export function readSubFigures(
  { item, number, sub }: BidderSub,
  cells: ReadonlyMap<number, ReadCell>,
  columns: PriceColumns,
  row: number,
  typed: TypedCells,
  rule: ValueRule,
  into: Pick<SheetPrices, "subQuantities" | "subPrices">,
): void {
  const oz = `${item.oz}/${number}`;
  if (sub.quantityByBidder) {
    const quantity = typed.read(cells, columns.quantity, row, oz, QUANTITY);
    if (quantity) byItem(into.subQuantities, item).set(number, quantity);
  }
  if (!sub.priceByBidder && !sub.breakdownDemanded) return;
  const unitPrice = typed.read(cells, columns.unitPrice, row, oz, rule);
  const components = columns.components.map((column) => typed.read(cells, column, row, oz, rule));
  if (unitPrice || components.some(Boolean))
    byItem(into.subPrices, item).set(number, { components, ...(unitPrice ? { unitPrice } : {}) });
}

/** The figures of one item's sub-descriptions, by `SubDNo`: made on the first one typed. */
function byItem<T>(into: Map<Item, Map<string, T>>, item: Item): Map<string, T> {
  const found = into.get(item) ?? new Map<string, T>();
  into.set(item, found);
  return found;
}
