import type { Mismatch } from "./comparison.js";
import type { CompareLabels } from "./labels.js";

/** OZ a note lists at most per kind, so that it stays a few lines. */
const LISTED = 10;

/** What the notes on a bidder are made from: the ranking's line of it (`RankedBidder`), or any alike. */
export interface NotedBidder {
  complete: boolean;
  /** OZ of what the bidder left without price or rate. */
  missing: readonly string[];
  agree: boolean;
  mismatches: readonly Mismatch[];
}

/** The first few of a list, then how many more: a note stays a few lines. */
export function capped(list: readonly string[], more: (n: number) => string): string {
  const shown = list.slice(0, LISTED).join(", ");
  return list.length > LISTED ? `${shown} ${more(list.length - LISTED)}` : shown;
}

/** Which stated totals disagree, by kind: "GP 01.0010, 01.0020; Summe 01; Angebotssumme". */
function disagreeing(mismatches: readonly Mismatch[], l: CompareLabels["summary"]): string {
  const parts: string[] = [];
  for (const level of ["item", "markup", "section", "boq"] as const) {
    const where = [...new Set(mismatches.filter((m) => m.level === level).map((m) => m.where))];
    if (where.length === 0) continue;
    parts.push(level === "boq" ? l.levels.boq : `${l.levels[level]} ${capped(where, l.more)}`);
  }
  return parts.join("; ");
}

/**
 * Per bidder what keeps its offer from being taken as it stands: the gaps and the stated totals that disagree. The
 * ranking and the Vergabevermerk say it in the same words.
 */
export function notesOf(bidder: NotedBidder, l: CompareLabels["summary"]): string[] {
  const notes: string[] = [];
  if (!bidder.complete) notes.push(l.incompleteNote(bidder.missing.length, capped(bidder.missing, l.more)));
  if (!bidder.agree) notes.push(l.disagreeNote(disagreeing(bidder.mismatches, l)));
  return notes;
}
