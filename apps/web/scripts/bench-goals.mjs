// The browser rows of issue 23's goal table (npm run bench in packages/gaeb runs this in its own process):
// node scripts/bench-goals.mjs RUNS prints one JSON object, each figure the median of RUNS fresh tabs:
// - convert-2.7MB, convert-5MB: the converter page converting on the device (bench-browser.mjs convertOnPage),
//   the 2.7 MB sample Musterdatei_3.1_2008-003.X86 and that sample filled up to the page's 5 MB limit;
// - viewer-4MB: the GAEB viewer's 4 MB LV (the one bench-viewer.mjs measures) from the drop to the list painted.
// A figure that could not be taken says why ({ why }); the process itself fails only on a broken page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fillGaeb } from "../../../packages/gaeb/bench/generate.mjs";
import {
  CORPUS,
  convertOnPage,
  dropIntoViewer,
  median,
  openViewer,
  range,
  startBrowserBench,
  viewerLv,
  whyNotMeasurable,
} from "./bench-browser.mjs";

const runs = Number(process.argv[2] ?? 5);
const why = whyNotMeasurable();
if (why) {
  process.stdout.write(JSON.stringify({ why }));
  process.exit(0);
}

const sampleName = "Musterdatei_3.1_2008-003.X86";
const sample = readFileSync(join(CORPUS, "gaeb-samples", sampleName));
const filled = Buffer.from(fillGaeb(sample.toString("utf8"), 5 * 1024 * 1024));
const mb = (bytes) => (bytes / 1048576).toFixed(1);
const figures = {};
const bench = await startBrowserBench();
try {
  for (const [id, file] of [
    ["convert-2.7MB", { name: sampleName, buffer: sample }],
    ["convert-5MB", { name: "Musterdatei-003-5MB.X86", buffer: filled }],
  ]) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await convertOnPage(bench.browser, bench.url, file));
    const ms = samples.map((sample) => sample.ms);
    const middle = samples.find((sample) => sample.ms === median(ms));
    figures[id] = {
      value: median(ms) / 1000,
      detail: `${mb(file.buffer.length)} MB → ${mb(middle.xlsxBytes)} MB xlsx; ${range(ms)} ms; file check ${middle.listed.toFixed(0)} ms, conversion ${middle.converted.toFixed(0)} ms, save ${middle.save.toFixed(0)} ms; with the clicks ${middle.clicked.toFixed(0)} ms`,
    };
  }
  const lv = viewerLv(10);
  const loads = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openViewer(bench.browser, bench.url);
    const file = { name: lv.name, mimeType: "application/octet-stream", buffer: lv.bytes };
    loads.push((await dropIntoViewer(page, file, 60_000)).painted);
    await context.close();
  }
  figures["viewer-4MB"] = {
    value: median(loads) / 1000,
    detail: `${mb(lv.bytes.length)} MB, ${lv.items} items; ${range(loads)} ms`,
  };
} finally {
  await bench.close();
}
process.stdout.write(JSON.stringify({ figures }));
