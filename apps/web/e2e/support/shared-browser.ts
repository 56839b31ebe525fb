import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchBrowser, type TestBrowser } from "./browser";

/**
 * One Chromium for all tests of a file: launched before them where the machine has it (the tests skip otherwise),
 * closed after them. Call it at the top of the file; `.browser` is there once the tests run.
 */
export function browserForFile(): { readonly browser: Browser } {
  let chrome: TestBrowser | undefined;
  beforeAll(async () => {
    if (inject("browserAvailable")) chrome = await launchBrowser();
  });
  afterAll(async () => {
    await chrome?.close();
  });
  return {
    get browser() {
      if (!chrome) throw new Error("Chromium is not running: the test should have been skipped");
      return chrome.browser;
    },
  };
}
