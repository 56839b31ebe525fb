import { decodeBase64 } from "./base64.js";
import type { PictureType } from "./model.js";

/** The magic numbers of the formats GAEB allows: PNG's signature, JPEG's start of image, GIF87a and GIF89a. */
const SIGNATURES: ReadonlyArray<[readonly number[], PictureType]> = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "image/png"],
  [[0xff, 0xd8, 0xff], "image/jpeg"],
  [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], "image/gif"],
  [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], "image/gif"],
];

/**
 * A picture's format as its bytes show it, from the first characters of its base64 text; undefined for anything
 * else. A `Type` attribute or RTF keyword alone proves nothing: an SVG (which can run script) labelled PNG stays out.
 */
export function pictureTypeOf(base64: string): PictureType | undefined {
  const head = decodeBase64(base64.slice(0, 12));
  if (!head) return undefined;
  return SIGNATURES.find(([magic]) => magic.every((byte, index) => head[index] === byte))?.[1];
}
