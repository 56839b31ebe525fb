import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { readRtf } from "../src/gaeb2000/rtf.js";
import { readRichText } from "../src/xml/richtext.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { xmlTree as tree } from "./support/xml-tree.js";

describe("raised and lowered text, paragraph alignment (DA XML)", () => {
  it("reads vertical-align super/sub and sup/sub elements, baseline ending them, cell alignment not mistaken", () => {
    const text = readRichText(
      tree(
        `<Text><p>m<span style="vertical-align:super">2</span>, H<sub>2</sub>O, ` +
          `<span style="vertical-align:super">hoch <span style="vertical-align:baseline">normal</span></span></p>` +
          `<table><tr><td style="vertical-align:top">oben</td></tr></table></Text>`,
      ),
    );
    expect(text[0]).toEqual({
      type: "paragraph",
      inlines: [
        { type: "text", text: "m" },
        { type: "text", text: "2", superscript: true },
        { type: "text", text: ", H" },
        { type: "text", text: "2", subscript: true },
        { type: "text", text: "O, " },
        { type: "text", text: "hoch ", superscript: true },
        { type: "text", text: "normal" },
      ],
    });
    expect(text[1]).toEqual({
      type: "table",
      rows: [[[{ type: "paragraph", inlines: [{ type: "text", text: "oben" }] }]]],
    });
  });

  it("sets paragraphs centred, right or justified, inherited by inner paragraphs and a cell's text", () => {
    const text = readRichText(
      tree(
        `<Text><p style="text-align:center;font-size:16pt"><span>Mitte</span></p><p style="text-align:left">links</p>` +
          `<div style="TEXT-ALIGN: Right"><p>rechts innen</p></div><p style="text-align:justify">Block</p>` +
          `<table><tr><td style="text-align:right;vertical-align:top">1.234,00</td><td>Text</td></tr></table></Text>`,
      ),
    );
    expect(text.map((block) => (block.type === "paragraph" ? block.align : block.type))).toEqual([
      "center",
      undefined,
      "right",
      "right",
      "justify",
      "table",
    ]);
    expect(text[5]).toEqual({
      type: "table",
      rows: [
        [
          [{ type: "paragraph", inlines: [{ type: "text", text: "1.234,00" }], align: "right" }],
          [{ type: "paragraph", inlines: [{ type: "text", text: "Text" }] }],
        ],
      ],
    });
  });

  it("keeps the BVBS test file's raised and lowered words and its centred headings", () => {
    if (!requireCorpus("layout")) return;
    const name = "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81";
    const result = readGaeb({ name, bytes: readFileSync(join(CORPUS_DIR, name)) });
    const json = JSON.stringify(result.ok ? result.value : undefined);
    expect(json).toContain(
      JSON.stringify([
        { type: "text", text: "Hochgestellt", superscript: true },
        { type: "text", text: "Normal" },
        { type: "text", text: "Tiefgestellt", subscript: true },
      ]),
    );
    expect(json).toContain(
      JSON.stringify({
        type: "paragraph",
        inlines: [{ type: "text", text: "Struktur des Musterleistungsverzeichnisses", bold: true }],
        align: "center",
      }),
    );
  });
});

describe("raised and lowered text, paragraph alignment (GAEB 2000 RTF)", () => {
  it("reads \\super, \\sub, \\nosupersub and \\qc, \\qr, \\qj until \\pard", () => {
    const text = readRtf(
      "{\\rtf1\\pard\\qc Mitte\\par\\pard m{\\super 3} H\\sub 2\\nosupersub O\\par\\qr rechts\\par\\pard\\qj Block\\par links}",
    );
    expect(text).toEqual([
      { type: "paragraph", inlines: [{ type: "text", text: "Mitte" }], align: "center" },
      {
        type: "paragraph",
        inlines: [
          { type: "text", text: "m" },
          { type: "text", text: "3", superscript: true },
          { type: "text", text: " H" },
          { type: "text", text: "2", subscript: true },
          { type: "text", text: "O" },
        ],
      },
      { type: "paragraph", inlines: [{ type: "text", text: "rechts" }], align: "right" },
      { type: "paragraph", inlines: [{ type: "text", text: "Block" }], align: "justify" },
      { type: "paragraph", inlines: [{ type: "text", text: "links" }] },
    ]);
  });
});
