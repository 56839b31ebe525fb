/**
 * Seeded value-level mutations for the writer fuzz suite: the file stays well-formed and readable, and one value
 * the writer copies changes (a date, a time, a number, a code, a long string, a fact given twice or left out, a
 * picture's type). Aimed at the header, award and invoice facts most, where the writer copies values it does not
 * compute. Text is handled as Latin-1, so byte offsets and any encoding survive.
 */
import { MUTATIONS as BYTE_MUTATIONS, random } from "./mutations.js";

type Next = () => number;

const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const latin1 = (bytes: Uint8Array): string => new TextDecoder("latin1").decode(bytes);
const fromLatin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** A leaf element: `<Name>text</Name>` without child elements; group 1 the name, group 2 the text. */
const LEAF = /<([A-Za-z][\w.-]*)>([^<]*)<\/\1>/g;

interface Leaf {
  name: string;
  text: string;
  /** Where the whole element starts and ends, and where its text starts. */
  start: number;
  end: number;
  textStart: number;
}

function leaves(text: string, filter: (leaf: Leaf) => boolean): Leaf[] {
  const found: Leaf[] = [];
  for (const match of text.matchAll(LEAF)) {
    const start = match.index ?? 0;
    const name = match[1] ?? "";
    const leaf = {
      name,
      text: match[2] ?? "",
      start,
      end: start + match[0].length,
      textStart: start + name.length + 2,
    };
    if (filter(leaf)) found.push(leaf);
  }
  return found;
}

/** The part outside the BoQ body (GAEBInfo, PrjInfo, AwardInfo, parties, invoice parts) is chosen more often. */
function chooseLeaf(text: string, next: Next, filter: (leaf: Leaf) => boolean): Leaf | undefined {
  const all = leaves(text, filter);
  if (all.length === 0) return undefined;
  const body = text.indexOf("<BoQBody");
  const bodyEnd = text.lastIndexOf("</BoQBody>");
  const header = all.filter((leaf) => body < 0 || leaf.start < body || leaf.start > bodyEnd);
  return pick(next, header.length > 0 && next() < 0.75 ? header : all);
}

/** A value as XML text: "&" and "<" escaped, so the file stays well-formed and the value reaches the writer. */
const xmlText = (value: string): string => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

function replaceText(text: string, leaf: Leaf, value: string): string {
  return text.slice(0, leaf.textStart) + xmlText(value) + text.slice(leaf.textStart + leaf.text.length);
}

const DATES = [
  "2021-02-30",
  "2021-13-01",
  "31.12.2021",
  "1.2.2021",
  "32.01.2021",
  "20210101",
  "2021-1-1",
  "2021-06-01Z",
  "2021-06-01+02:00",
  "heute",
  "0000-01-01",
  "99999-01-01",
  " 2021-06-01 ",
];
const TIMES = ["25:00", "12:60:00", "1200", "12:00:00.5", "12:00:00Z", "x", "9:5", "23:59:60", "24:00:00"];
const NUMBERS = [
  "1.2345678",
  "-0",
  "1e3",
  "12345678901234.5",
  " 7 ",
  "0.0000001",
  "abc",
  "+5",
  ".5",
  "5.",
  "1,5",
  "-12.5",
  "999999999999.99",
  "100",
  "0",
];
const CODES = ["Bogus", "", "yes", "YES", "No", "0", "1", "7", "final", "other", "approved "];

const words = (next: Next, length: number): string => {
  let out = "";
  while (out.length < length)
    out += `${pick(next, ["Bau", "Ingenieurgesellschaft", "mbH", "&", "Co.", "KG", "Straßenbau-Niederlassung", "Ost"])} `;
  return out.slice(0, length).trim();
};

const LONG = [
  (next: Next) => words(next, 41),
  (next: Next) => words(next, 61),
  (next: Next) => words(next, 95),
  (next: Next) => words(next, 170),
  (next: Next) => words(next, 300),
  () => "X".repeat(45),
  () => `${"Donaudampfschifffahrtsgesellschaftskapitän".repeat(3)} und Sohn`,
  () => "A".repeat(1_000_000),
];

const isDate = (leaf: Leaf) => /Date$|^CnstStart$|^CnstEnd$|^EvalEnd$|^WarrEnd$|^MastAgrBeg$/.test(leaf.name);
const isTime = (leaf: Leaf) => /Time$/.test(leaf.name);
const isNumber = (leaf: Leaf) => /^\s*[-+]?\d+(?:\.\d+)?\s*$/.test(leaf.text);
const isCode = (leaf: Leaf) => /^[A-Za-z][A-Za-z ]*$/.test(leaf.text) && leaf.text.length <= 40;
const any = () => true;

const PNG_SVG = Buffer.from(
  "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
).toString("base64");

export const VALUE_MUTATIONS: Record<string, (text: string, next: Next) => string> = {
  date: (text, next) => {
    const leaf = chooseLeaf(text, next, isDate);
    return leaf ? replaceText(text, leaf, pick(next, DATES)) : text;
  },
  time: (text, next) => {
    const leaf = chooseLeaf(text, next, isTime);
    return leaf ? replaceText(text, leaf, pick(next, TIMES)) : text;
  },
  number: (text, next) => {
    const leaf = chooseLeaf(text, next, isNumber);
    return leaf ? replaceText(text, leaf, pick(next, NUMBERS)) : text;
  },
  code: (text, next) => {
    const leaf = chooseLeaf(text, next, isCode);
    return leaf ? replaceText(text, leaf, pick(next, CODES)) : text;
  },
  longString: (text, next) => {
    const leaf = chooseLeaf(text, next, any);
    return leaf ? replaceText(text, leaf, pick(next, LONG)(next)) : text;
  },
  longName: (text, next) => {
    const leaf = chooseLeaf(text, next, (l) =>
      /^(Name[1-4]|Street|City|PCode|SubmLoc|NamePrj|LblPrj)$/.test(l.name),
    );
    return leaf ? replaceText(text, leaf, pick(next, LONG.slice(0, 7))(next)) : text;
  },
  duplicateLeaf: (text, next) => {
    const leaf = chooseLeaf(text, next, any);
    return leaf ? text.slice(0, leaf.end) + text.slice(leaf.start, leaf.end) + text.slice(leaf.end) : text;
  },
  removeLeaf: (text, next) => {
    const leaf = chooseLeaf(text, next, any);
    return leaf ? text.slice(0, leaf.start) + text.slice(leaf.end) : text;
  },
  emptyLeaf: (text, next) => {
    const leaf = chooseLeaf(text, next, any);
    return leaf ? replaceText(text, leaf, pick(next, ["", " ", "\t"])) : text;
  },
  /** For GAEB 90 and 2000 as well: a run of digits (a date, a number, a length) or a word replaced in place. */
  digits: (text, next) => {
    const runs = [...text.matchAll(/\d[\d.,:]*\d/g)];
    if (runs.length === 0) return text;
    const run = pick(next, runs);
    const value = pick(next, [...DATES, ...TIMES, ...NUMBERS]);
    return text.slice(0, run.index) + value + text.slice((run.index ?? 0) + run[0].length);
  },
  word: (text, next) => {
    // In XML only words of text, not of names; in GAEB 90 and 2000 any.
    const xml = /^\W{0,4}</.test(text);
    const runs = [
      ...text.matchAll(xml ? /(?<=>[^<]*)[A-Za-z\u00c0-\u00ff]{3,}/g : /[A-Za-z\u00c0-\u00ff]{3,}/g),
    ];
    if (runs.length === 0) return text;
    const run = pick(next, runs);
    const long = pick(next, LONG.slice(0, 7))(next);
    const value = xml ? xmlText(long) : long;
    return text.slice(0, run.index) + value + text.slice((run.index ?? 0) + run[0].length);
  },
  /** A picture's bytes another format than its `Type` says (an SVG labelled PNG), or its type changed. */
  picture: (text, next) => {
    const images = [...text.matchAll(/<image\b([^>]*)>([^<]*)</gi)];
    if (images.length === 0) return text;
    const image = pick(next, images);
    const start = image.index ?? 0;
    const variant = next();
    if (variant < 0.5) {
      const dataStart = start + image[0].length - 1 - (image[2] ?? "").length;
      return text.slice(0, dataStart) + PNG_SVG + text.slice(dataStart + (image[2] ?? "").length);
    }
    const type = pick(next, ["image/png", "image/gif", "image/jpeg", "image/svg+xml", "IMAGE/PNG"]);
    const open = (image[1] ?? "").replace(/Type="[^"]*"/, `Type="${type}"`);
    return `${text.slice(0, start)}<image${open}>${text.slice(start + `<image${image[1]}>`.length)}`;
  },
};

const VALUE_NAMES = Object.keys(VALUE_MUTATIONS);
/** Structural changes from the reader's fuzz suite that keep a file readable often enough to reach the writer. */
const BYTE_NAMES = ["duplicateElement", "deleteElement", "hugeNumber", "flipBytes"];

/** One to three changes chosen by the seed; mostly value-level ones, now and then a structural one. */
export function mutateValues(bytes: Uint8Array, seed: number): { bytes: Uint8Array; applied: string[] } {
  const next = random(seed);
  const applied: string[] = [];
  let out = bytes;
  const count = 1 + Math.floor(next() * 3);
  for (let i = 0; i < count; i++) {
    if (next() < 0.85) {
      const name = pick(next, VALUE_NAMES);
      applied.push(name);
      out = fromLatin1((VALUE_MUTATIONS[name] as (t: string, n: Next) => string)(latin1(out), next));
    } else {
      const name = pick(next, BYTE_NAMES);
      applied.push(name);
      out = (BYTE_MUTATIONS[name] as (b: Uint8Array, n: Next) => Uint8Array)(out, next);
    }
  }
  return { bytes: out, applied };
}
