// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { forgetResult, loadResult, loadSettings, rememberResult, saveSettings } from "./remember";

const server = {
  where: "server" as const,
  tokenId: "t".repeat(43),
  excelFileName: "lv.xlsx",
  expiresAt: "2026-11-23T10:00:00.000Z",
  sheets: [],
  notes: [],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("what the converter remembers", () => {
  it("starts on the device with the page's language and long texts, and ignores unknown stored values", () => {
    expect(loadSettings("en")).toEqual({ where: "device", sheetLang: "en", longText: true });
    localStorage.setItem(
      "gaeb2xlsx.converter.settings",
      JSON.stringify({ where: "moon", sheetLang: "fr", longText: "no" }),
    );
    expect(loadSettings("de")).toEqual({ where: "device", sheetLang: "de", longText: true });
    saveSettings({ where: "server", sheetLang: "en", longText: false });
    expect(loadSettings("de")).toEqual({ where: "server", sheetLang: "en", longText: false });
  });

  it("keeps a server result in the tab's session until it expires, then forgets it", () => {
    rememberResult(server);
    expect(localStorage.length).toBe(0);
    expect(loadResult(Date.parse("2026-11-23T09:59:59Z"))).toEqual(server);
    expect(loadResult(Date.parse("2026-11-23T10:00:00Z"))).toBeNull();
    expect(sessionStorage.getItem("gaeb2xlsx.converter.result")).toBeNull();
  });

  it("keeps of an on-device result only the names, and forgets on request or when damaged", () => {
    rememberResult({ where: "device", fileNames: ["a.x83"] });
    expect(sessionStorage.getItem("gaeb2xlsx.converter.result")).toBe(
      '{"where":"device","fileNames":["a.x83"]}',
    );
    forgetResult();
    expect(loadResult()).toBeNull();
    sessionStorage.setItem("gaeb2xlsx.converter.result", "{not json");
    expect(loadResult()).toBeNull();
  });
});
