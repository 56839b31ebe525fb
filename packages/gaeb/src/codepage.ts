/**
 * Code-page decoding for the pre-XML GAEB generations. TextDecoder (WHATWG Encoding) has no CP437/CP850, which
 * GAEB 90 files were written in under DOS, so the upper half of CP850 is a table here.
 */

// Bytes 0x80-0xFF of IBM code page 850. CP437 differs only in box-drawing and Greek letters, never in umlauts.
const CP850_HIGH =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0";

export type CodePage = "cp850" | "windows-1252";

/**
 * CP850 through the platform's native Windows-1252 decoder: the ASCII half is the same in both, and each byte of the
 * upper half decodes to a character of its own (WHATWG's table, or Latin-1 where Node lacks full ICU), which is then
 * swapped for its CP850 character. Five times faster than looking every byte up in a table (20 MB file: 420 ms →
 * 85 ms), and no array of single characters for the garbage collector.
 */
const bytewise = new TextDecoder("windows-1252");
const CP850_OF: ReadonlyMap<string, string> = new Map(
  Array.from(bytewise.decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i)), (decoded, i) => [
    decoded,
    CP850_HIGH.charAt(i),
  ]),
);
const NOT_ASCII = /[\u0080-\uffff]/g;

export function decodeCp850(bytes: Uint8Array): string {
  return bytewise.decode(bytes).replace(NOT_ASCII, (decoded) => CP850_OF.get(decoded) ?? decoded);
}

const DOS_UMLAUTS = new Set([0x81, 0x84, 0x94, 0x8e, 0x99, 0x9a, 0xe1]);
const ANSI_UMLAUTS = new Set([0xe4, 0xf6, 0xfc, 0xc4, 0xd6, 0xdc, 0xdf]);

function isLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a));
}

/**
 * GAEB 90 is DOS text, but some programs wrote it in Windows-1252. An ANSI umlaut byte between two letters
 * ("f\xfcr") is strong evidence for Windows-1252; the same byte after a unit ("m\xfc" = m\u00b3 in CP850) is not.
 */
export function guessDosOrAnsi(bytes: Uint8Array): CodePage {
  let dos = 0;
  let ansi = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte < 0x80) continue;
    if (DOS_UMLAUTS.has(byte)) dos++;
    else if (ANSI_UMLAUTS.has(byte) && isLetter(bytes[i - 1]) && isLetter(bytes[i + 1])) ansi++;
  }
  return ansi > dos ? "windows-1252" : "cp850";
}

// Bytes 0x80-0x9F of Windows-1252 (the five unassigned ones map to themselves, as browsers do).
const CP1252_C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

const latin = new TextDecoder("windows-1252");

/**
 * Windows-1252. Node built without full ICU decodes "windows-1252" as Latin-1 (0x80 stays U+0080, not the euro
 * sign); browsers do not. Mapping the C1 range afterwards gives the same text everywhere.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return latin.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_C1.charAt(c.charCodeAt(0) - 0x80));
}

export function decodeCodePage(bytes: Uint8Array, codePage: CodePage): string {
  return codePage === "cp850" ? decodeCp850(bytes) : decodeWindows1252(bytes);
}

/**
 * Bytes 0x10–0x1F in the text of a GAEB 2000 or GAEB 90 file. Both are text files whose rules know no control
 * characters besides line ends (and tabs); some writers (NEVARIS) put a UTF-16 character such as „ (U+201E) or
 * “ (U+201C) into the 8-bit file by keeping only its low byte, which the DA XML twin of the same LV shows whole.
 * The General Punctuation block U+2010–U+201F is the only block whose characters land there and occur in LV
 * text (‐ – — ‘ ’ ‚ “ ” „ …), so the byte is read as that character. A DOS end-of-file mark (0x1A) stays one
 * where it is one: on a line of its own or with only more of them up to the end. Tabs, line ends and bytes below
 * 0x10 are left to the readers.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control bytes are what this finds.
const TRUNCATED_PUNCTUATION = /[\u0010-\u001f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: Ctrl-Z and line ends are what this looks for.
const END_OF_FILE_TAIL = /^[\u001a\r\n]*$/;

/** Ctrl-Z alone on its line, or followed by nothing but more of them and line ends: the DOS end of the data. */
function isEndOfFile(text: string, index: number): boolean {
  const next = text[index + 1];
  const alone =
    (index === 0 || text[index - 1] === "\n") && (next === undefined || next === "\r" || next === "\n");
  return alone || (text.length - index <= 1024 && END_OF_FILE_TAIL.test(text.slice(index + 1)));
}

export interface TruncatedPunctuation {
  text: string;
  /** How many bytes were read as punctuation; 0 when none. */
  count: number;
  /** The first one: where it stands (1-based line and column of the decoded text) and what it became. */
  first?: { line: number; column: number; character: string };
}

export function readTruncatedPunctuation(text: string): TruncatedPunctuation {
  let count = 0;
  let firstIndex = -1;
  const read = text.replace(TRUNCATED_PUNCTUATION, (byte, index: number) => {
    if (byte === "\u001a" && isEndOfFile(text, index)) return byte;
    if (count++ === 0) firstIndex = index;
    return String.fromCharCode(0x2000 + byte.charCodeAt(0));
  });
  if (count === 0) return { text, count };
  const before = text.slice(0, firstIndex);
  const lineStart = before.lastIndexOf("\n") + 1;
  return {
    text: read,
    count,
    first: {
      line: (before.match(/\n/g)?.length ?? 0) + 1,
      column: firstIndex - lineStart + 1,
      character: read.charAt(firstIndex),
    },
  };
}
