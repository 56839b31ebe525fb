// Measures the conversion service as the attacker of issue 19 used it, against the built server on loopback with
// its default conversion settings: a flood of ten-file conversions, ten large conversions at once, and hostile
// files. Client A attacks from 127.0.0.1; client B, an ordinary user, converts a small file from 127.0.0.2 meanwhile.
// Settings (environment): BENCH_ONLY (flows|flood|parallel|bomb: one scenario), BENCH_FLOOD_SECONDS (60),
// BENCH_PARALLEL_SECONDS (40): how long a scenario waits for its answers before it cuts the rest off.
// Exit code 1 when a scenario erred (a network error, a 5xx other than 503); a missed goal is only printed.
import { setMaxListeners } from "node:events";
import { availableParallelism, setPriority } from "node:os";
import {
  billionLaughs,
  deepNesting,
  hugeAttribute,
  longTextBomb,
  manyItems,
  manyParagraphs,
  maxUploadBytes,
  ordinaryLv,
} from "./attack-files.mjs";
import { client, errorCode } from "./client.mjs";
import { mainPeakMb, percentile, sampleMemory, startServer } from "./server.mjs";

const scenarios = ["flood", "parallel", "bomb"];
const only = process.env.BENCH_ONLY;
if (only && only !== "flows" && !scenarios.includes(only)) {
  process.stderr.write(`BENCH_ONLY must be flows, ${scenarios.join(", ")}; not "${only}"\n`);
  process.exit(2);
}
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
const parallelSeconds = Number(process.env.BENCH_PARALLEL_SECONDS ?? 40);
/** Longer than the default conversion time limit (30 s), so that limit answers before the benchmark gives up. */
const bombSeconds = 40;
const floodRequests = 60;
const goals = { mainRssMb: 600, smallSeconds: 5, bombSeconds: 2 };

/** Network errors and 5xx answers other than 503: what makes the run fail. */
const problems = [];
let goalsMissed = 0;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes) =>
  bytes < 1_000_000 ? `${Math.round(bytes / 1000)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
const rss = (mb) => `${Math.round(mb).toLocaleString("en")} MB`;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function goal(met, text) {
  if (!met) goalsMissed += 1;
  return `goal ${text}: ${met ? "met" : "goal missed"}`;
}

/**
 * One request: `{ answer }`, `{ unanswered }` when the scenario's deadline cut it off, or `{ error }`. Errors and
 * 5xx answers other than 503 are recorded as problems of the run.
 */
async function attempt(label, signal, send) {
  const started = performance.now();
  try {
    const answer = await send(signal);
    if (answer.status >= 500 && answer.status !== 503)
      problems.push(`${label}: ${answer.status} ${errorCode(answer)}`);
    return { answer };
  } catch (error) {
    if (signal.aborted) return { unanswered: true, ms: performance.now() - started };
    problems.push(`${label}: ${error.message}`);
    return { error: error.message };
  }
}

function outcomeText(outcome) {
  if (outcome.unanswered)
    return `no answer within ${seconds(outcome.ms)} (cut off at the end of the scenario)`;
  if (outcome.error) return `error: ${outcome.error}`;
  const { status, ms } = outcome.answer;
  return `${status}${status >= 300 ? ` ${errorCode(outcome.answer)}` : ""} in ${seconds(ms)}`;
}

/** Client B: uploads, consents and converts its small file; the conversion's wait is what B feels. */
async function smallConversion(b, bytes, signal) {
  const label = "B";
  const upload = await attempt(`${label} upload`, signal, (s) =>
    b.upload("Kleines-LV.X86", bytes, { signal: s }),
  );
  if (upload.answer?.status !== 201) return { upload };
  const { fileKey } = upload.answer.json;
  const consent = await attempt(`${label} consent`, signal, (s) => b.consent(fileKey, { signal: s }));
  if (consent.answer?.status !== 201) return { upload, consent };
  const convert = await attempt(`${label} conversion`, signal, (s) => b.convert({ fileKey }, { signal: s }));
  return { upload, consent, convert };
}

function printSmall(result, bytes) {
  console.log(`  B upload (${megabytes(bytes.byteLength)}): ${outcomeText(result.upload)}`);
  if (result.consent && !result.convert) console.log(`  B consent: ${outcomeText(result.consent)}`);
  if (!result.convert) {
    console.log(`  B conversion: not reached   ${goal(false, `< ${goals.smallSeconds} s`)}`);
    return;
  }
  const { convert } = result;
  const met = convert.answer?.status === 200 && convert.answer.ms < goals.smallSeconds * 1000;
  console.log(`  B conversion: ${outcomeText(convert)}   ${goal(met, `200 in < ${goals.smallSeconds} s`)}`);
}

/** A's answers counted by status, with the codes behind them and the refusals' speed. */
function printTally(outcomes) {
  const counts = new Map([200, 429, 503, 422].map((status) => [status, 0]));
  const other = [];
  const codes = new Map();
  const refusalMs = [];
  const retryAfter = new Set();
  let unanswered = 0;
  let errors = 0;
  for (const outcome of outcomes) {
    if (outcome.unanswered) unanswered += 1;
    else if (outcome.error) errors += 1;
    else {
      const { status, headers, ms } = outcome.answer;
      if (counts.has(status)) counts.set(status, counts.get(status) + 1);
      else other.push(status);
      if (status !== 200)
        codes.set(errorCode(outcome.answer), (codes.get(errorCode(outcome.answer)) ?? 0) + 1);
      if (status === 429 || status === 503) refusalMs.push(ms);
      if (headers["retry-after"] !== undefined) retryAfter.add(headers["retry-after"]);
    }
  }
  const byStatus = [...counts].map(([status, n]) => `${status}: ${n}`);
  console.log(
    `  A answers: ${byStatus.join("  ")}  other: ${other.length}${other.length ? ` (${other.join(", ")})` : ""}` +
      `  no answer: ${unanswered}  network errors: ${errors}`,
  );
  if (codes.size > 0)
    console.log(`  A refusal codes: ${[...codes].map(([code, n]) => `${code} × ${n}`).join(", ")}`);
  refusalMs.sort((x, y) => x - y);
  console.log(
    `  A refusals (429/503): ${refusalMs.length ? `median ${seconds(percentile(refusalMs, 50))}, slowest ${seconds(refusalMs.at(-1))}` : "none"}`,
  );
  console.log(`  A Retry-After values: ${retryAfter.size ? [...retryAfter].join(", ") : "none"}`);
}

function printMemory(peak, withGoal) {
  const high = peak.mainHighWater;
  const main = `${rss(peak.main)} (sampled every 100 ms), high-water mark ${rss(high)}`;
  console.log(
    `  peak RSS main process: ${main}${withGoal ? `   ${goal(high < goals.mainRssMb, `< ${goals.mainRssMb} MB`)}` : ""}`,
  );
  console.log(`  peak RSS process tree (main + converters): ${rss(peak.tree)} (sampled)`);
}

/**
 * A fresh server, client A with its files uploaded and consented, and B; `attack(a, keys, signal)` returns A's
 * requests, B starts one second later, and everything still open after `limitSeconds` is cut off.
 */
async function underAttack({ lvs, small, limitSeconds, attack, report }) {
  const server = await startServer({ inherit: (name) => !name.startsWith("CONVERSION_") });
  const a = client(server.port, "127.0.0.1");
  const b = client(server.port, "127.0.0.2");
  try {
    const keys = [];
    for (const [i, bytes] of lvs.entries()) keys.push((await a.prepare(`LV-${i + 1}.X86`, bytes)).fileKey);
    const controller = new AbortController();
    // Every open request listens for the cut-off.
    setMaxListeners(floodRequests + 10, controller.signal);
    const cutOff = setTimeout(() => controller.abort(), limitSeconds * 1000);
    const memory = sampleMemory(server.child.pid);
    const started = performance.now();
    const [outcomes, smallResult] = await Promise.all([
      Promise.all(attack(a, keys, controller.signal)),
      delay(1000).then(() => smallConversion(b, small, controller.signal)),
    ]);
    clearTimeout(cutOff);
    const wallMs = performance.now() - started;
    const peak = memory.stop();
    report({ outcomes, smallResult, wallMs, peak });
  } finally {
    a.close();
    b.close();
    await server.stop();
  }
}

async function flood(lvs, small) {
  console.log(
    `\nflood: client A uploads ${lvs.length} LVs of ${megabytes(lvs[0].byteLength)}, then sends ${floodRequests} POST /api/conversions at once, each naming all ${lvs.length}; client B converts ${megabytes(small.byteLength)} one second in`,
  );
  await underAttack({
    lvs,
    small,
    limitSeconds: floodSeconds,
    attack: (a, keys, signal) =>
      Array.from({ length: floodRequests }, (_, i) =>
        attempt(`A conversion ${i + 1}`, signal, (s) => a.convert({ fileKeys: keys }, { signal: s })),
      ),
    report: ({ outcomes, smallResult, wallMs, peak }) => {
      printTally(outcomes);
      const times = outcomes.filter((outcome) => outcome.answer).map((outcome) => outcome.answer.ms);
      times.sort((x, y) => x - y);
      const span = times.length
        ? ` (first after ${seconds(times[0])}, last after ${seconds(times.at(-1))})`
        : "";
      console.log(
        times.length === outcomes.length
          ? `  A all ${outcomes.length} answered after ${seconds(times.at(-1))}`
          : `  A not all answered: ${times.length} of ${outcomes.length} within ${seconds(wallMs)}${span}`,
      );
      printMemory(peak, true);
      printSmall(smallResult, small);
    },
  });
}

async function parallel(lvs, small) {
  console.log(
    `\nparallel: client A converts ${lvs.length} different LVs of ${megabytes(lvs[0].byteLength)} in ${lvs.length} requests at once (one file each); client B converts ${megabytes(small.byteLength)} one second in`,
  );
  await underAttack({
    lvs,
    small,
    limitSeconds: parallelSeconds,
    attack: (a, keys, signal) =>
      keys.map((fileKey, i) =>
        attempt(`A conversion ${i + 1}`, signal, (s) => a.convert({ fileKey }, { signal: s })),
      ),
    report: ({ outcomes, smallResult, peak }) => {
      printTally(outcomes);
      const each = outcomes.map((outcome) =>
        outcome.answer?.status === 200 ? seconds(outcome.answer.ms) : outcomeText(outcome),
      );
      console.log(`  A latencies (in request order): ${each.join(", ")}`);
      printMemory(peak, false);
      printSmall(smallResult, small);
    },
  });
}

/** Each hostile file alone on a fresh, idle server: upload, consent and conversion, timed as one answer. */
async function bomb() {
  console.log("\nbomb: hostile files, one after the other, from client A alone");
  const cases = [
    ["(a) 5 MB long text, one paragraph", "Langtext.X83", longTextBomb()],
    ["(b) billion laughs (entity declarations in a DTD)", "Lachen.X83", billionLaughs()],
    ["(c) <span>s nested 400,000 deep", "Tief.X83", deepNesting()],
    ["(c) one attribute value of 5 MB", "Attribut.X83", hugeAttribute()],
    // Valid files that convert: their time is a performance figure (the performance issue's), not a bomb's refusal.
    ["(c) 650,000 one-letter paragraphs in one long text", "Absaetze.X83", manyParagraphs(), "valid"],
    ["(c) 33,000 minimal items", "Positionen.X83", manyItems(), "valid"],
  ];
  const server = await startServer({ inherit: (name) => !name.startsWith("CONVERSION_") });
  const a = client(server.port, "127.0.0.1");
  try {
    for (const [label, name, bytes, valid] of cases) {
      const controller = new AbortController();
      const { signal } = controller;
      const cutOff = setTimeout(() => controller.abort(), bombSeconds * 1000);
      const memory = sampleMemory(server.child.pid);
      const started = performance.now();
      const steps = [];
      const upload = await attempt(`${label} upload`, signal, (s) => a.upload(name, bytes, { signal: s }));
      steps.push(`upload ${outcomeText(upload)}`);
      let final = upload;
      if (upload.answer?.status === 201) {
        const { fileKey } = upload.answer.json;
        const consent = await attempt(`${label} consent`, signal, (s) => a.consent(fileKey, { signal: s }));
        final = consent;
        if (consent.answer?.status === 201) {
          final = await attempt(`${label} conversion`, signal, (s) => a.convert({ fileKey }, { signal: s }));
          steps.push(`conversion ${outcomeText(final)}`);
        } else steps.push(`consent ${outcomeText(consent)}`);
      }
      const totalMs = performance.now() - started;
      clearTimeout(cutOff);
      const peak = memory.stop();
      const answered = final.answer !== undefined;
      console.log(`  ${label}, ${megabytes(bytes.byteLength)}:`);
      console.log(
        `    ${steps.join("; ")}; answered ${answered ? `in ${seconds(totalMs)}` : "never"}   ${valid && final.answer?.status === 200 ? "(a valid file: a performance figure, no bomb goal)" : goal(answered && totalMs < goals.bombSeconds * 1000, `< ${goals.bombSeconds} s`)}`,
      );
      console.log(`    peak RSS main ${rss(peak.main)}, tree ${rss(peak.tree)} (sampled)`);
    }
    console.log(`  main process high-water mark over all bombs: ${rss(mainPeakMb(server.child.pid))}`);
  } finally {
    a.close();
    await server.stop();
  }
}

async function main() {
  const chosen = only ? scenarios.filter((name) => name === only) : scenarios;
  if (chosen.length === 0) return;
  // As in flows.mjs: the attacker's machine is not the server's, so the load generator yields the CPU to the server.
  try {
    setPriority(5);
  } catch {
    // not permitted here: measure as is
  }
  const ignored = Object.keys(process.env).filter((name) => name.startsWith("CONVERSION_"));
  console.log(
    `gaeb2xlsx attack benchmark (issue 19): node ${process.version}, ${availableParallelism()} CPUs, conversion settings at their defaults${ignored.length ? ` (ignored: ${ignored.join(", ")})` : ""}`,
  );
  const lvs =
    chosen.includes("flood") || chosen.includes("parallel")
      ? Array.from({ length: 10 }, (_, i) => ordinaryLv(maxUploadBytes - 4096, i + 1))
      : [];
  const small = ordinaryLv(100_000);
  const runs = { flood: () => flood(lvs, small), parallel: () => parallel(lvs, small), bomb };
  for (const name of chosen) {
    try {
      await runs[name]();
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
      console.log(`  ${name} stopped: ${error.message}`);
    }
  }
  console.log(
    `\ngoals missed: ${goalsMissed}; errors: ${problems.length}${problems.length ? `\n  ${problems.slice(0, 10).join("\n  ")}` : ""}`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

await main();
