/**
 * Seeded mutations of real files for the fuzz suite. Each one is meant to reach the reader: most keep the file
 * XML-like and change one thing a damaged or hostile file could (bytes, lengths, numbers, element ranges,
 * encodings). Byte offsets are kept by treating the bytes as Latin-1 text while searching.
 */

/** A small deterministic generator (mulberry32), so a failing input is named by its seed and rebuilt exactly. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Next = () => number;

const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const latin1 = (bytes: Uint8Array): string => new TextDecoder("latin1").decode(bytes);
const fromLatin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function splice(bytes: Uint8Array, start: number, end: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - (end - start) + insert.length);
  out.set(bytes.subarray(0, start));
  out.set(insert, start);
  out.set(bytes.subarray(end), start + insert.length);
  return out;
}

/** Byte ranges [start, end) of elements found by their start and first matching end tag. */
function elementRange(text: string, next: Next, name?: string): [number, number] | undefined {
  const tags = [...text.matchAll(name ? new RegExp(`<${name}[\\s>]`, "g") : /<([A-Za-z][\w.:-]*)[\s>]/g)];
  if (tags.length === 0) return undefined;
  const tag = pick(next, tags);
  const tagName = name ?? tag[1] ?? "";
  const close = text.indexOf(`</${tagName}>`, tag.index);
  return close < 0 ? undefined : [tag.index, close + tagName.length + 3];
}

/** Every match of a pattern's first group replaced when `all`, else one chosen at random. */
function replaceValues(text: string, pattern: RegExp, value: () => string, next: Next, all: boolean): string {
  const matches = [...text.matchAll(pattern)];
  if (matches.length === 0) return text;
  const chosen = all ? new Set(matches) : new Set([pick(next, matches)]);
  let out = "";
  let last = 0;
  for (const match of matches) {
    if (!chosen.has(match)) continue;
    const start = (match.index ?? 0) + match[0].indexOf(match[1] ?? "");
    out += text.slice(last, start) + value();
    last = start + (match[1] ?? "").length;
  }
  return out + text.slice(last);
}

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const source = `${bom ? "\uFEFF" : ""}${text}`;
  const out = new Uint8Array(source.length * 2);
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    out[2 * i + (littleEndian ? 0 : 1)] = code & 0xff;
    out[2 * i + (littleEndian ? 1 : 0)] = code >> 8;
  }
  return out;
}

const NUMBER_ELEMENTS =
  /<(?:[\w.-]+:)?(?:Qty|UP|IT|Total|TotalNet|TotalGross|VAT|Markup|ITMarkup|DiscountPcnt|UPComp\d)>([^<]*)</g;
const HUGE_NUMBERS = [
  () => "9".repeat(20_000),
  () => `0.${"1".repeat(20_000)}`,
  () => "12345678901234567890.123",
  () => "0.30000000000000004",
  () => `-${"8".repeat(29)}`,
  () => "1e400",
  () => `${" ".repeat(50_000)}5${" ".repeat(50_000)}`,
];
const LENGTHS = ["100000000", "999999999", "9".repeat(5000), "-3", "0", "15", "zwei"];
const DECLARED = ["ISO-8859-1", "UTF-16", "windows-1252", "US-ASCII", "UTF-8", "EBCDIC-CP-US", "latin1"];

export const MUTATIONS: Record<string, (bytes: Uint8Array, next: Next) => Uint8Array> = {
  flipBytes: (bytes, next) => {
    const out = bytes.slice();
    const count = 1 + Math.floor(next() * 8);
    for (let i = 0; i < count && out.length > 0; i++)
      out[Math.floor(next() * out.length)] = Math.floor(next() * 256);
    return out;
  },
  truncate: (bytes, next) => bytes.slice(0, Math.floor(next() * bytes.length)),
  duplicateElement: (bytes, next) => {
    const range = elementRange(latin1(bytes), next);
    return range ? splice(bytes, range[1], range[1], bytes.slice(range[0], range[1])) : bytes;
  },
  deleteElement: (bytes, next) => {
    const range = elementRange(latin1(bytes), next);
    return range ? splice(bytes, range[0], range[1], new Uint8Array()) : bytes;
  },
  repeatItems: (bytes, next) => {
    const range = elementRange(latin1(bytes), next, pick(next, ["Item", "BoQCtgy", "p", "Remark"]));
    if (!range) return bytes;
    const copy = bytes.slice(range[0], range[1]);
    // Up to about a megabyte more, so the repeated input stays a realistic size.
    const times = Math.min(2 + Math.floor(next() * 30), Math.max(2, Math.floor(2 ** 20 / copy.length)));
    const repeated = new Uint8Array(copy.length * times);
    for (let i = 0; i < times; i++) repeated.set(copy, i * copy.length);
    return splice(bytes, range[1], range[1], repeated);
  },
  hugeNumber: (bytes, next) => {
    const value = pick(next, HUGE_NUMBERS);
    // Every number at once only with short values, so the input stays about the size of the file.
    const all = value().length < 100 && next() < 0.3;
    return fromLatin1(replaceValues(latin1(bytes), NUMBER_ELEMENTS, value, next, all));
  },
  hugeLength: (bytes, next) => {
    const length = pick(next, LENGTHS);
    return fromLatin1(
      replaceValues(latin1(bytes), /<(?:[\w.-]+:)?Length>([^<]*)</g, () => length, next, true),
    );
  },
  hugeOzPart: (bytes, next) => {
    const part = pick(next, ["A".repeat(100_000), "9".repeat(40), "", "1.2.3", "<"]);
    return fromLatin1(replaceValues(latin1(bytes), /RNoPart="([^"]*)"/g, () => part, next, next() < 0.3));
  },
  deepNesting: (bytes, next) => {
    const range = elementRange(latin1(bytes), next, pick(next, ["Text", "DetailTxt", "BoQBody", "Itemlist"]));
    if (!range) return bytes;
    const depth = pick(next, [50, 120, 300]);
    const tag = pick(next, ["p", "ul><li", "span", "table><tr><td"]);
    const open = `<${tag}>`.repeat(depth);
    const close = tag
      .split("><")
      .reverse()
      .map((name) => `</${name}>`)
      .join("")
      .repeat(depth);
    const inner = latin1(bytes.subarray(range[0], range[1]));
    const gt = inner.indexOf(">") + 1;
    const end = inner.lastIndexOf("</");
    return splice(
      bytes,
      range[0] + gt,
      range[0] + end,
      fromLatin1(`${open}${inner.slice(gt, end)}${"x<br/>".repeat(200)}${close}`),
    );
  },
  declareEncoding: (bytes, next) => {
    const text = latin1(bytes);
    const declared = pick(next, DECLARED);
    const replaced = text.replace(/encoding\s*=\s*["'][^"']*["']/, `encoding="${declared}"`);
    return fromLatin1(
      replaced === text && next() < 0.5 ? `<?xml version="1.0" encoding="${declared}"?>${text}` : replaced,
    );
  },
  transcode: (bytes, next) => {
    const text = new TextDecoder("utf-8").decode(bytes);
    const variant = Math.floor(next() * 6);
    if (variant < 4) return utf16(text, variant % 2 === 0, variant < 2);
    // Latin-1 bytes under a UTF-8 declaration (the fallback path), or a UTF-8 BOM in front of any bytes.
    if (variant === 4) return fromLatin1(text.replace(/[\u0100-\uffff]/g, "?"));
    return splice(bytes, 0, 0, Uint8Array.of(0xef, 0xbb, 0xbf));
  },
};

const NAMES = Object.keys(MUTATIONS);

/** One or two mutations chosen by the seed; the names say what was done, for the report. */
export function mutate(bytes: Uint8Array, seed: number): { bytes: Uint8Array; applied: string[] } {
  const next = random(seed);
  const applied: string[] = [];
  let out = bytes;
  const count = next() < 0.8 ? 1 : 2;
  for (let i = 0; i < count; i++) {
    const name = pick(next, NAMES);
    applied.push(name);
    out = (MUTATIONS[name] as (b: Uint8Array, n: Next) => Uint8Array)(out, next);
  }
  // Always a fresh buffer: the caller hands it to a worker, which detaches it.
  return { bytes: out === bytes ? bytes.slice() : out, applied };
}
