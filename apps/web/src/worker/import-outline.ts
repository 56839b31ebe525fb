import type { Entry, GaebDocument } from "gaeb2xlsx";

/** One line of the imported LV's outline: a section or an item, how deep it sits, and what the page shows of it. */
export interface OutlineRow {
  /** A markup item (Zuschlagsposition) is shown as an item, marked as what it is. */
  kind: "section" | "item" | "markup";
  /** 0 for a top-level section (or an item outside any section). */
  depth: number;
  oz: string;
  text: string;
  /** Exact decimal string ("12.5"), as the core holds it; the page writes it in the reader's notation. */
  quantity: string | null;
  unit: string | null;
}

/**
 * The LV's sections and items in reading order, as plain data a worker can post: the tree the page shows so the user
 * can check that the spreadsheet's rows became the sections and items meant. Remarks are left out (they are text
 * between the items, not part of the outline).
 */
export function outlineRows(document: GaebDocument): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const walk = (entries: readonly Entry[], depth: number) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        rows.push({ kind: "section", depth, oz: entry.oz, text: entry.title, quantity: null, unit: null });
        walk(entry.children, depth + 1);
      } else if (entry.kind === "item") {
        rows.push({
          kind: "item",
          depth,
          oz: entry.oz,
          text: entry.shortText,
          quantity: entry.quantity?.toPlainString() ?? null,
          unit: entry.unit ?? null,
        });
      } else if (entry.kind === "markupItem") {
        rows.push({ kind: "markup", depth, oz: entry.oz, text: entry.shortText, quantity: null, unit: null });
      }
    }
  };
  walk(document.boq?.body ?? [], 0);
  return rows;
}
