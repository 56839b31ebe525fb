import { describe, expect, it } from "vitest";
import {
  epochOfObjectName,
  isAcceptedExtension,
  resultFileName,
  sanitizeFileName,
} from "../src/file-names.js";

describe("file names", () => {
  it("replaces the GAEB extension by .xlsx in any case", () => {
    for (const extension of ["x81", "X83", "x84", "X86", "d81", "D83", "d84", "p81", "P83", "p84"]) {
      expect(resultFileName(`LV Rohbau.${extension}`)).toBe("LV Rohbau.xlsx");
    }
    expect(resultFileName("Rechnung.X89B")).toBe("Rechnung.xlsx");
    expect(resultFileName("lv.xml")).toBe("lv.xlsx");
    expect(resultFileName("v1.2.final")).toBe("v1.2.final.xlsx");
    expect(resultFileName(".x83")).toBe("gaeb.xlsx");
  });

  it("accepts the GAEB DA XML, GAEB 2000 and GAEB 90 extensions the core reads, in any case", () => {
    for (const name of ["a.x80", "a.X83", "a.x89", "a.X89B", "a.XML", "a.d83", "a.P86"]) {
      expect(isAcceptedExtension(name), name).toBe(true);
    }
    for (const name of ["a.d85", "a.p82", "a.pdf", "a.x31", "a.x50", "a.X52", "a.xlsx", "x83", "a.x83.exe"]) {
      expect(isAcceptedExtension(name), name).toBe(false);
    }
  });

  it("removes paths, control and bidi characters, and keeps umlauts", () => {
    expect(sanitizeFileName("../../etc/passwd.x83")).toBe("passwd.x83");
    expect(sanitizeFileName("C:\\Users\\me\\Angebot Süd.X83")).toBe("Angebot Süd.X83");
    expect(sanitizeFileName("a\u0000b\u0007c\u202e.x83")).toBe("abc.x83");
    expect(sanitizeFileName("  ..hidden..x83 ")).toBe("hidden.x83");
    expect(sanitizeFileName('we<ir>d:"name"?.x83')).toBe("we_ir_d__name__.x83");
    expect(sanitizeFileName("")).toBe("upload");
    expect(sanitizeFileName("/")).toBe("upload");
    const long = sanitizeFileName(`${"a".repeat(400)}.x83`);
    expect(long.length).toBe(150);
    expect(long.endsWith(".x83")).toBe(true);
  });

  it("limits names by bytes, so two-byte and four-byte letters fit a file system's 255 bytes too", () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    const umlauts = sanitizeFileName(`${"ä".repeat(150)}.X83`);
    expect(bytes(umlauts)).toBeLessThanOrEqual(150);
    expect(umlauts).toBe(`${"ä".repeat(73)}.X83`);
    const emoji = sanitizeFileName(`${"😀".repeat(100)}.x86`);
    expect(bytes(emoji)).toBeLessThanOrEqual(150);
    // No character is cut in half.
    expect(emoji).toBe(`${"😀".repeat(36)}.x86`);
    expect(bytes(`1795365621528_${emoji}.0123456789ab.partial`)).toBeLessThan(255);
  });

  it("reads the epoch prefix of object names", () => {
    expect(epochOfObjectName("1795320183428_Muster.X83")).toBe(1795320183428);
    expect(epochOfObjectName("Muster.X83")).toBeUndefined();
  });
});
