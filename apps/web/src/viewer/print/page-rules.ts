import type { LvView } from "gaeb2xlsx";
import { PRINT_WORDS } from "./words";

/** Longer titles are shortened in the running header only; the cover shows them whole. */
const HEADER_CHARS = 90;

/**
 * A CSS string literal of any text: quotes, backslashes and control characters as hex escapes, so a title from the
 * file can only ever be text in a margin box.
 */
export function cssString(text: string): string {
  const escaped = Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 || char === '"' || char === "\\"
      ? `\\${code.toString(16)} `
      : char;
  }).join("");
  return `"${escaped}"`;
}

/** The text of a running header or footer: one line, long ones shortened. */
export function shorten(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= HEADER_CHARS ? line : `${chars.slice(0, HEADER_CHARS - 1).join("")}…`;
}

/**
 * The printed page: A4 portrait, the LV's name in the running header, the document and page count in the footer.
 * These depend on the file and the language, so they are applied as a constructed style sheet while the print layout
 * is mounted (the site's Content-Security-Policy allows no inline style elements).
 */
export function pageRules(view: LvView): string {
  const words = PRINT_WORDS[view.lang];
  const box = "font-family: system-ui, Arial, sans-serif; font-size: 8pt; color: #334155;";
  return `@page {
  size: A4 portrait;
  margin: 18mm 14mm 18mm 20mm;
  @top-left { content: ${cssString(shorten(view.title))}; ${box} vertical-align: bottom; }
  @top-right { content: ${cssString(view.file.phaseLabel)}; ${box} vertical-align: bottom; }
  @bottom-left { content: ${cssString(shorten(view.file.name))}; ${box} vertical-align: top; }
  @bottom-right { content: ${cssString(`${words.page} `)} counter(page) ${cssString(` ${words.of} `)} counter(pages); ${box} vertical-align: top; }
}`;
}
