import type { RichText as RichTextModel } from "gaeb2xlsx";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./RichText";

const text = (value: string) => ({ type: "text" as const, text: value });
const paragraph = (...values: string[]) => ({ type: "paragraph" as const, inlines: values.map(text) });

describe("RichText", () => {
  it("shows markup from the file as text, never as elements", () => {
    const html = renderToStaticMarkup(
      <RichText text={[paragraph('<img src=x onerror="alert(1)"><script>alert(2)</script>')]} lang="de" />,
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("renders paragraphs, breaks, lists and tables as their own elements", () => {
    const model: RichTextModel = [
      { type: "paragraph", inlines: [text("Zeile 1"), { type: "break" }, text("Zeile 2")] },
      { type: "list", ordered: true, items: [[paragraph("erstens")], [paragraph("zweitens")]] },
      { type: "list", ordered: false, items: [[paragraph("Punkt")]] },
      {
        type: "table",
        rows: [[[paragraph("A1")], [paragraph("B1")], [paragraph("C1")]], [[paragraph("A2")]]],
      },
    ];
    const html = renderToStaticMarkup(<RichText text={model} lang="de" />);
    expect(html).toContain('<p class="rt-p">Zeile 1<br/>Zeile 2</p>');
    expect(html).toMatch(/<ol class="rt-list"><li class="rt-li"><p class="rt-p">erstens<\/p><\/li><li/);
    expect(html).toContain('<ul class="rt-list"><li class="rt-li"><p class="rt-p">Punkt</p></li></ul>');
    // A ragged row spans the remaining columns so that the table keeps its shape.
    expect(html).toContain('<td class="rt-td" colSpan="3"><p class="rt-p">A2</p></td>');
  });

  it("names an embedded image and shows bidder blanks as a line to fill in, in the reader's language", () => {
    const model: RichTextModel = [
      {
        type: "paragraph",
        inlines: [
          { type: "image", name: "Detail.jpg" },
          { type: "complement", kind: "bidder", caption: "Fabrikat: ", body: "'   '", tail: " o. glw." },
          { type: "complement", kind: "owner", caption: "Dicke ", body: "20", tail: " cm" },
        ],
      },
    ];
    const de = renderToStaticMarkup(<RichText text={model} lang="de" />);
    expect(de).toContain("Bild: Detail.jpg");
    expect(de).toContain(
      '<span class="rt-blank"><span class="visually-hidden">vom Bieter einzutragen</span></span>',
    );
    expect(de).toContain('Dicke <span class="rt-fill">20</span> cm');
    const en = renderToStaticMarkup(<RichText text={model} lang="en" />);
    expect(en).toContain("Image: Detail.jpg");
    expect(en).toContain("to be filled in by the bidder");
  });

  it("lets the caller mark search hits inside every run of text", () => {
    const model: RichTextModel = [
      paragraph("Beton C25/30"),
      { type: "list", ordered: false, items: [[paragraph("Beton")]] },
    ];
    const html = renderToStaticMarkup(<RichText text={model} lang="de" highlight={/Beton/gi} />);
    expect(html.match(/<mark class="viewer-hit">Beton<\/mark>/g)).toHaveLength(2);
  });

  it("renders nothing for an empty text", () => {
    expect(renderToStaticMarkup(<RichText text={[]} lang="de" />)).toBe("");
  });
});
