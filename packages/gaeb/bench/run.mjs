// npm run bench: throughput of the reader and the whole conversion against the XML library's own ceiling, and
// of the GAEB 90 and GAEB 2000 readers, which have no such ceiling to compare with; it ends with issue 23's goals,
// each beside its last recorded figure (goals.mjs, figures.json).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchBomb } from "./bomb.mjs";
import { benchBrowser } from "./browser.mjs";
import { benchCli, cliMedians } from "./cli-run.mjs";
import { benchGaebXml } from "./gaeb-xml.mjs";
import { scaleGaeb } from "./generate.mjs";
import { longTextGaeb } from "./generate-long-text.mjs";
import { bidderOffer, repeatSections } from "./generate-offers.mjs";
import { writeScaled } from "./generate-old.mjs";
import { goalTable, readRecorded, recordFigures } from "./goals.mjs";
import { benchImportLimits } from "./import-limits.mjs";
import { benchView } from "./view.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const corpus = process.env.GAEB_CORPUS ?? here("../../../../shared/corpus");
const largest = join(corpus, "gaeb-samples/Musterdatei_3.1_2008-003.X86");
const smallSample = join(corpus, "gaeb-samples/Musterdatei_3.1_2008-001.X86");
// The largest GAEB 90 and GAEB 2000 files of the corpus (files.tsv, bytes column).
const largest90 = join(corpus, "synthetic/Sample-2024-06-30_Result.d83");
const largest2000 = join(corpus, "real-world/1561 - 02_ROHBAUARBEITEN.P83");
// The price comparison's request and offer: the official sample with its X84, repeated to the largest file's size.
const sampleRequest = join(corpus, "gaeb-samples/Musterdatei_3.1_2008-001.X83");
const sampleOffer = join(corpus, "gaeb-samples/Musterdatei_3.1_2008-001.X84");
for (const path of [largest, smallSample, largest90, largest2000, sampleRequest, sampleOffer]) {
  if (existsSync(path)) continue;
  process.stderr.write(`bench: corpus file not found: ${path} (set GAEB_CORPUS)\n`);
  process.exit(1);
}
if (!existsSync(here("../dist/index.js")))
  execFileSync("npm", ["run", "build"], { cwd: here(".."), stdio: "inherit" });

const work = mkdtempSync(join(tmpdir(), "gaeb-bench-"));
// BENCH_ONLY=compare measures the price comparison alone, BENCH_ONLY=long-text the one-paragraph texts alone,
// BENCH_ONLY=bomb the workbook bombs alone, BENCH_ONLY=view the LV view (viewGaeb) alone, BENCH_ONLY=gaeb GAEB DA
// XML writing alone, BENCH_ONLY=cli the command on the goals' four files, BENCH_ONLY=browser the browser goals,
// BENCH_ONLY=import the spreadsheet import given sheets beyond its bounds;
// BENCH_ONLY=goals every goal of issue 23 and nothing else. Several parts: BENCH_ONLY=cli,compare.
const only = process.env.BENCH_ONLY ?? "";
const all = only === "";
const parts = new Set(only.split(",").filter(Boolean));
const GOAL_PARTS = ["cli", "compare", "gaeb", "browser"];
const wants = (part) => all || parts.has(part) || (parts.has("goals") && GOAL_PARTS.includes(part));
const generated = join(work, "generated-50MB.X86");
if (all || wants("cli")) writeFileSync(generated, scaleGaeb(readFileSync(largest, "utf8"), 50 * 1024 * 1024));
// 20 MB, four times the upload limit: the old formats are smaller per item, so this is tens of thousands of items.
const generated90 = join(work, "generated-20MB.d83");
const generated2000 = join(work, "generated-20MB.p83");
if (all) {
  writeScaled(largest90, generated90, 20 * 1024 * 1024);
  writeScaled(largest2000, generated2000, 20 * 1024 * 1024);
}
// 38 copies of the sample's 68 items: 2,584 items, as many as the 2.7 MB file has (2,560). Ten bidders, prices
// scaled from 0.90 to 1.17 of the sample's, one leaving every 40th item out.
const COPIES = 38;
const compareRequest = join(work, "request-2584-items.X83");
writeFileSync(compareRequest, repeatSections(readFileSync(sampleRequest, "utf8"), COPIES));
const repeatedOffer = repeatSections(readFileSync(sampleOffer, "utf8"), COPIES);
const compareOfferPaths = Array.from({ length: 10 }, (_, i) => {
  const path = join(work, `offer-${i + 1}.X84`);
  const options = { name: `Bieter ${i + 1}`, factor: 0.9 + 0.03 * i, leaveOut: i === 4 ? 40 : 0 };
  writeFileSync(path, bidderOffer(repeatedOffer, options));
  return path;
});

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** Issue 23's goals measured in this run: id → { value, detail } or { why }. */
const measured = {};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measureOnce(mode, path, script = "measure.mjs", extra = []) {
  const output = execFileSync(process.execPath, [here(script), mode, path, ...extra], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output);
}

function measure(mode, path, script = "measure.mjs", extra = [], times = runs) {
  const samples = [];
  for (let i = 0; i < times; i++) samples.push(measureOnce(mode, path, script, extra));
  samples.sort((a, b) => a.seconds - b.seconds);
  return samples[Math.floor(samples.length / 2)];
}

/**
 * The ceiling and the parse, run in turns so that both see the same machine: on a shared machine a tenth of a
 * second varies by a third from one minute to the next. The share of the ceiling is the median of the pairs.
 */
function ceilingAndParse(path, pairCount) {
  const pairs = [];
  for (let i = 0; i < pairCount; i++) pairs.push([measureOnce("sax", path), measureOnce("parse", path)]);
  const middle = (index) => {
    const samples = pairs.map((pair) => pair[index]).sort((a, b) => a.seconds - b.seconds);
    return samples[Math.floor(samples.length / 2)];
  };
  const shares = pairs.map(([sax, parse]) => (100 * sax.seconds) / parse.seconds);
  return {
    sax: middle(0),
    parse: middle(1),
    share: median(shares),
    low: Math.min(...shares),
    high: Math.max(...shares),
  };
}

const rows = [];
for (const [label, path] of all
  ? [
      ["largest corpus file (Musterdatei_3.1_2008-003.X86)", largest],
      ["generated file (corpus file repeated, OZ renumbered)", generated],
    ]
  : []) {
  const megabytes = statSync(path).size / 1048576;
  // Seconds-long runs of the 50 MB file vary less than the short ones, and three keep the bench within minutes.
  const times = megabytes > 10 ? Math.min(runs, 3) : runs;
  const { sax, parse, share, low, high } = ceilingAndParse(path, megabytes > 10 ? times : Math.max(runs, 7));
  const convert = measure("convert", path, "measure.mjs", [], times);
  // The workbook writer was chosen by this comparison: the same laid-out sheet written by ours and by exceljs.
  const ours = measure("ours", path, "writers.mjs", [], times);
  const exceljs = measure("exceljs", path, "writers.mjs", [], times);
  rows.push({ label, megabytes, sax, parse, share, low, high, convert, ours, exceljs });
}

const mbps = (mb, s) => `${(mb / s).toFixed(1)} MB/s`;
process.stdout.write(
  `\ngaeb2xlsx benchmark (median of ${runs} runs, of at most 3 for files over 10 MB; ceiling and parse: ${Math.max(runs, 7)} runs in turns; Node ${process.version})\n\n`,
);
for (const { label, megabytes, sax, parse, share, low, high, convert, ours, exceljs } of rows) {
  process.stdout.write(`${label}: ${megabytes.toFixed(1)} MB\n`);
  process.stdout.write(
    `  XML library alone (ceiling): ${mbps(megabytes, sax.seconds)}  (${sax.seconds.toFixed(2)} s, peak RSS ${sax.maxRssMb.toFixed(0)} MB, ${sax.detail})\n`,
  );
  process.stdout.write(
    `  parse to model:              ${mbps(megabytes, parse.seconds)}  (${parse.seconds.toFixed(2)} s, peak RSS ${parse.maxRssMb.toFixed(0)} MB) = ${share.toFixed(0)} % of ceiling (pairs: ${low.toFixed(0)}-${high.toFixed(0)} %)\n`,
  );
  process.stdout.write(
    `  parse + xlsx:                ${mbps(megabytes, convert.seconds)}  (${convert.seconds.toFixed(2)} s, peak RSS ${convert.maxRssMb.toFixed(0)} MB, ${convert.detail})\n`,
  );
  for (const writer of [ours, exceljs]) {
    const figures = `${writer.seconds.toFixed(2)} s, ${writer.megabytes.toFixed(1)} MB, peak RSS ${writer.maxRssMb.toFixed(0)} MB`;
    process.stdout.write(`  writing the sheet, ${writer.mode.padEnd(8)} ${figures}\n`);
  }
  process.stdout.write("\n");
}

for (const [label, path] of all
  ? [
      ["GAEB 90, largest corpus file (Sample-2024-06-30_Result.d83)", largest90],
      [
        "GAEB 90, generated file (innermost sections dealt out anew, OZ and running numbers renumbered)",
        generated90,
      ],
      ["GAEB 2000, largest corpus file (1561 - 02_ROHBAUARBEITEN.P83)", largest2000],
      [
        "GAEB 2000, generated file (top-level sections repeated, top level widened to 4 digits)",
        generated2000,
      ],
    ]
  : []) {
  const megabytes = statSync(path).size / 1048576;
  const times = megabytes > 10 ? Math.min(runs, 3) : runs;
  const parse = measure("parse", path, "measure.mjs", [], times);
  const convert = measure("convert", path, "measure.mjs", [], times);
  process.stdout.write(`${label}: ${megabytes.toFixed(2)} MB\n`);
  process.stdout.write(
    `  parse to model:              ${mbps(megabytes, parse.seconds)}  (${parse.seconds.toFixed(3)} s, peak RSS ${parse.maxRssMb.toFixed(0)} MB)\n`,
  );
  process.stdout.write(
    `  parse + xlsx:                ${mbps(megabytes, convert.seconds)}  (${convert.seconds.toFixed(3)} s, peak RSS ${convert.maxRssMb.toFixed(0)} MB, ${convert.detail})\n\n`,
  );
}
if (wants("compare")) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const output = execFileSync(
      process.execPath,
      [here("measure-compare.mjs"), compareRequest, ...compareOfferPaths],
      {
        encoding: "utf8",
        maxBuffer: 1 << 20,
      },
    );
    samples.push(JSON.parse(output));
  }
  samples.sort((a, b) => a.seconds - b.seconds);
  const middle = samples[Math.floor(samples.length / 2)];
  const offerMb = statSync(compareOfferPaths[0]).size / 1048576;
  measured.compare = {
    value: middle.seconds,
    cpu: middle.cpuSeconds,
    detail: `CPU ${middle.cpuSeconds.toFixed(2)} s, peak RSS ${middle.maxRssMb.toFixed(0)} MB, ${middle.detail}`,
  };
  const requestMb = statSync(compareRequest).size / 1048576;
  process.stdout.write(
    `Price comparison (compareOffers): 10 offers of 2,584 items (${offerMb.toFixed(2)} MB each) against their request (${requestMb.toFixed(1)} MB)\n`,
  );
  process.stdout.write(
    `  whole comparison:            ${middle.seconds.toFixed(2)} s (CPU ${middle.cpuSeconds.toFixed(2)} s, peak RSS ${middle.maxRssMb.toFixed(0)} MB, ${middle.detail}; fastest ${samples[0].seconds.toFixed(2)} s)\n\n`,
  );
}

// One item whose long text is a single paragraph of megabytes, without a line break: the fitting into rows cuts
// the paragraph itself (it was quadratic in it; 5 MB took 15 s).
for (const megabytes of wants("long-text") ? [1, 2.5, 5] : []) {
  const path = join(work, `long-text-${megabytes}MB.X83`);
  writeFileSync(path, longTextGaeb(Math.round(megabytes * 1048576)));
  const command = measure("cli", path);
  const wall = cliMedians(path, join(work, "out.xlsx"), runs).seconds;
  process.stdout.write(
    `One item, long text one paragraph of ${megabytes} MB: gaeb2xlsx command ${command.seconds.toFixed(2)} s (CPU ${command.cpuSeconds.toFixed(2)} s, peak RSS ${command.maxRssMb.toFixed(0)} MB), wall ${wall.toFixed(2)} s including Node start-up\n`,
  );
}
process.stdout.write("\n");

// The offer round trip: the largest corpus file and a 12 MB one made from it, declared requests (DP 83) so that
// their workbooks are offer forms whose EP cells already hold the file's prices, turned back into an X84. Not the
// 50 MB file: a priced workbook is read within bounds (500,000 cells per sheet, a request of 32 MB in the form), and
// 12 MB (12,800 items) is about the largest request within them; a larger one is refused by design.
const { convertToXlsx } = await import("../dist/index.js");
const generated12 = join(work, "generated-12MB.X86");
if (all) writeFileSync(generated12, scaleGaeb(readFileSync(largest, "utf8"), 12 * 1024 * 1024));
for (const [label, path] of all
  ? [
      ["offer from the workbook of the largest corpus file as a request", largest],
      ["offer from the workbook of a 12 MB file made from it, as a request", generated12],
    ]
  : []) {
  const request = readFileSync(path, "utf8").replace(/<DP>86<\/DP>/, "<DP>83</DP>");
  const converted = convertToXlsx([{ name: "request.X83", bytes: new TextEncoder().encode(request) }]);
  if (!converted.ok) throw new Error(JSON.stringify(converted.issues.slice(0, 3)));
  const workbook = join(work, "priced.xlsx");
  writeFileSync(workbook, converted.xlsx);
  const megabytes = converted.xlsx.length / 1048576;
  const offer = measure(
    "offer",
    workbook,
    "measure.mjs",
    [],
    path === generated12 ? Math.min(runs, 3) : runs,
  );
  process.stdout.write(`${label}: ${megabytes.toFixed(1)} MB xlsx\n`);
  process.stdout.write(
    `  workbook -> X84:             ${mbps(megabytes, offer.seconds)}  (${offer.seconds.toFixed(2)} s, peak RSS ${offer.maxRssMb.toFixed(0)} MB, ${offer.detail})\n\n`,
  );
}

// Workbook bombs (issue 19), refused by offerFromWorkbook and by the comparison (bomb.mjs).
if (wants("bomb")) await benchBomb(sampleRequest, sampleOffer, work, (...args) => measure(...args));
if (wants("import")) benchImportLimits(work, (...args) => measure(...args));
if (wants("view")) benchView(corpus, work, runs);
if (wants("gaeb")) Object.assign(measured, benchGaebXml(corpus, work, runs));

// The goals' command-line figures: the two official samples, the 50 MB file and a 110 MB one (fewer runs of it).
if (wants("cli")) {
  const generated110 = join(work, "generated-110MB.X86");
  writeFileSync(generated110, scaleGaeb(readFileSync(largest, "utf8"), 110 * 1024 * 1024));
  const files = { "0.7MB": smallSample, "2.7MB": largest, "50MB": generated, "110MB": generated110 };
  Object.assign(measured, benchCli(files, join(work, "out.xlsx"), runs));
}
if (wants("browser")) Object.assign(measured, benchBrowser(runs));
rmSync(work, { recursive: true, force: true });

const recorded = readRecorded();
process.stdout.write(`\n${goalTable(measured, recorded, `BENCH_ONLY=${only}`)}\n`);
if (process.env.BENCH_RECORD === "1") recordFigures(measured, recorded);
