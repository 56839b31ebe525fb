import { concatBytes } from "../bytes.js";
import { type Compression, compression, type DeflateLevel } from "./deflater.js";

/**
 * 1-9: entries deflated at this level. 0: entries stored as they are, for a caller that deflates them afterwards
 * (`deflateStoredZip`: the browser's native CompressionStream is asynchronous, and two to five times faster than
 * fflate, which the conversion would use otherwise).
 */
export type ZipLevel = 0 | DeflateLevel;

/**
 * A zip archive (the xlsx container) written entry by entry: an entry's text is handed over in pieces as it is
 * made, each piece encoded and deflated at once, so no entry ever exists as one string or one byte array.
 */

/**
 * Text pieces are gathered to about this many characters before they are encoded and deflated. Measured for issue
 * 23: 128 K was as fast as one piece for the 2.7 MB sample and faster than 512 K or 2 M; each piece restarts the
 * deflate window, which makes the workbook about 3 % larger.
 */
export const PIECE_CHARACTERS = 1 << 17;

// 2000-01-01 00:00 as an MS-DOS date and time: a fixed stamp, so the same workbook gives the same bytes.
const DOS_DATE = ((2000 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

interface Entry {
  name: Uint8Array;
  crc: number;
  size: number;
  compressed: Uint8Array[];
  compressedSize: number;
  offset: number;
}

/** What goes into an entry as it is: a stored entry's "deflater". */
const STORE = { push: (piece: Uint8Array) => (piece.length > 0 ? [piece] : []) };

/** One entry being written: `write` its text in order, then `end` it. */
export interface EntryWriter {
  write(text: string): void;
  /** Text already encoded as UTF-8. */
  writeBytes(bytes: Uint8Array): void;
  /** Ends the entry; `head` goes before everything written, for a part whose start is known only at its end. */
  end(head?: string): void;
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private readonly encoder = new TextEncoder();
  private scratch = new Uint8Array(0);
  private offset = 0;

  constructor(
    private readonly level: ZipLevel,
    private readonly methods: Compression = compression(),
  ) {}

  /** Starts an entry; the previous one must have ended. */
  entry(name: string): EntryWriter {
    const entry: Entry = {
      name: this.encoder.encode(name),
      crc: 0,
      size: 0,
      compressed: [],
      compressedSize: 0,
      offset: this.offset,
    };
    this.entries.push(entry);
    const deflater = this.level === 0 ? STORE : this.methods.deflater(this.level);
    // Text written since the last piece, and bytes (already encoded text) before it, in the order written.
    let pending: string[] = [];
    let pendingLength = 0;
    let encoded: Uint8Array[] = [];
    let encodedLength = 0;
    const encodePending = () => {
      if (pending.length === 0) return;
      const bytes =
        pending.length === 1 ? this.encoder.encode(pending[0]) : this.encodeAll(pending, pendingLength);
      encoded.push(bytes);
      encodedLength += bytes.length;
      pending = [];
      pendingLength = 0;
    };
    const flush = (last: boolean) => {
      encodePending();
      const bytes = concatBytes(encoded);
      encoded = [];
      encodedLength = 0;
      // Node 20's zlib.crc32 answers 0 for an empty array from TextEncoder, whatever CRC it is to continue.
      if (bytes.length > 0) entry.crc = this.methods.crc32(bytes, entry.crc);
      entry.size += bytes.length;
      for (const chunk of deflater.push(bytes, last)) {
        entry.compressed.push(chunk);
        entry.compressedSize += chunk.length;
      }
    };
    return {
      write: (text) => {
        pending.push(text);
        pendingLength += text.length;
        if (pendingLength + encodedLength >= PIECE_CHARACTERS) flush(false);
      },
      writeBytes: (bytes) => {
        encodePending();
        encoded.push(bytes);
        encodedLength += bytes.length;
        if (encodedLength >= PIECE_CHARACTERS) flush(false);
      },
      end: (head) => {
        flush(true);
        if (head) {
          // Stored, not deflated: a block of its own ahead of the deflated rest, which never refers back into it.
          const bytes = this.encoder.encode(head);
          const stored = this.level === 0 ? bytes : storedBlocks(bytes);
          entry.compressed.unshift(stored);
          entry.compressedSize += stored.length;
          entry.crc = crc32Combine(this.methods.crc32(bytes, 0), entry.crc, entry.size);
          entry.size += bytes.length;
        }
        this.offset += 30 + entry.name.length + entry.compressedSize;
      },
    };
  }

  /**
   * Texts as one piece of UTF-8, encoded one after another into a buffer kept for the purpose: joining them into one
   * string first took three times as long (issue 23). `length` is their UTF-16 length; each unit is at most 3 bytes.
   */
  private encodeAll(texts: readonly string[], length: number): Uint8Array {
    if (this.scratch.length < length * 3) this.scratch = new Uint8Array(length * 3);
    let at = 0;
    for (const text of texts) at += this.encoder.encodeInto(text, this.scratch.subarray(at)).written;
    return this.scratch.slice(0, at);
  }

  /** Adds a whole entry at once. */
  add(name: string, text: string): void {
    const writer = this.entry(name);
    writer.write(text);
    writer.end();
  }

  /** The archive: each entry's local header and data, then the central directory. */
  finish(): Uint8Array {
    const directorySize = this.entries.reduce((sum, entry) => sum + 46 + entry.name.length, 0);
    const out = new Uint8Array(this.offset + directorySize + 22);
    const view = new DataView(out.buffer);
    let at = 0;
    for (const entry of this.entries) {
      view.setUint32(at, 0x04034b50, true);
      at = this.header(view, at + 4, entry);
      out.set(entry.name, at);
      at += entry.name.length;
      for (const chunk of entry.compressed) {
        out.set(chunk, at);
        at += chunk.length;
      }
    }
    const directoryOffset = at;
    for (const entry of this.entries) {
      view.setUint32(at, 0x02014b50, true);
      view.setUint16(at + 4, 20, true); // made by: version 2.0
      at = this.header(view, at + 6, entry);
      // Comment length, disk number, internal and external attributes stay 0.
      view.setUint32(at + 10, entry.offset, true);
      out.set(entry.name, at + 14);
      at += 14 + entry.name.length;
    }
    view.setUint32(at, 0x06054b50, true);
    view.setUint16(at + 8, this.entries.length, true);
    view.setUint16(at + 10, this.entries.length, true);
    view.setUint32(at + 12, directorySize, true);
    view.setUint32(at + 16, directoryOffset, true);
    return out;
  }

  /** The fields local and central headers share, from "version needed" to the extra field's length. */
  private header(view: DataView, at: number, entry: Entry): number {
    view.setUint16(at, 20, true); // version needed: 2.0 (deflate)
    view.setUint16(at + 2, 0, true); // flags: ASCII names, sizes known in the header
    view.setUint16(at + 4, this.level === 0 ? 0 : 8, true); // method: stored or deflate
    view.setUint16(at + 6, DOS_TIME, true);
    view.setUint16(at + 8, DOS_DATE, true);
    view.setUint32(at + 10, entry.crc, true);
    view.setUint32(at + 14, entry.compressedSize, true);
    view.setUint32(at + 18, entry.size, true);
    view.setUint16(at + 22, entry.name.length, true);
    view.setUint16(at + 24, 0, true); // extra field length
    return at + 26;
  }
}

/** DEFLATE's stored blocks (RFC 1951, 3.2.4), not final: the entry's deflated data follows them. */
function storedBlocks(bytes: Uint8Array): Uint8Array {
  const blocks = Math.max(Math.ceil(bytes.length / 0xffff), 1);
  const out = new Uint8Array(bytes.length + 5 * blocks);
  let at = 0;
  for (let block = 0; block < blocks; block++) {
    const piece = bytes.subarray(block * 0xffff, (block + 1) * 0xffff);
    // BFINAL 0, BTYPE 00, the rest of the byte padding; then LEN and its complement, little-endian.
    out.set(
      [0, piece.length & 0xff, piece.length >>> 8, ~piece.length & 0xff, (~piece.length >>> 8) & 0xff],
      at,
    );
    out.set(piece, at + 5);
    at += 5 + piece.length;
  }
  return out;
}

const CRC_POLYNOMIAL = 0xedb88320;

/** a × b modulo the CRC-32 polynomial, both as CRC-32 holds polynomials (reflected: x^0 in the top bit). */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
      if ((a & (bit - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31 (zlib's x2n_table). */
const POWERS = (() => {
  const table = new Uint32Array(32);
  let power = 0x40000000; // x^1
  table[0] = power;
  for (let k = 1; k < 32; k++) table[k] = power = multiplyModulo(power, power);
  return table;
})();

/**
 * The CRC-32 of two pieces joined, from the CRC of each and the second's length (zlib's crc32_combine: the first
 * CRC times x^(8 × length), plus the second): the head of a sheet is known only after its rows were checksummed.
 */
export function crc32Combine(first: number, second: number, secondLength: number): number {
  let shift = 0x80000000; // x^0
  // x^(8n) as a product of the table's powers: bit i of n, shifted three places for the 8, picks x^(2^(i+3)).
  for (let n = secondLength, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) shift = multiplyModulo(POWERS[k & 31] as number, shift);
  return (multiplyModulo(shift, first) ^ second) >>> 0;
}
