import type { Inline, RichText } from "../model.js";
import { type Complement, complementParts, quotedBody } from "../text/complement-parts.js";
import { ownText } from "../text/own.js";
import { flowLines } from "./line-flow.js";

/**
 * A long-text line (record 26) that opens a text complement: columns 3–5, blank in a plain line, hold the
 * complement's number and A (Auftraggeber, the owner's) or B (Bieter, the bidder's), e.g. `31A`; the text from column
 * 6 holds caption, the body in apostrophes and the tail: `2631AStoff 'Kies-Sand-Gemisch 0/32'`. A body may run on
 * over the following lines to its closing apostrophe. The layout is the brief's reading of GAEB 90 (no corpus file
 * has one); a line counts as marked only with an apostrophe in it, so a text written from column 3 stays text.
 */
export interface MarkedLine {
  label: string;
  kind: Complement["kind"];
  text: string;
}

export type Line90 = string | MarkedLine;

export function markedLine(columns3to5: string, text: string): MarkedLine | undefined {
  const mark = /^\s*(\d{1,2})([AB])\s*$/.exec(columns3to5);
  if (!mark || !text.includes("'")) return undefined;
  return {
    label: String(Number(mark[1])),
    kind: mark[2] === "B" ? "bidder" : "owner",
    text: text.trimStart(),
  };
}

export const lineText = (line: Line90): string => (typeof line === "string" ? line : line.text);

/** The long text of the lines: plain runs flowed as `flowLines` does, each complement on a line of its own. */
export function flowText(lines: readonly Line90[], width: number): RichText {
  if (lines.every((line) => typeof line === "string")) return flowLines(lines as string[], width);
  const inlines: Inline[] = [];
  let run: string[] = [];
  const add = (more: Inline[]) => {
    if (inlines.length > 0 && more.length > 0) inlines.push({ type: "break" });
    inlines.push(...more);
  };
  const flush = () => {
    const [paragraph] = flowLines(run, width);
    if (paragraph?.type === "paragraph") add(paragraph.inlines);
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line90;
    if (typeof line === "string") {
      run.push(line);
      continue;
    }
    flush();
    let text = line.text;
    // The body runs on to its closing apostrophe, read on one line as DA XML's ComplBody is.
    while (!/'[^']*'/.test(text) && typeof lines[i + 1] === "string") {
      const next = (lines[++i] as string).trim();
      if (next !== "") text = `${text} ${next}`;
    }
    const parts = complementParts(text);
    add([
      {
        type: "complement",
        kind: line.kind,
        label: line.label,
        caption: ownText(parts.caption),
        body: ownText(quotedBody(parts.body.trim())),
        tail: ownText(parts.tail),
      },
    ]);
  }
  flush();
  return inlines.length > 0 ? [{ type: "paragraph", inlines }] : [];
}
