import { Decimal } from "../decimal.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section, Totals } from "../model.js";
import {
  isAlternative,
  itemCounts,
  type MarkupFigures,
  markupFigures,
  sheetTotal,
} from "../xlsx/item-rows.js";
import type { SheetLabels } from "../xlsx/labels.js";
import { MarkupPlan, markupBaseValue } from "../xlsx/markups.js";
import { adjustmentSteps, percentText, planSums, rateKey, vatAmount } from "../xlsx/totals.js";
import type { ViewTotalLine } from "./types.js";

/** A section's figures as the workbook holds them. */
export interface SectionFigures {
  /** What the section's row shows: the computed sum, or for an offer read alone the file's total (if any). */
  shown?: Decimal;
  /** Lines under the section: the file's totals, then its discount and lump sum. */
  adjustments: ViewTotalLine[];
  /** Some item or markup below it carries a price or a total. */
  priced: boolean;
}

export interface LvFigures {
  sections: Map<Section, SectionFigures>;
  markups: Map<MarkupItem, MarkupFigures>;
  /**
   * The whole LV's lines: computed sum, discount, lump sum, VAT and gross (where anything is priced), then the
   * file's own figures.
   */
  lines: ViewTotalLine[];
}

/** Money as the workbook shows it: two decimals, more only where the figure itself has more. */
export function money(value: Decimal): string {
  return value.scale > 2 ? value.toPlainString() : value.round(2).toString();
}

/** The file prices it: an item's unit price or total, a markup's total (a request's computed zeros are none). */
export function isPriced(entry: Item | MarkupItem): boolean {
  return (entry.kind === "item" && entry.unitPrice !== undefined) || entry.total !== undefined;
}

function line(
  key: ViewTotalLine["key"],
  label: string,
  amount: Decimal,
  extra: { percent?: Decimal; declared?: boolean } = {},
): ViewTotalLine {
  return {
    key,
    label,
    amount: money(amount),
    ...(extra.percent ? { percent: extra.percent.toPlainString() } : {}),
    ...(extra.declared ? { declared: true } : {}),
  };
}

/**
 * The lines a discount or lump sum adds under a total, worded as the workbook words them, and the figure the
 * total comes to after them.
 */
function adjustmentLines(
  totals: Totals | undefined,
  raw: Decimal,
  labels: SheetLabels,
): { lines: ViewTotalLine[]; effective: Decimal } {
  const t = labels.totals;
  const steps = adjustmentSteps(totals, raw);
  const lines = steps.map((step) => {
    if (step.key === "discountPercent")
      return line(step.key, t.afterDiscount(percentText(labels, step.percent)), step.value, step);
    if (step.key === "discountAmount")
      return line(step.key, t.discountBy(labels.formatDecimal(step.amount.toString())), step.value);
    return line(step.key, t.lumpSum, step.value);
  });
  return { lines, effective: steps.at(-1)?.value ?? raw };
}

/**
 * Every total of the LV as the workbook computes it (`layoutSheet`): the same walk over the entries, the same
 * rules for what counts (alternatives, optional items without total, what does not apply count nowhere; a section
 * that does not count keeps its own total), the same markup bases, discounts, lump sums, VAT rates and rounding,
 * through the functions the workbook itself uses.
 */
export function lvFigures(document: GaebDocument, labels: SheetLabels, kindsUnknown: boolean): LvFigures {
  const plan = planSums(document);
  const markupPlan = new MarkupPlan(document.boq?.body ?? []);
  const figures: LvFigures = { sections: new Map(), markups: new Map(), lines: [] };
  const rateNets = new Map<string, Decimal>();
  const t = labels.totals;

  const counted = (countsUp: boolean, rate: Decimal | undefined, value: Decimal) => {
    const key = rateKey(rate);
    if (!countsUp || !key || !plan.mixedVatRates) return;
    rateNets.set(key, (rateNets.get(key) ?? Decimal.zero).plus(value));
  };

  /** Returns what the entries add to the enclosing total, and whether any of them is priced. */
  const walk = (
    entries: readonly Entry[],
    countsUp: boolean,
    rate: Decimal | undefined,
  ): { sum: Decimal; priced: boolean } => {
    let sum = Decimal.zero;
    let priced = false;
    for (const entry of entries) {
      if (entry.kind === "item") {
        priced ||= isPriced(entry);
        if (!itemCounts(entry)) continue;
        const total = sheetTotal(entry);
        counted(countsUp, entry.vatPercent ?? rate, total);
        sum = sum.plus(total);
      } else if (entry.kind === "markupItem") {
        const markup = markupFigures(entry, markupBaseValue(markupPlan.terms.get(entry)));
        figures.markups.set(entry, markup);
        priced ||= isPriced(entry);
        if (!markup.total) continue;
        counted(countsUp, entry.vatPercent ?? rate, markup.total);
        sum = sum.plus(markup.total);
      } else if (entry.kind === "section") {
        const section = sectionFigures(entry, countsUp, rate);
        priced ||= section.priced;
        sum = sum.plus(section.contribution);
      }
    }
    return { sum, priced };
  };

  const sectionFigures = (section: Section, countsUp: boolean, inherited: Decimal | undefined) => {
    const counts = !isAlternative(section.alternative?.serial) && !section.notApplicable;
    const rate = section.totals?.vatPercent ?? inherited;
    const { sum, priced } = walk(section.children, countsUp && counts, rate);
    const totals = section.totals;
    const declared: ViewTotalLine[] = [];
    if (totals?.total)
      declared.push(line("sum", t.sectionDeclared(section.oz), totals.total, { declared: true }));
    if (totals?.totalAfterDiscount)
      declared.push(
        line("afterDiscount", t.afterDiscountDeclared, totals.totalAfterDiscount, { declared: true }),
      );
    const adjusted = adjustmentLines(totals, sum, labels);
    const shown = kindsUnknown ? totals?.total : sum;
    figures.sections.set(section, {
      ...(shown && (priced || kindsUnknown) ? { shown } : {}),
      adjustments: [...declared, ...adjusted.lines],
      priced,
    });
    return { contribution: counts ? adjusted.effective : Decimal.zero, priced };
  };

  const boqTotals = document.boq?.info.totals;
  const { sum: computed, priced } = walk(document.boq?.body ?? [], true, boqTotals?.vatPercent);
  // Nothing priced (a request): a grand total of zero would read as a figure; the print leaves its line blank.
  if (!kindsUnknown && priced) figures.lines.push(...grandLines(computed, boqTotals, plan, rateNets, labels));
  figures.lines.push(...declaredLines(boqTotals, labels));
  return figures;
}

/** The computed grand total, the whole LV's discount or lump sum, VAT (per rate where rates are mixed), gross. */
function grandLines(
  computed: Decimal,
  totals: Totals | undefined,
  plan: ReturnType<typeof planSums>,
  rateNets: ReadonlyMap<string, Decimal>,
  labels: SheetLabels,
): ViewTotalLine[] {
  const t = labels.totals;
  const adjusted = adjustmentLines(totals, computed, labels);
  const lines = [line("sum", t.grandComputed, computed), ...adjusted.lines];
  const net = adjusted.effective;
  const vats: Decimal[] = [];
  const addVat = (percent: Decimal, base: Decimal) => {
    const value = vatAmount(base, percent);
    vats.push(value);
    lines.push(line("vat", t.vatComputed(percentText(labels, percent)), value, { percent }));
  };
  if (!plan.mixedVatRates && totals?.vatPercent) addVat(totals.vatPercent, net);
  else if (plan.mixedVatRates && !plan.adjusted) {
    for (const key of [...plan.rates].sort((a, b) => Number(b) - Number(a))) {
      const rate = Decimal.parse(key) as Decimal;
      const value = rateNets.get(key) ?? Decimal.zero;
      lines.push(line("net", t.netAtRate(percentText(labels, rate)), value, { percent: rate }));
      addVat(rate, value);
    }
  }
  if (vats.length > 0) {
    const gross = vats.reduce((sum, vat) => sum.plus(vat), net);
    lines.push(line("gross", t.grossComputed, gross));
  }
  return lines;
}

/** What the file states for the whole LV, in the workbook's order. */
function declaredLines(totals: Totals | undefined, labels: SheetLabels): ViewTotalLine[] {
  if (!totals) return [];
  const t = labels.totals;
  const parts = totals.vatParts ?? [];
  const candidates: Array<[ViewTotalLine["key"], string, Decimal | undefined, Decimal | undefined]> = [
    ["sum", t.grandDeclared, totals.total, undefined],
    ["discountAmount", t.discountAmount, totals.discountAmount, undefined],
    ["afterDiscount", t.afterDiscountDeclared, totals.totalAfterDiscount, undefined],
    ["lumpSum", t.lumpSum, totals.lumpSum, undefined],
    ["net", t.net, totals.net, undefined],
    ...parts.flatMap(
      (part): Array<[ViewTotalLine["key"], string, Decimal | undefined, Decimal | undefined]> => [
        ["net", t.netAt(percentText(labels, part.percent)), part.net, part.percent],
        ["vat", t.vat(percentText(labels, part.percent)), part.amount, part.percent],
      ],
    ),
    totals.vatPercent && parts.length === 0
      ? ["vat", t.vat(percentText(labels, totals.vatPercent)), totals.vatAmount, totals.vatPercent]
      : ["vat", t.vatTotal, totals.vatAmount, undefined],
    ["gross", t.gross, totals.gross, undefined],
  ];
  return candidates.flatMap(([key, label, amount, percent]) =>
    amount ? [line(key, label, amount, { declared: true, ...(percent ? { percent } : {}) })] : [],
  );
}
