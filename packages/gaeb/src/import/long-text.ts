import type { Inline, RichText } from "../model.js";

/** A cell's lines as one paragraph, a line break between them: a multi-line cell reads as it looked. */
export function paragraph(text: string): RichText {
  const inlines: Inline[] = [];
  text.split("\n").forEach((line, index) => {
    if (index > 0) inlines.push({ type: "break" });
    if (line !== "") inlines.push({ type: "text", text: line });
  });
  return inlines.length > 0 ? [{ type: "paragraph", inlines }] : [];
}

/**
 * The short text and long text of a row: a short text of several lines (a description column holding both) keeps
 * its first line, the rest opening the long text where the long-text column is empty; each text row below the row
 * adds a paragraph.
 */
export function texts(
  short: string,
  long: string,
  rows: readonly string[],
): { short: string; long: RichText } {
  const [first = "", ...rest] = short.split("\n");
  const opening = long || rest.join("\n").trim();
  return {
    short: first.trim(),
    long: [opening, ...rows].filter((text) => text !== "").flatMap(paragraph),
  };
}
