/**
 * What must not stand in XML text as it is: the markup characters, and the control characters XML 1.0 forbids (C0
 * but tab, line feed and carriage return; DEL and C1) with U+FFFE/U+FFFF, which a stray byte in a file can bring in
 * and which would make the workbook unreadable. One pass over each text (issue 23: the shared strings of a large
 * LV are megabytes of text).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds, to drop them.
const SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;

const ENTITY: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeXml(text: string): string {
  return text.replace(SPECIAL, (char) => ENTITY[char] ?? "");
}

/**
 * A cell's text as a spreadsheet program reads it back unchanged: Excel decodes `_xHHHH_` in any string (`_x000D_`
 * is a carriage return), so an underscore that would start one is written as its own escape, `_x005F_`.
 */
export function escapeCellText(text: string): string {
  return text.includes("_x") ? text.replace(/_(?=x[0-9A-Fa-f]{4}_)/g, "_x005F_") : text;
}
