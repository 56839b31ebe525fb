/*
 * Character-level pieces of the fast XML path (fast-xml.ts): what it refuses to read, how it decodes references and
 * attribute values, and where it counts lines. Each of them follows what saxes does for the same input.
 */

/** Thrown where the fast path cannot promise saxes' result; the caller reads the whole document again with saxes. */
export class FastPathDeclined extends Error {
  constructor(reason: string) {
    super(`fast XML path declined: ${reason}`);
    this.name = "FastPathDeclined";
  }
}

export function decline(reason: string): never {
  throw new FastPathDeclined(reason);
}

/**
 * Characters XML 1.0 forbids (C0 controls but TAB, LF, CR; U+FFFE, U+FFFF) and surrogates without their partner.
 * One native test per chunk instead of a look at every character; no lookbehind, which older Safari cannot parse.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the forbidden control characters are what it finds.
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** CR LF and a lone CR are one line end, read as LF (XML 1.0 §2.11), as saxes does. */
export function normalizeLineEnds(text: string): string {
  return text.indexOf("\r") < 0 ? text : text.replace(/\r\n?/g, "\n");
}

/**
 * The first `search` at or after `from` (the buffer's length when there is none); `cached`, an earlier answer for
 * a position before `from`, is kept while it still lies at or after `from`.
 */
export function nextOf(buffer: string, search: string, from: number, cached: number): number {
  if (cached >= from) return cached;
  const found = buffer.indexOf(search, from);
  return found < 0 ? buffer.length : found;
}

/** The five predefined entities and character references; saxes knows no others without a DTD. */
const REFERENCE = /&(?:(amp)|(lt)|(gt)|(quot)|(apos)|#([0-9]{1,8})|#x([0-9a-fA-F]{1,6}));/y;
const PREDEFINED = ["&", "<", ">", '"', "'"];

/** Code points XML 1.0 allows (its Char production); saxes refuses a reference to any other. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** The text of the reference at `at` (an ampersand), and through REFERENCE.lastIndex where it ends; else declines. */
function reference(text: string, at: number): string {
  REFERENCE.lastIndex = at;
  const match = REFERENCE.exec(text);
  if (match === null) return decline("unknown or unfinished reference");
  for (let group = 1; group <= 5; group += 1)
    if (match[group] !== undefined) return PREDEFINED[group - 1] ?? "";
  const decimal = match[6];
  const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(match[7] ?? "", 16);
  if (!isXmlChar(code)) return decline("reference to a character XML forbids");
  return String.fromCodePoint(code);
}

/** `text[from, to)` with its references replaced; `first` is the first ampersand in it. */
export function decodeReferences(text: string, from: number, to: number, first: number): string {
  let out = "";
  let start = from;
  let amp = first;
  while (amp >= 0 && amp < to) {
    const value = reference(text, amp);
    if (REFERENCE.lastIndex > to) decline("reference across the end of a text");
    out += text.slice(start, amp) + value;
    start = REFERENCE.lastIndex;
    amp = text.indexOf("&", start);
  }
  return out + text.slice(start, to);
}

/** Checks the references in `text[from, to)` as saxes would, without building the text nobody reads. */
export function checkReferences(text: string, to: number, first: number): void {
  let amp = first;
  while (amp >= 0 && amp < to) {
    reference(text, amp);
    if (REFERENCE.lastIndex > to) decline("reference across the end of a text");
    amp = text.indexOf("&", REFERENCE.lastIndex);
  }
}

/** An attribute value as saxes hands it over: TAB and line ends each become a space, then references are read. */
export function attributeValue(raw: string): string {
  const spaced = raw.indexOf("\t") < 0 && raw.indexOf("\n") < 0 ? raw : raw.replace(/[\t\n]/g, " ");
  const amp = spaced.indexOf("&");
  return amp < 0 ? spaced : decodeReferences(spaced, 0, spaced.length, amp);
}

/**
 * Line and column of a position, counted the way saxes counts them: lines from 1, the column in code points (a
 * surrogate pair is one), after line ends were made LF. Counts only as far as it is asked, and each line end once.
 */
export class LineCounter {
  line = 1;
  /** Where the current line starts in the text; below 0 when it started in an earlier chunk. */
  private lineStart = 0;
  /** Surrogate pairs on the current line before `counted` (each is one column, two string positions). */
  private linePairs = 0;
  private counted = 0;
  /** The first LF at or after `counted`, or the text's length when there is none. */
  private nextLineEnd = -1;
  private text = "";
  private hasPairs = false;

  /** Starts on a new text, which begins with what of the previous one `shift` did not pass. */
  reset(text: string): void {
    this.text = text;
    this.hasPairs = /[\uD800-\uDBFF]/.test(text);
    this.nextLineEnd = -1;
  }

  /** The column saxes reports after reading the character at `at` (its `column` plus one, as sax.ts reports). */
  columnAfter(at: number): number {
    this.countTo(at);
    return at - this.lineStart + 2 - this.linePairs;
  }

  /** Counts the line ends before `to`; the text before it will not be seen again. */
  countTo(to: number): void {
    const text = this.text;
    let from = this.counted;
    if (this.nextLineEnd < from) this.nextLineEnd = lineEnd(text, from);
    while (this.nextLineEnd < to) {
      this.line += 1;
      from = this.nextLineEnd + 1;
      this.lineStart = from;
      this.linePairs = 0;
      this.nextLineEnd = lineEnd(text, from);
    }
    if (this.hasPairs) this.linePairs += pairsIn(text, from, to);
    this.counted = to;
  }

  /** The text before `cut` is dropped; positions from now on count from `cut`. */
  shift(cut: number): void {
    this.countTo(cut);
    this.lineStart -= cut;
    this.counted = 0;
  }
}

function lineEnd(text: string, from: number): number {
  const at = text.indexOf("\n", from);
  return at < 0 ? text.length : at;
}

function pairsIn(text: string, from: number, to: number): number {
  let pairs = 0;
  for (let index = from; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) pairs += 1;
  }
  return pairs;
}
