import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "../e2e/support/paths";

/**
 * The command line's options: the site's visitors have no command line, so no page, script or worker (whose bundled
 * core words every message the pages show) may name one. `--help`, `--json` and `--version` are listed with the rest.
 */
const CLI_FLAG =
  /(?<![\w-])--(?:base|bidder|help|json|lang|no-long-text|not-offered-empty|output|reference|version)(?![\w-])/g;

function* builtFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (/\.(html|js)$/.test(entry.name)) yield path;
  }
}

describe("the built site", () => {
  it("names no command-line option on any page, in any script or in the workers' messages", () => {
    const files = [...builtFiles(distDir)];
    expect(files.some((file) => /compare\.worker-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /offer\.worker-.*\.js$/.test(file))).toBe(true);
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(CLI_FLAG)].map(
        (match) => `${relative(distDir, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
