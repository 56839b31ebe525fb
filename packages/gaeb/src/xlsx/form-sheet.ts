import { inflateSync } from "fflate";
import { decodeBase64, encodeBase64 } from "../base64.js";
import { concatBytes } from "../bytes.js";
import type { Locale } from "../issues.js";
import { MAX_FORM_REQUEST_BYTES } from "../limits.js";
import { compression } from "./deflater.js";
import { STYLE } from "./styles.js";
import type { Row, Sheet } from "./workbook.js";

/** The first cell of the hidden sheet; how a workbook made from a request is recognised, whatever its sheet is called. */
export const FORM_MARKER = "gaeb2xlsx offer form v1";

/** Below Excel's 32,767 characters per cell, so no program cuts a part short. */
const CHUNK = 32_000;

const NOTE: Record<Locale, string> = {
  de: "Angebotsformular: die Anfrage, aus der diese Arbeitsmappe entstand (gepackt), damit aus den eingetragenen Preisen ein Angebot (X84) werden kann. Bitte nicht ändern.",
  en: "Offer form: the request this workbook was made from (compressed), so that the prices typed in can become an offer (X84). Please do not change.",
};

/** What the hidden sheet holds besides the request itself. */
export interface FormFacts {
  /** The visible sheet whose rows are the request's entries. */
  sheet: string;
  lang: Locale;
  fileName: string;
  /** Formblatt 223's components, where the converter added them to a request that names none, and the time's unit. */
  components?: string[];
  time?: string;
}

const text = (value: string) => ({ value: { type: "text" as const, text: value }, style: STYLE.default });

/**
 * The hidden sheet that makes a workbook an offer form: the request file, deflated and in base64 text cells, with
 * the name of the sheet its prices are typed into. Keeping the whole request (not a digest of it) means every ID,
 * RNoPart, flag and total rule of the original is there when the X84 is written, and text cells survive being
 * opened and saved by Excel and LibreOffice.
 */
export function formSheet(name: string, request: Iterable<Uint8Array>, facts: FormFacts): Sheet {
  const { deflated, size } = deflate(request);
  const packed = encodeBase64(deflated);
  const rows: Row[] = [
    { cells: [text(FORM_MARKER), text(NOTE[facts.lang])] },
    { cells: [text("sheet"), text(facts.sheet)] },
    { cells: [text("lang"), text(facts.lang)] },
    { cells: [text("file"), text(facts.fileName)] },
    { cells: [text("size"), text(String(size))] },
    ...(facts.components
      ? [
          { cells: [text("components"), text(facts.components.join("\t"))] },
          { cells: [text("time"), text(facts.time ?? "")] },
        ]
      : []),
  ];
  for (let at = 0; at < packed.length; at += CHUNK)
    rows.push({ cells: [text("request"), text(packed.slice(at, at + CHUNK))] });
  return { name, columnWidths: [20, 80], rows, headerRow: 1, state: "veryHidden" };
}

/** Bytes deflated and in base64 pieces that fit a cell each: how a hidden sheet carries a whole GAEB file. */
export function packedPieces(bytes: Iterable<Uint8Array>): { pieces: string[]; size: number } {
  const { deflated, size } = deflate(bytes);
  const packed = encodeBase64(deflated);
  const pieces: string[] = [];
  for (let at = 0; at < packed.length; at += CHUNK) pieces.push(packed.slice(at, at + CHUNK));
  return { pieces, size };
}

/** The bytes `packedPieces` made, or undefined when the pieces are damaged or unpack to other than `size` bytes. */
export function unpackPieces(pieces: readonly string[], size: number): Uint8Array | undefined {
  if (!Number.isSafeInteger(size) || size <= 0 || size > MAX_FORM_REQUEST_BYTES) return undefined;
  const packed = decodeBase64(pieces.join(""));
  if (!packed) return undefined;
  try {
    const bytes = inflateSync(packed, { out: new Uint8Array(size) });
    return bytes.length === size ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** The request is deflated a block of this size at a time, however its pieces came. */
const BLOCK = 1 << 20;

/**
 * Raw DEFLATE at the highest level, through Node's zlib where the core runs in Node: fflate took 150 ms for the
 * first 2.7 MB request a process packs, zlib 60 (issue 23). Either is read back by fflate's inflate. A request read
 * in pieces is never joined whole: it is deflated in blocks of 1 MB, each its own stream ended by a flush (as the
 * zip's entries are), so the result does not depend on where the pieces ended.
 */
function deflate(request: Iterable<Uint8Array>): { deflated: Uint8Array; size: number } {
  const deflater = compression().deflater(9);
  const out: Uint8Array[] = [];
  const block = new Uint8Array(BLOCK);
  let filled = 0;
  let size = 0;
  for (const piece of request) {
    size += piece.length;
    for (let at = 0; at < piece.length; ) {
      const taken = Math.min(piece.length - at, BLOCK - filled);
      block.set(piece.subarray(at, at + taken), filled);
      filled += taken;
      at += taken;
      // Copied: fflate keeps the blocks until the last one.
      if (filled === BLOCK) {
        out.push(...deflater.push(block.slice(), false));
        filled = 0;
      }
    }
  }
  out.push(...deflater.push(block.slice(0, filled), true));
  return { deflated: concatBytes(out), size };
}

export interface Form extends FormFacts {
  request: Uint8Array;
}

/**
 * Reads the form back from the key/value rows of the hidden sheet (rows may come back in any order a program
 * keeps them, but the request's parts stay in row order). Undefined when the rows are damaged.
 */
export function readForm(rows: ReadonlyArray<readonly [string, string]>): Form | undefined {
  const value = (key: string) => rows.find(([k]) => k === key)?.[1];
  const sheet = value("sheet");
  const lang = value("lang") === "en" ? "en" : "de";
  const size = Number(value("size"));
  if (sheet === undefined || !Number.isSafeInteger(size) || size <= 0 || size > MAX_FORM_REQUEST_BYTES)
    return undefined;
  const packed = decodeBase64(
    rows
      .filter(([k]) => k === "request")
      .map(([, v]) => v)
      .join(""),
  );
  if (!packed) return undefined;
  const out = new Uint8Array(size);
  let request: Uint8Array;
  try {
    request = inflateSync(packed, { out });
  } catch {
    return undefined;
  }
  if (request.length !== size) return undefined;
  const components = value("components");
  const time = value("time");
  return {
    sheet,
    lang,
    fileName: value("file") ?? "",
    request,
    // At most six, as GAEB has: a damaged list is cut, not trusted.
    ...(components ? { components: components.split("\t").slice(0, 6) } : {}),
    ...(components && time ? { time } : {}),
  };
}
