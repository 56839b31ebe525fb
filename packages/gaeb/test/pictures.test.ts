import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import type { Issue } from "../src/issues.js";
import { MAX_PICTURE_CHARS, MAX_PICTURES_CHARS } from "../src/limits.js";
import type { GaebDocument, Picture, RichText } from "../src/model.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { bytes, category, gaebXml } from "./support/gaeb.js";

function pictures(text: RichText): Picture[] {
  return text.flatMap((block) => {
    if (block.type === "paragraph") return block.inlines.filter((inline) => inline.type === "image");
    if (block.type === "list") return block.items.flatMap(pictures);
    return block.rows.flat().flatMap(pictures);
  });
}

function documentPictures(document: GaebDocument): Picture[] {
  const found: Picture[] = [...document.preamble, ...document.closing].flatMap((text) =>
    pictures(text.detail),
  );
  const visit = (entries: NonNullable<GaebDocument["boq"]>["body"]): void => {
    for (const entry of entries) {
      if ("longText" in entry) found.push(...pictures(entry.longText));
      if (entry.kind === "section") visit(entry.children);
    }
  };
  visit(document.boq?.body ?? []);
  return found;
}

/** An LV with one item whose long text holds the given XML. */
function read(longText: string): { document: GaebDocument; issues: Issue[] } {
  const body = category(
    "01",
    "Titel",
    `<Item RNoPart="0010"><Qty>1</Qty><QU>St</QU><Description><CompleteText><DetailTxt><Text>${longText}</Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>Bild</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item>`,
  );
  const result = readGaeb({ name: "bilder.x83", bytes: bytes(gaebXml({ body })) });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { document: result.value, issues: result.issues };
}

const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("embedded pictures", () => {
  it("keeps each picture of the corpus's test files as a whole JPEG with its width", () => {
    if (!requireCorpus("pictures")) return;
    for (const name of [
      "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81",
      "gaeb-samples/Musterdatei_3.1_2008-001.X81",
    ]) {
      const result = readGaeb({ name, bytes: readFileSync(join(CORPUS_DIR, name)) });
      expect(result.ok, name).toBe(true);
      if (!result.ok) continue;
      const found = documentPictures(result.value);
      expect(found, name).toHaveLength(13);
      for (const picture of found) {
        expect(picture.mime).toBe("image/jpeg");
        const jpeg = Buffer.from(picture.data ?? "", "base64");
        // A whole JPEG: start-of-image marker first, end-of-image marker at the end (some writers pad one zero byte).
        expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(jpeg.subarray(-4).indexOf(Buffer.from([0xff, 0xd9]))).toBeGreaterThanOrEqual(0);
        expect(picture.width).toBeGreaterThan(0);
      }
      expect(result.issues.filter((issue) => issue.code.startsWith("picture"))).toEqual([]);
    }
  });

  it("joins base64 split over lines, pads it where a writer left the padding out, reads PNG and GIF, a pixel width, and keeps a picture's name", () => {
    const split = PNG_1X1.replace(/(.{20})/g, "$1\n      ");
    const { document, issues } = read(
      `<p><image Type="image/png" Name="plan.png" width="120">${split}</image>` +
        `<image Type="image/gif" width="50%">R0lGODlhAQABAAAAACw</image><image Type="image/png" width="80px">${PNG_1X1}</image></p>`,
    );
    expect(documentPictures(document)).toEqual([
      { type: "image", name: "plan.png", mime: "image/png", data: PNG_1X1, width: 120 },
      { type: "image", mime: "image/gif", data: "R0lGODlhAQABAAAAACw=" },
      { type: "image", mime: "image/png", data: PNG_1X1, width: 80 },
    ]);
    expect(issues).toEqual([]);
  });

  it("keeps no data of a type GAEB does not allow (SVG could run script) or of damaged base64, and says so", () => {
    const svg = Buffer.from(
      "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
    ).toString("base64");
    const { document, issues } = read(
      `<p><image Type="image/svg+xml" Name="a.svg">${svg}</image>` +
        `<image Type="image/png" Name="b.png">not*base64!</image>` +
        `<image Type="image/png" Encoding="hex" Name="c.png">89504e47</image>` +
        `<image Type="image/png" Name="d.png">${svg}</image></p>`,
    );
    expect(documentPictures(document)).toEqual([
      { type: "image", name: "a.svg" },
      { type: "image", name: "b.png" },
      { type: "image", name: "c.png" },
      { type: "image", name: "d.png" },
    ]);
    expect(issues.map((issue) => [issue.code, issue.params?.name, typeof issue.line])).toEqual([
      ["picture_damaged", "a.svg", "number"],
      ["picture_damaged", "b.png", "number"],
      ["picture_damaged", "c.png", "number"],
      ["picture_damaged", "d.png", "number"],
    ]);
  });

  it("types a picture by its bytes, not by its Type attribute", () => {
    const { document, issues } = read(
      `<p><image Type="image/jpeg" Name="p.jpg">${PNG_1X1}</image><image Type="image/x-unknown">R0lGODlhAQABAAAAACw=</image></p>`,
    );
    expect(documentPictures(document)).toEqual([
      { type: "image", name: "p.jpg", mime: "image/png", data: PNG_1X1 },
      { type: "image", mime: "image/gif", data: "R0lGODlhAQABAAAAACw=" },
    ]);
    expect(issues).toEqual([]);
  });

  it("bounds one picture and all pictures of a file, keeping the rest of the text", () => {
    const tooLarge = "A".repeat(MAX_PICTURE_CHARS + 4);
    const one = read(
      `<p><image Type="image/jpeg" Name="riesig.jpg">${tooLarge}</image><span>danach</span></p>`,
    );
    expect(documentPictures(one.document)).toEqual([{ type: "image", name: "riesig.jpg" }]);
    expect(one.issues.map((issue) => issue.code)).toEqual(["picture_too_large"]);
    expect(JSON.stringify(one.document)).toContain("danach");

    const share = MAX_PICTURE_CHARS - 4;
    const count = Math.floor(MAX_PICTURES_CHARS / share) + 2;
    const many = read(
      `<p>${`<image Type="image/jpeg">/9j/${"A".repeat(share - 4)}</image>`.repeat(count)}<span>danach</span></p>`,
    );
    const kept = documentPictures(many.document);
    expect(kept).toHaveLength(count);
    expect(kept.filter((picture) => picture.data !== undefined)).toHaveLength(
      Math.floor(MAX_PICTURES_CHARS / share),
    );
    expect(many.issues.map((issue) => issue.code)).toEqual(["pictures_too_many"]);
  });
});
