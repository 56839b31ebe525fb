import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import { packedPieces, unpackPieces } from "../xlsx/form-sheet.js";
import { STYLE } from "../xlsx/styles.js";
import type { Row, Sheet } from "../xlsx/workbook.js";
import { type InvoiceType, invoiceTypeOf } from "./words.js";

/** The first cell of the hidden sheet: how a billing workbook is recognised, whatever its sheets are called. */
export const BILLING_MARKER = "gaeb2xlsx billing v1";

const NOTE: Record<Locale, string> = {
  de: "Abrechnung: der Auftrag, aus dem diese Arbeitsmappe entstand (gepackt), und die bisherigen Rechnungen, damit aus ihr Rechnung (X89) und Aufmaß (X31) werden können. Bitte nicht ändern.",
  en: "Billing: the contract this workbook was made from (compressed) and the invoices so far, so that it can become an invoice (X89) and a quantity determination (X31). Please do not change.",
};

/** An invoice of the series, as the next workbook carries it. */
export interface EarlierInvoice {
  number: string;
  date: string;
  type: InvoiceType;
  net: Decimal;
  vat: Decimal;
  gross: Decimal;
}

/** What the hidden sheet holds: the contract and the series so far. */
export interface BillingState {
  lang: Locale;
  /** The contract's file name. */
  fileName: string;
  contract: Uint8Array;
  /** 1 for the first invoice of the contract. */
  sequence: number;
  /** The visible sheets' names, as written. */
  sheets: { billing: string; measurement: string; invoice: string };
  /** The quantity billed up to the last invoice, by OZ. */
  before: Map<string, Decimal>;
  invoices: EarlierInvoice[];
}

const cell = (value: string) => ({ value: { type: "text" as const, text: value }, style: STYLE.default });

/** The very hidden sheet of a billing workbook: key/value rows, the contract in base64 pieces. */
export function stateSheet(name: string, state: Omit<BillingState, "contract">, contract: Uint8Array): Sheet {
  const { pieces, size } = packedPieces([contract]);
  const rows: Row[] = [
    { cells: [cell(BILLING_MARKER), cell(NOTE[state.lang])] },
    { cells: [cell("lang"), cell(state.lang)] },
    { cells: [cell("file"), cell(state.fileName)] },
    { cells: [cell("size"), cell(String(size))] },
    { cells: [cell("sequence"), cell(String(state.sequence))] },
    { cells: [cell("sheets"), cell(JSON.stringify(state.sheets))] },
  ];
  for (const [oz, quantity] of state.before)
    rows.push({ cells: [cell("before"), cell(`${oz}\t${quantity.toString()}`)] });
  for (const invoice of state.invoices)
    rows.push({
      cells: [
        cell("invoice"),
        cell(
          JSON.stringify({
            ...invoice,
            net: invoice.net.toString(),
            vat: invoice.vat.toString(),
            gross: invoice.gross.toString(),
          }),
        ),
      ],
    });
  for (const piece of pieces) rows.push({ cells: [cell("contract"), cell(piece)] });
  return { name, columnWidths: [20, 80], rows, headerRow: 1, state: "veryHidden" };
}

function sheetNames(text: string | undefined): BillingState["sheets"] | undefined {
  try {
    const parsed: unknown = JSON.parse(text ?? "");
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { billing, measurement, invoice } = parsed as Record<string, unknown>;
    if (typeof billing !== "string" || typeof measurement !== "string" || typeof invoice !== "string")
      return undefined;
    return { billing, measurement, invoice };
  } catch {
    return undefined;
  }
}

function earlierInvoice(text: string): EarlierInvoice | undefined {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const type = typeof parsed.type === "string" ? invoiceTypeOf(parsed.type) : undefined;
    const [net, vat, gross] = [parsed.net, parsed.vat, parsed.gross].map((value) =>
      typeof value === "string" ? Decimal.parse(value) : undefined,
    );
    if (
      typeof parsed.number !== "string" ||
      typeof parsed.date !== "string" ||
      !type ||
      !net ||
      !vat ||
      !gross
    )
      return undefined;
    return { number: parsed.number, date: parsed.date, type, net, vat, gross };
  } catch {
    return undefined;
  }
}

/** Reads the state back from the hidden sheet's key/value rows; undefined when anything in them is damaged. */
export function readState(rows: ReadonlyArray<readonly [string, string]>): BillingState | undefined {
  const value = (key: string) => rows.find(([k]) => k === key)?.[1];
  const values = (key: string) => rows.filter(([k]) => k === key).map(([, v]) => v);
  const sheets = sheetNames(value("sheets"));
  const sequence = Number(value("sequence"));
  const contract = unpackPieces(values("contract"), Number(value("size")));
  if (!sheets || !contract || !Number.isSafeInteger(sequence) || sequence < 1) return undefined;
  const before = new Map<string, Decimal>();
  for (const line of values("before")) {
    const [oz = "", quantity = ""] = line.split("\t");
    const parsed = Decimal.parse(quantity);
    if (!parsed) return undefined;
    before.set(oz, parsed);
  }
  const invoices: EarlierInvoice[] = [];
  for (const text of values("invoice")) {
    const invoice = earlierInvoice(text);
    if (!invoice) return undefined;
    invoices.push(invoice);
  }
  return {
    lang: value("lang") === "en" ? "en" : "de",
    fileName: value("file") ?? "",
    contract,
    sequence,
    sheets,
    before,
    invoices,
  };
}
