import type { Decimal } from "../decimal.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { ROOT_SCOPE, type SumScope } from "../xlsx/sum-keys.js";
import type { Cell } from "../xlsx/workbook.js";
import { absoluteRange, formula, number, text } from "./cells.js";
import type { Adjustment, Comparison, SectionTotals } from "./comparison.js";
import type { ComparisonBuilder } from "./comparison-sheet.js";
import { ComparisonColumns } from "./layout-columns.js";

/** Where the grand totals stand, for the summary sheet to refer to. */
export interface GrandRows {
  total: number;
  adjustment?: number;
  afterAdjustment: number;
  unpriced: number;
}

function adjustmentFormula(adjustment: Adjustment | undefined, raw: string): string | undefined {
  if (!adjustment) return undefined;
  if (adjustment.lumpSum) return `${adjustment.lumpSum.toPlainString()}-${raw}`;
  if (adjustment.percent) return `ROUND(${raw}*(1-${adjustment.percent.toPlainString()}/100),2)-${raw}`;
  if (adjustment.amount) return `-${adjustment.amount.toPlainString()}`;
  return undefined;
}

/** Before, the bidder's adjustment (which counts one level up) and after, for a section or the whole LV. */
export function addAdjustmentRows(
  sheet: ComparisonBuilder,
  totals: SectionTotals,
  scope: SumScope,
  level: number,
): void {
  const l = sheet.labels;
  const c = ComparisonColumns;
  const rawRow = sheet.nextRow;
  const raw: Record<number, Cell> = { [c.shortText]: text(l.beforeAdjustment, STYLE.totalText) };
  const adjustment: Record<number, Cell> = { [c.shortText]: text(l.adjustment, STYLE.text) };
  const after: Record<number, Cell> = { [c.shortText]: text(l.afterAdjustment, STYLE.totalText) };
  const isGrand = scope === ROOT_SCOPE;
  if (!isGrand)
    // Counts one level up only: the section's own criterion ("§1.10.*") does not match "§1.10!".
    adjustment[sheet.columns.path] = text(`${scope.prefix.slice(0, -1)}!`, STYLE.oz);
  sheet.bidders.forEach((_, b) => {
    const column = sheet.columns.total(b);
    const letter = sheet.letter(column);
    raw[column] = formula(sheet.scopeSum(b, scope), totals.raw[b] as Decimal, STYLE.totalMoney);
    const expression = adjustmentFormula(totals.adjustments[b], `${letter}${rawRow}`);
    const value = (totals.effective[b] as Decimal).minus(totals.raw[b] as Decimal);
    if (expression) adjustment[column] = formula(expression, value, STYLE.money);
    after[column] = formula(
      `${letter}${rawRow}+N(${letter}${rawRow + 1})`,
      totals.effective[b] as Decimal,
      STYLE.totalMoney,
    );
  });
  sheet.push(raw, level);
  sheet.push(adjustment, level);
  sheet.push(after, level);
}

/** The offer totals: computed, after each bidder's discount, as stated, and the unpriced items per bidder. */
export function addGrandTotals(sheet: ComparisonBuilder, comparison: Comparison): GrandRows {
  const l = sheet.labels;
  const c = ComparisonColumns;
  const grand = comparison.grand;
  const totalRow = sheet.nextRow;
  const row: Record<number, Cell> = { [c.shortText]: text(l.grandTotal, STYLE.totalText) };
  sheet.bidders.forEach((_, b) => {
    row[sheet.columns.total(b)] = formula(
      sheet.scopeSum(b, ROOT_SCOPE),
      grand.raw[b] as Decimal,
      STYLE.totalMoney,
    );
  });
  sheet.push(row);
  const rows: GrandRows = { total: totalRow, afterAdjustment: totalRow, unpriced: 0 };
  if (grand.adjustments.some(Boolean)) {
    const adjustment: Record<number, Cell> = { [c.shortText]: text(l.grandAdjustment, STYLE.text) };
    const after: Record<number, Cell> = { [c.shortText]: text(l.grandAfterAdjustment, STYLE.totalText) };
    sheet.bidders.forEach((_, b) => {
      const letter = sheet.letter(sheet.columns.total(b));
      const expression = adjustmentFormula(grand.adjustments[b], `${letter}${totalRow}`);
      const value = (grand.effective[b] as Decimal).minus(grand.raw[b] as Decimal);
      if (expression) adjustment[sheet.columns.total(b)] = formula(expression, value, STYLE.money);
      after[sheet.columns.total(b)] = formula(
        `${letter}${totalRow}+N(${letter}${totalRow + 1})`,
        grand.effective[b] as Decimal,
        STYLE.totalMoney,
      );
    });
    rows.adjustment = sheet.push(adjustment);
    rows.afterAdjustment = sheet.push(after);
  }
  addDeclared(sheet, comparison);
  const count: Record<number, Cell> = { [c.shortText]: text(l.unpricedCount, STYLE.totalText) };
  const first = sheet.headerRow + 1;
  sheet.bidders.forEach((_, b) => {
    const prices = absoluteRange(sheet.letter(sheet.columns.unitPrice(b)), first, sheet.lastRow);
    const expression = `COUNTIF(${prices},"${l.missing}")+COUNTIF(${prices},"${l.notOffered}")`;
    const unpriced = comparison.facts[b]?.unpriced.length ?? 0;
    count[sheet.columns.total(b)] = {
      value: { type: "formula", formula: expression, cached: String(unpriced) },
      style: STYLE.default,
    };
  });
  rows.unpriced = sheet.push(count);
  return rows;
}

function addDeclared(sheet: ComparisonBuilder, comparison: Comparison): void {
  const l = sheet.labels;
  const c = ComparisonColumns;
  const facts = comparison.facts;
  const kinds = [
    ["declaredTotal", l.declaredTotal, comparison.grand.raw],
    ["declaredAfterDiscount", l.declaredAfterDiscount, comparison.grand.effective],
  ] as const;
  for (const [key, label, computed] of kinds) {
    if (!facts.some((fact) => fact[key])) continue;
    const row: Record<number, Cell> = { [c.shortText]: text(label, STYLE.totalText) };
    facts.forEach((fact, b) => {
      const declared = fact[key];
      if (!declared) return;
      const agrees = declared.equals(computed[b] as Decimal);
      row[sheet.columns.total(b)] = number(
        declared,
        agrees ? STYLE.totalMoney : COMPARISON_STYLE.totalMismatch,
      );
    });
    sheet.push(row);
  }
}
