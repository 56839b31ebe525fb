import { Decimal } from "../decimal.js";
import { allItems } from "../entries-walk.js";
import type { Issue } from "../issues.js";
import type { Entry, Item } from "../model.js";
import type { OfferFigures } from "../x84/figures.js";
import { isAlternative } from "../xlsx/item-rows.js";
import { type BilledBody, billable, billedFigures, contractFigures } from "./figures.js";
import { invoiceTotals } from "./invoice-sheet.js";
import type { BillingInputs } from "./read-workbook.js";

/** Everything an invoice states, computed from a billing workbook's inputs. */
export interface Settled {
  toDate: Map<Item, Decimal>;
  before: Map<Item, Decimal>;
  contract: OfferFigures;
  billed: BilledBody;
  billedBefore: BilledBody;
  totals: ReturnType<typeof invoiceTotals>;
  /** The nets and VAT of the invoices before this one, added up. */
  invoicedBefore: { net: Decimal; vat: Decimal };
  vatPercent: Decimal;
  retentionPercent: Decimal;
}

const TEN_PERCENT_MORE = Decimal.parse("1.1") as Decimal;

/** The quantities to date and before, checked item by item, and what they come to by the contract's rules. */
export function settle(inputs: BillingInputs, issues: Issue[], file: string): Settled | undefined {
  const { contract, state } = inputs;
  const body = contract.boq?.body ?? [];
  const lines = new Map<string, Decimal>();
  for (const line of inputs.lines) lines.set(line.oz, (lines.get(line.oz) ?? Decimal.zero).plus(line.result));
  const toDate = new Map<Item, Decimal>();
  const before = new Map<Item, Decimal>();
  const error = (code: Issue["code"], params: Issue["params"]) =>
    issues.push({ code, severity: "error", file, ...(params ? { params } : {}) });
  const seen = new Set<string>();
  for (const item of allItems(body)) {
    if (seen.has(item.oz)) continue;
    seen.add(item.oz);
    const measured = lines.get(item.oz);
    const typed = inputs.typed.get(item);
    if (measured && typed) {
      error("billing_quantity_twice", {
        oz: item.oz,
        measured: measured.toString(),
        typed: typed.toString(),
      });
      continue;
    }
    const previous = state.before.get(item.oz) ?? Decimal.zero;
    const quantity = measured ?? typed ?? (previous.isZero() ? undefined : Decimal.zero);
    if (!previous.isZero()) before.set(item, previous);
    if (!quantity) continue;
    if (!billable(item) && !quantity.isZero()) {
      error("billing_item_not_billable", {
        oz: item.oz,
        quantity: quantity.toString(),
        reason: isAlternative(item.flags.alternative?.serial) ? "alternative" : "notApplicable",
      });
      continue;
    }
    const reasoned = inputs.notes.has(item);
    if (quantity.units < 0n && !reasoned)
      error("billing_quantity_negative", { oz: item.oz, quantity: quantity.toString(), reason: "negative" });
    else if (quantity.compare(previous) < 0 && !reasoned)
      error("billing_quantity_negative", {
        oz: item.oz,
        quantity: quantity.toString(),
        before: previous.toString(),
        reason: "belowBefore",
      });
    if (
      item.quantity &&
      !item.quantity.isZero() &&
      quantity.compare(item.quantity.times(TEN_PERCENT_MORE)) > 0
    )
      issues.push({
        code: "billing_overrun",
        severity: "warning",
        file,
        params: { oz: item.oz, quantity: quantity.toString(), contract: item.quantity.toString() },
      });
    toDate.set(item, quantity);
  }
  const boqTotals = contract.boq?.info.totals;
  const contractFigs = contractFigures(body, boqTotals);
  const billed = billedFigures(body, toDate, contractFigs, boqTotals);
  const billedBefore = billedFigures(body, before, contractFigs, boqTotals);
  const vatPercent = inputs.vatPercent ?? Decimal.zero;
  const retentionPercent = inputs.retentionPercent ?? Decimal.zero;
  const totals = invoiceTotals(billed.figures.grandTotal, {
    vatPercent,
    retentionPercent,
    payments: inputs.payments,
  });
  const invoicedBefore = state.invoices.reduce(
    (sum, invoice) => ({ net: sum.net.plus(invoice.net), vat: sum.vat.plus(invoice.vat) }),
    { net: Decimal.zero, vat: Decimal.zero },
  );
  if (inputs.shownNet && !inputs.shownNet.equals(totals.net))
    issues.push({
      code: "billing_figures_stale",
      severity: "warning",
      file,
      params: { shown: inputs.shownNet.toString(), computed: totals.net.toString() },
    });
  return {
    toDate,
    before,
    contract: contractFigs,
    billed,
    billedBefore,
    totals,
    invoicedBefore,
    vatPercent,
    retentionPercent,
  };
}

/** The figures of a contract entry in a billed body (its copy's), for the sheet's cached values. */
export function figuresOf(
  billed: BilledBody,
): (entry: Entry) => { total?: Decimal; effective?: Decimal } | undefined {
  const copies = new Map<Entry, Entry>();
  for (const [copy, original] of billed.original) copies.set(original, copy);
  return (entry) => {
    const copy = copies.get(entry);
    if (!copy) return undefined;
    const { figures } = billed;
    if (copy.kind === "item") {
      const total = figures.items.get(copy)?.total;
      return total ? { total } : {};
    }
    if (copy.kind === "markupItem") {
      const total = figures.markups.get(copy)?.total;
      return total ? { total } : {};
    }
    if (copy.kind === "section") {
      const section = figures.sections.get(copy);
      return section ? { total: section.total, effective: section.effective } : undefined;
    }
    return undefined;
  };
}
