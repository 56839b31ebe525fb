import { describe, expect, it } from "vitest";
import type { InputPieces } from "../src/byte-source.js";
import { convertToXlsx } from "../src/convert.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";

/**
 * Issue 23: the command line hands a file to the conversion in pieces, so a large one is never in memory whole. The
 * workbook must be the one the whole file gives, wherever the pieces happen to end (inside a multi-byte character,
 * inside the byte order mark), and a piece may be the same buffer each time (as the command line reads).
 */
function inPieces(name: string, bytes: Uint8Array, size: number): InputPieces {
  return {
    name,
    *pieces() {
      const buffer = new Uint8Array(size);
      for (let at = 0; at < bytes.length; at += size) {
        const piece = bytes.subarray(at, at + size);
        buffer.set(piece);
        yield buffer.subarray(0, piece.length);
        buffer.fill(0xff); // whatever the reader kept of a piece it must have copied
      }
    },
  };
}

const encoder = new TextEncoder();

describe("a file given in pieces (issue 23)", () => {
  const hasCorpus = requireCorpus("input pieces");

  it.runIf(hasCorpus)(
    "gives the workbook of the whole file, for DA XML (with BOM), GAEB 2000 and GAEB 90",
    () => {
      const files = corpusFiles();
      const chosen = [
        files.find((f) => f.notes.includes("UTF-8 BOM")),
        files.find((f) => f.format === "GAEB 2000"),
        files.find((f) => f.format === "GAEB 90"),
        files.find((f) => f.name === "Musterdatei_3.1_2008-001.X83"),
      ];
      for (const file of chosen) {
        if (!file) throw new Error("corpus file missing");
        const whole = convertToXlsx([{ name: file.name, bytes: file.bytes }], { lang: "de" });
        expect(whole.ok, file.path).toBe(true);
        for (const size of [1, 2, 7, 4096, 100_003]) {
          if (size < 4096 && file.bytes.length > 200_000) continue; // a byte at a time is slow, not different
          const pieces = convertToXlsx([inPieces(file.name, file.bytes, size)], { lang: "de" });
          expect(pieces, `${file.path} in pieces of ${size}`).toEqual(whole);
        }
      }
    },
  );

  it("reads a file again from the start where it says UTF-8 but is not", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo><Award><DP>86</DP><BoQ><BoQInfo><Name>Stra\u00dfe</Name></BoQInfo><BoQBody/></BoQ></Award></GAEB>`;
    const latin = Uint8Array.from(xml, (char) => char.charCodeAt(0));
    const whole = convertToXlsx([{ name: "l.X86", bytes: latin }], { lang: "de" });
    const pieces = convertToXlsx([inPieces("l.X86", latin, 5)], { lang: "de" });
    expect(whole.issues.map((issue) => issue.code)).toContain("encoding_fallback");
    expect(pieces).toEqual(whole);
  });

  it("refuses a piece that is no bytes, naming it, without throwing", () => {
    const bad = {
      name: "x.X86",
      *pieces() {
        yield encoder.encode("<?xml");
        yield "text" as unknown as Uint8Array;
      },
    };
    const result = convertToXlsx([bad], { lang: "en" });
    expect(result.ok).toBe(false);
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        code: "input_invalid",
        params: { field: "pieces()", expected: "Uint8Array" },
      }),
    );
  });
});
