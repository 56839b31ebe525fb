import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { deflateStoredZip, nativeRawDeflate } from "../src/xlsx/zip-deflate.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";

/**
 * Issue 23: in the browser the workbook is written with its parts stored (`storeOnly`) and then deflated by the
 * platform's native, asynchronous CompressionStream (`deflateStoredZip`), instead of by fflate during the conversion.
 * The result must unpack to exactly the parts of a workbook deflated at once.
 */
function parts(xlsx: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(xlsx)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** The compression method of every entry, from the central directory. */
function methods(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const found: number[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    found.push(view.getUint16(at + 10, true));
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return found;
}

describe("workbooks stored, then deflated by the platform", () => {
  const deflate = nativeRawDeflate();

  it("finds the native DEFLATE in Node 20 and later", () => {
    expect(deflate).toBeTypeOf("function");
  });

  it.runIf(requireCorpus("zip-deflate"))(
    "unpacks to the same parts as a workbook deflated at once, for every corpus file",
    async () => {
      let compared = 0;
      for (const file of corpusFiles()) {
        const input = { name: file.name, bytes: file.bytes };
        const once = convertToXlsx([input], { lang: "de" });
        const stored = convertToXlsx([input], { lang: "de", storeOnly: true });
        expect(stored.ok, file.path).toBe(once.ok);
        if (!once.ok || !stored.ok || !deflate) continue;
        expect(new Set(methods(stored.xlsx)), file.path).toEqual(new Set([0]));
        const later = await deflateStoredZip(stored.xlsx, deflate);
        expect(new Set(methods(later)), file.path).toEqual(new Set([8]));
        expect(later.length, file.path).toBeLessThan(stored.xlsx.length);
        expect(parts(later), file.path).toEqual(parts(once.xlsx));
        expect(parts(stored.xlsx), file.path).toEqual(parts(once.xlsx));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(50);
    },
    120_000,
  );

  it("leaves entries that are deflated already as they are", async () => {
    const [file] = corpusFiles().filter((f) => f.name.endsWith(".X86"));
    if (!file || !deflate) throw new Error("corpus X86 and native DEFLATE expected");
    const once = convertToXlsx([{ name: file.name, bytes: file.bytes }], { lang: "de" });
    if (!once.ok) throw new Error("conversion expected");
    expect(await deflateStoredZip(once.xlsx, deflate)).toEqual(once.xlsx);
  });

  it("leaves bytes it does not recognise, and a failing deflate, as they are instead of failing", async () => {
    const stored = convertToXlsx([{ name: "a.X86", bytes: sampleX86() }], { storeOnly: true });
    if (!stored.ok || !deflate) throw new Error("conversion expected");
    const damaged: Uint8Array[] = [
      new Uint8Array(0),
      new TextEncoder().encode("not a zip at all, just some text"),
      stored.xlsx.subarray(0, stored.xlsx.length - 1),
      stored.xlsx.subarray(100),
    ];
    // The first entry's local header pointing past the directory.
    const pointer = stored.xlsx.slice();
    const view = new DataView(pointer.buffer);
    const directory = view.getUint32(pointer.length - 22 + 16, true);
    view.setUint32(directory + 42, 0x7fffffff, true);
    damaged.push(pointer);
    for (const bytes of damaged) expect(await deflateStoredZip(bytes, deflate)).toBe(bytes);
    const failing = () => Promise.reject(new Error("no memory"));
    expect(await deflateStoredZip(stored.xlsx, failing)).toBe(stored.xlsx);
  });

  it("refuses a storeOnly that is not true or false", () => {
    const result = convertToXlsx([{ name: "a.X86", bytes: sampleX86() }], {
      storeOnly: "yes" as unknown as boolean,
    });
    expect(result.ok).toBe(false);
    expect(result.issues[0]?.params).toMatchObject({ field: "options.storeOnly" });
  });
});

function sampleX86(): Uint8Array {
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo><Award><DP>86</DP><BoQ><BoQBody><Itemlist><Item RNoPart="1"><Qty>2</Qty><QU>m</QU><Description><CompleteText><OutlineText><OutlTxt><TextOutlTxt><p>Wand</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item></Itemlist></BoQBody></BoQ></Award></GAEB>`,
  );
}
