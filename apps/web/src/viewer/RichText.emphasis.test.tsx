import type { RichText as RichTextModel, TextRun } from "gaeb2xlsx";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { searchPattern } from "./highlight";
import { RichText } from "./RichText";

const run = (text: string, marks: Omit<TextRun, "type" | "text"> = {}): TextRun => ({
  type: "text",
  text,
  ...marks,
});
const paragraph = (...inlines: TextRun[]): RichTextModel[number] => ({ type: "paragraph", inlines });

/** A 2 × 1 PNG header: enough for the size, and what a reader hands over as `data`. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 200, 0, 0, 0,
  100, 8, 2, 0, 0, 0,
]).toString("base64");

describe("RichText emphasis", () => {
  it("renders bold, italic, underlined and struck runs as the elements that mean them", () => {
    const model = [
      paragraph(
        run("Beton "),
        run("C25/30", { bold: true }),
        run(" nach "),
        run("DIN", { italic: true }),
        run(" und ", { underline: true }),
        run("alt", { strike: true }),
        run("alles", { bold: true, italic: true, underline: true, strike: true }),
      ),
    ];
    const html = renderToStaticMarkup(<RichText text={model} lang="de" />);
    expect(html).toBe(
      '<div class="rt"><p class="rt-p">Beton <strong>C25/30</strong> nach <em>DIN</em><u> und </u><s>alt</s>' +
        "<strong><em><u><s>alles</s></u></em></strong></p></div>",
    );
  });

  it("raises and lowers text and sets a paragraph as the file aligns it", () => {
    const model: RichTextModel = [
      { type: "paragraph", inlines: [run("Titel", { bold: true })], align: "center" },
      paragraph(
        run("m"),
        run("2", { superscript: true }),
        run(" H"),
        run("2", { subscript: true }),
        run("O"),
      ),
      { type: "paragraph", inlines: [run("1.234,00")], align: "right" },
    ];
    const html = renderToStaticMarkup(<RichText text={model} lang="de" />);
    expect(html).toBe(
      '<div class="rt"><p class="rt-p rt-p--center"><strong>Titel</strong></p>' +
        '<p class="rt-p">m<sup>2</sup> H<sub>2</sub>O</p><p class="rt-p rt-p--right">1.234,00</p></div>',
    );
  });

  it("marks search hits inside an emphasized run", () => {
    const html = renderToStaticMarkup(
      <RichText
        text={[paragraph(run("Beton "), run("C25/30", { bold: true }))]}
        lang="de"
        highlight={searchPattern("c25")}
      />,
    );
    expect(html).toContain('<strong><mark class="viewer-hit">C25</mark>/30</strong>');
  });

  it("marks a hit that spans a change of emphasis and a line break in every run it touches", () => {
    const model: RichTextModel = [
      {
        type: "paragraph",
        inlines: [
          run("Dieses "),
          run("Merkmal", { bold: true }),
          run(" ist"),
          { type: "break" },
          run("verknüpft", { italic: true }),
        ],
      },
    ];
    const html = renderToStaticMarkup(
      <RichText text={model} lang="de" highlight={searchPattern("dieses merkmal ist verknüpft")} />,
    );
    expect(html).toBe(
      '<div class="rt"><p class="rt-p"><mark class="viewer-hit">Dieses </mark>' +
        '<strong><mark class="viewer-hit">Merkmal</mark></strong><mark class="viewer-hit"> ist</mark><br/>' +
        '<em><mark class="viewer-hit">verknüpft</mark></em></p></div>',
    );
  });

  it("keeps markup in an emphasized run as text", () => {
    const html = renderToStaticMarkup(
      <RichText text={[paragraph(run("<img src=x onerror=alert(1)>", { bold: true }))]} lang="de" />,
    );
    expect(html).toContain("<strong>&lt;img src=x onerror=alert(1)&gt;</strong>");
  });
});

describe("RichText pictures", () => {
  it("shows a picture from its own bytes, sized in proportion, named for those who cannot see it", () => {
    const model: RichTextModel = [
      {
        type: "paragraph",
        inlines: [
          { type: "image", name: "Detail.png", mime: "image/png", data: PNG, width: 120 },
          { type: "image", mime: "image/png", data: PNG },
        ],
      },
    ];
    const de = renderToStaticMarkup(<RichText text={model} lang="de" />);
    expect(de).toContain(
      `<img class="rt-img" src="data:image/png;base64,${PNG}" alt="Detail.png" width="120" height="60" loading="eager" decoding="async"/>`,
    );
    expect(de).toContain('alt="Bild" width="200" height="100"');
    expect(renderToStaticMarkup(<RichText text={model} lang="en" />)).toContain('alt="Image"');
    // Paper waits for every picture.
    expect(renderToStaticMarkup(<RichText text={model} lang="de" print />)).toContain(
      'loading="eager" decoding="sync"',
    );
  });

  it("names a picture it may not show in its place, and loads nothing for it", () => {
    const model: RichTextModel = [
      {
        type: "paragraph",
        inlines: [
          { type: "image", name: "Plan.svg", mime: "image/svg+xml" as "image/png", data: btoa("<svg/>") },
          { type: "image", name: "Foto.jpg" },
        ],
      },
    ];
    const html = renderToStaticMarkup(<RichText text={model} lang="de" />);
    expect(html).not.toContain("<img");
    expect(html).toContain("Bild: Plan.svg");
    expect(html).toContain("Bild: Foto.jpg");
  });
});
