import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fillGaeb } from "../bench/generate.mjs";
import { GOALS, goalTable } from "../bench/goals.mjs";
import { readGaeb } from "../src/index.js";
import type { Entry } from "../src/model.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";

const FIVE_MB = 5 * 1024 * 1024;

describe("npm run bench's goal table (issue 23)", () => {
  it("names every goal of the issue once, each below its limit or marked NO, beside its last recorded figure", () => {
    expect(GOALS.map((goal) => goal.id)).toEqual([
      "cli-0.7MB",
      "cli-2.7MB",
      "cli-50MB",
      "cli-110MB",
      "rss-0.7MB",
      "rss-2.7MB",
      "rss-50MB",
      "rss-110MB",
      "compare",
      "gaeb-50MB",
      "convert-2.7MB",
      "convert-5MB",
      "viewer-4MB",
    ]);
    const recorded = { "cli-50MB": { value: 4, commit: "abc1234", date: "2026-11-26" } };
    const table = goalTable(
      {
        "cli-50MB": { value: 4.4, detail: "5 runs" },
        "rss-50MB": { value: 299 },
        "convert-2.7MB": { why: "no Chromium at /usr/bin/chromium" },
      },
      recorded,
      "BENCH_ONLY=cli",
    );
    const line = (start: string) => table.split("\n").find((text) => text.startsWith(`| ${start}`)) ?? "";
    expect(line("CLI 50 MB (")).toMatch(
      /\| 4\.40 s \(\+10 %\) +\| < 3\.00 s \| 4\.00 s \(abc1234, 2026-11-26\) \| NO +\|$/,
    );
    expect(line("CLI 50 MB, peak RSS")).toMatch(/\| 299 MB +\| < 300 MB \| none +\| yes +\|$/);
    expect(line("browser, converter on the device, 2.7 MB")).toContain(
      "| not measured (no Chromium at /usr/bin/chromium) |",
    );
    expect(line("CLI 110 MB (")).toMatch(/\| skipped \(BENCH_ONLY=cli\) +\|/);
    expect(table).toContain("  CLI 50 MB (the 2.7 MB sample scaled), wall: 5 runs");
  });
});

describe.runIf(requireCorpus("bench fillGaeb"))(
  "fillGaeb: a file as large as the converter page's limit",
  () => {
    it("repeats the 2.7 MB sample's sections up to 5 MB, never over, and the file still reads with unique OZs", () => {
      const sample = readFileSync(join(CORPUS_DIR, "gaeb-samples/Musterdatei_3.1_2008-003.X86"), "utf8");
      const filled = fillGaeb(sample, FIVE_MB);
      const bytes = new TextEncoder().encode(filled);
      expect(bytes.length).toBeLessThanOrEqual(FIVE_MB);
      // Whole top-level sections alone would stop at 4.2 MB; their subsections fill up to within 0.35 MB of the limit.
      expect(bytes.length).toBeGreaterThan(FIVE_MB - 350_000);
      const read = readGaeb({ name: "filled.X86", bytes });
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const numbers: string[] = [];
      const walk = (entries: readonly Entry[]) => {
        for (const entry of entries) {
          if (entry.kind === "section") walk(entry.children);
          else if (entry.kind === "item") numbers.push(entry.oz);
        }
      };
      walk(read.value.boq?.body ?? []);
      expect(numbers.length).toBeGreaterThan(4000);
      expect(new Set(numbers).size).toBe(numbers.length);
    });
  },
);
