import { Inflate } from "fflate";
import { MAX_WORKBOOK_ENTRIES } from "../limits.js";

/** A part of a zip as its central directory states it; nothing is unpacked yet. */
export interface ZipEntry {
  /** The part's name in lower case: xlsx part names are case-insensitive. */
  name: string;
  method: number;
  compressedSize: number;
  /** As the zip states it: only a bound to check early, never trusted while unpacking. */
  declaredSize: number;
  dataStart: number;
}

/** Why a zip cannot be read: damaged, or stating more entries than a workbook has. */
export class ZipUnreadable extends Error {}
export class ZipTooManyEntries extends Error {}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/**
 * Lists a zip's entries from its central directory, so that a reader can unpack the few parts it needs and never
 * touch the rest. Zip64 (sizes beyond 4 GB) is never needed by a workbook of a bill of quantities and is refused.
 */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--)
    if (u32(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  if (end < 0) throw new ZipUnreadable("no end record");
  const count = u16(end + 10);
  if (count === 0xffff || count > MAX_WORKBOOK_ENTRIES) throw new ZipTooManyEntries(String(count));
  let at = u32(end + 16);
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder("utf-8");
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL_SIGNATURE) throw new ZipUnreadable("central directory");
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const declaredSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)).toLowerCase();
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || local === 0xffffffff)
      throw new ZipUnreadable("zip64");
    // Encrypted parts cannot be read; a workbook saved with a password is not a form to fill in.
    if (flags & 1) throw new ZipUnreadable("encrypted");
    if (local + 30 > bytes.length || u32(local) !== LOCAL_SIGNATURE) throw new ZipUnreadable("local header");
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + compressedSize > bytes.length) throw new ZipUnreadable("truncated");
    entries.set(name, { name, method, compressedSize, declaredSize, dataStart });
  }
  return entries;
}

/**
 * Small enough that one push unpacks at most a few megabytes (deflate packs at most about 1:1032), so a part is
 * stopped close to its bound instead of after one huge step.
 */
const PUSH_BYTES = 4 * 1024;

/** Thrown from `unpack` when a part unpacks past the bytes it may have. */
export class PartTooLarge extends Error {}

/** Thrown from `unpack` when a part holds bytes that are not UTF-8, after the text before them. */
export class PartNotUtf8 extends Error {
  constructor(readonly part: string) {
    super(part);
  }
}

/**
 * The text of `bytes` before their first byte that is not UTF-8, where decoding them whole fails: the longest
 * start that decodes (a sequence cut at its end is only pending) is found by halving, so the parser can be given
 * everything up to the damage and say where it is.
 */
function textBeforeDamage(bytes: Uint8Array): string {
  const decodes = (length: number) => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const middle = (good + bad) >>> 1;
    if (decodes(middle)) good = middle;
    else bad = middle;
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, good), { stream: true });
}

/** The last bytes of a piece that start a character the next piece ends. */
function unfinished(piece: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, piece.length); back++) {
    const byte = piece[piece.length - back] ?? 0;
    if (byte < 0x80) break;
    if (byte >= 0xc0)
      return (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2) > back ? piece.slice(-back) : new Uint8Array();
  }
  return new Uint8Array();
}

/**
 * Unpacks one entry as UTF-8 text in pieces, counting every byte against `budget` (which it lowers): past the
 * budget it stops with PartTooLarge, whatever the zip states. Bytes that are not UTF-8 end it with PartNotUtf8
 * once the text before them is given, instead of becoming U+FFFD unseen. The consumer may stop early and nothing
 * more is unpacked.
 */
export function* unpackText(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: { bytes: number },
): Generator<string> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let pending: Uint8Array = new Uint8Array();
  let damaged = false;
  const take = (chunk: Uint8Array): string => {
    if (damaged) return "";
    budget.bytes -= chunk.length;
    if (budget.bytes < 0) throw new PartTooLarge(entry.name);
    try {
      const text = decoder.decode(chunk, { stream: true });
      pending = unfinished(chunk);
      return text;
    } catch {
      damaged = true;
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      return textBeforeDamage(joined);
    }
  };
  if (entry.method === 0) {
    for (let at = 0; at < data.length && !damaged; at += PUSH_BYTES)
      yield take(data.subarray(at, at + PUSH_BYTES));
  } else if (entry.method === 8) {
    const pieces: string[] = [];
    const inflate = new Inflate((chunk) => {
      pieces.push(take(chunk));
    });
    for (let at = 0; at < data.length && !damaged; at += PUSH_BYTES) {
      try {
        inflate.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length);
      } catch (error) {
        if (error instanceof PartTooLarge) throw error;
        throw new ZipUnreadable("deflate");
      }
      yield* pieces.splice(0);
    }
    if (data.length === 0) throw new ZipUnreadable("empty deflate");
  } else throw new ZipUnreadable(`method ${entry.method}`);
  if (damaged) throw new PartNotUtf8(entry.name);
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    // The part ends inside a character.
    throw new PartNotUtf8(entry.name);
  }
  if (rest) yield rest;
}
