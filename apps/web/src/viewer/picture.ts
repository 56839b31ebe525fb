import type { Picture, PictureType } from "gaeb2xlsx";

/** The only picture types ever shown: raster formats a browser decodes without running anything (never SVG). */
const SHOWN: ReadonlySet<string> = new Set<PictureType>(["image/jpeg", "image/png", "image/gif"]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface PictureSize {
  width: number;
  height: number;
}

/** What an `<img>` of a picture gets: a data URL of an allowed type, and its size on the page when known. */
export interface ShownPicture {
  src: string;
  size: PictureSize | null;
}

/**
 * Each picture's check and size, worked out once (rows are drawn again as the list scrolls). The data URL itself
 * is not kept: it would double the memory a file full of pictures takes.
 */
const checked = new WeakMap<Picture, { size: PictureSize | null } | null>();

/**
 * The picture as a data URL, or null when it must stay a placeholder: no data, or a type or data the reader should
 * never have let through (checked again here, so a model from elsewhere cannot make the page load anything else).
 * The size is the file's width (or the picture's own) with the height from the picture's own proportions, read from
 * its header: the row reserves the space before the browser has decoded it, so the list does not jump.
 */
export function shownPicture(picture: Picture): ShownPicture | null {
  let known = checked.get(picture);
  if (known === undefined) {
    known = check(picture);
    checked.set(picture, known);
  }
  return known && picture.mime && picture.data
    ? { src: `data:${picture.mime};base64,${picture.data}`, size: known.size }
    : null;
}

function check({ mime, data, width }: Picture): { size: PictureSize | null } | null {
  if (!mime || !SHOWN.has(mime) || !data || data.length % 4 !== 0 || !BASE64.test(data)) return null;
  const natural = pictureSize(mime, data);
  if (!natural || width === undefined || !Number.isFinite(width) || width <= 0) return { size: natural };
  const height = Math.max(1, Math.round((width * natural.height) / natural.width));
  return { size: { width: Math.round(width), height } };
}

/** The picture's pixel size from its header (PNG IHDR, GIF screen descriptor, JPEG start of frame), or null. */
export function pictureSize(mime: PictureType, data: string): PictureSize | null {
  switch (mime) {
    case "image/png": {
      const bytes = decode(data, 0, 24);
      if (bytes.length < 24 || bytes[12] !== 0x49 || bytes[13] !== 0x48) return null; // "IHDR"
      return valid(uint32(bytes, 16), uint32(bytes, 20));
    }
    case "image/gif": {
      const bytes = decode(data, 0, 10);
      if (bytes.length < 10 || bytes[0] !== 0x47 || bytes[1] !== 0x49) return null; // "GI"
      return valid((bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8), (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8));
    }
    case "image/jpeg":
      return jpegSize(data);
  }
}

/** Walks the JPEG's segments to its frame header; EXIF and thumbnails before it are skipped, not decoded. */
function jpegSize(data: string): PictureSize | null {
  const total = (data.length / 4) * 3;
  let at = 2;
  const head = decode(data, 0, 2);
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  while (at + 9 <= total) {
    const segment = decode(data, at, 9);
    if (segment.length < 4 || segment[0] !== 0xff) return null;
    const marker = segment[1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = ((segment[2] ?? 0) << 8) | (segment[3] ?? 0);
    // Start of frame: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (segment.length < 9) return null;
      return valid(
        ((segment[7] ?? 0) << 8) | (segment[8] ?? 0),
        ((segment[5] ?? 0) << 8) | (segment[6] ?? 0),
      );
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** Bytes `start` to `start + count` of the base64 text, decoding only the groups of four characters that hold them. */
function decode(data: string, start: number, count: number): Uint8Array {
  const first = Math.floor(start / 3) * 4;
  const last = Math.min(data.length, Math.ceil((start + count) / 3) * 4);
  if (first >= last) return new Uint8Array(0);
  let binary: string;
  try {
    binary = atob(data.slice(first, last));
  } catch {
    return new Uint8Array(0);
  }
  const skip = start - (first / 4) * 3;
  const bytes = new Uint8Array(Math.max(0, Math.min(count, binary.length - skip)));
  for (let index = 0; index < bytes.length; index++) bytes[index] = binary.charCodeAt(skip + index);
  return bytes;
}

function uint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) >>> 0) +
    ((bytes[at + 1] ?? 0) << 16) +
    ((bytes[at + 2] ?? 0) << 8) +
    (bytes[at + 3] ?? 0)
  );
}

function valid(width: number, height: number): PictureSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}
