// XML 1.0 forbids most control characters; a stray one from a file must not make the workbook unreadable.
const INVALID_XML = /(?![\t\n\r])[\p{Cc}\uFFFE\uFFFF]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
