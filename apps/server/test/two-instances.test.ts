import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable, useProductionBackends } from "./support/backends.js";
import { type ChildServer, postJsonOver, startChildServer, uploadOver } from "./support/child-server.js";
import { corpusFile, manualClock, smallGaeb, startTestApp } from "./support/harness.js";

/** Two server processes sharing one database and one storage, as behind a load balancer. */
async function flowAcross(a: ChildServer, b: ChildServer) {
  const bytes = corpusFile(smallGaeb.path);
  const fileKey = await uploadOver(a.url, "Los 1.X83", bytes);
  const converted = await postJsonOver(b.url, "/api/conversions", { fileKey });
  expect(converted.status).toBe(200);
  const { data } = (await converted.json()) as { data: { token_id: string; excel_filename: string } };
  expect(data.excel_filename).toBe("Los 1.xlsx");
  const link = await postJsonOver(a.url, "/api/downloads", { tokenId: data.token_id });
  expect(link.status).toBe(200);
  const { excel } = (await link.json()) as { excel: string };
  for (const base of [a.url, b.url]) {
    const file = await fetch(`${base}${excel}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("Los 1.xlsx");
    const bytesOut = new Uint8Array(await file.arrayBuffer());
    expect([...bytesOut.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  }
}

describe("two instances on one machine (SQLite + shared folder)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-two-"));
  let a: ChildServer;
  let b: ChildServer;
  beforeAll(async () => {
    a = await startChildServer({ DATA_DIR: dataDir, CONVERSION_WORKERS: "1" });
    b = await startChildServer({ DATA_DIR: dataDir, CONVERSION_WORKERS: "1" });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  it("uploads on A, converts on B, downloads through A (and B)", () => flowAcross(a, b));

  it("answers an oversized upload over a real socket with 413 before reading it all", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(40 * 1024 * 1024)]), "riesig.x83");
    const declared = await fetch(`${a.url}/api/uploads`, { method: "POST", body: form });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { code: string } }).error.code).toBe("file_too_large");

    // Without a Content-Length the limit is enforced while streaming.
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="endlos.x83"\r\n\r\n',
          ),
        );
      },
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 200 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${a.url}/api/uploads`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(100 * 1024 * 1024);
  });
});

describe.skipIf(!postgresAvailable())("two instances behind a load balancer (PostgreSQL + S3)", () => {
  const dataA = mkdtempSync(path.join(tmpdir(), "gaeb-a-"));
  const dataB = mkdtempSync(path.join(tmpdir(), "gaeb-b-"));
  const backends = useProductionBackends();
  let a: ChildServer;
  let b: ChildServer;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: backends.postgres?.url ?? "",
      STORAGE_URL: backends.s3.url,
      CONVERSION_WORKERS: "1",
    };
    a = await startChildServer({ ...env, DATA_DIR: dataA });
    b = await startChildServer({ ...env, DATA_DIR: dataB });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    rmSync(dataA, { recursive: true, force: true });
    rmSync(dataB, { recursive: true, force: true });
  });

  it("uploads on A, converts on B, downloads through A (and B)", () => flowAcross(a, b));

  it("counts rate limits across instances", async () => {
    const env = { RATE_LIMIT_API: "4" };
    const backend = { label: "pg", databaseUrl: backends.postgres?.url ?? "", storageUrl: backends.s3.url };
    // One frozen clock, so the test never straddles a rate-limit window boundary.
    const clock = manualClock(Date.UTC(2026, 2, 1, 10, 0, 30));
    const first = await startTestApp(backend, { env, clock });
    const second = await startTestApp(backend, { env, clock });
    try {
      const address = "198.51.100.23";
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const instance = i % 2 === 0 ? first : second;
        statuses.push((await instance.request("/api/openapi.json", {}, address)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      const limited = await second.request("/api/openapi.json", {}, address);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await first.request("/api/openapi.json", {}, "198.51.100.24")).status).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
