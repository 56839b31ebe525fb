import type { Block, Inline, RichText } from "../model.js";

/*
 * The plain rendering of the model's rich text, for spreadsheet cells and captions. Every reader and writer shares
 * it, so it lives beside the model rather than in one reader.
 */

export interface PlainLabels {
  image: string;
  /** Shown for a bidder text complement that is still blank. */
  blank: string;
}

export const PLAIN_LABELS: PlainLabels = { image: "[image]", blank: "'..........'" };

function renderInline(inline: Inline, labels: PlainLabels): string {
  switch (inline.type) {
    case "text":
      return inline.text;
    case "break":
      return "\n";
    case "image":
      return inline.name ? `${labels.image.slice(0, -1)}: ${inline.name}]` : labels.image;
    case "complement": {
      const body =
        inline.body.replace(/'/g, "").trim() === "" && inline.kind === "bidder" ? labels.blank : inline.body;
      return `${inline.caption}${body}${inline.tail}`;
    }
  }
}

/**
 * Lists nested deeper than this are not indented further: each level would add three spaces to every line below
 * it, so a file of deeply nested lists could ask for many times its own size.
 */
const MAX_INDENTED_LISTS = 6;

export function renderBlock(block: Block, labels: PlainLabels, lists: number): string {
  switch (block.type) {
    case "paragraph":
      return block.inlines.map((inline) => renderInline(inline, labels)).join("");
    case "list":
      return block.items
        .map((item, index) => {
          const text = renderNested(item, labels, lists + 1);
          const indented = lists < MAX_INDENTED_LISTS ? text.replace(/\n/g, "\n   ") : text;
          return `${block.ordered ? `${index + 1}.` : "•"} ${indented}`;
        })
        .join("\n");
    case "table":
      // Empty cells are layout (indents, spacer columns) in GAEB tables; only cells with text are kept.
      return block.rows
        .map((row) =>
          row
            .map((cell) => renderNested(cell, labels, lists).replace(/\n+/g, " "))
            .filter((cell) => cell !== "")
            .join(" | "),
        )
        .join("\n");
  }
}

/** Plain text for a spreadsheet cell: paragraphs on their own lines, at most one blank line in a row. */
export function renderPlain(text: RichText, labels: PlainLabels): string {
  return renderNested(text, labels, 0);
}

/** `renderPlain` inside `lists` enclosing lists. */
function renderNested(text: RichText, labels: PlainLabels, lists: number): string {
  const only = text.length === 1 ? text[0] : undefined;
  // Most texts (titles, short texts) are one run of text; it has no line breaks, so trimming is all that remains.
  if (only?.type === "paragraph" && only.inlines.length === 1 && only.inlines[0]?.type === "text")
    return only.inlines[0].text.trim();
  return text
    .map((block) => renderBlock(block, labels, lists))
    .join("\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
