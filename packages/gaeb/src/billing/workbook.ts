import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import type { GaebDocument, Item } from "../model.js";
import { writeWorkbook } from "../xlsx/workbook.js";
import { BILLING_COLUMN, BillingSheetBuilder } from "./billing-sheet.js";
import { billedFigures, contractFigures } from "./figures.js";
import { type InvoiceInputs, invoiceSheet } from "./invoice-sheet.js";
import { measureSheet } from "./measure-sheet.js";
import type { MeasurementLine } from "./measurement.js";
import { figuresOf } from "./settle.js";
import { type BillingState, stateSheet } from "./state.js";
import { BILLING_WORDS } from "./words.js";

/** What a billing workbook starts from: the contract, the series so far and the entries carried over. */
export interface BillingStart {
  lang: Locale;
  contract: GaebDocument;
  contractBytes: Uint8Array;
  state: Omit<BillingState, "contract" | "lang" | "sheets">;
  typed: ReadonlyMap<string, Decimal>;
  notes: ReadonlyMap<string, string>;
  lines: readonly MeasurementLine[];
  invoice: Omit<InvoiceInputs, "invoices" | "sequence">;
  now: Date;
}

/** The billing workbook: the invoice's title block, the billing sheet, the measurement lines and the hidden state. */
export function writeBillingWorkbook(start: BillingStart): Uint8Array {
  const words = BILLING_WORDS[start.lang];
  const { contract } = start;
  const body = contract.boq?.body ?? [];
  const measured = new Map<string, { lines: number; sum: Decimal }>();
  for (const line of start.lines) {
    const found = measured.get(line.oz) ?? { lines: 0, sum: Decimal.zero };
    measured.set(line.oz, { lines: found.lines + 1, sum: found.sum.plus(line.result) });
  }
  const quantities = (pick: (oz: string) => Decimal | undefined) => {
    const map = new Map<Item, Decimal>();
    const visit = (entries: typeof body) => {
      for (const entry of entries) {
        if (entry.kind === "section") visit(entry.children);
        else if (entry.kind === "item") {
          const quantity = pick(entry.oz);
          if (quantity) map.set(entry, quantity);
        }
      }
    };
    visit(body);
    return map;
  };
  const boqTotals = contract.boq?.info.totals;
  const contractFigs = contractFigures(body, boqTotals);
  const toDate = billedFigures(
    body,
    quantities((oz) => measured.get(oz)?.sum ?? start.typed.get(oz)),
    contractFigs,
    boqTotals,
  );
  const before = billedFigures(
    body,
    quantities((oz) => start.state.before.get(oz)),
    contractFigs,
    boqTotals,
  );
  const measurement = measureSheet(words, start.lines);
  const billing = new BillingSheetBuilder({
    document: contract,
    words,
    measurement: { sheet: words.sheets.measurement, first: measurement.first, last: measurement.last },
    before: start.state.before,
    typed: start.typed,
    notes: start.notes,
    measured,
    toDate: figuresOf(toDate),
    beforeOf: figuresOf(before),
    boq: { toDate: toDate.figures.boq, before: before.figures.boq },
    contract: contractFigs,
  }).build();
  const invoice = invoiceSheet(
    words,
    {
      ...start.invoice,
      sequence: start.state.sequence,
      invoices: start.state.invoices,
      ...(contract.award.owner ? { owner: contract.award.owner } : {}),
      ...(contract.award.contractor ? { contractor: contract.award.contractor } : {}),
      ...start.invoice,
    },
    {
      sheet: words.sheets.billing,
      netRow: billing.netRow,
      netColumn: BILLING_COLUMN.amountToDate,
      net: toDate.figures.grandTotal,
    },
  );
  const state = stateSheet(
    "gaeb2xlsx",
    { ...start.state, lang: start.lang, sheets: words.sheets },
    start.contractBytes,
  );
  return writeWorkbook([invoice, billing.sheet, measurement.sheet, state], {
    title: `${words.invoiceTitle} ${start.state.sequence}`,
    application: "gaeb2xlsx",
  });
}
