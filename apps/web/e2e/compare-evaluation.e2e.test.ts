import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type EvaluationOptions, evaluateComparison, type InputFile } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { bidderOffer } from "../../../packages/gaeb/bench/generate-offers.mjs";
import type { Lang } from "../src/i18n/lang";
import { formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import { drop, expectedComparison, openComparePage, REQUEST, SAMPLES, sample } from "./support/compare";
import { requireSystemComponent } from "./support/paths";
import { squeeze } from "./support/print";
import { firstPageSize, pdfOf } from "./support/print-pdf";
import { browserForFile } from "./support/shared-browser";
import { workbookText } from "./support/xlsx";

const baseURL = inject("baseURL");
const OFFER = "Musterdatei_3.1_2008-001.X84";
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens/eval-web";
const chrome = browserForFile();
const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(SAMPLES, OFFER));

/** The corpus offer and two bidders made from it as the benchmark makes them: one 30 % cheaper, one 10 % dearer. */
function offers(): InputFile[] {
  const x84 = readFileSync(join(SAMPLES, OFFER), "utf8");
  const made = (name: string, file: string, factor: number): InputFile => ({
    name: file,
    bytes: new TextEncoder().encode(bidderOffer(x84, { name, factor })),
  });
  return [
    sample(OFFER),
    made("Günstig Bau GmbH", "GuenstigBau.X84", 0.7),
    made("Teuer Bau AG", "TeuerBau.X84", 1.1),
  ];
}

/** What the library's evaluation of these options shows: bidders in rank order and their Wertungssumme. */
function expectedRanking(
  data: Parameters<typeof evaluateComparison>[0],
  options: EvaluationOptions,
  currency: string | null,
  lang: Lang,
) {
  const result = evaluateComparison(data, options);
  if (!result.ok) throw new Error("the library does not evaluate these options");
  return {
    bidders: result.evaluation.map((row) => row.bidder),
    totals: result.evaluation.map((row) => formatMoney(row.evaluatedTotal, currency, lang)),
  };
}

async function shownRanking(page: Page) {
  return {
    bidders: await page.getByTestId("evaluation-bidder").allTextContents(),
    totals: await page.getByTestId("evaluation-total").allTextContents(),
  };
}

const contentOf = (bytes: Uint8Array) => {
  const { sheets, sharedStrings } = workbookText(bytes);
  return `${sheets.join("\n")}\n${sharedStrings}`;
};

/** Prints the Vergabevermerk from its button as Chromium's "save as PDF" would, and keeps its pages as PNG. */
async function printAwardNote(page: Page, button: string, name: string) {
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole("button", { name: button }).click();
  await page.locator("body > .print-award").waitFor({ state: "attached" });
  const printed = await pdfOf(page);
  // Pages of an earlier run's longer note would otherwise lie beside this one's.
  for (const old of readdirSync(SCREENS)) if (old.startsWith(`${name}-`)) rmSync(join(SCREENS, old));
  writeFileSync(join(SCREENS, `${name}.pdf`), printed.pdf);
  execFileSync("pdftoppm", ["-png", "-r", "90", join(SCREENS, `${name}.pdf`), join(SCREENS, name)]);
  await page.emulateMedia({ media: "screen" });
  return printed;
}

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("the Wertung on the comparison page", () => {
  it("follows a Wahl choice and the Bedarf switch as the library evaluates, downloads that Wertung and prints the Vergabevermerk", async () => {
    mkdirSync(SCREENS, { recursive: true });
    const request = sample(REQUEST);
    const bids = offers();
    const expected = expectedComparison(request, bids, { lang: "de" });
    const data = expected.evaluationData;
    const [group] = data.groups;
    const alternative = group?.options.find((option) => option.serial !== 0);
    if (!group || !alternative || data.provisional.length === 0)
      throw new Error("the sample has no Wahl group or Bedarf");

    const { context, page, problems } = await openComparePage(chrome.browser, baseURL, "/de/preisspiegel");
    await drop(page, [request, ...bids]);
    await page.getByRole("heading", { name: "Wertung der Angebote" }).waitFor({ timeout: 60_000 });
    await expect(shownRanking(page)).resolves.toEqual(expectedRanking(data, {}, expected.currency, "de"));
    // The cheaper bidder lies 30 % below the next: marked, with the figures.
    const low = await page.getByTestId("evaluation-low").allTextContents();
    expect(low).toHaveLength(1);
    expect(low[0]).toMatch(/^Ungewöhnlich niedrig: 3\d,\d\d % unter dem nächsten Angebot \(/);

    const groupSelect = page.getByTestId("evaluation-group").first();
    const optionLabels = await groupSelect.locator("option").allTextContents();
    expect(optionLabels[0]).toMatch(/^Grundposition \d/);
    expect(optionLabels.slice(1).every((label) => label.startsWith("Wahlposition "))).toBe(true);
    await groupSelect.selectOption({ value: String(alternative.serial) });
    const chosen: EvaluationOptions = { alternatives: { [group.group]: alternative.serial } };
    await expect(shownRanking(page)).resolves.toEqual(expectedRanking(data, chosen, expected.currency, "de"));

    await page.getByLabel("Bedarfspositionen werten").check();
    const withProvisional: EvaluationOptions = { ...chosen, provisional: true };
    const shown = await shownRanking(page);
    expect(shown).toEqual(expectedRanking(data, withProvisional, expected.currency, "de"));
    expect(shown).not.toEqual(expectedRanking(data, {}, expected.currency, "de"));

    // An estimate half again above the lowest Wertungssumme, typed as a German reader writes it.
    const lowest = evaluateComparison(data, withProvisional);
    if (!lowest.ok) throw new Error("the library does not evaluate these options");
    const estimate = `${Math.ceil(Number(lowest.evaluation[0]?.evaluatedTotal) * 1.5)}.00`;
    const typed = formatMoney(estimate, null, "de");
    await page.getByLabel("Kostenschätzung (netto, EUR)").fill(typed);
    await expect
      .poll(() => page.getByTestId("evaluation-low").allTextContents())
      .toContainEqual(expect.stringContaining(`33,33 % unter der Kostenschätzung (${typed} EUR)`));
    const settings: EvaluationOptions = { ...withProvisional, estimate };
    await page.getByTestId("evaluation-unusual").first().locator("summary").click();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: join(SCREENS, "compare-evaluation-de-1280.png"), fullPage: true });
    await page.getByTestId("evaluation").screenshot({ path: join(SCREENS, "evaluation-de-1280.png") });

    // The workbook carries the settings the page shows: the library's own with these options.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Preisspiegel herunterladen (Excel)" }).click();
    const download = await downloading;
    const bytes = new Uint8Array(readFileSync(await download.path()));
    const withSettings = expectedComparison(request, bids, { lang: "de", evaluation: settings });
    expect(contentOf(bytes)).toBe(contentOf(withSettings.xlsx));
    await expect(shownRanking(page)).resolves.toEqual(
      expectedRanking(data, settings, expected.currency, "de"),
    );
    expect(withSettings.evaluation.map((row) => row.bidder)).toEqual(
      expectedRanking(data, settings, expected.currency, "de").bidders,
    );

    const printed = await printAwardNote(page, "Vergabevermerk drucken / als PDF", "award-note-de");
    expect(firstPageSize(printed.pdf).map(Math.round)).toEqual([595, 842]);
    const text = squeeze(printed.raw);
    expect(text).toContain("Vergabevermerk");
    expect(printed.layout).not.toContain("Preisspiegel herunterladen");
    for (const row of withSettings.evaluation) {
      expect(text).toContain(squeeze(row.bidder));
      expect(text).toContain(squeeze(formatMoney(row.evaluatedTotal, null, "de")));
    }
    expect(text).toContain(squeeze(`Wahlposition ${alternative.oz[0]}`));
    expect(text).toContain("gewertet(");
    expect(text).toContain(squeeze(`${typed} EUR`));
    expect(text).toContain("Unterschrift,Name");
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);

    await page.setViewportSize({ width: 390, height: 900 });
    // Nothing in the Wertung reaches past a phone's screen (a long option); a list of prices scrolls in its own box.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main *")]
        .filter((element) => !element.closest(".evaluation__scroll > *"))
        .filter((element) => element.getBoundingClientRect().right > 391)
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    );
    expect(wide.slice(0, 12)).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByTestId("evaluation").screenshot({ path: join(SCREENS, "compare-evaluation-de-390.png") });
    await page
      .getByTestId("evaluation-settings")
      .screenshot({ path: join(SCREENS, "evaluation-settings-de-390.png") });
    await page
      .getByTestId("evaluation-table")
      .screenshot({ path: join(SCREENS, "evaluation-table-de-390.png") });
    await context.close();
  });

  it("prints the Vergabevermerk in English", async () => {
    const request = sample(REQUEST);
    const bids = offers();
    const expected = expectedComparison(request, bids, { lang: "en" });
    const { context, page, problems } = await openComparePage(
      chrome.browser,
      baseURL,
      "/en/price-comparison",
    );
    await drop(page, [request, ...bids]);
    await page.getByRole("heading", { name: "Evaluation of the offers" }).waitFor({ timeout: 60_000 });
    await expect(shownRanking(page)).resolves.toEqual(
      expectedRanking(expected.evaluationData, {}, expected.currency, "en"),
    );
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: join(SCREENS, "compare-evaluation-en-1280.png"), fullPage: true });
    await page.getByTestId("evaluation").screenshot({ path: join(SCREENS, "evaluation-en-1280.png") });
    const printed = await printAwardNote(page, "Print award note / save as PDF", "award-note-en");
    expect(firstPageSize(printed.pdf).map(Math.round)).toEqual([595, 842]);
    const text = squeeze(printed.raw);
    expect(text).toContain("Awardnote");
    expect(text).toContain("Abnormallylowoffers");
    for (const row of expected.evaluation)
      expect(text).toContain(squeeze(formatMoney(row.evaluatedTotal, null, "en")));
    expect(text).not.toContain("Wertungssumme");
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
