import { describe, expect, it } from "vitest";
import { checkGaebFile, excelNameFor, hasGaebExtension, mayBeGaebType } from "./validation";

const GAEB =
  '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">';

describe("checkGaebFile", () => {
  it("accepts GAEB DA XML files of every phase extension, in any case", async () => {
    for (const name of ["a.x83", "B.X86", "c.x89b", "d.X80", "e.xml"]) {
      expect(await checkGaebFile(new File([GAEB], name))).toBeNull();
    }
  });

  it("accepts a namespace-prefixed root element", async () => {
    expect(await checkGaebFile(new File(['<g:GAEB xmlns:g="x">'], "a.x83"))).toBeNull();
  });

  it("rejects other extensions, older GAEB formats and files that are not GAEB inside", async () => {
    expect(await checkGaebFile(new File([GAEB], "a.pdf"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["#begin[GAEB]"], "a.p83"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["<invoice/>"], "a.x83"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["<GAEBX/>"], "a.x83"))).toBe("invalid-format");
  });

  it("rejects files over 5 MB", async () => {
    const big = new File([GAEB, new Uint8Array(5 * 1024 * 1024)], "big.x83");
    expect(await checkGaebFile(big)).toBe("too-large");
    const header = new TextEncoder().encode(GAEB);
    const exact = new File([header, " ".repeat(5 * 1024 * 1024 - header.length)], "exact.x83");
    expect(exact.size).toBe(5 * 1024 * 1024);
    expect(await checkGaebFile(exact)).toBeNull();
  });
});

describe("helpers", () => {
  it("knows GAEB extensions and drag MIME types", () => {
    expect(hasGaebExtension("lv.X84")).toBe(true);
    expect(hasGaebExtension("lv.x84.pdf")).toBe(false);
    expect(mayBeGaebType("")).toBe(true);
    expect(mayBeGaebType("application/xml")).toBe(true);
    expect(mayBeGaebType("image/png")).toBe(false);
  });

  it("names the spreadsheet after the GAEB file", () => {
    expect(excelNameFor("Angebot.X83")).toBe("Angebot.xlsx");
    expect(excelNameFor("rechnung.x89b")).toBe("rechnung.xlsx");
    expect(excelNameFor("lv.d83")).toBe("lv.xlsx");
    expect(excelNameFor("noext")).toBe("noext.xlsx");
  });
});
