import { describe, expect, it } from "vitest";
import {
  checkGaebFile,
  excelNameFor,
  FILE_DIALOG_ACCEPT,
  hasGaebExtension,
  mayBeGaebType,
} from "./validation";

const GAEB =
  '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">';

/** The first records of a real GAEB 90 request (record 00 with phase 83, then 01), with running numbers. */
const GAEB_90 = [
  "00        83L               DRV Buro                          11PPPPI0090 000001",
  "01Los 1 - Geoelektrische Untersuchungen   31.03.26                        000002",
  "",
].join("\r\n");

/** The same header record from an export that leaves out the running numbers. */
const GAEB_90_UNNUMBERED = "00        83L               DRV Buro\n";

const GAEB_2000 = "#begin[GAEB]\n #begin[GAEBInfo]\n  [Version]1.2a[end]\n";

describe("checkGaebFile", () => {
  it("accepts GAEB DA XML files of every phase extension, in any case", async () => {
    for (const name of ["a.x83", "B.X86", "c.x89b", "d.X80", "e.xml"]) {
      expect(await checkGaebFile(new File([GAEB], name))).toBeNull();
    }
  });

  it("accepts a namespace-prefixed root element", async () => {
    expect(await checkGaebFile(new File(['<g:GAEB xmlns:g="x">'], "a.x83"))).toBeNull();
  });

  it("accepts GAEB 90 files (.d81 .d83 .d84 .d86) in any case", async () => {
    for (const name of ["a.d81", "B.D83", "c.d84", "d.D86"]) {
      expect(await checkGaebFile(new File([GAEB_90], name)), name).toBeNull();
    }
    expect(await checkGaebFile(new File([GAEB_90_UNNUMBERED], "lv.d83"))).toBeNull();
  });

  it("accepts GAEB 2000 files (.p81 .p83 .p84 .p86) in any case, also behind a UTF-8 byte order mark", async () => {
    for (const name of ["a.p81", "B.P83", "c.p84", "d.P86"]) {
      expect(await checkGaebFile(new File([GAEB_2000], name)), name).toBeNull();
    }
    expect(await checkGaebFile(new File([`\uFEFF${GAEB_2000}`], "lv.p83"))).toBeNull();
  });

  it("judges the content, not the extension, like the service: a renamed GAEB file still passes", async () => {
    expect(await checkGaebFile(new File([GAEB_2000], "lv.d83"))).toBeNull();
    expect(await checkGaebFile(new File([GAEB_90], "lv.x83"))).toBeNull();
  });

  it("rejects other extensions, phases the old generations never had and files that are not GAEB inside", async () => {
    expect(await checkGaebFile(new File([GAEB], "a.pdf"))).toBe("invalid-format");
    expect(await checkGaebFile(new File([GAEB_90], "a.d85"))).toBe("invalid-format");
    expect(await checkGaebFile(new File([GAEB_2000], "a.p82"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["<invoice/>"], "a.x83"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["<GAEBX/>"], "a.x83"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["Sehr geehrte Damen und Herren,\n"], "a.d83"))).toBe(
      "invalid-format",
    );
    expect(await checkGaebFile(new File([`${"x".repeat(80)}\n`], "a.d83"))).toBe("invalid-format");
    expect(await checkGaebFile(new File(["begin[GAEB]\n"], "a.p83"))).toBe("invalid-format");
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
    expect(hasGaebExtension("lv.P83")).toBe(true);
    expect(hasGaebExtension("lv.d86")).toBe(true);
    expect(hasGaebExtension("lv.d82")).toBe(false);
    expect(mayBeGaebType("")).toBe(true);
    expect(mayBeGaebType("application/xml")).toBe(true);
    expect(mayBeGaebType("image/png")).toBe(false);
  });

  it("offers the old generations in the file dialog", () => {
    const offered = FILE_DIALOG_ACCEPT.split(",");
    for (const extension of [
      ".d81",
      ".d83",
      ".d84",
      ".d86",
      ".p81",
      ".p83",
      ".p84",
      ".p86",
      ".x83",
      ".x89b",
    ]) {
      expect(offered).toContain(extension);
    }
  });

  it("names the spreadsheet after the GAEB file", () => {
    expect(excelNameFor("Angebot.X83")).toBe("Angebot.xlsx");
    expect(excelNameFor("rechnung.x89b")).toBe("rechnung.xlsx");
    expect(excelNameFor("lv.d83")).toBe("lv.xlsx");
    expect(excelNameFor("noext")).toBe("noext.xlsx");
  });
});
