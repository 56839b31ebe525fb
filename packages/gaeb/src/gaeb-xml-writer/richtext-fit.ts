import type { Block, Inline, RichText } from "../model.js";

/*
 * What GAEB DA XML 3.3 allows where (Lib schema): DetailTxt's `Text` (tgFTextTC) and a table cell (tgtdTC) hold
 * lists, tables, pictures (inside `p`) and text complements; a list item (tgliTC) holds all but tables; a short
 * text and a label (tgMLText) hold only paragraphs, spans and breaks. A construct a place does not allow becomes
 * paragraphs, the way the plain rendering (`text/plain.ts`) shows it: "1." or "•" before list items, " | " between
 * table cells. Emphasis inside stays.
 */

export interface Allowed {
  lists: boolean;
  tables: boolean;
  pictures: boolean;
  complements: boolean;
}

const EVERYTHING: Allowed = { lists: true, tables: true, pictures: true, complements: true };
export const LIST_ITEM: Allowed = { ...EVERYTHING, tables: false };
const PLAIN_ONLY: Allowed = { lists: false, tables: false, pictures: false, complements: false };

export function allowedIn(where: "detail" | "outline" | "label"): Allowed {
  return where === "detail" ? EVERYTHING : PLAIN_ONLY;
}

const CELL_SEPARATOR: Inline = { type: "text", text: " | " };

/** A text's content on one line of inlines: its paragraphs and lines separated by breaks. */
function inlinesOf(text: RichText): Inline[] {
  const inlines: Inline[] = [];
  for (const block of text) {
    const parts =
      block.type === "paragraph"
        ? [block.inlines]
        : (block.type === "list" ? flattenList(block) : flattenTable(block)).map((p) =>
            p.type === "paragraph" ? p.inlines : [],
          );
    for (const part of parts) {
      if (inlines.length > 0) inlines.push({ type: "break" });
      inlines.push(...part);
    }
  }
  return inlines;
}

/** A list as paragraphs, one per item with its number or bullet in front. */
export function flattenList(list: Extract<Block, { type: "list" }>): RichText {
  return list.items.map((item, index) => ({
    type: "paragraph",
    inlines: [{ type: "text", text: list.ordered ? `${index + 1}. ` : "• " }, ...inlinesOf(item)],
  }));
}

/** A table as paragraphs, one per row; cells without content are layout and left out, as in the plain rendering. */
export function flattenTable(table: Extract<Block, { type: "table" }>): RichText {
  return table.rows.map((row) => {
    const inlines: Inline[] = [];
    for (const cell of row) {
      const content = inlinesOf(cell);
      if (content.length === 0) continue;
      if (inlines.length > 0) inlines.push(CELL_SEPARATOR);
      inlines.push(...content);
    }
    return { type: "paragraph", inlines };
  });
}
