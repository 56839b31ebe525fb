import type { Decimal } from "../decimal.js";
import type { Entry, GaebDocument, Party, Section, Totals } from "../model.js";
import type { SectionFigures } from "../x84/figures.js";
import type { BillingInputs } from "./read-workbook.js";
import type { Settled } from "./settle.js";

type Fact = { key: string; value: string };

function sectionTotals(figures: SectionFigures | undefined): Totals | undefined {
  if (!figures) return undefined;
  return {
    total: figures.total,
    ...(figures.discountPercent ? { discountPercent: figures.discountPercent } : {}),
    ...(figures.discountAmount ? { discountAmount: figures.discountAmount } : {}),
    ...(figures.afterDiscount ? { totalAfterDiscount: figures.afterDiscount } : {}),
  };
}

/** The billed entries: items with a quantity to date (and their figures), markups that add something, sections holding any. */
function billedEntries(entries: readonly Entry[], settled: Settled): Entry[] {
  const { figures } = settled.billed;
  const kept: Entry[] = [];
  for (const entry of entries) {
    if (entry.kind === "item") {
      const total = figures.items.get(entry)?.total;
      if (entry.quantity) kept.push({ ...entry, ...(total ? { total } : {}) });
    } else if (entry.kind === "markupItem") {
      const markup = figures.markups.get(entry);
      if (markup?.total && !markup.total.isZero())
        kept.push({ ...entry, markupBase: markup.base, total: markup.total });
    } else if (entry.kind === "section") {
      const children = billedEntries(entry.children, settled);
      const totals = sectionTotals(figures.sections.get(entry));
      if (children.length > 0) kept.push({ ...entry, children, ...(totals ? { totals } : {}) } as Section);
    }
  }
  return kept;
}

function addressFacts(part: string, party: Party | undefined): Fact[] {
  const names = party?.names ?? [];
  const facts: Fact[] = names
    .slice(0, 4)
    .map((value, index) => ({ key: `${part}/Address/Name${index + 1}`, value }));
  if (party?.street) facts.push({ key: `${part}/Address/Street`, value: party.street });
  if (party?.postalCode) facts.push({ key: `${part}/Address/PCode`, value: party.postalCode });
  if (party?.city) facts.push({ key: `${part}/Address/City`, value: party.city });
  return facts;
}

const money = (value: Decimal) => value.round(2).toString();

/** The invoice facts in `Invoice`'s order: header, creator, recipient, shares, payments, earlier invoices, total. */
function invoiceFacts(inputs: BillingInputs, settled: Settled): Fact[] {
  const { totals } = settled;
  const w = inputs.words;
  const facts: Fact[] = [
    { key: "InvoiceHeader/InvoiceNo", value: inputs.number ?? "" },
    { key: "InvoiceHeader/InvoiceDate", value: inputs.date ?? "" },
    { key: "InvoiceHeader/InvoiceType", value: inputs.type ?? "deduction" },
    { key: "InvoiceHeader/SettlementType", value: "accumulated" },
    { key: "InvoiceHeader/SequentialNo", value: String(inputs.state.sequence) },
    { key: "InvoiceHeader/ServiceProvisionStartDate", value: inputs.start ?? "" },
    { key: "InvoiceHeader/ServiceProvisionEndDate", value: inputs.end ?? "" },
    ...addressFacts("InvoiceCreator", inputs.contractor),
    { key: "InvoiceCreator/TaxNo", value: inputs.taxNo ?? "" },
    ...addressFacts("InvoiceRecipient", inputs.owner),
  ];
  const share = (type: string, description: string, value: Decimal) =>
    facts.push(
      { key: "InvoiceShare/InvoiceShareType", value: type },
      { key: "InvoiceShare/Description", value: description },
      { key: "InvoiceShare/Total", value: money(value) },
    );
  share("basic amount", w.fields.netToDate, totals.net);
  share("VAT", `${w.fields.vatToDate} ${settled.vatPercent.toPlainString()} %`, totals.vat);
  share("amount invoices", w.fields.invoicedBefore, settled.invoicedBefore.net.negated());
  if (!settled.retentionPercent.isZero())
    share(
      "security deposit",
      `${w.fields.retention} ${settled.retentionPercent.toPlainString()} %`,
      totals.retention.negated(),
    );
  if (!totals.paid.isZero()) share("amount payments received", w.fields.paidBefore, totals.paid.negated());
  share("outstanding amount", w.fields.amountDue, totals.due);
  for (const payment of inputs.payments)
    facts.push(
      { key: "PaymentMade/TotalVAT", value: money(payment.vat) },
      { key: "PaymentMade/Total", value: money(payment.gross) },
      { key: "PaymentMade/PaymentDate", value: payment.date },
      { key: "PaymentMade/InvoiceNo", value: payment.invoice },
    );
  for (const invoice of inputs.state.invoices)
    facts.push(
      { key: "InvoiceMadeOut/TotalVAT", value: money(invoice.vat) },
      { key: "InvoiceMadeOut/Total", value: money(invoice.gross) },
      { key: "InvoiceMadeOut/InvoiceDate", value: invoice.date },
      { key: "InvoiceMadeOut/InvoiceType", value: invoice.type },
      { key: "InvoiceMadeOut/InvoiceNo", value: invoice.number },
    );
  facts.push({ key: "TotalGross", value: money(totals.gross) });
  return facts;
}

/** The invoice (phase 89) as a document the GAEB writer writes: the contract's LV with the billed figures. */
export function invoiceDocument(inputs: BillingInputs, settled: Settled): GaebDocument {
  const { contract } = inputs;
  const boq = settled.billed.figures.boq;
  const { totals } = settled;
  // What belongs to the tender and the award, not to an invoice (bidder comments allowed, the currency's label, the
  // award's facts), has no place in an X89: left out here rather than named as dropped on every invoice.
  const {
    bidderCommentsPermitted: _comments,
    alternativeBidsPermitted: _alternatives,
    currencyLabel: _label,
    ...project
  } = contract.project;
  const { kept: awardKept, currencyLabel: _currencyLabel, ...award } = contract.award;
  const kept = awardKept?.filter((part) => part.at !== "AwardInfo");
  return {
    ...contract,
    source: { ...contract.source, phase: "89" },
    project,
    award: {
      ...award,
      facts: [],
      ...(kept?.length ? { kept } : {}),
      invoiceFacts: invoiceFacts(inputs, settled),
    },
    preamble: [],
    closing: [],
    ...(contract.boq
      ? {
          boq: {
            info: {
              ...contract.boq.info,
              totals: {
                ...sectionTotals(boq),
                net: totals.net,
                vatPercent: settled.vatPercent,
                vatAmount: totals.vat,
                gross: totals.gross,
              },
            },
            body: billedEntries(settled.billed.body, settled),
          },
        }
      : {}),
  };
}
