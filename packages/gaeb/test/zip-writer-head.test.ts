import { crc32, inflateRawSync } from "node:zlib";
import { strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { compression } from "../src/xlsx/deflater.js";
import { crc32Combine, ZipWriter } from "../src/xlsx/zip-writer.js";

/** The one entry of a zip, as its local header states it. */
function onlyEntry(zip: Uint8Array): { crc: number; size: number; data: Uint8Array } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const compressedSize = view.getUint32(18, true);
  const start = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  return {
    crc: view.getUint32(14, true),
    size: view.getUint32(22, true),
    data: zip.subarray(start, start + compressedSize),
  };
}

describe("a zip entry whose head is known only at its end (issue 23: a sheet written row by row)", () => {
  it("combines CRC-32s as zlib computes the CRC of the joined bytes", () => {
    const encoder = new TextEncoder();
    const cases: Array<[string, string]> = [
      ["", "rows"],
      ["head", ""],
      ["<worksheet>", '<row r="1"/>'.repeat(10_000)],
      ["Maßnahme Übergang €", "x".repeat(70_000)],
      ...Array.from({ length: 20 }, (_, i): [string, string] => [
        `<h${i}>`,
        "ab€\n".repeat(1 + ((i * 7919) % 50_000)),
      ]),
    ];
    for (const [first, second] of cases) {
      const a = encoder.encode(first);
      const b = encoder.encode(second);
      const joined = new Uint8Array([...a, ...b]);
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(joined));
    }
  });

  describe.each([
    ["Node's zlib", false],
    ["fflate", true],
  ])("written with %s", (_label, forceFflate) => {
    it.each([
      ["a short head", "<head>"],
      ["a head over one stored block (64 KB)", `<head>${"ä".repeat(40_000)}</head>`],
    ])("puts %s before the rows, with the CRC and size of the whole", (_what, head) => {
      const zip = new ZipWriter(6, compression(forceFflate));
      const entry = zip.entry("xl/worksheets/sheet1.xml");
      const rows = Array.from(
        { length: 30_000 },
        (_, i) => `<row r="${i + 1}"><c><v>Übergang ${i}</v></c></row>`,
      );
      for (const row of rows) entry.write(row);
      entry.end(head);
      const { crc, size, data } = onlyEntry(zip.finish());
      const text = head + rows.join("");
      const bytes = new TextEncoder().encode(text);
      expect(strFromU8(inflateRawSync(data))).toBe(text);
      expect(size).toBe(bytes.length);
      expect(crc).toBe(crc32(bytes));
    });
  });
});
