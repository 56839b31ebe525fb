import { billingWorkbook, invoiceFromWorkbook } from "../billing/index.js";
import { BILLING_WORDS } from "../billing/words.js";
import type { Locale } from "../issues.js";
import { localNumber } from "../messages/numbers.js";
import { langOption, parseOptions, UsageError } from "./args.js";
import { type Io, loadInput, reportIssues, type WriteAtomically } from "./run-support.js";

export const BILL_USAGE = `Usage: gaeb2xlsx bill CONTRACT.X86|LAST.xlsx [-o BILLING.xlsx] [--lang de|en]

Makes the billing workbook of a contract (X86, D86 or P86): per item the contract quantity and unit price,
the quantity to date (typed, or summed from the sheet "Aufmaß"), what was billed before and this invoice's
quantity and amount, with the invoice's title block. Given the workbook of the last invoice instead, makes
the next invoice's workbook: everything billed so far becomes the quantity billed before.

  -o, --output FILE   where to write the workbook (default: the contract's name with -Abrechnung-R01.xlsx)
      --lang de|en    language of the workbook and of messages (default: de)`;

export const INVOICE_USAGE = `Usage: gaeb2xlsx invoice BILLING.xlsx [-o INVOICE.X89] [--qty-determination FILE.X31] [--lang de|en]

Makes the invoice (GAEB DA XML 3.3, X89) from a filled billing workbook, and prints what it comes to.

  -o, --output FILE             where to write the X89 (default: the contract's name with -R01.X89)
      --qty-determination FILE  also write the quantity determination (X31) of the measurement lines
      --lang de|en              language of messages (default: de)`;

export interface BillCliOptions {
  input: string;
  output?: string;
  lang: Locale;
}

export interface InvoiceCliOptions extends BillCliOptions {
  quantityDetermination?: string;
}

export function parseBillArgs(argv: readonly string[]): BillCliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    lang: { type: "string" },
  });
  if (positionals.length !== 1)
    throw new UsageError("bill takes exactly one contract (X86) or billing workbook");
  return {
    input: positionals[0] as string,
    ...(values.output ? { output: values.output } : {}),
    lang: langOption(values.lang),
  };
}

export function parseInvoiceArgs(argv: readonly string[]): InvoiceCliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    "qty-determination": { type: "string" },
    lang: { type: "string" },
  });
  if (positionals.length !== 1) throw new UsageError("invoice takes exactly one billing workbook (.xlsx)");
  return {
    input: positionals[0] as string,
    ...(values.output ? { output: values.output } : {}),
    ...(values["qty-determination"] ? { quantityDetermination: values["qty-determination"] } : {}),
    lang: langOption(values.lang),
  };
}

const TEXT = {
  de: {
    workbook: (path: string, sequence: number) =>
      `${path} geschrieben (Abrechnungsmappe der ${sequence}. Rechnung).`,
    invoice: (path: string) => `${path} geschrieben.`,
  },
  en: {
    workbook: (path: string, sequence: number) => `Wrote ${path} (billing workbook of invoice ${sequence}).`,
    invoice: (path: string) => `Wrote ${path}.`,
  },
} as const;

/** `gaeb2xlsx bill`: exit 0 with the workbook written, 1 with the reasons on stderr. */
export async function runBill(options: BillCliOptions, io: Io, write: WriteAtomically): Promise<number> {
  const input = await loadInput(options.input, options.lang);
  const result = billingWorkbook(input, { lang: options.lang });
  reportIssues(result.issues, options.lang, io);
  if (!result.ok) return 1;
  const output = options.output ?? result.fileName;
  await write(output, result.xlsx, options.lang);
  io.stderr.write(`${TEXT[options.lang].workbook(output, result.summary.sequence)}\n`);
  return 0;
}

/** `gaeb2xlsx invoice`: exit 0 with the X89 (and the X31) written and the figures on stdout, 1 with the reasons. */
export async function runInvoice(
  options: InvoiceCliOptions,
  io: Io,
  write: WriteAtomically,
): Promise<number> {
  const input = await loadInput(options.input, options.lang);
  const result = invoiceFromWorkbook(input.bytes, {
    fileName: input.name,
    lang: options.lang,
    quantityDetermination: options.quantityDetermination !== undefined,
  });
  reportIssues(result.issues, options.lang, io);
  if (!result.ok) return 1;
  const output = options.output ?? result.fileName;
  await write(output, result.x89, options.lang);
  io.stderr.write(`${TEXT[options.lang].invoice(output)}\n`);
  if (options.quantityDetermination && result.x31) {
    await write(options.quantityDetermination, result.x31, options.lang);
    io.stderr.write(`${TEXT[options.lang].invoice(options.quantityDetermination)}\n`);
  }
  const { summary } = result;
  const f = BILLING_WORDS[options.lang].fields;
  const money = (value: string) =>
    `${localNumber(value, options.lang)}${summary.currency ? ` ${summary.currency}` : ""}`;
  io.stdout.write(
    `${[
      `${f.number}: ${summary.invoiceNumber}`,
      `${f.netToDate}: ${money(summary.net)}`,
      `${f.vatToDate}: ${money(summary.vat)}`,
      `${f.grossToDate}: ${money(summary.gross)}`,
      `${f.retentionAmount}: ${money(summary.retention)}`,
      `${f.paidBefore}: ${money(summary.paidBefore)}`,
      `${f.amountDue}: ${money(summary.amountDue)}`,
    ].join("\n")}\n`,
  );
  return 0;
}
