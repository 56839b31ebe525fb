import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import type { GaebDocument, Item } from "../model.js";
import { componentKey } from "./breakdown-cells.js";
import { columnName } from "./column-letters.js";
import type { ColumnKey } from "./columns.js";
import { unitPriceDecimals, unitPriceStyle } from "./entry-facts.js";
import { measureFigures } from "./figure-width.js";
import { FORM_223_WORDS } from "./form-223-words.js";
import { itemCounts, sheetTotal } from "./item-rows.js";
import { LABELS } from "./labels.js";
import type { PriceSheetRows } from "./sheet-layout.js";
import { FORM_223_STYLE as F, STYLE, type StyleId } from "./styles.js";
import { lineCount, rowPoints } from "./text-fit.js";
import { bidderNameCell, sheetTitle, shownTitleFacts } from "./title-block.js";
import { type Cell, quoteSheetName, type Row, type Sheet } from "./workbook.js";

/** A column of the form: what it shows of the price sheet (`source`), or a hidden helper of the totals. */
interface FormColumn {
  header: string;
  width: number;
  style: StyleId;
  source?: ColumnKey;
  /** The column's total: Σ quantity × figure per unit ("weighted"), Σ of the column ("summed"). */
  total?: "weighted" | "summed";
  helper?: "counts" | "weight";
}

const HEAD_ROWS = 7;

const empty = (style: StyleId): Cell => ({ value: { type: "empty" }, style });
const text = (value: string, style: StyleId): Cell => ({ value: { type: "text", text: value }, style });

/** A formula whose value is a figure where `cached` is one, else text ("" while the price sheet's cell is empty). */
function live(formula: string, cached: Decimal | string | undefined, style: StyleId): Cell {
  if (cached instanceof Decimal)
    return { value: { type: "formula", formula, cached: cached.toPlainString() }, style };
  return { value: { type: "textFormula", formula, cached: cached ?? "" }, style };
}

/** The LV's currency as a reader of a German form expects it: the euro by its sign, any other by its code. */
function currencySign(document: GaebDocument): string {
  const code = document.award.currency || document.project.currency || "EUR";
  return code === "EUR" ? "€" : code;
}

/**
 * Formblatt 223 (VHB "Aufgliederung der Einheitspreise") for a request whose sheet breaks unit prices down: a head
 * with the bidder (live from the price sheet's title block), the award number, project and works, one row per item
 * whose every figure is a live reference to the item's row in the price sheet (`priceSheet`, `rows`), so the form
 * fills itself as the bidder prices, and the totals of each column over the quantities. Nothing here is typed into:
 * the offer reads the price sheet alone.
 */
export function form223Sheet(
  document: GaebDocument,
  name: string,
  priceSheet: string,
  rows: PriceSheetRows,
  lang: Locale,
): Sheet {
  const words = FORM_223_WORDS[lang];
  const { columns } = rows;
  const sheet = quoteSheetName(priceSheet);
  const at = (key: ColumnKey, row: number) => `${sheet}!${columns.letter(key)}${row}`;
  const shown = (reference: string) => `IF(${reference}="","",${reference})`;

  const figures = measureFigures(document.boq?.body ?? [], document.boq?.info.totals);
  // A component's column also holds its total over the LV, which can reach the offer's: as wide as the total's.
  const amountWidth = Math.max(15, Math.ceil(figures.total * 1.1) + 2);
  const price = unitPriceStyle(document) === STYLE.priceInput3 ? F.money3 : F.money2;
  const longestOz = rows.itemRows.reduce((max, { item }) => Math.max(max, item.oz.length), 0);
  const list: FormColumn[] = [
    // Wide enough for the head's labels too ("Vergabenummer" in bold).
    { header: words.oz, width: Math.max(16, longestOz + 2), style: F.oz, source: "oz" },
    { header: words.shortText, width: 40, style: F.text, source: "shortText" },
    {
      header: words.quantity,
      width: Math.max(13, figures.quantity + 2),
      style: F.quantity,
      source: "quantity",
    },
    { header: words.unit, width: 8, style: F.unit, source: "unit" },
  ];
  const time = columns.breakdown.time;
  if (time !== undefined && columns.has("time"))
    list.push({
      header: words.time(time),
      width: wordWidth(words.time(time), 12),
      style: F.time,
      source: "time",
      total: "weighted",
    });
  const firstComponent = list.length;
  columns.breakdown.labels.forEach((label, index) => {
    const header = label ?? words.component(index + 1);
    const width = wordWidth(header, amountWidth);
    list.push({ header, width, style: price, source: componentKey(index), total: "weighted" });
  });
  const lastComponent = list.length - 1;
  list.push(
    {
      header: words.unitPrice,
      width: Math.max(14, figures.unitPrice + 2),
      style: price,
      source: "unitPrice",
    },
    { header: words.total, width: amountWidth, style: F.money2, source: "total", total: "summed" },
    { header: words.counts, width: 10, style: STYLE.oz, helper: "counts" },
    { header: words.weight, width: 14, style: STYLE.oz, helper: "weight" },
  );
  const letter = (helper: "counts" | "weight") => columnName(list.findIndex((c) => c.helper === helper));
  const widths = list.map((column) => column.width);

  const firstHeaderRow = HEAD_ROWS + 1;
  const headerRow = HEAD_ROWS + 2;
  const firstItemRow = headerRow + 1;
  const lastItemRow = headerRow + rows.itemRows.length;
  const decimals = unitPriceDecimals(document);
  const sums = list.map(() => Decimal.zero);

  const itemRow = ({ item, row }: { item: Item; row: number }): Row => {
    const counts = itemCounts(item);
    const weight = counts
      ? (item.quantity ?? (item.flags.lumpSum ? Decimal.fromInteger(1) : Decimal.zero))
      : undefined;
    const cached = cachedFigures(item, decimals);
    const cells = list.map((column, c): Cell => {
      // A number, so that the totals can multiply by it.
      if (column.helper === "counts")
        return { value: { type: "number", value: counts ? "1" : "0" }, style: STYLE.default };
      if (column.helper === "weight") return weightCell(item, at("quantity", row), weight);
      const key = column.source as ColumnKey;
      const value = cached.get(key);
      if (value instanceof Decimal && column.total === "weighted" && weight)
        sums[c] = (sums[c] as Decimal).plus(weight.times(value));
      if (value instanceof Decimal && column.total === "summed" && counts)
        sums[c] = (sums[c] as Decimal).plus(value);
      // The total shows only once a unit price stands beside it: the price sheet's shows 0.00 before.
      const formula =
        key === "total" ? `IF(${at("unitPrice", row)}="","",${at("total", row)})` : shown(at(key, row));
      return live(formula, value, column.style);
    });
    const lines = Math.max(lineCount(item.shortText, widths[1] ?? 40), lineCount(item.oz, widths[0] ?? 15));
    return { cells, ...(lines > 1 ? { height: rowPoints(lines) } : {}) };
  };

  const totalsRow = (): Row => {
    const range = (c: number) => `${columnName(c)}${firstItemRow}:${columnName(c)}${lastItemRow}`;
    const cells = list.map((column, c): Cell | undefined => {
      if (column.helper) return undefined;
      if (c === 1) return text(words.totals, STYLE.totalText);
      if (!column.total) return empty(STYLE.totalText);
      const by = column.total === "weighted" ? letter("weight") : letter("counts");
      const formula = `ROUND(SUMPRODUCT(${by}${firstItemRow}:${by}${lastItemRow},${range(c)}),2)`;
      return live(
        formula,
        (sums[c] as Decimal).round(2),
        column.source === "time" ? F.totalTime : STYLE.totalMoney,
      );
    });
    return { cells };
  };

  const facts = shownTitleFacts(document);
  const award = document.award.owner?.references.AwardNo;
  const field = (label: string, value: Cell, right?: [string, Cell]): Row => {
    const cells: Array<Cell | undefined> = [text(label, STYLE.label), value];
    if (right) {
      const unitPriceColumn = list.findIndex((c) => c.source === "unitPrice");
      cells[unitPriceColumn] = text(right[0], STYLE.label);
      cells[unitPriceColumn + 1] = right[1];
    }
    return { cells };
  };
  const bidder = `${sheet}!${bidderNameCell(rows.headerRow)}`;
  const head: Row[] = [
    { cells: [text(words.title, STYLE.title)], height: 20 },
    { cells: [] },
    field(words.bidder, live(shown(bidder), "", STYLE.oz), [words.date, empty(STYLE.textInput)]),
    field(words.awardNumber, award ? text(award, STYLE.oz) : empty(STYLE.textInput)),
    field(words.project, text(facts.project, STYLE.oz)),
    field(words.works, text(facts.boq, STYLE.oz)),
    { cells: [] },
  ];
  const heading = words.components(currencySign(document));
  const isComponent = (c: number) => c >= firstComponent && c <= lastComponent;
  // Two header rows: the heading over the components above their names; every other header spans both.
  const groupRow = list.map((column, c): Cell | undefined => {
    if (column.helper) return undefined;
    if (!isComponent(c)) return text(column.header, headerStyle(column));
    return c === firstComponent ? text(heading, F.headerGroup) : empty(F.headerGroup);
  });
  const headerCells = list.map((column, c): Cell => {
    if (column.helper) return text(column.header, STYLE.oz);
    return isComponent(c) ? text(column.header, F.headerNumber) : empty(headerStyle(column));
  });
  const merges = list.flatMap((column, c) => {
    if (column.helper || isComponent(c)) return [];
    return [`${columnName(c)}${firstHeaderRow}:${columnName(c)}${headerRow}`];
  });
  if (lastComponent > firstComponent)
    merges.push(
      `${columnName(firstComponent)}${firstHeaderRow}:${columnName(lastComponent)}${firstHeaderRow}`,
    );
  const labels = LABELS[lang];
  const visible = list.filter((column) => !column.helper).length;
  const pageText = (value: string) => value.replace(/&/g, "&&");
  return {
    name,
    columnWidths: widths,
    rows: [
      ...head,
      ...headerHeights(heading, list, firstComponent, lastComponent).map((lines, n) => ({
        cells: n === 0 ? groupRow : headerCells,
        height: rowPoints(lines),
      })),
      ...rows.itemRows.map(itemRow),
      totalsRow(),
    ],
    headerRow,
    firstHeaderRow,
    hiddenColumns: list.flatMap((column, c) => (column.helper ? [c] : [])),
    printColumns: visible,
    noFilter: true,
    merges,
    pageHeader: `&L&B${pageText(sheetTitle(document))}&B&R${pageText(words.title)}`,
    pageFooter: `&L${pageText(document.source.fileName)}&R${labels.page}`,
  };
}

function headerStyle(column: FormColumn): StyleId {
  if (column.style === F.unit) return F.headerGroup;
  return column.style === F.oz || column.style === F.text ? F.header : F.headerNumber;
}

/**
 * Lines each of the two header rows takes: the first the heading over the components, the second their names; a
 * header spanning both gets what the two leave it, so no header row is taller than its words need.
 */
function headerHeights(
  heading: string,
  list: readonly FormColumn[],
  first: number,
  last: number,
): [number, number] {
  const across = list.slice(first, last + 1).reduce((sum, column) => sum + column.width, 0);
  const group = lineCount(heading, across);
  const lines = (from: number, to: number) =>
    Math.max(
      1,
      ...list.slice(from, to).map((column) => (column.helper ? 1 : lineCount(column.header, column.width))),
    );
  const names = lines(first, last + 1);
  const spanning = Math.max(lines(0, first), lines(last + 1, list.length));
  return [group, Math.max(names, spanning - group)];
}

/** A header column at least as wide as its longest word in bold, so that no word is cut in two. */
function wordWidth(header: string, width: number): number {
  const longest = Math.max(...header.split(/\s+/).map((word) => word.length));
  return Math.max(width, Math.ceil(longest * 1.15) + 2);
}

/**
 * The quantity an item counts with in the totals: its quantity as the price sheet has it (typed, where the bidder
 * gives it), one for a lump sum without quantity (as its total counts it), nothing for what GAEB does not sum.
 */
function weightCell(item: Item, quantity: string, weight: Decimal | undefined): Cell {
  if (!weight) return { value: { type: "number", value: "0" }, style: STYLE.default };
  const formula =
    item.flags.lumpSum && !item.quantity ? `IF(${quantity}="",1,N(${quantity}))` : `N(${quantity})`;
  return live(formula, weight, STYLE.default);
}

/** The figures the price sheet's cells hold before anything is typed: the request's own, where it has any. */
function cachedFigures(item: Item, decimals: number): Map<ColumnKey, Decimal | string> {
  const figures = new Map<ColumnKey, Decimal | string>([
    ["oz", item.oz],
    ["shortText", item.shortText],
    ["unit", item.unit ?? ""],
  ]);
  if (item.quantity) figures.set("quantity", item.quantity);
  if (item.time && !item.time.isZero()) figures.set("time", item.time);
  let sum: Decimal | undefined;
  item.priceComponents.forEach((value, index) => {
    if (!value) return;
    figures.set(componentKey(index), value);
    sum = (sum ?? Decimal.zero).plus(value.round(decimals));
  });
  const unitPrice = item.unitPrice ?? sum?.round(decimals);
  if (unitPrice) {
    figures.set("unitPrice", unitPrice);
    figures.set("total", item.unitPrice ? sheetTotal(item) : sheetTotal({ ...item, unitPrice }));
  }
  return figures;
}
