import { describe, expect, it } from "vitest";
import { siteConfigFromEnv } from "../scripts/site-config.mjs";

describe("siteConfigFromEnv", () => {
  it("uses clearly marked placeholders when nothing is configured", () => {
    const site = siteConfigFromEnv({});
    expect(site.isPlaceholder).toBe(true);
    expect(site.operatorName).toContain("Platzhalter");
    expect(site.origin).toBe("https://gaeb2xlsx.example");
  });

  it("reads operator and origin from the environment", () => {
    const site = siteConfigFromEnv({
      SITE_ORIGIN: "https://example.org/",
      SITE_OPERATOR_NAME: "Erika Muster",
      SITE_OPERATOR_ADDRESS: "Weg 2 | 80331 München | Deutschland",
      SITE_OPERATOR_EMAIL: "hallo@example.org",
    });
    expect(site).toEqual({
      origin: "https://example.org",
      operatorName: "Erika Muster",
      operatorAddress: ["Weg 2", "80331 München", "Deutschland"],
      operatorEmail: "hallo@example.org",
      isPlaceholder: false,
    });
  });

  it("refuses an origin with a path and an email without a domain", () => {
    expect(() => siteConfigFromEnv({ SITE_ORIGIN: "https://example.org/site" })).toThrow(/SITE_ORIGIN/);
    expect(() => siteConfigFromEnv({ SITE_OPERATOR_EMAIL: "hallo" })).toThrow(/SITE_OPERATOR_EMAIL/);
  });
});
