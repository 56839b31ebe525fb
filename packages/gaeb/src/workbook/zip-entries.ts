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

/**
 * Unpacks one entry as UTF-8 text in pieces, counting every byte against `budget` (which it lowers): past the
 * budget it stops with PartTooLarge, whatever the zip states. The consumer may stop early and nothing more is
 * unpacked.
 */
export function* unpackText(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: { bytes: number },
): Generator<string> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  const decoder = new TextDecoder("utf-8");
  const take = (chunk: Uint8Array): string => {
    budget.bytes -= chunk.length;
    if (budget.bytes < 0) throw new PartTooLarge(entry.name);
    return decoder.decode(chunk, { stream: true });
  };
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += PUSH_BYTES) yield take(data.subarray(at, at + PUSH_BYTES));
  } else if (entry.method === 8) {
    const pending: string[] = [];
    const inflate = new Inflate((chunk) => {
      pending.push(take(chunk));
    });
    for (let at = 0; at < data.length; at += PUSH_BYTES) {
      try {
        inflate.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length);
      } catch (error) {
        if (error instanceof PartTooLarge) throw error;
        throw new ZipUnreadable("deflate");
      }
      yield* pending.splice(0);
    }
    if (data.length === 0) throw new ZipUnreadable("empty deflate");
  } else throw new ZipUnreadable(`method ${entry.method}`);
  const rest = decoder.decode();
  if (rest) yield rest;
}
