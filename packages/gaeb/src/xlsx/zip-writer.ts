import { type Compression, compression, type DeflateLevel } from "./deflater.js";

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

/** One entry being written: `write` its text in order, then `end` it. */
export interface EntryWriter {
  write(text: string): void;
  /** Text already encoded as UTF-8. */
  writeBytes(bytes: Uint8Array): void;
  end(): void;
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private readonly encoder = new TextEncoder();
  private offset = 0;

  constructor(
    private readonly level: DeflateLevel,
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
    const deflater = this.methods.deflater(this.level);
    // Text written since the last piece, and bytes (already encoded text) before it, in the order written.
    let pending: string[] = [];
    let pendingLength = 0;
    let encoded: Uint8Array[] = [];
    let encodedLength = 0;
    const encodePending = () => {
      if (pending.length === 0) return;
      const bytes = this.encoder.encode(pending.length === 1 ? pending[0] : pending.join(""));
      encoded.push(bytes);
      encodedLength += bytes.length;
      pending = [];
      pendingLength = 0;
    };
    const flush = (last: boolean) => {
      encodePending();
      const bytes = encoded.length === 1 ? (encoded[0] as Uint8Array) : joinBytes(encoded, encodedLength);
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
      end: () => {
        flush(true);
        this.offset += 30 + entry.name.length + entry.compressedSize;
      },
    };
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
    view.setUint16(at + 4, 8, true); // method: deflate
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

function joinBytes(parts: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
