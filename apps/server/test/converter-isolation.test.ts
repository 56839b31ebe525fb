import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ConversionPool } from "../src/conversion/pool.js";
import { postJsonOver, startChildServer, uploadOver } from "./support/child-server.js";
import { corpusFile, smallGaeb } from "./support/harness.js";

const misbehaving = fileURLToPath(new URL("./fixtures/misbehaving-converter.mjs", import.meta.url));

describe("a converter that dies never takes the pool with it", () => {
  const pool = new ConversionPool({
    size: 1,
    timeoutMs: 3_000,
    memoryMb: 64,
    queueMax: 10,
    workerFile: misbehaving,
  });
  afterAll(() => pool.close());
  const convert = (name: string) => pool.convert(name, new Uint8Array([1, 2, 3]), "en");

  it.each([
    ["abort", "crashed"],
    ["segfault", "crashed"],
    ["exit", "crashed"],
    ["heap", "out_of_memory"],
    ["resident", "out_of_memory"],
    ["hang", "timeout"],
  ])(
    "a converter that meets %s ends that job as %s; the next job runs on a fresh converter",
    async (how, kind) => {
      expect((await convert(how)).kind).toBe(kind);
      expect(await convert("fine")).toEqual({
        kind: "converted",
        xlsx: new Uint8Array([80, 75]),
        warnings: 0,
      });
    },
  );

  it("names the signal of a converter that aborted", async () => {
    const outcome = await convert("abort");
    expect(outcome).toMatchObject({ kind: "crashed", detail: expect.stringContaining("SIGABRT") });
  });
});

describe("the real server survives a conversion that aborts its converter", () => {
  it("answers 422, stays up, and converts the next file", async () => {
    // 16 MB of heap is far too little for this 2.6 MB file: V8 aborts the converter with a fatal
    // out-of-memory error, for real, in the middle of the real core's work.
    const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-abort-"));
    const server = await startChildServer({
      DATA_DIR: dataDir,
      CONVERSION_WORKERS: "1",
      CONVERSION_MEMORY_MB: "16",
    });
    try {
      const fileKey = await uploadOver(
        server.url,
        "gross.X86",
        corpusFile("gaeb-samples/Musterdatei_3.1_2008-003.X86"),
      );
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
