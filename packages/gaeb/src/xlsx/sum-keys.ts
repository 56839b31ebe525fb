import type { Section } from "../model.js";
import type { ColumnKey, Columns } from "./columns.js";

/**
 * Totals are SUMIFS over hidden columns keyed by a path of section numbers, never over row ranges, so sorting or
 * filtering the table leaves every total right. A row that counts toward a section holds a path starting with the
 * section's prefix; a section that does not count toward its parent (an alternative, one that does not apply)
 * starts a new root (`¬oz¦`), so its rows add up in it but in nothing above it.
 */
export interface SumScope {
  prefix: string;
  /** Sections above this one: the adjustment columns deeper than this are part of its total. */
  depth: number;
  /** Rows here reach the grand total. */
  countsUp: boolean;
}

export const ROOT_SCOPE: SumScope = { prefix: "§", depth: -1, countsUp: true };

/** Stands for the last row of the table until it is known; replaced in every formula at the end of the layout. */
export const LAST_ROW = "#LAST#";

export function childScope(parent: SumScope, section: Section, counts: boolean): SumScope {
  const own = `${section.rNoPart || section.oz}.`;
  return {
    prefix: counts ? `${parent.prefix}${own}` : `¬${section.oz}¦${parent.prefix}${own}`,
    depth: parent.depth + 1,
    countsUp: parent.countsUp && counts,
  };
}

/** The path a row holds when it counts directly in this scope. */
export function leafPath(scope: SumScope): string {
  return `${scope.prefix}#`;
}

/** SUMIFS criteria treat `*`, `?` and `~` as wildcards; `~` makes them literal. */
export function criterion(scope: SumScope): string {
  return `${scope.prefix.replace(/[*?~]/g, "~$&").replace(/"/g, '""')}*`;
}

export class SumFormulas {
  constructor(
    private readonly columns: Columns,
    private readonly firstRow: number,
  ) {}

  range(key: ColumnKey): string {
    const letter = this.columns.letter(key);
    return `$${letter}$${this.firstRow}:$${letter}$${LAST_ROW}`;
  }

  /** Everything that counts in a scope: items, markups and the adjustments of the sections below it. */
  scopeTotal(scope: SumScope): string {
    const keys: ColumnKey[] = ["amount"];
    if (this.columns.has("markupAmount")) keys.push("markupAmount");
    for (let depth = scope.depth + 1; depth <= 6; depth++) {
      const key = `adjustment${depth as 0 | 1 | 2 | 3 | 4 | 5 | 6}` as const;
      if (this.columns.has(key)) keys.push(key);
    }
    const path = this.range("path");
    return keys.map((key) => `SUMIFS(${this.range(key)},${path},"${criterion(scope)}")`).join("+");
  }

  /** What items marked with a token add up to in a column (total price, or unit price for a sub-quantity). */
  taggedSum(token: string, key: ColumnKey): string {
    return `SUMPRODUCT(--ISNUMBER(FIND("${token}",${this.range("markupKeys")})),${this.range(key)})`;
  }

  /** The net at one VAT rate of the rows that reach the grand total. */
  rateTotal(rate: string): string {
    const keys: ColumnKey[] = this.columns.has("markupAmount") ? ["amount", "markupAmount"] : ["amount"];
    return keys.map((key) => `SUMIFS(${this.range(key)},${this.range("vatRate")},${rate})`).join("+");
  }
}
