import type { Alignment, Block, Inline, RichText } from "../model.js";
import { ownText } from "../text/own.js";
import { PLAIN_LABELS, renderBlock } from "../text/plain.js";
import { type Emphasis as Marks, PLAIN, textRun } from "../text/runs.js";
import { alignOf, isEmphasisElement, marksOf } from "./emphasis.js";
import { readPicture } from "./pictures.js";
import { child, type XmlElement, type XmlNode } from "./tree.js";

const PARAGRAPH_ELEMENTS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote"]);

/** Line breaks inside text are source formatting; whitespace-only runs with a line break sit between tags. */
function normalizeText(raw: string): string | undefined {
  if (raw.indexOf("\n") < 0 && raw.indexOf("\r") < 0) return ownText(raw);
  if (raw.trim() === "") return undefined;
  return raw.replace(/[ \t]*[\r\n]+[ \t]*/g, " ");
}

/** Collects inline content into paragraphs while block elements (p, ul, table) are appended whole. */
class Flow {
  readonly blocks: Block[] = [];
  private current: Inline[] | undefined;
  private align: Alignment | undefined;

  /** Adds to the open paragraph, or opens one set as the surrounding text is (`align`). */
  inline(inline: Inline, align: Alignment | undefined): void {
    if (!this.current) this.startParagraph(align);
    this.current?.push(inline);
  }

  endParagraph(): void {
    if (this.current) {
      this.blocks.push(
        this.align
          ? { type: "paragraph", inlines: this.current, align: this.align }
          : { type: "paragraph", inlines: this.current },
      );
    }
    this.current = undefined;
  }

  block(block: Block): void {
    this.endParagraph();
    this.blocks.push(block);
  }

  startParagraph(align: Alignment | undefined): void {
    this.endParagraph();
    this.current = [];
    this.align = align;
  }
}

/** What the text around an element gives it: emphasis and alignment are inherited, as in CSS. */
interface Setting {
  marks: Marks;
  align: Alignment | undefined;
}

const DEFAULT_SETTING: Setting = { marks: PLAIN, align: undefined };

/** The setting inside an element; the same object when the element changes nothing. */
function settingOf(element: XmlElement, outer: Setting): Setting {
  if (element.attributes.style === undefined && !isEmphasisElement(element.name)) return outer;
  const marks = marksOf(element, outer.marks);
  const align = alignOf(element) ?? outer.align;
  return marks === outer.marks && align === outer.align ? outer : { marks, align };
}

function subText(nodes: XmlNode[], setting: Setting = DEFAULT_SETTING): RichText {
  const flow = new Flow();
  for (const node of nodes) walk(node, flow, setting);
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

function walk(node: XmlNode, flow: Flow, outer: Setting): void {
  if (typeof node === "string") {
    const text = normalizeText(node);
    if (text !== undefined && text !== "") flow.inline(textRun(text, outer.marks), outer.align);
    return;
  }
  const name = node.name;
  const setting = settingOf(node, outer);
  if (PARAGRAPH_ELEMENTS.has(name)) {
    flow.startParagraph(setting.align);
    for (const inner of node.children) walk(inner, flow, setting);
    flow.endParagraph();
  } else if (name === "br") {
    flow.inline({ type: "break" }, setting.align);
  } else if (name === "ul" || name === "ol") {
    const items = node.children
      .filter((c): c is XmlElement => typeof c !== "string" && c.name === "li")
      .map((li) => subText(li.children, settingOf(li, setting)));
    flow.block({ type: "list", ordered: name === "ol", items });
  } else if (name === "table") {
    flow.block({ type: "table", rows: tableRows(node, setting) });
  } else if (name === "image") {
    flow.inline(readPicture(node), setting.align);
  } else if (name === "TextComplement") {
    flow.inline(
      {
        type: "complement",
        kind: node.attributes.Kind === "Bidder" ? "bidder" : "owner",
        ...(node.attributes.MarkLbl ? { label: ownText(node.attributes.MarkLbl) } : {}),
        caption: flatText(child(node, "ComplCaption")),
        body: flatText(child(node, "ComplBody") ?? child(node, "ComplBodyDec")),
        tail: flatText(child(node, "ComplTail")),
      },
      setting.align,
    );
  } else if (name === "page") {
    flow.endParagraph();
  } else {
    for (const inner of node.children) walk(inner, flow, setting);
  }
}

function tableRows(table: XmlElement, outer: Setting): RichText[][] {
  const rows: RichText[][] = [];
  const visit = (element: XmlElement, setting: Setting): void => {
    for (const node of element.children) {
      if (typeof node === "string") continue;
      const inner = settingOf(node, setting);
      if (node.name === "tr") {
        rows.push(
          node.children
            .filter((c): c is XmlElement => typeof c !== "string" && (c.name === "td" || c.name === "th"))
            .map((cell) => subText(cell.children, settingOf(cell, inner))),
        );
      } else visit(node, inner);
    }
  };
  visit(table, outer);
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
    if (STRUCTURAL_ELEMENTS.has(only.name) || settingOf(only, DEFAULT_SETTING) !== DEFAULT_SETTING)
      return undefined;
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
