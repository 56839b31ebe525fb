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

const DEFAULT_FIT: ColumnFit = { quantity: 11, price: 12, total: 15, deviation: 7 };

/**
 * Columns of the comparison sheet: the item (OZ, type, short text, the request's catalogue codes, quantity, unit),
 * the price statistics, three per bidder, hidden helpers. The first three stand where they are in every sheet.
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
  ) {}

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

  private get firstBidder(): number {
    return this.quantity + 5;
  }

  unitPrice(bidder: number): number {
    return this.firstBidder + 3 * bidder;
  }

  total(bidder: number): number {
    return this.unitPrice(bidder) + 1;
  }

  deviation(bidder: number): number {
    return this.unitPrice(bidder) + 2;
  }

  /** Hidden: the unit price each deviation is measured against. */
  get reference(): number {
    return this.firstBidder + 3 * this.bidders;
  }

  /** Hidden: the key that makes a row count in its section's totals (see `xlsx/sum-keys.ts`). */
  get path(): number {
    return this.reference + 1;
  }

  /** Hidden, only with markups: the tokens of the markup bases an item belongs to (see `xlsx/markups.ts`). */
  get markupKeys(): number {
    return this.path + 1;
  }

  get count(): number {
    return this.path + (this.hasMarkupKeys ? 2 : 1);
  }

  get hidden(): number[] {
    return this.hasMarkupKeys ? [this.reference, this.path, this.markupKeys] : [this.reference, this.path];
  }

  letter(index: number): string {
    return columnName(index);
  }

  /** Widths in characters, in column order. */
  widths(): number[] {
    const { quantity, price, total, deviation } = this.fit;
    const widths = [13, 17, 30, ...this.catalogues.map((c) => c.width), quantity, 7, price, price, price];
    for (let b = 0; b < this.bidders; b++) widths.push(price, total, deviation);
    widths.push(11, 12);
    if (this.hasMarkupKeys) widths.push(12);
    return widths;
  }

  /**
   * Page breaks before a bidder's columns, so each bidder's unit price, total and deviation print together. The
   * first page holds the item and the statistics, every page repeats OZ, type and short text.
   */
  printBreaks(printablePixels: number, titleColumns: number): number[] {
    const pixels = this.widths().map((width) => Math.trunc(width * 7 + 5));
    const titleWidth = pixels.slice(0, titleColumns).reduce((a, b) => a + b, 0);
    let used = pixels.slice(0, this.firstBidder).reduce((a, b) => a + b, 0);
    const breaks: number[] = [];
    for (let b = 0; b < this.bidders; b++) {
      const first = this.unitPrice(b);
      const block = (pixels[first] ?? 0) + (pixels[first + 1] ?? 0) + (pixels[first + 2] ?? 0);
      if (used + block > printablePixels) {
        breaks.push(first);
        used = titleWidth;
      }
      used += block;
    }
    return breaks;
  }
}
