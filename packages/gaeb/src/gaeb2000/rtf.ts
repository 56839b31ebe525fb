import { decodeWindows1252 } from "../codepage.js";
import type { Alignment, Block, Inline, Picture, RichText } from "../model.js";
import { type Emphasis, sameEmphasis, textRun } from "../text/runs.js";
import { RtfComplements } from "./rtf-complements.js";
import { RtfPicture } from "./rtf-picture.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * GAEB 2000 texts are plain or RTF (`{\rtf1 …}`). Both become the paragraphs, breaks, lists, alignment and emphasis
 * (\b, \i, \ul, \strike, \super, \sub) the XML reader builds.
 */
export function readText(raw: string): RichText {
  const decoded = decodeCharacterReferences(raw);
  const trimmed = decoded.trim();
  return /^\{\\rtf/i.test(trimmed) ? readRtf(trimmed) : readPlain(decoded);
}

/**
 * Some programs (NEVARIS) write characters outside Windows-1252 as XML-style references (`&#8364;` for €) into
 * GAEB 2000 text; the XML twin of the same LV has the character itself.
 */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(?:x([0-9a-f]{1,6})|(\d{1,7}));/gi, (reference, hex?: string, decimal?: string) => {
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : reference;
  });
}

/** Lines become breaks inside a paragraph; a blank line starts the next paragraph. */
export function readPlain(raw: string): RichText {
  const blocks: Block[] = [];
  for (const chunk of raw.replace(/\r/g, "").split(/\n[ \t]*\n/)) {
    const lines = chunk.split("\n");
    while (lines.length > 0 && (lines[0] as string).trim() === "") lines.shift();
    while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === "") lines.pop();
    if (lines.length === 0) continue;
    const inlines: Inline[] = [];
    lines.forEach((line, i) => {
      if (i > 0) inlines.push({ type: "break" });
      if (line !== "") inlines.push({ type: "text", text: line });
    });
    blocks.push({ type: "paragraph", inlines });
  }
  return blocks;
}

/** Groups whose content is not text: tables of fonts and colours, pictures, document info, list definitions. */
const SKIPPED_DESTINATIONS = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "object",
  // Word writes a picture twice: PNG or JPEG in \shppict, a Windows metafile for old readers in \nonshppict.
  "nonshppict",
  "header",
  "footer",
  "listtable",
  "listoverridetable",
  "generator",
  "themedata",
  "latentstyles",
  "rsidtbl",
  "xmlnstbl",
  "pn",
]);

/** Groups holding the number or bullet of a list item: skipped, but they make the paragraph a list item. */
const LIST_MARKERS = new Set(["pntext", "listtext"]);

interface Paragraph {
  inlines: Inline[];
  align?: Alignment;
  listItem: boolean;
  ordered: boolean;
}

class RtfFlow {
  readonly paragraphs: Paragraph[] = [];
  private current: Paragraph = { inlines: [], listItem: false, ordered: false };
  private readonly complements = new RtfComplements();

  text(text: string, marks: Emphasis): void {
    if (this.complements.text(text)) return;
    const last = this.current.inlines[this.current.inlines.length - 1];
    if (last?.type === "text" && sameEmphasis(last, marks)) last.text += text;
    else this.current.inlines.push(textRun(text, marks));
  }

  picture(picture: Picture): void {
    this.current.inlines.push(picture);
  }

  lineBreak(): void {
    if (!this.withinComplement()) this.current.inlines.push({ type: "break" });
  }

  /** A bookmark (`{\*\bkmkstart TA31}`): text complements are marked with them (`rtf-complements.ts`). */
  bookmark(end: boolean, name: string): void {
    const complement = this.complements.bookmark(end, name);
    if (complement) this.current.inlines.push(complement);
  }

  /** A line or paragraph end inside a complement's caption or body, which DA XML reads on one line. */
  private withinComplement(): boolean {
    if (!this.complements.isOpen) return false;
    const complement = this.complements.lineEnd();
    if (complement) this.current.inlines.push(complement);
    return complement === undefined;
  }

  markListItem(marker: string): void {
    this.current.listItem = true;
    this.current.ordered = /\d|^[a-z][.)]/i.test(marker.trim());
  }

  /** Ends the paragraph, set as the paragraph formatting in effect says (`\qc` …). */
  endParagraph(align: Alignment | undefined): void {
    if (this.withinComplement()) return;
    if (align) this.current.align = align;
    this.paragraphs.push(this.current);
    this.current = { inlines: [], listItem: false, ordered: false };
  }

  finish(align: Alignment | undefined): RichText {
    const complement = this.complements.close();
    if (complement) this.current.inlines.push(complement);
    if (this.current.inlines.length > 0) this.endParagraph(align);
    while (this.paragraphs.length > 0 && (this.paragraphs.at(-1) as Paragraph).inlines.length === 0)
      this.paragraphs.pop();
    const blocks: Block[] = [];
    for (const paragraph of this.paragraphs) {
      const block: Block = paragraph.align
        ? { type: "paragraph", inlines: paragraph.inlines, align: paragraph.align }
        : { type: "paragraph", inlines: paragraph.inlines };
      if (!paragraph.listItem) {
        blocks.push(block);
        continue;
      }
      const last = blocks[blocks.length - 1];
      if (last?.type === "list" && last.ordered === paragraph.ordered) last.items.push([block]);
      else blocks.push({ type: "list", ordered: paragraph.ordered, items: [[block]] });
    }
    return blocks;
  }
}

/** What a group sets; RTF keeps character formatting per group and restores it at the group's end. */
interface GroupState extends Mutable<Emphasis> {
  skip: boolean;
  marker: boolean;
  uc: number;
  /** Paragraph formatting is kept per group as well; `\pard` resets it. */
  align: Alignment | undefined;
  /** Inside `\pict`: the picture being read, and the group depth its hex data sits at. */
  picture?: RtfPicture;
  pictureDepth?: number;
  /** Inside `{\*\bkmkstart …}` or `{\*\bkmkend …}`: the bookmark whose name the group's text is. */
  bookmark?: { end: boolean; name: string };
}

/** Paragraph alignment words; `\pard` (default paragraph) and `\ql` set it back to left. */
const PARAGRAPH_ALIGN: Readonly<Record<string, Alignment | null>> = Object.assign(Object.create(null), {
  qc: "center",
  qr: "right",
  qj: "justify",
  ql: null,
  pard: null,
});

/** `\b`, `\b1` switch on, `\b0` off. */
function switchedOn(param: string | undefined): boolean {
  return param === undefined || Number(param) !== 0;
}

/** Sets the emphasis a control word names; false when the word is not about emphasis. */
function emphasisWord(word: string, param: string | undefined, state: Mutable<Emphasis>): boolean {
  if (word === "b") state.bold = switchedOn(param);
  else if (word === "i") state.italic = switchedOn(param);
  else if (word === "strike" || word === "striked") state.strike = switchedOn(param);
  else if (word === "super" || word === "sub") state.script = word;
  else if (word === "nosupersub") state.script = undefined;
  else if (word === "ulnone") state.underline = false;
  // \ul and its styles (\uld dotted, \uldb double, \ulw words only …) all underline.
  else if (/^ul[a-z]*$/.test(word) && word !== "ulc") state.underline = switchedOn(param);
  else if (word === "plain") {
    state.bold = false;
    state.italic = false;
    state.underline = false;
    state.strike = false;
    state.script = undefined;
  } else return false;
  return true;
}

const CONTROL = /\\([a-zA-Z]+)(-?\d+)? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z])/y;

/** A small RTF reader: groups, control words, hex and Unicode escapes; never throws on odd input. */
export function readRtf(rtf: string): RichText {
  const flow = new RtfFlow();
  // Per group: skipped, a list marker being collected, and the \ucN fallback length.
  const stack: GroupState[] = [];
  let state: GroupState = {
    skip: false,
    marker: false,
    uc: 1,
    bold: false,
    italic: false,
    underline: false,
    strike: false,
    script: undefined,
    align: undefined,
  };
  let marker = "";
  let pendingSkip = 0;
  let groupStart = false;
  let afterStar = false;
  const emit = (text: string) => {
    if (pendingSkip > 0) {
      const dropped = Math.min(pendingSkip, text.length);
      pendingSkip -= dropped;
      text = text.slice(dropped);
    }
    if (text === "") return;
    if (state.bookmark) state.bookmark.name += text;
    else if (state.marker) marker += text;
    else if (!state.skip) flow.text(text, state);
  };
  let i = 0;
  while (i < rtf.length) {
    const ch = rtf[i] as string;
    if (ch === "{") {
      stack.push(state);
      state = { ...state };
      groupStart = true;
      i++;
      continue;
    }
    if (ch === "}") {
      if (state.marker && !(stack[stack.length - 1]?.marker ?? false)) flow.markListItem(marker);
      if (state.picture && state.pictureDepth === stack.length) flow.picture(state.picture.finish());
      const bookmark = state.bookmark;
      if (bookmark && stack[stack.length - 1]?.bookmark !== bookmark)
        flow.bookmark(bookmark.end, bookmark.name);
      state = stack.pop() ?? state;
      groupStart = false;
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      i++;
      continue;
    }
    if (ch !== "\\") {
      let end = i;
      while (end < rtf.length && !"{}\\\r\n".includes(rtf[end] as string)) end++;
      if (state.picture) {
        if (state.pictureDepth === stack.length) state.picture.hex(rtf.slice(i, end));
      } else emit(rtf.slice(i, end));
      groupStart = false;
      i = end;
      continue;
    }
    CONTROL.lastIndex = i;
    const match = CONTROL.exec(rtf);
    if (!match) {
      i++;
      continue;
    }
    i = CONTROL.lastIndex;
    const [, word, param, hex, symbol] = match;
    const atGroupStart = groupStart;
    groupStart = false;
    const starred = afterStar;
    afterStar = false;
    if (hex !== undefined) emit(decodeWindows1252(Uint8Array.of(Number.parseInt(hex, 16))));
    else if (symbol !== undefined) {
      if (symbol === "*" && atGroupStart) {
        state.skip = true;
        afterStar = true;
      } else if (symbol === "~") emit("\u00a0");
      else if (symbol === "_") emit("-");
      else if (symbol === "\\" || symbol === "{" || symbol === "}") emit(symbol);
      else if (symbol === "\n" || symbol === "\r") {
        if (!state.skip && !state.marker) flow.endParagraph(state.align);
      }
    } else if (word !== undefined) {
      // `{\*\shppict{\pict …}}`: an optional destination this reader does know, holding the picture.
      if (starred && word === "shppict" && !stack.some((outer) => outer.skip)) state.skip = false;
      // A bookmark's name is no text, written with `\*` as RTF asks or without; its group is read for the name.
      else if ((word === "bkmkstart" || word === "bkmkend") && (atGroupStart || starred)) {
        state.skip = true;
        if (!stack.some((outer) => outer.skip)) state.bookmark = { end: word === "bkmkend", name: "" };
      } else if (atGroupStart && word === "pict" && !state.skip && !state.marker) {
        state.skip = true;
        state.picture = new RtfPicture();
        state.pictureDepth = stack.length;
      } else if (state.picture) {
        if (state.pictureDepth === stack.length) state.picture.word(word, param);
      } else if (atGroupStart && SKIPPED_DESTINATIONS.has(word)) state.skip = true;
      else if (atGroupStart && LIST_MARKERS.has(word)) {
        state.marker = true;
        marker = "";
      } else
        controlWord(word, param, state, flow, emit, (n) => {
          pendingSkip = n;
        });
    }
  }
  return flow.finish(state.align);
}

function controlWord(
  word: string,
  param: string | undefined,
  state: GroupState,
  flow: RtfFlow,
  emit: (text: string) => void,
  skipFallback: (count: number) => void,
): void {
  if (state.skip || state.marker) {
    if (word === "uc") state.uc = Number(param ?? 1);
    return;
  }
  if (emphasisWord(word, param, state)) return;
  const align = PARAGRAPH_ALIGN[word];
  if (align !== undefined) {
    state.align = align ?? undefined;
    return;
  }
  switch (word) {
    case "par":
      flow.endParagraph(state.align);
      break;
    case "line":
      flow.lineBreak();
      break;
    case "tab":
      emit("\t");
      break;
    case "uc":
      state.uc = Math.min(Number(param ?? 1), 8);
      break;
    case "u": {
      const code = Number(param ?? 0);
      emit(String.fromCharCode(code < 0 ? code + 65536 : code));
      skipFallback(state.uc);
      break;
    }
    case "emdash":
      emit("\u2014");
      break;
    case "endash":
      emit("\u2013");
      break;
    case "bullet":
      emit("\u2022");
      break;
    case "ls":
      flow.markListItem("");
      break;
  }
}
