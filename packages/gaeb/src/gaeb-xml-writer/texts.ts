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
