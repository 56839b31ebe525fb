import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptAndConvert,
  choose,
  chooseServer,
  downloadWorkbook,
  type Lang,
  openConverter as openOn,
  screenshot,
  words,
} from "./support/converter";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";
import { workbookText } from "./support/xlsx";

const baseURL = inject("baseURL");
const samples = join(corpusDir, "gaeb-samples");
const AWARD = "Musterdatei_3.1_2008-002.X86";
const file = (name: string) => ({ name, buffer: readFileSync(join(samples, name)) });
const LAST = { de: "Ihre letzte Umwandlung", en: "Your last conversion" } as const;

const chrome = browserForFile();

const openConverter = (lang: Lang, viewport: { width?: number; height?: number } = {}) =>
  openOn(chrome.browser, baseURL, lang, viewport);
const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(samples, AWARD));

async function ready(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
}

/** What a user coming back must see: the drop zone to start again, never the old "no longer here" dead end. */
async function expectDropZone(page: Page, lang: Lang) {
  await page.getByRole("button", { name: words[lang].zone }).waitFor();
  await expect(page.getByText(/nicht mehr da|no longer here/).count()).resolves.toBe(0);
}

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("coming back to the converter", () => {
  it("after an on-device conversion: back button and header link show the drop zone and the last workbook; a reload only the drop zone", async () => {
    const { context, page, problems } = await openConverter("de");
    await choose(page, file(AWARD));
    await acceptAndConvert(page, "de");
    await page.getByText(words.de.done).waitFor({ timeout: 60_000 });
    const made = workbookText((await downloadWorkbook(page, "de")).bytes);

    // On to the offer page by the header's link, and back with the browser's back button.
    // The tool pages are in the header's "Werkzeuge" menu; a link's name begins with the tool's.
    await page.locator("header").getByRole("button", { name: "Werkzeuge" }).click();
    await page
      .locator("header")
      .getByRole("link", { name: /^Excel nach X84/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Aus Excel wird Ihr Angebot (X84)" }).waitFor();
    await page.goBack();
    await expectDropZone(page, "de");
    await page.getByRole("heading", { name: LAST.de }).waitFor();
    await expect(page.getByTestId("excel-name").textContent()).resolves.toBe("Musterdatei_3.1_2008-002.xlsx");
    await screenshot(page, "back-device-de-1280");
    // The workbook shown is really there: it downloads, the same as before.
    expect(workbookText((await downloadWorkbook(page, "de")).bytes).sheets).toEqual(made.sheets);

    // Away to the FAQ and back by the header's "Konverter".
    await page.locator("header").getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("heading", { level: 1, name: /FAQ|Häufig/ }).waitFor();
    await page.locator("header").getByRole("button", { name: "Werkzeuge" }).click();
    await page
      .locator("header")
      .getByRole("link", { name: /^Konverter/ })
      .click();
    await expectDropZone(page, "de");
    await page.getByRole("heading", { name: LAST.de }).waitFor();

    // A reload ends the page's memory: the workbook was never stored, so only the drop zone is shown.
    await page.reload();
    await ready(page);
    await expectDropZone(page, "de");
    await expect(page.getByTestId("converter-result").count()).resolves.toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("after a server conversion and a reload: the drop zone and the result while its files exist, then only the drop zone", async () => {
    const { context, page } = await openConverter("en", { width: 390, height: 844 });
    await choose(page, file(AWARD));
    await chooseServer(page, "en");
    await acceptAndConvert(page, "en");
    await page.getByText(words.en.done).waitFor({ timeout: 60_000 });
    const before = (await page.getByTestId("preview-computed").textContent()) ?? "";

    await page.reload();
    await ready(page);
    await expectDropZone(page, "en");
    await page.getByRole("heading", { name: LAST.en }).waitFor();
    await expect(page.getByTestId("excel-name").textContent()).resolves.toBe("Musterdatei_3.1_2008-002.xlsx");
    await expect(page.getByTestId("preview-computed").textContent()).resolves.toBe(before);
    await screenshot(page, "back-server-en-390");
    expect(workbookText((await downloadWorkbook(page, "en")).bytes).sheets.length).toBe(1);

    // The files deleted elsewhere (another tab, the retention): the page no longer offers what is not there.
    const tokenId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("gaeb2xlsx.converter.result") ?? "{}").tokenId as string,
    );
    const deleted = await fetch(new URL("/api/deletions", baseURL), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tokenId }),
    });
    expect(deleted.ok).toBe(true);
    await page.reload();
    await ready(page);
    await expectDropZone(page, "en");
    await page.waitForFunction(() => !document.querySelector('[data-testid="converter-result"]'));
    await expect(
      page.evaluate(() => sessionStorage.getItem("gaeb2xlsx.converter.result")),
    ).resolves.toBeNull();
    await context.close();
  });

  it("deletes a shown result's files on request and says so", async () => {
    const { context, page } = await openConverter("de", { width: 390, height: 844 });
    await choose(page, file(AWARD));
    await chooseServer(page, "de");
    await acceptAndConvert(page, "de");
    await page.getByText(words.de.done).waitFor({ timeout: 60_000 });
    await page.reload();
    await ready(page);
    await page.getByRole("heading", { name: LAST.de }).waitFor();
    await page.getByRole("button", { name: words.de.delete }).click();
    const heading = page.getByRole("heading", { name: words.de.deleted });
    await heading.waitFor();
    await expect(heading.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.reload();
    await ready(page);
    await expectDropZone(page, "de");
    await expect(page.getByTestId("converter-result").count()).resolves.toBe(0);
    await context.close();
  });
});
