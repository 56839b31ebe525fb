import type { BreakdownLevel } from "../model.js";
import { categoryLevels, padPart } from "../oz.js";

/** An OZ typed into a new row, read against the request's OZ mask (`BoQBkdn`). */
export interface MaskedOz {
  /** As the mask writes it: each numeric part padded to its level's length ("1.2.30" → "01.02.0030"). */
  oz: string;
  parts: string[];
  /** A category (Los, Bereich) or an item (with its index, where the mask has one). */
  level: "section" | "item";
  /** The OZ of the section it belongs in; "" at the top. */
  parent: string;
}

const ALPHANUMERIC = /^[A-Za-z0-9ÄÖÜäöüß]+$/;

function fits(part: string, level: BreakdownLevel | undefined): boolean {
  if (!level || part === "" || part.length > level.length) return false;
  return level.numeric ? /^\d+$/.test(part) : ALPHANUMERIC.test(part);
}

/**
 * Reads a section's OZ against the mask: as many parts as its depth, at most the mask's category levels, each
 * fitting its level. Undefined when it cannot stand in this LV.
 */
export function maskedSection(breakdown: readonly BreakdownLevel[], typed: string): MaskedOz | undefined {
  const categories = categoryLevels(breakdown);
  const parts = typed.split(".").map((part) => part.trim());
  if (parts.length < 1 || parts.length > categories.length) return undefined;
  if (!parts.every((part, depth) => fits(part, categories[depth]))) return undefined;
  const padded = parts.map((part, depth) => padPart(part, categories[depth]));
  return { oz: padded.join("."), parts: padded, level: "section", parent: padded.slice(0, -1).join(".") };
}

/**
 * Reads an item's OZ against the mask: the OZ of a section it stands in (the deepest that is one, `isSection`;
 * an item may skip levels, as GAEB allows), then its own part fitting the item level and its index where the
 * mask has one. Undefined when it cannot stand in this LV.
 */
export function maskedItem(
  breakdown: readonly BreakdownLevel[],
  typed: string,
  isSection: (oz: string) => boolean,
): MaskedOz | undefined {
  const categories = categoryLevels(breakdown);
  const item = breakdown.find((level) => level.type === "Item");
  const index = breakdown.find((level) => level.type === "Index");
  const parts = typed.split(".").map((part) => part.trim());
  // Where the OZ fits the mask but names no section the LV has, the deepest reading is kept: the caller then says
  // which section is missing rather than that the number does not fit.
  let unplaced: MaskedOz | undefined;
  for (let depth = Math.min(parts.length - 1, categories.length); depth >= 0; depth--) {
    const own = parts.slice(depth);
    if (own.length > (index ? 2 : 1)) break;
    const head = parts.slice(0, depth);
    if (!head.every((part, d) => fits(part, categories[d]))) continue;
    const [number = "", suffix] = own;
    if (!fits(number, item) || (suffix !== undefined && !fits(suffix, index))) continue;
    const parent = head.map((part, d) => padPart(part, categories[d])).join(".");
    const padded = [...(depth > 0 ? parent.split(".") : []), padPart(number, item)];
    if (suffix !== undefined) padded.push(suffix);
    const masked: MaskedOz = { oz: padded.join("."), parts: padded, level: "item", parent };
    if (depth === 0 || isSection(parent)) return masked;
    unplaced ??= masked;
  }
  return unplaced;
}

/** The mask as an example number ("01.01.0001"), for a message that says what fits. */
export function maskExample(breakdown: readonly BreakdownLevel[]): string {
  return breakdown
    .filter((level) => level.type !== "Index")
    .map((level) => (level.numeric ? "1".padStart(level.length, "0") : "A".padStart(level.length, "A")))
    .join(".");
}

/** Orders OZs part by part, numbers by value, so "01.0010" < "01.0020" < "02" whatever the padding. */
export function compareOz(a: string, b: string): number {
  const x = a.split(".");
  const y = b.split(".");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] ?? "";
    const q = y[i] ?? "";
    if (p === q) continue;
    if (/^\d+$/.test(p) && /^\d+$/.test(q)) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}
