import { MAX_FILE_BYTES } from "../config";

/** GAEB DA XML exchange files we read: .x80–.x89, .x89b, and plain .xml exports. Any case. */
const GAEB_EXTENSION = /\.(x8[0-9]|x89b|xml)$/i;

/** The root element of every GAEB DA XML file, with or without a namespace prefix. */
const GAEB_ROOT = /<([A-Za-z_][\w.-]*:)?GAEB[\s>/]/;

/** How much of the file's head is read to find the root element (a BOM, prolog and comments come first). */
const SNIFF_BYTES = 64 * 1024;

export type FileProblem = "invalid-format" | "too-large";

export function hasGaebExtension(name: string): boolean {
  return GAEB_EXTENSION.test(name);
}

/** Drag events only expose the MIME type: unknown ("") or XML can be GAEB, anything else cannot. */
export function mayBeGaebType(mimeType: string): boolean {
  return mimeType === "" || /xml/i.test(mimeType);
}

/** Checks name, size and the first bytes, in the order the user would want to hear about them. */
export async function checkGaebFile(file: File): Promise<FileProblem | null> {
  if (!hasGaebExtension(file.name)) return "invalid-format";
  if (file.size > MAX_FILE_BYTES) return "too-large";
  const head = await file.slice(0, SNIFF_BYTES).text();
  return GAEB_ROOT.test(head) ? null : "invalid-format";
}

/** The name the spreadsheet gets when the service names none: the GAEB extension becomes .xlsx. */
export function excelNameFor(originalName: string): string {
  const replaced = originalName.replace(/\.(x8[0-9]|x89b|xml|d8[0-9]|p8[0-9])$/i, ".xlsx");
  return replaced === originalName ? `${originalName}.xlsx` : replaced;
}
