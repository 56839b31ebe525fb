/**
 * How much room wrapped text takes, measured with Arial's advance widths (Liberation Sans has the same), so each row
 * can be given a height its text fits in. Spreadsheet programs do not grow rows for text they did not lay out
 * themselves, and no row may be taller than 409 pt: a longer text is split into rows at paragraph boundaries.
 */

/** Advance widths of Arial in 1/1000 em for the characters whose width is not the common 556. */
const NARROW: Record<string, number> = {
  " ": 278,
  "!": 278,
  '"': 355,
  "'": 191,
  "(": 333,
  ")": 333,
  "*": 389,
  "+": 584,
  ",": 278,
  "-": 333,
  ".": 278,
  "/": 278,
  ":": 278,
  ";": 278,
  "<": 584,
  "=": 584,
  ">": 584,
  "@": 1015,
  "[": 278,
  "\\": 278,
  "]": 278,
  "`": 333,
  c: 500,
  f: 278,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  r: 333,
  s: 500,
  t: 278,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  "|": 260,
  ß: 611,
  "§": 556,
  "€": 556,
  "²": 333,
  "³": 333,
  "°": 400,
  I: 278,
  J: 500,
  L: 556,
  F: 611,
  T: 611,
  Z: 611,
  M: 833,
  W: 944,
};

/** Capitals are 722 wide unless NARROW says otherwise. */
const UPPER_WIDE = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ";

/** Characters from this code on (above U+2E80: CJK and the like) are as wide as the font is high. */
const WIDE_FROM = 0x2e81;

/**
 * Advance widths by UTF-16 code unit below WIDE_FROM, looked up once here rather than per character: texts of
 * megabytes are measured character by character. Filled from the lists rather than by testing each of the 11,905
 * characters, which took 20 ms of every start (issue 23).
 */
const ADVANCE = (() => {
  const table = new Uint16Array(WIDE_FROM).fill(556);
  for (const char of UPPER_WIDE) table[char.charCodeAt(0)] = 722;
  for (const [char, width] of Object.entries(NARROW)) table[char.charCodeAt(0)] = width;
  return table;
})();

/**
 * Whether `String.prototype.trimEnd` removes this UTF-16 code unit (ECMAScript's white space and line terminators):
 * a line's trailing run of them takes no room at its end.
 */
function isTrimmed(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13) || code === 0xa0) return true;
  if (code < 0x1680) return false;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export const FONT_POINTS = 10;
export const LINE_POINTS = 12.75;
/** What a row adds to its lines: the cell's own top and bottom margin. */
export const ROW_PADDING_POINTS = 2.25;
export const MAX_ROW_POINTS = 409;
/** Lines that fit in the tallest row, with a line spare for renderers that set lines a little looser. */
export const MAX_LINES = Math.floor((MAX_ROW_POINTS - ROW_PADDING_POINTS) / LINE_POINTS) - 1;

/**
 * Lines a long text's part takes at most: a part of a third of a page packs printed pages without large gaps
 * (a row is never split across pages) and stays shorter than a laptop screen.
 */
export const PART_LINES = 15;

// Fonts that stand in for Arial differ by a few per cent; text is measured as if that much wider.
const SAFETY = 1.02;

/** Points available for text in a column of the given width (in characters of the default font). */
export function columnPoints(width: number): number {
  // A column is width × 7 px plus 5 px of padding; the cell keeps about 3 px on each side free.
  return (Math.trunc(width * 7 + 5) - 6) * 0.75;
}

/** Points that so many width units take; every measure goes through here, so equal units give equal points. */
/**
 * Characters a line may have: far more than the widest column (255) shows, so only a run of spaces, which takes no
 * room at a line's end, reaches it; PART_LINES such lines still fit one cell (32,767 characters).
 */
const MAX_LINE_CHARACTERS = 2000;

function unitPoints(sum: number): number {
  return (sum / 1000) * FONT_POINTS * SAFETY;
}

/**
 * Wraps one paragraph, text[start, end), into lines at word boundaries (a word longer than a line is broken
 * anywhere, never inside a surrogate pair; a line's trailing spaces do not count towards its width) and returns how
 * many lines it takes; `ends`, when given, receives where each line ends. The lines are consecutive pieces of the
 * paragraph, so offsets say all there is: counting lines (every row's height, every long text's cut into rows)
 * makes no strings at all (issue 23: the layout's garbage).
 *
 * Each word is measured once and the line's width kept as a running sum: re-measuring the growing line for every
 * word made a paragraph of megabytes take seconds.
 */
function wrapRange(text: string, start: number, end: number, points: number, ends?: number[]): number {
  let lines = 0;
  // The line is text[lineStart, wordStart); its width, and its width without trailing white space (what `trimEnd`
  // would remove).
  let lineStart = start;
  let lineUnits = 0;
  let shownUnits = 0;
  let position = start;
  do {
    // A word ends after a space, as `split(/(?<= )/)` cuts them; the last one runs to the paragraph's end.
    const wordStart = position;
    let wordUnits = 0;
    let trailingUnits = 0;
    let shown = false;
    while (position < end) {
      const code = text.charCodeAt(position++);
      let charUnits = 1000;
      if (code < WIDE_FROM) charUnits = ADVANCE[code] as number;
      // The low half of a surrogate pair belongs to the character its high half has counted.
      else if (code >= 0xd800 && code <= 0xdbff && position < end) {
        const next = text.charCodeAt(position);
        if (next >= 0xdc00 && next <= 0xdfff) position += 1;
      }
      wordUnits += charUnits;
      if (isTrimmed(code)) trailingUnits += charUnits;
      else {
        trailingUnits = 0;
        shown = true;
      }
      if (code === 32) break;
    }
    // A word of white space only leaves the shown part of the line as it was.
    const wordShown = shown ? wordUnits - trailingUnits : undefined;
    const candidateShown = wordShown === undefined ? shownUnits : lineUnits + wordShown;
    const lineEmpty = wordStart === lineStart;
    if (wordShown === undefined && !lineEmpty && position - lineStart > MAX_LINE_CHARACTERS) {
      // Spaces past a line's end take no room, but a run of thousands would make a row longer than a cell holds.
      lines += 1;
      ends?.push(wordStart);
      lineStart = wordStart;
      lineUnits = wordUnits;
      shownUnits = 0;
      continue;
    }
    if (lineEmpty || unitPoints(candidateShown) <= points) {
      lineUnits += wordUnits;
      shownUnits = candidateShown;
      if (unitPoints(shownUnits) <= points) continue;
    } else {
      lines += 1;
      ends?.push(wordStart);
      lineStart = wordStart;
      lineUnits = wordUnits;
      shownUnits = wordShown ?? 0;
      if (unitPoints(shownUnits) <= points) continue;
    }
    // A single word wider than the column: break it, by code point, where it no longer fits.
    let pieceStart = lineStart;
    let pieceUnits = 0;
    let pieceTrailing = 0;
    for (let at = lineStart; at < position; ) {
      const code = text.charCodeAt(at);
      let length = 1;
      if (code >= 0xd800 && code <= 0xdbff && at + 1 < position) {
        const next = text.charCodeAt(at + 1);
        if (next >= 0xdc00 && next <= 0xdfff) length = 2;
      }
      const charUnits = code < WIDE_FROM ? (ADVANCE[code] as number) : 1000;
      if (at > pieceStart && unitPoints(pieceUnits + charUnits) > points) {
        lines += 1;
        ends?.push(at);
        pieceStart = at;
        pieceUnits = 0;
        pieceTrailing = 0;
      }
      pieceUnits += charUnits;
      pieceTrailing = isTrimmed(code) ? pieceTrailing + charUnits : 0;
      at += length;
    }
    // The rest is at most a line long and goes on as the line.
    lineStart = pieceStart;
    lineUnits = pieceUnits;
    shownUnits = pieceUnits - pieceTrailing;
  } while (position < end);
  ends?.push(end);
  return lines + 1;
}

/** The lines one paragraph wraps into (see `wrapRange`). */
export function wrapParagraph(paragraph: string, points: number): string[] {
  const ends: number[] = [];
  wrapRange(paragraph, 0, paragraph.length, points, ends);
  let start = 0;
  return ends.map((end) => {
    const line = paragraph.slice(start, end);
    start = end;
    return line;
  });
}

/** How many lines a text takes in a column of the given width. */
export function lineCount(text: string, width: number): number {
  const points = columnPoints(width);
  let lines = 0;
  // Paragraph by paragraph, as `split("\n")` cuts them, without the strings.
  for (let start = 0; ; ) {
    const newline = text.indexOf("\n", start);
    lines += wrapRange(text, start, newline < 0 ? text.length : newline, points);
    if (newline < 0) return lines;
    start = newline + 1;
  }
}

/** The height of a row whose tallest cell wraps into this many lines. */
export function rowPoints(lines: number): number {
  return Math.min(MAX_ROW_POINTS, lines * LINE_POINTS + ROW_PADDING_POINTS);
}

/**
 * A text cut into parts that each fit one row: whole paragraphs while they fit, a paragraph longer than a row
 * at the end of one of its wrapped lines. No character but a space at such a cut is lost.
 */
export function splitToRows(text: string, width: number, maxLines = PART_LINES): string[] {
  return cutIntoRows(text, width, maxLines);
}

/**
 * `splitToRows` with each part's `lineCount` beside it, counted while cutting: the row height a part needs
 * without wrapping it a second time when its row is written.
 */
export function splitToRowsCounted(
  text: string,
  width: number,
  maxLines = PART_LINES,
): { parts: string[]; lines: number[] } {
  const lines: number[] = [];
  const parts = cutIntoRows(text, width, maxLines, lines);
  return { parts, lines };
}

/**
 * A part is always one piece of the text (paragraphs joined by their line breaks), so it is kept as offsets and
 * sliced once. `counts`, when given, receives each part's `lineCount`.
 */
function cutIntoRows(text: string, width: number, maxLines: number, counts?: number[]): string[] {
  const points = columnPoints(width);
  const parts: string[] = [];
  // The part being filled is text[partStart, partEnd), `used` lines high; none while partStart < 0. `counted` is
  // its `lineCount`: `used`, but where the part begins inside a paragraph that piece is counted on its own.
  let partStart = -1;
  let partEnd = 0;
  let used = 0;
  let counted = 0;
  const flush = () => {
    if (partStart >= 0) {
      parts.push(text.slice(partStart, partEnd));
      counts?.push(counted);
    }
    partStart = -1;
    used = 0;
    counted = 0;
  };
  const ends: number[] = [];
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    ends.length = 0;
    const lines = wrapRange(text, start, end, points, ends);
    if (used + lines <= maxLines || lines <= maxLines) {
      if (used + lines > maxLines) flush();
      if (partStart < 0) partStart = start;
      partEnd = end;
      used += lines;
      counted += lines;
    } else {
      flush();
      // Whole rows of lines; the last, shorter, piece stays open for the paragraphs after it.
      for (let i = 0; i < lines; i += maxLines) {
        const from = i === 0 ? start : (ends[i - 1] as number);
        if (i + maxLines < lines) {
          const part = text.slice(from, ends[i + maxLines - 1]).trimEnd();
          parts.push(part);
          counts?.push(wrapRange(part, 0, part.length, points));
        } else {
          partStart = from;
          partEnd = end;
          used = lines - i;
          if (counts) counted = wrapRange(text, from, end, points);
        }
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  flush();
  if (parts.length > 0) return parts;
  counts?.push(1);
  return [""];
}
