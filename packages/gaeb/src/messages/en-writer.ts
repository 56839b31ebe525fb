import type { RichTextChangeKind } from "../gaeb-xml-writer/richtext.js";
import type { Issue, WriterIssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count } = wording("en");

/** "(3 places)" where one kind of change happened more than once. */
const times = (p: Params) => (Number(p.count) > 1 ? ` (${count(p.count, "place", "places")})` : "");
const value = (p: Params) => (p.value === undefined ? "" : ` ("${p.value}")`);

/** What the rich-text writer had to write differently (`RichTextChangeKind`), in words. */
const TEXT_CHANGES: Record<RichTextChangeKind, string> = {
  list_as_paragraphs: "a list, written here as paragraphs",
  table_as_paragraphs: 'a table, written here as paragraphs (cells separated by "|")',
  picture_left_out: "a picture, which has no place here and is left out",
  picture_unusable_left_out:
    "a picture without usable data (too large or damaged in the input, or not a PNG, JPEG or GIF), which is left out",
  complement_as_text: "a text complement, written here as plain text",
  complement_numbered: "a text complement without a number, which was given one",
  empty_block_left_out: "an empty list or table, which is left out",
  line_break_in_text: "a line break inside the text, written as a break",
  control_characters_left_out: "control characters XML does not allow, which are left out",
};

const textChange = (p: Params) => {
  const [element, kind = ""] = String(p.element).split("/");
  return `A text (<${element}>) holds ${TEXT_CHANGES[kind as RichTextChangeKind] ?? kind}${times(p)}.`;
};

/** Why a kept element (`write_kept_invalid`) was left out. */
const KEPT_REASONS: Record<string, string> = {
  schema:
    "its content does not match the GAEB DA XML 3.3 schema for this place, as a damaged or older file may have it",
  twice: "the input gives it more often than the schema allows here (most elements once)",
  choice: "the schema allows either it or another element given here, not both",
  length: "it is longer than the schema allows, and a shortened code would name something else",
};

/** Writing GAEB DA XML, in English; `en.ts` adds these. */
export const enWriter: Record<WriterIssueCode, (p: Params) => string> = {
  write_value_dropped: (p) =>
    `<${p.element}>${value(p)} cannot stand here in GAEB DA XML of phase ${p.phase} (the schema has no place for it or does not allow the value) and is missing from the written file${times(p)}.`,
  write_kept_invalid: (p) =>
    `<${p.element}> is missing from the written file${times(p)}: ${KEPT_REASONS[String(p.reason)] ?? KEPT_REASONS.schema}${p.value === undefined ? "" : ` (${p.value})`}.`,
  write_kept_dropped: (p) =>
    `<${p.element}>${value(p)} of the input has no place here in GAEB DA XML of phase ${p.phase} and is missing from the written file${times(p)}.`,
  write_text_clipped: (p) =>
    `<${p.element}>${value(p)} is longer than the schema allows and was shortened${times(p)}.`,
  write_text_changed: textChange,
  write_number_too_precise: (p) =>
    `<${p.element}> ${n(p.value)} has more than the ${n(p.places)} decimals GAEB DA XML allows here. Rounding would change the value, so no file was written. Round the value in your AVA program.`,
  write_number_too_large: (p) =>
    `<${p.element}> ${n(p.value)} has more than the ${n(p.limit)} digits GAEB DA XML allows here; no file was written.`,
  write_required_missing: (p) =>
    `GAEB DA XML of phase ${p.phase} requires <${p.element}>, and the input has no value for it; without it the file would be invalid, so none was written. Add the value in your AVA program.`,
  write_breakdown_derived: (p) =>
    `The input states no item number structure; it was derived from the item numbers (${p.mask}). Item numbers are written padded with leading zeros to it.`,
  write_reference_lost: (p) =>
    `The reference <${p.element}>${value(p)} points at nothing the file holds and was left out${times(p)}.`,
  write_body_mixed: () =>
    "One level of the bill of quantities holds sections and items side by side; GAEB DA XML does not allow that, so no file was written.",
  write_item_number_invalid: (p) =>
    `The item number part "${p.value}" has characters GAEB DA XML does not allow (only letters, digits and "_", at most 14); no file was written.`,
  write_item_number_changed: (p) =>
    `In the written file the item number reads${p.value === undefined ? "" : ` "${p.value}"`}: its upper levels are not sections in the input, and GAEB DA XML composes item numbers from sections${times(p)}.`,
  write_section_added: (p) =>
    `The input has no section for this level of the item number${p.value === undefined ? "" : ` "${p.value}"`}; one was added without a title, so that the item number is kept.`,
  write_party_empty: (p) =>
    `GAEB DA XML of phase ${p.phase} requires the ${p.element === "OWN" ? "owner" : "contractor"}, and the input names none; it was written with an empty address.`,
  write_encoding_converted: (p) =>
    `The input was encoded in ${p.encoding}; umlauts, ß and € were carried over into UTF-8.`,
  write_phase_unsupported: (p) =>
    `A file of phase ${p.phase} (quantity determination) can be read, converted and shown, but this program cannot write it as GAEB DA XML; no file was made. Pass the original file on instead.`,
  write_version_unchecked: (p) =>
    `GAEB DA XML ${p.version} was written in the structure of 3.3; it could not be checked against the ${p.version} schema, which is not available.`,
  write_part_incomplete: (p) =>
    `<${p.element}> is missing from the written file: without a valid <${p.value}>, which the schema requires there, it would be invalid${times(p)}.`,
  write_name_overflow: (p) =>
    `The name in <${p.element}> does not fit in the four name lines of 40 characters; missing${value(p)}${times(p)}.`,
  write_components_counted: (p) =>
    `The bill of quantities names a single price component${value(p)}; GAEB DA XML knows no single one, so it stands as the first of two components in the file, the second left empty.`,
};
