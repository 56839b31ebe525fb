import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx, readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { CORPUS_DIR, corpusFiles, requireCorpus } from "./support/corpus.js";
import { fillWithExcelJs, offerInputs, readDocument } from "./support/offer.js";

/**
 * Issue 31: a program that matches an offer's items to its LV by the text of their number parts must find them,
 * so an X84 repeats each `RNoPart` exactly as the request wrote it ("1", not "01"), and `gaeb` keeps a DA XML
 * source's number parts.
 */
const corpus = requireCorpus("number text suite");

/** The `RNoPart` of every section, item and markup item, in document order. */
function numberParts(xml: string): string[] {
  return [...xml.matchAll(/<(BoQCtgy|Item|MarkupItem)\s[^>]*?RNoPart="([^"]*)"/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe.runIf(corpus)("number parts as the file wrote them", () => {
  it.each(["Musterdatei_3.1_2008-001", "Musterdatei_2004-001"])(
    "%s: the offer of the round trip repeats the request's number parts, as the real offer does",
    async (stem) => {
      const read = (ext: string) =>
        new Uint8Array(readFileSync(join(CORPUS_DIR, "gaeb-samples", `${stem}.${ext}`)));
      const request = read("X83");
      const converted = convertToXlsx([{ name: `${stem}.X83`, bytes: request }]);
      if (!converted.ok) throw new Error("not converted");
      const inputs = offerInputs(
        readDocument(`${stem}.X84`, read("X84")),
        readDocument(`${stem}.X83`, request),
      );
      const filled = await fillWithExcelJs(converted.xlsx, inputs);
      const offer = offerFromWorkbook(
        { name: `${stem}.xlsx`, bytes: filled },
        { bidder: "Pinsel und Co KG" },
      );
      if (!offer.ok) throw new Error("no offer");
      const requested = numberParts(text(request));
      // Unpadded parts ("1" of a two-digit level) are what this is about: the request has them.
      expect(requested.some((part) => /"?\s\d$/.test(part))).toBe(true);
      expect(numberParts(text(offer.x84))).toEqual(requested);
      expect(numberParts(text(read("X84")))).toEqual(requested);
    },
  );

  it("gaeb keeps every DA XML source's number parts where it reports no change of numbers", () => {
    let compared = 0;
    for (const file of corpusFiles()) {
      const source = readGaeb({ name: file.name, bytes: file.bytes });
      if (!source.ok || source.value.source.format !== "gaeb-xml") continue;
      const written = writeGaeb(source.value);
      if (!written.ok) continue;
      if (
        written.issues.some((issue) =>
          /write_(item_number_changed|section_added|breakdown_derived)/.test(issue.code),
        )
      )
        continue;
      const encoding = source.value.source.encoding;
      const input = new TextDecoder(/utf/i.test(encoding) ? "utf-8" : "latin1").decode(file.bytes);
      expect(numberParts(text(written.value.bytes)), file.path).toEqual(numberParts(input));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(50);
  });
});
