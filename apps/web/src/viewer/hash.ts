import type { ViewRow } from "gaeb2xlsx";

const PREFIX = "#oz=";

/** The address fragment that names an item: `#oz=01.02.0010`, readable and safe for any OZ. */
export function itemHash(oz: string): string {
  return `${PREFIX}${encodeURIComponent(oz)}`;
}

/** The OZ a fragment names, or null when it names none (or is not valid percent-encoding). */
export function ozFromHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const oz = decodeURIComponent(hash.slice(PREFIX.length));
    return oz === "" ? null : oz;
  } catch {
    return null;
  }
}

/**
 * The row an OZ names: the item or markup item with it, else the section. An OZ is unique among items in GAEB, but
 * a section and an item may share digits in a file with a flat numbering, and the link was made for the item.
 */
export function rowOfOz(rows: readonly ViewRow[], oz: string): number | null {
  let section: number | null = null;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    if (!row) continue;
    if ((row.kind === "item" || row.kind === "markupItem") && row.oz === oz) return index;
    if (row.kind === "sectionStart" && row.oz === oz && section === null) section = index;
  }
  return section;
}
