import type { CatalogueColumn } from "../xlsx/catalogues.js";
import { columnName } from "../xlsx/column-letters.js";

/**
 * How wide the number columns must be, in characters, for the widest figure each shows: a column too narrow for
 * its number prints "###". Found from the figures by `fitColumns` (`column-fit.ts`).
 */
export interface ColumnFit {
  quantity: number;
  /** The unit prices and the statistics over them, and every word a price cell can hold instead. */
  price: number;
  total: number;
  deviation: number;
}

/** Columns printed together where they fit on a page: the first, their width in pixels, and where to break them. */
interface Block {
  first: number;
  width: number;
  parts?: Block[];
}

const DEFAULT_FIT: ColumnFit = { quantity: 11, price: 12, total: 15, deviation: 7 };

/**
 * Columns of the comparison sheet: the item (OZ, type, short text, the request's catalogue codes, quantity, unit),
 * the price statistics, three per bidder, hidden helpers. The first three stand where they are in every sheet.
 * Where offers break their unit prices down (`breakdown.ts`), each share has its lowest and mean after the price
 * statistics and a column in every bidder's block after its deviation, all of them a group the reader can fold.
 */
export class ComparisonColumns {
  static readonly oz = 0;
  static readonly kind = 1;
  static readonly shortText = 2;

  constructor(
    readonly bidders: number,
    readonly fit: ColumnFit = DEFAULT_FIT,
    /** Whether the request has markups whose base names items: they need a hidden column of markup keys. */
    readonly hasMarkupKeys = false,
    /** The request's catalogues with codes assigned (`xlsx/catalogues.ts`), a column each after the short text. */
    readonly catalogues: readonly CatalogueColumn[] = [],
    /** Widths of the unit price breakdown's columns (price components, time), one per share; none: no breakdown. */
    readonly shareWidths: readonly number[] = [],
    /** Whether some bidder discounts a section by a percentage: the evaluation then adds what that takes off. */
    readonly weighted = false,
    /** Whether some item has a VAT rate of its own: the evaluation then sums each row's VAT. */
    readonly vat = false,
  ) {}

  get shares(): number {
    return this.shareWidths.length;
  }

  /**
   * The catalogues (in their order, DIN 276 first) whose columns still leave the item and the statistics on one
   * printed page: the rest would push the lowest, mean and highest price apart, so the sheet leaves them out.
   */
  static fitting(
    catalogues: readonly CatalogueColumn[],
    fit: ColumnFit,
    printablePixels: number,
  ): CatalogueColumn[] {
    const pixels = (width: number) => Math.trunc(width * 7 + 5);
    let used = [13, 17, 30, fit.quantity, 7, fit.price, fit.price, fit.price].reduce(
      (a, w) => a + pixels(w),
      0,
    );
    const taken: CatalogueColumn[] = [];
    for (const catalogue of catalogues) {
      used += pixels(catalogue.width);
      if (used > printablePixels) break;
      taken.push(catalogue);
    }
    return taken;
  }

  /** The column of the n-th catalogue. */
  catalogue(n: number): number {
    return ComparisonColumns.shortText + 1 + n;
  }

  get quantity(): number {
    return ComparisonColumns.shortText + 1 + this.catalogues.length;
  }

  get unit(): number {
    return this.quantity + 1;
  }

  get lowest(): number {
    return this.quantity + 2;
  }

  get mean(): number {
    return this.quantity + 3;
  }

  get highest(): number {
    return this.quantity + 4;
  }

  /** The lowest of a share (0-based) over the bidders; its mean stands right after it. */
  shareLowest(share: number): number {
    return this.quantity + 5 + 2 * share;
  }

  shareMean(share: number): number {
    return this.shareLowest(share) + 1;
  }

  private get firstBidder(): number {
    return this.quantity + 5 + 2 * this.shares;
  }

  /** A bidder's columns: unit price, total, deviation and its shares. */
  private get bidderColumns(): number {
    return 3 + this.shares;
  }

  unitPrice(bidder: number): number {
    return this.firstBidder + this.bidderColumns * bidder;
  }

  total(bidder: number): number {
    return this.unitPrice(bidder) + 1;
  }

  deviation(bidder: number): number {
    return this.unitPrice(bidder) + 2;
  }

  /** A bidder's share (0-based): a price component or its time per unit. */
  share(bidder: number, share: number): number {
    return this.unitPrice(bidder) + 3 + share;
  }

  /** How many leading columns are the table, printed; hidden helpers follow. */
  get printed(): number {
    return this.firstBidder + this.bidderColumns * this.bidders;
  }

  /**
   * With a breakdown, the first hidden column holds a blank in every item row: where the last printed cell is empty
   * (a price share mostly is), LibreOffice puts the hidden reference price beyond it into the PDF as "###", clipped
   * but there as text, unless a cell stands between them.
   */
  get guard(): number | undefined {
    return this.shares > 0 ? this.printed : undefined;
  }

  /** Hidden: the unit price each deviation is measured against. */
  get reference(): number {
    return this.printed + (this.guard === undefined ? 0 : 1);
  }

  /** Hidden: the key that makes a row count in its section's totals (see `xlsx/sum-keys.ts`). */
  get path(): number {
    return this.reference + 1;
  }

  /** Hidden, only with markups: the tokens of the markup bases an item belongs to (see `xlsx/markups.ts`). */
  get markupKeys(): number {
    return this.path + 1;
  }

  /** Hidden: how the row counts in the evaluation total (`evaluation-plan.ts`), for the Wertung sheet's SUMIFS. */
  get evaluationKey(): number {
    return this.path + (this.hasMarkupKeys ? 2 : 1);
  }

  /** Hidden: how many bidders price the item, for the other bidders' mean. */
  get priceCount(): number {
    return this.evaluationKey + 1;
  }

  /** Hidden: a bidder's unit price against the other bidders' mean or median, for the unusual prices. */
  unusual(bidder: number): number {
    return this.evaluationKey + 2 + bidder;
  }

  /**
   * Hidden, where sections are discounted: what a bidder's section discounts take off the row's total, empty where
   * none does (`section-factors.ts`).
   */
  discountChange(bidder: number): number {
    return this.evaluationKey + 2 + this.bidders + bidder;
  }

  /** Hidden, where items have VAT rates of their own: a bidder's (weighted) total of the row times its rate. */
  vatAmount(bidder: number): number {
    return this.evaluationKey + 2 + this.bidders * (this.weighted ? 2 : 1) + bidder;
  }

  /** Per bidder the hidden columns of the evaluation: its deviation, its weighted total and its VAT, where needed. */
  private get evaluationColumns(): number {
    return 1 + (this.weighted ? 1 : 0) + (this.vat ? 1 : 0);
  }

  get count(): number {
    return this.evaluationKey + 2 + this.bidders * this.evaluationColumns;
  }

  get hidden(): number[] {
    const guard = this.guard === undefined ? [] : [this.guard];
    const unusual = Array.from({ length: this.bidders }, (_, b) => this.unusual(b));
    if (this.weighted) for (let b = 0; b < this.bidders; b++) unusual.push(this.discountChange(b));
    if (this.vat) for (let b = 0; b < this.bidders; b++) unusual.push(this.vatAmount(b));
    return [
      ...guard,
      this.reference,
      this.path,
      ...(this.hasMarkupKeys ? [this.markupKeys] : []),
      this.evaluationKey,
      this.priceCount,
      ...unusual,
    ];
  }

  letter(index: number): string {
    return columnName(index);
  }

  /** Widths in characters, in column order. */
  widths(): number[] {
    const { quantity, price, total, deviation } = this.fit;
    const widths = [13, 17, 30, ...this.catalogues.map((c) => c.width), quantity, 7, price, price, price];
    for (const width of this.shareWidths) widths.push(width, width);
    for (let b = 0; b < this.bidders; b++) widths.push(price, total, deviation, ...this.shareWidths);
    if (this.guard !== undefined) widths.push(2);
    widths.push(11, 12);
    if (this.hasMarkupKeys) widths.push(12);
    widths.push(12, 6);
    for (let b = 0; b < this.bidders * this.evaluationColumns; b++) widths.push(10);
    return widths;
  }

  /** Outline level by column: 1 for the breakdown's columns, which fold away as a group each. */
  outline(): Array<number | undefined> {
    const levels: Array<number | undefined> = [];
    for (let s = 0; s < this.shares; s++) {
      levels[this.shareLowest(s)] = 1;
      levels[this.shareMean(s)] = 1;
      for (let b = 0; b < this.bidders; b++) levels[this.share(b, s)] = 1;
    }
    return levels;
  }

  /**
   * Page breaks so that what belongs together prints together: a bidder's unit price, total and deviation with its
   * shares, else its shares on the next page, a share's lowest and mean. What does not fit a page is broken between
   * its parts, never inside one. The first page holds the item and the statistics, every page repeats OZ, type and
   * short text.
   */
  printBreaks(printablePixels: number, titleColumns: number): number[] {
    const pixels = this.widths().map((width) => Math.trunc(width * 7 + 5));
    const block = (first: number, count: number, parts?: Block[]): Block => ({
      first,
      width: pixels.slice(first, first + count).reduce((a, b) => a + b, 0),
      ...(parts ? { parts } : {}),
    });
    const titleWidth = block(0, titleColumns).width;
    let used = block(0, this.quantity + 5).width;
    const breaks: number[] = [];
    const lay = ({ first, width, parts }: Block): void => {
      if (used + width <= printablePixels) {
        used += width;
        return;
      }
      if (used > titleWidth) {
        breaks.push(first);
        used = titleWidth;
      }
      if (used + width <= printablePixels || !parts) used += width;
      else for (const part of parts) lay(part);
    };
    const s = this.shares;
    const shares = (column: (share: number) => number, count: number) =>
      Array.from({ length: s }, (_, share) => block(column(share), count));
    if (s > 0)
      lay(
        block(
          this.shareLowest(0),
          2 * s,
          shares((share) => this.shareLowest(share), 2),
        ),
      );
    for (let b = 0; b < this.bidders; b++) {
      const prices = block(this.unitPrice(b), 3);
      if (s === 0) lay(prices);
      else {
        const breakdown = block(
          this.share(b, 0),
          s,
          shares((share) => this.share(b, share), 1),
        );
        lay(block(this.unitPrice(b), 3 + s, [prices, breakdown]));
      }
    }
    return breaks;
  }
}
