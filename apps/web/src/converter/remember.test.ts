// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetResult,
  keepOutcome,
  loadResult,
  loadSettings,
  recallOutcome,
  rememberResult,
  saveSettings,
} from "./remember";

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
  forgetResult();
});

describe("what the converter remembers", () => {
  it("starts on the device with the page's language and long texts, and ignores unknown stored values", () => {
    expect(loadSettings("en")).toEqual({
      where: "device",
      sheetLang: "en",
      longText: true,
      components: false,
      output: "xlsx",
    });
    localStorage.setItem(
      "gaeb2xlsx.converter.settings",
      JSON.stringify({ where: "moon", sheetLang: "fr", longText: "no", components: "yes", output: "pdf" }),
    );
    expect(loadSettings("de")).toEqual({
      where: "device",
      sheetLang: "de",
      longText: true,
      components: false,
      output: "xlsx",
    });
    saveSettings({ where: "server", sheetLang: "en", longText: false, components: true, output: "gaeb-xml" });
    expect(loadSettings("de")).toEqual({
      where: "server",
      sheetLang: "en",
      longText: false,
      components: true,
      output: "gaeb-xml",
    });
    // Settings stored before GAEB DA XML was offered keep making workbooks.
    localStorage.setItem(
      "gaeb2xlsx.converter.settings",
      JSON.stringify({ where: "server", sheetLang: "en", longText: false }),
    );
    expect(loadSettings("de").output).toBe("xlsx");
    expect(loadSettings("de").components).toBe(false);
  });

  it("keeps a server result in the tab's session until it expires, then forgets it", () => {
    rememberResult(server);
    expect(localStorage.length).toBe(0);
    expect(loadResult(Date.parse("2026-11-23T09:59:59Z"))).toEqual(server);
    expect(loadResult(Date.parse("2026-11-23T10:00:00Z"))).toBeNull();
    expect(sessionStorage.getItem("gaeb2xlsx.converter.result")).toBeNull();
  });

  it("keeps no on-device result in storage, only in memory, and forgets on request or when damaged", () => {
    const device = {
      where: "device" as const,
      excelFileName: "a.xlsx",
      sheets: [],
      notes: [],
      xlsx: new Uint8Array([1]),
    };
    keepOutcome(device);
    expect(sessionStorage.length).toBe(0);
    expect(recallOutcome()).toBe(device);
    // What an earlier version stored for an on-device result is no result to show.
    sessionStorage.setItem("gaeb2xlsx.converter.result", '{"where":"device","fileNames":["a.x83"]}');
    expect(loadResult()).toBeNull();
    forgetResult();
    expect(recallOutcome()).toBeNull();
    sessionStorage.setItem("gaeb2xlsx.converter.result", "{not json");
    expect(loadResult()).toBeNull();
  });

  it("drops a server result held in memory once its files have expired", () => {
    keepOutcome({ ...server, where: "server" });
    expect(recallOutcome(Date.parse("2026-11-23T09:59:59Z"))?.tokenId).toBe(server.tokenId);
    expect(recallOutcome(Date.parse("2026-11-23T10:00:00Z"))).toBeNull();
  });
});
