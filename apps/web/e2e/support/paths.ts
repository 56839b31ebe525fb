import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const webRoot = fileURLToPath(new URL("../../", import.meta.url));
export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
export const distDir = fileURLToPath(new URL("../../dist/", import.meta.url));
export const screenshotDir = fileURLToPath(new URL("../../artifacts/screenshots/", import.meta.url));
export const corpusDir = fileURLToPath(new URL("../../../../../shared/corpus/", import.meta.url));
export { CHROMIUM_PATH as CHROMIUM } from "../../scripts/chromium.mjs";

/** A system component the suite needs: CI fails without it, a developer machine skips loudly. */
export function requireSystemComponent(what: string, path: string): boolean {
  if (existsSync(path)) return true;
  const message = `${what} not found at ${path}`;
  if (process.env.CI === "true") throw new Error(`${message}; CI must install it (.ci/apt-packages.txt)`);
  process.stderr.write(`\n\n!!! SKIPPED: ${message}. The browser suites did not run. !!!\n\n`);
  return false;
}
