import type { TextRun } from "../model.js";

/** The emphasis every reader tracks while it reads a text (XML styles, RTF control words). */
export interface Emphasis {
  readonly bold: boolean;
  readonly italic: boolean;
  readonly underline: boolean;
  readonly strike: boolean;
  readonly script: "super" | "sub" | undefined;
}

export const PLAIN: Emphasis = Object.freeze({
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  script: undefined,
});

/** A text run of the model; a flag is set only when true, so plain text stays `{ type, text }`. */
export function textRun(text: string, marks: Emphasis): TextRun {
  const run: TextRun = { type: "text", text };
  if (marks === PLAIN) return run;
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (marks.underline) run.underline = true;
  if (marks.strike) run.strike = true;
  if (marks.script === "super") run.superscript = true;
  if (marks.script === "sub") run.subscript = true;
  return run;
}

/** Whether a run carries exactly this emphasis, so a reader may append to it. */
export function sameEmphasis(run: TextRun, marks: Emphasis): boolean {
  return (
    (run.bold ?? false) === marks.bold &&
    (run.italic ?? false) === marks.italic &&
    (run.underline ?? false) === marks.underline &&
    (run.strike ?? false) === marks.strike &&
    (run.superscript ?? false) === (marks.script === "super") &&
    (run.subscript ?? false) === (marks.script === "sub")
  );
}
