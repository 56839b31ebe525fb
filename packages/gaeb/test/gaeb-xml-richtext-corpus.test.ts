import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { plainRichText, writeRichTextXml } from "../src/gaeb-xml-writer/richtext.js";
import type { Block, Inline, RichText } from "../src/model.js";
import { plainText } from "../src/xml/elements.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import {
  type DocumentTexts,
  documentTexts,
  readDetail,
  validateX83,
  x83WithTexts,
  xmlTree,
} from "./support/rich-text-xml.js";
import { xmllint } from "./support/x84-schema.js";

/*
 * Every long text, short text and section title of every readable corpus file, written and read back: the reader
 * gives the model's text exactly. Then all of them, placed into X83 files, validate against the official schema.
 */

interface FileTexts {
  name: string;
  texts: DocumentTexts;
}

const files: FileTexts[] = requireCorpus("rich text writer (corpus)")
  ? corpusFiles().flatMap((file) => {
      const read = readGaeb({ name: file.name, bytes: file.bytes });
      return read.ok ? [{ name: file.path, texts: documentTexts(read.value) }] : [];
    })
  : [];

function plainRoundTrip(text: string, where: "outline" | "label"): string {
  const tag = where === "outline" ? "TextOutlTxt" : "LblTx";
  return plainText(xmlTree(`<${tag}>${writeRichTextXml(plainRichText(text), where).xml}</${tag}>`));
}

const NOT_XML = /(?![\t\n\r\u007F-\u009F])\p{Cc}|[\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * The two things no XML text can give back: characters XML 1.0 cannot carry (a GAEB 2000 file of the corpus has
 * U+001C where its program meant quotation marks), which the writer leaves out and reports; and runs of no text at
 * all (the XML reader makes one for an execution description without any text), which read back as nothing.
 */
function carriable(text: RichText): RichText {
  const inline = (item: Inline): Inline[] => {
    if (item.type === "text") {
      const clean = item.text.replace(NOT_XML, "");
      return clean === "" ? [] : [{ ...item, text: clean }];
    }
    return [item];
  };
  const block = (item: Block): Block =>
    item.type === "paragraph"
      ? { ...item, inlines: item.inlines.flatMap(inline) }
      : item.type === "list"
        ? { ...item, items: item.items.map(carriable) }
        : { ...item, rows: item.rows.map((row) => row.map(carriable)) };
  return text.map(block);
}

/** Every string of a text, joined: JSON would write control characters as escapes. */
function allStrings(text: RichText): string {
  const strings: string[] = [];
  JSON.stringify(text, (_key, value) => {
    if (typeof value === "string") strings.push(value);
    return value;
  });
  return strings.join("");
}

describe.runIf(files.length > 0)("rich text writer on the corpus", () => {
  it("gives back every long text, short text and title exactly, but for what XML cannot carry", () => {
    const differences: string[] = [];
    const uncarriable: string[] = [];
    let count = 0;
    for (const { name, texts } of files) {
      texts.detail.forEach((text, index) => {
        count += 1;
        const written = writeRichTextXml(text, "detail");
        const back = readDetail(written.xml);
        if (JSON.stringify(back) === JSON.stringify(text)) return;
        // Control characters found in the text must have been reported, so the document's report can say so.
        const hasControl = new RegExp(NOT_XML.source, "u").test(allStrings(text));
        const reported = written.changes.some((change) => change.kind === "control_characters_left_out");
        if (JSON.stringify(back) === JSON.stringify(carriable(text)) && reported === hasControl)
          uncarriable.push(`${name} long text ${index}`);
        else differences.push(`${name} long text ${index}: ${JSON.stringify(back).slice(0, 200)}`);
      });
      for (const where of ["outline", "label"] as const) {
        texts[where].forEach((text, index) => {
          count += 1;
          const back = plainRoundTrip(text, where);
          if (back !== text)
            differences.push(`${name} ${where} ${index}: ${JSON.stringify(text)} -> ${back}`);
        });
      }
    }
    expect(differences).toEqual([]);
    // The corpus has over ten thousand texts; the few that differ differ only as `carriable` explains.
    expect(count).toBeGreaterThan(10_000);
    expect(uncarriable.length).toBeLessThan(10);
  });

  it.runIf(xmllint !== "")(
    "writes texts that validate against the X83 schema, as long text, short text and title",
    () => {
      const documents: Record<string, string> = {};
      files.forEach(({ texts }, index) => {
        const written = {
          detail: texts.detail.map((text) => writeRichTextXml(text, "detail").xml),
          outline: texts.outline.map((text) => writeRichTextXml(plainRichText(text), "outline").xml),
          label: texts.label.map((text) => writeRichTextXml(plainRichText(text), "label").xml),
        };
        documents[`texts-${index}.x83`] = x83WithTexts(written);
      });
      const complaints = validateX83(documents);
      expect(
        complaints
          .split("\n")
          .filter((line) => !line.endsWith(" validates") && line !== "")
          .slice(0, 10),
      ).toEqual([]);
    },
    120_000,
  );
});
