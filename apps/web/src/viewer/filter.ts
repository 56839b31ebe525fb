import type { ViewItemKind, ViewRow } from "gaeb2xlsx";

/** The kind filter's choice: every row, or the items of one main kind. */
export type KindFilter = ViewItemKind | "all";

/**
 * The row indices the list shows for a filter, in LV order. With a kind chosen it shows those items and the
 * sections they stand in (so the reader knows where each belongs), but no section totals, texts or markup items:
 * those are about the whole section, not about the items filtered.
 */
export function visibleRows(rows: readonly ViewRow[], filter: KindFilter): number[] {
  if (filter === "all") return rows.map((_, index) => index);
  const shown = new Set<number>();
  const open: number[] = [];
  rows.forEach((row, index) => {
    if (row.kind === "sectionStart") open.push(index);
    else if (row.kind === "sectionEnd") open.pop();
    else if (row.kind === "item" && row.mainKind === filter) {
      for (const section of open) shown.add(section);
      shown.add(index);
    }
  });
  return [...shown].sort((a, b) => a - b);
}

/** The kinds the filter offers: those the LV has, in the contract's order, each with its count. */
export function kindChoices(
  counts: Partial<Record<ViewItemKind, number>>,
): Array<{ kind: ViewItemKind; count: number }> {
  const order: ViewItemKind[] = [
    "normal",
    "base",
    "alternative",
    "provisional",
    "provisionalWithTotal",
    "lumpSum",
    "hourly",
    "notApplicable",
  ];
  return order.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}
