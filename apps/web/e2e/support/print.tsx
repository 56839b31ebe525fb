import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LvView } from "gaeb2xlsx";
import type { Browser } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { PrintDocument } from "../../src/viewer/print/PrintDocument";
import { pageRules } from "../../src/viewer/print/page-rules";
import { webRoot } from "./paths";

const css = (path: string) => readFileSync(join(webRoot, path), "utf8");

/** The site's base styles (variables, .visually-hidden) and the print layout's own, as the page ships them. */
const STYLES = [
  css("src/styles/base.css"),
  css("src/viewer/richtext.css"),
  css("src/viewer/print/print.css"),
].join("\n");

/**
 * The print layout of a view as a page of the site would print it: the site's own markup beside it (which print must
 * hide), the page rules the component applies while mounted, rendered to PDF by Chromium.
 */
export function printHtml(view: LvView, siteMarkup = ""): string {
  const body = renderToStaticMarkup(<PrintDocument view={view} />);
  return `<!doctype html><html lang="${view.lang}"><head><meta charset="utf-8"><title>print</title><style>${STYLES}\n${pageRules(view)}</style></head><body>${siteMarkup}${body}</body></html>`;
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
  const page = await browser.newPage();
  try {
    await page.setContent(printHtml(view, siteMarkup), { waitUntil: "load" });
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
