import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { itemLines } from "../../../packages/gaeb/test/support/item-lines";
import { openPage } from "./support/browser";
import { choose, words } from "./support/converter";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
/** A real GAEB 90 request (.D83, DOS code page 850, 13 items), read at test time. */
const GAEB_90 = join(corpusDir, "real-world/LV_Los01.D83");
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";

const chrome = browserForFile();
const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", GAEB_90);

/** Each item as a reader sees it: OZ, short text, quantity, unit, in order. */
function items(name: string, bytes: Uint8Array): string[] {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name} unreadable: ${JSON.stringify(read.issues)}`);
  return itemLines(read.value);
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `xplumb-${name}.png`), fullPage: false });
}

/** Clicks `button` and returns the download's bytes and suggested name. */
async function downloadBy(page: Page, name: string | RegExp): Promise<{ bytes: Uint8Array; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name }).click(),
  ]);
  return { bytes: new Uint8Array(readFileSync(await download.path())), name: download.suggestedFilename() };
}

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)(
  "GAEB 90 in, GAEB DA XML 3.3 out, in the browser",
  () => {
    const input = new Uint8Array(readFileSync(GAEB_90));
    const expected = items("LV_Los01.D83", input);

    it("converts a .D83 to an .X83 on the converter page, on the device and on the server", async () => {
      expect(expected).toHaveLength(13);
      const { context, page, problems } = await openPage(chrome.browser, baseURL, {
        width: 1280,
        height: 1000,
      });
      await page.goto(words.de.path);
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
      await choose(page, { name: "LV_Los01.D83", buffer: Buffer.from(input) });
      await page.getByLabel("GAEB DA XML 3.3").check();
      await page.getByLabel(words.de.terms).check();
      await page.getByText("Umwandeln in").scrollIntoViewIfNeeded();
      await shot(page, "converter-options-de");
      const uploads: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/")) uploads.push(request.url());
      });
      await page.getByRole("button", { name: "In GAEB DA XML 3.3 umwandeln" }).click();
      await page.getByText("Fertig! Ihre GAEB-Datei ist bereit.").waitFor({ timeout: 60_000 });
      await shot(page, "converter-done-de");
      const device = await downloadBy(page, "GAEB-Datei herunterladen");
      expect(device.name).toBe("LV_Los01.X83");
      expect(new TextDecoder().decode(device.bytes.subarray(0, 60))).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>/,
      );
      expect(items(device.name, device.bytes)).toEqual(expected);
      // On the device: nothing went to the service.
      expect(uploads).toEqual([]);

      // The same through the service, in English.
      await page.goto(words.en.path);
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
      await choose(page, { name: "LV_Los01.D83", buffer: Buffer.from(input) });
      await page.getByLabel(words.en.server).check();
      await expect(page.getByLabel("GAEB DA XML 3.3").isChecked()).resolves.toBe(true);
      const conversion = page.waitForRequest("**/api/conversions");
      await page.getByLabel(words.en.terms).check();
      await page.getByRole("button", { name: "Convert to GAEB DA XML 3.3" }).click();
      expect((await conversion).postDataJSON()).toMatchObject({ format: "gaeb-xml" });
      await page.getByText("Done! Your GAEB file is ready.").waitFor({ timeout: 60_000 });
      const served = await downloadBy(page, "Download GAEB file");
      expect(served.name).toBe("LV_Los01.X83");
      expect(items(served.name, served.bytes)).toEqual(expected);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("waits with several files chosen for GAEB DA XML and says why", async () => {
      const { context, page, problems } = await openPage(chrome.browser, baseURL, {
        width: 1280,
        height: 1000,
      });
      await page.goto(words.en.path);
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
      const other = readFileSync(join(corpusDir, "real-world/LV_Los01.P83"));
      await choose(
        page,
        { name: "LV_Los01.D83", buffer: Buffer.from(input) },
        { name: "LV_Los01.P83", buffer: other },
      );
      await page.getByLabel("GAEB DA XML 3.3").check();
      await page.getByLabel(words.en.terms).check();
      const button = page.getByRole("button", { name: "Convert to GAEB DA XML 3.3" });
      await expect(button.isDisabled()).resolves.toBe(true);
      await expect(page.getByTestId("convert-hint").textContent()).resolves.toBe(
        "GAEB DA XML is made from exactly one file. Please keep only one file on the list or convert to an Excel workbook.",
      );
      await page.evaluate(() =>
        document.querySelector("[data-testid=convert-hint]")?.scrollIntoView({ block: "center" }),
      );
      await shot(page, "converter-one-file-en");
      await page.getByRole("button", { name: "Remove LV_Los01.P83" }).click();
      await expect(button.isDisabled()).resolves.toBe(false);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("saves the open file from the viewer as GAEB DA XML 3.3, made on the device", async () => {
      const { context, page, problems } = await openPage(chrome.browser, baseURL, {
        width: 1280,
        height: 900,
      });
      await page.goto("/en/gaeb-viewer");
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
      const calls: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/")) calls.push(request.url());
      });
      await page.getByTestId("viewer-input").setInputFiles({
        name: "LV_Los01.D83",
        mimeType: "application/octet-stream",
        buffer: Buffer.from(input),
      });
      await page.locator('[data-testid="viewer-list"][data-state="ready"]').waitFor({ timeout: 60_000 });
      const saved = await downloadBy(page, "Save as GAEB DA XML 3.3");
      expect(saved.name).toBe("LV_Los01.X83");
      expect(items(saved.name, saved.bytes)).toEqual(expected);
      await page.getByText("Saved LV_Los01.X83.").waitFor();
      await shot(page, "viewer-saved-en");
      expect(calls).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });
  },
);
