import type { Issue, IssueCode } from "../issues.js";

type Params = NonNullable<Issue["params"]>;

const XML_REASONS: Record<string, string> = {
  close_tag_mismatch: "a closing tag does not match the element that is open",
  unclosed_tag: "an element is never closed (the file ends too early)",
  content_after_root: "there is content after the end of the document",
  bad_character: "it contains a character that XML does not allow",
  unknown_entity: "it uses an unknown entity (&…;)",
  no_root: "it has no root element",
};

export const en: Record<IssueCode, (p: Params) => string> = {
  file_empty: () => "The file is empty. Choose the GAEB file again; the upload or export may have failed.",
  not_xml: () =>
    "This is not a GAEB DA XML file: it does not contain XML text. Choose a GAEB DA XML file (.x81, .x83, .x84, .x86 …).",
  gaeb2000_unsupported: () =>
    "This is a GAEB 2000 file (.p8x). Only GAEB DA XML is read so far: export the bill of quantities as GAEB DA XML (.x8x) from your AVA program.",
  gaeb90_unsupported: () =>
    "This is a GAEB 90 file (.d8x). Only GAEB DA XML is read so far: export the bill of quantities as GAEB DA XML (.x8x) from your AVA program.",
  xml_malformed: (p) =>
    `The XML is broken: ${XML_REASONS[String(p.reason)] ?? p.detail}. The file is probably truncated or was edited by hand; ask the sender for a fresh export.`,
  xml_doctype_forbidden: () =>
    "The file contains a DOCTYPE declaration, which GAEB files never need and which is refused for security reasons. Remove the <!DOCTYPE …> line or export the file again.",
  xml_too_deep: (p) =>
    `Elements are nested more than ${p.limit} levels deep, far beyond any GAEB file. The file is damaged or not a bill of quantities.`,
  encoding_unsupported: (p) =>
    `The file declares the character encoding "${p.encoding}", which is not supported. Save it as UTF-8 or ISO-8859-1.`,
  encoding_invalid: (p) =>
    `The file is not valid ${p.encoding} text: it contains bytes that are no characters in that encoding. The file is damaged; ask the sender for a fresh export.`,
  encoding_fallback: (p) =>
    `The file declares ${p.declared} but contains bytes that are not valid ${p.declared}; it was read as ${p.used}. Check special characters such as umlauts.`,
  not_gaeb: (p) =>
    `This XML file is not a GAEB file: its root element is <${p.root}>, while GAEB DA XML files start with <GAEB>.`,
  gaeb_structure_invalid: () =>
    "The file starts with <GAEB> but has no <Award> or <Invoice> section, so it does not follow the GAEB DA XML structure. Export it again from a GAEB-certified program.",
  phase_unknown: (p) =>
    `The exchange phase (<DP>) "${p.value}" is not one we know (80–87, 89, 89B). Check that this is a GAEB DA XML bill of quantities.`,
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
  item_total_mismatch: (p) =>
    `The file's total price ${p.declared} differs from quantity × unit price = ${p.computed}; the file's figure was kept as a fixed value instead of a formula.`,
  text_continued: (p) =>
    `The long text has ${p.length} characters, more than an Excel cell holds (32,767); it continues in the following row(s).`,
  texts_in_base_file: () =>
    "A phase 84 offer carries no short texts, long texts or units: they come from the matching phase 83 file. Convert both together (CLI: --base FILE.x83) to get the texts.",
  base_item_missing: (p) => `Item ${p.oz} is not in the base file, so it has no texts.`,
  base_phase_invalid: (p) =>
    `The base file declares phase ${p.phase}; texts for an offer come from a phase 83 (or 81) file.`,
  markup_base_mismatch: (p) =>
    `The file's markup base ${p.declared} differs from the sum of the items it marks up, ${p.computed}; the file's base is kept as a fixed value instead of a formula.`,
  base_unrelated: (p) =>
    `The base file does not belong to this offer: only ${p.matched} of the offer's ${p.items} items are in it. Choose the request for tender (phase 83) of exactly this bill of quantities.`,
  no_input: () => "No input file was given.",
};
