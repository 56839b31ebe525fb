import { readFileSync } from "node:fs";
import { join } from "node:path";
import { convertToXlsx, formatIssue, offerFromWorkbook } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { workbookBomb } from "../../../packages/gaeb/bench/generate-bomb.mjs";
import { openPage } from "./support/browser";
import { corpusDir } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const REQUEST_NAME = "Musterdatei_3.1_2008-001.X83";
const MB = 1024 * 1024;

const chrome = browserForFile();

describe.skipIf(!inject("browserAvailable"))("Offer page, a workbook bomb", () => {
  it("is refused in the browser within seconds, with the library's message", async () => {
    const converted = convertToXlsx([
      {
        name: REQUEST_NAME,
        bytes: new Uint8Array(readFileSync(join(corpusDir, "gaeb-samples", REQUEST_NAME))),
      },
    ]);
    if (!converted.ok) throw new Error("the request does not convert");
    // The issue's bomb: the request's workbook with two sheets of 250 MB each, two megabytes as a file.
    const bomb = workbookBomb(converted.xlsx, [
      { name: "Blatt2", bytes: 250 * MB },
      { name: "Blatt3", bytes: 250 * MB },
    ]);
    const expected = offerFromWorkbook({ name: "bombe.xlsx", bytes: bomb }, { lang: "de" });
    expect(expected.issues.map((issue) => issue.code)).toEqual(["offer_workbook_too_large"]);

    const { context, page } = await openPage(chrome.browser, baseURL, { width: 1280, height: 900 });
    await page.goto("/de/excel-nach-x84");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    const started = Date.now();
    await page
      .getByTestId("workbook-input")
      .setInputFiles({ name: "bombe.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from(bomb) });
    await page
      .getByRole("heading", { name: "Aus dieser Tabelle lässt sich noch keine X84 erzeugen" })
      .waitFor({ timeout: 30_000 });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`workbook bomb refused on the offer page in ${seconds.toFixed(2)} s\n`);
    // Well below the minute's limit (the worker's first job includes loading the core).
    expect(seconds).toBeLessThan(20);
    await expect(page.locator(".outcome .message__text").allTextContents()).resolves.toEqual(
      expected.issues.map((issue) => formatIssue(issue, "de")),
    );
    await context.close();
  });
});
