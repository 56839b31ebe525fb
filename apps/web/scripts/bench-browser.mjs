// What the browser benches share: the built service serving dist/ with Debian's Chromium driven by Playwright, the
// page's own clocks (set up inside the page, so Playwright's round trips are not counted), and the two paths a
// person takes: dropping a file into the GAEB viewer, and converting one to a workbook on the converter page, which
// runs the core in a Web Worker on the device and saves the workbook from the page (no server involved).
// Used by bench-viewer.mjs (npm run bench:viewer) and bench-goals.mjs (the browser rows of npm run bench).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { scaleGaeb, topLevelSections } from "../../../packages/gaeb/bench/generate.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { buildService, startSiteServer } from "./site-server.mjs";

export const CORPUS =
  process.env.GAEB_CORPUS ?? fileURLToPath(new URL("../../../../shared/corpus/", import.meta.url));
const SITE = fileURLToPath(new URL("../dist/index.html", import.meta.url));

export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
export const range = (list) => `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)}`;

/** Why the browser cannot be measured here, or undefined when it can. */
export function whyNotMeasurable() {
  if (!existsSync(CHROMIUM_PATH)) return `no Chromium at ${CHROMIUM_PATH}`;
  if (!existsSync(SITE)) return "site not built: npm run build -w @gaeb2xlsx/web";
  return undefined;
}

/** The sample with its top-level sections there `copies` times (scaleGaeb repeats them with new numbers). */
export function lvWithCopies(xml, copies) {
  const sections = topLevelSections(xml);
  const block = sections.at(-1)[1] - sections[0][0];
  return scaleGaeb(xml, xml.length + (copies - 1) * block - 1);
}

export const itemsOf = (xml) => (xml.match(/<Item[\s>]/g) ?? []).length;

/** The viewer's 4 MB LV: the official sample with long texts (68 items), its sections there ten times. */
export function viewerLv(copies = 10) {
  const sample = readFileSync(join(CORPUS, "gaeb-samples/Musterdatei_3.1_2008-001.X83"), "utf8");
  const xml = lvWithCopies(sample, copies);
  return { name: `LV-${copies}x.X83`, bytes: Buffer.from(xml), items: itemsOf(xml) };
}

/** The service built and started, and Chromium launched; `close` ends all three. */
export async function startBrowserBench() {
  buildService();
  const server = await startSiteServer();
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const browser = await chromium.connect(browserServer.wsEndpoint());
  return {
    browser,
    browserPid: browserServer.process().pid,
    url: server.url,
    async close() {
      await browser.close();
      await browserServer.close();
      await server.stop();
    },
  };
}

async function openPage(browser, baseURL, path) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: "de-DE",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return { context, page };
}

/** Runs in the page: `when(test)` resolves at the first DOM change after which `test()` holds, one frame later. */
function armClock() {
  const bench = { marks: {} };
  window.__bench = bench;
  bench.mark = (name) => {
    if (!bench.marks[name]) bench.marks[name] = performance.now();
  };
  bench.whenPainted = (name, test) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => bench.mark(name), 0));
    if (test()) return done();
    const observer = new MutationObserver(() => {
      if (!test()) return;
      observer.disconnect();
      bench.mark(`${name}-dom`);
      done();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  };
  document.addEventListener("change", () => bench.mark("changed"), true);
}

/** Sets up the viewer's clock: when the file input changed, when the list became ready and was painted. */
export function openViewer(browser, baseURL) {
  return openPage(browser, baseURL, "/de/gaeb-viewer").then(async (opened) => {
    await opened.page.evaluate(armClock);
    await opened.page.evaluate(() =>
      window.__bench.whenPainted("painted", () =>
        document.querySelector('[data-testid="viewer-list"][data-state="ready"]'),
      ),
    );
    return opened;
  });
}

/** Drops `file` (bytes with a name, or a path: Playwright hands over at most 50 MB as bytes) into the viewer. */
export async function dropIntoViewer(page, file, timeout) {
  await page.getByTestId("viewer-input").setInputFiles(file);
  await page.waitForFunction(() => window.__bench.marks.painted > 0, undefined, { timeout, polling: 50 });
  return page.evaluate(() => {
    const { marks } = window.__bench;
    return { ready: marks["painted-dom"] - marks.changed, painted: marks.painted - marks.changed };
  });
}

/**
 * The converter page (/de/gaeb-nach-excel, "on this device", its default), a fresh tab: the file dropped, the terms
 * accepted, "In Excel umwandeln", the download. The page's own time is what it spends between a person's acts:
 * checking the dropped file until it is listed, converting (the core loaded into its Web Worker on first use, then
 * run) until the result is painted, and saving the workbook from the download button's click. The clicks' own
 * latency through Playwright is left out; `clicked` is the whole span from the drop to the saved file with them.
 */
export async function convertOnPage(browser, baseURL, file) {
  const { context, page } = await openPage(browser, baseURL, "/de/gaeb-nach-excel");
  try {
    await page.evaluate(armClock);
    await page.evaluate(() => {
      const bench = window.__bench;
      bench.whenPainted("listed", () => document.querySelector('[data-testid="selected-file"]'));
      document.addEventListener(
        "click",
        (event) => {
          const text = event.target instanceof Element ? event.target.closest("button")?.textContent : "";
          if (text === "In Excel umwandeln") {
            bench.mark("convert");
            bench.whenPainted("converted", () =>
              document.querySelector('[data-testid="converter-result"] [data-testid="excel-name"]'),
            );
          }
          if (text === "Excel-Datei herunterladen") bench.mark("download");
        },
        true,
      );
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function saved() {
        if (this.download) bench.mark("saved");
        return click.call(this);
      };
    });
    await page.getByTestId("file-input").setInputFiles({ ...file, mimeType: "application/octet-stream" });
    await page.waitForFunction(() => window.__bench.marks.listed > 0, undefined, { polling: 20 });
    await page.getByLabel(/Ich akzeptiere die/).check();
    await page.getByRole("button", { name: "In Excel umwandeln" }).click();
    const button = page.getByRole("button", { name: "Excel-Datei herunterladen" });
    await button.waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.marks.converted > 0, undefined, { polling: 20 });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    let saved = 0;
    for await (const chunk of await download.createReadStream()) saved += chunk.length;
    const marks = await page.evaluate(() => window.__bench.marks);
    const listed = marks.listed - marks.changed;
    const converted = marks.converted - marks.convert;
    const save = marks.saved - marks.download;
    return {
      ms: listed + converted + save,
      listed,
      converted,
      save,
      clicked: marks.saved - marks.changed,
      xlsxBytes: saved,
      name: download.suggestedFilename(),
    };
  } finally {
    await context.close();
  }
}
