import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { formatIssue, type InputFile, offerFromWorkbook } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { formatMoney } from "../src/ondevice/numbers";
import {
  drop,
  expectedComparison,
  openComparePage,
  REQUEST,
  SAMPLES,
  sample,
  withSlips,
} from "./support/compare";
import { pricedWorkbook } from "./support/offer-workbook";
import { requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const SCREENS = "/work/screens";

const chrome = browserForFile();

/** Bidders as tenders name them: joint ventures with long names, and one German compound with no place to break. */
const BIDDERS = [
  ["Arbeitsgemeinschaft Hochbau Süd-West Generalunternehmung GmbH & Co. KG", "ArgeSuedWest.X84", 1],
  ["Tiefbauunternehmungsgesellschaftsverwaltungsgesellschaft mbH", "Tiefbau.X84", 1.043],
  ["Schlüsselfertigbau Rhein-Main-Neckar Aktiengesellschaft", "Schluesselfertig.X84", 1.121],
] as const;

/** Unit prices that make totals in the billions, with cents, as a large tender's LV reaches them. */
const bigPrice = (factor: number) => (_oz: string, index: number) =>
  Math.round((4_831.13 + index * 9.71) * factor * 100) / 100;

/** The offer's whole LV with a discount of 3 %: the table gets its "after discount" column too. */
function withDiscount(offer: InputFile): InputFile {
  const text = new TextDecoder().decode(offer.bytes);
  const discounted = text.replace(
    /(<BoQInfo>.*?<Totals><Total>[\d.]+<\/Total>)/s,
    "$1<DiscountPcnt>3</DiscountPcnt>",
  );
  if (discounted === text) throw new Error(`${offer.name} has no LV total`);
  return { name: offer.name, bytes: new TextEncoder().encode(discounted) };
}

async function offers(request: InputFile): Promise<InputFile[]> {
  const made: InputFile[] = [];
  for (const [bidder, name, factor] of BIDDERS) {
    const workbook = await pricedWorkbook(request.name, request.bytes, bigPrice(factor));
    const offer = offerFromWorkbook({ name: `${bidder}.xlsx`, bytes: workbook }, { bidder });
    if (!offer.ok) throw new Error(offer.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
    made.push({ name, bytes: offer.x84 });
  }
  const [first, second, third] = made;
  if (!first || !second || !third) throw new Error("three offers expected");
  return [withDiscount(first), withSlips(second), third];
}

const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(SAMPLES, REQUEST));

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("the ranking table's layout", () => {
  it("fits the page at 1280 px with long bidder names and totals in the billions: names wrap, figures do not", async () => {
    const request = sample(REQUEST);
    const files = await offers(request);
    const expected = expectedComparison(request, files, { lang: "de" });
    const largest = expected.ranking.map((row) => row.total).sort((a, b) => b.length - a.length)[0] ?? "";
    // Eleven digits before the comma, as in 12.931.112.205,76 €.
    expect(largest.split(".")[0]?.length).toBe(11);
    expect(expected.ranking.some((row) => row.totalAfterDiscount !== row.total)).toBe(true);

    for (const [path, width] of [
      ["/de/preisspiegel", 1280],
      ["/en/price-comparison", 1280],
      ["/de/preisspiegel", 1024],
    ] as const) {
      const { context, page } = await openComparePage(chrome.browser, baseURL, path, width);
      await drop(page, [request, ...files]);
      await page.getByTestId("ranking").waitFor({ timeout: 60_000 });
      const lang = path.startsWith("/de") ? "de" : "en";
      await expect(page.getByTestId("ranking-total").allTextContents()).resolves.toEqual(
        expected.ranking.map((row) => formatMoney(row.total, expected.currency, lang)),
      );
      const layout = await page.evaluate(() => {
        const table = document.querySelector('[data-testid="ranking"]') as HTMLElement;
        const box = (table.parentElement as HTMLElement).getBoundingClientRect();
        const lines = (el: Element) => {
          const style = getComputedStyle(el);
          const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
          return Math.round(el.getBoundingClientRect().height / line);
        };
        return {
          pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          tableRight: table.getBoundingClientRect().right,
          boxRight: box.right,
          tableWider: table.scrollWidth > table.clientWidth,
          // Every amount on one line, and inside its cell.
          amounts: [...table.querySelectorAll(".ranking__amount")].map((el) => ({
            lines: lines(el),
            inside:
              el.getBoundingClientRect().right <=
              (el.closest("td") as HTMLElement).getBoundingClientRect().right + 0.5,
          })),
          bidderLines: [...table.querySelectorAll('[data-testid="ranking-bidder"]')].map(lines),
        };
      });
      mkdirSync(SCREENS, { recursive: true });
      await page.getByTestId("ranking").screenshot({ path: join(SCREENS, `ranking-${lang}-${width}.png`) });
      const label = `${path} @${width}`;
      expect(layout.pageScrolls, label).toBe(false);
      expect(layout.tableWider, label).toBe(false);
      expect(layout.tableRight, label).toBeLessThanOrEqual(layout.boxRight + 0.5);
      expect(layout.amounts.length, label).toBeGreaterThanOrEqual(9);
      for (const amount of layout.amounts) expect(amount, label).toEqual({ lines: 1, inside: true });
      // The long names wrap instead of widening the table.
      expect(Math.max(...layout.bidderLines), label).toBeGreaterThan(1);
      await context.close();
    }
  });
});
