import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { mutateValues } from "./support/value-mutations.js";

const corpus = requireCorpus("writer fuzz suite");
// Without xmllint the suite fails in CI (support/x84-schema.ts throws there) and skips loudly elsewhere.
if (corpus && !xmllint)
  process.stderr.write(
    "\n*** writer fuzz suite SKIPPED: xmllint not found (apt-get install libxml2-utils) ***\n\n",
  );
const NOW = new Date("2026-11-26T01:02:03Z");
/** `GAEB_WRITER_FUZZ_SCALE=10` for a longer hunt by hand (more seeds per file); CI runs 1. */
const SCALE = Math.max(1, Number(process.env.GAEB_WRITER_FUZZ_SCALE) || 1);

/**
 * Mutations per file: many for small files, few for large ones (reading, writing and validating a 700 KB file takes
 * about a second), and most for invoices, whose facts the writer copies rather than computes.
 */
function mutationsFor(size: number, name: string): number {
  const base = Math.max(1, Math.min(60, Math.round(400_000 / size))) * SCALE;
  return /\.x89b?$/i.test(name) ? base * 5 : base;
}

/**
 * The corpus has no phase 85 (Nebenangebot); an 86 renamed stands in for one, so that the writer's 85 is fuzzed as
 * well (what 85 has no place for is the writer's to report or refuse).
 */
function asPhase85(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder("latin1").decode(bytes);
  const renamed = text.replace(/<DP>\s*86\s*<\/DP>/, "<DP>85</DP>").replace(/\/DA86\//g, "/DA85/");
  return Uint8Array.from(renamed, (c) => c.charCodeAt(0) & 0xff);
}

/** Files validated per xmllint run: one schema load serves many files, and the command line stays short. */
const BATCH = 150;

describe.runIf(corpus && xmllint)(
  "writing mutated corpus files (valid or refused, never a broken file)",
  () => {
    it(
      "every written file validates against its phase's 3.3 schema, and writeGaeb never throws",
      () => {
        const started = performance.now();
        const stats = { inputs: 0, read: 0, written: 0, refused: 0, validated: 0, invalid: 0, lintMs: 0 };
        const phases = new Set<string>();
        const failures: string[] = [];
        const pending = new Map<string, Array<{ name: string; bytes: Uint8Array }>>();
        const validate = (phase: string) => {
          const files = pending.get(phase) ?? [];
          if (files.length === 0) return;
          pending.set(phase, []);
          const lintStarted = performance.now();
          const complaints = validatePhase(phase, files);
          stats.lintMs += performance.now() - lintStarted;
          stats.validated += files.length;
          const invalid = new Set(
            [...complaints.matchAll(/^(.+) fails to validate$/gm)].map((match) => match[1] as string),
          );
          stats.invalid += invalid.size;
          if (complaints && invalid.size === 0) failures.push(`xmllint: ${complaints.slice(0, 500)}`);
          const errors = complaints
            .split("\n")
            .filter((l) => l.trim() && !/ (fails to validate|validates)$/.test(l));
          for (const line of errors.slice(0, 40)) failures.push(line.slice(0, 400));
        };
        for (const [index, file] of corpusFiles().entries()) {
          for (let n = 0; n < mutationsFor(file.bytes.length, file.path); n++) {
            const seed = index * 100_000 + n;
            const as85 = file.format === "GAEB DA XML" && file.phase === "86" && n % 3 === 2;
            const { bytes, applied } = mutateValues(as85 ? asPhase85(file.bytes) : file.bytes, seed);
            if (as85) applied.unshift("as85");
            const what = `${file.path} seed ${seed} (${applied.join("+")})`;
            stats.inputs += 1;
            const read = readGaeb({ name: file.name, bytes });
            if (!read.ok) continue;
            stats.read += 1;
            let written: ReturnType<typeof writeGaeb>;
            try {
              written = writeGaeb(read.value, { now: NOW });
            } catch (error) {
              failures.push(`${what}: writeGaeb threw ${String(error)}`);
              continue;
            }
            const internal = written.issues.find((issue) => issue.code === "internal_error");
            if (internal) failures.push(`${what}: internal_error ${internal.params?.detail}`);
            if (!written.ok) {
              stats.refused += 1;
              if (!written.issues.some((issue) => issue.severity === "error"))
                failures.push(`${what}: refused without an error issue`);
              continue;
            }
            stats.written += 1;
            const { phase } = written.value;
            phases.add(phase);
            const batch = pending.get(phase) ?? [];
            batch.push({ name: what, bytes: written.value.bytes });
            pending.set(phase, batch);
            if (batch.length >= BATCH) validate(phase);
          }
        }
        for (const phase of pending.keys()) validate(phase);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `\nwriter fuzz: ${stats.inputs} inputs in ${seconds} s, ${stats.read} read, ${stats.written} written and validated (${stats.validated}), ${stats.refused} refused, ${stats.invalid} invalid (xmllint ${(stats.lintMs / 1000).toFixed(1)} s); phases ${[...phases].sort().join(" ")}\n`,
        );
        expect(failures).toEqual([]);
        expect(stats.invalid).toBe(0);
        expect(stats.validated).toBe(stats.written);
        expect(stats.written).toBeGreaterThan(2000);
        expect(phases).toEqual(new Set(["80", "81", "82", "83", "84", "85", "86", "87", "89", "89B"]));
      },
      240_000 * SCALE,
    );
  },
);
