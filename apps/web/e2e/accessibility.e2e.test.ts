import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allPagePaths } from "../src/routing/routes";
import { seriousAxeViolations } from "./support/axe";
import { launchBrowser, openPage, type TestBrowser } from "./support/browser";
import { sendFailingContactMessage } from "./support/contact";

const baseURL = inject("baseURL");
let chrome: TestBrowser;

beforeAll(async () => {
  if (inject("browserAvailable")) chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
}

const PAGES = [...allPagePaths(), "/de/gibt-es-nicht", "/en/does-not-exist"];

describe.skipIf(!inject("browserAvailable"))("accessibility (axe-core)", () => {
  it("has no serious or critical axe violation on any page, both languages, at 1280 and 390 px", {
    timeout: 600_000,
  }, async () => {
    const found: Record<string, unknown> = {};
    for (const width of [1280, 390]) {
      const { context, page } = await openPage(chrome.browser, baseURL, { width, height: 900 });
      for (const path of PAGES) {
        await page.goto(path);
        await waitForApp(page);
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) found[`${path} @${width}`] = violations;
      }
      // The mobile menu is a state of its own: open it once and check it too.
      if (width === 390) {
        await page.goto("/en/");
        await waitForApp(page);
        await page.getByRole("button", { name: "Open menu" }).click();
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) found["/en/ menu open @390"] = violations;
      }
      await context.close();
    }
    expect(found).toEqual({});
  });

  it("names the language toggle with its visible text first (label in name)", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    for (const [path, visible, name] of [
      ["/de/faq", "EN", "EN – English version"],
      ["/en/faq", "DE", "DE – Deutsche Version"],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      const toggle = page.getByRole("link", { name, exact: true });
      await expect(toggle.count(), path).resolves.toBe(1);
      const shown = toggle.evaluate((link) =>
        [...link.childNodes]
          .filter((node) => !(node instanceof Element && node.classList.contains("visually-hidden")))
          .map((node) => node.textContent)
          .join(""),
      );
      await expect(shown, path).resolves.toBe(visible);
      await expect(toggle.getAttribute("aria-label")).resolves.toBeNull();
    }
    await context.close();
  });

  it("shows toasts as list items holding a live region, with no axe violation while shown", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL, { width: 390, height: 844 });
    await sendFailingContactMessage(page);
    const toast = page.getByRole("alert");
    await toast.waitFor();
    await expect(toast.evaluate((el) => el.parentElement?.tagName)).resolves.toBe("LI");
    await expect(
      page.evaluate(() =>
        [...document.querySelectorAll(".toasts ol > *")].every(
          (child) => child.tagName === "LI" && !child.hasAttribute("role"),
        ),
      ),
    ).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
