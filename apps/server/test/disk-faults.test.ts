import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { corpusFile, errorOf, smallGaeb, startTestApp, type TestApp } from "./support/harness.js";
import { mountSmallDisk, type SmallDisk, smallDiskAvailable } from "./support/small-disk.js";

const mainFile = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const small = corpusFile(smallGaeb.path);
const consent = { termsAccepted: true, dataProcessingAccepted: false, fileIdentifier: "x" };

/** Every file below the storage folders: nothing half-written (`.partial`) may stay behind. */
function storedFiles(dataDir: string): string[] {
  return ["uploads", "results"].flatMap((prefix) =>
    readdirSync(path.join(dataDir, "gaeb-files", prefix)).map((name) => `${prefix}/${name}`),
  );
}

async function uploadKey(t: TestApp): Promise<string> {
  const response = await t.upload(smallGaeb.name, small);
  expect(response.status).toBe(201);
  return ((await response.json()) as { fileKey: string }).fileKey;
}

describe.skipIf(!smallDiskAvailable())("a real disk that is full or read-only", () => {
  let disk: SmallDisk | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    disk?.unmount();
    t = undefined;
    disk = undefined;
  });

  it("answers 503 with a message while the disk is full, leaves no half file, reports not ready, and recovers", async () => {
    disk = mountSmallDisk(2048);
    t = await startTestApp({ label: "embedded" }, { dataDir: disk.folder });
    const fileKey = await uploadKey(t);
    const before = storedFiles(disk.folder);
    disk.fill();

    const upload = await t.upload(smallGaeb.name, small, { "accept-language": "de" });
    expect(upload.status).toBe(503);
    expect(upload.headers.get("retry-after")).toBe("60");
    expect(await errorOf(upload)).toEqual({
      code: "storage_unwritable",
      message:
        "Der Server kann gerade nichts speichern (Speicher voll oder schreibgeschützt); es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
    const conversion = await t.postJson("/api/conversions", { fileKey });
    expect([conversion.status, (await errorOf(conversion)).code]).toEqual([503, "storage_unwritable"]);
    // A consent is a few bytes in SQLite's log, which may still have room: stored or refused, never a 500.
    const consented = await t.postJson("/api/consents", consent);
    if (consented.status !== 201) {
      expect([consented.status, (await errorOf(consented)).code]).toEqual([503, "storage_unwritable"]);
    }
    expect(storedFiles(disk.folder)).toEqual(before);
    const ready = await t.request("/readyz");
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { storage: string } }).checks.storage).toMatch(/ENOSPC/);

    disk.free();
    expect((await t.request("/readyz")).status).toBe(200);
    expect((await t.postJson("/api/conversions", { fileKey })).status).toBe(200);
  });

  it("answers 503 while the file store is read-only, and reports not ready", async () => {
    // Only the store: a file system with SQLite's files open for writing cannot be switched to read-only.
    const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-ro-store-"));
    disk = mountSmallDisk(4096, path.join(dataDir, "gaeb-files"));
    t = await startTestApp({ label: "embedded" }, { dataDir });
    const fileKey = await uploadKey(t);
    disk.readOnly(true);
    try {
      const upload = await t.upload(smallGaeb.name, small);
      expect([upload.status, (await errorOf(upload)).code]).toEqual([503, "storage_unwritable"]);
      const conversion = await t.postJson("/api/conversions", { fileKey });
      expect([conversion.status, (await errorOf(conversion)).code]).toEqual([503, "storage_unwritable"]);
      expect((await t.postJson("/api/consents", consent)).status).toBe(201);
      const ready = await t.request("/readyz");
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: { storage: string } }).checks.storage).toMatch(/EROFS/);
    } finally {
      disk.readOnly(false);
    }
    expect((await t.request("/readyz")).status).toBe(200);
    expect((await t.postJson("/api/conversions", { fileKey })).status).toBe(200);
    await t.close();
    t = undefined;
    disk.unmount();
    disk = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to start on a read-only data folder and says why", () => {
    disk = mountSmallDisk(256);
    disk.readOnly(true);
    for (const dataDir of [disk.folder, path.join(disk.folder, "sub")]) {
      const started = spawnSync(process.execPath, [mainFile], {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain(`${dataDir} cannot be written: the file system is read-only`);
      expect(started.stderr).not.toContain("ENOENT");
    }
    disk.readOnly(false);
  });
});

describe("an injected storage fault", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("maps a full store to 503 storage_unwritable for uploads and conversions", async () => {
    const t = await startTestApp({ label: "embedded" });
    apps.push(t);
    const fileKey = await uploadKey(t);
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    t.services.storage.put = async () => {
      throw full;
    };
    const upload = await t.upload(smallGaeb.name, small);
    expect([upload.status, (await errorOf(upload)).code]).toEqual([503, "storage_unwritable"]);
    const conversion = await t.postJson("/api/conversions", { fileKey });
    expect([conversion.status, (await errorOf(conversion)).code]).toEqual([503, "storage_unwritable"]);
    // The upload's record was taken back with its failed object, so nothing points at a missing file.
    expect((await t.services.db.referencedKeys()).size).toBe(1);
  });
});
