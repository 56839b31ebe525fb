import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { contentSecurityPolicy } from "../../../server/src/http/security-headers";
import { webRoot } from "./paths";

const css = (path: string) => readFileSync(join(webRoot, path), "utf8");

/** The site's style sheets (`index.css` and its imports) and a print layout's own, as the page ships them. */
export function siteStyles(...own: string[]): string {
  return [
    ...[...css("src/styles/index.css").matchAll(/@import "\.\/([\w-]+\.css)";/g)].map((match) =>
      css(`src/styles/${match[1]}`),
    ),
    ...own.map(css),
  ].join("\n");
}

export interface PrintablePage {
  /** Names the page's origin (`https://<name>.test`) and title. */
  name: string;
  lang: string;
  /** The print layout's markup, rendered from its component. */
  body: string;
  /** The site's own markup beside it, which print must hide. */
  siteMarkup: string;
  styles: string;
  /** The `@page` rules the mounted component adopts. */
  pageRules: string;
}

/**
 * A print layout as the site prints it: served with the site's Content-Security-Policy (no inline styles),
 * the site's markup beside it, its style sheets linked, and the page rules applied as the mounted component
 * applies them, as a constructed style sheet.
 */
export async function openPrintablePage(browser: Browser, printable: PrintablePage): Promise<Page> {
  const { name, lang, body, siteMarkup, styles, pageRules } = printable;
  const origin = `https://${name}.test`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${name}</title><link rel="stylesheet" href="/${name}.css"></head><body>${siteMarkup}${body}</body></html>`;
  const page = await browser.newPage();
  await page.route(`${origin}/**`, (route) => {
    const isCss = route.request().url().endsWith(".css");
    return route.fulfill({
      status: 200,
      headers: { "content-security-policy": contentSecurityPolicy },
      contentType: isCss ? "text/css; charset=utf-8" : "text/html; charset=utf-8",
      body: isCss ? styles : html,
    });
  });
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, pageRules);
  return page;
}

export interface PrintedPdf {
  /** `pdftotext -layout`: what a reader sees, page by page (form feed between pages). */
  layout: string;
  /** `pdftotext -raw`: the text in the order Chromium wrote it, which keeps a table cell's lines together. */
  raw: string;
  pages: number;
  pdf: Uint8Array;
}

/** The PDF of a page printed as Chromium's "save as PDF" does, with its text as `pdftotext` reads it. */
export async function pdfOf(page: Page): Promise<PrintedPdf> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", displayHeaderFooter: false, preferCSSPageSize: true });
  const dir = mkdtempSync(join(tmpdir(), "print-pdf-"));
  try {
    const file = join(dir, "printed.pdf");
    writeFileSync(file, pdf);
    // Room for the text of the corpus's longest LVs.
    const text = (mode: string) =>
      execFileSync("pdftotext", [mode, "-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 1 << 28 });
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

/** Prints a page opened for that alone, and closes it whatever happens. */
export async function printAndClose(page: Page): Promise<PrintedPdf> {
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
