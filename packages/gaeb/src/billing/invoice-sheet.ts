import { Decimal } from "../decimal.js";
import type { Party } from "../model.js";
import { rateOf } from "../xlsx/item-rows.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import { partyLine } from "../xlsx/title-block.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import { quoteSheetName } from "../xlsx/workbook.js";
import type { EarlierInvoice } from "./state.js";
import { type BillingWords, INVOICE_TYPES, type InvoiceType } from "./words.js";

/** What the invoice sheet starts with: carried from the last invoice, or the contract's defaults. */
export interface InvoiceInputs {
  sequence: number;
  type: InvoiceType;
  taxNo?: string;
  vatPercent: Decimal;
  retentionPercent: Decimal;
  owner?: Party;
  contractor?: Party;
  invoices: readonly EarlierInvoice[];
  payments: ReadonlyArray<{ invoice: string; date: string; gross: Decimal; vat: Decimal }>;
}

/** Empty rows for payments beyond those carried over. */
const SPARE_PAYMENTS = 12;

const text = (value: string, style: StyleId = STYLE.text): Cell => ({
  value: { type: "text", text: value },
  style,
});
const num = (value: Decimal, style: StyleId): Cell => ({
  value: { type: "number", value: value.toPlainString() },
  style,
});
const empty = (style: StyleId): Cell => ({ value: { type: "empty" }, style });
const f = (formula: string, cached: Decimal, style: StyleId = STYLE.money): Cell => ({
  value: { type: "formula", formula, cached: cached.toPlainString() },
  style,
});

const HUNDREDTH = Decimal.parse("0.01") as Decimal;

/** The figures the sheet's formulas come to, for their cached values (and the reader's check). */
export function invoiceTotals(
  net: Decimal,
  inputs: Pick<InvoiceInputs, "vatPercent" | "retentionPercent" | "payments">,
) {
  const vat = net.times(inputs.vatPercent).times(HUNDREDTH).round(2);
  const gross = net.plus(vat);
  const retention = gross.times(inputs.retentionPercent).times(HUNDREDTH).round(2);
  const paid = inputs.payments.reduce((sum, payment) => sum.plus(payment.gross), Decimal.zero);
  return { net, vat, gross, retention, paid, due: gross.minus(retention).minus(paid) };
}

/** The invoice sheet: the title block to fill in, what the invoice comes to, earlier invoices and payments. */
export function invoiceSheet(
  words: BillingWords,
  inputs: InvoiceInputs,
  billing: { sheet: string; netRow: number; netColumn: string; net: Decimal },
): Sheet {
  const w = words.fields;
  const rows: Row[] = [];
  const row = (cells: Array<Cell | undefined>) => rows.push({ cells });
  row([text(words.invoiceTitle, STYLE.title)]);
  row([]);
  const at = () => rows.length + 1;
  const input = (label: string, value?: string) =>
    row([text(label, STYLE.label), value ? text(value, STYLE.textInput) : empty(STYLE.textInput)]);
  input(w.number);
  input(w.date);
  const typeRow = at();
  input(w.type, words.types[inputs.type]);
  row([text(w.sequence, STYLE.label), num(Decimal.fromInteger(inputs.sequence), STYLE.default)]);
  input(w.start);
  input(w.end);
  // The parties as the invoice names them, on one line each and open to change: many contracts carry no
  // contractor, or no full address, and an invoice needs both in full.
  for (const [label, party] of [
    [w.owner, inputs.owner],
    [w.contractor, inputs.contractor],
  ] as const)
    input(label, party ? partyLine(party) || undefined : undefined);
  input(w.taxNo, inputs.taxNo);
  const vatRow = at();
  row([text(w.vat, STYLE.label), num(inputs.vatPercent, STYLE.rateInput)]);
  const retentionRow = at();
  row([text(w.retention, STYLE.label), num(inputs.retentionPercent, STYLE.rateInput)]);
  row([]);
  const totals = invoiceTotals(billing.net, inputs);
  const netRow = at();
  row([
    text(w.netToDate, STYLE.label),
    f(`${quoteSheetName(billing.sheet)}!${billing.netColumn}${billing.netRow}`, totals.net),
  ]);
  row([text(w.vatToDate, STYLE.label), f(`ROUND(B${netRow}*${rateOf(`B${vatRow}`)},2)`, totals.vat)]);
  const grossRow = at();
  row([text(w.grossToDate, STYLE.label), f(`B${netRow}+B${netRow + 1}`, totals.gross, STYLE.totalMoney)]);
  row([
    text(w.retentionAmount, STYLE.label),
    f(`-ROUND(B${grossRow}*${rateOf(`B${retentionRow}`)},2)`, totals.retention.negated()),
  ]);
  const paidRow = at();
  const paymentsFirst = paidRow + 11 + inputs.invoices.length;
  const paymentsLast = paymentsFirst + inputs.payments.length + SPARE_PAYMENTS - 1;
  row([
    text(w.paidBefore, STYLE.label),
    f(`-SUM(C${paymentsFirst}:C${paymentsLast})`, totals.paid.negated()),
  ]);
  row([
    text(w.amountDue, STYLE.totalText),
    f(`B${grossRow}+B${grossRow + 1}+B${paidRow}`, totals.due, STYLE.totalMoney),
  ]);
  row([]);
  const before = inputs.invoices.reduce((sum, invoice) => sum.plus(invoice.net), Decimal.zero);
  row([text(w.invoicedBefore, STYLE.label), num(before, STYLE.money)]);
  row([text(w.netThis, STYLE.label), f(`B${netRow}-B${at() - 1}`, totals.net.minus(before))]);
  row([]);
  const e = words.earlier;
  row([text(e.title, STYLE.textBold)]);
  row([e.number, e.date, e.type, e.net, e.vat, e.gross].map((label) => text(label, STYLE.header)));
  for (const invoice of inputs.invoices)
    row([
      text(invoice.number),
      text(invoice.date),
      text(words.types[invoice.type]),
      num(invoice.net, STYLE.money),
      num(invoice.vat, STYLE.money),
      num(invoice.gross, STYLE.money),
    ]);
  row([]);
  const p = words.payments;
  row([text(p.title, STYLE.textBold)]);
  row([p.invoice, p.date, p.gross, p.vat].map((label) => text(label, STYLE.header)));
  if (at() !== paymentsFirst) throw new Error("payments rows misplaced");
  for (const payment of inputs.payments)
    row([
      text(payment.invoice, STYLE.textInput),
      text(payment.date, STYLE.textInput),
      num(payment.gross, STYLE.priceInput2),
      num(payment.vat, STYLE.priceInput2),
    ]);
  for (let spare = 0; spare < SPARE_PAYMENTS; spare++)
    row([empty(STYLE.textInput), empty(STYLE.textInput), empty(STYLE.priceInput2), empty(STYLE.priceInput2)]);
  return {
    name: words.sheets.invoice,
    columnWidths: [46, 44, 22, 16, 16, 16],
    rows,
    headerRow: 1,
    noFilter: true,
    unfrozen: true,
    portrait: true,
    noPrintTitles: true,
    prompts: [
      {
        sqref: `B${typeRow}`,
        title: w.type,
        text: words.prompts.type,
        list: INVOICE_TYPES.map((type) => words.types[type]),
      },
      {
        sqref: `B${vatRow} B${retentionRow}`,
        title: w.vat,
        text: words.prompts.percent,
        decimal: { min: 0, max: 100 },
      },
    ],
  };
}
