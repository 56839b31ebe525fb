import type { CatalogueAssignment, Item, Section } from "./model.js";

/**
 * Every catalogue code an item or section is assigned: its own, and those of its quantity splits (an LV that
 * splits an item's quantity over cost groups assigns them there only). What the sheets and the viewer show and
 * filter by.
 */
export function assignedCodes(entry: Item | Section): readonly CatalogueAssignment[] {
  const own = entry.catalogueAssignments ?? [];
  if (entry.kind !== "item" || !entry.quantitySplits) return own;
  const all = [...own];
  for (const split of entry.quantitySplits)
    for (const assignment of split.catalogueAssignments)
      if (!all.some((a) => a.catalogueId === assignment.catalogueId && a.code === assignment.code))
        all.push(assignment);
  return all;
}

/** Names programs write where the user gave none ("noname", "-"): they say less than the catalogue's type. */
const PLACEHOLDER_NAMES = /^(?:|noname|no name|unnamed|unbenannt|ohne namen|-+)$/i;

export function isPlaceholderName(name: string): boolean {
  return PLACEHOLDER_NAMES.test(name.trim());
}
