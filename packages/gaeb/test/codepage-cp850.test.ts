import { describe, expect, it } from "vitest";
import { decodeCp850 } from "../src/codepage.js";

const everyByte = Uint8Array.from({ length: 256 }, (_, byte) => byte);

/** The fastest of five runs, in milliseconds: the least disturbed by other work on the machine. */
function fastest(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("CP850 decoding (GAEB 90 under DOS)", () => {
  it("reads every byte as its own CP850 character", () => {
    const text = decodeCp850(everyByte);
    expect(text).toHaveLength(256);
    expect(new Set(text).size).toBe(256);
    expect(text.slice(0, 128)).toBe(String.fromCharCode(...everyByte.subarray(0, 128)));
    // Umlauts, currency, box drawing and the last byte (no-break space), where the code pages part ways.
    const samples = [0x80, 0x81, 0x84, 0x94, 0x9c, 0xb0, 0xd5, 0xe1, 0xfd, 0xfe, 0xff].map((b) => text[b]);
    expect(samples.join("")).toBe("Çüäö£░ıß²■\u00a0");
  });

  it("costs little more than the platform's own decoder, not a lookup per byte", () => {
    const line = "26   Boden l\x94sen und abfahren, Ma\xe1e nach Zeichnung, Gr\x81nfl\x84che 12,5 m\xfd  ";
    const bytes = Uint8Array.from(line.repeat(50_000), (c) => c.charCodeAt(0));
    const native = new TextDecoder("windows-1252");
    expect(decodeCp850(bytes)).toContain("Boden lösen und abfahren, Maße nach Zeichnung, Grünfläche 12,5 m²");
    // A lookup per byte took 14-16 times the native decoding of these 4 MB; the native decoder and one
    // replacement per non-ASCII character take 4-6 times.
    expect(fastest(() => decodeCp850(bytes))).toBeLessThan(10 * fastest(() => native.decode(bytes)));
  });
});
