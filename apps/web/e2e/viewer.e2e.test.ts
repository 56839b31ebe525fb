import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Block, type LvView, type RichText, viewGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { corpusFiles } from "../../../packages/gaeb/test/support/corpus";
import { formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import { launchBrowser, openPage, type TestBrowser } from "./support/browser";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { recordRequests } from "./support/requests";

const baseURL = inject("baseURL");
const SCREENS = "/work/screens";
const haveCorpus = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(corpusDir, "files.tsv"));

let chrome: TestBrowser;
beforeAll(async () => {
  if (inject("browserAvailable")) chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

interface Opened {
  name: string;
  bytes: Uint8Array;
  view: LvView;
}

/** Every corpus file the converter reads, with the view the library makes of it (what the page must show). */
function readableCorpus(): Opened[] {
  return corpusFiles().flatMap((file) => {
    const result = viewGaeb({ name: file.name, bytes: file.bytes }, { lang: "de" });
    return result.ok ? [{ name: file.name, bytes: file.bytes, view: result.view }] : [];
  });
}

function itemOzs(view: LvView): string[] {
  return view.rows.flatMap((row) => (row.kind === "item" || row.kind === "markupItem" ? [row.oz] : []));
}

function blockText(block: Block): string {
  if (block.type === "paragraph")
    return block.inlines.map((inline) => (inline.type === "text" ? inline.text : " ")).join("");
  if (block.type === "list") return block.items.map((item) => richText(item)).join(" ");
  return block.rows.map((row) => row.map((cell) => richText(cell)).join(" ")).join(" ");
}

const richText = (text: RichText) => text.map(blockText).join(" ");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** The first paragraph of an item's long text with words in it: what a reader looks for first. */
function firstParagraph(text: RichText): string | null {
  for (const block of text) {
    const words = squash(blockText(block));
    if (words.length >= 3) return words.slice(0, 60);
  }
  return null;
}

async function openViewer(path: string, width: number) {
  const opened = await openPage(chrome.browser, baseURL, { width, height: width < 500 ? 844 : 900 });
  await opened.page.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return opened;
}

async function dropFile(page: Page, name: string, bytes: Uint8Array) {
  await page
    .getByTestId("viewer-input")
    .setInputFiles({ name, mimeType: "application/octet-stream", buffer: Buffer.from(bytes) });
  await page
    .locator('[data-testid="viewer-list"][data-state="ready"]')
    .waitFor({ state: "attached", timeout: 60_000 });
}

/** Scrolls the window through the whole list, collecting the OZ of every row the list puts on screen. */
function collectOzs(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const seen = new Set<string>();
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const list = document.querySelector('[data-testid="viewer-list"]') as HTMLElement;
    const collect = () => {
      for (const row of list.querySelectorAll<HTMLElement>("[data-oz]")) seen.add(row.dataset.oz ?? "");
    };
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 200);
    await frame();
    for (let step = 0; step < 20_000; step += 1) {
      collect();
      const end = list.getBoundingClientRect().bottom;
      const before = window.scrollY;
      if (end <= window.innerHeight) break;
      window.scrollBy(0, window.innerHeight * 0.7);
      await frame();
      if (window.scrollY === before) break;
    }
    collect();
    return [...seen];
  });
}

/** Follows the item's link (`#oz=`) and returns its row's text once it is on screen. */
async function rowTextVia(page: Page, oz: string): Promise<string> {
  await page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    `#oz=${encodeURIComponent(oz)}`,
  );
  const row = page.locator(`[data-testid="viewer-list"] [data-oz="${oz.replace(/"/g, '\\"')}"]`).first();
  await row.waitFor({ timeout: 10_000 });
  return squash(await row.innerText());
}

describe.skipIf(!inject("browserAvailable") || !haveCorpus)("GAEB viewer in the browser", () => {
  it("opens every corpus file the converter reads: every OZ reachable, long texts shown, nothing sent", async () => {
    const files = readableCorpus();
    expect(files.length).toBeGreaterThan(40);
    const { context, page, problems } = await openViewer("/de/gaeb-viewer", 1280);
    const requests = recordRequests(page);
    const timings: string[] = [];
    for (const file of files) {
      if (await page.getByRole("button", { name: "Andere Datei öffnen" }).isVisible())
        await page.getByRole("button", { name: "Andere Datei öffnen" }).click();
      // The previous file's item link would take the new file to that OZ (as it should); this walk starts at the top.
      await page.evaluate(() => window.history.replaceState(null, "", window.location.pathname));
      const started = Date.now();
      await dropFile(page, file.name, file.bytes);
      timings.push(`${file.name}: ${Date.now() - started} ms`);
      await expect(page.getByTestId("viewer-file").textContent(), file.name).resolves.toBe(file.name);

      const expected = new Set(itemOzs(file.view));
      const shown = new Set(await collectOzs(page));
      const missing = [...expected].filter((oz) => !shown.has(oz));
      expect(missing, `${file.name}: items never on screen`).toEqual([]);

      // The first paragraph of the first, middle and last long text is on screen once its item is reached.
      const withText = file.view.rows.flatMap((row) =>
        row.kind === "item" && firstParagraph(row.longText) ? [row] : [],
      );
      const samples = [...new Set([withText[0], withText[withText.length >> 1], withText.at(-1)])];
      for (const item of samples) {
        if (!item || item.kind !== "item") continue;
        const paragraph = firstParagraph(item.longText) ?? "";
        await expect(rowTextVia(page, item.oz), `${file.name} ${item.oz}`).resolves.toContain(paragraph);
      }
      const gross = file.view.totals.find((line) => line.key === "gross" && !line.declared);
      if (gross)
        await expect(page.getByTestId("viewer-total-gross").textContent()).resolves.toBe(
          formatMoney(gross.amount, file.view.currency, "de"),
        );
    }
    console.info(`viewer: ${files.length} corpus files opened\n${timings.join("\n")}`);
    // The files were read on the page: only the site's own scripts (the worker) were fetched meanwhile.
    expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
    expect(requests.all.some((url) => /view\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);
});
