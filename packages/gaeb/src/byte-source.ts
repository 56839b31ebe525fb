import { concatBytes } from "./bytes.js";
import { asBytes } from "./inputs.js";
import { GaebError } from "./issues.js";

/**
 * A file handed over in pieces instead of as one array: `pieces()` gives its bytes from the start, every time it is
 * called (a reader may start again, as the XML reader does for a file that says UTF-8 but is not). The command line
 * reads a file so, a megabyte at a time, so that a large file never has to be in memory whole while it is read
 * (issue 23). Each piece may be reused by the caller once the next one is asked for.
 */
export interface InputPieces {
  name: string;
  pieces(): Iterable<Uint8Array>;
}

/** A file's bytes, whether given whole or in pieces, as the readers take them. */
export interface ByteSource {
  readonly name: string;
  /** The first bytes, up to `length`: enough to tell the format and the encoding. */
  head(length: number): Uint8Array;
  pieces(): Iterable<Uint8Array>;
  /** All bytes in one array (the GAEB 2000 and 90 readers, the offer form): made only when asked for. */
  whole(): Uint8Array;
}

export function bytesSource(name: string, bytes: Uint8Array): ByteSource {
  return {
    name,
    head: (length) => bytes.subarray(0, length),
    pieces: () => [bytes],
    whole: () => bytes,
  };
}

export function piecesSource(input: InputPieces): ByteSource {
  const { name } = input;
  function* pieces(): Generator<Uint8Array> {
    for (const piece of input.pieces()) {
      const bytes = asBytes(piece);
      if (!bytes)
        throw new GaebError({
          code: "input_invalid",
          severity: "error",
          params: { field: "pieces()", expected: "Uint8Array" },
        });
      if (bytes.length > 0) yield bytes;
    }
  }
  return {
    name,
    head: (length) => {
      const parts: Uint8Array[] = [];
      let size = 0;
      for (const piece of pieces()) {
        parts.push(piece.slice(0, length - size));
        size += parts.at(-1)?.length ?? 0;
        if (size >= length) break;
      }
      return concatBytes(parts);
    },
    pieces,
    whole: () => {
      // Copied, since the caller may reuse a piece's memory for the next one.
      const parts: Uint8Array[] = [];
      for (const piece of pieces()) parts.push(piece.slice());
      return concatBytes(parts);
    },
  };
}
