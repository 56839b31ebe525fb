import { GAEB_EXTENSIONS, MAX_FILE_BYTES } from "../config";
import { declaredPhase } from "./plan";

/** The root element of every GAEB DA XML file, with or without a namespace prefix. */
const GAEB_ROOT = /<([A-Za-z_][\w.-]*:)?GAEB[\s>/]/;

/** GAEB 2000 files are `#begin[...]` blocks from the first line on. */
const GAEB_2000_START = /^\s*#begin\[/i;

/**
 * GAEB 90 files are 80-column records: a two-character record type, 72 columns of data and a six-digit running
 * number. Some exports drop the numbers; then the header record 00 with the phase in
 * columns 11-12 or a comment record 70 comes first. These are the rules the converter core uses to recognise them.
 */
const GAEB_90_NUMBERED = /^[0-9T][0-9].{72}\d{6}\s*$/;
const GAEB_90_UNNUMBERED = /^(?:00 {8}\d\d|T\d|70).{0,78}$/;

/** How much of the file's head is read to find the root element (a BOM, prolog and comments come first). */
const SNIFF_BYTES = 64 * 1024;

export type FileProblem = "invalid-format" | "too-large";

export function hasGaebExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return GAEB_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The file dialog's filter: every GAEB extension plus the XML MIME types some systems report instead. */
export const FILE_DIALOG_ACCEPT = [...GAEB_EXTENSIONS, "application/xml", "text/xml"].join(",");

/**
 * Whether the head of a file is one of the GAEB generations the service reads, whatever the extension says: the
 * service recognises the generation from the content too, so a renamed file is still converted.
 */
function gaebHead(head: Uint8Array): string | null {
  const utf8 = new TextDecoder("utf-8").decode(head);
  if (GAEB_ROOT.test(utf8)) return utf8;
  // The old generations are 8-bit DOS or Windows text; windows-1252 keeps one character per byte, so the
  // fixed-width GAEB 90 columns stay where they are.
  const withoutBom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  const text = new TextDecoder("windows-1252").decode(withoutBom);
  if (GAEB_2000_START.test(text)) return text;
  const firstLine = text.replace(/^\s+/, "").split(/\r?\n/, 1)[0] ?? "";
  return GAEB_90_NUMBERED.test(firstLine) || GAEB_90_UNNUMBERED.test(firstLine)
    ? text.replace(/^\s+/, "")
    : null;
}

/** Drag events only expose the MIME type: unknown ("") or XML can be GAEB, anything else cannot. */
export function mayBeGaebType(mimeType: string): boolean {
  return mimeType === "" || /xml/i.test(mimeType);
}

/**
 * Checks name, size and the first bytes, in the order the user would want to hear about them, and reads the phase
 * the file declares (so a request can be paired with its offer). "At most 5 MB": a file of exactly 5 MiB passes, as
 * it does on the server.
 */
export async function inspectGaebFile(
  file: File,
): Promise<{ problem: FileProblem } | { problem: null; phase: string | undefined }> {
  if (!hasGaebExtension(file.name)) return { problem: "invalid-format" };
  if (file.size > MAX_FILE_BYTES) return { problem: "too-large" };
  const head = gaebHead(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  return head === null
    ? { problem: "invalid-format" }
    : { problem: null, phase: declaredPhase(head, file.name) };
}

export async function checkGaebFile(file: File): Promise<FileProblem | null> {
  return (await inspectGaebFile(file)).problem;
}

/** The name the spreadsheet gets when the service names none: the GAEB extension becomes .xlsx. */
export function excelNameFor(originalName: string): string {
  const replaced = originalName.replace(/\.(x8[0-9]|x89b|x31|xml|d8[0-9]|p8[0-9])$/i, ".xlsx");
  return replaced === originalName ? `${originalName}.xlsx` : replaced;
}
