import { describe, expect, it } from "vitest";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { decodedChunks, fastEvents, pieces, readBoth, saxesEvents } from "./support/xml-events.js";

/*
 * The fast XML path (src/xml/fast-xml.ts) against saxes on every GAEB DA XML file of the corpus: the same events
 * (names, attributes, lines, columns, pieces of text), the same document from readGaebXml, and not one file left to
 * saxes, since a file the fast path declines is read twice.
 */

const corpus = requireCorpus("fast XML path against saxes");
const files = corpus ? corpusFiles().filter((file) => file.format === "GAEB DA XML") : [];
/** Text wanted only inside these, as the collector wants it only inside captured parts. */
const CAPTURED = new Set(["Item", "Remark", "AddText", "BoQInfo", "image"]);

describe.runIf(corpus)("fast XML path on the corpus", () => {
  it("gives saxes' events for every DA XML file, with and without the text switch, and declines none", () => {
    const declined: string[] = [];
    let events = 0;
    for (const file of files) {
      const chunks = decodedChunks(file.bytes);
      for (const switchedOn of [undefined, CAPTURED]) {
        const expected = saxesEvents(chunks, switchedOn);
        const actual = fastEvents(chunks, switchedOn);
        if (actual === "declined") {
          declined.push(file.path);
          continue;
        }
        expect(expected, file.path).not.toBe("declined");
        if (expected !== "declined") expect(expected.error, file.path).toBeUndefined();
        expect(actual, file.path).toEqual(expected);
        events += actual.events.length;
      }
    }
    process.stdout.write(`fast XML path: ${files.length} DA XML files, ${declined.length} declined\n`);
    expect(files.length).toBeGreaterThan(50);
    expect(events).toBeGreaterThan(100_000);
    expect(declined).toEqual([]);
  });

  it("gives the same events when the text arrives in odd pieces, split inside tags, references and line ends", () => {
    // Chunk boundaries on real files: CRLF pairs, tags, attribute values and references cut at many places.
    for (const file of files.filter((_, index) => index % 4 === 0)) {
      const text = decodedChunks(file.bytes).join("");
      const expected = saxesEvents([text], CAPTURED);
      const actual = fastEvents(pieces(text, [4093, 1, 2, 511, 3, 8191]), CAPTURED);
      expect(actual, file.path).toEqual(expected);
    }
  });

  it("reads every DA XML file into the same document, issues included, as saxes alone does", () => {
    for (const file of files) {
      const { fast, saxes } = readBoth(file.name, file.bytes);
      expect(fast, file.path).toStrictEqual(saxes);
    }
  });
});
