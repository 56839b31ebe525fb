import type { OfferBreakdown } from "gaeb2xlsx";
import type { Browser } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "../../src/i18n/lang";
import { Form223Document } from "../../src/pages/offer/form223/Form223Document";
import { form223PageRules } from "../../src/pages/offer/form223/page-rules";
import { openPrintablePage, type PrintedPdf, printAndClose, siteStyles } from "./print-pdf";

/** The site's style sheet and the form's own, as the page ships them. */
const STYLES = siteStyles("src/pages/offer/form223/form223.css");

/** Formblatt 223 printed as the offer page prints it, beside the site's markup (see `openPrintablePage`). */
export async function printForm(
  browser: Browser,
  breakdown: OfferBreakdown,
  lang: Lang,
  siteMarkup = "",
): Promise<PrintedPdf> {
  const page = await openPrintablePage(browser, {
    name: "form223",
    lang,
    body: renderToStaticMarkup(<Form223Document breakdown={breakdown} currency="EUR" lang={lang} />),
    siteMarkup,
    styles: STYLES,
    pageRules: form223PageRules(breakdown, lang),
  });
  return printAndClose(page);
}
