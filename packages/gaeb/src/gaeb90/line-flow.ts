import type { Inline, RichText } from "../model.js";
import { ownText } from "../text/own.js";

/**
 * GAEB 90 holds a long text as printed lines (record 26, 72 columns), and the exporting program wrapped its
 * paragraphs to a width of its own (55 columns is common). A line that ends where the next line's first word would
 * not have fitted was wrapped by the program, not by the author: it flows on with a space, as the same LV's DA XML
 * or RTF text has it, so screen, sheet and a written DA XML file wrap it to their own width. A line ending in a
 * hyphen split a word there ("Kunst-" / "stoff", "3-" / "facher"): it runs on without a blank, the hyphen kept, as
 * neither a hyphen the author typed nor a split can be told from the other. Every other line end is the author's and
 * stays a line break: a short line, a blank line, a hyphen before "und" or "oder" ("Bau-" / "und Möbeltischler"),
 * and one before a list entry or an indented line.
 */

const LIST_ENTRY = /^(?:[-–•*·]|\d{1,3}[.)]|[a-z][.)])\s/;
/** Columns laid out with runs of spaces: a table the author aligned by hand. */
const ALIGNED = / {3,}\S/;

function firstWord(line: string): string {
  return line.trimStart().split(/\s/, 1)[0] ?? "";
}

/**
 * Programs wrap at 55 to 72 columns; a file whose longest line is shorter than this was not wrapped at all (its
 * lines are addresses, lists, short notes), and each of its line ends is the author's.
 */
const NARROWEST_WRAP = 40;

/** The width the program wrapped at: the longest line of the file's long texts (0: it did not wrap). */
export function wrapWidth(texts: Iterable<readonly string[]>): number {
  let width = 0;
  for (const lines of texts) for (const line of lines) width = Math.max(width, line.length);
  return width >= NARROWEST_WRAP ? width : 0;
}

/** Words after which a hyphen at a line's end leaves out the rest of a compound ("Bau- und Möbeltischler"). */
const SUSPENDED = /^(?:und|oder|bzw\.?|sowie|bis|als|wie|u\.|o\.|and|or|to)$/i;

/** A word split at the line's end: a hyphen after a letter or digit, the next line going on with one. */
export function splitWord(line: string, next: string): boolean {
  if (!/[\p{L}\p{N}]-$/u.test(line) || !/^[\p{L}\p{N}]/u.test(next) || LIST_ENTRY.test(next)) return false;
  return !SUSPENDED.test(firstWord(next).replace(/[,;:]$/, ""));
}

function wrapped(line: string, next: string, width: number): boolean {
  if (width === 0 || line === "" || next === "" || next.startsWith(" ")) return false;
  if (line.endsWith("-") || LIST_ENTRY.test(next) || ALIGNED.test(line) || ALIGNED.test(next)) return false;
  return line.length + 1 + firstWord(next).length > width;
}

/**
 * One paragraph of the lines (trailing spaces already cut): wrapped lines joined, the author's ends as breaks. Each
 * run is copied into a string of its own: the lines are views into the decoded file, which must not outlive the read.
 */
export function flowLines(lines: readonly string[], width: number): RichText {
  if (lines.length === 0) return [];
  const inlines: Inline[] = [];
  let current = lines[0] ?? "";
  for (let i = 1; i < lines.length; i++) {
    const next = lines[i] ?? "";
    // The printed line before, not the paragraph joined so far, tells whether the program wrapped.
    const before = lines[i - 1] ?? "";
    if (splitWord(before, next)) {
      current = `${current}${next}`;
      continue;
    }
    if (wrapped(before, next, width)) {
      current = `${current} ${next}`;
      continue;
    }
    if (current !== "") inlines.push({ type: "text", text: ownText(current) });
    inlines.push({ type: "break" });
    current = next;
  }
  if (current !== "") inlines.push({ type: "text", text: ownText(current) });
  return [{ type: "paragraph", inlines }];
}
