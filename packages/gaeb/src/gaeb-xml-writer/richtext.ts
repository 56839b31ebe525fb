import type { Alignment, Block, Inline, Picture, RichText, TextRun } from "../model.js";
import { pictureTypeOf } from "../picture-type.js";
import { type Allowed, allowedIn, flattenList, flattenTable, LIST_ITEM } from "./richtext-fit.js";
import { type DroppedCharacters, escapeAttribute, escapeXml } from "./xml-escape.js";

/*
 * The model's rich text as GAEB DA XML 3.3 text (`tgFTextTC` inside DetailTxt/Text, `tgMLText` in TextOutlTxt and
 * LblTx), written so that `readRichText` gives back exactly the model: every paragraph a `<p>` (its alignment as
 * `text-align`), every run its own `<span>` with its emphasis as one style, pictures as `<image>` and text
 * complements inside their paragraph. Where the schema allows a construct nowhere near the place (a table in a list
 * item, a list or picture in a short text or label), the closest valid form is written and counted in `changes`.
 * No indentation is written: text content is significant, and the reader drops only whitespace with line breaks.
 */

/** Where a text goes: DetailTxt's `<Text>`, `<TextOutlTxt>` (short text) or `<LblTx>` (a section's title). */
export type RichTextPlace = "detail" | "outline" | "label";

/** What the writer wrote other than the model says, so that the document writer can report it. */
export type RichTextChangeKind =
  /** A list where the schema allows none (short text, label): one paragraph per item, "1." or "•" before it. */
  | "list_as_paragraphs"
  /** A table where the schema allows none (short text, label, list item): one paragraph per row, cells by " | ". */
  | "table_as_paragraphs"
  /** A picture in a short text or label, where the schema allows none: left out. */
  | "picture_left_out"
  /** A picture without usable bytes (too large or damaged in the source, or not a PNG, JPEG or GIF): left out. */
  | "picture_unusable_left_out"
  /** A text complement inside a short text or label: written as its plain text (caption, body, tail). */
  | "complement_as_text"
  /** A text complement without a whole-number label: numbered, as `MarkLbl` is a required integer. */
  | "complement_numbered"
  /** A list without items or a table without rows: the schema needs at least one, and it holds nothing. */
  | "empty_block_left_out"
  /** A line break inside a run of text: written as `<br/>`, as XML readers turn line breaks in text into spaces. */
  | "line_break_in_text"
  /** Control characters XML 1.0 cannot carry (U+0000–U+001F but tab and line breaks, U+FFFE, U+FFFF). */
  | "control_characters_left_out";

export interface RichTextChange {
  kind: RichTextChangeKind;
  /** How many constructs (or characters) it concerns. */
  count: number;
}

export interface WrittenRichText {
  xml: string;
  /** Empty when the text is written exactly as the model holds it. */
  changes: RichTextChange[];
}

/** MIME's line length for base64: keeps files with pictures readable; the reader strips the breaks. */
const BASE64_LINE = 76;
const WHOLE_NUMBER = /^[+-]?\d+$/;
const LINE_BREAK = /\r\n|\r|\n/;

/** One run's emphasis as one style attribute value; both lines in one `text-decoration`, as the reader adds them. */
export function runStyle(run: TextRun): string {
  const parts: string[] = [];
  if (run.bold) parts.push("font-weight:bold");
  if (run.italic) parts.push("font-style:italic");
  if (run.underline || run.strike) {
    const lines = [run.underline ? "underline" : "", run.strike ? "line-through" : ""].filter(Boolean);
    parts.push(`text-decoration:${lines.join(" ")}`);
  }
  // The reader knows one script at a time; a run marked both (no reader makes one) is raised.
  if (run.superscript) parts.push("vertical-align:super");
  else if (run.subscript) parts.push("vertical-align:sub");
  return parts.join(";");
}

class RichTextWriter {
  xml = "";
  readonly dropped: DroppedCharacters = { count: 0 };
  private readonly counts = new Map<RichTextChangeKind, number>();
  private complements = 0;

  count(kind: RichTextChangeKind, by = 1): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + by);
  }

  changes(): RichTextChange[] {
    if (this.dropped.count > 0) this.count("control_characters_left_out", this.dropped.count);
    return [...this.counts].map(([kind, count]) => ({ kind, count }));
  }

  text(text: RichText, allowed: Allowed): void {
    for (const block of text) this.block(block, allowed);
  }

  private block(block: Block, allowed: Allowed): void {
    switch (block.type) {
      case "paragraph":
        this.paragraph(block.inlines, block.align, allowed);
        return;
      case "list":
        if (block.items.length === 0) this.count("empty_block_left_out");
        else if (!allowed.lists) {
          this.count("list_as_paragraphs");
          this.text(flattenList(block), allowed);
        } else {
          const tag = block.ordered ? "ol" : "ul";
          this.xml += `<${tag}>`;
          for (const item of block.items) this.element("li", item, LIST_ITEM);
          this.xml += `</${tag}>`;
        }
        return;
      case "table":
        if (block.rows.length === 0) this.count("empty_block_left_out");
        else if (!allowed.tables) {
          this.count("table_as_paragraphs");
          this.text(flattenTable(block), allowed);
        } else {
          this.xml += "<table>";
          for (const row of block.rows) {
            if (row.length === 0) this.xml += "<tr/>";
            else {
              this.xml += "<tr>";
              // A cell holds what a long text holds, tables and pictures too (tgtdTC).
              for (const cell of row) this.element("td", cell, allowed);
              this.xml += "</tr>";
            }
          }
          this.xml += "</table>";
        }
        return;
    }
  }

  private element(tag: string, content: RichText, allowed: Allowed): void {
    if (content.length === 0) {
      this.xml += `<${tag}/>`;
      return;
    }
    this.xml += `<${tag}>`;
    this.text(content, allowed);
    this.xml += `</${tag}>`;
  }

  private paragraph(inlines: Inline[], align: Alignment | undefined, allowed: Allowed): void {
    const open = align ? `<p style="text-align:${align}"` : "<p";
    const outer = this.xml;
    this.xml = "";
    for (const inline of inlines) this.inline(inline, allowed);
    this.xml = this.xml === "" ? `${outer}${open}/>` : `${outer}${open}>${this.xml}</p>`;
  }

  private inline(inline: Inline, allowed: Allowed): void {
    switch (inline.type) {
      case "text":
        this.run(inline);
        return;
      case "break":
        this.xml += "<br/>";
        return;
      case "image":
        if (allowed.pictures) this.picture(inline);
        else this.count("picture_left_out");
        return;
      case "complement":
        if (allowed.complements) this.complement(inline);
        else {
          this.count("complement_as_text");
          for (const part of [inline.caption, inline.body, inline.tail])
            if (part !== "") this.run({ type: "text", text: part });
        }
        return;
    }
  }

  private run(run: TextRun): void {
    const style = runStyle(run);
    const open = style ? `<span style="${style}">` : "<span>";
    const lines = LINE_BREAK.test(run.text) ? run.text.split(LINE_BREAK) : [run.text];
    if (lines.length > 1) this.count("line_break_in_text", lines.length - 1);
    lines.forEach((line, index) => {
      if (index > 0) this.xml += "<br/>";
      const text = escapeXml(line, this.dropped);
      if (text !== "") this.xml += `${open}${text}</span>`;
    });
  }

  private picture(picture: Picture): void {
    const data = picture.data ?? "";
    // `Type` is required and must be true: it comes from the bytes. A picture without usable bytes (too large or
    // damaged in the source, or not a PNG, JPEG or GIF whatever it was called) is left out, not given a made-up type.
    const type = data === "" ? undefined : pictureTypeOf(data);
    if (type === undefined) {
      this.count("picture_unusable_left_out");
      return;
    }
    let open = `<image Type="${type}" Encoding="base64"`;
    if (picture.width !== undefined) open += ` width="${picture.width}"`;
    if (picture.name !== undefined) open += ` Name="${escapeAttribute(picture.name, this.dropped)}"`;
    this.xml += `${open}>`;
    for (let at = 0; at < data.length; at += BASE64_LINE) {
      this.xml += `\n${escapeXml(data.slice(at, at + BASE64_LINE), this.dropped)}`;
    }
    this.xml += "\n</image>";
  }

  complement(complement: Extract<Inline, { type: "complement" }>): void {
    this.complements += 1;
    let label = complement.label;
    if (label === undefined || !WHOLE_NUMBER.test(label)) {
      this.count("complement_numbered");
      label = String(this.complements);
    }
    const kind = complement.kind === "bidder" ? "Bidder" : "Owner";
    this.xml += `<TextComplement Kind="${kind}" MarkLbl="${label}">`;
    if (complement.caption !== "") this.part("ComplCaption", complement.caption);
    this.part("ComplBody", complement.body);
    if (complement.tail !== "") this.part("ComplTail", complement.tail);
    this.xml += "</TextComplement>";
  }

  /** A caption, body or tail: plain text on one line (the reader reads them so), as one span. */
  private part(tag: string, text: string): void {
    const escaped = escapeXml(text, this.dropped);
    this.xml += escaped === "" ? `<${tag}/>` : `<${tag}><span>${escaped}</span></${tag}>`;
  }
}

/** A long text as XML with what had to be written differently from the model (for the document's report). */
export function writeRichTextXml(text: RichText, where: RichTextPlace): WrittenRichText {
  const writer = new RichTextWriter();
  writer.text(text, allowedIn(where));
  return { xml: writer.xml, changes: writer.changes() };
}

/**
 * Text complements alone, one after the other, as offers (84) hold them directly in `DetailTxt` (the schema allows
 * it, and every X84 we have seen is written so).
 */
export function writeComplementsXml(
  complements: ReadonlyArray<Extract<Inline, { type: "complement" }>>,
): WrittenRichText {
  const writer = new RichTextWriter();
  for (const complement of complements) writer.complement(complement);
  return { xml: writer.xml, changes: writer.changes() };
}

/** The rich-text part: a long text as the XML content of `<Text>` (DetailTxt), `<TextOutlTxt>` or `<LblTx>`. */
export function richTextXml(text: RichText, where: RichTextPlace): string {
  return writeRichTextXml(text, where).xml;
}

/**
 * The model's plain texts (short texts, titles: lines joined by line breaks, as `renderPlain` makes them) as rich
 * text, one paragraph per line, so that reading the written text gives the same string.
 */
export function plainRichText(text: string): RichText {
  if (text === "") return [];
  return text
    .split(LINE_BREAK)
    .map((line) =>
      line === ""
        ? { type: "paragraph", inlines: [] }
        : { type: "paragraph", inlines: [{ type: "text", text: line }] },
    );
}
