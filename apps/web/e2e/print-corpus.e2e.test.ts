import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type LvView, readGaeb, viewGaeb } from "gaeb2xlsx";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { corpusFiles, requireCorpus } from "../../../packages/gaeb/test/support/corpus";
import { formatDecimal } from "../src/ondevice/numbers";
import { shorten } from "../src/viewer/print/page-rules";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { pagesToPng, printToPdf, squeeze } from "./support/print";
import { expectedTexts, headsAtPageEnd, labelsApart, pageFrames, printedBody } from "./support/print-check";

/**
 * Every corpus file the converter reads, printed by Chromium as the viewer prints it: every OZ, short text and
 * long-text paragraph is in the PDF in LV order, every page has the LV's name on top and "Seite n von m" below,
 * a request leaves lines for the prices and a priced file shows them.
 */
const run = inject("browserAvailable") && requireCorpus("print layout on the corpus");
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";
const LOOK_AT = new Set(["Musterdatei_3.1_2008-004.X83", "Musterdatei_3.1_2008-001.X86", "LV_Los01.D83"]);

describe.runIf(run)("the printed LV of every corpus file", () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Every file in German; a request, an award and a GAEB 90 file also in English.
  const files = run ? corpusFiles() : [];
  const cases = files.flatMap((file) => [
    [file.path, "de", file] as const,
    ...(LOOK_AT.has(file.name) ? [[file.path, "en", file] as const] : []),
  ]);
  it.each(cases)("%s (%s)", async (_path, lang, file) => {
    const input = { name: file.name, bytes: file.bytes };
    const result = viewGaeb(input, { lang });
    if (!result.ok) {
      // The viewer reads what the converter reads: a file it refuses, the converter refuses as well.
      expect(readGaeb(input).ok).toBe(false);
      return;
    }
    const { view } = result;
    const printed = await printToPdf(browser.browser, view);
    if (LOOK_AT.has(file.name)) {
      mkdirSync(SCREENS, { recursive: true });
      pagesToPng(printed.pdf, join(SCREENS, `print-${lang}-${file.name.replace(/[^\w.-]+/g, "_")}`));
    }

    const frames = pageFrames(printed.layout, printed.pages);
    expect(frames.headers).toEqual(
      frames.headers.map(() => squeeze(shorten(view.title) + view.file.phaseLabel)),
    );
    const [page, of] = lang === "de" ? ["Seite", "von"] : ["Page", "of"];
    expect(frames.footers).toEqual(
      frames.footers.map((_, index) => `${page}${index + 1}${of}${printed.pages}`),
    );

    expect(headsAtPageEnd(printed.layout, view)).toEqual([]);
    expect(labelsApart(printed.layout)).toEqual([]);

    const body = printedBody(printed.raw, view);
    let cursor = 0;
    for (const text of expectedTexts(view)) {
      const found = body.indexOf(text.squeezed, cursor);
      expect(
        found,
        `${text.what} not in the PDF after position ${cursor}: ${text.squeezed.slice(0, 120)}`,
      ).toBeGreaterThanOrEqual(0);
      cursor = found + text.squeezed.length;
    }
    expectPrices(view, body);
  });
});

function expectPrices(view: LvView, body: string): void {
  const items = view.rows.filter((row) => row.kind === "item" && row.mainKind !== "notApplicable");
  if (view.isRequest) {
    // Two lines to fill in per item (unit price and total), one per section total and the LV's totals.
    const blanks = body.split("..................").length - 1;
    expect(blanks).toBeGreaterThanOrEqual(2 * items.length);
    return;
  }
  for (const row of items) {
    if (row.kind !== "item") continue;
    for (const figure of [row.unitPrice, row.total]) {
      if (figure !== undefined) expect(body).toContain(squeeze(formatDecimal(figure, view.lang, 2)));
    }
  }
  for (const line of view.totals) expect(body).toContain(squeeze(formatDecimal(line.amount, view.lang, 2)));
}
