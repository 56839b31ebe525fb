import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  billingWorkbook,
  formatIssue,
  type InvoiceSummary,
  type Issue,
  invoiceFromWorkbook,
  type Locale,
  readGaeb,
} from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { findSoffice } from "../../../packages/gaeb/test/support/libreoffice";
import { formatCount, formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import { billableItems, fillFirstInvoice } from "./support/billing-workbook";
import { dropWorkbook, openReadyPage } from "./support/browser";
import { corpusDir, requireSystemComponent, screenshotDir } from "./support/paths";
import { recordRequests } from "./support/requests";
import { browserForFile } from "./support/shared-browser";
import { visibleSheetNames } from "./support/xlsx";

const baseURL = inject("baseURL");
const CONTRACT_NAME = "Musterdatei_3.1_2008-001.X86";
const CONTRACT = join(corpusDir, "gaeb-samples", CONTRACT_NAME);
const chrome = browserForFile();

const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", CONTRACT);
const soffice = findSoffice();
const sofficeAvailable = requireSystemComponent("LibreOffice (soffice)", soffice ?? "/usr/bin/soffice");

const PAGE = { de: "/de/abrechnung", en: "/en/billing" } as const;
const WORDS = {
  de: { workbookDone: "Ihre Abrechnungstabelle ist fertig", invoiceDone: "Ihre Rechnung ist fertig" },
  en: { workbookDone: "Your billing workbook is ready", invoiceDone: "Your invoice is ready" },
} as const;

/** Saves what a button hands to the browser's download and returns its name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Uint8Array }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const saved = await downloading;
  return { name: saved.suggestedFilename(), bytes: new Uint8Array(readFileSync(await saved.path())) };
}

/** The invoice's figures as the page must show them: the library's, in the reader's notation. */
function shownFigures(summary: InvoiceSummary, lang: Locale): Record<string, string> {
  const money = (value: string) => formatMoney(value, summary.currency, lang);
  return {
    number: summary.invoiceNumber,
    type: lang === "de" ? "Abschlagsrechnung" : "Interim invoice",
    lines: formatCount(summary.measurementLines, lang),
    net: money(summary.net),
    vat: money(summary.vat),
    gross: money(summary.gross),
    retention: money(summary.retention),
    "paid-before": money(summary.paidBefore),
    due: money(summary.amountDue),
  };
}

async function figuresOnPage(page: Page, ids: readonly string[]): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const id of ids) shown[id] = (await page.getByTestId(`invoice-${id}`).textContent()) ?? "";
  return shown;
}

describe.skipIf(!inject("browserAvailable") || !corpusAvailable || !sofficeAvailable)(
  "billing in the browser: contract → billing workbook → invoice (X89) and quantities (X31)",
  () => {
    const contract = corpusAvailable ? new Uint8Array(readFileSync(CONTRACT)) : new Uint8Array();
    /** The workbook the page saved in step 1, filled in Calc; shared by the tests that drop it. */
    let filled: Uint8Array | undefined;

    it("makes the library's billing workbook from the contract, then the library's invoice from it once filled, all on the page", {
      timeout: 300_000,
    }, async () => {
      const expectedWorkbook = billingWorkbook({ name: CONTRACT_NAME, bytes: contract }, { lang: "de" });
      if (!expectedWorkbook.ok)
        throw new Error(expectedWorkbook.issues.map((issue) => formatIssue(issue, "de")).join("\n"));

      const { context, page, problems } = await openReadyPage(chrome.browser, baseURL, PAGE.de, {
        width: 1280,
      });
      const requests = recordRequests(page);
      await page.getByTestId("contract-input").setInputFiles({
        name: CONTRACT_NAME,
        mimeType: "application/octet-stream",
        buffer: Buffer.from(contract),
      });
      await page.getByRole("heading", { name: WORDS.de.workbookDone }).waitFor({ timeout: 60_000 });
      const { summary } = expectedWorkbook;
      await expect(page.getByTestId("billing-items").textContent()).resolves.toBe(
        formatCount(summary.itemCount, "de"),
      );
      await expect(page.getByTestId("billing-total").textContent()).resolves.toBe(
        formatMoney(summary.contractTotal, summary.currency, "de"),
      );
      await expect(page.getByTestId("billing-sequence").textContent()).resolves.toBe("1 (erste Rechnung)");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("billing-workbook-outcome");
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      const workbook = await download(page, "Abrechnungstabelle speichern");
      expect(workbook.name).toBe(expectedWorkbook.fileName);
      expect(visibleSheetNames(workbook.bytes)).toEqual(visibleSheetNames(expectedWorkbook.xlsx));

      // The site manager's part, in Calc: the title block, three measurement lines (one a deduction) and a typed quantity.
      const [a, b, c] = billableItems(CONTRACT_NAME, contract);
      if (!a || !b || !c) throw new Error("the contract has too few plain items");
      filled = await fillFirstInvoice(soffice as string, workbook.bytes, {
        number: "R-01",
        start: "01.09.2026",
        end: "30.09.2026",
        lines: [
          [a, "EG Achse A-C", "Wand Nord", "2", "5.2", "2.6"],
          [a, "EG Achse A-C", "Abzug Fenster", "-2", "1.2", "1.3"],
          [b, "EG", "Decke", "", "7.25", "4.5"],
        ],
        typed: [[c, "3.5"]],
      });
      const expected = invoiceFromWorkbook(filled, { lang: "de" });
      if (!expected.ok) throw new Error(expected.issues.map((issue) => formatIssue(issue, "de")).join("\n"));
      expect(expected.x31).toBeDefined();

      await dropWorkbook(page, "Lagerhalle-Abrechnung-R01.xlsx", filled);
      await page.getByRole("heading", { name: WORDS.de.invoiceDone }).waitFor({ timeout: 60_000 });
      const figures = shownFigures(expected.summary, "de");
      await expect(figuresOnPage(page, Object.keys(figures))).resolves.toEqual(figures);
      await expect(page.getByTestId("invoice-date").textContent()).resolves.toBe("30. September 2026");
      const notes = await page
        .locator("#invoice-outcome")
        .locator("xpath=..")
        .locator(".message__text")
        .allTextContents();
      // The library's warnings, the dropped file named as the user named it.
      const dropped = (issue: Issue) =>
        issue.file === "workbook.xlsx" ? { ...issue, file: "Lagerhalle-Abrechnung-R01.xlsx" } : issue;
      expect(notes.sort()).toEqual(expected.issues.map((issue) => formatIssue(dropped(issue), "de")).sort());
      expect(notes.some((note) => note.includes("Lagerhalle-Abrechnung-R01.xlsx"))).toBe(true);
      await expect(
        page.getByRole("checkbox", { name: "Mengenermittlung (X31) erzeugen" }).isChecked(),
      ).resolves.toBe(true);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: join(screenshotDir, "billing-de@1280.png"), fullPage: true });

      const x89 = await download(page, "Rechnung speichern (X89)");
      expect(x89.name).toBe(expected.fileName);
      const invoice = readGaeb({ name: x89.name, bytes: x89.bytes });
      expect(invoice.ok && invoice.value.source.phase).toBe("89");
      const x31 = await download(page, "Mengenermittlung speichern (X31)");
      expect(x31.name).toBe(expected.fileName.replace(/\.X89$/, ".X31"));
      expect(new TextDecoder().decode(x31.bytes)).toContain("Wand Nord");

      // Nothing went to the service or anywhere else: only the page's own scripts (the worker) were fetched.
      expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
      expect(requests.all.some((url) => /billing\.worker-[\w-]+\.js$/.test(url))).toBe(true);
      expect(problems.foreignRequests).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("shows the invoice in English notation on a phone, and makes the next invoice's workbook from the filled one", {
      timeout: 180_000,
    }, async () => {
      if (!filled) throw new Error("the first test did not fill the workbook");
      const expected = invoiceFromWorkbook(filled, { lang: "en" });
      const next = billingWorkbook({ name: "Lagerhalle-Abrechnung-R01.xlsx", bytes: filled }, { lang: "en" });
      if (!expected.ok || !next.ok) throw new Error("the library refused the filled workbook");

      const { context, page, problems } = await openReadyPage(chrome.browser, baseURL, PAGE.en, {
        width: 390,
        height: 844,
      });
      await dropWorkbook(page, "Lagerhalle-Abrechnung-R01.xlsx", filled);
      await page.getByRole("heading", { name: WORDS.en.invoiceDone }).waitFor({ timeout: 60_000 });
      const figures = shownFigures(expected.summary, "en");
      await expect(figuresOnPage(page, Object.keys(figures))).resolves.toEqual(figures);
      await expect(page.getByTestId("invoice-date").textContent()).resolves.toBe("30 September 2026");

      await page.getByTestId("contract-input").setInputFiles({
        name: "Lagerhalle-Abrechnung-R01.xlsx",
        mimeType: "application/octet-stream",
        buffer: Buffer.from(filled),
      });
      await page.getByRole("heading", { name: WORDS.en.workbookDone }).waitFor({ timeout: 60_000 });
      await expect(page.getByTestId("billing-sequence").textContent()).resolves.toBe("2");
      await expect(page.getByTestId("billing-billed-before").textContent()).resolves.toBe(
        formatMoney(next.summary.billedBefore, next.summary.currency, "en"),
      );
      const saved = await download(page, "Save the billing workbook");
      expect(saved.name).toBe(next.fileName);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await page.screenshot({ path: join(screenshotDir, "billing-en@390.png"), fullPage: true });
      // Each step alone, cut from the whole page so that the sticky header does not cover it.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const [index, step] of (await page.locator(".billing-step").all()).entries()) {
        const box = await step.boundingBox();
        if (box) {
          const path = join(screenshotDir, `billing-en-step${index + 1}@390.png`);
          await page.screenshot({ path, fullPage: true, clip: box });
        }
      }
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });
  },
);
