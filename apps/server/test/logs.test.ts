import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../src/services.js";
import { corpusFile, smallGaeb, startTestApp, type TestApp } from "./support/harness.js";

/** The service's own logger at the given level, writing into a list instead of stdout. */
function capturedLogger(level: string) {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe("logs at info level", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Upload, convert, download and delete one file; returns its key. */
  const fullFlow = async (app: TestApp, name: string) => {
    const { fileKey, tokenId } = await app.convertFlow(name, corpusFile(smallGaeb.path));
    const { excel } = (await (await app.postJson("/api/downloads", { tokenId })).json()) as { excel: string };
    expect((await app.request(excel)).status).toBe(200);
    expect((await app.postJson("/api/deletions", { tokenId })).status).toBe(200);
    return fileKey;
  };

  it("name a file by a short hash of its key: never the key, never the file name", async () => {
    const { logger, lines } = capturedLogger("info");
    t = await startTestApp({ label: "embedded" }, { logger });
    const name = "Kita Sonnenschein Müller.X83";
    const fileKey = await fullFlow(t, name);

    const log = lines.join("");
    expect(log).toContain('"msg":"upload stored"');
    expect(log).toContain('"msg":"conversion done"');
    const hash = `key#${createHash("sha256").update(fileKey).digest("hex").slice(0, 8)}`;
    expect(log).toContain(hash);
    expect(log).not.toContain(fileKey);
    const random = /^\d+_([A-Za-z0-9_-]{22})_/.exec(fileKey)?.[1];
    expect(random).toHaveLength(22);
    expect(log).not.toContain(random);
    for (const word of ["Kita", "Sonnenschein", "Müller"]) expect(log).not.toContain(word);
  });

  it("give the name at debug level, for an operator looking into one case", async () => {
    const { logger, lines } = capturedLogger("debug");
    t = await startTestApp({ label: "embedded" }, { logger });
    await fullFlow(t, "Kita Sonnenschein Müller.X83");
    expect(lines.join("")).toContain("Kita Sonnenschein Müller.X83");
  });

  it("keep keys and names out of error reports, such as a file-system error's path", () => {
    const { logger, lines } = capturedLogger("info");
    const key = `1795630548673_${"aB-_".repeat(5)}xy_Kita Sonnenschein Müller.X83`;
    const error = Object.assign(new Error(`EACCES: permission denied, open '/data/uploads/${key}'`), {
      code: "EACCES",
      path: `/data/uploads/${key}`,
    });
    logger.error({ err: error }, "unhandled error");
    const log = lines.join("");
    expect(log).toContain(
      `open '/data/uploads/key#${createHash("sha256").update(key).digest("hex").slice(0, 8)}'`,
    );
    expect(log).toContain('"code":"EACCES"');
    for (const word of ["aB-_aB-_", "Kita", "Sonnenschein", "Müller"]) expect(log).not.toContain(word);
  });
});
