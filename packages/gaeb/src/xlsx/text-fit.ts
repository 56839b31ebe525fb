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

/** The width of one character (a code point: a surrogate pair counts once, as wide, like a lone surrogate). */
function advance(char: string): number {
  const code = char.charCodeAt(0);
  return code < WIDE_FROM ? (ADVANCE[code] ?? 556) : 1000;
}

/** The summed widths of text[start, end), by code point. */
function units(text: string, start = 0, end = text.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < WIDE_FROM) sum += ADVANCE[code] ?? 556;
    else {
      sum += 1000;
      // The low half of a surrogate pair belongs to the character its high half has counted.
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < end) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      }
    }
  }
  return sum;
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
 * The lines one paragraph wraps into at word boundaries (a word longer than a line is broken anywhere, never
 * inside a surrogate pair). A line's trailing spaces do not count towards its width.
 *
 * Each word is measured once and the line's width kept as a running sum: re-measuring the growing line for every
 * word made a paragraph of megabytes take seconds.
 */
export function wrapParagraph(paragraph: string, points: number): string[] {
  const lines: string[] = [];
  let line = "";
  // The widths of the line and of the line without its trailing whitespace (what `trimEnd` removes).
  let lineUnits = 0;
  let shownUnits = 0;
  let start = 0;
  do {
    // Words end after a space, as `split(/(?<= )/)` cuts them; the last one runs to the end.
    const space = paragraph.indexOf(" ", start);
    const end = space < 0 ? paragraph.length : space + 1;
    const word = paragraph.slice(start, end);
    start = end;
    const wordUnits = units(word);
    const kept = word.trimEnd().length;
    // A word of whitespace only leaves the shown part of the line as it was.
    const wordShown = kept === 0 ? undefined : wordUnits - units(word, kept);
    const candidateShown = wordShown === undefined ? shownUnits : lineUnits + wordShown;
    if (wordShown === undefined && line !== "" && line.length + word.length > MAX_LINE_CHARACTERS) {
      // Spaces past a line's end take no room, but a run of thousands would make a row longer than a cell holds.
      lines.push(line);
      line = word;
      lineUnits = wordUnits;
      shownUnits = 0;
      continue;
    }
    if (line === "" || unitPoints(candidateShown) <= points) {
      line += word;
      lineUnits += wordUnits;
      shownUnits = candidateShown;
      if (unitPoints(shownUnits) <= points) continue;
    } else {
      lines.push(line);
      line = word;
      lineUnits = wordUnits;
      shownUnits = wordShown ?? 0;
      if (unitPoints(shownUnits) <= points) continue;
    }
    // A single word wider than the column: break it where it no longer fits.
    let piece = "";
    let pieceUnits = 0;
    for (const char of line) {
      const charUnits = advance(char);
      if (piece !== "" && unitPoints(pieceUnits + charUnits) > points) {
        lines.push(piece);
        piece = "";
        pieceUnits = 0;
      }
      piece += char;
      pieceUnits += charUnits;
    }
    line = piece;
    lineUnits = pieceUnits;
    // The rest is at most a line long, so measuring it anew keeps the work linear.
    shownUnits = units(piece.trimEnd());
  } while (start < paragraph.length);
  lines.push(line);
  return lines;
}

/** How many lines a text takes in a column of the given width. */
export function lineCount(text: string, width: number): number {
  const points = columnPoints(width);
  let lines = 0;
  for (const paragraph of text.split("\n")) lines += wrapParagraph(paragraph, points).length;
  return lines;
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
  const points = columnPoints(width);
  const parts: string[] = [];
  let current: string[] = [];
  let used = 0;
  const flush = () => {
    if (current.length > 0) parts.push(current.join("\n"));
    current = [];
    used = 0;
  };
  for (const paragraph of text.split("\n")) {
    const lines = wrapParagraph(paragraph, points);
    if (used + lines.length <= maxLines) {
      current.push(paragraph);
      used += lines.length;
      continue;
    }
    flush();
    if (lines.length <= maxLines) {
      current.push(paragraph);
      used = lines.length;
      continue;
    }
    for (let i = 0; i < lines.length; i += maxLines) {
      const chunk = lines.slice(i, i + maxLines).join("");
      if (i + maxLines < lines.length) parts.push(chunk.trimEnd());
      else {
        current.push(chunk);
        used = lines.length - i;
      }
    }
  }
  flush();
  return parts.length > 0 ? parts : [""];
}
