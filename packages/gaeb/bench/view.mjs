// BENCH_ONLY=view: viewGaeb (the LV view the GAEB viewer shows and prints) on a 4 MB LV with long texts and on a
// 50 MB one, each measured in a fresh process (measure.mjs view) so that its peak RSS is its own.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scaleGaeb } from "./generate.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

function once(path) {
  const output = execFileSync(process.execPath, [here("measure.mjs"), "view", path], { encoding: "utf8" });
  return JSON.parse(output);
}

/** Median of `runs` fresh processes per file; prints one line per file. */
export function benchView(corpus, work, runs) {
  // The certification LV priced (68 items, long texts with tables) repeated to 4 MB: about 480 items.
  const texts = join(corpus, "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X86");
  const largest = join(corpus, "gaeb-samples/Musterdatei_3.1_2008-003.X86");
  const files = [
    ["4 MB LV with long texts", texts, 4, join(work, "view-4MB.X86")],
    ["50 MB LV", largest, 50, join(work, "view-50MB.X86")],
  ];
  process.stdout.write("\nLV view (viewGaeb: read, words, rows, section tree, totals)\n");
  for (const [label, source, megabytes, path] of files) {
    writeFileSync(path, scaleGaeb(readFileSync(source, "utf8"), megabytes * 1024 * 1024));
    const samples = Array.from({ length: runs }, () => once(path)).sort((a, b) => a.seconds - b.seconds);
    const { seconds, maxRssMb, detail } = samples[Math.floor(samples.length / 2)];
    const size = statSync(path).size / 1048576;
    process.stdout.write(
      `  ${label} (${size.toFixed(1)} MB, ${detail}): ${seconds.toFixed(2)} s, peak RSS ${maxRssMb.toFixed(0)} MB\n`,
    );
  }
}
