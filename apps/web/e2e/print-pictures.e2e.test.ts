import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type LvView, viewGaeb } from "gaeb2xlsx";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { corpusFiles, requireCorpus } from "../../../packages/gaeb/test/support/corpus";
import { pictureSize } from "../src/viewer/picture";
import { fixtureView } from "../src/viewer/print/fixture";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { openPrintPage, printToPdf, squeeze } from "./support/print";
import { printedBody } from "./support/print-check";
import { emphasizedRuns, pdfImages, pdfPagesToPng, shownPictures } from "./support/rich-content";

/**
 * Two corpus files with 13 embedded JPEGs and bold, italic, underlined and struck words, printed as the viewer
 * prints them: every picture is on paper once (whole, on one page), within the text column, in its proportions,
 * and the emphasized words are in the text in order.
 */
const FILES = [
  "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81",
  "gaeb-samples/Musterdatei_3.1_2008-001.X81",
];
const run = inject("browserAvailable") && requireCorpus("pictures and emphasis in print");
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";

function corpusView(path: string): LvView {
  const file = corpusFiles().find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not in the corpus`);
  const result = viewGaeb({ name: file.name, bytes: file.bytes }, { lang: "de" });
  if (!result.ok) throw new Error(`${path} does not open`);
  return result.view;
}

describe.runIf(run)("pictures and emphasis in the printed LV", () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(FILES)("%s", async (path) => {
    const view = corpusView(path);
    const pictures = shownPictures(view);
    expect(pictures).toHaveLength(13);
    const printed = await printToPdf(browser.browser, view);

    // A picture split across two pages would be drawn on both: 13 images drawn once each means none is split.
    const images = pdfImages(printed.pdf).filter((image) => image.type === "image");
    expect(images).toHaveLength(13);
    const drawnSizes = images.map((image) => `${image.width}×${image.height}`).sort();
    const ownSizes = pictures
      .map((picture) => {
        const size = picture.mime && picture.data ? pictureSize(picture.mime, picture.data) : null;
        return `${size?.width}×${size?.height}`;
      })
      .sort();
    // The PDF carries each picture's own pixels; the file's width only scales it on the page.
    expect(drawnSizes).toEqual(ownSizes);

    mkdirSync(SCREENS, { recursive: true });
    const pages = [...new Set(images.map((image) => image.page))].slice(0, 3);
    pdfPagesToPng(printed.pdf, pages, join(SCREENS, `richweb-print-${path.split("/")[0]}`));

    const body = printedBody(printed.raw, view);
    const runs = emphasizedRuns(view);
    expect(runs.some((text) => text.bold)).toBe(true);
    expect(runs.some((text) => text.italic)).toBe(true);
    expect(runs.some((text) => text.underline)).toBe(true);
    expect(runs.some((text) => text.strike)).toBe(true);
    let cursor = 0;
    for (const text of runs) {
      const found = body.indexOf(squeeze(text.text), cursor);
      expect(found, `"${text.text}" not in the PDF after position ${cursor}`).toBeGreaterThanOrEqual(0);
      cursor = found;
    }
  });

  it("sets every picture within the text column, in its proportions, the emphasis as elements", async () => {
    const view = corpusView(FILES[0] as string);
    const page = await openPrintPage(browser.browser, view);
    try {
      // The text width of an A4 page with the layout's margins (210 mm − 20 mm − 14 mm) at 96 px per inch.
      await page.setViewportSize({ width: Math.floor((176 / 25.4) * 96), height: 1000 });
      await page.emulateMedia({ media: "print" });
      const boxes = await page.evaluate(async () => {
        const images = [...document.querySelectorAll<HTMLImageElement>(".print-lv img")];
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        return images.map((image) => {
          const box = image.getBoundingClientRect();
          const column = (image.closest(".plv-body, .plv-rt") as HTMLElement).getBoundingClientRect();
          return {
            src: image.src.slice(0, 40),
            natural: [image.naturalWidth, image.naturalHeight],
            box: [box.width, box.height],
            inside: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
          };
        });
      });
      expect(boxes).toHaveLength(13);
      for (const image of boxes) {
        expect(image.src).toMatch(/^data:image\/jpeg;base64,/);
        expect(image.natural[0]).toBeGreaterThan(0);
        expect(image.inside).toBe(true);
        const [width = 0, height = 0] = image.box;
        const [naturalWidth = 1, naturalHeight = 1] = image.natural;
        expect(Math.abs(height - (width * naturalHeight) / naturalWidth)).toBeLessThan(1.5);
      }
      const strong = await page.locator(".print-lv strong").allTextContents();
      const bold = emphasizedRuns(view).find((text) => text.bold && !text.italic)?.text;
      expect(strong).toContain(bold);
    } finally {
      await page.close();
    }
  });

  it("scales a picture taller than a page onto one page instead of splitting it", async () => {
    // A real JPEG of 600 × 4500 px, drawn by the browser: at the file's width it would be four pages tall.
    const scratch = await browser.browser.newPage();
    const data = await scratch.evaluate(() => {
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [600, 4500];
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      for (let y = 0; y < 4500; y += 100) {
        context.fillStyle = y % 200 === 0 ? "#1e3a8a" : "#f59e0b";
        context.fillRect(0, y, 600, 100);
      }
      return canvas.toDataURL("image/jpeg", 0.5).replace(/^data:image\/jpeg;base64,/, "");
    });
    await scratch.close();
    const view = fixtureView();
    const item = view.rows.find((row) => row.kind === "item");
    if (item?.kind !== "item") throw new Error("the fixture has no item");
    item.longText = [
      { type: "paragraph", inlines: [{ type: "text", text: "Lageplan:" }] },
      {
        type: "paragraph",
        inlines: [{ type: "image", name: "Lageplan.jpg", mime: "image/jpeg", data, width: 600 }],
      },
      { type: "paragraph", inlines: [{ type: "text", text: "Nach dem Lageplan." }] },
    ];
    const printed = await printToPdf(browser.browser, view);
    const images = pdfImages(printed.pdf).filter((image) => image.type === "image");
    expect(images.map((image) => `${image.width}×${image.height}`)).toEqual(["600×4500"]);
    pdfPagesToPng(printed.pdf, [images[0]?.page ?? 1], join(SCREENS, "richweb-print-tall"));
    expect(printed.raw.indexOf("Nach dem Lageplan.")).toBeGreaterThan(printed.raw.indexOf("Lageplan:"));
  });
});
