import type { Locale } from "../issues.js";
import type { RichText } from "../model.js";
import { renderPlain } from "../text/plain.js";
import { LABELS } from "../xlsx/labels.js";

const collapsed = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The long text a row's cells give: the entry's own rich text (formatting, lists, tables, pictures) where the
 * cells still read as its plain rendering, else the cells' text as plain paragraphs, one per line. How the
 * workbook cut a long text into continuation rows, and the line ends a program saved, are not edits: text that
 * differs only in white space is the same text.
 */
export function editedLongText(
  before: RichText,
  cells: readonly string[] | undefined,
  lang: Locale,
): RichText {
  if (cells === undefined) return before;
  const plain = renderPlain(before, { image: LABELS[lang].image, blank: LABELS[lang].blank });
  const typed = joined(cells, plain);
  if (typed === plain || collapsed(typed) === collapsed(plain)) return before;
  return paragraphs(typed);
}

/**
 * A long text's cells (its row's and its continuation rows') as one text. The workbook cut it at paragraph ends,
 * but a paragraph longer than a row inside, at a wrapped line's end (`xlsx/text-fit.ts`); where a neighbouring
 * cell still reads as in the entry's text, the cut is found there and joined as it was (a space, a line end or
 * nothing within a word), so a paragraph the user edited stays one paragraph. Elsewhere a cut is a line end.
 */
function joined(cells: readonly string[], plain: string): string {
  let text = cells[0] ?? "";
  for (let k = 1; k < cells.length; k++) {
    const previous = cells[k - 1] ?? "";
    const next = cells[k] ?? "";
    text += cutBetween(previous, next, plain) + next;
  }
  return text;
}

function cutBetween(previous: string, next: string, plain: string): string {
  const kind = (char: string | undefined) =>
    char === undefined || char === "\n" ? "\n" : /\s/.test(char) ? " " : "";
  const end = previous.trim() === "" ? -1 : plain.indexOf(previous);
  if (end >= 0) return kind(plain[end + previous.length]);
  const start = next.trim() === "" ? -1 : plain.indexOf(next);
  if (start > 0) return kind(plain[start - 1]);
  return "\n";
}

/** Multi-line cell text as paragraphs, one per line; an empty line stays an empty paragraph. */
export function paragraphs(text: string): RichText {
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  if (trimmed === "") return [];
  return trimmed.split("\n").map((line) => ({
    type: "paragraph" as const,
    inlines: line.trim() === "" ? [] : [{ type: "text" as const, text: line.trimEnd() }],
  }));
}

/** A short text or title: the entry's own where the cell reads the same. */
export function editedShortText(before: string, cell: string | undefined): string {
  if (cell === undefined || cell.trim() === before.trim()) return before;
  return cell.trim();
}
