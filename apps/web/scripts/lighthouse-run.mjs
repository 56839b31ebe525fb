// Runs Lighthouse 12 in Debian's Chromium (chrome-launcher, no browser download) against a running site.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

export const AUDITED_PATHS = [
  "/de/",
  "/en/",
  "/de/gaeb-nach-excel",
  "/en/converter",
  "/de/excel-nach-x84",
  "/en/excel-to-x84",
  "/de/preisspiegel",
  "/en/price-comparison",
  "/de/gaeb-viewer",
  "/en/gaeb-viewer",
  "/de/abrechnung",
  "/en/billing",
];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Scores (0–100) per category for each path, plus the failing audits of each category for diagnosis.
 * @param {string} baseURL
 * @param {{ paths?: string[], categories?: string[] }} [options]
 */
export async function runLighthouse(baseURL, options = {}) {
  const paths = options.paths ?? AUDITED_PATHS;
  const categories = options.categories ?? CATEGORIES;
  const results = [];
  for (const path of paths) {
    let result = await auditOnce(baseURL, path, categories);
    // Chromium occasionally fails to record the trace on a busy machine; one retry tells flukes from faults.
    if (result.runtimeError) result = await auditOnce(baseURL, path, categories);
    results.push(result);
  }
  return results;
}

/** @param {string} baseURL @param {string} path @param {string[]} categories */
async function auditOnce(baseURL, path, categories) {
  // A fresh browser per page (chrome-launcher gives each a new temporary --user-data-dir): reusing one
  // browser made later runs fail to record a trace (NO_NAVSTART).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const runner = await lighthouse(
      `${baseURL}${path}`,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
      // Lighthouse's default: a throttled mobile device, the strictest of its presets.
      undefined,
    );
    if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
    const lhr = runner.lhr;
    const scores = {};
    const failing = {};
    for (const id of categories) {
      const category = lhr.categories[id];
      scores[id] = Math.round((category?.score ?? 0) * 100);
      failing[id] = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
    }
    return { path, scores, failing, runtimeError: lhr.runtimeError?.message };
  } finally {
    await chrome.kill();
  }
}
