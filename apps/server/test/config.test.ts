import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";

describe("configuration", () => {
  it("has documented defaults", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config).toMatchObject({
      port: 3000,
      dataDir: "/srv/app/data",
      databaseUrl: undefined,
      storageUrl: undefined,
      retentionHours: 24,
      tokenLifetimeHours: 24,
      maxUploadBytes: 5 * 1024 * 1024,
      logLevel: "info",
      blocklist: [],
      corsOrigins: [],
      hsts: false,
    });
  });

  it("stops with a message naming the variable", () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: "eighty" }, /PORT/],
      [{ RETENTION_HOURS: "-1" }, /RETENTION_HOURS/],
      [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must start with postgres/],
      [{ STORAGE_URL: "http://bucket" }, /STORAGE_URL/],
      [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
      [{ BLOCKLIST: "10.0.0.0/8, not-an-ip" }, /BLOCKLIST: "not-an-ip"/],
      [{ SMTP_URL: "smtp://mail.example.org" }, /CONTACT_TO: required when SMTP_URL is set/],
      [{ SIGNING_SECRET: "short" }, /SIGNING_SECRET/],
      [{ HSTS: "yes" }, /HSTS/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env)).toThrow(message);
  });

  it("parses lists and flags", () => {
    const config = loadConfig({
      BLOCKLIST: "192.0.2.1, 2001:db8::/32",
      TRUST_PROXY: "true",
      CORS_ORIGINS: "https://a.example",
    });
    expect(config.blocklist).toEqual(["192.0.2.1", "2001:db8::/32"]);
    expect(config.trustProxy).toBe(true);
    expect(config.corsOrigins).toEqual(["https://a.example"]);
  });
});
