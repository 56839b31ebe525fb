/**
 * `_xHHHH_`: how Office Open XML writes a UTF-16 code unit into a string that XML would not carry or keep (Excel
 * writes a carriage return as `_x000D_`), and `_x005F_` an underscore that would otherwise start such an escape.
 */
const ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

/**
 * What XML 1.0 cannot carry, which an escape can still name: C0 controls but tab, line feed and carriage return,
 * U+FFFE/U+FFFF and halves of a surrogate pair standing alone. Passed on, they would make the GAEB file unreadable.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds, to drop them.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A string as the spreadsheet program meant it: its escapes decoded in one pass, left to right, so
 * `_x005F_x000D_` is the literal text `_x000D_`; a decoded character XML cannot carry is dropped.
 */
export function decodeCellText(text: string): string {
  if (!text.includes("_x")) return text;
  const decoded = text.replace(ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return decoded.replace(NOT_XML, "");
}
