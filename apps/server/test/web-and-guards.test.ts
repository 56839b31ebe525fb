import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeSmtp } from "./support/fake-smtp.js";
import { corpusFile, errorOf, manualClock, startTestApp, type TestApp } from "./support/harness.js";

describe("website files", () => {
  const site = mkdtempSync(path.join(tmpdir(), "gaeb-web-"));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(path.join(site, "de", "faq"), { recursive: true });
    mkdirSync(path.join(site, "assets"), { recursive: true });
    writeFileSync(path.join(site, "index.html"), "<h1>Start</h1>");
    writeFileSync(path.join(site, "de", "faq", "index.html"), "<h1>FAQ</h1>");
    writeFileSync(path.join(site, "404.html"), "<h1>Nicht gefunden</h1>");
    mkdirSync(path.join(site, "en"), { recursive: true });
    writeFileSync(path.join(site, "en", "404.html"), "<h1>Not found</h1>");
    writeFileSync(path.join(site, "assets", "app-1a2b3c.js"), "console.log(1)");
    writeFileSync(path.join(site, "robots.txt"), "User-agent: *");
    t = await startTestApp({ label: "embedded" }, { env: { WEB_DIST: site } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("serves the exact file, then <path>/index.html, then 404.html with status 404", async () => {
    const root = await t.request("/");
    expect([root.status, await root.text(), root.headers.get("cache-control")]).toEqual([
      200,
      "<h1>Start</h1>",
      "no-cache",
    ]);
    for (const url of ["/de/faq", "/de/faq/"]) {
      const faq = await t.request(url);
      expect([faq.status, await faq.text()]).toEqual([200, "<h1>FAQ</h1>"]);
      expect(faq.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
    const asset = await t.request("/assets/app-1a2b3c.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await (await t.request("/robots.txt")).text()).toBe("User-agent: *");
    const missing = await t.request("/de/nowhere");
    expect([missing.status, await missing.text()]).toEqual([404, "<h1>Nicht gefunden</h1>"]);
    expect(missing.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("answers unknown paths with the 404 page of their first folder, else the site's", async () => {
    for (const url of ["/en/nowhere", "/en/a/b/c"]) {
      const response = await t.request(url);
      expect([url, response.status, await response.text()]).toEqual([url, 404, "<h1>Not found</h1>"]);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
    const head = await t.request("/en/nowhere", { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([
      404,
      String("<h1>Not found</h1>".length),
    ]);
    for (const url of ["/de/faq/nowhere", "/nowhere", "/robots.txt/x", "/assets/gone-1a2b3c.js"]) {
      const response = await t.request(url);
      expect([url, response.status, await response.text()]).toEqual([url, 404, "<h1>Nicht gefunden</h1>"]);
    }
  });

  it("compresses text files for clients that accept it, brotli first", async () => {
    const page = "<h1>FAQ</h1>".repeat(200);
    writeFileSync(path.join(site, "de", "faq", "index.html"), page);
    const br = await t.request("/de/faq", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect([br.status, br.headers.get("content-encoding"), br.headers.get("vary")]).toEqual([
      200,
      "br",
      "Accept-Encoding",
    ]);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);
    const gz = await t.request("/de/faq", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const plain = await t.request("/de/faq");
    expect([plain.headers.get("content-encoding"), await plain.text()]).toEqual([null, page]);
    writeFileSync(path.join(site, "de", "faq", "index.html"), "<h1>FAQ</h1>");
  });

  it("never leaves the site folder and keeps /api answers as JSON", async () => {
    for (const url of ["/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/de/../../x"]) {
      const response = await t.request(url);
      expect([url, response.status, await response.text()]).toEqual([url, 404, "<h1>Nicht gefunden</h1>"]);
    }
    const api = await t.request("/api/nothing-here");
    expect([api.status, (await errorOf(api)).code]).toEqual([404, "not_found"]);
  });
});

describe("blocklist, CORS, HSTS and conversion time limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { label: "embedded" },
      {
        env: {
          BLOCKLIST: "192.0.2.0/24,2001:db8::1",
          CORS_ORIGINS: "https://partner.example",
          HSTS: "true",
          CONVERSION_TIMEOUT_MS: "1",
        },
      },
    );
  });
  afterAll(() => t.close());

  it("answers blocked clients 403 with a message, others normally", async () => {
    for (const address of ["192.0.2.77", "::ffff:192.0.2.5", "2001:db8::1"]) {
      const response = await t.request("/api/openapi.json", {}, address);
      expect([address, response.status, (await errorOf(response)).code]).toEqual([address, 403, "blocked"]);
    }
    expect((await t.request("/api/openapi.json", {}, "198.51.100.1")).status).toBe(200);
  });

  it("allows only the configured origin and sends HSTS when configured", async () => {
    const allowed = await t.request("/api/openapi.json", { headers: { origin: "https://partner.example" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(allowed.headers.get("strict-transport-security")).toContain("max-age=");
    const other = await t.request("/api/openapi.json", { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("stops a conversion at the time limit with 422", async () => {
    const { fileKey } = (await (
      await t.upload("gross.X86", corpusFile("gaeb-samples/Musterdatei_3.1_2008-003.X86"))
    ).json()) as { fileKey: string };
    // A job waits for a converter at most the time limit too: this one must find its converter loaded.
    await vi.waitFor(() => expect(t.services.pool.idleConverters).toBe(1), { timeout: 20_000 });
    const response = await t.postJson("/api/conversions", { fileKey }, { "accept-language": "en" });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({
      code: "conversion_timeout",
      message:
        "The conversion took longer than 1 second and was stopped. Please split the file or contact us.",
    });
  });
});

describe("contact relay and limits", () => {
  const received: string[] = [];
  let smtp: { server: Server; port: number };
  let t: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtp(received);
    t = await startTestApp(
      { label: "embedded" },
      {
        // A frozen clock keeps all three messages in one rate-limit window.
        clock: manualClock(),
        env: {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          CONTACT_TO: "operator@example.org",
          RATE_LIMIT_CONTACT: "2",
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    smtp.server.close();
  });

  it("relays a stored message by SMTP and marks it relayed; the third message in a window is refused", async () => {
    const message = {
      name: "Ada",
      email: "ada@example.org",
      subject: "general",
      message: "Gibt es eine API?",
    };
    const first = await t.postJson("/api/contact", message);
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as { data: { id: string } };
    for (let i = 0; i < 100 && !(await t.services.db.listContacts(5)).some((c) => c.relayed); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await t.services.db.listContacts(5)).find((c) => c.id === data.id)?.relayed).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Gibt es eine API?");
    expect(received[0]).toMatch(/Reply-To: Ada <ada@example.org>/);
    expect((await t.postJson("/api/contact", message)).status).toBe(201);
    const third = await t.postJson("/api/contact", message);
    expect([third.status, (await errorOf(third)).code]).toEqual([429, "rate_limited"]);
  });
});
