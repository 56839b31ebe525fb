import { readGaeb } from "../convert.js";
import { Decimal } from "../decimal.js";
import { allItems } from "../entries-walk.js";
import { partyOfLine } from "../import/party.js";
import type { Issue } from "../issues.js";
import type { GaebDocument, Item, Party } from "../model.js";
import { keyValueRows } from "../workbook/forms.js";
import { cellNumber, cellRate } from "../workbook/typed-number.js";
import type { ReadCell, ReadSheet, XlsxBook } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { BILLING_COLUMN, BILLING_HEADER_ROW } from "./billing-sheet.js";
import { MAX_MEASURE_LINES, MEASURE_HEADER_ROW } from "./measure-sheet.js";
import type { MeasurementLine } from "./measurement.js";
import { BILLING_MARKER, type BillingState, readState } from "./state.js";
import { BILLING_WORDS, type BillingWords, type InvoiceType, invoiceTypeOf } from "./words.js";

/** What a filled billing workbook says, cell by cell, before anything is computed from it. */
export interface BillingInputs {
  state: BillingState;
  contract: GaebDocument;
  words: BillingWords;
  /** Quantities to date typed in the billing sheet, by item. */
  typed: Map<Item, Decimal>;
  notes: Map<Item, string>;
  lines: MeasurementLine[];
  number?: string;
  date?: string;
  type?: InvoiceType;
  start?: string;
  end?: string;
  taxNo?: string;
  /** The parties as typed on their lines: the contract's, changed or completed. */
  owner?: Party;
  contractor?: Party;
  vatPercent?: Decimal;
  retentionPercent?: Decimal;
  payments: Array<{ invoice: string; date: string; gross: Decimal; vat: Decimal }>;
  /** The net total to date the workbook last computed (absent where it was never calculated). */
  shownNet?: Decimal;
}

const isMarker = (row: number, column: number, cell: { kind: string; value: string }) =>
  row === 1 && column === 0 && cell.kind === "text" && cell.value === BILLING_MARKER;

/** Rates (VAT, retention) are percentages from 0 to 100. */
const HUNDRED = Decimal.fromInteger(100);

type Fail = (code: Issue["code"], params?: Issue["params"]) => undefined;

function cellText(cell: ReadCell | undefined): string {
  return cell && (cell.kind === "text" || cell.kind === "number") ? cell.value.trim() : "";
}

/** A date as typed: a date cell, "31.10.2026", "31.10.26" or "2026-10-31"; undefined for anything else. */
export function cellDate(cell: ReadCell | undefined): string | undefined {
  if (!cell) return undefined;
  const pad = (value: number) => String(value).padStart(2, "0");
  if (cell.kind === "number") {
    const serial = Number(cell.value);
    if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return undefined;
    const day = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
    return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  }
  const value = cellText(cell);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : german
      ? [Number(german[3]) + (german[3]?.length === 2 ? 2000 : 0), Number(german[2]), Number(german[1])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The hidden sheet's state and the contract in it; undefined (with the issue) when it is missing or damaged. */
function stateOf(book: XlsxBook, fail: Fail): { state: BillingState; contract: GaebDocument } | undefined {
  for (const info of book.sheets) {
    const sheet = book.read(info, isMarker);
    const first = sheet?.rows.get(1)?.get(0);
    if (!sheet || !first || !isMarker(1, 0, first)) continue;
    const state = readState(keyValueRows(sheet));
    const read = state && readGaeb({ name: state.fileName, bytes: state.contract });
    if (!state || !read?.ok) return fail("billing_state_damaged", { sheet: info.name });
    return { state, contract: read.value };
  }
  return fail("billing_state_missing");
}

function sheetNamed(book: XlsxBook, name: string, fail: Fail): ReadSheet | undefined {
  const info = book.sheets.find((sheet) => sheet.name === name);
  const sheet = info && book.read(info, undefined, MAX_MEASURE_LINES + MEASURE_HEADER_ROW);
  return sheet ?? fail("billing_sheet_missing", { sheet: name });
}

/** Reads a billing workbook's inputs; undefined where it is no billing workbook or a sheet of it is missing. */
export function readBillingWorkbook(
  book: XlsxBook,
  issues: Issue[],
  file: string,
): BillingInputs | undefined {
  const fail: Fail = (code, params) => {
    issues.push({ code, severity: "error", file, ...(params ? { params } : {}) });
    return undefined;
  };
  const found = stateOf(book, fail);
  if (!found) return undefined;
  const { state, contract } = found;
  const words = BILLING_WORDS[state.lang];
  const billing = sheetNamed(book, state.sheets.billing, fail);
  const measurement = billing && sheetNamed(book, state.sheets.measurement, fail);
  const invoice = measurement && sheetNamed(book, state.sheets.invoice, fail);
  if (!billing || !measurement || !invoice) return undefined;
  const numberAt = (sheet: ReadSheet, row: number, column: number, field: string): Decimal | undefined => {
    const typed = cellNumber(sheet.rows.get(row)?.get(column));
    if (!typed) return undefined;
    if (typed.ok) return typed.value;
    fail("billing_number_invalid", {
      sheet: sheet.name,
      cell: `${columnName(column)}${row}`,
      value: cellText(sheet.rows.get(row)?.get(column)),
      field,
    });
    return undefined;
  };
  const items = new Map<string, Item>();
  for (const item of allItems(contract.boq?.body ?? [])) if (!items.has(item.oz)) items.set(item.oz, item);
  const inputs: BillingInputs = {
    state,
    contract,
    words,
    typed: new Map(),
    notes: new Map(),
    lines: [],
    payments: [],
  };
  const column = (letter: string) => letter.charCodeAt(0) - 65;
  for (const [row, cells] of billing.rows) {
    if (row <= BILLING_HEADER_ROW) continue;
    const oz = cellText(cells.get(0));
    const item = items.get(oz);
    if (!item) {
      if (
        cells.get(column(BILLING_COLUMN.typed))?.formula === false &&
        cellText(cells.get(column(BILLING_COLUMN.typed)))
      )
        fail("billing_item_unknown", { sheet: billing.name, cell: `${BILLING_COLUMN.typed}${row}`, oz });
      if (cellText(cells.get(1)) === words.netTotal) {
        const shown = cellNumber(cells.get(column(BILLING_COLUMN.amountToDate)));
        if (shown?.ok) inputs.shownNet = shown.value;
      }
      continue;
    }
    const typed = numberAt(billing, row, column(BILLING_COLUMN.typed), words.columns.typed);
    // A GAEB quantity has three decimals: more are refused, never rounded behind the user's back.
    if (typed && typed.significantScale() > 3)
      fail("billing_number_invalid", {
        sheet: billing.name,
        cell: `${BILLING_COLUMN.typed}${row}`,
        value: typed.toString(),
        field: words.columns.typed,
      });
    else if (typed) inputs.typed.set(item, typed);
    const note = cellText(cells.get(column(BILLING_COLUMN.note)));
    if (note) inputs.notes.set(item, note);
  }
  // The last net total row wins: after a contract discount it is the row below the plain sum.
  for (const [row, cells] of [...measurement.rows].sort(([a], [b]) => a - b)) {
    if (row <= MEASURE_HEADER_ROW) continue;
    const text = (index: number) => cellText(cells.get(index));
    const oz = text(0);
    const values = [3, 4, 5, 6, 7].map((index) =>
      numberAt(measurement, row, index, words.measureColumns.count),
    );
    const given = [3, 4, 5, 6, 7].some((index) => text(index) !== "");
    if (!oz && !given && !text(1) && !text(2)) continue;
    if (!oz) {
      fail("billing_line_without_item", { sheet: measurement.name, row });
      continue;
    }
    // A line the workbook's result formula does not reach is one its sums leave out: the figures would differ.
    if (cells.get(8)?.formula !== true) {
      fail("billing_lines_beyond", { sheet: measurement.name, row });
      continue;
    }
    if (!items.has(oz)) {
      fail("billing_item_unknown", { sheet: measurement.name, cell: `A${row}`, oz });
      continue;
    }
    const [count, length, width, height, value] = values;
    if (!given) {
      fail("billing_line_empty", { sheet: measurement.name, row, oz });
      continue;
    }
    if (value && (count || length || width || height)) {
      fail("billing_line_twice", { sheet: measurement.name, row, oz });
      continue;
    }
    let product: Decimal | undefined = value;
    if (!product)
      for (const factor of [count, length, width, height])
        if (factor) product = product ? product.times(factor) : factor;
    if (!product) continue;
    inputs.lines.push({
      oz,
      ...(text(1) ? { location: text(1) } : {}),
      ...(text(2) ? { description: text(2) } : {}),
      ...(count ? { count } : {}),
      ...(length ? { length } : {}),
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
      ...(value ? { value } : {}),
      result: product.round(3),
      sheetRow: row,
    });
  }
  readInvoiceSheet(invoice, words, inputs, issues, file);
  return inputs;
}

function readInvoiceSheet(
  sheet: ReadSheet,
  words: BillingWords,
  inputs: BillingInputs,
  issues: Issue[],
  file: string,
) {
  const w = words.fields;
  const byLabel = new Map<string, { row: number; cell: ReadCell | undefined }>();
  let paymentsHeader: number | undefined;
  for (const [row, cells] of sheet.rows) {
    const label = cellText(cells.get(0));
    if (label && !byLabel.has(label)) byLabel.set(label, { row, cell: cells.get(1) });
    if (label === words.payments.invoice) paymentsHeader = row;
  }
  const textOf = (label: string) => cellText(byLabel.get(label)?.cell) || undefined;
  const invalid = (label: string) => {
    const found = byLabel.get(label);
    issues.push({
      code: "billing_field_invalid",
      severity: "error",
      file,
      params: { sheet: sheet.name, cell: `B${found?.row ?? 0}`, field: label, value: cellText(found?.cell) },
    });
  };
  const number = textOf(w.number);
  if (number) inputs.number = number;
  for (const [label, key] of [
    [w.date, "date"],
    [w.start, "start"],
    [w.end, "end"],
  ] as const) {
    const cell = byLabel.get(label)?.cell;
    if (!cellText(cell)) continue;
    const date = cellDate(cell);
    if (date) inputs[key] = date;
    else invalid(label);
  }
  const type = textOf(w.type);
  if (type) {
    const known = invoiceTypeOf(type);
    if (known) inputs.type = known;
    else invalid(w.type);
  }
  const taxNo = textOf(w.taxNo);
  if (taxNo) inputs.taxNo = taxNo;
  const owner = textOf(w.owner);
  if (owner) inputs.owner = partyOfLine(owner, inputs.contract.award.owner);
  const contractor = textOf(w.contractor);
  if (contractor) inputs.contractor = partyOfLine(contractor, inputs.contract.award.contractor);
  for (const [label, key] of [
    [w.vat, "vatPercent"],
    [w.retention, "retentionPercent"],
  ] as const) {
    const rate = cellRate(byLabel.get(label)?.cell);
    if (!rate) continue;
    if (rate.ok && rate.value.units >= 0n && rate.value.compare(HUNDRED) <= 0) inputs[key] = rate.value;
    else invalid(label);
  }
  if (paymentsHeader === undefined) return;
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row <= paymentsHeader) continue;
    const [invoice, date, gross, vat] = [0, 1, 2, 3].map((index) => cells.get(index));
    if (!cellText(invoice) && !cellText(date) && !cellText(gross) && !cellText(vat)) continue;
    const grossValue = cellNumber(gross);
    const vatValue = cellNumber(vat);
    const day = cellDate(date);
    if (!cellText(invoice) || !day || !grossValue?.ok || (vatValue && !vatValue.ok)) {
      issues.push({
        code: "billing_payment_invalid",
        severity: "error",
        file,
        params: { sheet: sheet.name, row },
      });
      continue;
    }
    inputs.payments.push({
      invoice: cellText(invoice),
      date: day,
      gross: grossValue.value,
      vat: vatValue?.ok ? vatValue.value : Decimal.zero,
    });
  }
}
