import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "./support/child-server.js";
import { corpusFile, smallGaeb } from "./support/harness.js";

const boundary = "----gaeb-test-boundary";

function multipartBody(name: string, bytes: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/xml\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** Sends raw bytes as an upload over a real socket and ends the request there, whatever the bytes are. */
function sendRaw(base: string, body: Buffer): Promise<{ status: number; code?: string }> {
  const url = new URL("/api/uploads", base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": body.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
          } catch {
            code = undefined;
          }
          resolve({ status: response.statusCode ?? 0, ...(code ? { code } : {}) });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The file padded with trailing blank lines (still the same GAEB document) to exactly `size` bytes. */
function paddedTo(bytes: Uint8Array, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length, "\n")]);
}

describe("multipart uploads over a real socket", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-multipart-"));
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChildServer({
      DATA_DIR: dataDir,
      CONVERSION_WORKERS: "1",
      RATE_LIMIT_API: "100000",
      RATE_LIMIT_UPLOADS: "100000",
    });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 400 for a body that ends inside the file part, and keeps running", async () => {
    const truncated = Buffer.from(
      `--X\r\nContent-Disposition: form-data; name="file"; filename="a.x83"\r\n\r\n<?xml version="1.0"?><GAEB>`,
    );
    const url = new URL("/api/uploads", server.url);
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=X" },
      body: truncated,
    });
    expect(response.status).toBe(400);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers every cut of a valid body with a 4xx, never ending the process", async () => {
    const body = multipartBody(smallGaeb.name, corpusFile(smallGaeb.path));
    // Every byte of the part header and the closing boundary, and a stride through the file itself.
    const cuts = new Set<number>();
    for (let at = 0; at < 200; at++) cuts.add(at);
    for (let at = 200; at < body.length - 60; at += 97) cuts.add(at);
    for (let at = body.length - 60; at < body.length; at++) cuts.add(at);
    // Past the closing delimiter only its optional line break is missing: the body is complete.
    const complete = body.length - 2;
    for (const at of cuts) {
      const { status } = await sendRaw(server.url, body.subarray(0, at));
      if (at >= complete) expect(status, `cut at byte ${at}`).toBe(201);
      else expect([400, 415], `cut at byte ${at}`).toContain(status);
    }
    expect(server.process.exitCode).toBeNull();
    expect((await sendRaw(server.url, body)).status).toBe(201);
  });

  it("takes a file of exactly the limit (5 MiB) and refuses one byte more with 413", async () => {
    const limit = 5 * 1024 * 1024;
    const exact = await sendRaw(
      server.url,
      multipartBody("genau.X83", paddedTo(corpusFile(smallGaeb.path), limit)),
    );
    expect(exact.status).toBe(201);
    const over = await sendRaw(
      server.url,
      multipartBody("zu-gross.X83", paddedTo(corpusFile(smallGaeb.path), limit + 1)),
    );
    expect(over).toEqual({ status: 413, code: "file_too_large" });
  });
});
