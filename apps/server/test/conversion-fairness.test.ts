import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ConversionPool, type ConversionTicket, type PoolOptions } from "../src/conversion/pool.js";
import type { ConversionOutcome } from "../src/conversion/protocol.js";

// A stand-in converter: "slow:800" holds its converter 800 ms, then answers like a fine conversion.
const converter = fileURLToPath(new URL("./fixtures/misbehaving-converter.mjs", import.meta.url));

const pools: ConversionPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function startPool(options: Partial<PoolOptions> = {}): ConversionPool {
  const pool = new ConversionPool({
    size: 2,
    timeoutMs: 20_000,
    memoryMb: 64,
    perClientRunning: 1,
    perClientWaiting: 2,
    perClientBytes: 1 << 30,
    waitingMax: 50,
    waitingBytes: 1 << 30,
    workerFile: converter,
    ...options,
  });
  pools.push(pool);
  return pool;
}

/** A job of `client` named `name` (see the stand-in converter), counting when its inputs are read. */
function ticket(client: string, name: string, loads: string[], signal?: AbortSignal): ConversionTicket {
  return {
    client,
    bytes: 1000,
    ...(signal ? { signal } : {}),
    load: async () => {
      loads.push(name);
      return { files: [{ name, bytes: new Uint8Array(1000) }], lang: "de" };
    },
  };
}

/** Resolves with the outcome and how long after `since` it came. */
async function timed(outcome: Promise<ConversionOutcome>, since: number) {
  const result = await outcome;
  return { kind: result.kind, result, ms: performance.now() - since };
}

/** Both converters loaded: a first job through each. */
async function warm(pool: ConversionPool): Promise<void> {
  await Promise.all(["w1", "w2"].map((client) => pool.submit(ticket(client, "fine", []))));
}

describe("one client's flood does not hold another's conversion", () => {
  it("refuses a flood past a few jobs at once, and another client's job runs at once on the converter kept free", async () => {
    const pool = startPool();
    await warm(pool);
    const loads: string[] = [];
    const t0 = performance.now();
    const flood = Array.from({ length: 10 }, () =>
      timed(pool.submit(ticket("flooder", "slow:1500", loads)), t0),
    );
    const refused = (await Promise.all(flood.slice(3))).map((each) => each.result);
    // Refused at once, with when to come back, and the client's own count of jobs.
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ kind: "refused", scope: "client", running: 1, waiting: 2 });
      expect(outcome.kind === "refused" && outcome.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Waiting jobs hold no file: only the running one was read.
    expect(loads).toEqual(["slow:1500"]);

    const other = await timed(pool.submit(ticket("other", "fine", loads)), t0);
    expect(other.kind).toBe("converted");
    const admitted = await Promise.all(flood.slice(0, 3));
    // The other client did not wait for the flooder's first job (1.5 s) to end.
    expect(other.ms).toBeLessThan(admitted[0]?.ms ?? 0);
    expect(admitted.map((each) => each.kind)).toEqual(["converted", "converted", "converted"]);
    // One at a time: the flooder's jobs ran one after another, never both converters at once.
    expect(admitted[2]?.ms).toBeGreaterThan(4_000);
  }, 20_000);

  it("takes waiting jobs round-robin by client", async () => {
    const pool = startPool({ size: 1, perClientWaiting: 5 });
    await pool.submit(ticket("warm", "fine", []));
    const loads: string[] = [];
    const done: string[] = [];
    const submit = (client: string, name: string) =>
      pool.submit(ticket(client, name, loads)).then(() => done.push(`${client}:${name}`));
    const all = [
      submit("a", "slow:300"),
      submit("a", "slow:50"),
      submit("a", "slow:51"),
      submit("b", "slow:52"),
      submit("c", "slow:53"),
    ];
    await Promise.all(all);
    expect(done).toEqual(["a:slow:300", "b:slow:52", "c:slow:53", "a:slow:50", "a:slow:51"]);
  }, 20_000);
});

describe("the time limit counts from queueing", () => {
  it("answers a job no converter takes within the time limit as expired, without reading it", async () => {
    const pool = startPool({ size: 1, timeoutMs: 1_000 });
    await pool.submit(ticket("warm", "fine", []));
    const loads: string[] = [];
    const t0 = performance.now();
    const first = pool.submit(ticket("a", "slow:700", loads));
    const second = pool.submit(ticket("b", "slow:700", loads));
    const third = timed(pool.submit(ticket("c", "fine", loads)), t0);
    expect((await third).result).toMatchObject({ kind: "expired" });
    expect((await third).ms).toBeLessThan(1_500);
    expect((await first).kind).toBe("converted");
    expect((await second).kind).toBe("converted");
    expect(loads).not.toContain("fine");
  }, 20_000);
});

describe("a client that leaves", () => {
  it("drops its waiting job at once and never reads its files", async () => {
    const pool = startPool({ size: 1 });
    await pool.submit(ticket("warm", "fine", []));
    const loads: string[] = [];
    const running = pool.submit(ticket("a", "slow:800", loads));
    const leaving = new AbortController();
    const t0 = performance.now();
    const waiting = timed(pool.submit(ticket("b", "slow:10", loads, leaving.signal)), t0);
    setTimeout(() => leaving.abort(), 100);
    expect((await waiting).kind).toBe("abandoned");
    expect((await waiting).ms).toBeLessThan(600);
    expect((await running).kind).toBe("converted");
    expect(loads).toEqual(["slow:800"]);
    // Its room is free again: the same client may queue.
    expect((await pool.submit(ticket("b", "fine", loads))).kind).toBe("converted");
  }, 20_000);

  it("answers a job whose inputs cannot be read any more with the reader's error, and frees the converter", async () => {
    const pool = startPool({ size: 1 });
    const gone = new Error("deleted meanwhile");
    const outcome = await pool.submit({ client: "a", bytes: 1, load: () => Promise.reject(gone) });
    expect(outcome).toEqual({ kind: "unloadable", error: gone });
    expect((await pool.submit(ticket("a", "fine", []))).kind).toBe("converted");
  }, 20_000);
});
