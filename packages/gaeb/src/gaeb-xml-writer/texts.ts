import type { RichText } from "../model.js";
import type { WriteReport } from "./report.js";
import { plainRichText, type RichTextPlace, writeRichTextXml } from "./richtext.js";

/** A text as XML; what had to be written differently from the model (a table in a short text…) is reported. */
export function richXml(
  text: RichText,
  where: RichTextPlace,
  report: WriteReport,
  element: string,
  path: string | undefined,
): string {
  const written = writeRichTextXml(text, where);
  for (const change of written.changes)
    report.note("write_text_changed", "warning", `${element}/${change.kind}`, path);
  return written.xml;
}

/** `LblTx`, `OutlineAddText`, `BidComm`: a plain text as `tgMLText` content. */
export function labelXml(text: string, report: WriteReport, element: string, path?: string): string {
  return richXml(plainRichText(text), "label", report, element, path);
}

/**
 * An offer (84) returns only the bidder's text complements in its long texts (`tgpTC` holds nothing else): the
 * paragraphs keep their complements, all other text is reported as not carried.
 */
function offerText(text: RichText, report: WriteReport, path: string | undefined): RichText {
  const kept: RichText = [];
  let dropped = false;
  for (const block of text) {
    const complements =
      block.type === "paragraph" ? block.inlines.filter((inline) => inline.type === "complement") : [];
    if (block.type !== "paragraph" || complements.length < block.inlines.length) dropped = true;
    if (complements.length > 0) kept.push({ type: "paragraph", inlines: complements });
  }
  if (dropped) report.note("write_value_dropped", "warning", "DetailTxt", path);
  return kept;
}

/**
 * `Description` with its short text (OutlineText) and long text (DetailTxt) in `CompleteText`; a phase whose
 * `CompleteText` has no `OutlineText` (84) drops the short text with a warning. With neither text the element is
 * left out unless the schema requires it.
 */
export function descriptionXml(
  shortText: string,
  longText: RichText,
  required: boolean,
  report: WriteReport,
  path: string | undefined,
): string {
  if (report.phase === "84") longText = offerText(longText, report, path);
  if (shortText === "" && longText.length === 0 && !required) return "";
  const outline =
    shortText === ""
      ? ""
      : `<OutlineText><OutlTxt><TextOutlTxt>${richXml(plainRichText(shortText), "outline", report, "OutlTxt", path)}</TextOutlTxt></OutlTxt></OutlineText>`;
  const long =
    longText.length > 0 ? `<Text>${richXml(longText, "detail", report, "DetailTxt", path)}</Text>` : "";
  const complete = report.children(
    "CompleteText",
    [
      ["DetailTxt", `<DetailTxt>${long}</DetailTxt>`],
      ["OutlineText", outline],
    ],
    path,
  );
  return `<Description><CompleteText>${complete}</CompleteText></Description>`;
}
