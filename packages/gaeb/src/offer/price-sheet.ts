import type { Decimal } from "../decimal.js";
import type { Issue, Locale } from "../issues.js";
import { quoted } from "../limits.js";
import type { Entry, GaebDocument, Item, MarkupItem } from "../model.js";
import { LABELS } from "../xlsx/labels.js";
import { columnName } from "../xlsx/workbook.js";
import { cellNumber } from "./typed-number.js";
import type { ReadCell, ReadSheet } from "./xlsx-reader.js";

/** How far down the header row is looked for: the title block above it is a few dozen rows at most. */
const HEADER_SEARCH_ROWS = 200;

/** A value read from the sheet, with the cell it came from. */
export interface Typed {
  value: Decimal;
  cell: string;
}

export interface ItemPrice {
  unitPrice?: Typed;
  components: Array<Typed | undefined>;
}

export interface SheetPrices {
  items: Map<Item, ItemPrice>;
  markups: Map<MarkupItem, Typed>;
  /** Where each item and markup stands in the sheet, for messages about what is missing. */
  seen: Set<Item | MarkupItem>;
}

interface PriceColumns {
  oz: number;
  kind?: number;
  unitPrice: number;
  markupPercent?: number;
  components: Array<number | undefined>;
}

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
): { header: number; columns: PriceColumns } | undefined {
  for (const lang of ["de", "en"] as Locale[]) {
    const c = LABELS[lang].columns;
    const labels = document.boq?.info.priceComponentLabels ?? [];
    for (const [rowNumber, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
      if (rowNumber > HEADER_SEARCH_ROWS) break;
      const find = (title: string) => {
        for (const [column, cell] of cells) if (textOf(cell) === title) return column;
        return undefined;
      };
      const oz = find(c.oz);
      const unitPrice = find(c.unitPrice);
      if (oz === undefined || unitPrice === undefined) continue;
      const components = [1, 2, 3, 4, 5, 6].map((n) => find(c.priceComponent(n, labels[n - 1])));
      const kind = find(c.kind);
      const markupPercent = find(c.markupPercent);
      return {
        header: rowNumber,
        columns: {
          oz,
          unitPrice,
          components,
          ...(kind !== undefined ? { kind } : {}),
          ...(markupPercent !== undefined ? { markupPercent } : {}),
        },
      };
    }
  }
  return undefined;
}

function* walk(entries: readonly Entry[]): Generator<Entry> {
  for (const entry of entries) {
    yield entry;
    if (entry.kind === "section") yield* walk(entry.children);
  }
}

const CONTINUED = new Set([LABELS.de.kinds.continued, LABELS.en.kinds.continued]);

/** Decimals a value may carry in the X84: three for unit prices (`tgDecimal_13_3`), six for rates. */
export const PRICE_DECIMALS = 3;
export const RATE_DECIMALS = 6;
/** Digits before the point that `tgDecimal_13_3` leaves. */
const PRICE_WHOLE_DIGITS = 10;

/**
 * Reads every price a bidder typed: unit prices (and their components) of items, rates of markup items, each
 * from the row whose OZ cell names it, so sorted, filtered or moved rows read the same. What cannot be an offer's
 * price (text, a negative figure, a price beside a section, a sub-description or nothing, one item twice) is an
 * error naming sheet, cell and OZ.
 */
export function readPrices(
  sheet: ReadSheet,
  document: GaebDocument,
  header: number,
  columns: PriceColumns,
  file: string,
  issues: Issue[],
): SheetPrices {
  const byOz = new Map<string, Entry>();
  for (const entry of walk(document.boq?.body ?? []))
    if (
      (entry.kind === "item" || entry.kind === "markupItem" || entry.kind === "section") &&
      !byOz.has(entry.oz)
    )
      byOz.set(entry.oz, entry);
  const result: SheetPrices = { items: new Map(), markups: new Map(), seen: new Set() };
  const rowsOf = new Map<Item | MarkupItem, number[]>();
  const decimals = Math.min(document.boq?.info.unitPriceDecimals ?? PRICE_DECIMALS, PRICE_DECIMALS);
  const problem = (
    code: Issue["code"],
    cell: string,
    oz: string,
    params: Record<string, string | number> = {},
  ) =>
    issues.push({
      code,
      severity: code === "offer_price_rounded" ? "warning" : "error",
      file,
      ...(oz ? { path: oz } : {}),
      params: { sheet: sheet.name, cell, ...params },
    });
  const read = (
    cells: Map<number, ReadCell>,
    column: number | undefined,
    row: number,
    oz: string,
    places: number,
  ) => {
    if (column === undefined) return undefined;
    const cell = `${columnName(column)}${row}`;
    const raw = cells.get(column);
    const typed = cellNumber(raw);
    if (!typed) return undefined;
    if (!typed.ok) {
      problem("offer_price_invalid", cell, oz, { value: quoted(raw?.value ?? ""), reason: typed.reason });
      return undefined;
    }
    let value = typed.value;
    if (value.units < 0n) {
      problem("offer_price_invalid", cell, oz, { value: value.toString(), reason: "negative" });
      return undefined;
    }
    if (value.significantScale() > places) {
      const rounded = value.round(places);
      problem("offer_price_rounded", cell, oz, {
        value: value.toPlainString(),
        rounded: rounded.toString(),
        places,
      });
      value = rounded;
    }
    if (value.round(0).toPlainString().length > PRICE_WHOLE_DIGITS) {
      problem("offer_price_invalid", cell, oz, { value: value.toPlainString(), reason: "large" });
      return undefined;
    }
    return { value, cell };
  };
  const inputColumns = [columns.unitPrice, columns.markupPercent, ...columns.components].filter(
    (c): c is number => c !== undefined,
  );
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row <= header) continue;
    const oz = textOf(cells.get(columns.oz));
    const typedAt = inputColumns.filter((c) => cellNumber(cells.get(c)) !== undefined);
    const entry = oz ? byOz.get(oz) : undefined;
    const continued = columns.kind !== undefined && CONTINUED.has(textOf(cells.get(columns.kind)));
    if (!entry || entry.kind === "section" || continued) {
      for (const column of typedAt)
        problem("offer_price_not_item", `${columnName(column)}${row}`, oz, {
          value: quoted(textOf(cells.get(column))),
        });
      continue;
    }
    const numbered = entry as Item | MarkupItem;
    result.seen.add(numbered);
    rowsOf.set(numbered, [...(rowsOf.get(numbered) ?? []), row]);
    if (entry.kind === "markupItem") {
      const rate =
        read(cells, columns.markupPercent, row, oz, RATE_DECIMALS) ??
        (columns.markupPercent === undefined || cellNumber(cells.get(columns.markupPercent)) === undefined
          ? read(cells, columns.unitPrice, row, oz, RATE_DECIMALS)
          : undefined);
      if (rate) result.markups.set(entry, rate);
      continue;
    }
    if (entry.kind !== "item") continue;
    const unitPrice = read(cells, columns.unitPrice, row, oz, decimals);
    const components = columns.components.map((column) => read(cells, column, row, oz, decimals));
    if (unitPrice || components.some(Boolean))
      result.items.set(entry, { ...(unitPrice ? { unitPrice } : {}), components });
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
