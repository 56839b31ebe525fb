import type { BreakdownLevel } from "./model.js";

/**
 * A number part as the OZ mask writes it: a numeric part padded with leading zeros to its level's length ("1" of
 * a two-digit level: "01"). Files may leave the zeros out (DA XML) or write spaces (GAEB 90, 2000); the model
 * holds one form, so one LV reads to one model whichever generation it came in.
 */
export function padPart(part: string, level: BreakdownLevel | undefined): string {
  const trimmed = part.trim();
  if (!level?.numeric || !/^\d+$/.test(trimmed)) return trimmed;
  return trimmed.padStart(level.length, "0");
}

/** The own part of a category at `depth` (0 = outermost), padded as its level defines. */
export function categoryPart(breakdown: readonly BreakdownLevel[], depth: number, part: string): string {
  return padPart(part, categoryLevels(breakdown)[depth]);
}

/** The own part of an item, padded as the item level defines. */
export function itemPart(breakdown: readonly BreakdownLevel[], part: string): string {
  return padPart(
    part,
    breakdown.find((level) => level.type === "Item"),
  );
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

/**
 * Composes OZs while a document streams by, each from its parent's OZ, with the same results as `composeOz`.
 * The breakdown is looked at once, not for every one of a large file's many items.
 */
export class OzComposer {
  private readonly categoryLevels: BreakdownLevel[];
  private readonly itemLevel: BreakdownLevel | undefined;

  constructor(breakdown: readonly BreakdownLevel[]) {
    this.categoryLevels = categoryLevels(breakdown);
    this.itemLevel = breakdown.find((level) => level.type === "Item");
  }

  /** Whether the category at this depth (0 = outermost) is a lot. */
  isLot(depth: number): boolean {
    return this.categoryLevels[depth]?.type === "Lot";
  }

  /** A category's own part as the mask writes it: a numeric part padded with leading zeros to its level's length. */
  categoryPart(depth: number, part: string): string {
    return padPart(part, this.categoryLevels[depth]);
  }

  /** An item's own part as the mask writes it. */
  itemPart(part: string): string {
    return padPart(part, this.itemLevel);
  }

  /** The OZ of a category at `depth` whose parent category, if any, has `parentOz`. */
  category(parentOz: string | undefined, depth: number, part: string): string {
    const own = padPart(part, this.categoryLevels[depth]);
    return depth === 0 || parentOz === undefined ? own : `${parentOz}.${own}`;
  }

  /** The OZ of an item in a category with `categoryOz` (none or empty: the item stands at the top). */
  item(categoryOz: string | undefined, part: string, index?: string): string {
    let own = padPart(part, this.itemLevel);
    const trimmedIndex = index?.trim();
    if (trimmedIndex) own = `${own}.${trimmedIndex}`;
    // Joined as one flat string: a template makes a chain of views (two per item), which grows the model and is
    // copied flat anyway once the OZ is looked up in a map (issue 23).
    return categoryOz ? [categoryOz, ".", own].join("") : own;
  }
}
