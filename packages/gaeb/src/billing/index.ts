import { type InputFile, readGaeb } from "../convert.js";
import { Decimal } from "../decimal.js";
import { writeGaebAs } from "../gaeb-xml-writer/index.js";
import { guarded } from "../guard.js";
import { checkInput, isIssue } from "../inputs.js";
import { hasErrors, type Issue, type Locale } from "../issues.js";
import type { Party } from "../model.js";
import { openXlsx, WorkbookTooLarge, WorkbookUnreadable } from "../workbook/xlsx-reader.js";
import { invoiceDocument } from "./invoice-document.js";
import { type BillingInputs, readBillingWorkbook } from "./read-workbook.js";
import { type Settled, settle } from "./settle.js";
import type { EarlierInvoice } from "./state.js";
import type { InvoiceType } from "./words.js";
import { writeBillingWorkbook } from "./workbook.js";
import { writeQuantityDetermination } from "./x31/quantity-determination.js";

export interface BillingOptions {
  lang?: Locale;
  now?: Date;
}

export interface BillingSummary {
  project: string | null;
  lvName: string | null;
  itemCount: number;
  /** Exact decimal: the contract's net total. */
  contractTotal: string;
  currency: string | null;
  /** 1 for the first invoice. */
  sequence: number;
  /** Exact decimal: the net billed by the invoices before. */
  billedBefore: string;
}

export type BillingResult =
  | { ok: true; xlsx: Uint8Array; fileName: string; summary: BillingSummary; issues: Issue[] }
  | { ok: false; issues: Issue[] };

export interface InvoiceOptions {
  lang?: Locale;
  now?: Date;
  /** Also write the quantity determination (X31) of the measurement lines; default true. */
  quantityDetermination?: boolean;
  /** The workbook's file name, for the messages (default "workbook.xlsx"). */
  fileName?: string;
}

export interface InvoiceSummary {
  invoiceNumber: string;
  invoiceType: InvoiceType;
  invoiceDate: string;
  itemCount: number;
  measurementLines: number;
  net: string;
  vat: string;
  gross: string;
  retention: string;
  paidBefore: string;
  amountDue: string;
  currency: string | null;
}

export type InvoiceResult =
  | {
      ok: true;
      x89: Uint8Array;
      x31?: Uint8Array;
      fileName: string;
      summary: InvoiceSummary;
      issues: Issue[];
    }
  | { ok: false; issues: Issue[] };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;
const stem = (name: string) => name.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "") || "contract";
const two = (value: number) => String(value).padStart(2, "0");

/**
 * The billing workbook of a contract (X86, D86, P86), or of the next invoice from the workbook of the last one
 * (the quantities billed so far become those billed before). Pure and synchronous; never throws.
 */
export function billingWorkbook(file: InputFile, options: BillingOptions = {}): BillingResult {
  const input = checkInput(file, "file");
  if (isIssue(input)) return { ok: false, issues: [input] };
  const issues: Issue[] = [];
  return guarded(
    () => (isZip(input.bytes) ? nextWorkbook(input, options, issues) : firstWorkbook(input, options, issues)),
    (issue) => ({ ok: false, issues: [...issues, issue] }),
    input.name,
  );
}

function summaryOf(
  contract: BillingInputs["contract"],
  sequence: number,
  billedBefore: Decimal,
): BillingSummary {
  let items = 0;
  const count = (entries: NonNullable<typeof contract.boq>["body"]) => {
    for (const entry of entries)
      if (entry.kind === "section") count(entry.children);
      else if (entry.kind === "item") items += 1;
  };
  count(contract.boq?.body ?? []);
  const totals = contract.boq?.info.totals;
  return {
    project: contract.project.label ?? contract.project.name ?? null,
    lvName: contract.boq?.info.label ?? contract.boq?.info.name ?? null,
    itemCount: items,
    contractTotal: (totals?.net ?? totals?.totalAfterDiscount ?? totals?.total ?? Decimal.zero).toString(),
    currency: contract.award.currency || contract.project.currency || null,
    sequence,
    billedBefore: billedBefore.toString(),
  };
}

function firstWorkbook(input: InputFile, options: BillingOptions, issues: Issue[]): BillingResult {
  const read = readGaeb(input);
  issues.push(...read.issues);
  if (!read.ok) return { ok: false, issues };
  const contract = read.value;
  if (contract.source.phase !== "86") {
    issues.push({
      code: "billing_contract_phase",
      severity: "error",
      file: input.name,
      params: { phase: contract.source.phase },
    });
    return { ok: false, issues };
  }
  const lang = options.lang ?? "de";
  const xlsx = writeBillingWorkbook({
    lang,
    contract,
    contractBytes: input.bytes,
    state: { fileName: input.name, sequence: 1, before: new Map(), invoices: [] },
    typed: new Map(),
    notes: new Map(),
    lines: [],
    invoice: {
      type: "deduction",
      vatPercent: contract.boq?.info.totals?.vatPercent ?? (Decimal.fromInteger(19) as Decimal),
      retentionPercent: Decimal.zero,
      payments: [],
    },
    now: options.now ?? new Date(),
  });
  return {
    ok: true,
    xlsx,
    fileName: `${stem(input.name)}-Abrechnung-R01.xlsx`,
    summary: summaryOf(contract, 1, Decimal.zero),
    issues,
  };
}

/** Reads, checks and settles a filled billing workbook; undefined (with the issues) where it cannot be billed. */
function settled(input: InputFile, issues: Issue[]): { inputs: BillingInputs; settled: Settled } | undefined {
  let inputs: BillingInputs | undefined;
  try {
    inputs = readBillingWorkbook(openXlsx(input.bytes), issues, input.name);
  } catch (error) {
    if (error instanceof WorkbookUnreadable || error instanceof WorkbookTooLarge) {
      issues.push({ code: "billing_workbook_invalid", severity: "error", file: input.name });
      return undefined;
    }
    throw error;
  }
  if (!inputs) return undefined;
  const last = inputs.state.invoices.at(-1);
  if (last?.type === "final account")
    issues.push({
      code: "billing_series_closed",
      severity: "error",
      file: input.name,
      params: { number: last.number },
    });
  const result = settle(inputs, issues, input.name);
  if (!result || hasErrors(issues)) return undefined;
  return { inputs, settled: result };
}

/** An invoice names each party with its name, street, postal code and town (`tgAddress`). */
const complete = (party: Party | undefined) =>
  party && party.names.length > 0 && party.street && party.postalCode && party.city;

function requireFields(inputs: BillingInputs, issues: Issue[], file: string): void {
  const w = inputs.words.fields;
  const sheet = inputs.state.sheets.invoice;
  const missing: Array<[unknown, string]> = [
    [inputs.number, w.number],
    [inputs.date, w.date],
    [inputs.type, w.type],
    [inputs.start, w.start],
    [inputs.end, w.end],
    [inputs.taxNo, w.taxNo],
    [complete(inputs.contractor), w.contractor],
    [complete(inputs.owner), w.owner],
  ];
  for (const [value, field] of missing)
    if (!value)
      issues.push({ code: "billing_field_missing", severity: "error", file, params: { sheet, field } });
  const used = inputs.state.invoices.findIndex((invoice) => invoice.number === inputs.number);
  const earlier = inputs.state.invoices[used];
  if (earlier)
    issues.push({
      code: "billing_invoice_number_used",
      severity: "error",
      file,
      params: { number: earlier.number, sequence: used + 1, date: earlier.date },
    });
}

/** This invoice as the next workbook's series lists it: its own net and VAT, what it adds to those before. */
function asEarlier(inputs: BillingInputs, result: Settled): EarlierInvoice {
  const net = result.totals.net.minus(result.invoicedBefore.net);
  const vat = result.totals.vat.minus(result.invoicedBefore.vat);
  return {
    number: inputs.number ?? "",
    date: inputs.date ?? "",
    type: inputs.type ?? "deduction",
    net,
    vat,
    gross: net.plus(vat),
  };
}

function nextWorkbook(input: InputFile, options: BillingOptions, issues: Issue[]): BillingResult {
  const found = settled(input, issues);
  if (!found) return { ok: false, issues };
  const { inputs, settled: result } = found;
  requireFields(inputs, issues, input.name);
  if (inputs.type === "final account")
    issues.push({
      code: "billing_series_closed",
      severity: "error",
      file: input.name,
      params: { number: inputs.number ?? "" },
    });
  if (hasErrors(issues)) return { ok: false, issues };
  const { state, contract } = inputs;
  const before = new Map<string, Decimal>();
  for (const [item, quantity] of result.toDate) before.set(item.oz, quantity);
  const invoices = [...state.invoices, asEarlier(inputs, result)];
  const typed = new Map<string, Decimal>();
  for (const [item, quantity] of inputs.typed) typed.set(item.oz, quantity);
  const notes = new Map<string, string>();
  for (const [item, note] of inputs.notes) notes.set(item.oz, note);
  const sequence = state.sequence + 1;
  const xlsx = writeBillingWorkbook({
    lang: options.lang ?? state.lang,
    contract,
    contractBytes: state.contract,
    state: { fileName: state.fileName, sequence, before, invoices },
    typed,
    notes,
    lines: inputs.lines,
    invoice: {
      type: "deduction",
      ...(inputs.taxNo ? { taxNo: inputs.taxNo } : {}),
      ...(inputs.owner ? { owner: inputs.owner } : {}),
      ...(inputs.contractor ? { contractor: inputs.contractor } : {}),
      vatPercent: result.vatPercent,
      retentionPercent: result.retentionPercent,
      payments: inputs.payments,
    },
    now: options.now ?? new Date(),
  });
  const billedBefore = invoices.reduce((sum, invoice) => sum.plus(invoice.net), Decimal.zero);
  return {
    ok: true,
    xlsx,
    fileName: `${stem(state.fileName)}-Abrechnung-R${two(sequence)}.xlsx`,
    summary: summaryOf(contract, sequence, billedBefore),
    issues,
  };
}

/**
 * The invoice (X89) of a filled billing workbook, and the quantity determination (X31) of its measurement lines.
 * Pure and synchronous; never throws.
 */
export function invoiceFromWorkbook(xlsx: Uint8Array, options: InvoiceOptions = {}): InvoiceResult {
  const name = typeof options.fileName === "string" && options.fileName ? options.fileName : "workbook.xlsx";
  const input = checkInput({ name, bytes: xlsx }, "xlsx");
  if (isIssue(input)) return { ok: false, issues: [input] };
  const issues: Issue[] = [];
  return guarded(
    () => invoiceChecked(input, options, issues),
    (issue) => ({ ok: false, issues: [...issues, issue] }),
  );
}

function invoiceChecked(input: InputFile, options: InvoiceOptions, issues: Issue[]): InvoiceResult {
  const found = settled(input, issues);
  if (!found) return { ok: false, issues };
  const { inputs, settled: result } = found;
  requireFields(inputs, issues, input.name);
  if (hasErrors(issues)) return { ok: false, issues };
  const now = options.now ?? new Date();
  const written = writeGaebAs(invoiceDocument(inputs, result), { version: "3.3", now });
  issues.push(...written.issues);
  if (!written.ok) return { ok: false, issues };
  let x31: Uint8Array | undefined;
  if (options.quantityDetermination !== false && inputs.lines.length > 0) {
    const determination = writeQuantityDetermination({
      contract: inputs.contract,
      lines: inputs.lines,
      ...(inputs.number ? { invoiceNumber: inputs.number } : {}),
      period: {
        ...(inputs.start ? { start: inputs.start } : {}),
        ...(inputs.end ? { end: inputs.end } : {}),
      },
      now,
    });
    issues.push(...determination.issues);
    if (!("bytes" in determination)) return { ok: false, issues };
    x31 = determination.bytes;
  }
  const { totals } = result;
  return {
    ok: true,
    x89: written.value.bytes,
    ...(x31 ? { x31 } : {}),
    fileName: `${stem(inputs.state.fileName)}-R${two(inputs.state.sequence)}.X89`,
    summary: {
      invoiceNumber: inputs.number ?? "",
      invoiceType: inputs.type ?? "deduction",
      invoiceDate: inputs.date ?? "",
      itemCount: result.toDate.size,
      measurementLines: inputs.lines.length,
      net: totals.net.toString(),
      vat: totals.vat.toString(),
      gross: totals.gross.toString(),
      retention: totals.retention.toString(),
      paidBefore: totals.paid.toString(),
      amountDue: totals.due.toString(),
      currency: inputs.contract.award.currency || null,
    },
    issues,
  };
}
