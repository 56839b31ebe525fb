import { type Complement, complementParts, quotedBody } from "../text/complement-parts.js";
import { ownText } from "../text/own.js";

/**
 * GAEB 2000 marks a text complement in an RTF text with bookmarks: `TA31` (Textergänzung des Auftraggebers, an
 * owner's complement numbered 31) or `TB31` (the bidder's) around the whole complement, and `Feld31` around its body
 * (the field the owner or bidder fills in); what stands before the body is the caption, what follows it the tail.
 * Bookmark names are never text. Without a `Feld` bookmark the body is found by its apostrophes, as in GAEB 90.
 */
const COMPLEMENT = /^T([AB])(\d{1,4})$/i;
const FIELD = /^Feld(\d{1,4})$/i;

type Phase = "caption" | "body" | "tail";

interface Open {
  kind: Complement["kind"];
  label: string;
  phase: Phase;
  field: boolean;
  parts: Record<Phase, string>;
}

export class RtfComplements {
  private open: Open | undefined;

  get isOpen(): boolean {
    return this.open !== undefined;
  }

  /** A bookmark's start or end; returns a complement it completes, to be placed where the text stands. */
  bookmark(end: boolean, rawName: string): Complement | undefined {
    const name = rawName.trim();
    const complement = COMPLEMENT.exec(name);
    if (complement) {
      const label = String(Number(complement[2]));
      if (end) return this.open?.label === label ? this.close() : undefined;
      const finished = this.close();
      const kind = complement[1]?.toUpperCase() === "B" ? "bidder" : "owner";
      this.open = { kind, label, phase: "caption", field: false, parts: { caption: "", body: "", tail: "" } };
      return finished;
    }
    const field = FIELD.exec(name);
    const open = this.open;
    if (!field || !open || String(Number(field[1])) !== open.label) return undefined;
    if (!end && open.phase === "caption") {
      open.phase = "body";
      open.field = true;
    } else if (end && open.phase === "body") open.phase = "tail";
    return undefined;
  }

  /** Takes text that belongs to an open complement; false when none is open. */
  text(text: string): boolean {
    if (!this.open) return false;
    this.open.parts[this.open.phase] += text;
    return true;
  }

  /**
   * A paragraph or line ends: a complement whose body is done ends with it (a missing end bookmark loses nothing);
   * inside caption or body the break reads as a blank, as DA XML's caption and body are read on one line.
   */
  lineEnd(): Complement | undefined {
    const open = this.open;
    if (!open) return undefined;
    // Done: the body's field has ended, or (without one) the body's apostrophes have both been read.
    if (open.phase === "tail" || (!open.field && /'[^']*'/.test(open.parts.caption))) return this.close();
    if (!open.parts[open.phase].endsWith(" ")) this.text(" ");
    return undefined;
  }

  close(): Complement | undefined {
    const open = this.open;
    if (!open) return undefined;
    this.open = undefined;
    const parts = open.field ? open.parts : complementParts(open.parts.caption);
    return {
      type: "complement",
      kind: open.kind,
      label: open.label,
      caption: ownText(parts.caption),
      body: ownText(quotedBody(parts.body.trim())),
      tail: ownText(parts.tail),
    };
  }
}
