import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compareOffers, formatIssue, type InputFile } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatDecimal, formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import {
  bidderOffers,
  drop,
  expectedComparison,
  openComparePage as openPageAt,
  REQUEST,
  SAMPLES,
  sample,
} from "./support/compare";
import { pricedWorkbook } from "./support/offer-workbook";
import { requireSystemComponent } from "./support/paths";
import { recordRequests } from "./support/requests";
import { browserForFile } from "./support/shared-browser";
import { workbookText } from "./support/xlsx";

const baseURL = inject("baseURL");
/** The corpus's own offer to that request. */
const OFFER = "Musterdatei_3.1_2008-001.X84";
/** An offer to another tender: the comparison must refuse it and say so next to the file. */
const FOREIGN_OFFER = "Musterdatei_2004-001.X84";
const SCREENS = "/work/screens";

const chrome = browserForFile();

const corpusAvailable = requireSystemComponent(
  "The GAEB corpus (../shared/corpus)",
  join(SAMPLES, FOREIGN_OFFER),
);
const openComparePage = (path: string, width = 1280) => openPageAt(chrome.browser, baseURL, path, width);

/** What a reader sees of the workbook: every sheet's cells and the shared texts, without the zip's timestamps. */
const contentOf = (bytes: Uint8Array) => {
  const { sheets, sharedStrings } = workbookText(bytes);
  return `${sheets.join("\n")}\n${sharedStrings}`;
};

async function downloadWorkbook(page: Page, button: string): Promise<{ name: string; bytes: Uint8Array }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(await download.path())) };
}

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("price comparison in the browser", () => {
  it("ranks the offers at once, downloads the library's workbook, and sends nothing anywhere", async () => {
    const request = sample(REQUEST);
    const offers = [sample(OFFER), ...(await bidderOffers(request))];
    const expected = expectedComparison(request, offers, { lang: "de" });
    expect(expected.ranking).toHaveLength(3);

    const { context, page, problems } = await openComparePage("/de/preisspiegel");
    const requests = recordRequests(page);
    // Offers first and the request last: the page still finds the request by its extension.
    await drop(page, [...offers, request]);
    await page.getByRole("heading", { name: "Rangfolge der Angebote" }).waitFor({ timeout: 60_000 });
    const roles = await page.getByTestId("compare-role").allTextContents();
    expect(roles).toEqual(["Angebot", "Angebot", "Angebot", "Anfrage"]);

    await expect(page.getByTestId("ranking-bidder").allTextContents()).resolves.toEqual(
      expected.ranking.map((row) => row.bidder),
    );
    await expect(page.getByTestId("ranking-total").allTextContents()).resolves.toEqual(
      expected.ranking.map((row) => formatMoney(row.total, expected.currency, "de")),
    );
    const differences = await page.getByTestId("ranking-difference").allTextContents();
    expect(differences[0]).toBe("–");
    const second = expected.ranking[1];
    if (!second) throw new Error("no second bidder");
    expect(differences[1]).toBe(
      `+${formatMoney(second.differenceToLowest, expected.currency, "de")} (+${formatDecimal(second.differencePercent, "de")} %)`,
    );
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("compare-outcome");
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await expect(page.getByTestId("compare-status").textContent()).resolves.toContain(
      expected.ranking[0]?.bidder ?? "?",
    );

    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, "pages-compare-1280.png"), fullPage: true });

    const download = await downloadWorkbook(page, "Preisspiegel herunterladen (Excel)");
    expect(download.name).toBe("Preisspiegel.xlsx");
    expect(contentOf(download.bytes)).toBe(contentOf(expected.xlsx));

    // A reference bidder is the library's option of the same name, counted among the offers as the page lists them.
    const reference = page.getByLabel("Abweichungen im Preisspiegel bezogen auf");
    await reference.focus();
    await reference.selectOption({ label: "Zweite Bau AG (ZweiteBau.X84)" });
    await page.getByRole("heading", { name: "Rangfolge der Angebote" }).waitFor({ timeout: 60_000 });
    await expect(reference.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const withReference = expectedComparison(request, offers, { lang: "de", referenceBidder: 2 });
    const again = await downloadWorkbook(page, "Preisspiegel herunterladen (Excel)");
    expect(contentOf(again.bytes)).toBe(contentOf(withReference.xlsx));
    expect(contentOf(again.bytes)).not.toBe(contentOf(expected.xlsx));

    expect(requests.all.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
    expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
    expect(requests.all.some((url) => /compare\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await context.close();
  });

  it("takes a bidder's priced workbook as an offer, as the X84 it would submit", async () => {
    const request = sample(REQUEST);
    const workbook: InputFile = {
      name: "Dritte Bau.xlsx",
      bytes: await pricedWorkbook(
        request.name,
        request.bytes,
        (_oz, index) => Math.round((9.5 + index * 6.2) * 100) / 100,
        "Dritte Bau KG",
      ),
    };
    const offers = [sample(OFFER), workbook];
    const expected = expectedComparison(request, offers, { lang: "en" });
    expect(expected.ranking.map((row) => row.bidder)).toContain("Dritte Bau KG");

    const { context, page, problems } = await openComparePage("/en/price-comparison");
    const requests = recordRequests(page);
    await drop(page, [request, ...offers]);
    await page.getByRole("heading", { name: "Ranking of the offers" }).waitFor({ timeout: 60_000 });
    await expect(page.getByTestId("compare-role").allTextContents()).resolves.toEqual([
      "Request",
      "Offer",
      "Offer",
    ]);
    await expect(page.getByTestId("ranking-bidder").allTextContents()).resolves.toEqual(
      expected.ranking.map((row) => row.bidder),
    );
    await expect(page.getByTestId("ranking-total").allTextContents()).resolves.toEqual(
      expected.ranking.map((row) => formatMoney(row.total, expected.currency, "en")),
    );
    expect(requests.all.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows each file's problems next to it, and lets the user mark the request", async () => {
    const request = sample(REQUEST);
    const own = await bidderOffers(request);
    const foreign = sample(FOREIGN_OFFER);
    const refused = compareOffers(request, [sample(OFFER), foreign], { lang: "en" });
    expect(refused.ok).toBe(false);
    const foreignMessages = refused.issues
      .filter((issue) => issue.file === FOREIGN_OFFER)
      .map((issue) => formatIssue(issue, "en"));
    expect(foreignMessages.length).toBeGreaterThan(0);

    const { context, page, problems } = await openComparePage("/en/price-comparison", 390);
    const requests = recordRequests(page);
    await drop(page, [request, sample(OFFER), foreign]);
    await page
      .getByRole("heading", { name: "The offers could not be compared" })
      .waitFor({ timeout: 60_000 });
    const foreignItem = page.getByTestId("compare-file").filter({ hasText: FOREIGN_OFFER });
    await expect(foreignItem.locator(".message__text").allTextContents()).resolves.toEqual(foreignMessages);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // A file that is no GAEB file is refused before anything runs, and says why.
    await drop(page, [{ name: "notes.pdf", bytes: new TextEncoder().encode("%PDF-1.7") }]);
    await page
      .getByTestId("compare-file")
      .filter({ hasText: "notes.pdf" })
      .getByText(/Neither a GAEB file nor a workbook/)
      .waitFor();
    await expect(page.getByTestId("compare-blocker").textContent()).resolves.toBe(
      "Remove the marked files so that the comparison can start.",
    );
    await page.getByRole("button", { name: "Remove notes.pdf" }).click();
    await page.getByRole("button", { name: `Remove ${FOREIGN_OFFER}` }).click();
    await expect(page.getByTestId("compare-blocker").textContent()).resolves.toBe(
      "A price comparison needs at least two offers; add more.",
    );
    await drop(page, own);
    await page.getByRole("heading", { name: "Ranking of the offers" }).waitFor({ timeout: 60_000 });

    // Marking an offer as the request: the library explains why that cannot be, next to that file.
    await page.getByLabel(OFFER, { exact: true }).check();
    await page
      .getByRole("heading", { name: "The offers could not be compared" })
      .waitFor({ timeout: 60_000 });
    await expect(
      page
        .getByTestId("compare-file")
        .filter({ hasText: OFFER })
        .locator(".message__text")
        .first()
        .textContent(),
    ).resolves.toMatch(/phase 84|Phase 84|type 84/i);
    await page.getByLabel(REQUEST, { exact: true }).check();
    await page.getByRole("heading", { name: "Ranking of the offers" }).waitFor({ timeout: 60_000 });
    const expected = expectedComparison(request, [sample(OFFER), ...own], { lang: "en" });
    await expect(page.getByTestId("ranking-bidder").allTextContents()).resolves.toEqual(
      expected.ranking.map((row) => row.bidder),
    );

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    mkdirSync(SCREENS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENS, "pages-compare-390.png"), fullPage: true });

    const download = await downloadWorkbook(page, "Download price comparison (Excel)");
    expect(download.name).toBe("price-comparison.xlsx");
    expect(contentOf(download.bytes)).toBe(contentOf(expected.xlsx));
    expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
