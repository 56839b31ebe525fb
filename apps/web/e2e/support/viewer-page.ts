import { type Block, type LvView, type RichText, viewGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { corpusFiles } from "../../../../packages/gaeb/test/support/corpus";

/*
 * What the viewer's e2e files share: the corpus as the page must show it, and walking the page's virtualized list
 * (which only draws rows near the screen) while collecting what it shows.
 */

export interface Opened {
  name: string;
  bytes: Uint8Array;
  view: LvView;
}

/** Every corpus file the converter reads, with the view the library makes of it (what the page must show). */
export function readableCorpus(): Opened[] {
  return corpusFiles().flatMap((file) => {
    const result = viewGaeb({ name: file.name, bytes: file.bytes }, { lang: "de" });
    return result.ok ? [{ name: file.name, bytes: file.bytes, view: result.view }] : [];
  });
}

export function itemOzs(view: LvView): string[] {
  return view.rows.flatMap((row) => (row.kind === "item" || row.kind === "markupItem" ? [row.oz] : []));
}

export function blockText(block: Block): string {
  if (block.type === "paragraph")
    return block.inlines.map((inline) => (inline.type === "text" ? inline.text : " ")).join("");
  if (block.type === "list") return block.items.map((item) => richText(item)).join(" ");
  return block.rows.map((row) => row.map((cell) => richText(cell)).join(" ")).join(" ");
}

export const richText = (text: RichText) => text.map(blockText).join(" ");
export const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The runs of text of a long text as a reader sees them, for finding each on screen: every paragraph, list item
 * and table cell, split where a line break, picture or text complement sits (they are laid out differently).
 */
export function textPieces(text: RichText): string[] {
  return text.flatMap((block) => {
    if (block.type === "list") return block.items.flatMap(textPieces);
    if (block.type === "table") return block.rows.flat().flatMap(textPieces);
    const pieces: string[] = [];
    let piece = "";
    for (const inline of block.inlines) {
      if (inline.type === "text") piece += inline.text;
      else {
        pieces.push(piece);
        piece = "";
      }
    }
    pieces.push(piece);
    return pieces.map(squash).filter((text) => text !== "");
  });
}

/** Every text a row of the view must show: titles, short texts, long texts, sub-descriptions. */
export function rowPieces(row: LvView["rows"][number]): string[] {
  switch (row.kind) {
    case "sectionStart":
      return [squash(row.title)].filter(Boolean);
    case "sectionEnd":
      return [];
    case "item":
      return [
        squash(row.shortText),
        ...textPieces(row.longText),
        ...row.subDescriptions.flatMap((sub) => [squash(sub.shortText), ...textPieces(sub.longText)]),
      ].filter(Boolean);
    default:
      return [squash(row.shortText), ...textPieces(row.longText)].filter(Boolean);
  }
}

/** The first paragraph of an item's long text with words in it: what a reader looks for first. */
export function firstParagraph(text: RichText): string | null {
  for (const block of text) {
    const words = squash(blockText(block));
    if (words.length >= 3) return words.slice(0, 60);
  }
  return null;
}

export async function dropFile(page: Page, name: string, bytes: Uint8Array) {
  await page
    .getByTestId("viewer-input")
    .setInputFiles({ name, mimeType: "application/octet-stream", buffer: Buffer.from(bytes) });
  await page
    .locator('[data-testid="viewer-list"][data-state="ready"]')
    .waitFor({ state: "attached", timeout: 60_000 });
}

/** Scrolls the window to where the list starts (the title facts above it may fill the screen). */
export async function scrollToList(page: Page) {
  await page.evaluate(() => {
    const list = document.querySelector('[data-testid="viewer-list"]') as HTMLElement;
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 200);
  });
}

/**
 * Scrolls the window through the whole list, collecting the OZ of every row the list puts on screen, and the
 * slowest step (scroll by 70 % of the window until the list has drawn it, two frames): how smooth scrolling is.
 */
export function walkList(
  page: Page,
): Promise<{ ozs: string[]; slowestStepMs: number; rows: number; texts: Record<number, string> }> {
  return page.evaluate(async () => {
    const seen = new Set<string>();
    const texts: Record<number, string> = {};
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const list = document.querySelector('[data-testid="viewer-list"]') as HTMLElement;
    const collect = () => {
      for (const row of list.querySelectorAll<HTMLElement>("[data-oz]")) seen.add(row.dataset.oz ?? "");
      // Each row's text as laid out, by its place in the list: every paragraph is looked for in its own row.
      for (const row of list.querySelectorAll<HTMLElement>("[data-index]"))
        texts[Number(row.dataset.index)] ??= row.innerText;
    };
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 200);
    await frame();
    let slowestStepMs = 0;
    for (let step = 0; step < 20_000; step += 1) {
      collect();
      const end = list.getBoundingClientRect().bottom;
      const before = window.scrollY;
      if (end <= window.innerHeight) break;
      const started = performance.now();
      window.scrollBy(0, window.innerHeight * 0.7);
      await frame();
      slowestStepMs = Math.max(slowestStepMs, performance.now() - started);
      if (window.scrollY === before) break;
    }
    collect();
    return {
      ozs: [...seen],
      slowestStepMs: Math.round(slowestStepMs),
      rows: Number(list.dataset.rows),
      texts,
    };
  });
}

export const collectOzs = async (page: Page) => (await walkList(page)).ozs;

/** Follows the item's link (`#oz=`) and returns its row's text once it is on screen. */
export async function rowTextVia(page: Page, oz: string): Promise<string> {
  await page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    `#oz=${encodeURIComponent(oz)}`,
  );
  const row = page.locator(`[data-testid="viewer-list"] [data-oz="${oz.replace(/"/g, '\\"')}"]`).first();
  await row.waitFor({ timeout: 10_000 });
  // The text as laid out (a <br> is a line break), which is what a reader compares with the file.
  return squash(await row.innerText());
}
