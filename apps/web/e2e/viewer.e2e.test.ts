import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderPlain, viewGaeb } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { formatMoney } from "../src/ondevice/numbers";
import { visibleRows } from "../src/viewer/filter";
import { findHits, searchTexts } from "../src/viewer/search";
import { seriousAxeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { recordRequests } from "./support/requests";
import { browserForFile } from "./support/shared-browser";
import {
  collectOzs,
  dropFile,
  firstParagraph,
  itemOzs,
  readableCorpus,
  rowPieces,
  rowTextVia,
  scrollToList,
  squash,
  walkList,
} from "./support/viewer-page";

const baseURL = inject("baseURL");
const SCREENS = "/work/screens";
const haveCorpus = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(corpusDir, "files.tsv"));

const chrome = browserForFile();

async function openViewer(path: string, width: number) {
  const opened = await openPage(chrome.browser, baseURL, { width, height: width < 500 ? 844 : 900 });
  await opened.page.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return opened;
}

describe.skipIf(!inject("browserAvailable") || !haveCorpus)("GAEB viewer in the browser", () => {
  it("opens every corpus file the converter reads: every OZ reachable, long texts shown, nothing sent", async () => {
    const files = readableCorpus();
    expect(files.length).toBeGreaterThan(40);
    const { context, page, problems } = await openViewer("/de/gaeb-viewer", 1280);
    const requests = recordRequests(page);
    const sent: string[] = [];
    page.context().on("request", (request) => {
      if (request.method() !== "GET" || request.postDataBuffer())
        sent.push(`${request.method()} ${request.url()}`);
    });
    const timings: string[] = [];
    for (const file of files) {
      if (await page.getByRole("button", { name: "Andere Datei öffnen" }).isVisible())
        await page.getByRole("button", { name: "Andere Datei öffnen" }).click();
      // The previous file's item link would take the new file to that OZ (as it should); this walk starts at the top.
      await page.evaluate(() => window.history.replaceState(null, "", window.location.pathname));
      const started = Date.now();
      await dropFile(page, file.name, file.bytes);
      const opened = Date.now() - started;
      await expect(page.getByTestId("viewer-file").textContent(), file.name).resolves.toBe(file.name);

      const expected = new Set(itemOzs(file.view));
      const walked = Date.now();
      const walk = await walkList(page);
      const shown = new Set(walk.ozs);
      timings.push(
        `${file.name}: ${expected.size} items, shown ${opened} ms after the drop, walked in ${Date.now() - walked} ms, slowest scroll step ${walk.slowestStepMs} ms`,
      );
      const missing = [...expected].filter((oz) => !shown.has(oz));
      expect(missing, `${file.name}: items never on screen`).toEqual([]);
      // Every paragraph of every row, in that row: nothing cut, nothing moved to another item.
      expect(walk.rows, file.name).toBe(file.view.rows.length);
      const lost = file.view.rows.flatMap((row, index) => {
        const onScreen = squash(walk.texts[index] ?? "");
        return rowPieces(row)
          .filter((piece) => !onScreen.includes(piece))
          .map((piece) => `${"oz" in row ? row.oz : index}: ${piece.slice(0, 80)}`);
      });
      expect(lost, `${file.name}: paragraphs not on screen`).toEqual([]);

      // The first paragraph of the first, middle and last long text is on screen once its item is reached.
      const withText = file.view.rows.flatMap((row) =>
        row.kind === "item" && firstParagraph(row.longText) ? [row] : [],
      );
      const samples = [...new Set([withText[0], withText[withText.length >> 1], withText.at(-1)])];
      for (const item of samples) {
        if (item?.kind !== "item") continue;
        const paragraph = firstParagraph(item.longText) ?? "";
        await expect(rowTextVia(page, item.oz), `${file.name} ${item.oz}`).resolves.toContain(paragraph);
      }
      const gross =
        file.view.priced && file.view.totals.find((line) => line.key === "gross" && !line.declared);
      if (gross)
        await expect(page.getByTestId("viewer-total-gross").textContent()).resolves.toBe(
          formatMoney(gross.amount, file.view.currency, "de"),
        );
    }
    console.info(`viewer: ${files.length} corpus files opened\n${timings.join("\n")}`);
    // The files were read on the page: nothing was sent anywhere, and only the site's own scripts (the worker) and
    // the icon (Chromium fetches it again when the address's #oz= changes) were fetched meanwhile.
    expect(sent).toEqual([]);
    expect(
      requests.all.filter((url) => !requests.isStaticAsset(url) && new URL(url).pathname !== "/favicon.svg"),
    ).toEqual([]);
    expect(requests.all.some((url) => /view\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);
});

const SAMPLE_DIR = "bvbs-certification";
const SAMPLE = "BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81";

describe.skipIf(!inject("browserAvailable") || !haveCorpus)("GAEB viewer: reading, searching, links", () => {
  const bytes = haveCorpus
    ? new Uint8Array(readFileSync(join(corpusDir, SAMPLE_DIR, SAMPLE)))
    : new Uint8Array();

  it("shows the LV in both languages at phone and desktop width, searches and filters, without serious axe findings", async () => {
    mkdirSync(SCREENS, { recursive: true });
    for (const [lang, path, width] of [
      ["de", "/de/gaeb-viewer", 1280],
      ["en", "/en/gaeb-viewer", 390],
      ["de", "/de/gaeb-viewer", 390],
      ["en", "/en/gaeb-viewer", 1280],
    ] as const) {
      const result = viewGaeb({ name: SAMPLE, bytes }, { lang });
      if (!result.ok) throw new Error(`${SAMPLE} does not open`);
      const { view } = result;
      const where = `${lang} @${width}`;
      const { context, page, problems } = await openViewer(path, width);
      await expect(seriousAxeViolations(page), `${where} empty`).resolves.toEqual([]);
      await dropFile(page, SAMPLE, bytes);
      await expect(page.locator("#viewer-title").textContent()).resolves.toBe(view.title);
      await expect(page.locator(".viewer__phase").textContent()).resolves.toContain(view.file.phaseLabel);
      const firstItem = view.rows.find((row) => row.kind === "item");
      if (firstItem?.kind !== "item") throw new Error("no item");
      await page.screenshot({ path: join(SCREENS, `viewer-${lang}-${width}.png`) });
      await expect(rowTextVia(page, firstItem.oz)).resolves.toContain(firstItem.labels[0]);
      await expect(seriousAxeViolations(page), `${where} shown`).resolves.toEqual([]);
      await page.screenshot({ path: join(SCREENS, `viewer-list-${lang}-${width}.png`) });

      // Search: the page counts what the library's plain text holds, marks it and steps through it.
      const search = searchTexts(view.rows, (text) => renderPlain(text, { image: "", blank: "" }));
      const all = view.rows.map((_, index) => index);
      const expected = findHits(search, all, "beton").length;
      expect(expected).toBeGreaterThan(1);
      // Every text the hit count shows while the search catches up with the typing: never "no hits" for a word it has.
      await page.evaluate(() => {
        const hits = document.querySelector('[data-testid="viewer-hits"]') as HTMLElement;
        const shown: string[] = [];
        Object.assign(window, { hitTexts: shown });
        new MutationObserver(() => shown.push(hits.textContent ?? "")).observe(hits, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      const started = Date.now();
      await page.getByTestId("viewer-search").fill("Beton");
      await page.waitForFunction((count) => {
        const hits = document.querySelector('[data-testid="viewer-hits"]') as HTMLElement;
        return hits.dataset.count === String(count) && hits.textContent !== "";
      }, expected);
      const answered = Date.now() - started;
      const hitTexts = await page.evaluate(() => (window as unknown as { hitTexts: string[] }).hitTexts);
      expect(hitTexts.filter((text) => text === "Keine Treffer" || text === "No hits")).toEqual([]);
      await expect(page.getByTestId("viewer-hits").textContent()).resolves.toBe(
        lang === "de" ? `Treffer 1 von ${expected}` : `Hit 1 of ${expected}`,
      );
      await page.getByTestId("viewer-search").press("Enter");
      await expect(page.getByTestId("viewer-hits").textContent()).resolves.toBe(
        lang === "de" ? `Treffer 2 von ${expected}` : `Hit 2 of ${expected}`,
      );
      // The second hit's row is brought on screen, outlined, with the word marked in it.
      await page.locator(".lv-row--current mark.viewer-hit").first().waitFor({ timeout: 5_000 });
      await page.screenshot({ path: join(SCREENS, `viewer-search-${lang}-${width}.png`) });
      console.info(
        `viewer search ${where}: ${expected} hits shown ${answered} ms after typing (incl. driver)`,
      );
      await page.getByTestId("viewer-search").fill("");

      // Kind filter: only the alternative items, in their sections.
      await page.getByTestId("viewer-kind").selectOption("alternative");
      await page.waitForFunction(
        (rows) =>
          document.querySelector('[data-testid="viewer-list"]')?.getAttribute("data-rows") === String(rows),
        visibleRows(view.rows, "alternative").length,
      );
      const alternatives = view.rows.flatMap((row) =>
        row.kind === "item" && row.mainKind === "alternative" ? [row.oz] : [],
      );
      await expect(collectOzs(page).then((ozs) => ozs.sort())).resolves.toEqual([...alternatives].sort());
      await expect(seriousAxeViolations(page), `${where} filtered`).resolves.toEqual([]);
      await page.getByTestId("viewer-kind").selectOption("all");

      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
        width,
      );
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("opens an item's link (#oz=) when the same file is dropped again, and the outline jumps to a section", async () => {
    const result = viewGaeb({ name: SAMPLE, bytes }, { lang: "de" });
    if (!result.ok) throw new Error(`${SAMPLE} does not open`);
    const items = result.view.rows.flatMap((row) => (row.kind === "item" ? [row] : []));
    const target = items[items.length - 3];
    if (!target) throw new Error("too few items");
    const { context, page } = await openViewer("/de/gaeb-viewer", 1280);
    await dropFile(page, SAMPLE, bytes);
    // The link of an item on screen is the item's address.
    const first = items[0];
    if (!first) throw new Error("no item");
    await scrollToList(page);
    await page.locator(`[data-oz="${first.oz}"] a.lv-oz`).click();
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe(
      `#oz=${encodeURIComponent(first.oz)}`,
    );

    // The address of a later item, opened in a new tab: nothing is stored, so the file is dropped again.
    await page.goto(`/de/gaeb-viewer#oz=${encodeURIComponent(target.oz)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await dropFile(page, SAMPLE, bytes);
    const row = page.locator(`[data-oz="${target.oz}"]`);
    await row.waitFor();
    await page.waitForFunction((oz) => {
      const element = document.querySelector(`[data-oz="${oz}"]`);
      if (!element) return false;
      const top = element.getBoundingClientRect().top;
      return top > 64 && top < window.innerHeight / 2 && document.activeElement?.contains(element);
    }, target.oz);
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe(
      `#oz=${encodeURIComponent(target.oz)}`,
    );

    // The outline's last section: its heading comes to the top of the list.
    const last = result.view.sections.at(-1);
    if (!last) throw new Error("no section");
    await page.locator(".lv-tree__entry").last().click();
    await page.waitForFunction((title) => {
      const headings = [...document.querySelectorAll(".lv-section__title")];
      return headings.some((heading) => {
        const top = heading.getBoundingClientRect().top;
        return heading.textContent?.includes(title) && top > 64 && top < window.innerHeight / 2;
      });
    }, last.title.split("\n")[0] ?? "");
    await context.close();
  });

  it("mounts the print layout only while printing: from the button and from the browser's own print command", async () => {
    const { context, page } = await openViewer("/de/gaeb-viewer", 1280);
    await dropFile(page, SAMPLE, bytes);
    const layouts = () => page.locator('[data-testid="print-lv"]').count();
    await expect(layouts()).resolves.toBe(0);
    // window.print() opens a dialog that would stop the test; what matters is what is in the page when it is called.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { printedLayouts: seen });
      window.print = () => {
        seen.push(document.querySelectorAll('[data-testid="print-lv"]').length);
      };
    });
    await page.getByTestId("viewer-print").click();
    await expect(
      page.evaluate(() => (window as unknown as { printedLayouts: number[] }).printedLayouts),
    ).resolves.toEqual([1]);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="print-lv"]').length === 0);
    // Ctrl+P: the layout is in the page as soon as the browser announces printing, before it lays out the pages.
    await expect(
      page.evaluate(() => {
        window.dispatchEvent(new Event("beforeprint"));
        return document.querySelectorAll('[data-testid="print-lv"]').length;
      }),
    ).resolves.toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="print-lv"]').length === 0);
    await context.close();
  });
});
