import type { Issue, IssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;
type BillingCode = Extract<IssueCode, `billing_${string}` | `x31_${string}`>;
const { n } = wording("en");

const PHASE_WORDS: Record<string, string> = {
  "81": "a bill of quantities (X81)",
  "83": "a request for tender (X83)",
  "84": "an offer (X84); without its request it lacks texts and structure, and only the contract fixes quantities and prices",
  "85": "an alternative offer (X85)",
  "87": "a change order (X87)",
  "89": "an invoice (X89)",
};

/** English words of the billing job's issues. */
export const enBilling: Record<BillingCode, (p: Params) => string> = {
  billing_contract_phase: (p) =>
    `Billing starts from a contract (X86, D86 or P86); this file is ${PHASE_WORDS[String(p.phase)] ?? `phase ${p.phase}`}. Choose the contract bill of quantities you received with the award.`,
  billing_workbook_invalid: () =>
    "This is not a readable Excel workbook (.xlsx). Save the billing workbook in Excel or LibreOffice as “Excel Workbook (.xlsx)” and try again.",
  billing_state_missing: () =>
    "This workbook is no gaeb2xlsx billing workbook: it lacks the hidden sheet holding the contract. Make the billing workbook from the contract (X86) and fill in the quantities there.",
  billing_state_damaged: (p) =>
    `The hidden sheet “${p.sheet}” holding the contract is damaged or was changed. Make the billing workbook again from the contract or from the last invoice's workbook and copy your entries over.`,
  billing_sheet_missing: (p) =>
    `The workbook lacks the sheet “${p.sheet}”. Give the sheet its name back or make the billing workbook again.`,
  billing_number_invalid: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell} (“${p.field}”): “${p.value}” is not a number that can be read (or has more than three decimals). Type a number such as 12.5.`,
  billing_item_unknown: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the contract has no item “${p.oz}”. Type the item number as the sheet “Billing” shows it; work outside the contract is billed after a change order.`,
  billing_item_not_billable: (p) =>
    `Item ${p.oz} is ${p.reason === "alternative" ? "an alternative the contract did not award" : "marked as not applicable"} in the contract, but the quantity ${n(p.quantity)} was entered for it. Delete the quantity; if the work was ordered, bill it after a change order.`,
  billing_line_without_item: (p) =>
    `Sheet “${p.sheet}”, row ${p.row}: the measurement line lacks the item number. Type it in column A.`,
  billing_line_empty: (p) =>
    `Sheet “${p.sheet}”, row ${p.row} (item ${p.oz}): the measurement line gives neither dimensions nor a value. Type count, length, width, height or a value, or delete the row.`,
  billing_line_twice: (p) =>
    `Sheet “${p.sheet}”, row ${p.row} (item ${p.oz}): the line gives dimensions and a value. Type either the dimensions or the value.`,
  billing_lines_beyond: (p) =>
    `Sheet “${p.sheet}”, row ${p.row}: the measurement line lacks the formula in the column “Result”, without which the workbook does not count it. Copy the formula down from the row above.`,
  billing_quantity_twice: (p) =>
    `Item ${p.oz}: the quantity is in the workbook both as measurement lines (sum ${n(p.measured)}) and typed (${n(p.typed)}). Delete one of them.`,
  billing_quantity_negative: (p) =>
    p.reason === "belowBefore"
      ? `Item ${p.oz}: the quantity to date (${n(p.quantity)}) is below the quantity billed before (${n(p.before)}). Give the reason (a correction, say) in the column “Reason”, or correct the quantity.`
      : `Item ${p.oz}: the quantity to date is negative (${n(p.quantity)}). Give the reason in the column “Reason”, or correct the quantity.`,
  billing_field_missing: (p) =>
    `Sheet “${p.sheet}”: the field “${p.field}” is empty or incomplete; an invoice (X89) needs it (a party with name, street, postal code and town on one line: “Musterbau GmbH, Baustraße 1, 12345 Musterstadt”). Fill it in.`,
  billing_field_invalid: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: “${p.value}” does not fit the field “${p.field}” (a date such as 31.10.2026 or 2026-10-31, an invoice type from the list, or a percentage from 0 to 100). Correct the value.`,
  billing_payment_invalid: (p) =>
    `Sheet “${p.sheet}”, row ${p.row}: a payment needs the invoice number, the payment date and the gross amount. Complete or delete the row.`,
  billing_invoice_number_used: (p) =>
    `The invoice number “${p.number}” already belongs to invoice ${n(p.sequence)} of this series (of ${p.date}). Give a new number.`,
  billing_series_closed: (p) =>
    `The last invoice of this workbook (${p.number}) is a final invoice; no invoice follows it. If work is still open, issue a partial final invoice instead of the final one.`,
  billing_overrun: (p) =>
    `Item ${p.oz}: the quantity to date (${n(p.quantity)}) exceeds 110 % of the contract quantity (${n(p.contract)}). For the excess over 110 % a new price may be claimed under VOB/B § 2 (3); the invoice uses the contract price.`,
  billing_figures_stale: (p) =>
    `The workbook shows ${n(p.shown)} as the net total to date; computed from your entries it is ${n(p.computed)}. The invoice takes ${n(p.computed)}. Let the workbook recalculate (in LibreOffice Ctrl+Shift+F9) so that it shows the same.`,
  x31_item_unknown: (p) =>
    `Row ${n(p.row)} of the measurement sheet names item ${p.oz}, which is not an item of the contract's bill of quantities. Correct the item number; no quantity determination (X31) was written.`,
  x31_line_figures_invalid: (p) =>
    `Row ${n(p.row)} of the measurement sheet gives ${p.reason === "both" ? "a value as well as a count or dimensions" : "neither a count nor dimensions nor a value"}. Enter either a count and dimensions or a value; no quantity determination (X31) was written.`,
  x31_result_mismatch: (p) =>
    `Row ${n(p.row)} of the measurement sheet states the result ${n(p.value)}, but its count and dimensions give ${n(p.computed)} rounded to 3 decimals. Have the workbook recalculated or correct the row; no quantity determination (X31) was written.`,
  x31_number_too_long: (p) =>
    `The figure ${n(p.value)} in row ${n(p.row)} of the measurement sheet is longer than the ${n(p.limit)} characters a line of an REB 23.003 calculation holds. Check the figure; no quantity determination (X31) was written.`,
  x31_expression_too_long: (p) =>
    `The calculation of row ${n(p.row)} of the measurement sheet would need ${n(p.lines)} lines; REB 23.003 allows at most ${n(p.limit)}. Split the measurement into several rows; no quantity determination (X31) was written.`,
  x31_addresses_exhausted: (p) =>
    `From row ${n(p.row)} of the measurement sheet on, the quantity determination runs out of addresses (REB 23.003 counts at most ${n(p.limit)} sheets of 26 lines). Spread the measurements over several invoices; no quantity determination (X31) was written.`,
  x31_text_clipped: (p) =>
    `The place and description in row ${n(p.row)} of the measurement sheet are longer than the ${n(p.limit)} characters of text lines the quantity determination (X31) gives a measurement; the rest is missing there. Shorten the text if it is to be passed on in full.`,
};
