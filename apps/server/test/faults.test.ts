import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sweep } from "../src/sweeper.js";
import { postgresAvailable, useProductionBackends } from "./support/backends.js";
import { postJsonOver, startChildServer, uploadOver } from "./support/child-server.js";
import {
  corpusFile,
  errorOf,
  hour,
  manualClock,
  smallGaeb,
  startTestApp,
  storedKeys,
} from "./support/harness.js";

const bigGaeb = corpusFile("gaeb-samples/Musterdatei_3.1_2008-003.X86");

describe("kill -9 during a conversion", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-kill-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("restarts cleanly, and the sweep leaves nothing orphaned", async () => {
    const first = await startChildServer({ DATA_DIR: dataDir, CONVERSION_WORKERS: "1" });
    const fileKey = await uploadOver(first.url, "gross.X86", bigGaeb);
    const started = first.waitForLog("conversion started");
    const pending = postJsonOver(first.url, "/api/conversions", { fileKey }).catch((error: unknown) => error);
    await started;
    await first.kill9();
    expect(await pending).toBeInstanceOf(Error);

    // A crash mid-write leaves a half file and possibly a result nobody recorded.
    const now = Date.now();
    writeFileSync(path.join(dataDir, "gaeb-files", "uploads", `${now}_x.X83.abc123.partial`), "<GAEB");
    writeFileSync(path.join(dataDir, "gaeb-files", "results", `${now}_orphan.xlsx`), "PK");

    const second = await startChildServer({ DATA_DIR: dataDir, CONVERSION_WORKERS: "1" });
    try {
      await second.waitForLog("sweep finished");
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      const retried = await postJsonOver(second.url, "/api/conversions", { fileKey });
      expect(retried.status).toBe(200);
    } finally {
      await second.stop();
    }

    const clock = manualClock(Date.now() + 25 * hour);
    const inspector = await startTestApp({ label: "embedded" }, { dataDir, clock });
    try {
      const report = await sweep({ ...inspector.services, clock, retentionHours: 24 });
      // The two planted files, plus a result the killed process may have written before recording it.
      expect(report.deletedOrphans).toBeGreaterThanOrEqual(2);
      expect(await storedKeys(inspector)).toEqual([]);
      expect([...(await inspector.services.db.referencedKeys())]).toEqual([]);
    } finally {
      await inspector.close();
    }
  });
});

describe.skipIf(!postgresAvailable())("database or storage unreachable", () => {
  const backends = useProductionBackends();

  it("answers 503 while PostgreSQL is down and recovers when it returns", async () => {
    const t = await startTestApp({
      label: "pg",
      databaseUrl: backends.postgres?.url ?? "",
      storageUrl: backends.s3.url,
    });
    try {
      const consent = { termsAccepted: true, dataProcessingAccepted: false, fileIdentifier: "x" };
      expect((await t.postJson("/api/consents", consent)).status).toBe(201);
      backends.postgres?.stop();
      const down = await t.postJson("/api/consents", consent, { "accept-language": "de" });
      expect(down.status).toBe(503);
      expect((await errorOf(down)).code).toBe("unavailable");
      expect((await t.request("/readyz")).status).toBe(503);
      expect((await t.request("/healthz")).status).toBe(200);
      backends.postgres?.start();
      expect((await t.postJson("/api/consents", consent)).status).toBe(201);
      expect((await t.request("/readyz")).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("answers 503 while S3 is down and recovers when it returns", async () => {
    const t = await startTestApp({
      label: "pg",
      databaseUrl: backends.postgres?.url ?? "",
      storageUrl: backends.s3.url,
    });
    try {
      const bytes = corpusFile(smallGaeb.path);
      const { tokenId } = await t.convertFlow(smallGaeb.name, bytes);
      await backends.s3.stop();
      const upload = await t.upload(smallGaeb.name, bytes);
      expect([upload.status, (await errorOf(upload)).code]).toEqual([503, "unavailable"]);
      expect((await t.request("/readyz")).status).toBe(503);
      await backends.s3.start();
      expect((await t.upload(smallGaeb.name, bytes)).status).toBe(201);
      const { excel } = (await (await t.postJson("/api/downloads", { tokenId })).json()) as { excel: string };
      expect((await t.request(excel)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
