import type { Locale } from "../issues.js";
import type { CatalogueAssignment, Entry, GaebDocument, Item } from "../model.js";
import { type BreakdownPlan, breakdownPlan } from "./breakdown-plan.js";
import { catalogueCodes, catalogueColumns } from "./catalogues.js";
import { columnName } from "./column-letters.js";
import { measureFigures } from "./figure-width.js";
import type { SheetLabels } from "./labels.js";
import { STYLE, type StyleId } from "./styles.js";
import type { Cell } from "./workbook.js";

export type ColumnKey =
  | "oz"
  | "kind"
  | "shortText"
  | "longText"
  | "quantity"
  | "unit"
  | "unitPrice"
  | "total"
  | "discount"
  | "discountAmount"
  | "sectionLumpSum"
  | "markupPercent"
  | "markupBase"
  | `component${1 | 2 | 3 | 4 | 5 | 6}`
  /** The time per unit (`TimeQu`, Zeitansatz) a bidder states beside his components. */
  | "time"
  | "vat"
  | "bidderText"
  /** A catalogue's codes (`CtlgAssign`), one column per catalogue in `Columns.catalogues` order. */
  | `catalogue${number}`
  // Hidden helpers that the totals sum over, so that they do not depend on the order of the rows.
  | "inTotal"
  | "path"
  | "amount"
  | "markupAmount"
  | `adjustment${0 | 1 | 2 | 3 | 4 | 5 | 6}`
  | "markupKeys"
  | "vatRate";

/** Columns of numbers, whose headers align right over them. */
const NUMERIC: ReadonlySet<ColumnKey> = new Set<ColumnKey>([
  "quantity",
  "unitPrice",
  "total",
  "discount",
  "discountAmount",
  "sectionLumpSum",
  "markupPercent",
  "markupBase",
  "time",
  "vat",
]);

export interface Column {
  key: ColumnKey;
  /** The catalogue (`CtlgID`) whose codes a `catalogue…` column holds. */
  catalogueId?: string;
  header: string;
  width: number;
  /** A helper the formulas need but a reader does not: hidden on screen and outside the print area. */
  hidden?: boolean;
}

/** What the totals need to know about a sheet before its rows are laid out. */
export interface SumPlan {
  /** Depths of the sections whose discount or lump sum changes what they add to their parent. */
  adjustedDepths: number[];
  hasMarkups: boolean;
  mixedVatRates: boolean;
}

/** Column positions of one sheet; the first eight are fixed, the rest appear only when the file has such data. */
export class Columns {
  readonly list: Column[];
  private readonly positions = new Map<ColumnKey, number>();
  /** Each column's letters, named once: every formula of every row names a few. */
  private readonly letters: string[];

  /** The catalogue columns, by the catalogue ID whose codes they hold. */
  readonly catalogues: ReadonlyMap<string, ColumnKey>;

  constructor(
    list: Column[],
    /** The price breakdown the sheet asks for; its component columns are `component1`… in this order. */
    readonly breakdown: BreakdownPlan = { labels: [], added: false },
  ) {
    this.list = list;
    list.forEach((column, index) => {
      this.positions.set(column.key, index);
    });
    this.catalogues = new Map(list.flatMap((c) => (c.catalogueId ? [[c.catalogueId, c.key]] : [])));
    this.letters = list.map((_, index) => columnName(index));
  }

  has(key: ColumnKey): boolean {
    return this.positions.has(key);
  }

  index(key: ColumnKey): number {
    const index = this.positions.get(key);
    if (index === undefined) throw new Error(`column ${key} is not part of this sheet`);
    return index;
  }

  letter(key: ColumnKey): string {
    return this.letters[this.index(key)] as string;
  }

  /** A row with the given cells placed in their columns (a cell for a column the sheet lacks is left out). */
  row(cells: Partial<Record<ColumnKey, Cell>>): Array<Cell | undefined> {
    const row: Array<Cell | undefined> = new Array(this.list.length).fill(undefined);
    // Key by key rather than `Object.entries`, which made an array per cell of every row.
    for (const key in cells) {
      const index = this.positions.get(key as ColumnKey);
      if (index !== undefined) row[index] = cells[key as ColumnKey];
    }
    return row;
  }

  /** An entry's codes in the catalogue columns, plain text (a code such as "032" keeps its zero). */
  catalogueCells(
    assignments: readonly CatalogueAssignment[] | undefined,
    style: StyleId,
  ): Partial<Record<ColumnKey, Cell>> {
    const cells: Partial<Record<ColumnKey, Cell>> = {};
    if (!assignments?.length) return cells;
    for (const [id, key] of this.catalogues) {
      const codes = catalogueCodes(assignments, id);
      if (codes) cells[key] = { value: { type: "text", text: codes }, style };
    }
    return cells;
  }

  headerRow(): Array<Cell | undefined> {
    return this.list.map((column) => ({
      value: { type: "text", text: column.header },
      style:
        NUMERIC.has(column.key) || column.key.startsWith("component") ? STYLE.headerNumber : STYLE.header,
    }));
  }
}

/** What of an LV's data decides its optional columns. */
interface ColumnFacts {
  discount: boolean;
  markups: boolean;
  vat: boolean;
  bidderText: boolean;
  /** Whether any item has price component n + 1. */
  components: boolean[];
  /** Whether any item states its time per unit. */
  time: boolean;
}

/**
 * The facts in one walk over the entries: a 50 MB LV has 100,000 items, and a pass over them per question cost
 * more than the questions (issue 23).
 */
function columnFacts(entries: readonly Entry[], facts: ColumnFacts): ColumnFacts {
  for (const entry of entries) {
    if (entry.kind === "section") columnFacts(entry.children, facts);
    else if (entry.kind === "item" || entry.kind === "markupItem") {
      if (entry.discountPercent) facts.discount = true;
      if (entry.vatPercent) facts.vat = true;
      if (entry.kind === "markupItem") facts.markups = true;
      else {
        const components = entry.priceComponents;
        for (let n = 0; n < 6; n++) if (components[n]) facts.components[n] = true;
        if (entry.time) facts.time = true;
        if (!facts.bidderText && hasBidderText(entry)) facts.bidderText = true;
      }
    }
  }
  return facts;
}

/** Requests a bidder prices (description, BoQ, estimate, request for tender): their sheets are offer forms. */
export function isRequest(document: GaebDocument): boolean {
  return ["80", "81", "82", "83"].includes(document.source.phase);
}

export function hasBidderText(item: Item): boolean {
  if (item.bidderComments.length > 0) return true;
  return item.longText.some(
    (block) =>
      block.type === "paragraph" && block.inlines.some((i) => i.type === "complement" && i.kind === "bidder"),
  );
}

export function chooseColumns(
  document: GaebDocument,
  labels: SheetLabels,
  options: { longText: boolean; addComponents: boolean; lang: Locale },
  plan: SumPlan,
): Columns {
  const { longText } = options;
  const c = labels.columns;
  // Wide enough for the widest figure: a digit takes one character, the cell's margins two, bold totals a tenth more.
  const figures = measureFigures(document.boq?.body ?? [], document.boq?.info.totals);
  const amountWidth = Math.max(14, Math.ceil(figures.total * 1.1) + 2);
  const fixed: Column[] = [
    { key: "oz", header: c.oz, width: 15 },
    { key: "kind", header: c.kind, width: 17 },
    { key: "shortText", header: c.shortText, width: 28 },
    { key: "longText", header: c.longText, width: longText ? 58 : 12 },
    { key: "quantity", header: c.quantity, width: Math.max(14, figures.quantity + 2) },
    { key: "unit", header: c.unit, width: 7 },
    { key: "unitPrice", header: c.unitPrice, width: Math.max(12, figures.unitPrice + 2) },
    { key: "total", header: c.total, width: amountWidth },
  ];
  // Titles unlike our own: the offer and the import find our columns by their titles.
  const taken = Object.values(c).filter((title): title is string => typeof title === "string");
  const catalogues = catalogueColumns(document, c.catalogue, taken);
  // Right after GP, before the bidder's input columns, so the codes stand beside the money a pivot sums. They print
  // where the page has room (without long text): the eight columns fill A4 landscape at 8 pt, and narrowing the long
  // text for them would cut every long text into more rows.
  const list: Column[] = [
    ...fixed,
    ...catalogues.map(
      ({ id, header, width }, n): Column => ({ key: `catalogue${n}`, header, width, catalogueId: id }),
    ),
  ];
  const facts = columnFacts(document.boq?.body ?? [], {
    discount: false,
    markups: false,
    vat: false,
    bidderText: false,
    components: [false, false, false, false, false, false],
    time: false,
  });
  // A bidder may grant a discount per item (or markup): a request's sheet has the column to type it in.
  if (isRequest(document) || facts.discount) list.push({ key: "discount", header: c.discount, width: 11 });
  // And per section, a discount as an amount or a lump sum instead of the section's total.
  if (isRequest(document)) {
    list.push({ key: "discountAmount", header: c.discountAmount, width: 13 });
    list.push({ key: "sectionLumpSum", header: c.sectionLumpSum, width: 14 });
  }
  if (facts.markups) {
    list.push({ key: "markupBase", header: c.markupBase, width: Math.max(16, amountWidth) });
  }
  const breakdown = breakdownPlan(document, facts, options.addComponents, isRequest(document), options.lang);
  // Every component up to the last one named or given, so that their columns stand in `UPComp` order, as the unit
  // price's formula sums them.
  breakdown.labels.forEach((label, index) => {
    list.push({
      key: `component${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}`,
      header: c.priceComponent(index + 1, label),
      width: 14,
    });
  });
  if (breakdown.time !== undefined) list.push({ key: "time", header: c.time(breakdown.time), width: 12 });
  if (facts.vat) list.push({ key: "vat", header: c.vat, width: 9 });
  if (facts.bidderText) list.push({ key: "bidderText", header: c.bidderText, width: 40 });
  const helper = (key: ColumnKey, header: string) => list.push({ key, header, width: 10, hidden: true });
  helper("inTotal", c.inTotal);
  helper("path", c.path);
  helper("amount", c.amount);
  if (plan.hasMarkups) helper("markupAmount", c.markupAmount);
  for (const depth of plan.adjustedDepths)
    helper(`adjustment${Math.min(depth, 6) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`, c.adjustment(depth + 1));
  if (plan.hasMarkups) helper("markupKeys", c.markupKeys);
  if (plan.mixedVatRates) helper("vatRate", c.vatRate);
  return new Columns(list, breakdown);
}

// A4 landscape less margins leaves about 770 pt; printed at 82 % (10 pt text at 8.2 pt) that is 1250 px of columns.
const PRINTABLE_PIXELS = 1250;

/**
 * How many leading columns to print: the first eight always, then further visible ones while the text still
 * prints at 8 pt or more when fitted to the page width.
 */
export function printColumnCount(columns: Columns): number {
  let pixels = 0;
  let count = 0;
  for (const column of columns.list) {
    pixels += Math.trunc(column.width * 7 + 5);
    if (column.hidden || (count >= 8 && pixels > PRINTABLE_PIXELS)) break;
    count += 1;
  }
  return count;
}
