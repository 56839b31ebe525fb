import { columnName } from "../xlsx/column-letters.js";
import { absoluteRange, sheetReference } from "./cells.js";
import type { PlainAdjustment } from "./evaluation-data.js";
import { groupKey, NORMAL_KEY, PROVISIONAL_KEY } from "./evaluation-plan.js";
import type { ComparisonColumns } from "./layout-columns.js";
import type { WertungCells } from "./wertung-cells.js";
import { FIRST_GROUP_ROW, groupDeltaColumn } from "./wertung-layout.js";

/** A text as a SUMIFS criterion matches it literally: `*`, `?` and `~` escaped, quotes doubled. */
function literal(text: string): string {
  return text.replace(/[*?~]/g, "~$&").replace(/"/g, '""');
}

/** Where the Preisspiegel keeps what the Wertung sheet sums: its totals and hidden keys, the unpriced counts. */
export interface PreisspiegelRefs {
  sheet: string;
  columns: ComparisonColumns;
  /** The first and last row of its table. */
  first: number;
  last: number;
  /** The row that counts each bidder's unpriced items. */
  unpricedRow: number;
}

/** The formulas of the Wertung sheet, made from where the Preisspiegel and the settings stand. */
export class WertungFormulas {
  private readonly ps: string;

  constructor(
    private readonly refs: PreisspiegelRefs,
    private readonly cells: WertungCells,
    private readonly yes: string,
  ) {
    this.ps = sheetReference(refs.sheet);
  }

  private range(column: number): string {
    return `${this.ps}!${absoluteRange(columnName(column), this.refs.first, this.refs.last)}`;
  }

  /** A bidder's total of the rows with this key (a text, or an expression that makes one). */
  sum(bidder: number, key: string): string {
    const c = this.refs.columns;
    const keys = this.range(c.evaluationKey);
    const totals = `SUMIFS(${this.range(c.total(bidder))},${keys},${key})`;
    // Where a bidder discounts sections, what that takes off each row's total (`section-factors.ts`).
    return c.weighted ? `(${totals}+SUMIFS(${this.range(c.discountChange(bidder))},${keys},${key}))` : totals;
  }

  /** A bidder's VAT on the rows with this key (only where items have VAT rates of their own). */
  vatSum(bidder: number, key: string): string {
    const c = this.refs.columns;
    return `SUMIFS(${this.range(c.vatAmount(bidder))},${this.range(c.evaluationKey)},${key})`;
  }

  /** The VAT on the base: its rows', and the sections' adjustments at the sheet's rate. */
  baseVat(bidder: number, sectionAdjustment: string): string {
    const adjustment =
      sectionAdjustment === "0" ? "" : `+${sectionAdjustment}*N(${this.cells.settings.vatPercent})/100`;
    return `${this.vatSum(bidder, `"${NORMAL_KEY}"`)}+${this.vatSum(bidder, '"G|*|0"')}${adjustment}`;
  }

  /** In a group's row: what its choice changes in the bidder's VAT. */
  groupVatDelta(bidder: number, group: string, row: number): string {
    const chosen = `$B${row}`;
    const option = this.vatSum(bidder, `"G|${literal(group)}|"&${chosen}`);
    return `IF(N(${chosen})=0,0,${option}-${this.vatSum(bidder, `"${literal(groupKey(group, 0))}"`)})`;
  }

  /**
   * The gross total of a ranking row: at the sheet's rate, or where items have rates of their own, its rows' VAT
   * scaled by what the bidder's discount leaves of the net. Empty without a rate.
   */
  gross(row: number, vat?: { base: string; provisional: string; groups: string }): string {
    const k = this.cells.columns;
    const rate = this.cells.settings.vatPercent;
    const evaluated = `${k.evaluated}${row}`;
    if (!vat) return `IF(ISNUMBER(${rate}),${evaluated}+ROUND(${evaluated}*${rate}/100,2),"")`;
    const net = this.net(row);
    const sum = `${vat.base}+IF(${this.cells.settings.provisional}="${this.yes}",${vat.provisional},0)+${vat.groups}`;
    return `IF(ISNUMBER(${rate}),${evaluated}+ROUND((${sum})*IF(${net}=0,1,${evaluated}/${net}),2),"")`;
  }

  /** Normal entries and every group's base ("G|*|0"), with the sections' adjustments (a fixed figure each). */
  base(bidder: number, sectionAdjustment: string): string {
    const adjustment = sectionAdjustment === "0" ? "" : `+${sectionAdjustment}`;
    return `${this.sum(bidder, `"${NORMAL_KEY}"`)}+${this.sum(bidder, '"G|*|0"')}${adjustment}`;
  }

  provisional(bidder: number): string {
    return this.sum(bidder, `"${PROVISIONAL_KEY}"`);
  }

  /** In a group's row: what its choice changes in the bidder's total (0 for the base). */
  groupDelta(bidder: number, group: string, row: number): string {
    const chosen = `$B${row}`;
    const option = this.sum(bidder, `"G|${literal(group)}|"&${chosen}`);
    return `IF(N(${chosen})=0,0,${option}-${this.sum(bidder, `"${literal(groupKey(group, 0))}"`)})`;
  }

  /** A fixed option of a group instead of its base, for a bidder ("0" for the base). */
  optionDelta(bidder: number, group: string, serial: number): string {
    if (serial === 0) return "0";
    return `${this.sum(bidder, `"${literal(groupKey(group, serial))}"`)}-${this.sum(bidder, `"${literal(groupKey(group, 0))}"`)}`;
  }

  /** The sum of a hidden column over the groups' rows. */
  groupsSum(column: number, groups: number): string {
    if (groups === 0) return "0";
    const letter = columnName(column);
    return `SUM($${letter}$${FIRST_GROUP_ROW}:$${letter}$${FIRST_GROUP_ROW + groups - 1})`;
  }

  /** What the groups' choices change in total, from the hidden column of the groups' rows. */
  alternatives(bidder: number, groups: number): string {
    return this.groupsSum(groupDeltaColumn(bidder), groups);
  }

  /** The net with the Bedarf switch, from the row's own cells. */
  net(row: number): string {
    const k = this.cells.columns;
    // Rounded once, as the library does: the parts are sums of totals times their sections' factors.
    return `ROUND(${k.base}${row}+IF(${this.cells.settings.provisional}="${this.yes}",${k.provisional}${row},0)+${k.alternatives}${row},2)`;
  }

  /** What the bidder's discount on the whole offer changes in a net total; none without one. */
  adjustment(net: string, adjustment: PlainAdjustment | undefined, total: string): string | undefined {
    if (!adjustment) return undefined;
    if (adjustment.lumpSum) return `${adjustment.lumpSum}-${total}`;
    if (adjustment.percent) return `ROUND((${net})*(1-${adjustment.percent}/100),2)-(${net})`;
    if (adjustment.amount) return `-${adjustment.amount}`;
    return undefined;
  }

  /** The Preisspiegel's count of the bidder's unpriced items. */
  unpriced(bidder: number): string {
    return `${this.ps}!${columnName(this.refs.columns.total(bidder))}${this.refs.unpricedRow}`;
  }

  /** How many of the bidder's unit prices lie beyond the threshold, either way. */
  unusualCount(bidder: number): string {
    const range = this.range(this.refs.columns.unusual(bidder));
    const t = this.cells.settings.unusualPercent;
    return `IF(ISNUMBER(${t}),COUNTIF(${range},">"&${t}/100)+COUNTIF(${range},"<"&-${t}/100),0)`;
  }
}
