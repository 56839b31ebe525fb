import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureView } from "../src/viewer/print/fixture";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { openPrintPage, pagesToPng, printToPdf, squeeze } from "./support/print";

/** The print layout in Chromium under the site's Content-Security-Policy, with a hand-made request LV. */
const SITE = '<header class="site-header">SITEHEADER</header><main id="root">SITEMAIN</main>';

describe.runIf(inject("browserAvailable"))("the print layout", () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("is hidden on screen and is the only thing printed", async () => {
    const page = await openPrintPage(browser.browser, fixtureView(), SITE);
    try {
      expect(await page.locator(".print-lv").isVisible()).toBe(false);
      expect(await page.getByText("SITEMAIN").isVisible()).toBe(true);
      await page.emulateMedia({ media: "print" });
      expect(await page.locator(".print-lv").isVisible()).toBe(true);
      expect(await page.getByText("SITEMAIN").isVisible()).toBe(false);
    } finally {
      await page.close();
    }
    const printed = await printToPdf(browser.browser, fixtureView(), SITE);
    expect(printed.layout).not.toContain("SITE");
  });

  it("names the LV in every page's header, escaped as text, and counts the pages in the footer", async () => {
    const view = fixtureView();
    const printed = await printToPdf(browser.browser, view);
    const pages = printed.layout.split("\f").filter((page) => page.trim() !== "");
    expect(pages.length).toBeGreaterThan(0);
    pages.forEach((page, index) => {
      const lines = page.split("\n").filter((line) => line.trim() !== "");
      expect(lines[0]).toContain('Neubau "Schule" \\ Los 1 </style><b>fett</b>');
      expect(lines[0]).toContain("Angebotsaufforderung (X83)");
      expect(lines.at(-1)).toMatch(new RegExp(`Seite ${index + 1} von ${pages.length}$`));
    });
    const english = await printToPdf(browser.browser, fixtureView("en"));
    expect(english.layout).toMatch(/Page 1 of \d+\n/);
  });

  it("cuts nothing: an overlong word and a table wider than the page wrap inside the page", async () => {
    const view = fixtureView();
    const page = await openPrintPage(browser.browser, view);
    try {
      // The text width of an A4 page with the layout's margins (210 mm − 20 mm − 14 mm) at 96 px per inch.
      await page.setViewportSize({ width: Math.floor((176 / 25.4) * 96), height: 1000 });
      await page.emulateMedia({ media: "print" });
      const overflow = await page.evaluate(() => {
        const root = document.querySelector(".print-lv") as HTMLElement;
        const right = root.getBoundingClientRect().right;
        return [...root.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > right + 0.5)
          .map((element) => element.className || element.tagName);
      });
      expect(overflow).toEqual([]);
    } finally {
      await page.close();
    }
    const printed = squeeze((await printToPdf(browser.browser, view)).raw);
    expect(printed).toContain("Überdeckungsgradberechnungsvorschrift".repeat(8));
    for (let column = 1; column <= 9; column++) expect(printed).toContain(`Spalte${column}`);
  });

  it("leaves lines for every price of a request and says what to do, in the reader's language", async () => {
    const de = await printToPdf(browser.browser, fixtureView("de"));
    mkdirSync(process.env.SCREENS_DIR ?? "/work/screens", { recursive: true });
    pagesToPng(de.pdf, join(process.env.SCREENS_DIR ?? "/work/screens", "print-fixture"), 2);
    const deText = squeeze(de.layout);
    // Unit price and total of the item, percentage and total of the markup item, the section total under the section
    // and in the Zusammenstellung, net, VAT, gross.
    expect(deText.split("..................").length - 1).toBe(9);
    expect(deText).toContain("Fabrikat:o.glw.");
    expect(deText).not.toContain("vomBietereinzutragen");
    expect(deText).toContain("Zusammenstellung");
    expect(deText).toContain("12,500m3");
    expect(deText).toContain("BittetragenSiedieEinheitspreiseundGesamtbeträgeindieleerenZeilenein.");
    // The workbook's "computed" and "as stated in the file" lines mean nothing on an empty form: net, VAT, gross.
    const stated = fixtureView("de");
    stated.totals = [
      { key: "sum", label: "Gesamtsumme (berechnet)", amount: "0.00" },
      { key: "vat", label: "MwSt 19,00 % (berechnet)", amount: "0.00", percent: "19" },
      { key: "gross", label: "Bruttosumme (berechnet)", amount: "0.00" },
      { key: "sum", label: "Gesamtsumme laut Datei", amount: "0.00", declared: true },
    ];
    const form = squeeze((await printToPdf(browser.browser, stated)).layout);
    expect(form).toContain(
      "Gesamtsummenetto..................Umsatzsteuer19%..................Gesamtsummebrutto",
    );
    expect(form).not.toContain("berechnet");
    expect(form).not.toContain("0,00");
    const en = squeeze((await printToPdf(browser.browser, fixtureView("en"))).layout);
    expect(en).toContain("12.500m3");
    expect(en).toContain("Summary");
    expect(en).toContain("Nettotal");
    expect(en).toContain("Pleaseentertheunitpricesandtotalsontheblanklines.");
  });
});
