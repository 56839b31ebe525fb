import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ConversionPool } from "../src/conversion/pool.js";
import { postJsonOver, startChildServer, uploadOver } from "./support/child-server.js";
import {
  corpusFile,
  errorOf,
  heapOutgrowingGaeb,
  OUTGROWING_UPLOAD_LIMIT,
  smallGaeb,
  startTestApp,
} from "./support/harness.js";

/** Room for every job these tests queue: what they test is the converters, not the queue's limits. */
const roomy = {
  waitingMax: 10,
  waitingBytes: 1 << 30,
  perClientRunning: 1,
  perClientWaiting: 10,
  perClientBytes: 1 << 30,
};
const misbehaving = fileURLToPath(new URL("./fixtures/misbehaving-converter.mjs", import.meta.url));

describe("a converter that dies never takes the pool with it", () => {
  // A generous time limit: on a loaded machine even a crash can take a while; only "hang" should meet one.
  const pools = [20_000, 1_500].map(
    (timeoutMs) =>
      new ConversionPool({ ...roomy, size: 1, timeoutMs, memoryMb: 64, workerFile: misbehaving }),
  );
  const [pool, impatient] = pools as [ConversionPool, ConversionPool];
  afterAll(() => Promise.all(pools.map((each) => each.close())));
  const convert = (name: string, on = pool) => on.convert(name, new Uint8Array([1, 2, 3]), "en");
  const fine = { kind: "converted", bytes: new Uint8Array([80, 75]), warnings: 0, sheets: [], notes: [] };

  it.each([
    ["abort", "crashed"],
    ["segfault", "crashed"],
    ["exit", "crashed"],
    ["heap", "out_of_memory"],
    ["resident", "out_of_memory"],
  ])(
    "a converter that meets %s ends that job as %s; the next job runs on a fresh converter",
    async (how, kind) => {
      expect((await convert(how)).kind).toBe(kind);
      expect(await convert("fine")).toEqual(fine);
    },
  );

  it("stops a converter that hangs at the time limit; the next job runs on a fresh converter", async () => {
    expect((await convert("hang", impatient)).kind).toBe("timeout");
    expect(await convert("fine", impatient)).toEqual(fine);
  });

  it("names the signal of a converter that aborted", async () => {
    const outcome = await convert("abort");
    expect(outcome).toMatchObject({ kind: "crashed", detail: expect.stringContaining("SIGABRT") });
  });
});

describe("a converter that cannot start", () => {
  it("is restarted after pauses, then its jobs are answered as crashed instead of waiting forever", async () => {
    const pool = new ConversionPool({
      size: 1,
      timeoutMs: 3_000,
      memoryMb: 64,
      ...roomy,
      workerFile: path.join(tmpdir(), "no-such-converter.mjs"),
    });
    try {
      let started = performance.now();
      expect((await pool.convert("x", new Uint8Array([1]), "de")).kind).toBe("crashed");
      // Three failed starts with a pause before each restart: seconds, not a tight loop.
      expect(performance.now() - started).toBeGreaterThan(1_900);
      started = performance.now();
      expect((await pool.convert("y", new Uint8Array([1]), "de")).kind).toBe("crashed");
      expect(performance.now() - started).toBeLessThan(100);
    } finally {
      await pool.close();
    }
  });
});

describe("the real server survives a conversion that aborts its converter", () => {
  it("answers 422, stays up, and converts the next file", async () => {
    // 16 MB of heap is far too little for a long text of 24 MB: V8 aborts the converter with a fatal
    // out-of-memory error, for real, in the middle of the real core's work.
    const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-abort-"));
    const server = await startChildServer({
      DATA_DIR: dataDir,
      CONVERSION_WORKERS: "1",
      CONVERSION_MEMORY_MB: "16",
      MAX_UPLOAD_BYTES: OUTGROWING_UPLOAD_LIMIT,
    });
    try {
      const fileKey = await uploadOver(server.url, "gross.X86", heapOutgrowingGaeb(24));
      const aborted = await postJsonOver(server.url, "/api/conversions", { fileKey });
      expect(aborted.status).toBe(422);
      expect(((await aborted.json()) as { error: { code: string } }).error.code).toBe("conversion_too_large");
      expect(server.process.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const small = await uploadOver(server.url, smallGaeb.name, corpusFile(smallGaeb.path));
      const converted = await postJsonOver(server.url, "/api/conversions", { fileKey: small });
      expect(converted.status).toBe(200);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a fault of the converter itself", () => {
  it("answers 422 with a sentence for people and keeps the exception's text in the log", async () => {
    const t = await startTestApp({ label: "embedded" });
    try {
      const uploaded = await t.upload(smallGaeb.name, corpusFile(smallGaeb.path));
      const { fileKey } = (await uploaded.json()) as { fileKey: string };
      for (const issueCode of ["internal_error", "converter_exception"]) {
        t.services.pool.submit = async () => ({
          kind: "rejected",
          issueCode,
          message: "RangeError: Invalid string length",
        });
        const response = await t.postJson("/api/conversions", { fileKey }, { "accept-language": "de" });
        expect(response.status).toBe(422);
        expect(await errorOf(response)).toEqual({
          code: "conversion_failed",
          message:
            "Der Umwandler ist unerwartet abgebrochen. Bitte versuchen Sie es noch einmal oder wenden Sie sich an uns.",
        });
      }
    } finally {
      await t.close();
    }
  });
});
