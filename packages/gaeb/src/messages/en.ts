import type { Issue, IssueCode } from "../issues.js";
import { enBilling } from "./en-billing.js";
import { enImport } from "./en-import.js";
import { enJobs } from "./en-jobs.js";
import { enWriter } from "./en-writer.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

/** Figures in English form ("12,346.5"), counted nouns and the verbs that agree with them. */
const { n, count, agree } = wording("en");

const XML_REASONS: Record<string, string> = {
  close_tag_mismatch: "a closing tag does not match the element that is open",
  unclosed_tag: "an element is never closed (the file ends too early)",
  content_after_root: "there is content after the end of the document",
  bad_character: "it contains a character that XML does not allow",
  unknown_entity: "it uses an unknown entity (&…;)",
  no_root: "it has no root element",
};

const GAEB2000_REASONS_EN: Record<string, string> = {
  end_mismatch: "a block is closed with #end[…] that does not match the block that is open",
  block_unclosed: "a block is never closed with #end[…] (the file ends too early)",
  value_unterminated: "a field has no closing [end]",
  too_deep: "blocks are nested far deeper than in any GAEB file",
  no_gaeb: "it has no #begin[GAEB] block",
};

const GAEB90_REASONS_EN: Record<string, string> = {
  too_long: "it is longer than 80 characters",
  header_missing: "the file does not start with a header record (00)",
  oz_invalid: "its item number does not fit the item number mask of record 00",
  number_invalid: "a number field holds something that is not a number",
  binary: "it contains control characters, so this is no GAEB 90 text",
};

const TAKEOFF_REASONS_EN: Record<string, string> = {
  empty: "it holds no expression",
  syntax: "it holds something other than numbers, + - * / and brackets, or they do not form a calculation",
  division_by_zero: "it divides by zero",
  too_long: "it is longer than 1000 characters",
  too_deep: "its brackets nest deeper than 20 levels",
  factor: "the factor (columns 24 to 29) is not a number",
};

export const en: Record<IssueCode, (p: Params) => string> = {
  ...enJobs,
  ...enWriter,
  ...enImport,
  ...enBilling,
  file_empty: () => "The file is empty. Choose the GAEB file again; the upload or export may have failed.",
  not_xml: () =>
    "This is not a GAEB file: it is neither GAEB DA XML nor GAEB 2000 nor GAEB 90 text. Choose a GAEB file (.x83, .p83, .d83, .x86 …).",
  xml_malformed: (p) =>
    `The XML is broken: ${XML_REASONS[String(p.reason)] ?? p.detail}. The file is probably truncated or was edited by hand; ask the sender for a fresh export.`,
  xml_doctype_forbidden: () =>
    "The file contains a DOCTYPE declaration, which GAEB files never need and which is refused for security reasons. Remove the <!DOCTYPE …> line or export the file again.",
  xml_too_deep: (p) =>
    `Elements are nested more than ${n(p.limit)} levels deep, far beyond any GAEB file. The file is damaged or not a bill of quantities.`,
  encoding_unsupported: (p) =>
    `The file declares the character encoding "${p.encoding}", which is not supported. Save it as UTF-8 or ISO-8859-1.`,
  encoding_invalid: (p) =>
    `The file is not valid ${p.encoding} text: it contains bytes that are no characters in that encoding. The file is damaged; ask the sender for a fresh export.`,
  encoding_fallback: (p) =>
    `The file declares ${p.declared} but contains bytes that are not valid ${p.declared}; it was read as ${p.used}. Check special characters such as umlauts.`,
  not_gaeb: (p) =>
    `This XML file is not a GAEB file: its root element is <${p.root}>, while GAEB DA XML files start with <GAEB>.`,
  element_not_read: (p) =>
    `<${p.element}> in <${p.parent}> is not part of the bill of quantities as this program reads it (GAEB DA XML 3.3 has no such part there, or one this program does not read yet, such as lot groups); it is not shown and not written back${Number(p.count) > 1 ? ` (${p.count} places)` : ""}.`,
  gaeb_structure_invalid: () =>
    "The file starts with <GAEB> but has no <Award>, <Invoice> or <QtyDeterm> section, so it does not follow the GAEB DA XML structure. Export it again from a GAEB-certified program.",
  phase_unknown: (p) =>
    `The exchange phase (<DP>) "${p.value}" is not one we know (31, 80–87, 89, 89B). Check that this is a GAEB DA XML bill of quantities or quantity determination.`,
  phase_from_extension: (p) =>
    `The file has no exchange phase (<DP>); phase ${p.phase} was taken from the file extension.`,
  phase_mismatch: (p) =>
    `The file extension says phase ${p.extension}, but the file declares phase ${p.phase}; the declared phase ${p.phase} is used.`,
  version_unknown: (p) =>
    `GAEB DA XML version "${p.version}" is unknown; the file was read like version 3.3.`,
  boq_missing: () =>
    "The file contains no bill of quantities (<BoQ>); only the project information was converted.",
  number_invalid: (p) =>
    `<${p.element}> contains "${p.value}", which is not a number; the cell was left empty. Check this value in your AVA program.`,
  number_too_long: (p) =>
    `<${p.element}> contains a number of ${n(p.length)} characters ("${p.value}"), far more than GAEB allows (16 digits) and more than the ${n(p.limit)} digits this program calculates with; the cell was left empty. Check this value in your AVA program.`,
  breakdown_length_invalid: (p) =>
    `Level ${p.level} of the item number structure (<BoQBkdn>) declares the length "${p.value}"; GAEB allows 1 to ${p.limit}. Item numbers on this level are padded to at most ${p.limit} characters; check the item numbers and the structure in your AVA program.`,
  oz_part_too_long: (p) =>
    `An item number part has ${n(p.length)} characters ("${p.value}"); GAEB allows 14. It was shortened to ${p.limit} characters, so item numbers may no longer be unique; check the numbering in your AVA program.`,
  picture_too_large: (p) =>
    `An embedded picture${p.name ? ` ("${p.name}")` : ""} is larger than ${n(p.limit)} MB; it was not kept, and a note stands in its place. Make the picture smaller in your AVA program if it is to be seen.`,
  pictures_too_many: (p) =>
    `The file's embedded pictures add up to more than ${n(p.limit)} MB; from this picture on they were not kept, and a note stands in each one's place.`,
  picture_damaged: (p) =>
    `An embedded picture${p.name ? ` ("${p.name}")` : ""} is damaged or in a format GAEB does not provide for (JPEG, PNG and GIF in base64 are allowed); a note stands in its place.`,
  number_as_text: (p) =>
    `Cell ${p.cell} on sheet "${p.sheet}" would hold ${n(p.value)}, which has more than 15 significant digits or lies beyond what a spreadsheet can hold; it was written as text so that no digit is lost. Formulas and totals that use this cell do not count it as a number: check the value in your AVA program.`,
  formula_fixed: (p) =>
    `Cell ${p.cell} on sheet "${p.sheet}" adds up a range that holds a value written as text (see the warning for that cell); spreadsheets leave text out of sums, so the cell holds the exact figure ${n(p.value)} as a fixed value instead of a formula and no longer follows changes.`,
  formula_result_rounded: (p) =>
    `The formula in cell ${p.cell} on sheet "${p.sheet}" results in ${n(p.value)}, more significant digits than a spreadsheet calculates with (15); it will show a rounded figure. The exact figure is the one in this message.`,
  item_total_mismatch: (p) =>
    `The file's total price ${n(p.declared)} differs from quantity × unit price = ${n(p.computed)}; the file's figure was kept as a fixed value instead of a formula.`,
  text_continued: (p) =>
    `The long text has ${n(p.length)} characters, more than an Excel cell holds (32,767); it continues in the rows below.`,
  texts_in_base_file: () =>
    "A phase 84 offer carries no short texts, long texts or units: they come from the matching phase 83 file. Without it the item kinds (alternative and optional items) are unknown too, so totals are shown only as the file declares them. Convert the offer together with the request for tender (X83) it answers.",
  base_item_missing: (p) => `Item ${p.oz} is not in the base file, so it has no texts.`,
  base_phase_invalid: (p) =>
    `The base file declares phase ${p.phase}; texts for an offer come from a phase 83 (or 81) file.`,
  markup_base_mismatch: (p) =>
    `The file's markup base ${n(p.declared)} differs from the sum of the items it marks up, ${n(p.computed)}; the file's base is kept as a fixed value instead of a formula.`,
  takeoff_row_malformed: (p) =>
    `Takeoff row ${p.row} of the quantity determination does not follow REB 23.003 (${p.reason === "too_long" ? "it is longer than 80 characters" : "columns 1 to 11 hold something where they must be blank"}); it is shown as written and not counted. Check the row in the sender's program.`,
  takeoff_expression_invalid: (p) =>
    `The calculation from takeoff row ${p.row} ("${p.expression}") cannot be recomputed: ${TAKEOFF_REASONS_EN[String(p.reason)] ?? p.reason}. It is shown without a result and the item's sum is left out; the quantity the file states stands. Check the row in the sender's program.`,
  takeoff_calculation_unterminated: (p) =>
    `The calculation from takeoff row ${p.row} ("${p.expression}") does not end with "=", which REB 23.003 requires of a calculation's last row; the quantity determination may be incomplete. It is shown without a result; check it in the sender's program.`,
  base_unrelated: (p) =>
    `The base file does not belong to this offer: only ${n(p.matched)} of the offer's ${n(p.items)} items ${agree(p.matched, "is", "are")} in it. Choose the request for tender (phase 83) of exactly this bill of quantities.`,
  no_input: () => "No input file was given.",
  input_invalid: (p) =>
    `The program calling gaeb2xlsx passed an invalid ${p.field} (expected: ${p.expected}); nothing was converted. This is a fault of the calling program, not of the GAEB file.`,
  internal_error: (p) =>
    `An unexpected error stopped the conversion (${p.detail}). This is a fault in gaeb2xlsx, not necessarily in your file: please report it together with the file. Until it is fixed, exporting the file again from your AVA program may help.`,
  gaeb2000_syntax: (p) =>
    `The GAEB 2000 file is broken: ${GAEB2000_REASONS_EN[String(p.reason)] ?? p.reason}${p.detail ? ` (${p.detail})` : ""}. The file is probably truncated or was edited by hand; ask the sender for a fresh export.`,
  gaeb2000_text_ignored: (p) =>
    `Text outside any [Key]value[end] field was ignored: "${p.text}". Check the file if something is missing.`,
  gaeb2000_key_unknown: (p) =>
    `The key [${p.key}] is unknown and was ignored (${n(p.count)}×). Check the sheet against the file if something is missing.`,
  text_punctuation_restored: (p) =>
    `${count(p.count, "control character", "control characters")} in the text ${agree(p.count, "was", "were")} read as punctuation (the first became ${p.character}): the writing program kept only the low byte of characters such as „ “ –. Check quotation marks and dashes there.`,
  gaeb90_record_invalid: (p) =>
    `GAEB 90 record ${p.record} is broken: ${GAEB90_REASONS_EN[String(p.reason)] ?? p.reason}${p.value ? ` ("${p.value}")` : ""}. The file is probably truncated or damaged; ask the sender for a fresh export.`,
  gaeb90_record_unknown: (p) =>
    `Record type ${p.type} is unknown and was ignored (${n(p.count)}×). Check the sheet against the file if something is missing.`,
  item_kind_unknown: (p) =>
    `${p.key ? `The field [${p.key}]` : `Record ${p.record}, column ${p.column},`} names an unknown item kind "${p.value}" (${n(p.count)}×); those items were read as normal items. Check their kind and the totals in the sheet against the sender's printout.`,
  item_count_mismatch: (p) =>
    `The file says it holds ${count(p.declared, "item", "items")}, but ${n(p.read)} ${agree(p.read, "was", "were")} read. The file may be incomplete; check it against the sender's printout.`,
};
