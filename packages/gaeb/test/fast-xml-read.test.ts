import { describe, expect, it } from "vitest";
import { piecesSource } from "../src/byte-source.js";
import { readGaebXml } from "../src/xml/index.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { decodedChunks, fastEvents, readBoth } from "./support/xml-events.js";
import { MUTATIONS } from "./support/xml-mutations.js";

/*
 * readGaebXml with the fast XML path gives exactly the Result of saxes alone: the document, and the issues with
 * their lines and columns, also where the fast path declines part way through (a fresh collector, the issues reset)
 * and where the bytes come in small pieces. Changes from support/xml-mutations.ts on GAEB documents.
 */

const corpus = requireCorpus("fast XML path, reading");

/** A GAEB document whose first item carries a warning, so a declined read has an issue to leave behind. */
const DOCUMENT = gaebXml({
  body: category(
    "01",
    "Erdarbeiten",
    `${item("0010", "<Qty>abc</Qty><QU>m2</QU>")}${item("0020", "<Qty>2.000</Qty><QU>St</QU>", "Rohr &amp; Formstück 😀")}`,
  ),
});

/** The bytes in pieces of the given sizes, as the command line hands a file over (here much smaller). */
function inPieces(name: string, data: Uint8Array, size: number) {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < data.length; at += size) parts.push(data.subarray(at, at + size));
  return piecesSource({ name, pieces: () => parts });
}

describe("readGaebXml with the fast XML path", () => {
  it("gives saxes' Result for every change to a GAEB document, whole and in small pieces", () => {
    const variants = { LF: DOCUMENT, "CR LF": DOCUMENT.replaceAll("\n", "\r\n"), BOM: `\uFEFF${DOCUMENT}` };
    let refused = 0;
    for (const [variant, text] of Object.entries(variants)) {
      for (const [mutation, change] of [["none", (doc: string) => doc] as const, ...MUTATIONS]) {
        const data = bytes(change(text));
        const label = `${mutation} on ${variant}`;
        const { fast, saxes } = readBoth("lv.x83", data);
        expect(fast, label).toStrictEqual(saxes);
        if (!saxes.ok) refused += 1;
        // saxes places some refusals by where a piece ends, so each is held against saxes in the same pieces.
        for (const size of [1, 3, 64]) {
          const source = inPieces("lv.x83", data, size);
          expect(readGaebXml("lv.x83", source), `${label}, pieces of ${size}`).toStrictEqual(
            readGaebXml("lv.x83", source, "saxes"),
          );
        }
      }
    }
    expect(refused).toBeGreaterThan(60);
  });

  it("leaves nothing behind when it declines after issues were raised", () => {
    // The second item has a `>` in an attribute value: valid XML the fast path leaves to saxes, after the warning.
    const text = DOCUMENT.replace('<Item RNoPart="0020"', '<Item Note="a > b" RNoPart="0020"');
    expect(fastEvents([text])).toBe("declined");
    const { fast, saxes } = readBoth("lv.x83", bytes(text));
    expect(fast).toStrictEqual(saxes);
    expect(fast.issues.filter((issue) => issue.code === "number_invalid")).toHaveLength(1);
  });

  it("leaves a file to saxes when the bytes fail inside an unfinished tag saxes may already have refused", () => {
    // saxes refuses the `<` inside the tag before it asks for the next piece, whose bytes are no UTF-8; the fast
    // path, still waiting for the tag's `>`, meets the bad bytes first. Falling back to Windows-1252 there would
    // add a warning saxes alone never gives.
    const text = DOCUMENT.replace('<Item RNoPart="0020"', '<Item RNoPart="0020" <');
    const cut = text.indexOf('RNoPart="0020" <') + 16;
    const head = bytes(text.slice(0, cut));
    const parts = [head, Uint8Array.of(0xff), bytes(text.slice(cut))];
    const source = piecesSource({ name: "lv.x83", pieces: () => parts });
    const whole = Uint8Array.from(parts.flatMap((part) => [...part]));
    const saxes = readGaebXml("lv.x83", piecesSource({ name: "lv.x83", pieces: () => parts }), "saxes");
    expect(saxes.ok).toBe(false);
    expect(saxes.issues.map((issue) => issue.code)).toEqual(["number_invalid", "xml_malformed"]);
    expect(readGaebXml("lv.x83", source)).toStrictEqual(saxes);
    expect(readBoth("lv.x83", whole).fast).toStrictEqual(readBoth("lv.x83", whole).saxes);
  });

  it("gives saxes' Result for changed corpus files", () => {
    if (!corpus) return;
    const files = corpusFiles().filter(
      (file) => file.format === "GAEB DA XML" && file.bytes.length < 150_000,
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files.slice(0, 6)) {
      const text = decodedChunks(file.bytes).join("");
      for (const [mutation, change] of MUTATIONS) {
        const { fast, saxes } = readBoth(file.name, bytes(change(text)));
        expect(fast, `${mutation} on ${file.path}`).toStrictEqual(saxes);
      }
    }
  });
});
