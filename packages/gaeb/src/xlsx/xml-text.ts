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
