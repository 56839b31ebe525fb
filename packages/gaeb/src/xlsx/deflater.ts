import { deflateSync } from "fflate";
import { concatBytes } from "../bytes.js";

/**
 * Raw DEFLATE and CRC-32 for the workbook's zip: Node's own zlib where the core runs in Node (about three times
 * faster than fflate on a sheet's XML, measured for issue 23), fflate where it does not. The browser's converter
 * does not use either: its CompressionStream is asynchronous while the conversion is not, so it has the parts stored
 * and deflates them afterwards (`zip-deflate.ts`).
 */
export interface Deflater {
  /** Compresses one piece of an entry; pieces compressed in order and concatenated are one DEFLATE stream. */
  push(piece: Uint8Array, last: boolean): Uint8Array[];
}

export interface Compression {
  deflater(level: DeflateLevel): Deflater;
  /** The CRC-32 of data continued from `crc` (0 for the start). */
  crc32(data: Uint8Array, crc: number): number;
}

export type DeflateLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The part of `node:zlib` used here (zlib.crc32 from Node 20.15, process.getBuiltinModule from 20.16). */
interface NodeZlib {
  deflateRawSync(data: Uint8Array, options: { level: number; finishFlush: number }): Uint8Array;
  crc32(data: Uint8Array, value?: number): number;
  constants: { Z_SYNC_FLUSH: number; Z_FINISH: number };
}

function nodeZlib(): NodeZlib | undefined {
  // Looked up at run time, so that bundlers for the browser never see an import of node:zlib.
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const zlib = process?.getBuiltinModule?.("node:zlib") as Partial<NodeZlib> | undefined;
  return typeof zlib?.deflateRawSync === "function" && typeof zlib.crc32 === "function"
    ? (zlib as NodeZlib)
    : undefined;
}

function zlibCompression(zlib: NodeZlib): Compression {
  const { Z_SYNC_FLUSH, Z_FINISH } = zlib.constants;
  return {
    // Every piece is its own raw stream; ended by a sync flush (no final block, byte-aligned) it may be followed by
    // the next one, so pieces need not be joined into one buffer first. Each restarts the 32 KB window, which
    // costs a few bytes per piece of hundreds of kilobytes.
    deflater: (level) => ({
      push: (piece, last) => [
        zlib.deflateRawSync(piece, { level, finishFlush: last ? Z_FINISH : Z_SYNC_FLUSH }),
      ],
    }),
    crc32: (data, crc) => zlib.crc32(data, crc),
  };
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

function crc32(data: Uint8Array, crc: number): number {
  let c = ~crc;
  for (let i = 0; i < data.length; i++)
    c = (CRC_TABLE[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

const fflateCompression: Compression = {
  // fflate's one-shot deflate over the whole entry, as zipSync did: its streaming Deflate was no faster in Node and
  // measured no better in Chromium, and the browser's inputs are small (issue 23).
  deflater: (level) => {
    const pieces: Uint8Array[] = [];
    return {
      push: (piece, last) => {
        pieces.push(piece);
        if (!last) return [];
        const whole = concatBytes(pieces);
        pieces.length = 0;
        return [deflateSync(whole, { level })];
      },
    };
  },
  crc32,
};

let chosen: Compression | undefined;

/** Node's zlib when there is one, else fflate; `forceFflate` is for tests that compare the two. */
export function compression(forceFflate = false): Compression {
  if (forceFflate) return fflateCompression;
  if (!chosen) {
    const zlib = nodeZlib();
    chosen = zlib ? zlibCompression(zlib) : fflateCompression;
  }
  return chosen;
}
