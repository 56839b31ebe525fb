import type { Inline, KeptElement, RichText } from "../model.js";
import { keptParts } from "./kept-parts.js";
import type { WriteReport } from "./report.js";
import {
  plainRichText,
  type RichTextChange,
  type RichTextPlace,
  writeComplementsXml,
  writeRichTextXml,
} from "./richtext.js";

function reportChanges(
  changes: readonly RichTextChange[],
  report: WriteReport,
  element: string,
  path?: string,
) {
  for (const change of changes)
    report.note("write_text_changed", "warning", `${element}/${change.kind}`, path);
}

/** A text as XML; what had to be written differently from the model (a table in a short text…) is reported. */
export function richXml(
  text: RichText,
  where: RichTextPlace,
  report: WriteReport,
  element: string,
  path: string | undefined,
): string {
  const written = writeRichTextXml(text, where);
  reportChanges(written.changes, report, element, path);
  return written.xml;
}

/** `LblTx`, `OutlineAddText`, `BidComm`: a plain text as `tgMLText` content. */
export function labelXml(text: string, report: WriteReport, element: string, path?: string): string {
  return richXml(plainRichText(text), "label", report, element, path);
}

type Complement = Extract<Inline, { type: "complement" }>;

/**
 * An offer (84) returns only the bidder's text complements in its long texts: they are kept, all other text is
 * reported as not carried.
 */
function offerComplements(text: RichText, report: WriteReport, path: string | undefined): Complement[] {
  const kept: Complement[] = [];
  let dropped = false;
  for (const block of text) {
    const complements =
      block.type === "paragraph"
        ? block.inlines.filter((inline): inline is Complement => inline.type === "complement")
        : [];
    if (block.type !== "paragraph" || complements.length < block.inlines.length) dropped = true;
    kept.push(...complements);
  }
  if (dropped) report.note("write_value_dropped", "warning", "DetailTxt", path);
  return kept;
}

/** `DetailTxt`'s content: the long text in `<Text>`; in an offer (84) its complements directly, as X84s have them. */
function detailXml(longText: RichText, report: WriteReport, path: string | undefined): string {
  if (report.phase !== "84")
    return longText.length > 0
      ? `<Text>${richXml(longText, "detail", report, "DetailTxt", path)}</Text>`
      : "";
  const written = writeComplementsXml(offerComplements(longText, report, path));
  reportChanges(written.changes, report, "DetailTxt", path);
  return written.xml;
}

/**
 * `Description` with its short text (OutlineText) and long text (DetailTxt) in `CompleteText`, and what the entry
 * kept of it (STLB-Bau data, the text-complement flags); a phase whose `CompleteText` has no `OutlineText` (84)
 * drops the short text with a warning. With neither text nor kept part the element is left out unless the schema
 * requires it.
 */
export function descriptionXml(
  shortText: string,
  longText: RichText,
  required: boolean,
  report: WriteReport,
  path: string | undefined,
  kept?: readonly KeptElement[],
): string {
  const long = detailXml(longText, report, path);
  const own = keptParts(report, kept, "Description", "Description", path);
  const outlineKept = keptParts(report, kept, "OutlineText", "OutlineText", path);
  const completeKept = keptParts(report, kept, "CompleteText", "CompleteText", path);
  if (shortText === "" && long === "" && own.length === 0 && completeKept.length === 0 && !required)
    return "";
  // `OutlTSA` belongs to a short text: without one there is no `OutlineText` to hold it.
  if (shortText === "" && outlineKept.length > 0)
    report.note("write_value_dropped", "warning", "OutlTSA", path);
  const outline =
    shortText === ""
      ? ""
      : `<OutlineText>${report.children(
          "OutlineText",
          [
            [
              "OutlTxt",
              `<OutlTxt><TextOutlTxt>${richXml(plainRichText(shortText), "outline", report, "OutlTxt", path)}</TextOutlTxt></OutlTxt>`,
            ],
            ...outlineKept,
          ],
          path,
        )}</OutlineText>`;
  const complete = report.children(
    "CompleteText",
    [["DetailTxt", `<DetailTxt>${long}</DetailTxt>`], ["OutlineText", outline], ...completeKept],
    path,
  );
  const description = report.children(
    "Description",
    [["CompleteText", `<CompleteText>${complete}</CompleteText>`], ...own],
    path,
  );
  return `<Description>${description}</Description>`;
}
