import { type ChildProcess, fork } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { mutate } from "./support/mutations.js";
import { transpileCore } from "./support/transpile.js";

const corpus = requireCorpus("fuzz suite");

/**
 * Per input: the heap a worker may grow to, and how long it may take (more for large files). Workers are child
 * processes, not worker threads: a worker thread's resourceLimits did not contain a single large allocation (V8
 * aborted the whole test process), while a child that runs out of memory only ends itself.
 */
const HEAP_LIMIT_MB = 384;
const timeoutMs = (size: number) => 10_000 + (size / 2 ** 20) * 5_000;
/** Mutations per file: many for small files, fewer for large ones, so the suite stays within a few minutes. */
const mutationsFor = (size: number) => Math.max(12, Math.min(200, Math.round(4_500_000 / size)));

interface Job {
  file: string;
  seed: number;
  applied: string[];
  bytes: Uint8Array;
}

interface Report {
  ok: boolean;
  codes: string[];
  problems: string[];
  heapUsed: number;
  ms: number;
}

/** One worker at a time per slot; a hang, crash or out-of-memory ends that worker and names the input. */
class Slot {
  private worker: ChildProcess | undefined;

  constructor(private readonly entry: string) {}

  run(job: Job): Promise<Report> {
    const worker = this.worker ?? this.start();
    return new Promise((resolve) => {
      const done = (report: Report, restart: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (restart) {
          this.worker = undefined;
          worker.kill("SIGKILL");
        }
        resolve(report);
      };
      const failed = (problem: string, ms: number) =>
        done({ ok: false, codes: [], problems: [problem], heapUsed: 0, ms }, true);
      const started = performance.now();
      const limit = timeoutMs(job.bytes.length);
      const timer = setTimeout(() => failed(`no answer within ${limit} ms (hang)`, limit), limit);
      const onMessage = (report: unknown) => done(report as Report, false);
      const onError = (error: Error) =>
        failed(`worker failed: ${error.message}`, performance.now() - started);
      const onExit = (code: number | null, signal: string | null) =>
        failed(`worker died (exit ${code}, signal ${signal}; out of memory?)`, performance.now() - started);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.send({ name: job.file.split("/").pop(), bytes: job.bytes });
    });
  }

  stop(): void {
    this.worker?.kill();
  }

  private start(): ChildProcess {
    this.worker = fork(fileURLToPath(new URL("./support/fuzz-worker.mjs", import.meta.url)), [], {
      execArgv: [`--max-old-space-size=${HEAP_LIMIT_MB}`, "--max-semi-space-size=16"],
      env: { ...process.env, GAEB_FUZZ_ENTRY: this.entry },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    return this.worker;
  }
}

describe.runIf(corpus)("fuzzing the corpus", () => {
  const build = corpus ? transpileCore() : undefined;
  afterAll(() => build?.remove());

  it("seeded mutations of every corpus file never throw, hang or run out of memory", async () => {
    const files = corpusFiles();
    const jobs = function* (): Generator<Job> {
      for (const [index, file] of files.entries()) {
        for (let n = 0; n < mutationsFor(file.bytes.length); n++) {
          const seed = index * 100_000 + n;
          const { bytes, applied } = mutate(file.bytes, seed);
          yield { file: file.path, seed, applied, bytes };
        }
      }
    };
    const queue = jobs();
    const failures: string[] = [];
    const stats = { inputs: 0, ok: 0, refused: 0, slowest: { ms: 0, what: "" }, heap: { mb: 0, what: "" } };
    const codes = new Map<string, number>();
    const slots = Array.from(
      { length: Math.max(1, Math.min(2, cpus().length)) },
      () => new Slot(build?.entry ?? ""),
    );
    const started = performance.now();
    await Promise.all(
      slots.map(async (slot) => {
        for (let job = queue.next(); !job.done; job = queue.next()) {
          const { file, seed, applied } = job.value;
          const size = job.value.bytes.length;
          const what = `${file} seed ${seed} (${applied.join("+")}, ${size} bytes)`;
          const report = await slot.run(job.value);
          stats.inputs += 1;
          if (report.problems.length > 0) failures.push(`${what}: ${report.problems.join("; ")}`);
          else if (report.ok) stats.ok += 1;
          else stats.refused += 1;
          for (const code of report.codes) codes.set(code, (codes.get(code) ?? 0) + 1);
          if (report.ms > stats.slowest.ms) stats.slowest = { ms: report.ms, what };
          const mb = report.heapUsed / 2 ** 20;
          if (mb > stats.heap.mb) stats.heap = { mb, what };
        }
      }),
    );
    for (const slot of slots) slot.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\nfuzz: ${stats.inputs} inputs in ${seconds} s on ${slots.length} workers: ${stats.ok} converted, ${stats.refused} refused with error issues, ${failures.length} failures; slowest ${stats.slowest.ms.toFixed(0)} ms (${stats.slowest.what}); largest worker heap in use right after an input ${stats.heap.mb.toFixed(0)} MB of ${HEAP_LIMIT_MB} MB allowed (${stats.heap.what})\nfuzz issue codes: ${[
        ...codes,
      ]
        .sort((a, b) => b[1] - a[1])
        .map(([code, n]) => `${code} ${n}`)
        .join(", ")}\n`,
    );
    expect(failures).toEqual([]);
    expect(stats.inputs).toBeGreaterThan(3000);
    // The mutations reach the reader and its bounds, not only the format check.
    for (const code of [
      "number_too_long",
      "breakdown_length_invalid",
      "oz_part_too_long",
      "xml_malformed",
      "encoding_fallback",
    ])
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(10);
    expect(stats.ok).toBeGreaterThan(stats.inputs / 3);
  }, 300_000);
});
