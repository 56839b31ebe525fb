import { Decimal } from "../decimal.js";
import { allEntries } from "../entries-walk.js";
import type { Issue, Locale } from "../issues.js";
import { quoted } from "../limits.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section } from "../model.js";
import {
  AMOUNT,
  PERCENT,
  PRICE,
  QUANTITY,
  readMarkupRate,
  type Typed,
  TypedCells,
} from "../workbook/typed-cells.js";
import { cellNumber, fromSpreadsheetNumber } from "../workbook/typed-number.js";
import type { ReadCell, ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { unitPriceDecimals } from "../xlsx/entry-facts.js";
import { LABELS, timeUnitOf } from "../xlsx/labels.js";
import { readComplements } from "./complements.js";
import type { FormComponents, PriceColumns, SectionAdjustment, SheetPrices } from "./price-types.js";
import { bidderSubDescriptions, readSubFigures } from "./sub-description-prices.js";

export type { Typed } from "../workbook/typed-cells.js";
export type {
  FormComponents,
  ItemPrice,
  PriceColumns,
  SectionAdjustment,
  SheetPrices,
} from "./price-types.js";

/** A time per unit (`TimeQu`, `tgDecimal_13_2`), never negative. */
const TIME = { decimals: 2, negative: false, wholeDigits: 11 };

/** How far down the header row is looked for: the title block above it is a few dozen rows at most. */
const HEADER_SEARCH_ROWS = 200;

function textOf(cell: ReadCell | undefined): string {
  return cell?.kind === "text" || cell?.kind === "number" ? cell.value.trim() : "";
}

/**
 * The header row and the columns a bidder fills in, found by their titles (in the workbook's language or the
 * other one), never by letter, so inserted or moved columns change nothing.
 */
export function findColumns(
  sheet: ReadSheet,
  document: GaebDocument,
  form: FormComponents = {},
): { header: number; columns: PriceColumns } | undefined {
  const rows = [...sheet.rows].sort(([a], [b]) => a - b).filter(([n]) => n <= HEADER_SEARCH_ROWS);
  for (const lang of ["de", "en"] as Locale[]) {
    const c = LABELS[lang].columns;
    const labels = form.components ?? document.boq?.info.priceComponentLabels ?? [];
    for (const [rowNumber, cells] of rows) {
      const find = (title: string) => {
        for (const [column, cell] of cells) if (textOf(cell) === title) return column;
        return undefined;
      };
      const oz = find(c.oz);
      const unitPrice = find(c.unitPrice);
      if (oz === undefined || unitPrice === undefined) continue;
      const optional = {
        kind: find(c.kind),
        quantity: find(c.quantity),
        markupPercent: find(c.markupPercent),
        discount: find(c.discount),
        // Workbooks made before the title was one word ("Nachlass Betrag") are read as well.
        discountAmount: find(c.discountAmount) ?? (lang === "de" ? find("Nachlass Betrag") : undefined),
        sectionLumpSum: find(c.sectionLumpSum),
        bidderText: find(c.bidderText),
        total: find(c.total),
      };
      // "Zeitansatz (Stunden)": the unit in brackets is the LV's, whatever it is.
      const timeCell = [...cells].find(([, cell]) => timeUnitOf(textOf(cell), lang) !== undefined);
      const time = timeCell?.[0];
      const timeUnit = timeCell && timeUnitOf(textOf(timeCell[1]), lang);
      const present = Object.fromEntries(
        Object.entries({ ...optional, time, timeUnit }).filter(([, v]) => v !== undefined),
      );
      const components = [1, 2, 3, 4, 5, 6].map((n) => find(c.priceComponent(n, labels[n - 1] || undefined)));
      return { header: rowNumber, columns: { oz, unitPrice, components, ...present } };
    }
  }
  return undefined;
}

const CONTINUED = new Set([LABELS.de.kinds.continued, LABELS.en.kinds.continued]);
const LV_ADJUSTED = new Set([LABELS.de.totals.bidderAdjusted, LABELS.en.totals.bidderAdjusted]);

/** A section's (or the LV's) discount in percent or as an amount, or its lump sum: at most one of them. */
function readAdjustment(
  cells: ReadonlyMap<number, ReadCell>,
  row: number,
  oz: string,
  columns: PriceColumns,
  typed: TypedCells,
): SectionAdjustment | undefined {
  const percent = typed.read(cells, columns.discount, row, oz, PERCENT);
  const amount = typed.read(cells, columns.discountAmount, row, oz, { ...AMOUNT, negative: true });
  const lumpSum = typed.read(cells, columns.sectionLumpSum, row, oz, AMOUNT);
  const given = [percent, amount, lumpSum].filter((g): g is Typed => g !== undefined);
  if (given.length > 1) {
    typed.problem("offer_price_invalid", given.map((g) => g.cell).join(", "), oz, {
      value: given.map((g) => g.value.toString()).join(" / "),
      reason: "oneOf",
    });
    return undefined;
  }
  if (percent) return { discountPercent: percent };
  if (amount) return { discountAmount: amount };
  return lumpSum ? { lumpSum } : undefined;
}

/**
 * Reads every figure a bidder typed: unit prices (and their components), discounts and free quantities of items,
 * rates of markup items, discounts and lump sums of sections, each from the row whose OZ cell names it, so sorted,
 * filtered or moved rows read the same. What cannot be an offer's figure (text, a negative price, a price beside a
 * section, a sub-description or nothing, one item twice, a changed quantity) is an error naming sheet, cell and OZ.
 */
export function readPrices(
  sheet: ReadSheet,
  document: GaebDocument,
  located: { header: number; columns: PriceColumns },
  file: string,
  issues: Issue[],
): SheetPrices {
  const { header, columns } = located;
  // A request may (against the rules) number two items alike: the first such row is the first item, and so on.
  const byOz = new Map<string, Entry[]>();
  for (const entry of allEntries(document.boq?.body ?? []))
    if (entry.kind === "item" || entry.kind === "markupItem" || entry.kind === "section")
      byOz.set(entry.oz, [...(byOz.get(entry.oz) ?? []), entry]);
  const taken = new Map<string, number>();
  const result: SheetPrices = {
    items: new Map(),
    subPrices: new Map(),
    componentCount: columns.components.reduce<number>(
      (count, column, index) => (column !== undefined ? index + 1 : count),
      0,
    ),
    subQuantities: new Map(),
    markups: new Map(),
    sections: new Map(),
  };
  const subs = bidderSubDescriptions(document);
  const rowsOf = new Map<Item | MarkupItem, number[]>();
  const typed = new TypedCells(sheet.name, file, issues);
  const price = { ...PRICE, decimals: unitPriceDecimals(document) };
  const totalTitle = columns.total === undefined ? "" : textOf(sheet.rows.get(header)?.get(columns.total));
  const priceColumns = [columns.unitPrice, columns.markupPercent, ...columns.components];
  const sectionColumns = [columns.discount, columns.discountAmount, columns.sectionLumpSum];
  const filled = (cells: ReadonlyMap<number, ReadCell>, list: ReadonlyArray<number | undefined>) =>
    list.filter((c): c is number => c !== undefined && cellNumber(cells.get(c)) !== undefined);
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row <= header) continue;
    const oz = textOf(cells.get(columns.oz));
    const continued = columns.kind !== undefined && CONTINUED.has(textOf(cells.get(columns.kind)));
    const alike = (oz && byOz.get(oz)) || [];
    const seen = continued ? 0 : (taken.get(oz) ?? 0);
    if (!continued && oz) taken.set(oz, seen + 1);
    // More rows than entries of an OZ: the extra ones count as one more row of the last entry (an error below).
    const entry = alike[Math.min(seen, alike.length - 1)];
    const notItem = (list: number[]) => {
      for (const column of list) {
        // A number cell's stored value is shown in the reader's notation; text as the user typed it, quoted.
        const cell = cells.get(column);
        const number =
          cell?.kind === "number" ? fromSpreadsheetNumber(cell.value)?.toPlainString() : undefined;
        typed.problem("offer_price_not_item", `${columnName(column)}${row}`, oz, {
          value: number ?? quoted(textOf(cell)),
          ...(number ? {} : { typed: "text" }),
        });
      }
    };
    if ((entry?.kind === "item" || entry?.kind === "markupItem" || entry?.kind === "section") && !continued)
      formulaKept(cells, row, entry, columns.total, totalTitle, typed);
    const wholeLv = !oz && [...cells.values()].some((cell) => LV_ADJUSTED.has(textOf(cell)));
    if ((entry?.kind === "section" && !continued) || wholeLv) {
      notItem(filled(cells, priceColumns));
      const adjustment = readAdjustment(cells, row, oz, columns, typed);
      if (adjustment && wholeLv) result.boq = adjustment;
      else if (adjustment && entry?.kind === "section") result.sections.set(entry, adjustment);
      continue;
    }
    if (!entry || entry.kind === "section" || continued) {
      const sub = !entry && !continued && oz ? subs.get(oz) : undefined;
      const priced = sub?.sub.priceByBidder || sub?.sub.breakdownDemanded;
      notItem(filled(cells, [...(priced ? [columns.markupPercent] : priceColumns), ...sectionColumns]));
      if (sub) readSubFigures(sub, cells, columns, row, typed, price, result);
      continue;
    }
    rowsOf.set(entry as Item | MarkupItem, [...(rowsOf.get(entry as Item | MarkupItem) ?? []), row]);
    if (entry.kind === "markupItem") {
      // The rate stands in the EP cell; workbooks made before that had their own "Zuschlag %" column.
      const own = columns.markupPercent !== undefined && cellNumber(cells.get(columns.markupPercent));
      const column = (own ? columns.markupPercent : undefined) ?? columns.unitPrice;
      const rate = readMarkupRate(typed, cells.get(column), column, row, oz);
      if (rate) result.markups.set(entry, rate);
      continue;
    }
    if (entry.kind !== "item") continue;
    const unitPrice = typed.read(cells, columns.unitPrice, row, oz, price);
    const components = columns.components.map((column) => typed.read(cells, column, row, oz, price));
    const time = typed.read(cells, columns.time, row, oz, TIME);
    const discountPercent = typed.read(cells, columns.discount, row, oz, PERCENT);
    const quantity = itemQuantity(entry, cells, columns, row, typed);
    const text = columns.bidderText === undefined ? "" : (cells.get(columns.bidderText)?.value ?? "");
    const complements = text ? readComplements(entry, text) : undefined;
    if (unitPrice || components.some(Boolean) || complements?.size || time)
      result.items.set(entry, {
        components,
        ...(time ? { time } : {}),
        ...(unitPrice ? { unitPrice } : {}),
        ...(discountPercent ? { discountPercent } : {}),
        ...(quantity ? { quantity } : {}),
        ...(complements?.size ? { complements } : {}),
      });
  }
  for (const [entry, rows] of rowsOf) {
    if (rows.length < 2) continue;
    const cells = rows.map((row) => `${columnName(columns.oz)}${row}`);
    issues.push({
      code: "offer_item_duplicate",
      severity: "error",
      file,
      path: entry.oz,
      params: { sheet: sheet.name, cells: cells.join(", ") },
    });
  }
  return result;
}

/**
 * The total of an item, markup or section is the sheet's formula; a number typed over it would show the bidder a
 * total the offer, made from his prices alone, does not have, so that is an error. The request's own figure, which
 * the converter writes as a number where it disagrees with the request's prices, is not the bidder's.
 */
function formulaKept(
  cells: ReadonlyMap<number, ReadCell>,
  row: number,
  entry: Item | MarkupItem | Section,
  column: number | undefined,
  title: string,
  typed: TypedCells,
): void {
  const cell = column === undefined ? undefined : cells.get(column);
  if (column === undefined || cell?.kind !== "number" || cell.formula) return;
  const stated = entry.kind === "section" ? entry.totals?.total : entry.total;
  if (stated && Decimal.parse(cell.value)?.equals(stated)) return;
  typed.problem("offer_total_overwritten", `${columnName(column)}${row}`, entry.oz, {
    value: cell.value,
    column: title,
  });
}

/**
 * A free quantity (`QtyTBD`) is the bidder's to give; any other quantity is the owner's, and a sheet that changed
 * it would total differently from the offer, so that is an error.
 */
function itemQuantity(
  item: Item,
  cells: ReadonlyMap<number, ReadCell>,
  columns: PriceColumns,
  row: number,
  typed: TypedCells,
): Typed | undefined {
  const quantity = typed.read(cells, columns.quantity, row, item.oz, QUANTITY);
  if (item.flags.quantityToBeDetermined) return quantity;
  const sameAs = (a: Decimal | undefined, b: Decimal | undefined) => (a && b ? a.equals(b) : !a && !b);
  if (quantity && !sameAs(quantity.value, item.quantity))
    typed.problem("offer_quantity_changed", quantity.cell, item.oz, {
      value: quantity.value.toPlainString(),
      expected: item.quantity?.toPlainString() ?? "",
    });
  return undefined;
}
