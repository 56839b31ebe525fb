import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { readRtf } from "../src/gaeb2000/rtf.js";
import type { Inline, RichText } from "../src/model.js";
import { readRichText } from "../src/xml/richtext.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { xmlTree as tree } from "./support/xml-tree.js";

function runs(text: RichText): Inline[] {
  return text.flatMap((block) => (block.type === "paragraph" ? block.inlines : []));
}

describe("emphasis in GAEB DA XML text", () => {
  it("reads bold, italic, underline and line-through from span styles, inner styles overriding outer ones", () => {
    const text = readRichText(
      tree(
        `<Text><p style="font-weight:bold"><span>Fett </span><span style="font-weight:normal">normal </span>` +
          `<span style="font-style:italic;text-decoration:underline">fett kursiv unterstrichen </span>` +
          `<span style="FONT-WEIGHT: 700 !important">fett </span><span style="font-weight:400">normal</span></p>` +
          `<p><span style="text-decoration:underline;text-decoration:line-through">beide Linien</span>` +
          `<span style="font:italic bold 10pt Arial"> Kurzform</span></p></Text>`,
      ),
    );
    expect(runs(text)).toEqual([
      { type: "text", text: "Fett ", bold: true },
      { type: "text", text: "normal " },
      { type: "text", text: "fett kursiv unterstrichen ", bold: true, italic: true, underline: true },
      { type: "text", text: "fett ", bold: true },
      { type: "text", text: "normal" },
      { type: "text", text: "beide Linien", underline: true, strike: true },
      { type: "text", text: " Kurzform", bold: true, italic: true },
    ]);
  });

  it("reads HTML's own emphasis elements, in lists and table cells too", () => {
    const text = readRichText(
      tree(
        "<Text><p><b>b</b><strong>strong</strong><i>i</i><em>em</em><u>u</u><s>s</s></p>" +
          "<ul><li><b>Punkt</b></li></ul><table><tr style='font-weight:bold'><td>Kopf</td></tr></table></Text>",
      ),
    );
    expect(runs(text)).toEqual([
      { type: "text", text: "b", bold: true },
      { type: "text", text: "strong", bold: true },
      { type: "text", text: "i", italic: true },
      { type: "text", text: "em", italic: true },
      { type: "text", text: "u", underline: true },
      { type: "text", text: "s", strike: true },
    ]);
    expect(text[1]).toEqual({
      type: "list",
      ordered: false,
      items: [[{ type: "paragraph", inlines: [{ type: "text", text: "Punkt", bold: true }] }]],
    });
    expect(text[2]).toEqual({
      type: "table",
      rows: [[[{ type: "paragraph", inlines: [{ type: "text", text: "Kopf", bold: true }] }]]],
    });
  });

  it("keeps the emphasis of the BVBS test file's formatting paragraph, run by run", () => {
    if (!requireCorpus("emphasis")) return;
    const name = "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81";
    const result = readGaeb({ name, bytes: readFileSync(join(CORPUS_DIR, name)) });
    expect(result.ok).toBe(true);
    const json = JSON.stringify(result.ok ? result.value : undefined);
    const expected: Inline[] = [
      { type: "text", text: "fett und kursiv, ", bold: true, italic: true },
      { type: "text", text: "fett und unterstrichen, ", bold: true, underline: true },
      { type: "text", text: "fett und durchgestrichen, ", bold: true, strike: true },
      { type: "text", text: "kursiv und unterstrichen, ", italic: true, underline: true },
      { type: "text", text: "Kursiv und durchgestrichen, ", italic: true, strike: true },
      { type: "text", text: "unterstrichen und durchgestrichen.", underline: true, strike: true },
    ];
    expect(json).toContain(JSON.stringify(expected).slice(1, -1));
    expect(json).toContain(
      JSON.stringify({ type: "text", text: "Struktur des Musterleistungsverzeichnisses", bold: true }),
    );
  });
});

describe("emphasis in GAEB 2000 RTF", () => {
  it("reads \\b, \\i, \\ul, \\strike and their ends, per group, and \\plain", () => {
    const text = readRtf(
      "{\\rtf1 normal {\\b fett {\\i fett kursiv}} wieder normal \\ul unter\\ulnone  \\strike weg\\strike0  " +
        "\\b\\i beides\\plain  schlicht \\uldb doppelt\\ul0  ende}",
    );
    expect(runs(text)).toEqual([
      { type: "text", text: "normal " },
      { type: "text", text: "fett ", bold: true },
      { type: "text", text: "fett kursiv", bold: true, italic: true },
      { type: "text", text: " wieder normal " },
      { type: "text", text: "unter", underline: true },
      { type: "text", text: " " },
      { type: "text", text: "weg", strike: true },
      { type: "text", text: " " },
      { type: "text", text: "beides", bold: true, italic: true },
      { type: "text", text: " schlicht " },
      { type: "text", text: "doppelt", underline: true },
      { type: "text", text: " ende" },
    ]);
  });
});
