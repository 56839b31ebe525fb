import {
  type BillingOptions,
  type BillingResult,
  billingWorkbook,
  formatIssue,
  type InputFile,
  type InvoiceOptions,
  type InvoiceResult,
  type Issue,
  invoiceFromWorkbook,
} from "gaeb2xlsx";
import { serveJob } from "./serve";

/** The name `invoiceFromWorkbook` gives the bytes it is handed, in the `file` of its issues. */
const CORE_WORKBOOK_NAME = "workbook.xlsx";

/**
 * One job of the billing page: the contract (or the last invoice's workbook) made into the billing workbook, or a
 * filled billing workbook made into the invoice.
 */
export type BillingJob =
  | { kind: "workbook"; file: InputFile; options: BillingOptions }
  | { kind: "invoice"; workbook: InputFile; options: InvoiceOptions };

/** The core's answer and its messages worded here, so that the page never has to load the message catalogue. */
export type BillingJobOutput =
  | { kind: "workbook"; result: BillingResult; messages: string[] }
  | { kind: "invoice"; result: InvoiceResult; messages: string[] };

// Contract, quantities and prices are read and the files written here, on the user's computer: nothing is uploaded.
serveJob<BillingJob, BillingJobOutput>(
  (job) => {
    const lang = job.options.lang ?? "de";
    if (job.kind === "workbook") {
      const result = billingWorkbook(job.file, job.options);
      return { kind: "workbook", result, messages: result.issues.map((issue) => formatIssue(issue, lang)) };
    }
    const result = invoiceFromWorkbook(job.workbook.bytes, job.options);
    // The core reads bare bytes and names them "workbook.xlsx" in its messages: the user knows the file by its own name.
    const named = (issue: Issue) =>
      issue.file === CORE_WORKBOOK_NAME ? { ...issue, file: job.workbook.name } : issue;
    return {
      kind: "invoice",
      result,
      messages: result.issues.map((issue) => formatIssue(named(issue), lang)),
    };
  },
  (output) => {
    const { result } = output;
    if (!result.ok) return [];
    if ("xlsx" in result) return [result.xlsx.buffer as ArrayBuffer];
    return [result.x89.buffer as ArrayBuffer, ...(result.x31 ? [result.x31.buffer as ArrayBuffer] : [])];
  },
);
