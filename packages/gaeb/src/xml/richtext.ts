import type { Block, Inline, RichText } from "../model.js";
import { child, type XmlElement, type XmlNode } from "./tree.js";

const PARAGRAPH_ELEMENTS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote"]);

/** Line breaks inside text are source formatting; whitespace-only runs with a line break sit between tags. */
function normalizeText(raw: string): string | undefined {
  if (raw.indexOf("\n") < 0 && raw.indexOf("\r") < 0) return raw;
  if (raw.trim() === "") return undefined;
  return raw.replace(/[ \t]*[\r\n]+[ \t]*/g, " ");
}

/** Collects inline content into paragraphs while block elements (p, ul, table) are appended whole. */
class Flow {
  readonly blocks: Block[] = [];
  private current: Inline[] | undefined;

  inline(inline: Inline): void {
    if (!this.current) this.current = [];
    this.current.push(inline);
  }

  endParagraph(): void {
    if (this.current) this.blocks.push({ type: "paragraph", inlines: this.current });
    this.current = undefined;
  }

  block(block: Block): void {
    this.endParagraph();
    this.blocks.push(block);
  }

  startParagraph(): void {
    this.endParagraph();
    this.current = [];
  }
}

function subText(nodes: XmlNode[]): RichText {
  const flow = new Flow();
  for (const node of nodes) walk(node, flow);
  flow.endParagraph();
  return flow.blocks;
}

/** Plain text of a caption-like part (ComplCaption, ComplBody) on one line; its edge spaces separate words. */
function flatText(element: XmlElement | undefined): string {
  if (!element) return "";
  return subText(element.children)
    .map((block) => renderBlock(block, PLAIN_LABELS, 0))
    .join(" ")
    .replace(/\n+/g, " ");
}

function walk(node: XmlNode, flow: Flow): void {
  if (typeof node === "string") {
    const text = normalizeText(node);
    if (text !== undefined && text !== "") flow.inline({ type: "text", text });
    return;
  }
  const name = node.name;
  if (PARAGRAPH_ELEMENTS.has(name)) {
    flow.startParagraph();
    for (const inner of node.children) walk(inner, flow);
    flow.endParagraph();
  } else if (name === "br") {
    flow.inline({ type: "break" });
  } else if (name === "ul" || name === "ol") {
    const items = node.children
      .filter((c): c is XmlElement => typeof c !== "string" && c.name === "li")
      .map((li) => subText(li.children));
    flow.block({ type: "list", ordered: name === "ol", items });
  } else if (name === "table") {
    flow.block({ type: "table", rows: tableRows(node) });
  } else if (name === "image") {
    const imageName = node.attributes.Name ?? node.attributes.name;
    flow.inline(imageName ? { type: "image", name: imageName } : { type: "image" });
  } else if (name === "TextComplement") {
    flow.inline({
      type: "complement",
      kind: node.attributes.Kind === "Bidder" ? "bidder" : "owner",
      ...(node.attributes.MarkLbl ? { label: node.attributes.MarkLbl } : {}),
      caption: flatText(child(node, "ComplCaption")),
      body: flatText(child(node, "ComplBody") ?? child(node, "ComplBodyDec")),
      tail: flatText(child(node, "ComplTail")),
    });
  } else if (name === "page") {
    flow.endParagraph();
  } else {
    for (const inner of node.children) walk(inner, flow);
  }
}

function tableRows(table: XmlElement): RichText[][] {
  const rows: RichText[][] = [];
  const visit = (element: XmlElement): void => {
    for (const node of element.children) {
      if (typeof node === "string") continue;
      if (node.name === "tr") {
        rows.push(
          node.children
            .filter((c): c is XmlElement => typeof c !== "string" && (c.name === "td" || c.name === "th"))
            .map((cell) => subText(cell.children)),
        );
      } else visit(node);
    }
  };
  visit(table);
  return rows;
}

/**
 * Elements that mean more than "group this text" or "this is a paragraph": every element `walk` treats specially
 * besides paragraphs must be named here, or the single-run shortcut would read it as plain grouping.
 */
const STRUCTURAL_ELEMENTS = new Set(["br", "ul", "ol", "table", "image", "TextComplement", "page"]);

/**
 * The one run of text inside a chain of single elements that only group it, with at most one paragraph among them
 * (`<Text><p><span>Beton</span></p></Text>`): how most titles, short texts and long texts look. Anything else is
 * undefined and read by walking.
 */
function singleRun(element: XmlElement): string | undefined {
  let current = element;
  let paragraphs = 0;
  for (;;) {
    const { children } = current;
    if (children.length !== 1) return undefined;
    const only = children[0] as XmlNode;
    if (typeof only === "string") {
      const text = normalizeText(only);
      return text === undefined || text === "" ? undefined : text;
    }
    if (STRUCTURAL_ELEMENTS.has(only.name)) return undefined;
    // Nested paragraphs leave an empty paragraph behind when walked; the walk keeps that exact result.
    if (PARAGRAPH_ELEMENTS.has(only.name) && ++paragraphs > 1) return undefined;
    current = only;
  }
}

/** Reads GAEB's XHTML-like text (DetailTxt, TextOutlTxt, LblTx, AddText parts) into structured paragraphs. */
export function readRichText(element: XmlElement | undefined): RichText {
  if (!element) return [];
  // A shortcut for the common case; it must give exactly what walking gives (tested).
  const run = singleRun(element);
  return run === undefined
    ? walkRichText(element)
    : [{ type: "paragraph", inlines: [{ type: "text", text: run }] }];
}

/** The general reading, without the shortcut. */
export function walkRichText(element: XmlElement): RichText {
  return subText(element.children);
}

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

function renderBlock(block: Block, labels: PlainLabels, lists: number): string {
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
