import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { distDir } from "../e2e/support/paths";

/** The budget for the home page's JavaScript, gzipped. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

const read = (file: string) => readFileSync(join(distDir, file), "utf8");

function entryScripts(html: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1] as string);
}

/** Chunks a chunk imports statically, and the chunks its own dynamic imports preload (Vite's mapDeps list). */
function directDependencies(file: string, withDynamic: boolean): string[] {
  const code = read(file);
  const found = [
    ...code.matchAll(/(?:^|[;\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => `assets/${m[1]}`);
  if (withDynamic) {
    const mapDeps = /__vite__mapDeps=[^\n]*?\[((?:"assets\/[^"]+",?)+)\]/.exec(code)?.[1] ?? "";
    found.push(...[...mapDeps.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
  }
  return found;
}

/** Everything the home page loads: the entry, what the entry boots, and the home page's own chunk. */
function homePageScripts(html: string): string[] {
  const homeChunk = readdirSync(join(distDir, "assets")).find((f) => /^HomePage-.*\.js$/.test(f));
  if (!homeChunk) throw new Error("no HomePage chunk in dist/assets");
  const seen = new Set<string>();
  const queue = [
    ...entryScripts(html).map((f) => ({ file: f, entry: true })),
    { file: `assets/${homeChunk}`, entry: false },
  ];
  while (queue.length > 0) {
    const { file, entry } = queue.shift() as { file: string; entry: boolean };
    if (seen.has(file)) continue;
    seen.add(file);
    // Only the entry's dynamic imports run at start-up; the router's would pull in every page.
    for (const dep of directDependencies(file, entry)) queue.push({ file: dep, entry: false });
  }
  return [...seen];
}

describe("home page JavaScript", () => {
  it("stays under 150 KB gzipped (entry, what it boots, the home chunk and their imports)", () => {
    expect(existsSync(join(distDir, "index.html")), "run the build first").toBe(true);
    for (const page of ["index.html", "de/index.html", "en/index.html"]) {
      const files = homePageScripts(read(page));
      expect(
        files.some((f) => /boot-/.test(f)),
        files.join(", "),
      ).toBe(true);
      expect(files.some((f) => /react|index-|boot-/.test(f))).toBe(true);
      const gzipped = files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
        0,
      );
      expect(gzipped, `${page}: ${files.join(", ")}`).toBeLessThan(HOME_JS_BUDGET_BYTES);
      expect(gzipped, "the budget test must see React itself").toBeGreaterThan(50 * 1024);
    }
  });
});
