import type { Entry, GaebDocument, Item } from "../model.js";
import { STYLE, type StyleId } from "./styles.js";

/** Item numbers by `ID`, for references (`RefRNo`) from one item to another. */
export function itemNumbersById(
  entries: readonly Entry[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const entry of entries) {
    if (entry.kind === "section") itemNumbersById(entry.children, into);
    else if (entry.kind === "item" && entry.id) into.set(entry.id, entry.oz);
  }
  return into;
}

/**
 * Decimals a unit price may have: the file's UPFracDig, at most three (the schema's limit). The sheet's totals and
 * the offer read from it both round a typed price to this, so the sheet shows the total the X84 states.
 */
export function unitPriceDecimals(document: GaebDocument): number {
  return Math.min(document.boq?.info.unitPriceDecimals ?? 3, 3);
}

/**
 * Unit prices show the decimals the file uses (UPFracDig, else the most written), two or three, in the style that
 * marks them as the cells a bidder fills in.
 */
export function unitPriceStyle(document: GaebDocument): StyleId {
  const declared = document.boq?.info.unitPriceDecimals;
  if (declared !== undefined) return declared >= 3 ? STYLE.priceInput3 : STYLE.priceInput2;
  let scale = 0;
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visit(entry.children);
      else if (entry.kind === "item" && entry.unitPrice) scale = Math.max(scale, entry.unitPrice.scale);
    }
  };
  visit(document.boq?.body ?? []);
  return scale >= 3 ? STYLE.priceInput3 : STYLE.priceInput2;
}

/** The bidder's entries in an item's long text (blanks to fill in) and the bidder's comments, one per line. */
export function bidderText(item: Item): string {
  const lines: string[] = [];
  for (const block of item.longText) {
    if (block.type !== "paragraph") continue;
    for (const inline of block.inlines) {
      if (inline.type !== "complement" || inline.kind !== "bidder") continue;
      const body = inline.body.replace(/'/g, "").trim();
      lines.push(`${inline.label ? `${inline.label}: ` : ""}${inline.caption.trim()} ${body || "…"}`.trim());
    }
  }
  return [...lines, ...item.bidderComments].join("\n");
}
