/** Rules for uploaded file names: what is accepted, how names are cleaned, and what the result is called. */

/**
 * GAEB DA XML phases the converter core reads, plus plain .xml, and GAEB 90 (.d8x) and GAEB 2000 (.p8x). Quantity
 * determination (X31) and the 5x phases are not bills of quantities the core converts, so they are refused at upload
 * rather than after it.
 */
export const acceptedExtensions = [
  ".d81",
  ".d83",
  ".d84",
  ".d86",
  ".p81",
  ".p83",
  ".p84",
  ".p86",
  ".x80",
  ".x81",
  ".x82",
  ".x83",
  ".x84",
  ".x85",
  ".x86",
  ".x87",
  ".x88",
  ".x89",
  ".x89b",
  ".xml",
] as const;

/** Extensions the product names as GAEB; the result keeps the base name and swaps the extension for .xlsx. */
const gaebNamingExtension = /\.(x8[0-9]b?|x31|x5[0-2]|d8[1-6]|p8[1-6]|xml)$/i;

export function extensionOf(name: string): string {
  const match = /\.[^.]*$/.exec(name);
  return match ? match[0].toLowerCase() : "";
}

export function isAcceptedExtension(name: string): boolean {
  return (acceptedExtensions as readonly string[]).includes(extensionOf(name));
}

/**
 * File systems limit a name to 255 bytes, not characters: the stored name adds `{epoch}_{random}_` (39 bytes) in
 * front and a `.{random}.partial` suffix while it is written, so the cleaned name keeps at most this many UTF-8 bytes.
 */
const maxNameBytes = 150;
const encoder = new TextEncoder();

/** The longest start of `text` that fits in `maxBytes` of UTF-8, never splitting a character. */
function fitBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    const size = encoder.encode(character).length;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += character.length;
  }
  return text.slice(0, end);
}

/**
 * Keeps only the last path segment, drops control and reserved characters, collapses whitespace and trims dots, so
 * the name is safe as an object key and in a Content-Disposition header. Letters such as ä ö ü ß stay.
 */
export function sanitizeFileName(original: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? "";
  let name = lastSegment
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[<>:"|?*%#]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .replace(/\.{2,}/g, ".");
  if (encoder.encode(name).length > maxNameBytes) {
    // The extension as written (extensionOf lowercases it), kept whole so the type stays recognisable.
    const extension = fitBytes(/\.[^.]*$/.exec(name)?.[0] ?? "", 16);
    name =
      fitBytes(name.slice(0, name.length - extension.length), maxNameBytes - extension.length) + extension;
  }
  return name.length > 0 && name !== "." ? name : "upload";
}

/** `Angebot.X83` → `Angebot.xlsx`; a name without a GAEB extension gets `.xlsx` appended. */
export function resultFileName(originalName: string): string {
  const base = originalName.replace(gaebNamingExtension, "");
  return `${base.length > 0 ? base : "gaeb"}.xlsx`;
}

/** `LV.D83` → `LV.X83`: the input's base name with the extension of the GAEB DA XML phase written. */
export function gaebResultFileName(originalName: string, extension: string): string {
  const base = originalName.replace(gaebNamingExtension, "");
  return `${base.length > 0 ? base : "gaeb"}.${extension}`;
}

/** Random bytes in every upload key: 128 bits, so a key is a capability nobody guesses from time and name. */
export const uploadKeyRandomBytes = 16;

/**
 * An upload key: `{epoch ms}_{22 characters base64url, 128 random bits}_{sanitized name}`. The random part has a
 * fixed length, so the name after it may hold any character the cleaning kept, `_` included.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a key never holds control characters (names are cleaned)
export const uploadKeyPattern = /^(\d{10,15})_([A-Za-z0-9_-]{22})_([^/\\\u0000-\u001f]+)$/;

/** Storage object name of an upload; `random` is `uploadKeyRandomBytes` from crypto.randomBytes. */
export function uploadFileKey(epochMs: number, random: Uint8Array, sanitizedName: string): string {
  if (random.byteLength !== uploadKeyRandomBytes) throw new Error("an upload key needs 16 random bytes");
  return `${epochMs}_${Buffer.from(random).toString("base64url")}_${sanitizedName}`;
}

/**
 * True for what `uploadFileKey` makes and nothing else: routes check a key with this before any lookup, so a made-up
 * or path-like key never reaches the database or the storage.
 */
export function isUploadFileKey(key: string): boolean {
  return key.length <= 200 && uploadKeyPattern.test(key) && !key.includes("..");
}

/** The cleaned file name inside an upload key (the client's own, so it may be echoed back to it). */
export function nameInUploadKey(key: string): string {
  return uploadKeyPattern.exec(key)?.[3] ?? key;
}

/** The epoch ms prefix of an object name, or undefined when the name carries none. */
export function epochOfObjectName(name: string): number | undefined {
  const match = /^(\d{10,15})_/.exec(name);
  return match ? Number(match[1]) : undefined;
}
