import { Decimal } from "../decimal.js";
import type { Item, MarkupItem } from "../model.js";
import { MARK, STYLE } from "../xlsx/styles.js";
import type { Cell, ConditionalFormat } from "../xlsx/workbook.js";
import { fromTemplate, OWN_ROW, sheetReference, text } from "./cells.js";
import type { Bid } from "./comparison.js";
import type { EvaluationLabels } from "./evaluation-labels.js";
import type { ComparisonColumns } from "./layout-columns.js";
import { deviationsFromOthers } from "./unusual-prices.js";
import type { WertungCells } from "./wertung-cells.js";

/** What the Preisspiegel needs of the evaluation: the rows' keys, the Wertung sheet's cells and words. */
export interface EvaluationSetup {
  keys: ReadonlyMap<Item | MarkupItem, string>;
  wertung: WertungCells;
  words: EvaluationLabels;
  /** The reference (mean or median) of the deviations' cached values. */
  reference: "mean" | "median";
  /** Per row some bidder discounts a section above, each bidder's factor (`section-factors.ts`). */
  factors: ReadonlyMap<Item | MarkupItem, readonly Decimal[]>;
  /** Whether some item has a VAT rate of its own; then every row's VAT, at the Wertung sheet's rate where not. */
  ownRates: boolean;
  /** The Wertung sheet's VAT rate at first, for the cached values. */
  vatPercent?: Decimal;
}

const HUNDREDTH = Decimal.parse("0.01") as Decimal;
const ONE = Decimal.fromInteger(1);

/** Each bidder's total of a row, where it has one. */
export function totalsOf(
  bids: ReadonlyArray<{ status: string; total?: Decimal }>,
): Array<Decimal | undefined> {
  return bids.map((bid) => (bid.status === "priced" ? bid.total : undefined));
}

/**
 * The Preisspiegel's cells for the evaluation: per row the hidden key the Wertung sheet sums by, per item and bidder
 * the hidden deviation of its unit price from the other bidders' mean or median (as the Wertung sheet chooses), and
 * the mark on every unit price beyond the Wertung sheet's threshold.
 */
export class EvaluationCells {
  private readonly templates: string[];
  private readonly countTemplate: string;
  private readonly keys: ReadonlyMap<Item | MarkupItem, string>;
  private readonly wertung: WertungCells;
  private readonly labels: EvaluationLabels;
  private readonly factors: ReadonlyMap<Item | MarkupItem, readonly Decimal[]>;
  private readonly vatPercent: Decimal | undefined;

  constructor(
    private readonly columns: ComparisonColumns,
    setup: EvaluationSetup,
  ) {
    this.keys = setup.keys;
    this.wertung = setup.wertung;
    this.labels = setup.words;
    this.factors = setup.factors;
    this.vatPercent = setup.vatPercent;
    const { wertung, words: labels } = setup;
    const setting = (cell: string) => `${sheetReference(wertung.sheet)}!${cell}`;
    const price = (b: number) => `${columns.letter(columns.unitPrice(b))}${OWN_ROW}`;
    const median = `${setting(wertung.settings.unusualReference)}="${labels.median}"`;
    const all = Array.from({ length: columns.bidders }, (_, o) => price(o)).join(",");
    const count = `$${columns.letter(columns.priceCount)}${OWN_ROW}`;
    const mean = `$${columns.letter(columns.mean)}${OWN_ROW}`;
    this.countTemplate = `COUNT(${all})`;
    this.templates = Array.from({ length: columns.bidders }, (_, b) => {
      const others = Array.from({ length: columns.bidders }, (_, o) => o)
        .filter((o) => o !== b)
        .map(price)
        .join(",");
      // The others' mean from the row's mean and count less the bidder's own price (MEDIAN needs the others by
      // name); a missing price's words count in neither. None at all, or a reference of 0, leaves it empty.
      const reference = `IF(${median},MEDIAN(${others}),(${mean}*${count}-${price(b)})/(${count}-1))`;
      return `IF(AND(ISNUMBER(${price(b)}),N(${count})>1),IFERROR(ROUND(${price(b)}/${reference}-1,6),""),"")`;
    });
  }

  /**
   * The key of an item's or markup's row and, where a bidder discounts a section above it, what the discount takes
   * off the row's total (`total × (factor - 1)`): only those rows, the others stay empty (`section-factors.ts`).
   */
  key(
    entry: Item | MarkupItem,
    row: number,
    totals: ReadonlyArray<Decimal | undefined>,
  ): Record<number, Cell> {
    const key = this.keys.get(entry);
    if (!key) return {};
    const cells: Record<number, Cell> = { [this.columns.evaluationKey]: text(key, STYLE.oz) };
    const factors = this.factors.get(entry);
    if (this.columns.vat) Object.assign(cells, this.vat(entry, row, totals, factors));
    if (!this.columns.weighted || !factors) return cells;
    for (let b = 0; b < this.columns.bidders; b++) {
      const factor = factors[b];
      if (!factor || factor.equals(ONE)) continue;
      const gp = `${this.columns.letter(this.columns.total(b))}${OWN_ROW}`;
      const change = factor.minus(ONE);
      const template = `IF(ISNUMBER(${gp}),${gp}*${change.toPlainString()},"")`;
      const cached = totals[b]?.times(change);
      cells[this.columns.discountChange(b)] = fromTemplate(template, row, cached, STYLE.default);
    }
    return cells;
  }

  /** Each bidder's VAT on the row: its (weighted) total times the item's own rate, else the Wertung sheet's. */
  private vat(
    entry: Item | MarkupItem,
    row: number,
    totals: ReadonlyArray<Decimal | undefined>,
    factors: readonly Decimal[] | undefined,
  ): Record<number, Cell> {
    const cells: Record<number, Cell> = {};
    const own = entry.kind === "item" ? entry.vatPercent : undefined;
    const rate = own
      ? own.toPlainString()
      : `N(${sheetReference(this.wertung.sheet)}!${this.wertung.settings.vatPercent})`;
    const cachedRate = own ?? this.vatPercent;
    for (let b = 0; b < this.columns.bidders; b++) {
      const gp = `${this.columns.letter(this.columns.total(b))}${OWN_ROW}`;
      const change = `${this.columns.letter(this.columns.discountChange(b))}${OWN_ROW}`;
      const source = this.columns.weighted ? `(${gp}+N(${change}))` : gp;
      const template = `IF(ISNUMBER(${gp}),${source}*${rate}/100,"")`;
      const total = totals[b];
      const weighted = total && (factors?.[b] ? total.times(factors[b] as Decimal) : total);
      const cached = weighted?.times(cachedRate ?? Decimal.zero).times(HUNDREDTH);
      cells[this.columns.vatAmount(b)] = fromTemplate(template, row, cached, STYLE.default);
    }
    return cells;
  }

  /** An item row's key and each bidder's deviation from the others, cached as the reference chosen at first. */
  item(item: Item, bids: readonly Bid[], row: number, reference: "mean" | "median"): Record<number, Cell> {
    const cells = this.key(item, row, totalsOf(bids));
    // An item that counts nowhere (entfällt) is judged nowhere, as `unusualPrices` leaves it out: the counts agree.
    if (!this.keys.has(item)) return cells;
    const prices = bids.map((bid) => (bid.status === "priced" ? bid.unitPrice : undefined));
    const priced = prices.filter(Boolean).length;
    cells[this.columns.priceCount] = fromTemplate(
      this.countTemplate,
      row,
      Decimal.fromInteger(priced),
      STYLE.default,
    );
    const deviations = deviationsFromOthers(prices, reference);
    bids.forEach((_, b) => {
      const cached = deviations[b];
      cells[this.columns.unusual(b)] = fromTemplate(this.templates[b] as string, row, cached, STYLE.default);
    });
    return cells;
  }

  /** The header of the hidden columns, so that a reader who shows them knows what they hold. */
  headers(): Record<number, Cell> {
    const cells: Record<number, Cell> = {
      [this.columns.evaluationKey]: text(this.labels.keyHeader, STYLE.header),
    };
    for (let b = 0; b < this.columns.bidders; b++)
      cells[this.columns.unusual(b)] = text(`${b + 1}: ${this.labels.columns.unusual}`, STYLE.header);
    return cells;
  }

  /** Violet on every unit price whose deviation lies beyond the Wertung sheet's threshold, either way. */
  marks(first: number, last: number): ConditionalFormat[] {
    const threshold = `${sheetReference(this.wertung.sheet)}!${this.wertung.settings.unusualPercent}`;
    return Array.from({ length: this.columns.bidders }, (_, b) => {
      const price = this.columns.letter(this.columns.unitPrice(b));
      const deviation = `${this.columns.letter(this.columns.unusual(b))}${first}`;
      return {
        sqref: `${price}${first}:${price}${last}`,
        formula: `AND(ISNUMBER(${deviation}),ISNUMBER(${threshold}),ABS(N(${deviation}))>${threshold}/100)`,
        mark: MARK.unusual,
      };
    });
  }
}
