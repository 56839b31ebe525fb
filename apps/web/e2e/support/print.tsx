import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LvView } from "gaeb2xlsx";
import type { Browser, Page } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { contentSecurityPolicy } from "../../../server/src/http/security-headers";
import { PrintDocument } from "../../src/viewer/print/PrintDocument";
import { pageRules } from "../../src/viewer/print/page-rules";
import { webRoot } from "./paths";

const css = (path: string) => readFileSync(join(webRoot, path), "utf8");

/** The site's whole style sheet (`index.css` and what it imports) and the print layout's own, as the page ships them. */
const STYLES = [
  ...[...css("src/styles/index.css").matchAll(/@import "\.\/([\w-]+\.css)";/g)].map((match) =>
    css(`src/styles/${match[1]}`),
  ),
  css("src/viewer/richtext.css"),
  css("src/viewer/print/print.css"),
].join("\n");

const ORIGIN = "https://print.test";

/**
 * The print layout of a view as the site prints it: served with the site's Content-Security-Policy (no inline
 * styles), the site's own markup beside it (which print must hide), its style sheets linked, and the page rules
 * applied as the mounted component applies them, as a constructed style sheet.
 */
export async function openPrintPage(browser: Browser, view: LvView, siteMarkup = ""): Promise<Page> {
  const body = renderToStaticMarkup(<PrintDocument view={view} />);
  const html = `<!doctype html><html lang="${view.lang}"><head><meta charset="utf-8"><title>print</title><link rel="stylesheet" href="/print.css"></head><body>${siteMarkup}${body}</body></html>`;
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const css = route.request().url().endsWith(".css");
    return route.fulfill({
      status: 200,
      headers: { "content-security-policy": contentSecurityPolicy },
      contentType: css ? "text/css; charset=utf-8" : "text/html; charset=utf-8",
      body: css ? STYLES : html,
    });
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: "load" });
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, pageRules(view));
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

export async function printToPdf(browser: Browser, view: LvView, siteMarkup = ""): Promise<PrintedPdf> {
  const page = await openPrintPage(browser, view, siteMarkup);
  try {
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ format: "A4", displayHeaderFooter: false, preferCSSPageSize: true });
    const dir = mkdtempSync(join(tmpdir(), "print-lv-"));
    try {
      const file = join(dir, "lv.pdf");
      writeFileSync(file, pdf);
      const text = (mode: string) =>
        execFileSync("pdftotext", [mode, "-enc", "UTF-8", file, "-"], {
          encoding: "utf8",
          maxBuffer: 1 << 28,
        });
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
  } finally {
    await page.close();
  }
}

/** Renders the first pages to PNG for a person to look at. */
export function pagesToPng(pdf: Uint8Array, prefix: string, lastPage = 3): void {
  const dir = mkdtempSync(join(tmpdir(), "print-png-"));
  try {
    const file = join(dir, "lv.pdf");
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", String(lastPage), file, prefix]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Text without any whitespace or control characters (which files contain and print shows as nothing): line breaks
 * and page layout differ, the characters in order do not.
 */
export function squeeze(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, "");
}
