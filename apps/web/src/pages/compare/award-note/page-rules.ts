import { awardNoteTexts } from "../../../content/award-note";
import type { Lang } from "../../../i18n/lang";
import { cssString, shorten } from "../../../viewer/print/page-rules";

/**
 * The printed Vergabevermerk's pages: A4 upright, the note's name and the LV in the running header, the page count in
 * the footer. Applied as a constructed style sheet while the note is mounted (the site's Content-Security-Policy
 * allows no inline style elements), as Formblatt 223's.
 */
export function awardNotePageRules(lv: string | undefined, lang: Lang): string {
  const t = awardNoteTexts[lang];
  const box = "font-family: system-ui, Arial, sans-serif; font-size: 8pt; color: #334155;";
  return `@page {
  size: A4 portrait;
  margin: 16mm 14mm 16mm 18mm;
  @top-left { content: ${cssString(t.title)}; ${box} vertical-align: bottom; }
  @top-right { content: ${cssString(lv ? shorten(lv) : "")}; ${box} vertical-align: bottom; }
  @bottom-right { content: ${cssString(`${t.page} `)} counter(page) ${cssString(` ${t.of} `)} counter(pages); ${box} vertical-align: top; }
}`;
}
