import { formatIssue, sniffGaeb } from "gaeb2xlsx";
import { ApiError } from "./http/errors.js";
import type { Locale } from "./messages.js";

const declarations = ["DOCTYPE", "ENTITY"];

/** Finds `<!DOCTYPE` or `<!ENTITY` (any case) anywhere in the bytes without decoding the whole file. */
export function containsDtd(bytes: Uint8Array): boolean {
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
