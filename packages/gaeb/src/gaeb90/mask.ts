import { GaebError } from "../issues.js";
import type { BreakdownLevel } from "../model.js";
import { columns, type Record90 } from "./records.js";

/** Where one level of the item number sits inside the 9-column OZ field of records 11, 21, 23, 31, 32. */
export interface MaskLevel {
  type: BreakdownLevel["type"];
  start: number;
  length: number;
}

export const OZ_COLUMNS = 9;

/**
 * Reads the OZ mask of record 00 (columns 63–71), e.g. `1122PPPPI`: digits are section levels, P the item,
 * I the index, 0 or blank unused columns. A mask without P cannot place any item number.
 */
export function readMask(header: Record90): MaskLevel[] {
  const mask = columns(header, 63, 71);
  const levels: MaskLevel[] = [];
  for (let i = 0; i < mask.length; i++) {
    const char = mask[i] as string;
    const type = /[1-9]/.test(char) ? "BoQLevel" : char === "P" ? "Item" : char === "I" ? "Index" : undefined;
    if (type === undefined) continue;
    const last = levels[levels.length - 1];
    if (last && mask[i - 1] === char) last.length++;
    else levels.push({ type, start: i, length: 1 });
  }
  if (!levels.some((level) => level.type === "Item"))
    throw new GaebError({
      code: "gaeb90_record_invalid",
      severity: "error",
      line: header.line,
      column: 63,
      params: { record: header.line, reason: "oz_invalid", value: mask.trim() },
    });
  return levels;
}

export function maskBreakdown(levels: readonly MaskLevel[]): BreakdownLevel[] {
  return levels.map((level) => ({ type: level.type, length: level.length, numeric: level.type !== "Index" }));
}

/** The parts of an OZ field by the mask; blank parts are levels the entry skips or does not have. */
export function ozParts(levels: readonly MaskLevel[], field: string) {
  const categories: string[] = [];
  let item = "";
  let index: string | undefined;
  for (const level of levels) {
    const part = field.slice(level.start, level.start + level.length).trim();
    if (level.type === "Item") item = part;
    else if (level.type === "Index") index = part || undefined;
    else if (part !== "") categories.push(part);
  }
  return { categories, item, ...(index ? { index } : {}) };
}
