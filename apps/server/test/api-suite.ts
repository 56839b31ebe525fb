import { randomBytes } from "node:crypto";
import { convertToXlsx, formatIssue } from "gaeb2xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweep } from "../src/sweeper.js";
import { hashToken } from "../src/tokens.js";
import {
  type BackendLocation,
  corpusFile,
  errorOf,
  hour,
  manualClock,
  smallGaeb,
  startTestApp,
  storedKeys,
  type TestApp,
} from "./support/harness.js";

/**
 * The API contract, run once per adapter pair (SQLite + folder, PostgreSQL + S3) so both behave the same.
 * `backend` is called in beforeAll and may start servers.
 */
export function defineApiSuite(label: string, backend: () => BackendLocation) {
  describe(`API on ${label}`, () => {
    const clock = manualClock();
    let t: TestApp;
    const small = corpusFile(smallGaeb.path);

    beforeAll(async () => {
      t = await startTestApp(backend(), { clock, env: { RATE_LIMIT_CONTACT: "100" } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("runs the full flow: upload, consent, convert, signed download of the xlsx", async () => {
      const uploaded = await t.upload("Angebot Süd.X83", small);
      expect(uploaded.status).toBe(201);
      const { fileKey } = (await uploaded.json()) as { fileKey: string };
      expect(fileKey).toMatch(new RegExp(`^${clock()}_[A-Za-z0-9_-]{22}_Angebot Süd\\.X83$`));

      const consent = await t.postJson("/api/consents", {
        termsAccepted: true,
        dataProcessingAccepted: true,
        fileIdentifier: fileKey,
      });
      expect(consent.status).toBe(201);
      expect(((await consent.json()) as { consent_id: string }).consent_id).toMatch(/^[0-9a-f-]{36}$/);

      const converted = await t.postJson("/api/conversions", { fileKey });
      expect(converted.status).toBe(200);
      const conversion = (await converted.json()) as {
        success: boolean;
        data: { token_id: string; excel_filename: string };
      };
      expect(conversion.success).toBe(true);
      expect(conversion.data.excel_filename).toBe("Angebot Süd.xlsx");
      expect(conversion.data.token_id).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const download = await t.postJson("/api/downloads", { tokenId: conversion.data.token_id });
      expect(download.status).toBe(200);
      const { excel } = (await download.json()) as { excel: string };
      expect(excel).toMatch(/^\/api\/files\/[A-Za-z0-9_.-]+$/);
      expect(excel).not.toContain(conversion.data.token_id);

      const file = await t.request(excel);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(file.headers.get("cache-control")).toBe("no-store");
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="Angebot S_d.xlsx"; filename*=UTF-8''Angebot%20S%C3%BCd.xlsx`,
      );
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
      const token = await t.services.db.getToken(hashToken(conversion.data.token_id));
      const stored = await t.services.storage.get(token?.resultKey ?? "results/missing");
      expect(stored && Buffer.compare(Buffer.from(stored), Buffer.from(bytes))).toBe(0);
      expect(file.headers.get("content-length")).toBe(String(bytes.byteLength));
    });

    it("never overwrites: the same name in the same millisecond gets its own random key", async () => {
      const first = (await (await t.upload("same.x83", small)).json()) as { fileKey: string };
      const second = (await (await t.upload("same.x83", small)).json()) as { fileKey: string };
      expect(first.fileKey).toMatch(new RegExp(`^${clock()}_[A-Za-z0-9_-]{22}_same\\.x83$`));
      expect(second.fileKey).toMatch(new RegExp(`^${clock()}_[A-Za-z0-9_-]{22}_same\\.x83$`));
      expect(second.fileKey).not.toBe(first.fileKey);
    });

    it("sanitises names: no path, no control characters", async () => {
      const response = await t.upload("..\\..\\etc\\evil\u202e.x83", small);
      expect(response.status).toBe(201);
      const { fileKey } = (await response.json()) as { fileKey: string };
      expect(fileKey).toMatch(new RegExp(`^${clock()}_[A-Za-z0-9_-]{22}_evil\\.x83$`));
    });

    it("rejects hostile and wrong files, each with its own code", async () => {
      const cases: Array<[string, Uint8Array, number, string]> = [
        ["big.x83", new Uint8Array(5 * 1024 * 1024 + 1).fill(0x20), 413, "file_too_large"],
        ["Angebot.pdf", small, 415, "unsupported_file_type"],
        ["leer.x83", new Uint8Array(0), 400, "empty_file"],
        ["junk.x83", new Uint8Array(randomBytes(4096)), 415, "not_gaeb"],
        ["lv.x83", new TextEncoder().encode(entityBomb), 415, "xml_dtd_forbidden"],
        ["utf16le.x83", utf16(entityBomb, "le", true), 415, "xml_dtd_forbidden"],
        ["utf16be.x83", utf16(entityBomb, "be", true), 415, "xml_dtd_forbidden"],
        ["utf16-ohne-bom.x83", utf16(entityBomb, "le", false), 415, "xml_dtd_forbidden"],
        ["page.xml", new TextEncoder().encode('<?xml version="1.0"?><html><body/></html>'), 415, "not_gaeb"],
        ["junk.d83", new Uint8Array(randomBytes(4096)), 415, "not_gaeb"],
      ];
      for (const [name, bytes, status, code] of cases) {
        const response = await t.upload(name, bytes);
        expect({ name, status: response.status, code: (await errorOf(response)).code }).toEqual({
          name,
          status,
          code,
        });
      }
    });

    it("explains errors in German or English by Accept-Language", async () => {
      const german = await errorOf(
        await t.upload("big.x83", new Uint8Array(6 * 1024 * 1024), { "accept-language": "de-DE,de;q=0.9" }),
      );
      expect(german).toEqual({
        code: "file_too_large",
        message: "Datei ist zu groß. Maximale Größe ist 5 MB.",
      });
      const html = new TextEncoder().encode('<?xml version="1.0"?><html/>');
      const notGaeb = await errorOf(await t.upload("seite.xml", html, { "accept-language": "de" }));
      expect(notGaeb.message).toContain("Wurzelelement ist <html>");
      const english = await errorOf(await t.upload("Angebot.pdf", small, { "accept-language": "en-US" }));
      expect(english.message).toContain(
        "Supported are GAEB files: GAEB DA XML, GAEB 2000 and GAEB 90 (.d81, ",
      );
    });

    it("accepts exactly one file in the field `file`", async () => {
      const two = new FormData();
      two.append("file", new Blob([small]), "a.x83");
      two.append("file", new Blob([small]), "b.x83");
      const twoResponse = await t.request("/api/uploads", { method: "POST", body: two });
      expect((await errorOf(twoResponse)).code).toBe("too_many_files");
      const none = new FormData();
      none.append("comment", "hello");
      expect((await errorOf(await t.request("/api/uploads", { method: "POST", body: none }))).code).toBe(
        "missing_file",
      );
      const json = await t.postJson("/api/uploads", { file: "x" });
      expect(json.status).toBe(415);
    });

    it("answers a broken GAEB file with 422 and the core's own message", async () => {
      const truncated = small.subarray(0, Math.floor(small.byteLength / 2));
      const uploaded = (await (await t.upload("kaputt.x83", truncated)).json()) as { fileKey: string };
      const response = await t.postJson(
        "/api/conversions",
        { fileKey: uploaded.fileKey },
        { "accept-language": "en" },
      );
      expect(response.status).toBe(422);
      const direct = convertToXlsx([{ name: "kaputt.x83", bytes: truncated }], { lang: "en" });
      const firstError = direct.ok ? undefined : direct.issues.find((issue) => issue.severity === "error");
      expect(firstError).toBeDefined();
      const error = await errorOf(response);
      expect(error.code).toBe("conversion_failed");
      expect(error.message).toBe(formatIssue(firstError as never, "en"));
      expect(error.message).toMatch(/^kaputt\.x83, line \d+, column \d+: /);
    });

    it("validates consent and conversion requests", async () => {
      const refused = await t.postJson("/api/consents", {
        termsAccepted: false,
        dataProcessingAccepted: false,
        fileIdentifier: "x",
      });
      expect([refused.status, (await errorOf(refused)).code]).toEqual([400, "consent_required"]);
      const incomplete = await t.postJson("/api/consents", { termsAccepted: true });
      expect([incomplete.status, (await errorOf(incomplete)).code]).toEqual([400, "validation_failed"]);
      const notJson = await t.request("/api/consents", { method: "POST", body: "termsAccepted=true" });
      expect(notJson.status).toBe(415);
      const unknown = await t.postJson("/api/conversions", {
        fileKey: `1700000000000_${"A".repeat(22)}_nope.x83`,
      });
      expect([unknown.status, (await errorOf(unknown)).code]).toEqual([404, "upload_not_found"]);
      const traversal = await t.postJson("/api/conversions", { fileKey: "../gaeb2xlsx.sqlite" });
      expect([traversal.status, (await errorOf(traversal)).code]).toEqual([400, "validation_failed"]);
      const huge = await t.postJson("/api/consents", { fileIdentifier: "x".repeat(20_000) });
      expect([huge.status, (await errorOf(huge)).code]).toEqual([413, "body_too_large"]);
    });

    it("rejects unknown tokens and altered or expired links", async () => {
      const unknown = await t.postJson("/api/downloads", { tokenId: "A".repeat(43) });
      expect([unknown.status, (await errorOf(unknown)).code]).toEqual([404, "token_not_found"]);
      const { tokenId } = await t.convertFlow(smallGaeb.name, small);
      const { excel } = (await (await t.postJson("/api/downloads", { tokenId })).json()) as { excel: string };
      const altered = `${excel.slice(0, -2)}${excel.endsWith("A") ? "BB" : "AA"}`;
      expect((await errorOf(await t.request(altered))).code).toBe("link_invalid");
      clock.advance(301_000);
      const late = await t.request(excel);
      expect([late.status, (await errorOf(late)).code]).toEqual([410, "link_expired"]);
      const fresh = (await (await t.postJson("/api/downloads", { tokenId })).json()) as { excel: string };
      expect((await t.request(fresh.excel)).status).toBe(200);
    });

    it("keeps files for the retention time, then deletes them; the expired token answers 410", async () => {
      const { tokenId, fileKey } = await t.convertFlow(smallGaeb.name, small);
      // Sweeps run hourly here: a sweep deletes what would pass the 24 hours before the next one.
      const sweepNow = () =>
        sweep({
          ...t.services,
          retentionHours: t.services.config.retentionHours,
          lookaheadMinutes: 60,
          clock,
        });
      clock.advance(22 * hour + 59 * 60_000);
      await sweepNow();
      expect(await storedKeys(t)).toContain(`uploads/${fileKey}`);
      expect((await t.postJson("/api/downloads", { tokenId })).status).toBe(200);

      clock.advance(2 * 60_000);
      const report = await sweepNow();
      expect(report.deletedUploads).toBeGreaterThanOrEqual(1);
      expect(report.deletedResults).toBeGreaterThanOrEqual(1);
      expect(await storedKeys(t)).toEqual([]);
      expect((await t.postJson("/api/downloads", { tokenId })).status).toBe(410);

      clock.advance(2 * hour);
      await sweepNow();
      const expired = await t.postJson("/api/downloads", { tokenId }, { "accept-language": "de" });
      expect(expired.status).toBe(410);
      expect(await errorOf(expired)).toEqual({
        code: "token_expired",
        message:
          "Dieser Download-Code ist abgelaufen (gültig 24 Stunden); die Dateien sind gelöscht. Bitte laden Sie die GAEB-Datei erneut hoch.",
      });
      const again = await t.postJson("/api/conversions", { fileKey });
      expect((await errorOf(again)).code).toBe("upload_not_found");
    });

    it("stores valid contact messages and drops honeypot ones", async () => {
      const message = {
        name: "Erika Mustermann",
        email: "erika@example.org",
        subject: "support",
        message: "Die X84-Datei zeigt keine Preise.",
      };
      const response = await t.postJson("/api/contact", message);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      const stored = await t.services.db.listContacts(100);
      expect(stored.find((contact) => contact.id === data.id)).toMatchObject({ ...message, relayed: false });

      const bot = await t.postJson("/api/contact", { ...message, website: "http://spam.example" });
      expect(bot.status).toBe(201);
      const botId = ((await bot.json()) as { data: { id: string } }).data.id;
      expect((await t.services.db.listContacts(100)).some((contact) => contact.id === botId)).toBe(false);

      for (const [field, value] of [
        ["name", ""],
        ["email", "not-an-address"],
        ["subject", "sales"],
        ["message", "too short"],
      ] as const) {
        const invalid = await t.postJson("/api/contact", { ...message, [field]: value });
        const error = await errorOf(invalid);
        expect([field, invalid.status, error.code]).toEqual([field, 400, "validation_failed"]);
        expect(error.message).toContain(field);
      }
      const german = await errorOf(
        await t.postJson("/api/contact", { ...message, email: "kein@punkt" }, { "accept-language": "de" }),
      );
      expect(german.message).toBe(
        "Die Anfrage ist ungültig: email: Bitte eine gültige E-Mail-Adresse eingeben.",
      );
      const umlaut = await t.postJson("/api/contact", { ...message, email: " jürgen.müller@bau-firma.de " });
      expect(umlaut.status).toBe(201);
    });

    it("answers liveness and readiness, and serves the OpenAPI document from the request schemas", async () => {
      expect(await (await t.request("/healthz")).json()).toEqual({ status: "ok" });
      expect(await (await t.request("/readyz")).json()).toEqual({
        status: "ok",
        checks: { database: "ok", storage: "ok" },
      });
      const doc = (await (await t.request("/api/openapi.json")).json()) as {
        openapi: string;
        paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
      };
      expect(doc.openapi).toMatch(/^3\./);
      const contact = doc.paths["/api/contact"]?.post?.requestBody?.content["application/json"]?.schema as {
        properties: { subject: { enum: string[] }; message: { minLength: number } };
      };
      expect(contact.properties.subject.enum).toEqual(["general", "support", "feedback"]);
      expect(contact.properties.message.minLength).toBe(10);
    });

    it("sends the security headers on every response, errors included", async () => {
      for (const response of [
        await t.request("/healthz"),
        await t.request("/nowhere"),
        await t.upload("a.pdf", small),
      ]) {
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
    });
  });
}

/** The text in UTF-16, little- or big-endian, with or without a byte order mark. */
function utf16(text: string, order: "le" | "be", bom: boolean): Uint8Array {
  const units = Buffer.from(`${bom ? "\ufeff" : ""}${text}`, "utf16le");
  if (order === "be") units.swap16();
  return new Uint8Array(units);
}

/** Billion laughs: ten levels of ten references each. */
const entityBomb = `<?xml version="1.0"?>
<!DOCTYPE GAEB [
 <!ENTITY a "aaaaaaaaaa">
 ${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join("\n ")}
]>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo>&j;</GAEB>`;
