import { BILLING_WORDS } from "../../src/billing/words.js";
import { allItems } from "../../src/entries-walk.js";
import type { Locale } from "../../src/issues.js";
import type { GaebDocument } from "../../src/model.js";
import { openXlsx } from "../../src/workbook/xlsx-reader.js";
import { type Expected, expectedFigures, type Typed } from "./acceptance.js";
import type { Step } from "./libreoffice-macro.js";

/** The rows of a sheet of our workbook by the text in column A (item numbers, labels). */
export function rowsByFirstCell(xlsx: Uint8Array, sheet: string): Map<string, number> {
  const book = openXlsx(xlsx);
  const info = book.sheets.find((s) => s.name === sheet);
  const read = info && book.read(info);
  const rows = new Map<string, number>();
  for (const [row, cells] of read?.rows ?? []) {
    const text = cells.get(0)?.value;
    if (text && !rows.has(text)) rows.set(text, row);
  }
  return rows;
}

export interface Round {
  number: string;
  type: string;
  start: string;
  end: string;
  /** Measurement lines: oz, location, description, count, length, width and a plain value (strings as typed). */
  lines: Array<[string, string, string, string, string, string, string?]>;
  typed: Array<[string, string]>;
  payments: Array<[string, string, string, string]>;
  /** The parties' lines, where the contract lacks them or their addresses. */
  contractor?: string;
  owner?: string;
  /** Reasons typed beside items, by OZ. */
  notes?: Array<[string, string]>;
}

/** What a site manager types for one invoice: the title block, payments, measurement lines, quantities. */
export function fill(
  xlsx: Uint8Array,
  round: Round,
  firstLine: number,
  firstPayment: number,
  lang: Locale = "de",
): Step[] {
  const words = BILLING_WORDS[lang];
  const f = words.fields;
  const invoice = rowsByFirstCell(xlsx, words.sheets.invoice);
  const billing = rowsByFirstCell(xlsx, words.sheets.billing);
  const at = (label: string) => `B${invoice.get(label)}`;
  const steps: Step[] = [
    { type: "sheet", name: words.sheets.invoice },
    { type: "text", cell: at(f.number), value: round.number },
    { type: "typed", cell: at(f.date), value: round.end },
    { type: "text", cell: at(f.type), value: round.type },
    { type: "typed", cell: at(f.start), value: round.start },
    { type: "typed", cell: at(f.end), value: round.end },
    { type: "text", cell: at(f.taxNo), value: "DE123456789" },
    { type: "number", cell: at(f.retention), value: "5" },
    ...(round.contractor ? [{ type: "text" as const, cell: at(f.contractor), value: round.contractor }] : []),
    ...(round.owner ? [{ type: "text" as const, cell: at(f.owner), value: round.owner }] : []),
  ];
  round.payments.forEach(([invoiceNo, date, gross, vat], index) => {
    const row = firstPayment + index;
    steps.push(
      { type: "text", cell: `A${row}`, value: invoiceNo },
      { type: "typed", cell: `B${row}`, value: date },
    );
    // An amount left out is a cell left empty, as a person leaves it.
    if (gross) steps.push({ type: "number", cell: `C${row}`, value: gross });
    if (vat) steps.push({ type: "number", cell: `D${row}`, value: vat });
  });
  steps.push({ type: "sheet", name: words.sheets.measurement });
  round.lines.forEach(([oz, location, description, count, length, width, value], index) => {
    const row = firstLine + index;
    steps.push(
      { type: "text", cell: `A${row}`, value: oz },
      { type: "text", cell: `B${row}`, value: location },
    );
    if (description) steps.push({ type: "text", cell: `C${row}`, value: description });
    if (count) steps.push({ type: "number", cell: `D${row}`, value: count });
    if (length) steps.push({ type: "number", cell: `E${row}`, value: length });
    if (width) steps.push({ type: "number", cell: `F${row}`, value: width });
    if (value) steps.push({ type: "number", cell: `H${row}`, value });
  });
  steps.push({ type: "sheet", name: words.sheets.billing });
  for (const [oz, quantity] of round.typed)
    steps.push({ type: "number", cell: `I${billing.get(oz)}`, value: quantity });
  for (const [oz, note] of round.notes ?? [])
    steps.push({ type: "text", cell: `R${billing.get(oz)}`, value: note });
  return steps;
}

/** The hand calculation: the contract's unit prices, rates and discounts on the quantities to date. */
export function handFigures(contract: GaebDocument, quantities: Map<string, string>): Expected {
  const typed: Typed = {
    prices: new Map(),
    rates: new Map(),
    quantities,
    itemDiscounts: new Map(),
    sectionDiscounts: new Map(),
  };
  const visit = (entries: NonNullable<GaebDocument["boq"]>["body"]) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        if (entry.totals?.discountPercent)
          typed.sectionDiscounts.set(entry.oz, entry.totals.discountPercent.toString());
        visit(entry.children);
      } else if (entry.kind === "item" && entry.unitPrice) {
        typed.prices.set(entry.oz, entry.unitPrice.toString());
        if (!quantities.has(entry.oz)) quantities.set(entry.oz, "0");
        if (entry.discountPercent) typed.itemDiscounts.set(entry.oz, entry.discountPercent.toString());
      } else if (entry.kind === "markupItem" && entry.markupPercent)
        typed.rates.set(entry.oz, entry.markupPercent.toString());
    }
  };
  visit(contract.boq?.body ?? []);
  const lv = contract.boq?.info.totals?.discountPercent;
  if (lv) typed.lvDiscount = lv.toString();
  // Lump sums and discount amounts apply pro rata: by the share of the section's contract total.
  const contractQuantities = new Map<string, string>();
  for (const item of allItems(contract.boq?.body ?? []))
    contractQuantities.set(item.oz, item.quantity?.toString() ?? "0");
  const whole = expectedFigures(contract, { ...typed, quantities: contractQuantities }).sections;
  typed.sectionShares = new Map();
  const shares = (entries: NonNullable<GaebDocument["boq"]>["body"]) => {
    for (const entry of entries) {
      if (entry.kind !== "section") continue;
      shares(entry.children);
      const total = whole.get(entry.oz)?.total;
      const { lumpSum, discountAmount } = entry.totals ?? {};
      if (total && lumpSum)
        typed.sectionShares?.set(entry.oz, { kind: "lump", part: lumpSum.toString(), whole: total });
      else if (total && discountAmount)
        typed.sectionShares?.set(entry.oz, { kind: "amount", part: discountAmount.toString(), whole: total });
    }
  };
  shares(contract.boq?.body ?? []);
  return expectedFigures(contract, typed);
}

/** The net total of the hand calculation: the LV's total after its discount. */
export function handNet(contract: GaebDocument, quantities: Map<string, string>): string {
  const expected = handFigures(contract, quantities);
  return expected.afterDiscount || expected.total;
}
