import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatIssue, offerFromWorkbook } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { formatCount, formatDecimal, formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import { brokenDownWorkbook, itemsOf, type TypedBreakdown } from "./support/breakdown-workbook";
import { dropWorkbook, openReadyPage } from "./support/browser";
import { acceptAndConvert, choose, downloadWorkbook, openConverter, words } from "./support/converter";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { pagesToPng, squeeze } from "./support/print";
import { firstPageSize, pdfOf } from "./support/print-pdf";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const REQUEST_NAME = "Musterdatei_3.1_2008-001.X83";
const REQUEST = join(corpusDir, "gaeb-samples", REQUEST_NAME);
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";
const BIDDER = "Muster Bau GmbH";
const COMPONENTS_BOX = "Preisanteile nach Formblatt 223 hinzufügen (wenn das LV keine nennt)";

const chrome = browserForFile();
const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", REQUEST);

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)(
  "the price breakdown (Formblatt 223)",
  () => {
    it("converts with components on the device, reads the bidder's breakdown and prints Formblatt 223", async () => {
      const request = new Uint8Array(readFileSync(REQUEST));
      const items = itemsOf(REQUEST_NAME, request);
      const demanded = items.filter((item) => item.demanded).map((item) => item.oz);
      expect(demanded.length).toBe(5);
      // One demanded item left without its second component, one whose components miss its unit price.
      const [, gap, mismatch] = demanded;
      const typed = (oz: string, index: number): TypedBreakdown => {
        const components = [12.5 + index, 20.25, 3, 1.5];
        const sum = components.reduce((a, b) => a + b, 0);
        if (oz === gap) return { components: [12.5, undefined, 3, 1.5], time: 0.5, unitPrice: 17 };
        return { components, time: 0.25 + index / 100, unitPrice: oz === mismatch ? sum + 1 : sum };
      };

      // The converter, on the device, with Formblatt 223's components asked for: the LV names its own, which stay.
      const converter = await openConverter(chrome.browser, baseURL, "de");
      await choose(converter.page, { name: REQUEST_NAME, buffer: Buffer.from(request) });
      await converter.page.getByLabel(COMPONENTS_BOX).check();
      await acceptAndConvert(converter.page, "de");
      await converter.page.getByText(words.de.done).waitFor({ timeout: 60_000 });
      const converted = await downloadWorkbook(converter.page, "de");
      await converter.context.close();
      const filled = await brokenDownWorkbook(new Uint8Array(converted.bytes), items, typed, BIDDER);
      expect(filled.componentTitles).toEqual([
        "EP-Anteil Material",
        "EP-Anteil Lohn",
        "EP-Anteil Geräte",
        "EP-Anteil Nachunternehmer",
      ]);

      // What the library makes of the same workbook is what the page must show.
      const expected = offerFromWorkbook({ name: "Angebot.xlsx", bytes: filled.bytes }, { lang: "de" });
      if (!expected.ok) throw new Error(expected.issues.map((issue) => formatIssue(issue, "de")).join("\n"));
      const breakdown = expected.breakdown;
      if (!breakdown) throw new Error("the library reports no breakdown");
      expect(breakdown.demanded).toBe(5);
      expect(breakdown.incomplete).toEqual([gap]);
      expect(breakdown.mismatched).toEqual([mismatch]);
      const currency = expected.summary.currency;

      const { context, page, problems } = await openReadyPage(chrome.browser, baseURL, "/de/excel-nach-x84", {
        width: 1280,
        height: 900,
      });
      await dropWorkbook(page, "Angebot.xlsx", filled.bytes);
      await page.getByRole("heading", { name: "Ihr Angebot ist fertig" }).waitFor({ timeout: 60_000 });
      const section = page.getByTestId("offer-breakdown");
      await expect(page.getByTestId("breakdown-demanded").textContent()).resolves.toBe(
        "Die Angebotsaufforderung verlangt die Aufgliederung für 5 Positionen.",
      );
      await expect(page.getByTestId("breakdown-components").textContent()).resolves.toBe(
        breakdown.components.join(", "),
      );
      await expect(page.getByTestId("breakdown-incomplete").textContent()).resolves.toContain(gap);
      await expect(page.getByTestId("breakdown-mismatched").textContent()).resolves.toContain(mismatch);
      const totals = await page.getByTestId("breakdown-totals").locator("tbody tr td").allTextContents();
      expect(totals.slice(0, breakdown.components.length)).toEqual(
        breakdown.componentTotals.map((value) => formatMoney(value, currency, "de")),
      );
      if (breakdown.timeTotal) expect(totals.at(-1)).toBe(formatDecimal(breakdown.timeTotal, "de", 2));
      // The core's warnings about the breakdown are listed as every other note on the workbook.
      await expect(page.locator(".outcome__messages").textContent()).resolves.toContain(gap);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      mkdirSync(SCREENS, { recursive: true });
      await section.screenshot({ path: join(SCREENS, "offer-breakdown-de-1280.png") });

      // On a phone the section fits the screen: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main *")]
          .filter((element) => element.getBoundingClientRect().right > 391)
          .map(
            (element) =>
              `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
          ),
      );
      expect(wide).toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        390,
      );
      await section.screenshot({ path: join(SCREENS, "offer-breakdown-de-390.png") });
      await page.setViewportSize({ width: 1280, height: 900 });

      // The print dialog would stop the test: what matters is that the form is in the page when print is asked for.
      await page.evaluate(() => {
        window.print = () => {};
      });
      await page.getByRole("button", { name: "Formblatt 223 drucken / als PDF" }).click();
      await page.locator("body > .print-f223").waitFor({ state: "attached" });
      const printed = await pdfOf(page);
      expect(firstPageSize(printed.pdf).map(Math.round)).toEqual([842, 595]);
      expect(printed.layout).not.toContain("Ihr Angebot ist fertig");
      const text = squeeze(printed.raw);
      expect(text).toContain("AufgliederungderEinheitspreise");
      expect(text).toContain(squeeze(BIDDER));
      for (const row of breakdown.rows) {
        expect(text, row.oz).toContain(squeeze(row.oz));
        expect(text, row.oz).toContain(squeeze(row.shortText));
      }
      expect(text).toContain(squeeze(formatDecimal(breakdown.total, "de", 2)));
      expect(breakdown.rows.length).toBe(items.filter((item) => item.kind === "item").length);
      pagesToPng(printed.pdf, join(SCREENS, "offer-form223-de"), 2);
      await expect(page.getByTestId("offer-priced").textContent()).resolves.toBe(
        `${formatCount(expected.summary.pricedItems, "de")} von ${formatCount(expected.summary.itemCount, "de")}`,
      );
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
      await context.close();
    });
  },
);
