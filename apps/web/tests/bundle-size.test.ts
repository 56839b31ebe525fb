import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { distDir } from "../e2e/support/paths";

/** The budget for the home page's JavaScript, gzipped. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

function scriptsOf(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set([...entry, ...preloads])];
}

/** Follows static imports inside the built chunks, so nothing the page loads at start-up is missed. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), "utf8");
    for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`/assets/${m[1]}`);
    }
  }
  return [...seen];
}

describe("home page JavaScript", () => {
  it("stays under 150 KB gzipped (entry, page chunk and their static imports)", () => {
    expect(existsSync(join(distDir, "index.html")), "run the build first").toBe(true);
    for (const page of ["index.html", "de/index.html", "en/index.html"]) {
      const files = withStaticImports(scriptsOf(readFileSync(join(distDir, page), "utf8")));
      expect(files.length).toBeGreaterThanOrEqual(2);
      const gzipped = files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
        0,
      );
      expect(gzipped, `${page}: ${files.join(", ")}`).toBeLessThan(HOME_JS_BUDGET_BYTES);
    }
  });
});
