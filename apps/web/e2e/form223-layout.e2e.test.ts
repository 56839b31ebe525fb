import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { OfferBreakdownRow } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { fixtureBreakdown } from "../src/pages/offer/form223/fixture";
import { printForm } from "./support/form223-print";
import { pagesToPng, squeeze } from "./support/print";
import { firstPageSize } from "./support/print-pdf";
import { browserForFile } from "./support/shared-browser";

/** Formblatt 223 in Chromium under the site's Content-Security-Policy, with a hand-made breakdown. */
const SITE = '<header class="site-header">SITEHEADER</header><main id="root">SITEMAIN</main>';
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";
const LONG_WORD = "Überdeckungsgradberechnungsvorschrift";

const chrome = browserForFile();

/** Enough rows for several pages, with long texts and one very long word, so page breaks and wrapping show. */
function longBreakdown() {
  const base = fixtureBreakdown();
  const rows: OfferBreakdownRow[] = Array.from({ length: 90 }, (_, index) => ({
    oz: `${String(1 + Math.floor(index / 30)).padStart(2, "0")}.${String(10 * (index + 1)).padStart(4, "0")}`,
    shortText:
      index === 7
        ? `Nachweis nach ${LONG_WORD} erbringen`
        : `Position ${index + 1}: Mauerwerk aus Kalksandstein, Wanddicke 17,5 cm, einschließlich Mörtel`,
    quantity: String(10 + index),
    unit: "m2",
    time: "0.75",
    components: ["30.00", "25.50", "4.00", "1.00"],
    unitPrice: "60.50",
    total: ((10 + index) * 60.5).toFixed(2),
    demanded: index % 3 === 0,
  }));
  return { ...base, rows };
}

describe.runIf(inject("browserAvailable"))("Formblatt 223 printed", () => {
  it("prints alone, on A4 landscape, with the table's head on every page and no word cut", async () => {
    const printed = await printForm(chrome.browser, longBreakdown(), "de", SITE);
    expect(printed.layout).not.toContain("SITE");
    const [width, height] = firstPageSize(printed.pdf);
    // A4 landscape: 842 × 595 pt.
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(printed.pages).toBeGreaterThan(1);
    const pages = printed.layout.split("\f").filter((page) => page.trim() !== "");
    for (const [index, page] of pages.entries()) {
      expect(page, `page ${index + 1}`).toMatch(/OZ\s+Kurztext\s+Menge\s+Einheit/);
      expect(page, `page ${index + 1}`).toContain("Formblatt 223 – Aufgliederung der Einheitspreise");
      expect(squeeze(page), `page ${index + 1}`).toContain(`Seite${index + 1}von${pages.length}`);
    }
    // Every row is there, and each word of a text stands whole on one line.
    const text = squeeze(printed.raw);
    for (let row = 1; row <= 90; row++) if (row !== 8) expect(text).toContain(`Position${row}:`);
    expect(printed.layout).toContain(LONG_WORD);
    expect(printed.layout).toContain("Kalksandstein");
    mkdirSync(SCREENS, { recursive: true });
    pagesToPng(printed.pdf, join(SCREENS, "form223-layout-de"), 2);
  });

  it("prints the head, the figures and the totals in the reader's language and notation", async () => {
    // Raw text order keeps a cell's lines together: a column heading may wrap between its words.
    const de = squeeze((await printForm(chrome.browser, fixtureBreakdown(), "de")).raw);
    for (const expected of [
      "Bieter",
      "MusterBauGmbH",
      "VergabenummerVG-2026/117",
      "Datum29.11.2026",
      "Zeitansatz(Stunden)",
      "15.436,50",
      "Summe(Menge×Anteil)",
      "10.250,00",
      "21.862,50",
      "BeträgeinEURohneUmsatzsteuer",
    ])
      expect(de).toContain(expected);
    const printed = await printForm(chrome.browser, fixtureBreakdown(), "en");
    const en = squeeze(printed.raw);
    for (const expected of ["Breakdownofunitprices", "Awardnumber", "29/11/2026", "15,436.50", "21,862.50"])
      expect(en).toContain(expected);
    expect(en).toContain("Page1of1");
    pagesToPng(printed.pdf, join(SCREENS, "form223-fixture-en"), 1);
  });
});
