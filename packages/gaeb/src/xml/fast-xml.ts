import {
  attributeValue,
  checkReferences,
  decline,
  decodeReferences,
  hasForbiddenCharacter,
  LineCounter,
  normalizeLineEnds,
} from "./fast-xml-text.js";
import { MAX_DEPTH, type XmlHandler } from "./sax.js";

export { FastPathDeclined } from "./fast-xml-text.js";

/*
 * A fast reader for the strict subset of XML that GAEB files are written in (issue 23: saxes, which looks at every
 * character on its own, cost 40–60 ms of the 2.7 MB sample; this reader finds markup with indexOf and regular
 * expressions). It gives a handler exactly the events saxes gives through parseXml: the same names, attributes,
 * lines and columns, the same pieces of text. Anything outside the subset it checks (a DOCTYPE, an unknown entity,
 * a non-ASCII name, a `>` inside an attribute value, any error at all) makes it decline with FastPathDeclined, and
 * the caller reads the document again from its first byte with saxes, so every refusal stays saxes' own.
 */

const NAME = "[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?";
const ELEMENT_NAME = new RegExp(NAME, "y");
const ATTRIBUTE = new RegExp(`[ \\t\\n]+(${NAME})[ \\t\\n]*=[ \\t\\n]*(?:"([^"<>]*)"|'([^'<>]*)')`, "y");
const TAG_END = /[ \t\n]*\/?>/y;
const CLOSE_TAG_END = /[ \t\n]*>/y;
const PI_TARGET = /[A-Za-z_][A-Za-z0-9._-]*(?=[ \t\n]|\?>)/y;
const XML_DECLARATION =
  /<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(["'])1\.0\1(?:[ \t\n]+encoding[ \t\n]*=[ \t\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\n]+standalone[ \t\n]*=[ \t\n]*(["'])(?:yes|no)\3)?[ \t\n]*\?>/y;
const SPACES = /[ \t\n]*/y;
/** What a token left unfinished at a chunk's end may grow to before the fast path leaves the file to saxes. */
const MAX_CARRY = 4 * 1024 * 1024;
const LESS = 0x3c;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const GREATER = 0x3e;
const BRACKET = 0x5d;
const CR = 0x0d;

/**
 * Streams XML text to `handler` like parseXml, or throws FastPathDeclined, possibly after some events: the caller
 * must then start again with a fresh handler. An error the chunks themselves throw while a markup token is still
 * unfinished also declines, since saxes might have refused that token before asking for the next chunk.
 */
export function parseXmlFast(chunks: Iterable<string>, handler: XmlHandler): void {
  const reader = new FastXmlReader(handler);
  const iterator = chunks[Symbol.iterator]();
  for (;;) {
    let next: IteratorResult<string>;
    try {
      next = iterator.next();
    } catch (error) {
      if (reader.inMarkup()) decline("the input failed inside a token");
      throw error;
    }
    if (next.done) break;
    reader.feed(next.value, false);
  }
  reader.feed("", true);
}

class FastXmlReader {
  private readonly lines = new LineCounter();
  /** Qualified names of the open elements, outermost first. */
  private readonly open: string[] = [];
  private textWanted = true;
  /** Text read since the last markup, handed over at the next `<` (saxes hands it over there, in one piece). */
  private pending = "";
  /** The start of the current buffer that the previous one could not finish (a token, a reference, `]`). */
  private carry = "";
  /** A CR or high surrogate at a chunk's end, which belongs with the next chunk's first character. */
  private carriedChar = "";
  private buffer = "";
  private final = false;
  private started = false;
  private beforeFirstMarkup = true;
  private declarationPossible = true;
  private sawRoot = false;
  private closedRoot = false;
  /** Next `&` and `]]>` at or after a position of the buffer (-1: to be looked up); found once each, not per text. */
  private nextAmp = -1;
  private nextCdataEnd = -1;

  constructor(private readonly handler: XmlHandler) {
    handler.useTextSwitch?.((wanted) => {
      this.textWanted = wanted;
    });
  }

  inMarkup(): boolean {
    return this.carry.charCodeAt(0) === LESS;
  }

  feed(chunk: string, final: boolean): void {
    let raw = this.carriedChar + chunk;
    this.carriedChar = "";
    const last = raw.charCodeAt(raw.length - 1);
    if (!final && (last === CR || (last >= 0xd800 && last <= 0xdbff))) {
      this.carriedChar = raw.slice(-1);
      raw = raw.slice(0, -1);
    }
    if (hasForbiddenCharacter(raw)) decline("a character XML forbids");
    const buffer = this.carry + normalizeLineEnds(raw);
    this.buffer = buffer;
    this.final = final;
    this.lines.reset(buffer);
    this.nextAmp = -1;
    this.nextCdataEnd = -1;
    let at = 0;
    if (!this.started && buffer.length > 0) {
      this.started = true;
      // saxes skips a byte order mark at the very start (counting it as a column).
      if (buffer.charCodeAt(0) === 0xfeff) at = 1;
    }
    at = this.read(at);
    this.lines.shift(at);
    this.carry = buffer.slice(at);
    if (this.carry.length > MAX_CARRY) decline("an unfinished token too long to carry");
    if (final) this.finish();
  }

  /** Reads tokens from `at`; returns where the unfinished rest of the buffer starts. */
  private read(start: number): number {
    const buffer = this.buffer;
    let at = start;
    for (;;) {
      const less = buffer.indexOf("<", at);
      if (less < 0) {
        const end = this.final ? buffer.length : this.safeTextEnd(at);
        if (end > at) this.text(at, end);
        return end;
      }
      if (less > at) this.text(at, less);
      this.beforeFirstMarkup = false;
      if (this.pending !== "") {
        const text = this.pending;
        this.pending = "";
        this.handler.text(text);
      }
      const next = this.token(less);
      if (next < 0) return less;
      this.declarationPossible = false;
      at = next;
    }
  }

  /**
   * Where text that runs to the buffer's end may be cut: not inside a reference (`&…` without `;` yet) and not
   * after a `]` that could begin a `]]>` with the next chunk.
   */
  private safeTextEnd(at: number): number {
    const buffer = this.buffer;
    const amp = buffer.lastIndexOf("&");
    if (amp >= at && buffer.indexOf(";", amp) < 0) return amp;
    let end = buffer.length;
    while (end > at && end > buffer.length - 2 && buffer.charCodeAt(end - 1) === BRACKET) end -= 1;
    return end;
  }

  /** Character data in `[from, to)`, which holds no `<`. */
  private text(from: number, to: number): void {
    const buffer = this.buffer;
    if (this.open.length === 0) {
      // Outside the root only white space may stand; saxes does not report it before the first markup.
      SPACES.lastIndex = from;
      SPACES.test(buffer);
      if (SPACES.lastIndex !== to) decline("text outside the root element");
      this.declarationPossible = false;
      if (this.textWanted && !this.beforeFirstMarkup) this.pending += buffer.slice(from, to);
      return;
    }
    if (this.nextCdataEnd !== -2 && this.nextCdataEnd < from) {
      const found = buffer.indexOf("]]>", from);
      this.nextCdataEnd = found < 0 ? -2 : found;
    }
    if (this.nextCdataEnd >= 0 && this.nextCdataEnd + 3 <= to) decline("]]> in text");
    if (this.nextAmp !== -2 && this.nextAmp < from) {
      const found = buffer.indexOf("&", from);
      this.nextAmp = found < 0 ? -2 : found;
    }
    const amp = this.nextAmp >= 0 && this.nextAmp < to ? this.nextAmp : -1;
    if (this.textWanted) {
      const text = amp < 0 ? buffer.slice(from, to) : decodeReferences(buffer, from, to, amp);
      this.pending = this.pending === "" ? text : this.pending + text;
    } else if (amp >= 0) {
      checkReferences(buffer, to, amp);
    }
  }

  /** Reads the markup at `less`; returns where it ends, or -1 when the buffer ends inside it. */
  private token(less: number): number {
    const buffer = this.buffer;
    const kind = buffer.charCodeAt(less + 1);
    if (kind === SLASH) return this.closeTag(less);
    if (kind === BANG) return this.commentOrCdata(less);
    if (kind === QUESTION) return this.instruction(less);
    if (Number.isNaN(kind)) return this.unfinished("a lone <");
    return this.openTag(less);
  }

  /** The buffer ended inside a token: carry it into the next chunk, unless there is none. */
  private unfinished(what: string): -1 {
    if (this.final) decline(`${what} at the end of the document`);
    return -1;
  }

  /** A tag that does not match the subset: unfinished when no `>` follows yet, else declined. */
  private badTag(less: number): number {
    if (this.buffer.indexOf(">", less) < 0) return this.unfinished("an unfinished tag");
    return decline("a tag outside the subset");
  }

  private openTag(less: number): number {
    const buffer = this.buffer;
    ELEMENT_NAME.lastIndex = less + 1;
    if (!ELEMENT_NAME.test(buffer)) return this.badTag(less);
    let at = ELEMENT_NAME.lastIndex;
    const name = buffer.slice(less + 1, at);
    const attributes: Record<string, string> = Object.create(null);
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const match = ATTRIBUTE.exec(buffer);
      if (match === null) break;
      const attribute = match[1] ?? "";
      if (attributes[attribute] !== undefined) return decline("a duplicate attribute");
      attributes[attribute] = attributeValue(match[2] ?? match[3] ?? "");
      at = ATTRIBUTE.lastIndex;
    }
    TAG_END.lastIndex = at;
    if (!TAG_END.test(buffer)) return this.badTag(less);
    const end = TAG_END.lastIndex;
    const selfClosing = buffer.charCodeAt(end - 2) === SLASH;
    if (this.closedRoot) decline("a second root element");
    if (this.open.length + 1 > MAX_DEPTH) decline("nesting deeper than the limit");
    this.sawRoot = true;
    const colon = name.indexOf(":");
    const column = this.lines.columnAfter(end - 1);
    this.handler.open(colon < 0 ? name : name.slice(colon + 1), attributes, this.lines.line, column);
    if (selfClosing) this.closed();
    else this.open.push(name);
    return end;
  }

  private closeTag(less: number): number {
    const buffer = this.buffer;
    const name = this.open[this.open.length - 1];
    if (name === undefined) return decline("a close tag without an open element");
    const after = less + 2 + name.length;
    if (!buffer.startsWith(name, less + 2)) return this.badTag(less);
    let end = after + 1;
    if (buffer.charCodeAt(after) !== GREATER) {
      CLOSE_TAG_END.lastIndex = after;
      if (!CLOSE_TAG_END.test(buffer)) return this.badTag(less);
      end = CLOSE_TAG_END.lastIndex;
    }
    this.open.pop();
    this.closed();
    return end;
  }

  private closed(): void {
    this.handler.close();
    if (this.open.length === 0) this.closedRoot = true;
  }

  private commentOrCdata(less: number): number {
    const buffer = this.buffer;
    if (buffer.startsWith("<!--", less)) {
      const end = buffer.indexOf("-->", less + 4);
      if (end < 0) return this.unfinished("an unfinished comment");
      if (buffer.indexOf("--", less + 4) < end) decline("-- inside a comment");
      return end + 3;
    }
    if (buffer.startsWith("<![CDATA[", less)) {
      if (this.open.length === 0) decline("CDATA outside the root element");
      const end = buffer.indexOf("]]>", less + 9);
      if (end < 0) return this.unfinished("an unfinished CDATA section");
      // saxes reports CDATA whether or not text is wanted.
      this.handler.text(buffer.slice(less + 9, end));
      return end + 3;
    }
    if (buffer.length - less < 9) return this.unfinished("an unfinished <!");
    return decline("a DOCTYPE or other declaration");
  }

  private instruction(less: number): number {
    const buffer = this.buffer;
    const end = buffer.indexOf("?>", less + 2);
    if (end < 0) return this.unfinished("an unfinished processing instruction");
    PI_TARGET.lastIndex = less + 2;
    if (!PI_TARGET.test(buffer)) decline("a processing instruction outside the subset");
    const target = buffer.slice(less + 2, PI_TARGET.lastIndex);
    if (target === "xml") {
      XML_DECLARATION.lastIndex = less;
      const valid = this.declarationPossible && XML_DECLARATION.test(buffer);
      if (!valid || XML_DECLARATION.lastIndex !== end + 2) decline("an XML declaration outside the subset");
    } else if (target.toLowerCase() === "xml") {
      decline("a reserved processing instruction target");
    }
    return end + 2;
  }

  private finish(): void {
    if (this.carry !== "") decline("an unfinished token at the end");
    if (!this.sawRoot) decline("no root element");
    if (this.open.length > 0) decline("an unclosed element");
    if (this.pending !== "") {
      const text = this.pending;
      this.pending = "";
      this.handler.text(text);
    }
  }
}
