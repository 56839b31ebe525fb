import type { ViewSection } from "gaeb2xlsx";

/** One line of the outline as it is shown: a section, how deep it is, and where it stands among its siblings. */
export interface OutlineEntry {
  section: ViewSection;
  /** 0 for a top-level section (a Los, or a Titel where there are no Lose). */
  depth: number;
  /** 1-based place among its siblings, and their number (what a screen reader says: "3 of 12"). */
  position: number;
  siblings: number;
  expanded: boolean;
  /** Index of the parent's entry in the shown list; -1 at the top level. */
  parent: number;
}

/** How many lines the outline opens with at most: whole levels are opened while they fit. */
export const OPEN_OUTLINE_LINES = 40;

/**
 * The sections opened when a file is shown: level by level, as long as every section of the next level still fits
 * in `lines` lines. A small LV shows its whole outline; a large one its Lose or Titel, each opened on demand.
 */
export function initiallyExpanded(sections: readonly ViewSection[], lines = OPEN_OUTLINE_LINES): Set<string> {
  const expanded = new Set<string>();
  let shown = sections.length;
  let level: readonly ViewSection[] = sections;
  for (;;) {
    const next = level.flatMap((section) => section.children);
    if (next.length === 0 || shown + next.length > lines) return expanded;
    for (const section of level) if (section.children.length > 0) expanded.add(section.key);
    shown += next.length;
    level = next;
  }
}

/** The outline's lines in reading order: every section whose parents are all expanded. */
export function outlineEntries(
  sections: readonly ViewSection[],
  expanded: ReadonlySet<string>,
): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const add = (list: readonly ViewSection[], depth: number, parent: number) => {
    list.forEach((section, index) => {
      const open = section.children.length > 0 && expanded.has(section.key);
      const at = entries.length;
      entries.push({ section, depth, position: index + 1, siblings: list.length, expanded: open, parent });
      if (open) add(section.children, depth + 1, at);
    });
  };
  add(sections, 0, -1);
  return entries;
}

/** What a key does in the outline (the tree pattern of WAI-ARIA): move, open, close, or jump to the section. */
export type OutlineMove =
  | { kind: "focus"; index: number }
  | { kind: "expand"; key: string }
  | { kind: "collapse"; key: string }
  | { kind: "jump"; index: number }
  | null;

export function outlineKey(key: string, entries: readonly OutlineEntry[], active: number): OutlineMove {
  const entry = entries[active];
  if (!entry) return null;
  const last = entries.length - 1;
  const hasChildren = entry.section.children.length > 0;
  switch (key) {
    case "ArrowDown":
      return { kind: "focus", index: Math.min(active + 1, last) };
    case "ArrowUp":
      return { kind: "focus", index: Math.max(active - 1, 0) };
    case "Home":
      return { kind: "focus", index: 0 };
    case "End":
      return { kind: "focus", index: last };
    case "ArrowRight":
      if (hasChildren && !entry.expanded) return { kind: "expand", key: entry.section.key };
      return hasChildren ? { kind: "focus", index: active + 1 } : null;
    case "ArrowLeft":
      if (entry.expanded) return { kind: "collapse", key: entry.section.key };
      return entry.parent >= 0 ? { kind: "focus", index: entry.parent } : null;
    case "Enter":
    case " ":
      return { kind: "jump", index: active };
    default:
      return null;
  }
}
