// TEMPORARY: the billing API as announced for the core (packages/gaeb/src/billing), until it lands on main.
// Deleted at the merge; everything imports these types from "gaeb2xlsx" then.
import type { Issue, Locale } from "gaeb2xlsx";

export interface BillingOptions {
  lang?: Locale;
  now?: Date;
}
export interface BillingSummary {
  project: string | null;
  lvName: string | null;
  itemCount: number;
  contractTotal: string;
  currency: string | null;
  sequence: number;
  billedBefore: string;
}
export type BillingResult =
  | { ok: true; xlsx: Uint8Array; fileName: string; summary: BillingSummary; issues: Issue[] }
  | { ok: false; issues: Issue[] };
export interface InvoiceOptions {
  lang?: Locale;
  now?: Date;
  quantityDetermination?: boolean;
}
export interface InvoiceSummary {
  invoiceNumber: string;
  invoiceType: "deduction" | "part final account" | "final account";
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
