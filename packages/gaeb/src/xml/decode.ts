import { GaebError } from "../issues.js";

export interface EncodingChoice {
  /** A WHATWG encoding label TextDecoder understands. */
  encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
  /** How it was decided, for messages: "BOM", the declared name, or "default". */
  declared: string;
  bomLength: number;
}

const LATIN_NAMES = new Set([
  "iso-8859-1",
  "iso8859-1",
  "latin1",
  "latin-1",
  "windows-1252",
  "cp1252",
  "iso-8859-15",
]);

/** Chooses the encoding from a byte order mark or the XML declaration, as XML 1.0 Appendix F describes. */
export function chooseEncoding(bytes: Uint8Array): EncodingChoice {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { encoding: "utf-8", declared: "UTF-8 (BOM)", bomLength: 3 };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { encoding: "utf-16le", declared: "UTF-16 (BOM)", bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { encoding: "utf-16be", declared: "UTF-16 (BOM)", bomLength: 2 };
  // Without a BOM, UTF-16 still shows in how "<?" is spelled (XML 1.0 Appendix F).
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00)
    return { encoding: "utf-16le", declared: "UTF-16", bomLength: 0 };
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f)
    return { encoding: "utf-16be", declared: "UTF-16", bomLength: 0 };
  const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 200)));
  const declaration = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(head);
  if (!declaration?.[1]) return { encoding: "utf-8", declared: "default", bomLength: 0 };
  const name = declaration[1].trim().toLowerCase();
  if (name === "utf-8" || name === "utf8") return { encoding: "utf-8", declared: "UTF-8", bomLength: 0 };
  if (LATIN_NAMES.has(name)) return { encoding: "windows-1252", declared: declaration[1], bomLength: 0 };
  throw new GaebError({
    code: "encoding_unsupported",
    severity: "error",
    params: { encoding: declaration[1] },
  });
}

/**
 * How much is decoded at a time: below V8's large-object size (128 KB), so a decoded chunk is an ordinary string that
 * dies young. At 1,000,000 characters every chunk went to the large-object space and stayed there until the next full
 * collection: reading a 110 MB file then peaked at 289 MB instead of 212 MB (issue 23). The splits cost no time
 * measurable on the 0.7 and 2.7 MB samples (CLI, in turns). Far below the size from which Node hands decoded text out
 * as an external two-byte string (about 1 MB).
 */
const CHUNK = 100_000;

/** The bytes are not valid in the chosen encoding (only with `fatal`). */
export class InvalidBytesError extends Error {
  constructor(readonly encoding: string) {
    super(`invalid ${encoding} bytes`);
    this.name = "InvalidBytesError";
  }
}

/**
 * Decodes a file's pieces in chunks of at most CHUNK bytes, so a large file never exists twice in memory as one
 * string; the byte order mark (`choice.bomLength`) is left out. With `fatal`, invalid bytes throw an
 * InvalidBytesError the caller can answer with a fallback.
 */
export function* decodeChunks(
  pieces: Iterable<Uint8Array>,
  choice: EncodingChoice,
  fatal: boolean,
): Generator<string> {
  const decoder = new TextDecoder(choice.encoding, { fatal, ignoreBOM: true });
  const decode = (chunk?: Uint8Array): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      // TextDecoder reports invalid bytes as a TypeError; name it so no other TypeError is mistaken for it.
      throw new InvalidBytesError(choice.encoding);
    }
  };
  let skip = choice.bomLength;
  for (const piece of pieces) {
    const start = Math.min(skip, piece.length);
    skip -= start;
    for (let offset = start; offset < piece.length; offset += CHUNK) {
      const text = decode(piece.subarray(offset, Math.min(offset + CHUNK, piece.length)));
      if (text) yield text;
    }
  }
  const rest = decode();
  if (rest) yield rest;
}
