import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import config from "../../rolldown.config.mjs";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const BUNDLE = here("../../dist/bin/gaeb2xlsx.js");
const CACHED_BUNDLE = here("../../dist/bin-cached/gaeb2xlsx.cjs");
// What the bundle is made of: the sources, its config, and the dependencies bundled in (fflate, saxes).
const INPUTS = [
  here("../../src"),
  here("../../rolldown.config.mjs"),
  here("../../package.json"),
  here("../../../../package-lock.json"),
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(`${path}/${name}`)));
}

function bundleTime(): number {
  try {
    return Math.min(statSync(BUNDLE).mtimeMs, statSync(CACHED_BUNDLE).mtimeMs);
  } catch {
    return -1;
  }
}

/**
 * Vitest's global setup: the tests of the command line run the bundle (test/support/cli.ts), so it is rebuilt
 * from `src/` when any source is newer, the way `npm run build` makes it, and a test never runs stale code.
 */
export default async function setup(): Promise<void> {
  if (bundleTime() >= Math.max(...INPUTS.map(newestChange))) return;
  // Both bundles: the one split by command, and the one script bin/code-cache.js runs with V8's code cache.
  for (const { output, ...input } of config) {
    if (!output || Array.isArray(output))
      throw new Error("rolldown.config.mjs: one output per bundle expected");
    await build({ ...input, output, logLevel: "warn" });
  }
}
