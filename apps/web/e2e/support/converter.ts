import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { openPage } from "./browser";
import { screenshotDir } from "./paths";

/** The converter's words in both languages, as a user reads them. */
export const words = {
  de: {
    path: "/de/gaeb-nach-excel",
    terms: /Ich akzeptiere die/,
    convert: "In Excel umwandeln",
    done: "Fertig! Ihre Excel-Datei ist bereit.",
    download: "Excel-Datei herunterladen",
    another: "Weitere Dateien umwandeln",
    zone: /GAEB-Dateien hierher ziehen/,
    server: "Auf unserem Server",
    device: "Auf diesem Gerät (empfohlen)",
    delete: "Dateien jetzt löschen",
    deleted: "Ihre Dateien sind gelöscht.",
    headingsEn: "Englisch",
    longText: "Langtexte übernehmen",
  },
  en: {
    path: "/en/converter",
    terms: /I accept the/,
    convert: "Convert to Excel",
    done: "Done! Your Excel file is ready.",
    download: "Download Excel file",
    another: "Convert more files",
    zone: /Drop GAEB files here/,
    server: "On our server",
    device: "On this device (recommended)",
    delete: "Delete my files now",
    deleted: "Your files have been deleted.",
    headingsEn: "English",
    longText: "Include long texts",
  },
} as const;

export type Lang = keyof typeof words;

export async function openConverter(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  viewport: { width?: number; height?: number } = {},
) {
  const opened = await openPage(browser, baseURL, viewport);
  await opened.page.goto(words[lang].path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return opened;
}

export async function choose(page: Page, ...files: Array<{ name: string; buffer: Buffer }>) {
  await page
    .getByTestId("file-input")
    .setInputFiles(files.map((file) => ({ ...file, mimeType: "application/octet-stream" })));
}

/** Chooses the server as the place of conversion (the page's default is this device). */
export async function chooseServer(page: Page, lang: Lang) {
  await page.getByLabel(words[lang].server).check();
}

export async function acceptAndConvert(page: Page, lang: Lang) {
  await page.getByLabel(words[lang].terms).check();
  await page.getByRole("button", { name: words[lang].convert }).click();
}

/** Clicks download and returns the saved workbook's bytes and name; the page stays (an attachment link). */
export async function downloadWorkbook(page: Page, lang: Lang): Promise<{ bytes: Buffer; name: string }> {
  const { readFileSync } = await import("node:fs");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: words[lang].download }).click(),
  ]);
  return { bytes: readFileSync(await download.path()), name: download.suggestedFilename() };
}

/** "12.345,67 EUR" (de) or "12,345.67 EUR" (en) → "12345.67". */
export function amountOf(text: string, lang: Lang): string {
  const number = text.replace(/\s*[A-Z]{3}$/, "");
  return lang === "de" ? number.replace(/\./g, "").replace(",", ".") : number.replace(/,/g, "");
}

/** A plain decimal with exactly two decimals, as the preview shows it. */
export function twoDecimals(plain: string): string {
  const [whole = "0", fraction = ""] = plain.split(".");
  return `${whole}.${fraction.padEnd(2, "0")}`;
}

/** `artifacts/screenshots/` like the site's other screenshots, or wherever SCREENS_DIR points. */
export const screensDir = process.env.SCREENS_DIR ?? screenshotDir;

/** The whole page, or (`view`) what the user sees at that moment, scrolled where the page put them. */
export async function screenshot(page: Page, name: string, what: "page" | "view" = "page") {
  mkdirSync(screensDir, { recursive: true });
  const path = join(screensDir, `converter-${name}.png`);
  if (what === "view") {
    await page.waitForTimeout(400); // the smooth scroll to the new stage
    await page.screenshot({ path });
    return;
  }
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}
