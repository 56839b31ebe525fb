import { formatIssue, sniffGaeb } from "gaeb2xlsx";
import { ApiError } from "./http/errors.js";
import type { Locale } from "./messages.js";

const dtdPattern = /<!(DOCTYPE|ENTITY)\b/i;

/**
 * Content checks before a file is stored: no DTDs or entity declarations (entity bombs, external entities), and the
 * converter core's quick look at the first kilobytes must recognise GAEB DA XML.
 */
export function checkGaebContent(name: string, bytes: Uint8Array, locale: Locale): void {
  // A DTD may hide behind a long prolog, so the whole file is scanned; latin1 keeps every byte and costs little.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (dtdPattern.test(text)) throw new ApiError(415, "xml_dtd_forbidden");
  const sniffed = sniffGaeb(name, bytes);
  if (!sniffed.ok) throw new ApiError(415, "not_gaeb", { reason: formatIssue(sniffed.issue, locale) });
}
