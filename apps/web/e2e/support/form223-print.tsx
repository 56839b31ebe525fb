import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OfferBreakdown } from "gaeb2xlsx";
import type { Browser, Page } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { contentSecurityPolicy } from "../../../server/src/http/security-headers";
import type { Lang } from "../../src/i18n/lang";
import { Form223Document } from "../../src/pages/offer/form223/Form223Document";
import { form223PageRules } from "../../src/pages/offer/form223/page-rules";
import { webRoot } from "./paths";
import type { PrintedPdf } from "./print";

const css = (path: string) => readFileSync(join(webRoot, path), "utf8");

/** The site's style sheet and the form's own, as the page ships them. */
const STYLES = [
  ...[...css("src/styles/index.css").matchAll(/@import "\.\/([\w-]+\.css)";/g)].map((match) =>
    css(`src/styles/${match[1]}`),
  ),
  css("src/pages/offer/form223/form223.css"),
].join("\n");

const ORIGIN = "https://form223.test";

/**
 * Formblatt 223 as the offer page prints it: under the site's Content-Security-Policy, the site's markup beside it
 * (which print must hide), the style sheets linked and the page rules adopted as the mounted component adopts them.
 */
async function openFormPage(browser: Browser, breakdown: OfferBreakdown, lang: Lang, siteMarkup: string) {
  const body = renderToStaticMarkup(<Form223Document breakdown={breakdown} currency="EUR" lang={lang} />);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>form</title><link rel="stylesheet" href="/site.css"></head><body>${siteMarkup}${body}</body></html>`;
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const isCss = route.request().url().endsWith(".css");
    return route.fulfill({
      status: 200,
      headers: { "content-security-policy": contentSecurityPolicy },
      contentType: isCss ? "text/css; charset=utf-8" : "text/html; charset=utf-8",
      body: isCss ? STYLES : html,
    });
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: "load" });
  await page.evaluate(
    (rules) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    form223PageRules(breakdown, lang),
  );
  return page;
}

/** The PDF of a page printed as Chromium's "save as PDF" does, with its text as `pdftotext` reads it. */
export async function pdfOf(page: Page): Promise<PrintedPdf> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", displayHeaderFooter: false, preferCSSPageSize: true });
  const dir = mkdtempSync(join(tmpdir(), "form223-"));
  try {
    const file = join(dir, "form.pdf");
    writeFileSync(file, pdf);
    const text = (mode: string) =>
      execFileSync("pdftotext", [mode, "-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 1 << 26 });
    const layout = text("-layout");
    return {
      layout,
      raw: text("-raw"),
      pages: layout.split("\f").filter((p) => p.trim() !== "").length,
      pdf,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function printForm(
  browser: Browser,
  breakdown: OfferBreakdown,
  lang: Lang,
  siteMarkup = "",
): Promise<PrintedPdf> {
  const page = await openFormPage(browser, breakdown, lang, siteMarkup);
  try {
    return await pdfOf(page);
  } finally {
    await page.close();
  }
}

/** The size of a PDF's first page in points, from its MediaBox: [width, height]. */
export function firstPageSize(pdf: Uint8Array): [number, number] {
  const text = new TextDecoder("latin1").decode(pdf);
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return [Number(box?.[1]), Number(box?.[2])];
}
