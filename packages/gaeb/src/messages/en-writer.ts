import type { Issue, WriterIssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count } = wording("en");

/** "(3 places)" where one kind of change happened more than once. */
const times = (p: Params) => (Number(p.count) > 1 ? ` (${count(p.count, "place", "places")})` : "");
const value = (p: Params) => (p.value === undefined ? "" : ` ("${p.value}")`);

/** Writing GAEB DA XML, in English; `en.ts` adds these. */
export const enWriter: Record<WriterIssueCode, (p: Params) => string> = {
  write_value_dropped: (p) =>
    `<${p.element}>${value(p)} has no place in GAEB DA XML of phase ${p.phase}, or a value the schema does not allow there; it is missing from the written file${times(p)}.`,
  write_text_clipped: (p) =>
    `<${p.element}>${value(p)} is longer than the schema allows and was shortened${times(p)}.`,
  write_text_changed: (p) =>
    `A text (<${String(p.element).split("/")[0]}>) holds something GAEB DA XML does not know in that place (${String(p.element).split("/")[1]}); it was written in the closest valid form${times(p)}.`,
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
  write_party_empty: (p) =>
    `GAEB DA XML of phase ${p.phase} requires the ${p.element === "OWN" ? "owner" : "contractor"}, and the input names none; it was written with an empty address.`,
  write_encoding_converted: (p) =>
    `The input was encoded in ${p.encoding}; umlauts, ß and € were carried over into UTF-8.`,
  write_version_unchecked: (p) =>
    `GAEB DA XML ${p.version} was written in the structure of 3.3; it could not be checked against the ${p.version} schema, which is not available.`,
};
