import {
  attributeValue,
  checkReferences,
  decline,
  decodeReferences,
  hasForbiddenCharacter,
  LineCounter,
  nextOf,
  normalizeLineEnds,
} from "./fast-xml-text.js";
import { MAX_DEPTH, type XmlHandler } from "./sax.js";

export { FastPathDeclined } from "./fast-xml-text.js";

/*
 * A fast reader for the strict subset of XML that GAEB files are written in (issue 23: saxes, which looks at every
 * character on its own, cost 40–60 ms of the 2.7 MB sample in a fresh process). One regular expression finds each
 * tag, so the engine's native code does most of the work, not JavaScript still waiting for the JIT (walking tags
 * character by character in JavaScript was measured as slow as saxes). It gives a handler exactly the events saxes
 * gives through parseXml: the same names, attributes, lines and columns, the same pieces of text. Anything outside
 * the subset it checks (a DOCTYPE, an unknown entity, a non-ASCII name, a `>` inside an attribute value, any error
 * at all) makes it decline with FastPathDeclined, and the caller reads the document again from its first byte with
 * saxes, so every refusal stays saxes' own.
 */

/** An ASCII name as saxes (without namespaces) takes it: colons anywhere. Any other name is left to saxes. */
const NAME = "[A-Za-z_:][A-Za-z0-9_.:-]*";
const SPACE = "[ \\t\\n]";
/**
 * The markup at the next `<`: an open tag (name, attributes, `/`), a close tag (name), the start of a comment,
 * CDATA section or processing instruction (`!` or `?`), or, when nothing fits, the `<` alone: a tag outside the
 * subset or one the buffer cuts off. A `<` or `>` inside an attribute value does not fit.
 */
const TOKEN = new RegExp(
  `<(?:(${NAME})((?:${SPACE}+${NAME}${SPACE}*=${SPACE}*(?:"[^"<>]*"|'[^'<>]*'))*)${SPACE}*(/?)>|/(${NAME})${SPACE}*>|([!?])|)`,
  "g",
);
/** One attribute of an open tag TOKEN matched. */
const ATTRIBUTE = new RegExp(`(${NAME})${SPACE}*=${SPACE}*(?:"([^"]*)"|'([^']*)')`, "g");
/** Attribute values with one of these need more than their slice. */
const SPECIAL_IN_VALUES = /[&\t\n]/;
const PI_TARGET = /[A-Za-z_][A-Za-z0-9._-]*(?=[ \t\n]|\?>)/y;
const XML_DECLARATION =
  /<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(["'])1\.0\1(?:[ \t\n]+encoding[ \t\n]*=[ \t\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\n]+standalone[ \t\n]*=[ \t\n]*(["'])(?:yes|no)\3)?[ \t\n]*\?>/y;
const SPACES = /[ \t\n]*/y;
/** What a token left unfinished at a chunk's end may grow to before the fast path leaves the file to saxes. */
const MAX_CARRY = 4 * 1024 * 1024;
const LESS = 0x3c;
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
  /** Where the next `&` and `]]>` stand in the buffer (see nextOf): each found once, not once per text. */
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
    raw = normalizeLineEnds(raw);
    let rest = raw;
    if (this.carry !== "") {
      // The carried token is finished with the chunk's start up to its first `<`, and the chunk read from there as a
      // slice. Joining the carry to the whole chunk would copy it: a second large string per chunk, which lives
      // until the next full collection (on the 50 MB file, 12 MB more peak memory).
      const less = raw.indexOf("<");
      if (less < 0) rest = this.carry + raw;
      else {
        this.final = false;
        const left = this.consume(this.carry + raw.slice(0, less), true);
        rest = left === "" ? raw.slice(less) : left + raw.slice(less);
      }
    }
    this.final = final;
    this.carry = this.consume(rest, false);
    if (this.carry.length > MAX_CARRY) decline("an unfinished token too long to carry");
    if (final) this.finish();
  }

  /**
   * Reads a buffer; returns its unfinished end. `beforeMarkup`: a `<` follows the buffer, so text at its end is
   * complete.
   */
  private consume(buffer: string, beforeMarkup: boolean): string {
    this.buffer = buffer;
    this.lines.reset(buffer);
    this.nextAmp = -1;
    this.nextCdataEnd = -1;
    let at = 0;
    if (!this.started && buffer.length > 0) {
      this.started = true;
      // saxes skips a byte order mark at the very start (counting it as a column).
      if (buffer.charCodeAt(0) === 0xfeff) at = 1;
    }
    at = this.read(at, beforeMarkup);
    this.lines.shift(at);
    return buffer.slice(at);
  }

  /** Reads tokens from `start`; returns where the unfinished rest of the buffer starts. */
  private read(start: number, beforeMarkup: boolean): number {
    const buffer = this.buffer;
    let at = start;
    TOKEN.lastIndex = start;
    for (;;) {
      const match = TOKEN.exec(buffer);
      if (match === null) {
        const end = this.final || beforeMarkup ? buffer.length : this.safeTextEnd(at);
        if (end > at) this.text(at, end);
        return end;
      }
      const less = match.index;
      if (less > at) this.text(at, less);
      this.beforeFirstMarkup = false;
      if (this.pending !== "") {
        const text = this.pending;
        this.pending = "";
        this.handler.text(text);
      }
      const name = match[1];
      const closing = match[4];
      let next: number;
      if (name !== undefined) next = this.openTag(name, match[2] ?? "", match[3] === "/", TOKEN.lastIndex);
      else if (closing !== undefined) next = this.closeTag(closing, TOKEN.lastIndex);
      else if (match[5] === "!") next = this.commentOrCdata(less);
      else if (match[5] === "?") next = this.instruction(less);
      else next = this.badTag(less);
      if (next < 0) return less;
      this.declarationPossible = false;
      at = next;
      TOKEN.lastIndex = next;
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
    this.nextCdataEnd = nextOf(buffer, "]]>", from, this.nextCdataEnd);
    if (this.nextCdataEnd + 3 <= to) decline("]]> in text");
    this.nextAmp = nextOf(buffer, "&", from, this.nextAmp);
    const amp = this.nextAmp < to ? this.nextAmp : -1;
    if (this.textWanted) {
      const text = amp < 0 ? buffer.slice(from, to) : decodeReferences(buffer, from, to, amp);
      this.pending = this.pending === "" ? text : this.pending + text;
    } else if (amp >= 0) {
      checkReferences(buffer, to, amp);
    }
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

  /** An open tag TOKEN matched, which ends before `end`. */
  private openTag(name: string, attributeText: string, selfClosing: boolean, end: number): number {
    // A plain object: a name Object.prototype has (__proto__, constructor) is not undefined and so declined below.
    const attributes: Record<string, string> = {};
    if (attributeText !== "") {
      const plain = !SPECIAL_IN_VALUES.test(attributeText);
      ATTRIBUTE.lastIndex = 0;
      for (let match = ATTRIBUTE.exec(attributeText); match !== null; match = ATTRIBUTE.exec(attributeText)) {
        const attribute = match[1] ?? "";
        if (attributes[attribute] !== undefined) decline("a duplicate attribute");
        const raw = match[2] ?? match[3] ?? "";
        attributes[attribute] = plain ? raw : attributeValue(raw);
      }
    }
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

  /** A close tag TOKEN matched, which ends before `end`. */
  private closeTag(name: string, end: number): number {
    if (name !== this.open[this.open.length - 1]) decline("a close tag that does not match");
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
