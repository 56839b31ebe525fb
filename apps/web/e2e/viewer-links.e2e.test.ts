import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openPage } from "./support/browser";
import { acceptAndConvert, choose, words } from "./support/converter";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const AWARD = join(corpusDir, "gaeb-samples", "Musterdatei_3.1_2008-002.X86");

const chrome = browserForFile();

const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", AWARD);

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("links to the GAEB viewer", () => {
  it("lead from the offer page, the comparison page and the converter's result to the viewer, in both languages", async () => {
    const { context, page, problems } = await openPage(chrome.browser, baseURL, { width: 1280, height: 900 });
    const ready = () => page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    for (const [from, link, to] of [
      ["/de/excel-nach-x84", "GAEB-Viewer", "/de/gaeb-viewer"],
      ["/en/excel-to-x84", "GAEB viewer", "/en/gaeb-viewer"],
      ["/de/preisspiegel", "GAEB-Viewer", "/de/gaeb-viewer"],
      ["/en/price-comparison", "GAEB viewer", "/en/gaeb-viewer"],
    ] as const) {
      await page.goto(from);
      await ready();
      await page.getByTestId("viewer-link").getByRole("link", { name: link }).click();
      await page.getByTestId("viewer-input").waitFor({ state: "attached" });
      expect(new URL(page.url()).pathname, from).toBe(to);
    }
    await page.goto(words.de.path);
    await ready();
    await choose(page, { name: "Musterdatei_3.1_2008-002.X86", buffer: readFileSync(AWARD) });
    await acceptAndConvert(page, "de");
    await page.getByText(words.de.done).waitFor({ timeout: 60_000 });
    await page.getByTestId("viewer-link").getByRole("link", { name: "GAEB-Viewer" }).click();
    await page.getByTestId("viewer-input").waitFor({ state: "attached" });
    expect(new URL(page.url()).pathname).toBe("/de/gaeb-viewer");
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
