/** What a file given as an xlsx may be instead: the spreadsheets people rename to .xlsx or protect. */
export type OtherFormat = "encrypted" | "xls" | "ods";

/** An OLE compound file (CFB) starts with these eight bytes: legacy Office files and encrypted OOXML alike. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

/**
 * Streams of a compound file that tell what it holds, most telling first: Office writes a password-protected
 * workbook as `EncryptionInfo` and `EncryptedPackage`; Excel 97–2003 writes `Workbook`, Excel 5 `Book`.
 */
const CFB_STREAMS = [
  { name: "encryptedpackage", format: "encrypted" },
  { name: "encryptioninfo", format: "encrypted" },
  { name: "workbook", format: "xls" },
  { name: "book", format: "xls" },
] as const satisfies ReadonlyArray<{ name: string; format: OtherFormat }>;

/** A directory entry is 128 bytes: a UTF-16 name of up to 31 characters, its length in bytes, its type. */
const ENTRY_BYTES = 128;
/** Directory sectors start after the 512-byte header, on a sector boundary, so every entry on a 128-byte one. */
const HEADER_BYTES = 512;
/** How much of a compound file is scanned for directory entries: far beyond the directory of any workbook. */
const MAX_SCANNED_BYTES = 64 * 1024 * 1024;

export function isCompoundFile(bytes: Uint8Array): boolean {
  return CFB_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** A directory entry's name where the 128 bytes at `at` look like one of a storage, stream or the root. */
function entryName(bytes: Uint8Array, at: number): string | undefined {
  const length = (bytes[at + 64] ?? 0) | ((bytes[at + 65] ?? 0) << 8);
  const type = bytes[at + 66];
  if ((type !== 1 && type !== 2 && type !== 5) || length < 4 || length > 64 || length % 2 !== 0)
    return undefined;
  // The length counts the terminating NUL, which must be there.
  if (bytes[at + length - 2] !== 0 || bytes[at + length - 1] !== 0) return undefined;
  let name = "";
  for (let i = 0; i < length - 2; i += 2)
    name += String.fromCharCode((bytes[at + i] ?? 0) | ((bytes[at + i + 1] ?? 0) << 8));
  return name;
}

/**
 * What a compound file holds, told by the names of its directory entries: every 128-byte slot of the file (up to
 * MAX_SCANNED_BYTES) that reads as an entry is looked at, which finds the directory wherever its sectors lie
 * without following the file's allocation table. Undefined for a compound file that is no spreadsheet.
 */
export function compoundFileFormat(bytes: Uint8Array): OtherFormat | undefined {
  const found = new Set<string>();
  const end = Math.min(bytes.length, MAX_SCANNED_BYTES) - ENTRY_BYTES;
  for (let at = HEADER_BYTES; at <= end; at += ENTRY_BYTES) {
    const name = entryName(bytes, at);
    if (name) found.add(name.toLowerCase());
  }
  return CFB_STREAMS.find((stream) => found.has(stream.name))?.format;
}

/** The OpenDocument spreadsheet's media type, which an .ods holds as its first part, `mimetype`. */
const ODS_MIMETYPE = "application/vnd.oasis.opendocument.spreadsheet";

/** Whether a zip's `mimetype` part names an OpenDocument spreadsheet (or its template). */
export function isOpenDocumentSpreadsheet(mimetype: string): boolean {
  return mimetype.trim().startsWith(ODS_MIMETYPE);
}
