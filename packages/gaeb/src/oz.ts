import type { BreakdownLevel } from "./model.js";

function padPart(part: string, level: BreakdownLevel | undefined): string {
  const trimmed = part.trim();
  if (!level?.numeric || !/^\d+$/.test(trimmed)) return trimmed;
  return trimmed.padStart(level.length, "0");
}

/** Category levels (Lot, BoQLevel) of the breakdown, in order. */
export function categoryLevels(breakdown: readonly BreakdownLevel[]): BreakdownLevel[] {
  return breakdown.filter((level) => level.type === "Lot" || level.type === "BoQLevel");
}

/**
 * Composes an item number (OZ) from the enclosing categories' parts, the item's part and its index, padded as the
 * breakdown defines. Levels an item skips are simply absent: the i-th enclosing category uses the i-th level.
 */
export function composeOz(
  breakdown: readonly BreakdownLevel[],
  categoryParts: readonly string[],
  itemPart?: string,
  index?: string,
): string {
  const levels = categoryLevels(breakdown);
  const parts = categoryParts.map((part, depth) => padPart(part, levels[depth]));
  if (itemPart !== undefined)
    parts.push(
      padPart(
        itemPart,
        breakdown.find((level) => level.type === "Item"),
      ),
    );
  if (index !== undefined && index.trim() !== "") parts.push(index.trim());
  return parts.join(".");
}

/** The OZ of an item under a category whose own OZ is already composed: the same result as `composeOz`. */
export function composeItemOz(
  breakdown: readonly BreakdownLevel[],
  categoryOz: string | undefined,
  itemPart: string,
  index?: string,
): string {
  const itemLevel = breakdown.find((level) => level.type === "Item");
  const own = composeOz(itemLevel ? [itemLevel] : [], [], itemPart, index);
  return categoryOz ? `${categoryOz}.${own}` : own;
}
