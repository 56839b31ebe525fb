import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LvView } from "gaeb2xlsx";
import type { Browser, Page } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { PrintDocument } from "../../src/viewer/print/PrintDocument";
import { pageRules } from "../../src/viewer/print/page-rules";
import { openPrintablePage, type PrintedPdf, printAndClose, siteStyles } from "./print-pdf";

/** The site's style sheets and the print layout's own, as the page ships them. */
const STYLES = siteStyles("src/viewer/richtext.css", "src/viewer/print/print.css");

/** The print layout of a view as the site prints it (see `openPrintablePage`). */
export function openPrintPage(browser: Browser, view: LvView, siteMarkup = ""): Promise<Page> {
  return openPrintablePage(browser, {
    name: "print",
    lang: view.lang,
    body: renderToStaticMarkup(<PrintDocument view={view} />),
    siteMarkup,
    styles: STYLES,
    pageRules: pageRules(view),
  });
}

export async function printToPdf(browser: Browser, view: LvView, siteMarkup = ""): Promise<PrintedPdf> {
  return printAndClose(await openPrintPage(browser, view, siteMarkup));
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
