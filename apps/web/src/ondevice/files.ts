import type { InputFile } from "gaeb2xlsx";
import { GAEB_EXTENSIONS, MAX_FILE_BYTES } from "../config";

/**
 * A filled workbook may be larger than the GAEB file it came from (styles, formulas, long texts in cells); it stays
 * on this computer, so the limit only keeps the browser tab from running out of memory.
 */
export const MAX_WORKBOOK_BYTES = 20 * 1024 * 1024;

/**
 * The most files a price comparison takes at once: a request and up to 30 offers. The core takes 50, but 50 offers
 * of 5 MB in one browser tab risk its memory; a tender with more bidders is rare and can be compared in groups.
 */
export const MAX_COMPARE_FILES = 31;

export const WORKBOOK_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const GAEB_ACCEPT = [...GAEB_EXTENSIONS, "application/xml", "text/xml"].join(",");

export type FileCheck = "ok" | "wrong-type" | "too-large" | "empty";

/** An xlsx is a zip: it starts with "PK\3\4". Checked so that a renamed file gets a clear message at once. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export async function checkWorkbook(file: File): Promise<FileCheck> {
  if (!/\.xlsx$/i.test(file.name)) return "wrong-type";
  if (file.size === 0) return "empty";
  if (file.size > MAX_WORKBOOK_BYTES) return "too-large";
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return ZIP_MAGIC.every((byte, i) => head[i] === byte) ? "ok" : "wrong-type";
}

export function hasGaebName(name: string): boolean {
  const lower = name.toLowerCase();
  return GAEB_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Name and size only: what the file holds is judged by the core, which names the file in its messages. */
export function checkGaebFile(file: File): FileCheck {
  if (!hasGaebName(file.name)) return "wrong-type";
  if (file.size === 0) return "empty";
  return file.size > MAX_FILE_BYTES ? "too-large" : "ok";
}

/**
 * Offers are phase 84 in every generation (X84, P84, D84), or a bidder's priced workbook of the offer round trip
 * (.xlsx); anything else can be the request.
 */
export function isOfferName(name: string): boolean {
  return /\.(x84|p84|d84|xlsx)$/i.test(name);
}

/** A file for the price comparison: a GAEB file, or a priced workbook that the core turns into its X84 first. */
export function checkCompareFile(file: File): FileCheck {
  if (!/\.xlsx$/i.test(file.name)) return checkGaebFile(file);
  if (file.size === 0) return "empty";
  return file.size > MAX_WORKBOOK_BYTES ? "too-large" : "ok";
}

export async function readInputFile(file: File): Promise<InputFile> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
