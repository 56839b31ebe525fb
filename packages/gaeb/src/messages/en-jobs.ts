import type { Issue, JobIssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count, agree, list } = wording("en");

/** The jobs' messages in English; the reader's are in `en.ts`, which adds these. */
export const enJobs: Record<JobIssueCode, (p: Params) => string> = {
  compare_too_few_offers: (p) =>
    `A price comparison needs at least two offers (X84)${p.count === undefined ? "" : `; ${count(p.count, "offer was", "offers were")} chosen`}. Choose the request for tender and two or more offers.`,
  compare_too_many_offers: (p) =>
    `A price comparison compares at most ${n(p.limit)} offers; here there are ${n(p.count)}. Compare the offers in several groups.`,
  compare_request_phase_invalid: (p) =>
    `The file chosen as the bill of quantities has phase ${p.phase} and carries no texts. Choose the request for tender (X83, or X81/X86) that the offers answer.`,
  compare_offer_phase_invalid: (p) =>
    `This file is not an offer; it has phase ${p.phase}. Offers of phase 84 (X84, D84, P84) are compared.`,
  compare_other_project: (p) =>
    `The offer belongs to another project ("${p.project}") than the bill of quantities ("${p.requestProject}"). Choose the offer for exactly this tender.`,
  compare_other_structure: (p) =>
    `The offer answers another bill of quantities: only ${n(p.matched)} of its ${n(p.items)} items ${agree(p.matched, "is", "are")} in it with the same item number and quantity. Choose the offer for exactly this tender.`,
  compare_same_bidder: (p) =>
    `This file comes from the same bidder ("${p.bidder}") as ${p.other}. Each bidder is compared once; leave one of the two offers out.`,
  compare_currency_mismatch: (p) =>
    `The offer is in ${p.currency}, the bill of quantities in ${p.expected}. Prices in different currencies cannot be compared; ask for an offer in ${p.expected}.`,
  compare_items_not_in_request: (p) =>
    `${count(p.count, "item", "items")} of the offer ${agree(p.count, "is", "are")} not in the bill of quantities and ${agree(p.count, "is", "are")} not counted in the comparison: ${list(p.items, p.more)}. Check that the bidder priced the right bill of quantities.`,
  compare_items_unpriced: (p) =>
    `The bidder left ${count(p.count, "item", "items")} unpriced or did not offer ${agree(p.count, "it", "them")}: ${list(p.items, p.more)}. ${agree(p.count, "It is", "They are")} marked red in the comparison and missing from the bidder's total.`,
  compare_markup_rate_missing: (p) =>
    `${p.bidder} states no markup rate for ${p.count === 1 ? "the markup item" : `${n(p.count)} markup items`} ${list(p.items, p.more)}. ${agree(p.count, "It is", "They are")} marked missing (red) in the comparison and ${agree(p.count, "adds", "add")} nothing to the bidder's total, so the offer is incomplete; ask the bidder for its rate.`,
  compare_declared_totals_differ: (p) =>
    `The totals the bidder states disagree with its own unit prices in ${count(p.count, "place", "places")}, first at ${p.where ? `item no. ${p.where}` : "the grand total"} (stated ${n(p.declared)}, from the unit prices ${n(p.computed)}). The comparison calculates from the unit prices; clarify the difference with the bidder.`,
  compare_alternative_unknown: (p) =>
    p.options
      ? `The bill of quantities has no alternative ${p.serial} in alternative group ${p.group}. Choose ${p.options} (0 is the base item).`
      : `The bill of quantities has no alternative group ${p.group}${p.groups ? `; its groups are ${p.groups}` : "; it has no alternative items"}. Name a group it has.`,
  offer_workbook_invalid: () =>
    "This is not a readable Excel workbook (.xlsx). Save it in Excel or LibreOffice as “Excel Workbook (.xlsx)” and try again.",
  offer_workbook_too_large: (p) =>
    `This workbook is far larger than any workbook made from a bill of quantities: ${p.reason === "entries" ? "its zip holds more than a thousand parts" : p.reason === "text" ? `${p.sheet ? `sheet “${p.sheet}”${p.cell ? `, cell ${p.cell},` : ""}` : "its table of texts"} holds a text longer than ${n(p.characters)} characters` : p.reason === "cells" ? `${p.sheet ? `sheet “${p.sheet}”` : "it"} holds more than ${n(p.cells)} cells` : `${p.sheet ? `sheet “${p.sheet}”` : "it"} unpacks to more than ${n(p.megabytes)} MB`}, ten times the largest request. It was not read. Delete the sheets and rows that do not belong to the offer, or convert the request again and type the prices into the new workbook.`,
  offer_form_missing: () =>
    "This workbook was not made by gaeb2xlsx from a request for tender: it lacks the hidden offer form. Convert the request (X83) with gaeb2xlsx, type your prices into that workbook and make the offer from it.",
  offer_form_damaged: (p) =>
    `The hidden offer form (sheet “${p.sheet}”) is damaged or was changed. Convert the request (X83) again and copy your prices into the new workbook.`,
  offer_sheet_missing: (p) =>
    `The sheet “${p.sheet}” with the bill of quantities is missing. Give the sheet with your prices this name again (or delete the other visible sheets).`,
  offer_sheet_choice: (p) =>
    `This workbook was made from ${n(p.count)} requests for tender (sheets ${String(p.sheets)
      .split("\n")
      .map((name) => `“${name}”`)
      .join(
        ", ",
      )}); each of these sheets becomes an offer of its own. Choose the sheet whose prices this X84 is to be made from.`,
  offer_columns_missing: (p) =>
    `The header row with the columns “Item no.” and “Unit price” (or “OZ” and “EP”) is missing from sheet “${p.sheet}”. Restore the column titles; columns may be inserted, but these two titles must not change.`,
  offer_price_missing: (p) =>
    `${count(p.count, "item", "items")} in sheet “${p.sheet}” ${agree(p.count, "has", "have")} no unit price: ${list(p.items, p.more)}. Type the prices, or state explicitly that items without a price are not offered.`,
  offer_breakdown_incomplete: (p) =>
    `${count(p.count, "item", "items")} in sheet “${p.sheet}” ${agree(p.count, "requires", "require")} a breakdown of the unit price but ${agree(p.count, "lacks", "lack")} a share: ${list(p.items, p.more)}. ${Number(p.columns) > 0 ? "Type every share, 0 where there is none; the unit price is their sum." : "The sheet has no columns for unit price shares: make the workbook again with the price components of Form 223 and type the shares, or hand in the breakdown separately."} An offer without a required breakdown may be excluded.`,
  offer_breakdown_mismatch: (p) =>
    `For ${count(p.count, "item", "items")} in sheet “${p.sheet}” the unit price shares do not add up to the unit price typed: ${list(p.items, p.more)}. The offer states the typed unit price without shares. Delete the unit price so that it is the sum of the shares again, or correct the shares.`,
  offer_price_invalid: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: “${p.reason === "text" || p.reason === "ambiguous" ? p.value : n(p.value)}” is ${p.reason === "negative" ? "negative; a price must be zero or more" : p.reason === "large" ? "larger than a GAEB offer holds (at most 10 digits before the decimal point)" : p.reason === "oneOf" ? "more than one of discount %, discount amount and lump sum; a section takes at most one of them" : p.reason === "ambiguous" ? "ambiguous (1234 or 1.234?); write 1234 for the whole number, or 1,234 with a decimal comma for the decimal" : "not a number"}. Correct the value.`,
  offer_price_not_item: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: a price (${p.typed === "text" ? `“${p.value}”` : n(p.value)}) stands in a row that is not an item (a section, sub-description, continued text or total). Type prices only in item rows.`,
  offer_price_rounded: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: ${n(p.value)} has more than ${p.places} decimals and was rounded to ${n(p.rounded)}.`,
  offer_rate_read_as_percent: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the markup rate was read as ${n(p.value)} %. If ${n(p.hundredfold)} % was meant, type ${n(p.hundredfold)} without the percent sign: typed as “${n(p.hundredfold)} %”, the spreadsheet stores ${n(p.value)} in this cell too.`,
  offer_item_duplicate: (p) =>
    `The item appears more than once in sheet “${p.sheet}” (cells ${p.cells}). Delete the copied rows so that each item number occurs exactly once.`,
  offer_quantity_changed: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the quantity was changed to ${n(p.value)}; the request states ${p.expected ? n(p.expected) : "no quantity"}. Quantities are the owner's (except for items whose quantity is left to the bidder); restore the original value.`,
  offer_total_overwritten: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the amount in column “${p.column}” was overwritten with ${n(p.value)}; a formula computed it from the prices there. The offer takes only unit prices, rates and discounts, so your workbook showed a different total than the offer. Enter the price as a unit price and restore the formula (copy it from a row of the same kind).`,
  offer_numbering_unsupported: (p) =>
    `The request numbers its items in a way a GAEB DA XML offer cannot reproduce: item ${p.oz} would reach the recipient as ${p.written}. No offer was written; ask the owner for the request as GAEB DA XML (X83).`,
  offer_bidder_missing: (p) =>
    p.cell
      ? `The offer lacks the bidder's name. Type your company name in sheet “${p.sheet}”, cell ${p.cell}, beside “${p.label}” above the table, or give it when making the offer.`
      : `The offer lacks the bidder's name, and sheet “${p.sheet}” no longer has a “${p.label}” field above the table. Give the name when making the offer.`,
};
