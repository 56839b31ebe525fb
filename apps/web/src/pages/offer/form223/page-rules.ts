import type { OfferBreakdown } from "gaeb2xlsx";
import { form223Texts } from "../../../content/offer-breakdown";
import type { Lang } from "../../../i18n/lang";
import { cssString, shorten } from "../../../viewer/print/page-rules";
import { form223Orientation } from "./Form223Document";

/**
 * The printed Formblatt 223's pages: A4, turned when the columns need it, the form's name and the bidder in the
 * running header, the page count in the footer. Applied as a constructed style sheet while the form is mounted, as
 * the viewer's print does (the site's Content-Security-Policy allows no inline style elements).
 */
export function form223PageRules(breakdown: OfferBreakdown, lang: Lang): string {
  const t = form223Texts[lang];
  const box = "font-family: system-ui, Arial, sans-serif; font-size: 8pt; color: #334155;";
  const bidder = breakdown.head.bidder ? shorten(breakdown.head.bidder) : "";
  return `@page {
  size: A4 ${form223Orientation(breakdown)};
  margin: 14mm 12mm 14mm 14mm;
  @top-left { content: ${cssString(`${t.form} – ${t.title}`)}; ${box} vertical-align: bottom; }
  @top-right { content: ${cssString(bidder)}; ${box} vertical-align: bottom; }
  @bottom-right { content: ${cssString(`${t.page} `)} counter(page) ${cssString(` ${t.of} `)} counter(pages); ${box} vertical-align: top; }
}`;
}
