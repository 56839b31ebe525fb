/** The little of an entry the lines need, stated structurally so the library's dist types fit as well as src's. */
interface EntryLike {
  kind: string;
  oz?: string;
  shortText?: string;
  unit?: string;
  quantity?: { toPlainString(): string };
  unitPrice?: { toPlainString(): string };
  children?: readonly EntryLike[];
}

/**
 * Each item of a read LV as one line (OZ, short text, quantity, unit, and the unit price when asked), in LV order:
 * what two readings of the same LV — the input and the GAEB file written from it — must share.
 */
export function itemLines(
  document: { boq?: { body: readonly EntryLike[] } },
  options: { prices?: boolean } = {},
): string[] {
  const lines: string[] = [];
  const walk = (entries: readonly EntryLike[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") walk(entry.children ?? []);
      else if (entry.kind === "item") {
        const parts = [entry.oz, entry.shortText, entry.quantity?.toPlainString(), entry.unit];
        if (options.prices) parts.push(entry.unitPrice?.toPlainString());
        lines.push(parts.join(" | "));
      }
    }
  };
  walk(document.boq?.body ?? []);
  return lines;
}
