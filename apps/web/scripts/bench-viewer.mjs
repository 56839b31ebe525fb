// Measures the GAEB viewer in Debian's Chromium, driven like the browser tests, against the real service serving dist/:
// - a real LV with long texts (the official sample Musterdatei_3.1_2008-001.X83, 68 items, its sections repeated
//   with new numbers by packages/gaeb/bench/generate.mjs) at 544 items (3.3 MB: the sample's own density) and at
//   4 MB (680 items): time from the drop to the item list shown (`viewer-list` with data-state="ready", then one
//   painted frame); goal 1.5 s;
// - searches in it: time from typing to the hit count (`viewer-hits`) updated and painted; goal 100 ms;
// - a 50 MB file (the largest corpus file scaled up): the tab's memory once it is shown, goal below 1 GB; and the
//   page's element count then, which must not grow with the file (outline and facts render what is in view).
// Usage: npm run build -w gaeb2xlsx && npm run build -w @gaeb2xlsx/web && npm run bench:viewer -w @gaeb2xlsx/web
// (BENCH_ONLY_50MB=1: the 50 MB file only.)
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scaleGaeb } from "../../../packages/gaeb/bench/generate.mjs";
import {
  CORPUS,
  dropIntoViewer,
  median,
  openViewer,
  range,
  startBrowserBench,
  viewerLv,
} from "./bench-browser.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY_50MB = process.env.BENCH_ONLY_50MB === "1";
/** Elements in the page with the 50 MB LV shown; the empty viewer page has about 200. */
const GOALS = { readyMs: 1500, searchMs: 100, tabBytes: 1024 ** 3, elements: 5000 };

/** Words of the LV's short texts to search for: a frequent one, a rare one and an item number's start. */
function searchTerms(xml) {
  const words = new Map();
  for (const match of xml.matchAll(/<TextOutlTxt>([\s\S]*?)<\/TextOutlTxt>/g))
    for (const word of match[1].replace(/<[^>]+>/g, " ").match(/\p{L}{6,}/gu) ?? [])
      words.set(word, (words.get(word) ?? 0) + 1);
  const sorted = [...words].sort((a, b) => b[1] - a[1]);
  return [sorted[0]?.[0], sorted[Math.floor(sorted.length / 2)]?.[0], sorted.at(-1)?.[0], "1.2"].filter(
    Boolean,
  );
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;

/** Types `term` into the search field as a person's keystroke does and waits for the hit count to change. */
function timeSearch(term) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector('[data-testid="viewer-search"]');
    const hits = document.querySelector('[data-testid="viewer-hits"]');
    if (!input || !hits) return reject(new Error("no viewer-search or viewer-hits"));
    const before = `${hits.getAttribute("data-count")}|${hits.textContent}`;
    let start = 0;
    const observer = new MutationObserver(() => {
      if (`${hits.getAttribute("data-count")}|${hits.textContent}` === before) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ ms: performance.now() - start, hits: hits.textContent }), 0),
      );
    });
    observer.observe(hits, { subtree: true, childList: true, characterData: true, attributes: true });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    start = performance.now();
    setValue.call(input, term);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    setTimeout(() => {
      observer.disconnect();
      resolve({ ms: Number.NaN, hits: hits.textContent });
    }, 10_000);
  });
}

/** Resident and peak memory of the browser's processes, read from /proc (Linux). */
function processMemory(rootPid) {
  const children = new Map();
  for (const entry of readdirSafe("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(Number(entry), parent);
    } catch {
      // the process ended meanwhile
    }
  }
  const ours = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of children)
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
  }
  const processes = [];
  for (const pid of ours) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? "browser";
      processes.push({ pid, type, rss: kb("VmRSS"), peak: kb("VmHWM") });
    } catch {
      // gone
    }
  }
  return processes;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const lvs = [8, 10].map((copies) => viewerLv(copies));
const largest = readFileSync(join(CORPUS, "gaeb-samples/Musterdatei_3.1_2008-003.X86"), "utf8");
const scratch = mkdtempSync(join(tmpdir(), "bench-viewer-"));
const bigPath = join(scratch, "LV-50MB.X86");
writeFileSync(bigPath, scaleGaeb(largest, 50 * 1024 * 1024));
const bigBytes = readFileSync(bigPath).length;
const terms = searchTerms(lvs[0].bytes.toString("utf8"));

const bench = await startBrowserBench();
const { browser, browserPid } = bench;
const server = { url: bench.url };
try {
  let worstSearch = 0;
  for (const lv of ONLY_50MB ? [] : lvs) {
    const size = (lv.bytes.length / 1048576).toFixed(1);
    console.log(
      `LV: ${size} MB, ${lv.items} items (Musterdatei_3.1_2008-001.X83 repeated), ${RUNS} fresh tabs`,
    );
    const loads = [];
    const searches = new Map(terms.map((term) => [term, []]));
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await openViewer(browser, server.url);
      const file = { name: lv.name, mimeType: "application/octet-stream", buffer: lv.bytes };
      loads.push(await dropIntoViewer(page, file, 60_000));
      for (const term of terms) {
        searches.get(term).push(await page.evaluate(timeSearch, term));
        await page.evaluate(timeSearch, ""); // back to the whole LV before the next term
      }
      await context.close();
    }
    const ready = loads.map((load) => load.ready);
    const painted = loads.map((load) => load.painted);
    console.log(
      `  drop → list ready: median ${median(ready).toFixed(0)} ms (${range(ready)}); painted: median ${median(painted).toFixed(0)} ms (${range(painted)}); goal ${GOALS.readyMs} ms: ${median(painted) <= GOALS.readyMs ? "met" : "MISSED"}`,
    );
    for (const [term, results] of searches) {
      const times = results.map((result) => result.ms);
      const middle = median(times);
      worstSearch = Math.max(worstSearch, Number.isNaN(middle) ? Number.POSITIVE_INFINITY : middle);
      const hits = results[0]?.hits?.trim() ?? "?";
      console.log(`  search "${term}": median ${middle.toFixed(0)} ms (${range(times)}), ${hits}`);
    }
  }
  if (!ONLY_50MB)
    console.log(`search goal ${GOALS.searchMs} ms: ${worstSearch <= GOALS.searchMs ? "met" : "MISSED"}`);

  console.log(`50 MB file: ${mb(bigBytes)} (Musterdatei_3.1_2008-003.X86 scaled)`);
  const { context, page } = await openViewer(browser, server.url);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const before = processMemory(browserPid);
  let peakRenderer = 0;
  const sampler = setInterval(() => {
    for (const process of processMemory(browserPid))
      if (process.type === "renderer") peakRenderer = Math.max(peakRenderer, process.rss);
  }, 100);
  const load = await dropIntoViewer(page, bigPath, 300_000);
  clearInterval(sampler);
  const metrics = Object.fromEntries(
    (await cdp.send("Performance.getMetrics")).metrics.map((metric) => [metric.name, metric.value]),
  );
  const after = processMemory(browserPid);
  const renderers = after.filter((process) => process.type === "renderer");
  const tabPeak = Math.max(peakRenderer, ...renderers.map((process) => process.peak));
  const allRss = after.reduce((sum, process) => sum + process.rss, 0);
  console.log(`  drop → list painted: ${(load.painted / 1000).toFixed(1)} s`);
  console.log(
    `  page JS heap used ${mb(metrics.JSHeapUsedSize)} of ${mb(metrics.JSHeapTotalSize)}; DOM nodes ${metrics.Nodes}`,
  );
  console.log(
    `  renderer processes: peak RSS ${mb(tabPeak)} (the tab with its worker), now ${renderers.map((p) => mb(p.rss)).join(", ")}; all Chromium processes now ${mb(allRss)} (before the drop ${mb(before.reduce((s, p) => s + p.rss, 0))})`,
  );
  console.log(`  tab memory goal < 1 GB: ${tabPeak < GOALS.tabBytes ? "met" : "MISSED"}`);
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  const outline = await page.evaluate(() => document.querySelectorAll(".lv-tree *").length);
  console.log(
    `  elements in the page: ${elements} (outline ${outline}); goal < ${GOALS.elements}, whatever the file's size: ${elements < GOALS.elements ? "met" : "MISSED"}`,
  );
  await context.close();
} finally {
  await bench.close();
  rmSync(scratch, { recursive: true, force: true });
}
