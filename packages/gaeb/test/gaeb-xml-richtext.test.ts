import { describe, expect, it } from "vitest";
import { plainRichText, richTextXml, writeRichTextXml } from "../src/gaeb-xml-writer/richtext.js";
import type { Block, Inline, Picture, RichText } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { plainText } from "../src/xml/elements.js";
import { readDetail, validateX83, x83WithTexts, xmlTree } from "./support/rich-text-xml.js";
import { xmllint } from "./support/x84-schema.js";

const run = (text: string, marks: Partial<Extract<Inline, { type: "text" }>> = {}): Inline => ({
  type: "text",
  text,
  ...marks,
});
const para = (...inlines: Inline[]): Block => ({ type: "paragraph", inlines });
const BREAK: Inline = { type: "break" };
/** A 1×1 PNG, long enough that its base64 spans more than one 76-character line. */
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const picture: Picture = { type: "image", name: "Plan 1 & 2.png", mime: "image/png", data: PNG, width: 320 };
const owner: Inline = {
  type: "complement",
  kind: "owner",
  label: "1",
  caption: "Dicke ",
  body: "24",
  tail: " cm",
};
const bidder: Inline = {
  type: "complement",
  kind: "bidder",
  label: "02",
  caption: "Fabrikat: ",
  body: "",
  tail: "",
};

/** Hand-made texts with every construct of the model, each read back exactly. */
const TEXTS: Record<string, RichText> = {
  empty: [],
  "empty paragraph": [para()],
  paragraphs: [para(run("Beton C25/30")), para(run("zweiter Absatz"))],
  aligned: [
    { type: "paragraph", inlines: [run("Mitte")], align: "center" },
    { type: "paragraph", inlines: [run("rechts")], align: "right" },
    { type: "paragraph", inlines: [run("Blocksatz"), BREAK, run("zweite Zeile")], align: "justify" },
    { type: "paragraph", inlines: [], align: "center" },
  ],
  breaks: [para(BREAK, run("nach"), BREAK, BREAK, run("vor"), BREAK)],
  emphasis: [
    para(
      run("fett", { bold: true }),
      run("kursiv", { italic: true }),
      run("unter", { underline: true }),
      run("durch", { strike: true }),
      run("beide Linien", { underline: true, strike: true }),
      run("alles", { bold: true, italic: true, underline: true, strike: true }),
      run("m"),
      run("2", { superscript: true }),
      run(" H"),
      run("2", { subscript: true, bold: true }),
      run("O"),
    ),
  ],
  "adjacent runs of the same emphasis": [
    para(run("ein"), run("zwei"), run("drei", { bold: true }), run("!", { bold: true })),
  ],
  whitespace: [para(run("  zwei vorn"), run("drei hinten   "), run("   "), run("a  b\t c"), run(" "))],
  escaping: [para(run(`a < b & c > d "e" 'f' ]]> &amp; <br/>`), run("Ä ß € ½ 😀 \u0085"))],
  lists: [
    {
      type: "list",
      ordered: true,
      items: [[para(run("eins"))], [para(run("zwei", { italic: true })), para(run("2b"))]],
    },
    {
      type: "list",
      ordered: false,
      items: [
        [para(run("außen")), { type: "list", ordered: true, items: [[para(run("innen"))], []] }],
        [],
        [para(picture), para(owner)],
      ],
    },
  ],
  tables: [
    {
      type: "table",
      rows: [
        [
          [para(run("Pos", { bold: true }))],
          [{ type: "paragraph", inlines: [run("Menge")], align: "right" }],
        ],
        [[], [para(run("1,5"), BREAK, run("m"), run("3", { superscript: true }))]],
        [],
        [
          [{ type: "list", ordered: false, items: [[para(run("in Zelle"))]] }],
          [{ type: "table", rows: [[[para(run("innen"))]]] }],
          [para(picture, bidder)],
        ],
      ],
    },
  ],
  pictures: [
    para(run("vor "), picture, run(" nach")),
    para({ type: "image", mime: "image/jpeg", data: "/9j/4AAQSkZJRg==" }),
    para({ type: "image", mime: "image/gif", data: "R0lGODlhAQABAAAAACw=", name: "x.gif" }),
  ],
  complements: [
    para(run("Estrich "), owner, run(" dick."), bidder),
    para({
      type: "complement",
      kind: "bidder",
      label: "3",
      caption: "",
      body: "'..........'",
      tail: " & <mehr>",
    }),
  ],
};

describe("rich text as GAEB DA XML", () => {
  for (const [name, text] of Object.entries(TEXTS)) {
    it(`reads back exactly: ${name}`, () => {
      const written = writeRichTextXml(text, "detail");
      expect(readDetail(written.xml)).toEqual(text);
      expect(written.changes).toEqual([]);
      expect(richTextXml(text, "detail")).toBe(written.xml);
    });
  }

  it("leaves out a picture without usable bytes instead of giving it a made-up type, and types the others by their bytes", () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64");
    const written = writeRichTextXml(
      [
        para({ type: "image", name: "zu groß.jpg" }, { type: "image", name: 'Schnitt\tA–A\n2 "neu"' }),
        para({ type: "image" }, run("Text")),
        para({ type: "image", mime: "image/png", data: svg, name: "a.svg" }),
        para({ type: "image", mime: "image/jpeg", data: PNG }),
      ],
      "detail",
    );
    expect(written.xml).not.toContain("svg");
    expect(written.xml.match(/<image /g)).toHaveLength(1);
    expect(written.xml).toContain('<image Type="image/png" Encoding="base64">');
    expect(written.changes).toEqual([{ kind: "picture_unusable_left_out", count: 4 }]);
  });

  it("writes emphasis as one style per run, both lines in one text-decoration", () => {
    const xml = richTextXml(
      [para(run("x", { bold: true, underline: true, strike: true, subscript: true }))],
      "detail",
    );
    expect(xml).toBe(
      '<p><span style="font-weight:bold;text-decoration:underline line-through;vertical-align:sub">x</span></p>',
    );
  });

  it("writes a picture's base64 in lines of 76 characters, with its type, width and name", () => {
    const xml = richTextXml([para(picture)], "detail");
    expect(xml).toContain('<image Type="image/png" Encoding="base64" width="320" Name="Plan 1 &amp; 2.png">');
    const lines = xml.split("\n").slice(1, -1);
    expect(lines.join("")).toBe(PNG);
    expect(lines.map((line) => line.length)).toEqual([76, PNG.length - 76]);
  });

  it("keeps short texts and titles as the reader renders them: one paragraph per line", () => {
    for (const text of ["Beton", "  ", "zwei\nZeilen", "Absatz\n\nnach Leerzeile", "a & <b>", ""]) {
      for (const [where, tag] of [
        ["outline", "TextOutlTxt"],
        ["label", "LblTx"],
      ] as const) {
        const xml = richTextXml(plainRichText(text), where);
        expect(plainText(xmlTree(`<${tag}>${xml}</${tag}>`))).toBe(text.trim());
      }
    }
  });
});

describe("what GAEB DA XML cannot carry where it goes", () => {
  it("leaves out control characters XML 1.0 cannot carry and counts them", () => {
    const text = [para(run("„Fußgänger\u001c Zone\u0000“", { bold: true }), run("\u0007"))];
    const written = writeRichTextXml(text, "detail");
    expect(readDetail(written.xml)).toEqual([para(run("„Fußgänger Zone“", { bold: true }))]);
    expect(written.changes).toEqual([{ kind: "control_characters_left_out", count: 3 }]);
  });

  it("writes a line break inside a run as a break, which the reader would otherwise turn into a space", () => {
    const written = writeRichTextXml([para(run("eins\nzwei\r\ndrei", { italic: true }))], "detail");
    expect(readDetail(written.xml)).toEqual([
      para(
        run("eins", { italic: true }),
        BREAK,
        run("zwei", { italic: true }),
        BREAK,
        run("drei", { italic: true }),
      ),
    ]);
    expect(written.changes).toEqual([{ kind: "line_break_in_text", count: 2 }]);
  });

  it("numbers a text complement whose label is no whole number (MarkLbl is a required integer)", () => {
    const unlabelled: Inline = { type: "complement", kind: "owner", caption: "a", body: "b", tail: "" };
    const written = writeRichTextXml([para(owner, unlabelled, { ...unlabelled, label: "A1" })], "detail");
    const labels = (readDetail(written.xml)[0] as { inlines: Array<{ label?: string }> }).inlines.map(
      (c) => c.label,
    );
    expect(labels).toEqual(["1", "2", "3"]);
    expect(written.changes).toEqual([{ kind: "complement_numbered", count: 2 }]);
  });

  it("leaves out a list without items and a table without rows, which the schema cannot hold", () => {
    const written = writeRichTextXml(
      [{ type: "list", ordered: true, items: [] }, para(run("bleibt")), { type: "table", rows: [] }],
      "detail",
    );
    expect(readDetail(written.xml)).toEqual([para(run("bleibt"))]);
    expect(written.changes).toEqual([{ kind: "empty_block_left_out", count: 2 }]);
  });

  it("writes a table inside a list item as one paragraph per row, cells between bars", () => {
    const table: Block = {
      type: "table",
      rows: [[[para(run("A", { bold: true }))], [], [para(run("B"))]], [[para(run("C"), BREAK, run("D"))]]],
    };
    const written = writeRichTextXml([{ type: "list", ordered: false, items: [[table]] }], "detail");
    expect(readDetail(written.xml)).toEqual([
      {
        type: "list",
        ordered: false,
        items: [[para(run("A", { bold: true }), run(" | "), run("B")), para(run("C"), BREAK, run("D"))]],
      },
    ]);
    expect(written.changes).toEqual([{ kind: "table_as_paragraphs", count: 1 }]);
  });

  it("writes lists, tables, pictures and complements in short texts and titles as the plain rendering shows them", () => {
    const rich: RichText = [
      para(run("Wand", { bold: true }), picture, owner),
      { type: "list", ordered: true, items: [[para(run("eins"))], [para(run("zwei", { italic: true }))]] },
      { type: "list", ordered: false, items: [[para(run("Punkt"))]] },
      { type: "table", rows: [[[para(run("A"))], [para(run("B"))]]] },
    ];
    for (const [where, tag] of [
      ["outline", "TextOutlTxt"],
      ["label", "LblTx"],
    ] as const) {
      const written = writeRichTextXml(rich, where);
      const back = xmlTree(`<${tag}>${written.xml}</${tag}>`);
      expect(plainText(back)).toBe(renderPlain(rich, PLAIN_LABELS).replace(`[image: ${picture.name}]`, ""));
      expect(written.changes).toEqual([
        { kind: "picture_left_out", count: 1 },
        { kind: "complement_as_text", count: 1 },
        { kind: "list_as_paragraphs", count: 2 },
        { kind: "table_as_paragraphs", count: 1 },
      ]);
    }
  });
});

describe("what no reader makes", () => {
  it("gives a picture without its type the one its data shows, and raises a run marked both raised and lowered", () => {
    const untyped = (data: string): Inline => ({ type: "image", data });
    const text = [
      para(untyped(PNG), untyped("R0lGODlhAQABAAAAACw="), run("x", { superscript: true, subscript: true })),
    ];
    expect(readDetail(richTextXml(text, "detail"))).toEqual([
      para(
        { type: "image", mime: "image/png", data: PNG },
        { type: "image", mime: "image/gif", data: "R0lGODlhAQABAAAAACw=" },
        run("x", { superscript: true }),
      ),
    ]);
  });
});

describe.runIf(xmllint !== "")("rich text against the official X83 schema", () => {
  it("validates every hand-made text as long text, short text and title", () => {
    const texts = Object.values(TEXTS);
    const flaws: RichText[] = [
      [{ type: "list", ordered: false, items: [[{ type: "table", rows: [[[para(picture)]]] }]] }],
      [para({ type: "complement", kind: "owner", caption: "", body: "", tail: "" }, run("\u0001"))],
    ];
    const all = [...texts, ...flaws];
    const complaints = validateX83({
      "hand-made.x83": x83WithTexts({
        detail: all.map((text) => richTextXml(text, "detail")),
        outline: all.map((text) => richTextXml(text, "outline")),
        label: all.map((text) => richTextXml(text, "label")),
      }),
    });
    expect(complaints).toBe("");
  });
});
