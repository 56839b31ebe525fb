/*
 * Text and attribute values for GAEB DA XML. XML 1.0 cannot carry most control characters (U+0000–U+001F except
 * tab, line feed and carriage return), U+FFFE, U+FFFF and unpaired surrogates, not even as character references;
 * they are left out and counted so that the writer can say so.
 */

// C0 controls but tab and line breaks (C1 controls are legal XML 1.0), the two non-characters, unpaired surrogates.
const NOT_XML = /(?![\t\n\r\u007F-\u009F])\p{Cc}|[\uFFFE\uFFFF]|\p{Cs}/gu;
const SPECIAL = /[&<>"]/;

/** Counts what escaping had to leave out of the texts of one written part. */
export interface DroppedCharacters {
  count: number;
}

function withoutInvalid(text: string, dropped: DroppedCharacters): string {
  NOT_XML.lastIndex = 0;
  if (!NOT_XML.test(text)) return text;
  NOT_XML.lastIndex = 0;
  return text.replace(NOT_XML, () => {
    dropped.count += 1;
    return "";
  });
}

/**
 * Element text or an attribute value, escaped. `"` is escaped as well so that one function serves both; `>` always,
 * so `]]>` never appears. Carriage returns are written as references: a parser would otherwise turn them into
 * line feeds.
 */
export function escapeXml(text: string, dropped: DroppedCharacters): string {
  const valid = withoutInvalid(text, dropped);
  if (!SPECIAL.test(valid) && valid.indexOf("\r") < 0) return valid;
  return valid
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\r/g, "&#13;");
}

/**
 * An attribute value: as `escapeXml`, and tabs and line feeds as references, which a parser would otherwise turn
 * into spaces (attribute-value normalisation).
 */
export function escapeAttribute(text: string, dropped: DroppedCharacters): string {
  const escaped = escapeXml(text, dropped);
  return /[\t\n]/.test(escaped) ? escaped.replace(/\t/g, "&#9;").replace(/\n/g, "&#10;") : escaped;
}
