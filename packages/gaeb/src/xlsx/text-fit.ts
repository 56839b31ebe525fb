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

const UPPER_WIDE = /[A-ZÄÖÜ]/;

function advance(char: string): number {
  const narrow = NARROW[char];
  if (narrow !== undefined) return narrow;
  if (UPPER_WIDE.test(char)) return 722;
  // Anything else (letters, digits, most accented letters) is close to the common width; CJK and the like wider.
  return char.charCodeAt(0) > 0x2e80 ? 1000 : 556;
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

function textPoints(text: string): number {
  let units = 0;
  for (const char of text) units += advance(char);
  return (units / 1000) * FONT_POINTS * SAFETY;
}

/** The lines one paragraph wraps into at word boundaries (a word longer than a line is broken anywhere). */
export function wrapParagraph(paragraph: string, points: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/(?<= )/)) {
    const candidate = line + word;
    if (line === "" || textPoints(candidate.trimEnd()) <= points) {
      line = candidate;
      if (textPoints(line.trimEnd()) <= points) continue;
    } else {
      lines.push(line);
      line = word;
      if (textPoints(line.trimEnd()) <= points) continue;
    }
    // A single word wider than the column: break it where it no longer fits.
    let piece = "";
    for (const char of line) {
      if (piece !== "" && textPoints(piece + char) > points) {
        lines.push(piece);
        piece = "";
      }
      piece += char;
    }
    line = piece;
  }
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
