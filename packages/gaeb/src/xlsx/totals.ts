import { Decimal } from "../decimal.js";
import type { Entry, GaebDocument, Totals } from "../model.js";
import { addBidderGrandAdjustment } from "./bidder-totals.js";
import { type ColumnKey, type Columns, isRequest, type SumPlan } from "./columns.js";
import { formula, isAlternative, itemCounts, number, text } from "./item-rows.js";
import type { SheetLabels } from "./labels.js";
import { STYLE } from "./styles.js";
import { ROOT_SCOPE, type SumFormulas } from "./sum-keys.js";
import type { Cell } from "./workbook.js";

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

export type Cells = Partial<Record<ColumnKey, Cell>>;

/** What the totals write through: the rows so far and the sheet's vocabulary. */
export interface RowSink {
  readonly nextRow: number;
  readonly columns: Columns;
  readonly labels: SheetLabels;
  readonly sums: SumFormulas;
  push(cells: Cells, level: number): void;
}

export function hasAdjustment(totals: Totals | undefined): boolean {
  return !!(
    (totals?.discountPercent && !totals.discountPercent.isZero()) ||
    (totals?.discountAmount && !totals.discountAmount.isZero()) ||
    totals?.lumpSum
  );
}

/** The VAT rate of each row that reaches the grand total: its own, else its section's, else the whole BoQ's. */
export function rateKey(rate: Decimal | undefined): string | undefined {
  return rate?.toPlainString();
}

/** Looks at the whole bill of quantities once to decide the hidden columns the totals need. */
export function planSums(document: GaebDocument): SumPlan & { rates: Set<string>; adjusted: boolean } {
  const depths = new Set<number>();
  const rates = new Set<string>();
  let hasMarkups = false;
  const boqTotals = document.boq?.info.totals;
  const request = isRequest(document);
  let declared = false;
  const visit = (entries: readonly Entry[], depth: number, rate: Decimal | undefined, countsUp: boolean) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        // A request's sections all take the bidder's discount or lump sum, so every depth needs its column.
        if (hasAdjustment(entry.totals)) declared = true;
        if (hasAdjustment(entry.totals) || request) depths.add(depth);
        const counts = !isAlternative(entry.alternative?.serial) && !entry.notApplicable;
        visit(entry.children, depth + 1, entry.totals?.vatPercent ?? rate, countsUp && counts);
      } else if (entry.kind === "markupItem") {
        hasMarkups = true;
        const key = rateKey(entry.vatPercent ?? rate);
        if (countsUp && key) rates.add(key);
      } else if (entry.kind === "item" && countsUp && itemCounts(entry)) {
        const key = rateKey(entry.vatPercent ?? rate);
        if (key) rates.add(key);
      }
    }
  };
  visit(document.boq?.body ?? [], 0, boqTotals?.vatPercent, true);
  return {
    adjustedDepths: [...depths].sort((a, b) => a - b),
    hasMarkups,
    mixedVatRates: rates.size > 1,
    rates,
    adjusted: declared || hasAdjustment(boqTotals),
  };
}

export function percentText(labels: SheetLabels, value: Decimal): string {
  return labels.formatDecimal(value.round(2).toString());
}

function totalRow(sink: RowSink, label: string, cell: Cell, level: number, extra: Cells = {}): void {
  const kind = cell.value.type === "formula" ? sink.labels.kinds.total : sink.labels.kinds.declaredTotal;
  sink.push(
    { kind: text(kind, STYLE.totalText), shortText: text(label, STYLE.totalText), total: cell, ...extra },
    level,
  );
}

export function declaredRow(sink: RowSink, label: string, value: Decimal, level: number): void {
  totalRow(sink, label, number(value, STYLE.totalMoney), level);
}

/** One line a total takes after the file's discount or lump sum: the figure it comes to after that step. */
export type AdjustmentStep =
  | { key: "discountPercent"; percent: Decimal; value: Decimal }
  | { key: "discountAmount"; amount: Decimal; value: Decimal }
  | { key: "lumpSum"; value: Decimal };

/**
 * The steps from a total to what it comes to after the file's discount (in percent, else as an amount) and its
 * lump sum; the last step's value is the effective total, none means the total itself.
 */
export function adjustmentSteps(totals: Totals | undefined, raw: Decimal): AdjustmentStep[] {
  const steps: AdjustmentStep[] = [];
  const percent = totals?.discountPercent;
  const amount = totals?.discountAmount;
  if (percent && !percent.isZero()) {
    const value = raw.times(HUNDRED.minus(percent)).times(HUNDREDTH).round(2);
    steps.push({ key: "discountPercent", percent, value });
  } else if (amount && !amount.isZero())
    steps.push({ key: "discountAmount", amount, value: raw.minus(amount) });
  if (totals?.lumpSum) steps.push({ key: "lumpSum", value: totals.lumpSum });
  return steps;
}

/** The VAT on a net figure at a rate in percent, rounded to cents. */
export function vatAmount(net: Decimal, percent: Decimal): Decimal {
  return net.times(percent).times(HUNDREDTH).round(2);
}

/**
 * What a total becomes after the file's discount or lump sum. A lump sum is an agreed figure, so it stays a value;
 * a discount stays a formula. `raw` is the expression of the total before them; the last row's `extra` cells are
 * what makes it count one level up.
 */
export function addEffectiveTotal(
  sink: RowSink,
  totals: Totals | undefined,
  raw: { expression: string; value: Decimal },
  level: number,
  lastRowCells: (row: number, value: Decimal) => Cells,
): { row?: number; value: Decimal } {
  const t = sink.labels.totals;
  let effective: { row?: number; value: Decimal } = { value: raw.value };
  const steps = adjustmentSteps(totals, raw.value);
  steps.forEach((step, i) => {
    const row = sink.nextRow;
    effective = { row, value: step.value };
    const extra = i === steps.length - 1 ? lastRowCells(row, step.value) : {};
    if (step.key === "discountPercent") {
      const expression = `ROUND((${raw.expression})*(1-${step.percent.toPlainString()}/100),2)`;
      const label = t.afterDiscount(percentText(sink.labels, step.percent));
      totalRow(sink, label, formula(expression, step.value, STYLE.totalMoney), level, extra);
    } else if (step.key === "discountAmount") {
      const expression = `(${raw.expression})-${step.amount.toPlainString()}`;
      const label = t.discountBy(sink.labels.formatDecimal(step.amount.toString()));
      totalRow(sink, label, formula(expression, step.value, STYLE.totalMoney), level, extra);
    } else totalRow(sink, t.lumpSum, number(step.value, STYLE.totalMoney), level, extra);
  });
  return effective;
}

export interface GrandTotalInput {
  computed: Decimal;
  /** Net per VAT rate of the rows that reach the grand total (only filled when rates are mixed). */
  rateNets: Map<string, Decimal>;
  plan: ReturnType<typeof planSums>;
  /** An offer read alone: its item kinds are unknown, so only the file's own totals are figures of record. */
  kindsUnknown: boolean;
}

/** The computed grand total, live, its VAT per rate, then what the file declares for the whole BoQ. */
export function addGrandTotals(sink: RowSink, document: GaebDocument, input: GrandTotalInput): void {
  const t = sink.labels.totals;
  const totals = document.boq?.info.totals;
  const h = sink.columns.letter("total");
  const grandKind = text(sink.labels.kinds.grandTotal, STYLE.totalText);
  const grandRow = (label: string, cell: Cell) =>
    sink.push({ kind: grandKind, shortText: text(label, STYLE.totalText), total: cell }, 0);
  if (input.kindsUnknown && !totals?.total) {
    // Without the request, a computed sum could count alternatives or optional items: say there is none instead.
    sink.push({ kind: grandKind, shortText: text(t.grandNotDeclared, STYLE.totalText) }, 0);
  }
  if (!input.kindsUnknown) {
    const row = sink.nextRow;
    grandRow(t.grandComputed, formula(sink.sums.scopeTotal(ROOT_SCOPE), input.computed, STYLE.totalMoney));
    const raw = addBidderGrandAdjustment(sink, row, input.computed) ?? {
      expression: `${h}${row}`,
      value: input.computed,
    };
    const effective = addEffectiveTotal(sink, totals, raw, 0, () => ({}));
    const net = { expression: `${h}${effective.row ?? row}`, value: effective.value };
    const vatRows: Array<{ row: number; value: Decimal }> = [];
    const addVat = (percent: Decimal, base: { expression: string; value: Decimal }) => {
      const value = vatAmount(base.value, percent);
      vatRows.push({ row: sink.nextRow, value });
      const expression = `ROUND(${base.expression}*${percent.toPlainString()}/100,2)`;
      grandRow(
        t.vatComputed(percentText(sink.labels, percent)),
        formula(expression, value, STYLE.totalMoney),
      );
    };
    if (!input.plan.mixedVatRates && totals?.vatPercent) addVat(totals.vatPercent, net);
    else if (input.plan.mixedVatRates && !input.plan.adjusted) {
      // Several rates: each rate's net is summed from the rows at that rate, so it stays right when sorted.
      for (const key of [...input.plan.rates].sort((a, b) => Number(b) - Number(a))) {
        const rate = Decimal.parse(key) as Decimal;
        const value = input.rateNets.get(key) ?? Decimal.zero;
        const netRow = sink.nextRow;
        grandRow(
          t.netAtRate(percentText(sink.labels, rate)),
          formula(sink.sums.rateTotal(key), value, STYLE.totalMoney),
        );
        addVat(rate, { expression: `${h}${netRow}`, value });
      }
    }
    if (vatRows.length > 0) {
      const gross = vatRows.reduce((sum, vat) => sum.plus(vat.value), net.value);
      const expression = [net.expression, ...vatRows.map((vat) => `${h}${vat.row}`)].join("+");
      grandRow(t.grossComputed, formula(expression, gross, STYLE.totalMoney));
    }
  }
  if (!totals) return;
  const parts = totals.vatParts ?? [];
  const rows: Array<[string, Decimal | undefined]> = [
    [t.grandDeclared, totals.total],
    [t.discountAmount, totals.discountAmount],
    [t.afterDiscountDeclared, totals.totalAfterDiscount],
    [t.lumpSum, totals.lumpSum],
    [t.net, totals.net],
    ...parts.flatMap(
      (part): Array<[string, Decimal | undefined]> => [
        [t.netAt(percentText(sink.labels, part.percent)), part.net],
        [t.vat(percentText(sink.labels, part.percent)), part.amount],
      ],
    ),
    [
      totals.vatPercent && parts.length === 0
        ? t.vat(percentText(sink.labels, totals.vatPercent))
        : t.vatTotal,
      totals.vatAmount,
    ],
    [t.gross, totals.gross],
  ];
  for (const [label, value] of rows) if (value) declaredRow(sink, label, value, 0);
}
