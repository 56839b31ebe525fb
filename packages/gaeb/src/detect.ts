import { asBytes } from "./inputs.js";

/** The GAEB generations we recognise from content; all of them are read, so the id only picks the reader. */
export const FORMATS = {
  "gaeb-xml": { generation: "GAEB DA XML" },
  "gaeb-2000": { generation: "GAEB 2000" },
  "gaeb-90": { generation: "GAEB 90" },
} as const;

export type FormatId = keyof typeof FORMATS;

/** How much of a file's start tells its format. */
export const SNIFF_BYTES = 4096;

function head(bytes: Uint8Array): string {
  const slice = bytes.subarray(0, SNIFF_BYTES);
  if ((slice[0] === 0xff && slice[1] === 0xfe) || (slice[0] === 0xfe && slice[1] === 0xff)) {
    return new TextDecoder(slice[0] === 0xff ? "utf-16le" : "utf-16be").decode(slice.subarray(2));
  }
  // UTF-16 without a byte order mark: the first character, "<", has a zero byte beside it.
  if (slice[0] === 0x00 && slice[1] === 0x3c) return new TextDecoder("utf-16be").decode(slice);
  if (slice[0] === 0x3c && slice[1] === 0x00) return new TextDecoder("utf-16le").decode(slice);
  const start = slice[0] === 0xef && slice[1] === 0xbb && slice[2] === 0xbf ? 3 : 0;
  return new TextDecoder("windows-1252").decode(slice.subarray(start));
}

/** Recognises a GAEB generation from the first bytes; undefined when it is none of them (or no bytes at all). */
export function detectFormat(bytes: Uint8Array): FormatId | undefined {
  const checked = asBytes(bytes);
  if (!checked) return undefined;
  try {
    return detectChecked(checked);
  } catch {
    // Only a decoder refusing its input could get here; what cannot be decoded is no format we know.
    return undefined;
  }
}

function detectChecked(bytes: Uint8Array): FormatId | undefined {
  const text = head(bytes).replace(/^\s+/, "");
  if (text.startsWith("<")) return "gaeb-xml";
  if (/^#begin\[/i.test(text)) return "gaeb-2000";
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  if (/^[0-9T][0-9].{72}\d{6}\s*$/.test(firstLine)) return "gaeb-90";
  // Without running numbers: a header record (00) with the phase in columns 11-12, or a comment record first.
  if (/^(?:00 {8}\d\d|T\d|70).{0,78}$/.test(firstLine)) return "gaeb-90";
  return undefined;
}

/** The phase an extension suggests: ".X83" → "83", ".x89b" → "89B", ".X31" → "31" (quantity determination, XML only). */
export function phaseFromFileName(name: string): string | undefined {
  if (/\.x31$/i.test(name)) return "31";
  const match = /\.[xdp](8\d)(b?)$/i.exec(name);
  return match ? `${match[1]}${match[2]?.toUpperCase() ?? ""}` : undefined;
}
