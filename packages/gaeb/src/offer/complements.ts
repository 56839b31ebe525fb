import type { Inline, Item } from "../model.js";

export type BidderComplement = Inline & { type: "complement" };

/** The blanks an item's long text leaves for the bidder, in the order the sheet lists them. */
export function bidderComplements(item: Item): BidderComplement[] {
  return item.longText.flatMap((block) =>
    block.type === "paragraph"
      ? block.inlines.filter((i): i is BidderComplement => i.type === "complement" && i.kind === "bidder")
      : [],
  );
}

/**
 * What the bidder filled in: the sheet lists one blank per line ("32: Fabrikat …"), and he types his entry in
 * place of the "…" (or the request's dotted blank). A line keeps its blank's number and caption in front, which
 * are taken off again; a line left as it was, or only dots, is no entry. Lines are matched to blanks in order.
 */
export function readComplements(item: Item, cell: string): Map<BidderComplement, string> {
  const filled = new Map<BidderComplement, string>();
  const lines = cell.split(/\r?\n/);
  bidderComplements(item).forEach((complement, i) => {
    let line = (lines[i] ?? "").trim();
    if (complement.label && line.startsWith(`${complement.label}:`))
      line = line.slice(complement.label.length + 1).trim();
    const caption = complement.caption.trim();
    if (caption && line.startsWith(caption)) line = line.slice(caption.length).trim();
    // The blank as the request shows it ("....", "''", or our "…") is no entry; text typed after it is.
    const blank = complement.body.replace(/'/g, "").trim();
    if (blank && line.startsWith(blank)) line = line.slice(blank.length).trim();
    const value = line.replace(/^[.…_\s]+|[.…_\s]+$/g, "").trim();
    if (value) filled.set(complement, value);
  });
  return filled;
}
