import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatIssue, offerFromWorkbook } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatMoney } from "../src/ondevice/numbers";
import { seriousAxeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { pricedWorkbookOf } from "./support/offer-workbook";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const SAMPLES = join(corpusDir, "gaeb-samples");
/** Two requests a bidder received together and converted into one workbook. */
const NAMES = ["Musterdatei_3.1_2008-001.X83", "Musterdatei_3.1_2008-004.X83"];
const BIDDER = "Muster Bau GmbH";
const SCREENS = "/work/screens";

const chrome = browserForFile();

const priceOf = (_oz: string, index: number) => Math.round((9.5 + index * 3.17) * 100) / 100;
const withoutTimestamp = (xml: string) =>
  xml.replace(/<Date>[^<]*<\/Date>/g, "<Date/>").replace(/<Time>[^<]*<\/Time>/g, "<Time/>");

async function downloadX84(page: Page, button: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), "utf8") };
}

const corpusAvailable = requireSystemComponent(
  "The GAEB corpus (../shared/corpus)",
  join(SAMPLES, NAMES[1] ?? ""),
);

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)(
  "a workbook of several requests on the offer page",
  () => {
    it("asks which sheet becomes the offer, then makes each sheet's X84 in turn, as the library does", async () => {
      const requests = NAMES.map((name) => ({
        name,
        bytes: new Uint8Array(readFileSync(join(SAMPLES, name))),
      }));
      const workbook = await pricedWorkbookOf(requests, priceOf);
      const asked = offerFromWorkbook({ name: "Lose.xlsx", bytes: workbook }, { bidder: BIDDER });
      const sheets = asked.ok ? [] : (asked.choices ?? []).map((choice) => choice.sheet);
      expect(asked.ok ? [] : asked.choices?.map((choice) => choice.file)).toEqual(NAMES);
      expect(sheets).toHaveLength(2);

      for (const [lang, path, words] of [
        [
          "de",
          "/de/excel-nach-x84",
          { title: "Welches Blatt soll das Angebot werden?", download: "X84 herunterladen", field: "Bieter" },
        ],
        [
          "en",
          "/en/excel-to-x84",
          { title: "Which sheet is to become the offer?", download: "Download X84", field: "Bidder" },
        ],
      ] as const) {
        const { context, page, problems } = await openPage(chrome.browser, baseURL, {
          width: 1280,
          height: 900,
        });
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
        await page.getByLabel(words.field, { exact: true }).fill(BIDDER);
        await page.getByTestId("workbook-input").setInputFiles({
          name: "Lose.xlsx",
          mimeType: "application/octet-stream",
          buffer: Buffer.from(workbook),
        });
        // The question, not a refusal: never "not made by gaeb2xlsx", and focus on the question.
        const question = page.getByRole("heading", { name: words.title });
        await question.waitFor({ timeout: 60_000 });
        await expect(question.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await expect(page.getByText(/not made by gaeb2xlsx|nicht von gaeb2xlsx/).count()).resolves.toBe(0);
        await expect(page.locator(".outcome--failed").count()).resolves.toBe(0);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
        if (lang === "de") {
          mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: join(SCREENS, "offer-sheets-question-de-1280.png"), fullPage: true });
        }

        for (const sheet of sheets) {
          const expected = offerFromWorkbook(
            { name: "Lose.xlsx", bytes: workbook },
            { bidder: BIDDER, lang, sheet },
          );
          if (!expected.ok)
            throw new Error(expected.issues.map((issue) => formatIssue(issue, lang)).join("\n"));
          await page.getByRole("radio", { name: sheet }).check();
          await page
            .getByTestId("offer-total")
            .filter({ hasText: formatMoney(expected.summary.grandTotal, expected.summary.currency, lang) })
            .waitFor({ timeout: 60_000 });
          await expect(page.getByTestId("offer-lv").textContent()).resolves.toBe(expected.summary.lvName);
          const x84 = await downloadX84(page, words.download);
          expect(x84.name).toBe(expected.summary.fileName);
          expect(withoutTimestamp(x84.text)).toBe(withoutTimestamp(new TextDecoder().decode(expected.x84)));
        }
        if (lang === "de")
          await page.screenshot({ path: join(SCREENS, "offer-sheets-done-de-1280.png"), fullPage: true });
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      }
    });
  },
);
