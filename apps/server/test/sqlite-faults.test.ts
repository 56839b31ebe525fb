import { rmSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type TestApp } from "./support/harness.js";

const consent = { termsAccepted: true, dataProcessingAccepted: false, fileIdentifier: "x" };
const databaseFile = (t: TestApp) => path.join(t.dataDir, "gaeb2xlsx.sqlite");

/**
 * Asks /healthz every 50 ms until `until` settles; returns the longest gap between two answers in ms. A gap, not
 * a response time: a blocked event loop delays the next round, whichever request happened to be running.
 */
async function longestHealthzGap(t: TestApp, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  let longest = 0;
  let last = performance.now();
  for (;;) {
    expect((await t.request("/healthz")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (done) return longest;
  }
}

/** The request, sent once the /healthz rounds have begun. */
function later<T>(send: () => T | Promise<T>): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 120)).then(send);
}

describe("the SQLite file locked by another process", () => {
  let t: TestApp | undefined;
  let holder: BetterSqlite3.Database | undefined;
  afterEach(async () => {
    if (holder?.inTransaction) holder.exec("ROLLBACK");
    holder?.close();
    await t?.close();
  });

  it("waits for the lock without stalling /healthz, then stores the consent", async () => {
    const app = await startTestApp({ label: "embedded" });
    t = app;
    holder = new BetterSqlite3(databaseFile(app));
    holder.exec("BEGIN EXCLUSIVE");
    const release = setTimeout(() => holder?.exec("COMMIT"), 1000);
    const pending = later(() => app.postJson("/api/consents", consent));
    const slowest = await longestHealthzGap(app, pending);
    clearTimeout(release);
    expect((await pending).status).toBe(201);
    expect(slowest).toBeLessThan(300);
  });

  it("answers 503 when the lock is held for longer than it waits, and /healthz stays quick", async () => {
    const app = await startTestApp({ label: "embedded" });
    t = app;
    holder = new BetterSqlite3(databaseFile(app));
    holder.exec("BEGIN EXCLUSIVE");
    const started = performance.now();
    const pending = later(() => app.postJson("/api/consents", consent));
    const slowest = await longestHealthzGap(app, pending);
    const response = await pending;
    expect([response.status, (await errorOf(response)).code]).toEqual([503, "unavailable"]);
    expect(performance.now() - started).toBeGreaterThan(4600);
    expect(slowest).toBeLessThan(300);
    holder.exec("COMMIT");
    expect((await app.postJson("/api/consents", consent)).status).toBe(201);
  });
});

describe("the SQLite file deleted while the server runs", () => {
  it("is noticed: not ready, and requests that need the database answer 503 instead of writing into a lost file", async () => {
    const t = await startTestApp({ label: "embedded" });
    try {
      expect((await t.postJson("/api/consents", consent)).status).toBe(201);
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${databaseFile(t)}${suffix}`, { force: true });
      const ready = await t.request("/readyz");
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { checks: { database: string } };
      expect(body.checks.database).toContain("was deleted or replaced while the server was running");
      const refused = await t.postJson("/api/consents", consent);
      expect([refused.status, (await errorOf(refused)).code]).toEqual([503, "unavailable"]);
    } finally {
      await t.close();
    }
  });
});
