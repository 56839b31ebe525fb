import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { type Entry, formatIssue, type Issue, offerFromWorkbook, readGaeb } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { formatCount, formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import { dropWorkbook, openReadyPage } from "./support/browser";
import { pricedWorkbook } from "./support/offer-workbook";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { recordRequests } from "./support/requests";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const REQUEST_NAME = "Musterdatei_3.1_2008-001.X83";
const REQUEST = join(corpusDir, "gaeb-samples", REQUEST_NAME);
const SCREENS = "/work/screens";
const ISSUE_SCREENS = join(SCREENS, "issue18");
const BIDDER = "Muster Bau GmbH";

const chrome = browserForFile();

/** Prices that vary per item and have cents, so a wrong cell or a float would show in the total. */
const priceOf = (_oz: string, index: number) => Math.round((12.5 + index * 7.31) * 100) / 100;
/** Every fourth item left empty: a bidder who does not offer everything. */
const gappyPriceOf = (oz: string, index: number) => (index % 4 === 3 ? undefined : priceOf(oz, index));

function openOfferPage(path: string, width = 1280) {
  return openReadyPage(chrome.browser, baseURL, path, { width, height: 900 });
}

function* entries(list: readonly Entry[]): Generator<Entry> {
  for (const entry of list) {
    yield entry;
    if (entry.kind === "section") yield* entries(entry.children);
  }
}

/** The X84's item prices by OZ, read back with the core. */
function pricesIn(name: string, bytes: Uint8Array): Map<string, string> {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(read.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  expect(read.value.source.phase).toBe("84");
  const prices = new Map<string, string>();
  for (const entry of entries(read.value.boq?.body ?? []))
    if (entry.kind === "item" && entry.unitPrice) prices.set(entry.oz, entry.unitPrice.toString());
  return prices;
}

/** The same X84 apart from the moment it was written. */
const withoutTimestamp = (xml: string) =>
  xml.replace(/<Date>[^<]*<\/Date>/g, "<Date/>").replace(/<Time>[^<]*<\/Time>/g, "<Time/>");

/**
 * The library's messages in the order the page lists them, errors first: the request demands a price breakdown for
 * some items, which these workbooks leave out, so a warning stands beside each refusal.
 */
const inPageOrder = (issues: readonly Issue[]) =>
  [...issues].sort((a, b) => Number(b.severity === "error") - Number(a.severity === "error"));

const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", REQUEST);

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("Excel to X84 in the browser", () => {
  const request = corpusAvailable ? new Uint8Array(readFileSync(REQUEST)) : new Uint8Array();

  it("reads a filled workbook, shows the library's figures and downloads the library's X84, all on the page", async () => {
    const workbook = await pricedWorkbook(REQUEST_NAME, request, priceOf);
    const expected = offerFromWorkbook(
      { name: "Angebot.xlsx", bytes: workbook },
      { bidder: BIDDER, lang: "de" },
    );
    if (!expected.ok) throw new Error(expected.issues.map((issue) => formatIssue(issue, "de")).join("\n"));
    const { summary } = expected;

    const { context, page, problems } = await openOfferPage("/de/excel-nach-x84");
    await page.getByLabel("Bieter", { exact: true }).fill(BIDDER);
    const requests = recordRequests(page);
    await dropWorkbook(page, "Angebot.xlsx", workbook);
    await page.getByRole("heading", { name: "Ihr Angebot ist fertig" }).waitFor({ timeout: 60_000 });

    await expect(page.getByTestId("offer-bidder").textContent()).resolves.toBe(BIDDER);
    await expect(page.getByTestId("offer-priced").textContent()).resolves.toBe(
      `${formatCount(summary.pricedItems, "de")} von ${formatCount(summary.itemCount, "de")}`,
    );
    await expect(page.getByTestId("offer-total").textContent()).resolves.toBe(
      formatMoney(summary.grandTotal, summary.currency, "de"),
    );
    await expect(page.getByTestId("offer-project").textContent()).resolves.toBe(summary.project);
    expect(summary.pricedItems).toBe(summary.itemCount);
    // Focus follows the result, and the live region says what happened.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("offer-outcome");
    await expect(page.getByTestId("offer-status").textContent()).resolves.toContain(
      formatMoney(summary.grandTotal, summary.currency, "de"),
    );
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    mkdirSync(SCREENS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENS, "pages-offer-1280.png"), fullPage: true });

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "X84 herunterladen" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(summary.fileName);
    const x84 = new Uint8Array(readFileSync(await download.path()));
    const decoder = new TextDecoder();
    expect(withoutTimestamp(decoder.decode(x84))).toBe(withoutTimestamp(decoder.decode(expected.x84)));
    const prices = pricesIn(summary.fileName, x84);
    expect(prices.size).toBe(summary.pricedItems);
    expect(decoder.decode(x84)).toContain(BIDDER);

    // Nothing went to the service or anywhere else: only the page's own scripts (the worker) were fetched.
    expect(requests.all.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
    expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
    expect(requests.all.some((url) => /offer\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await context.close();
  });

  it("names every unpriced item, then writes them as not offered once the box is ticked", async () => {
    const workbook = await pricedWorkbook(REQUEST_NAME, request, gappyPriceOf, "Zweite Bau AG");
    const refused = offerFromWorkbook({ name: "Lücken.xlsx", bytes: workbook }, { lang: "en" });
    const notOffered = offerFromWorkbook(
      { name: "Lücken.xlsx", bytes: workbook },
      { lang: "en", notOfferedEmpty: true },
    );
    expect(refused.ok).toBe(false);
    if (!notOffered.ok) throw new Error("the library refused the workbook with notOfferedEmpty");

    const { context, page, problems } = await openOfferPage("/en/excel-to-x84", 390);
    const requests = recordRequests(page);
    await dropWorkbook(page, "Lücken.xlsx", workbook);
    await page
      .getByRole("heading", { name: "This workbook cannot become an X84 yet" })
      .waitFor({ timeout: 60_000 });
    const shown = await page.locator(".outcome .message__text").allTextContents();
    expect(shown).toEqual(inPageOrder(refused.issues).map((issue) => formatIssue(issue, "en")));
    expect(shown.join("\n")).toMatch(/1\.10\.10\.\d{4}/);
    // The page has its own tick box for what the command line does with a flag; no message names the flag.
    expect(shown.join("\n")).not.toMatch(/--[a-z]/);
    await expect(page.getByTestId("offer-missing-hint").textContent()).resolves.toMatch(/tick “Submit items/);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    const box = page.getByLabel("Submit items without a unit price as “not offered”");
    await box.check();
    await page.getByRole("heading", { name: "Your offer is ready" }).waitFor({ timeout: 60_000 });
    await expect(page.getByTestId("offer-not-offered").textContent()).resolves.toBe(
      String(notOffered.summary.notOfferedItems),
    );
    await expect(page.getByTestId("offer-total").textContent()).resolves.toBe(
      formatMoney(notOffered.summary.grandTotal, notOffered.summary.currency, "en"),
    );
    // No name in the page's field: the one typed above the table is the bidder.
    expect(notOffered.summary.bidder).toBe("Zweite Bau AG");
    await expect(page.getByTestId("offer-bidder").textContent()).resolves.toBe("Zweite Bau AG");
    // An option changed in place keeps the focus where the user is.
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    mkdirSync(SCREENS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENS, "pages-offer-390.png"), fullPage: true });

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download X84" }).click();
    const x84 = new Uint8Array(readFileSync(await (await downloading).path()));
    expect(pricesIn("offer.X84", x84).size).toBe(notOffered.summary.pricedItems);

    expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("asks for the bidder's name where neither the workbook nor the page gives one, leads to the field, then writes the X84", async () => {
    const workbook = await pricedWorkbook(REQUEST_NAME, request, priceOf);
    for (const [lang, path, width] of [
      ["de", "/de/excel-nach-x84", 1280],
      ["en", "/en/excel-to-x84", 390],
    ] as const) {
      const refused = offerFromWorkbook({ name: "Ohne Namen.xlsx", bytes: workbook }, { lang });
      // The one error; beside it the library warns that the demanded price breakdown is left out.
      expect(refused.issues.filter((issue) => issue.severity === "error").map((issue) => issue.code)).toEqual(
        ["offer_bidder_missing"],
      );
      const words =
        lang === "de"
          ? {
              failed: "Aus dieser Tabelle lässt sich noch keine X84 erzeugen",
              cell: /Zelle C\d+ neben „Bieter \(Name\)“/,
              field: "Bieter",
              button: "Zum Feld „Bieter“",
              done: "Ihr Angebot ist fertig",
            }
          : {
              failed: "This workbook cannot become an X84 yet",
              // The workbook is a German one: the message names its label as it stands there.
              cell: /cell C\d+, beside “Bieter \(Name\)”/,
              field: "Bidder",
              button: "Go to the “Bidder” field",
              done: "Your offer is ready",
            };

      const { context, page, problems } = await openOfferPage(path, width);
      await dropWorkbook(page, "Ohne Namen.xlsx", workbook);
      await page.getByRole("heading", { name: words.failed }).waitFor({ timeout: 60_000 });
      const shown = await page.locator(".outcome .message__text").allTextContents();
      expect(shown).toEqual(inPageOrder(refused.issues).map((issue) => formatIssue(issue, lang)));
      // It says which cell to fill in, and names no command-line option anywhere on the page.
      expect(shown.join("\n")).toMatch(words.cell);
      await expect(page.locator("main").textContent()).resolves.not.toMatch(/--[a-z]/);
      await expect(page.getByTestId("offer-bidder-hint").textContent()).resolves.toContain(
        lang === "de" ? "in das Feld „Bieter“" : "into the “Bidder” field",
      );
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      mkdirSync(ISSUE_SCREENS, { recursive: true });
      await page.screenshot({
        path: join(ISSUE_SCREENS, `offer-no-bidder-${lang}-${width}.png`),
        fullPage: true,
      });

      // The hint's button leads the keyboard to the page's field; the name typed there makes the offer.
      await page.getByRole("button", { name: words.button }).click();
      const field = page.getByLabel(words.field, { exact: true });
      await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await page.keyboard.type(BIDDER);
      await page.getByRole("heading", { name: words.done }).waitFor({ timeout: 60_000 });
      await expect(page.getByTestId("offer-bidder").textContent()).resolves.toBe(BIDDER);
      const named = offerFromWorkbook({ name: "Ohne Namen.xlsx", bytes: workbook }, { lang, bidder: BIDDER });
      if (!named.ok) throw new Error("the library refuses the named offer");
      await expect(page.getByTestId("offer-total").textContent()).resolves.toBe(
        formatMoney(named.summary.grandTotal, named.summary.currency, lang),
      );
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("refuses what is not a workbook at once and explains a workbook the converter did not make", async () => {
    const { context, page } = await openOfferPage("/de/excel-nach-x84");
    // Keyboard: the drop zone is a button that opens the file dialog with Enter.
    const zone = page.getByRole("button", { name: /Ausgefüllte Excel-Tabelle hierher ziehen/ });
    // Listening first: Playwright turns on its file chooser interception when the first listener comes.
    const chooser = page.waitForEvent("filechooser");
    await zone.focus();
    await expect(zone.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await chooser;

    await dropWorkbook(page, "angebot.pdf", new TextEncoder().encode("%PDF-1.7"));
    await page.locator(".dropzone__error").filter({ hasText: "keine Excel-Tabelle" }).waitFor();

    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet("Preise").addRow(["OZ", "EP"]);
    const bytes = new Uint8Array(await foreign.xlsx.writeBuffer());
    const expected = offerFromWorkbook({ name: "fremd.xlsx", bytes }, { lang: "de" });
    expect(expected.ok).toBe(false);
    await dropWorkbook(page, "fremd.xlsx", bytes);
    await page
      .getByRole("heading", { name: "Aus dieser Tabelle lässt sich noch keine X84 erzeugen" })
      .waitFor({ timeout: 60_000 });
    await expect(page.locator(".outcome .message__text").allTextContents()).resolves.toEqual(
      expected.issues.map((issue) => formatIssue(issue, "de")),
    );
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("offer-outcome");
    // Starting over brings the focus back to the drop zone.
    await page.getByRole("button", { name: "Andere Tabelle wählen" }).first().click();
    await expect(zone.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});
