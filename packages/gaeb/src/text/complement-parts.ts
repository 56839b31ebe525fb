import type { Inline } from "../model.js";

export type Complement = Inline & { type: "complement" };

/**
 * A text complement's caption, body and tail from its text as GAEB 90 and RTF bookmarks leave it: the body is what
 * stands in apostrophes ("Stoff 'Kies-Sand-Gemisch 0/32'," → caption "Stoff ", body "'Kies-Sand-Gemisch 0/32'",
 * tail ","), as DA XML's ComplBody holds it, apostrophes included. Without apostrophes the whole text is the body.
 */
export function complementParts(text: string): Pick<Complement, "caption" | "body" | "tail"> {
  const open = text.indexOf("'");
  const close = open < 0 ? -1 : text.indexOf("'", open + 1);
  if (close < 0) return { caption: "", body: text, tail: "" };
  return { caption: text.slice(0, open), body: text.slice(open, close + 1), tail: text.slice(close + 1) };
}

/** DA XML writes a complement's body between apostrophes; a body given without them gets them, so twins agree. */
export function quotedBody(body: string): string {
  return /^'.*'$/s.test(body) ? body : `'${body}'`;
}
