import { assignedCodes } from "../catalogue-codes.js";
import { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import type { Item, MarkupItem } from "../model.js";
import { breakdownCells } from "./breakdown-cells.js";
import type { ColumnKey, Columns } from "./columns.js";
import type { SheetLabels } from "./labels.js";
import { STYLE, type StyleId } from "./styles.js";
import type { Cell } from "./workbook.js";

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

export function text(value: string, style: StyleId = STYLE.text): Cell {
  return { value: { type: "text", text: value }, style };
}

export function number(value: Decimal, style: StyleId): Cell {
  return { value: { type: "number", value: value.toPlainString() }, style };
}

export function formula(expression: string, cached: Decimal, style: StyleId): Cell {
  return { value: { type: "formula", formula: expression, cached: cached.toPlainString() }, style };
}

/**
 * The share a rate cell stands for, as its format shows it (`RATE_FORMAT`): 1 or more, by size whatever the sign
 * (a surcharge typed as -5), is a number of percent, anything less the share itself; empty is none.
 */
export function rateOf(reference: string): string {
  return `IF(ABS(${reference})>=1,${reference}/100,${reference})`;
}

/** A rate the file states (in percent) as a rate cell holds it: the share below 100 %, else the number of percent. */
export function rateCell(percent: Decimal, style: StyleId): Cell {
  return number(percent.compare(HUNDRED) >= 0 ? percent : percent.times(HUNDREDTH), style);
}

export function isAlternative(serial: string | undefined): boolean {
  return serial !== undefined && serial.trim() !== "" && serial.trim() !== "0";
}

/** GAEB leaves alternatives, optional items without total and items that do not apply out of every total. */
export function itemCounts(item: Item): boolean {
  return (
    !isAlternative(item.flags.alternative?.serial) &&
    item.flags.provisional !== "withoutTotal" &&
    !item.flags.notApplicable
  );
}

/** What an item is, in words: its kinds and flags (alternative group included), a reference and a change order. */
export interface ItemKindWords {
  kinds: string[];
  reference?: string;
  changeOrder?: string;
}

/** An item's kinds and flags in words, one entry each, in the order the sheet lists them. */
export function itemKindWords(
  item: Item,
  labels: SheetLabels,
  ozOf: (id: string) => string | undefined,
): ItemKindWords {
  const k = labels.kinds;
  const f = item.flags;
  const kinds: string[] = [];
  if (f.alternative) {
    const alternative = isAlternative(f.alternative.serial);
    const where = f.alternative.group
      ? ` ${k.inGroup(f.alternative.group, alternative ? f.alternative.serial : undefined)}`
      : "";
    kinds.push(`${alternative ? k.alternative : k.base}${where}`);
  }
  if (f.provisional === "withTotal") kinds.push(k.provisionalWithTotal);
  if (f.provisional === "withoutTotal") kinds.push(k.provisionalWithoutTotal);
  if (kinds.length === 0) kinds.push(k.normal);
  if (f.lumpSum) kinds.push(k.lumpSum);
  if (f.hourly) kinds.push(k.hourly);
  if (f.keyItem) kinds.push(k.keyItem);
  if (f.toBeMarkedUp) kinds.push(k.toBeMarkedUp);
  if (f.quantityToBeDetermined) kinds.push(k.quantityToBeDetermined);
  if (f.notApplicable) kinds.push(k.notApplicable);
  if (f.notOffered) kinds.push(k.notOffered);
  if (item.breakdownDemanded) kinds.push(k.breakdownDemanded);
  const words: ItemKindWords = { kinds };
  const ref = item.reference;
  if (ref) {
    // The item's OZ; its internal ID means nothing to a reader, so a reference that names no item in this LV
    // is shown without a target.
    const target = ref.itemId ? ozOf(ref.itemId) : ref.executionDescription;
    words.reference = labels.kinds.reference(ref.kind, target);
  }
  if (item.changeOrder) words.changeOrder = changeOrderText(item.changeOrder, labels);
  return words;
}

/** What the sheet says an item is: its kinds and flags, alternative group, change order and references. */
export function itemKinds(item: Item, labels: SheetLabels, ozOf: (id: string) => string | undefined): string {
  const { kinds, reference, changeOrder } = itemKindWords(item, labels, ozOf);
  return [...kinds, ...(reference ? [reference] : []), ...(changeOrder ? [changeOrder] : [])].join(", ");
}

export function changeOrderText(order: { number: string; status?: string }, labels: SheetLabels): string {
  return labels.kinds.changeOrder(order.number, order.status && labels.word(order.status));
}

export interface PricedRow {
  cells: Partial<Record<ColumnKey, Cell>>;
  /** The total price as the sheet holds it (the file's figure or the computed one). */
  total: Decimal;
}

export interface RowContext {
  columns: Columns;
  rowNumber: number;
  unitPriceStyle: StyleId;
  /** Decimals a unit price may have: the file's UPFracDig, at most three (the schema's). */
  unitPriceDecimals: number;
  issues: Issue[];
  /** A request's sheet: the offer form a bidder types into. */
  form: boolean;
}

function mismatch(oz: string, declared: Decimal, computed: Decimal, issues: Issue[]): void {
  issues.push({
    code: "item_total_mismatch",
    severity: "warning",
    path: oz,
    params: { declared: declared.toString(), computed: computed.toString() },
  });
}

/**
 * The total price cell of an item: a live ROUND(quantity × unit price) formula whose cached value is the file's
 * figure, unless the file's figure cannot come from that formula; then the figure itself, never a silent change.
 */
function itemTotal(item: Item, context: RowContext, unitPriceIsSum: boolean): { cell: Cell; total: Decimal } {
  const { columns, rowNumber: r } = context;
  // A lump sum without a quantity is one lump: typing its price must give its total.
  const q =
    item.flags.lumpSum && !item.quantity
      ? `IF(${columns.letter("quantity")}${r}="",1,${columns.letter("quantity")}${r})`
      : `${columns.letter("quantity")}${r}`;
  // The price as the offer will carry it: a bidder who types more decimals than the LV allows sees the total of
  // the rounded price, the one the X84 states (the offer reports the rounding), not one of his own.
  // A unit price summed from components is empty text until one is typed: N() makes that nothing, as an empty cell.
  const price = `${columns.letter("unitPrice")}${r}`;
  const p = `ROUND(${unitPriceIsSum ? `N(${price})` : price},${context.unitPriceDecimals})`;
  // Where the sheet has a discount column (every request's, for the bidder), the formula reads it, empty or not.
  const expression = columns.has("discount")
    ? `ROUND(${q}*${p}*(1-${rateOf(`${columns.letter("discount")}${r}`)}),2)`
    : `ROUND(${q}*${p},2)`;
  const computed = computedTotal(item);
  const declared = item.total;
  if (declared && !declared.equals(computed)) {
    // A file that leaves out an item (entfällt) states its total as zero on purpose.
    if (item.quantity && item.unitPrice && !item.flags.notApplicable)
      mismatch(item.oz, declared, computed, context.issues);
    return { cell: number(declared, STYLE.money), total: declared };
  }
  return { cell: formula(expression, computed, STYLE.money), total: computed };
}

function computedTotal(item: Item): Decimal {
  const discount = item.discountPercent && !item.discountPercent.isZero() ? item.discountPercent : undefined;
  const quantity = item.quantity ?? (item.flags.lumpSum ? Decimal.fromInteger(1) : Decimal.zero);
  let computed = quantity.times(item.unitPrice ?? Decimal.zero);
  if (discount) computed = computed.times(HUNDRED.minus(discount)).times(HUNDREDTH);
  return computed.round(2);
}

/** The total price an item's row holds: the file's figure where it differs from the computed one. */
export function sheetTotal(item: Item): Decimal {
  const computed = computedTotal(item);
  return item.total && !item.total.equals(computed) ? item.total : computed;
}

export function itemRow(
  item: Item,
  context: RowContext,
  labels: SheetLabels,
  ozOf: (id: string) => string | undefined,
): PricedRow {
  const breakdown = context.columns.breakdown.labels.length > 0 || context.columns.has("time");
  const parts = breakdown ? breakdownCells(item, context, context.unitPriceStyle) : {};
  const unitPriceIsSum =
    parts.unitPrice?.value.type === "formula" || parts.unitPrice?.value.type === "textFormula";
  const { cell: totalCell, total } = itemTotal(item, context, unitPriceIsSum);
  const cells: PricedRow["cells"] = {
    oz: text(item.oz, STYLE.oz),
    kind: text(itemKinds(item, labels, ozOf)),
    shortText: text(item.shortText),
    total: totalCell,
    inTotal: text(itemCounts(item) ? labels.yes : labels.no, STYLE.oz),
    ...context.columns.catalogueCells(assignedCodes(item), STYLE.oz),
  };
  // A free quantity (QtyTBD) is the bidder's to give, as his unit price is: marked as input, also where empty.
  if (item.flags.quantityToBeDetermined)
    cells.quantity = item.quantity
      ? number(item.quantity, STYLE.quantityInput)
      : { value: { type: "empty" }, style: STYLE.quantityInput };
  else if (item.quantity) cells.quantity = number(item.quantity, STYLE.quantity);
  if (item.unit) cells.unit = text(item.unit, STYLE.oz);
  // The unit price is what a bidder types: marked as input, also where it is still empty.
  cells.unitPrice = item.unitPrice
    ? number(item.unitPrice, context.unitPriceStyle)
    : { value: { type: "empty" }, style: context.unitPriceStyle };
  if (item.discountPercent) cells.discount = rateCell(item.discountPercent, STYLE.rate);
  else if (context.columns.has("discount"))
    cells.discount = { value: { type: "empty" }, style: STYLE.percentInput };
  if (item.vatPercent) cells.vat = number(item.vatPercent, STYLE.percent);
  Object.assign(cells, parts);
  return { cells, total };
}

/** A markup's base as a live formula over the items it marks up, with the value that formula gives. */
export interface MarkupBase {
  expression: string;
  value: Decimal;
}

export function markupRow(
  item: MarkupItem,
  context: RowContext,
  labels: SheetLabels,
  base: MarkupBase | undefined,
): PricedRow {
  const { columns, rowNumber: r } = context;
  const cells: PricedRow["cells"] = {
    oz: text(item.oz, STYLE.oz),
    kind: text(labels.kinds.markup),
    shortText: text(item.shortText),
    inTotal: text(labels.yes, STYLE.oz),
  };
  // The rate is what a bidder types for a markup: in the unit-price column, in the rate format.
  cells.unitPrice = item.markupPercent
    ? rateCell(item.markupPercent, STYLE.rateInput)
    : { value: { type: "empty" }, style: STYLE.rateInput };
  if (item.vatPercent) cells.vat = number(item.vatPercent, STYLE.percent);
  // GAEB's IT of a markup is its figure "incl. Nachlass": the bidder's discount on it comes off, rounded once.
  const discount = item.discountPercent && !item.discountPercent.isZero() ? item.discountPercent : undefined;
  if (discount) cells.discount = rateCell(discount, STYLE.rate);
  const figures = markupFigures(item, base?.value);
  if (figures.liveBase && base) cells.markupBase = formula(base.expression, base.value, STYLE.money);
  else if (item.markupBase) {
    if (base) {
      context.issues.push({
        code: "markup_base_mismatch",
        severity: "warning",
        path: item.oz,
        params: { declared: item.markupBase.toString(), computed: base.value.toString() },
      });
    }
    cells.markupBase = number(item.markupBase, STYLE.money);
  }
  if (figures.computed && figures.total) {
    const rate = rateOf(`${columns.letter("unitPrice")}${r}`);
    const less = discount ? `*(1-${rateOf(`${columns.letter("discount")}${r}`)})` : "";
    const expression = `ROUND(${columns.letter("markupBase")}${r}*${rate}${less},2)`;
    cells.total = formula(expression, figures.total, STYLE.money);
    return { cells, total: figures.total };
  }
  if (figures.mismatch && item.total) mismatch(item.oz, item.total, figures.mismatch, context.issues);
  if (item.total) cells.total = number(item.total, STYLE.money);
  return { cells, total: item.total ?? Decimal.zero };
}

/** A markup's figures as its row holds them; `total` is undefined where the row has no total at all. */
export interface MarkupFigures {
  /** The base the total builds on: the live one where the file states none or the same, else the file's. */
  base?: Decimal;
  liveBase: boolean;
  total?: Decimal;
  /** The total is base × rate (less the discount), not the file's differing figure. */
  computed: boolean;
  /** What base × rate gives where the file's total differs from it. */
  mismatch?: Decimal;
}

/**
 * What a markup comes to: GAEB's IT of a markup is its figure "incl. Nachlass", so the bidder's discount on it
 * comes off, rounded once. `live` is the base from the items the markup marks up, where its type says which.
 */
export function markupFigures(item: MarkupItem, live: Decimal | undefined): MarkupFigures {
  const discount = item.discountPercent && !item.discountPercent.isZero() ? item.discountPercent : undefined;
  const liveBase = live !== undefined && (!item.markupBase || item.markupBase.equals(live));
  const base = liveBase ? live : item.markupBase;
  if (base) {
    const gross = base.times(item.markupPercent ?? Decimal.zero).times(HUNDREDTH);
    const computed = (discount ? gross.times(HUNDRED.minus(discount)).times(HUNDREDTH) : gross).round(2);
    if (!item.total || item.total.equals(computed))
      return { base, liveBase, total: computed, computed: true };
    return { base, liveBase, total: item.total, computed: false, mismatch: computed };
  }
  return { liveBase, computed: false, ...(item.total ? { total: item.total } : {}) };
}
