import { describe, expect, it } from "vitest";
import {
  errorCodes,
  errorMessage,
  formatBytes,
  localeFromAcceptLanguage,
  messages,
} from "../src/messages.js";

describe("error messages", () => {
  it("has a German and an English sentence for every code, and they differ", () => {
    const params = {
      details: "x",
      limit: "5 MB",
      extension: ".pdf",
      accepted: ".x83",
      reason: "r",
      seconds: 30,
      jobs: 4,
      hours: 24,
      expected: "application/json",
      base: "LV.X83",
      missing: "2\tAngebot.X84",
      files: 2,
    };
    // These two pass on the converter core's sentence, which the core already wrote in the reader's language.
    const fromCore = new Set(["not_gaeb", "conversion_failed"]);
    for (const code of errorCodes) {
      const localized = fromCore.has(code) ? { ...params, reason: `${code} reason` } : params;
      const de = errorMessage(
        code,
        "de",
        fromCore.has(code) ? { ...localized, reason: "Grund aus dem Kern" } : localized,
      );
      const en = errorMessage(code, "en", localized);
      expect(de.length, code).toBeGreaterThan(10);
      expect(en.length, code).toBeGreaterThan(10);
      expect(de, code).not.toBe(en);
      expect(`${de} ${en}`, code).not.toContain("undefined");
    }
    expect(Object.keys(messages.de).sort()).toEqual([...errorCodes].sort());
    expect(Object.keys(messages.en).sort()).toEqual([...errorCodes].sort());
  });

  it("picks the language by Accept-Language quality, English otherwise", () => {
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(localeFromAcceptLanguage("fr-FR,en;q=0.5,de;q=0.9")).toBe("de");
    expect(localeFromAcceptLanguage("en-GB,de;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("de;q=0,en")).toBe("en");
    expect(localeFromAcceptLanguage("fr")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
  });

  it("formats sizes for each reader", () => {
    expect(formatBytes(5 * 1024 * 1024, "de")).toBe("5 MB");
    expect(formatBytes(1.5 * 1024 * 1024, "de")).toBe("1,5 MB");
    expect(formatBytes(1.5 * 1024 * 1024, "en")).toBe("1.5 MB");
    expect(formatBytes(16 * 1024, "en")).toBe("16 KB");
  });
});
