import type { ViewCatalogue, ViewItem, ViewItemKind, ViewRow } from "gaeb2xlsx";

/** The kind filter's choice: every row, or the items of one main kind. */
export type KindFilter = ViewItemKind | "all";

/** The catalogue filter's choice: the items carrying one code of a catalogue, or (`code` null) carrying none. */
export interface CodeFilter {
  catalogue: string;
  code: string | null;
}

/** A code filter as a select's value: "k1=391", "k1!" for the items without a code of catalogue k1, "" for none. */
export function codeFilterValue(filter: CodeFilter | null): string {
  if (filter === null) return "";
  return filter.code === null ? `${filter.catalogue}!` : `${filter.catalogue}=${filter.code}`;
}

export function parseCodeFilter(value: string): CodeFilter | null {
  const match = /^(k\d+)(?:=(.*)|!)$/s.exec(value);
  if (!match?.[1]) return null;
  return { catalogue: match[1], code: match[2] ?? null };
}

function carries(item: ViewItem, filter: CodeFilter): boolean {
  const codes = (item.assignments ?? []).filter((a) => a.catalogue === filter.catalogue);
  return filter.code === null ? codes.length === 0 : codes.some((a) => a.code === filter.code);
}

/**
 * The row indices the list shows for the filters, in LV order. With a kind or a code chosen it shows the items that
 * match both and the sections they stand in (so the reader knows where each belongs), but no section totals, texts
 * or markup items: those are about the whole section, not about the items filtered.
 */
export function visibleRows(
  rows: readonly ViewRow[],
  filter: KindFilter,
  code: CodeFilter | null = null,
): number[] {
  if (filter === "all" && code === null) return rows.map((_, index) => index);
  const shown = new Set<number>();
  const open: number[] = [];
  rows.forEach((row, index) => {
    if (row.kind === "sectionStart") open.push(index);
    else if (row.kind === "sectionEnd") open.pop();
    else if (
      row.kind === "item" &&
      (filter === "all" || row.mainKind === filter) &&
      (code === null || carries(row, code))
    ) {
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

/**
 * What a filtered list holds: its items, and the sum of the totals of those GAEB counts (if any is priced): not an
 * item left out itself (alternative, Bedarf ohne GB, entfällt), nor one in a section left out (an alternative title).
 */
export function filteredFigures(
  rows: readonly ViewRow[],
  shown: readonly number[],
): { items: number; total?: string } {
  const visible = new Set(shown);
  const sectionsCount: boolean[] = [];
  let items = 0;
  const totals: string[] = [];
  rows.forEach((row, index) => {
    if (row.kind === "sectionStart") sectionsCount.push(row.counts);
    else if (row.kind === "sectionEnd") sectionsCount.pop();
    else if (row.kind === "item" && visible.has(index)) {
      items += 1;
      if (row.counts && row.total !== undefined && sectionsCount.every(Boolean)) totals.push(row.total);
    }
  });
  return totals.length > 0 ? { items, total: sumDecimals(totals) } : { items };
}

/** Exact sum of plain decimal strings ("1234.5", "-0.25"), in the most decimals any of them has. */
export function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map((value) => value.split(".")[1]?.length ?? 0));
  let sum = 0n;
  for (const value of values) {
    const negative = value.startsWith("-");
    const [whole = "0", fraction = ""] = value.replace(/^[-+]/, "").split(".");
    const units = BigInt(`${whole || "0"}${fraction.padEnd(scale, "0")}`);
    sum += negative ? -units : units;
  }
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** The catalogue a code filter names, for its words. */
export function catalogueOf(
  catalogues: readonly ViewCatalogue[],
  filter: CodeFilter | null,
): ViewCatalogue | undefined {
  return filter === null ? undefined : catalogues.find((catalogue) => catalogue.key === filter.catalogue);
}
