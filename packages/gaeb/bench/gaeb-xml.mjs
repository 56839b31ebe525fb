// BENCH_ONLY=gaeb: GAEB to GAEB DA XML 3.3 (readGaeb, then writeGaeb) on the 2.7 MB corpus sample and on a 50 MB
// file made from it, each measured in a fresh process (measure.mjs gaeb) so that its peak RSS is its own.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scaleGaeb } from "./generate.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

function once(path) {
  const output = execFileSync(process.execPath, [here("measure.mjs"), "gaeb", path], { encoding: "utf8" });
  return JSON.parse(output);
}

/** Median of `runs` fresh processes per file; prints one line per file; returns the 50 MB goal's figure. */
export function benchGaebXml(corpus, work, runs) {
  const sample = join(corpus, "gaeb-samples/Musterdatei_3.1_2008-003.X86");
  const scaled = join(work, "gaeb-50MB.X86");
  writeFileSync(scaled, scaleGaeb(readFileSync(sample, "utf8"), 50 * 1024 * 1024));
  process.stdout.write("\nGAEB DA XML 3.3 (read the file, write it with writeGaeb)\n");
  const measured = {};
  for (const [label, path] of [
    ["2.7 MB corpus sample (Musterdatei_3.1_2008-003.X86)", sample],
    ["50 MB file (the sample repeated)", scaled],
  ]) {
    const samples = Array.from({ length: runs }, () => once(path)).sort((a, b) => a.seconds - b.seconds);
    const { seconds, maxRssMb, detail } = samples[Math.floor(samples.length / 2)];
    const size = statSync(path).size / 1048576;
    process.stdout.write(
      `  ${label} (${size.toFixed(1)} MB): read + write ${seconds.toFixed(2)} s (${detail}), peak RSS ${maxRssMb.toFixed(0)} MB\n`,
    );
    if (path === scaled)
      measured["gaeb-50MB"] = { value: seconds, detail: `${detail}, peak RSS ${maxRssMb.toFixed(0)} MB` };
  }
  return measured;
}
