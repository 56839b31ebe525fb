const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VALUES = new Map([...ALPHABET].map((char, i) => [char, i]));

/** Standard base64 with padding; written by hand because the core has neither `btoa` nor `Buffer`. */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    parts.push(
      (ALPHABET[(n >> 18) & 63] ?? "") +
        (ALPHABET[(n >> 12) & 63] ?? "") +
        (i + 1 < bytes.length ? (ALPHABET[(n >> 6) & 63] ?? "") : "=") +
        (i + 2 < bytes.length ? (ALPHABET[n & 63] ?? "") : "="),
    );
  }
  return parts.join("");
}

/** Decodes base64, ignoring whitespace a spreadsheet program may have wrapped in; undefined if it is not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/\s+/g, "").replace(/=+$/, "");
  if (clean.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const char of clean) {
    const value = VALUES.get(char);
    if (value === undefined) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 255;
    }
  }
  return out.subarray(0, at);
}
