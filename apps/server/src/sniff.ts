import { formatIssue, sniffGaeb } from "gaeb2xlsx";
import { ApiError } from "./http/errors.js";
import type { Locale } from "./messages.js";

const declarations = ["DOCTYPE", "ENTITY"];

/** UTF-16 by its byte order mark, or by `<` next to a zero byte as an XML file without one starts. */
function utf16Encoding(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0x3c && second === 0x00)) return "utf-16le";
  if ((first === 0xfe && second === 0xff) || (first === 0x00 && second === 0x3c)) return "utf-16be";
  return undefined;
}

/**
 * Finds `<!DOCTYPE` or `<!ENTITY` (any case) anywhere in the file. Single-byte and UTF-8 files are searched as
 * bytes without decoding; in UTF-16 every letter has a zero byte beside it, so those are decoded first.
 */
export function containsDtd(bytes: Uint8Array): boolean {
  const wide = utf16Encoding(bytes);
  if (wide) return /<!(?:DOCTYPE|ENTITY)/i.test(new TextDecoder(wide).decode(bytes));
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf("<!"); at >= 0; at = buffer.indexOf("<!", at + 2)) {
    const word = buffer.toString("latin1", at + 2, at + 9).toUpperCase();
    if (declarations.some((declaration) => word.startsWith(declaration))) return true;
  }
  return false;
}

/**
 * Content checks before a file is stored: no DTDs or entity declarations (entity bombs, external entities), and the
 * converter core's quick look at the first kilobytes must recognise GAEB DA XML.
 */
export function checkGaebContent(name: string, bytes: Uint8Array, locale: Locale): void {
  // A DTD may hide behind a long prolog, so the whole file is scanned.
  if (containsDtd(bytes)) throw new ApiError(415, "xml_dtd_forbidden");
  const sniffed = sniffGaeb(name, bytes);
  if (!sniffed.ok) throw new ApiError(415, "not_gaeb", { reason: formatIssue(sniffed.issue, locale) });
}
