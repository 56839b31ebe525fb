import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { formatDecimal, formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import {
  bidderOffers,
  drop,
  expectedComparison,
  incompleteOffer,
  openComparePage,
  REQUEST,
  SAMPLES,
  sample,
  withSlips,
} from "./support/compare";
import { requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const ISSUE_SCREENS = "/work/screens/issue18";

const chrome = browserForFile();

const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(SAMPLES, REQUEST));

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)(
  "price comparison of offers that are not all in order",
  () => {
    it("ranks an offer with unpriced items after the complete ones, says it is incomplete and what is missing, and names the totals that disagree", async () => {
      const request = sample(REQUEST);
      const [first, second] = await bidderOffers(request);
      if (!first || !second) throw new Error("no bidder offers");
      const offers = [first, withSlips(second), await incompleteOffer(request)];
      for (const [lang, path, heading, width] of [
        ["de", "/de/preisspiegel", "Rangfolge der Angebote", 1280],
        // A tablet held upright: still cards, as the table with large totals would not fit.
        ["de", "/de/preisspiegel", "Rangfolge der Angebote", 768],
        ["de", "/de/preisspiegel", "Rangfolge der Angebote", 390],
        ["en", "/en/price-comparison", "Ranking of the offers", 1280],
        ["en", "/en/price-comparison", "Ranking of the offers", 390],
      ] as const) {
        const expected = expectedComparison(request, offers, { lang });
        const gap = expected.ranking.find((row) => !row.complete);
        // The library's ranking: the incomplete offer is the cheapest, yet last and below the lowest complete one.
        expect(gap?.bidder).toBe("Lücken Bau KG");
        expect(gap?.rank).toBe(3);
        expect(gap?.differenceToLowest).toMatch(/^-/);
        expect(gap?.missingItems.length).toBeGreaterThan(10);

        const { context, page, problems } = await openComparePage(chrome.browser, baseURL, path, width);
        await drop(page, [request, ...offers]);
        await page.getByRole("heading", { name: heading }).waitFor({ timeout: 60_000 });
        await expect(page.getByTestId("ranking-bidder").allTextContents()).resolves.toEqual(
          expected.ranking.map((row) => row.bidder),
        );
        await expect(page.getByTestId("ranking-rank").allTextContents()).resolves.toEqual(
          expected.ranking.map((row) => String(row.rank)),
        );
        await expect(page.getByTestId("ranking-status").allTextContents()).resolves.toEqual(
          expected.ranking.map((row) =>
            row.complete
              ? lang === "de"
                ? "Vollständig"
                : "Complete"
              : lang === "de"
                ? "Unvollständig"
                : "Incomplete",
          ),
        );
        const missing = gap?.missingItems ?? [];
        const more = lang === "de" ? `und ${missing.length - 10} weitere` : `and ${missing.length - 10} more`;
        await expect(page.getByTestId("ranking-missing").textContent()).resolves.toBe(
          lang === "de"
            ? `${missing.length} Positionen ohne Preis oder Zuschlagssatz: ${missing.slice(0, 10).join(", ")} ${more}`
            : `${missing.length} items without price or markup rate: ${missing.slice(0, 10).join(", ")} ${more}`,
        );
        // The bidder whose stated totals disagree: which ones, by item OZ and the whole offer.
        const slipped = expected.ranking.find((row) => !row.declaredTotalsAgree);
        expect(slipped?.bidder).toBe("Zweite Bau AG");
        expect(slipped?.disagreeingTotals.map((total) => total.level)).toEqual(["item", "boq"]);
        const slippedItem = slipped?.disagreeingTotals[0]?.where ?? "?";
        const statedTotal = formatMoney(
          slipped?.disagreeingTotals[1]?.stated ?? "?",
          expected.currency,
          lang,
        );
        await expect(page.getByTestId("ranking-disagreeing").allTextContents()).resolves.toEqual([
          lang === "de"
            ? `Summen laut Angebot weichen von den Einheitspreisen ab: Gesamtpreis der Position ${slippedItem}; Angebotssumme laut Angebot ${statedTotal}`
            : `Totals as stated disagree with the unit prices: total of item ${slippedItem}; offer total stated as ${statedTotal}`,
        ]);
        const differences = await page.getByTestId("ranking-difference").allTextContents();
        expect(differences[2]?.replace(/\s+/g, " ")).toBe(
          `${formatMoney(gap?.differenceToLowest ?? "", expected.currency, lang)} (${formatDecimal(gap?.differencePercent ?? "", lang)} %)`,
        );
        expect(differences[2]).toMatch(/^−/);
        // Only the lowest complete offer is marked and announced as the lowest.
        await expect(
          page.locator("tr.ranking__lowest [data-testid=ranking-bidder]").allTextContents(),
        ).resolves.toEqual([expected.ranking[0]?.bidder]);
        await expect(page.getByTestId("compare-status").textContent()).resolves.toContain(
          `${expected.ranking[0]?.bidder} ${lang === "de" ? "mit" : "at"} ${formatMoney(expected.ranking[0]?.totalAfterDiscount ?? "", expected.currency, lang)}`,
        );
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        // The table stays inside its card: the notes wrap instead of pushing the last column out.
        const [table, card] = await Promise.all([
          page.getByTestId("ranking").boundingBox(),
          page.locator("section.outcome").boundingBox(),
        ]);
        expect((table?.x ?? 0) + (table?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
          (card?.x ?? 0) + (card?.width ?? 0),
        );
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
        mkdirSync(ISSUE_SCREENS, { recursive: true });
        await page
          .locator("section.outcome")
          .screenshot({ path: join(ISSUE_SCREENS, `compare-incomplete-${lang}-${width}-ranking.png`) });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: join(ISSUE_SCREENS, `compare-incomplete-${lang}-${width}.png`),
          fullPage: true,
        });
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      }
    });
  },
);
