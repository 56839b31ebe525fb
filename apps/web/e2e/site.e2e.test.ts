import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allPagePaths, alternatePath, PAGE_PATHS } from "../src/routing/routes";
import { launchBrowser, openPage, type TestBrowser } from "./support/browser";
import { screenshotDir } from "./support/paths";

const baseURL = inject("baseURL");
let chrome: TestBrowser;

beforeAll(async () => {
  if (inject("browserAvailable")) chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

async function waitForApp(page: Page) {
  // The client marks the document once it has hydrated or rendered.
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
}

function screenshotName(path: string, width: number): string {
  const slug = path === "/" ? "root" : path.replace(/^\/|\/$/g, "").replace(/\//g, "_");
  return join(screenshotDir, `${slug}@${width}.png`);
}

describe.skipIf(!inject("browserAvailable"))("pages in the browser", () => {
  it("renders every page at 1280 and 390 px without console errors, third-party requests or sideways scrolling", {
    timeout: 240_000,
  }, async () => {
    mkdirSync(screenshotDir, { recursive: true });
    const wide: string[] = [];
    for (const width of [1280, 390]) {
      const { context, page, problems } = await openPage(chrome.browser, baseURL, { width, height: 900 });
      for (const path of [...allPagePaths(), "/de/gibt-es-nicht", "/en/missing"]) {
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator("h1").first().isVisible(), path).resolves.toBe(true);
        await page.screenshot({ path: screenshotName(path, width), fullPage: true });
        const overflow = await page.evaluate(() => {
          const root = document.scrollingElement as Element;
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
        });
        if (overflow.scrollWidth > overflow.clientWidth)
          wide.push(`${path} @${width}: ${overflow.scrollWidth}px`);
      }
      expect(wide, "pages that scroll sideways").toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
      await context.close();
    }
  });

  it("redirects foreign paths to / with history replaced and unknown slugs to the blog list", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    await page.goto("/de/faq");
    await waitForApp(page);
    await page.goto("/converter");
    await page.waitForURL(`${baseURL}/`);
    await expect(page.locator("h1").textContent()).resolves.toContain("GAEB-Dateien in Sekunden");
    await page.goBack();
    await page.waitForURL(`${baseURL}/de/faq`);
    await page.goto("/de/blog/gibt-es-nicht");
    await page.waitForURL(`${baseURL}/de/blog`);
    await page.goto("/en/blog/unknown-post");
    await page.waitForURL(`${baseURL}/en/blog`);
    await context.close();
  });

  it("shows the 404 page in the path's language with a way home", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    const response = await page.goto("/en/does-not-exist");
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page.locator("h1").textContent()).resolves.toBe("Page Not Found");
    await expect(page.title()).resolves.toBe("Page Not Found | GAEB to Excel");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseURL}/en/`);
    await page.goto("/de/gibt-es-nicht");
    await waitForApp(page);
    await expect(page.locator("h1").textContent()).resolves.toBe("Seite nicht gefunden");
    await context.close();
  });

  it("serves the English 404 page in English even without JavaScript", async () => {
    const context = await chrome.browser.newContext({ baseURL, javaScriptEnabled: false, locale: "en-GB" });
    const page = await context.newPage();
    const response = await page.goto("/en/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
    await expect(page.title()).resolves.toBe("Page Not Found | GAEB to Excel");
    await expect(page.locator("h1").textContent()).resolves.toBe("Page Not Found");
    await expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe(
      "/en/",
    );
    await page.screenshot({ path: join(screenshotDir, "404-en-no-js@1280.png"), fullPage: true });
    const german = await page.goto("/de/gibt-es-nicht");
    expect(german?.status()).toBe(404);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");
    await context.close();
  });

  it("switches language over the whole mapping table and stores the preference", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    const germanPaths = [
      "/",
      ...Object.values(PAGE_PATHS).map((p) => p.de),
      ...allPagePaths().filter((p) => p.startsWith("/de/blog/")),
    ];
    for (const path of germanPaths) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole("link", { name: "EN – English version", exact: true }).click();
      const english = alternatePath(path, "en");
      await page.waitForURL(`${baseURL}${english}`);
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
      await expect(page.evaluate(() => localStorage.getItem("preferred_language"))).resolves.toBe("en");
      await page.getByRole("link", { name: "DE – Deutsche Version", exact: true }).click();
      await page.waitForURL(`${baseURL}${path === "/de/" ? "/" : path}`);
      await expect(page.evaluate(() => localStorage.getItem("preferred_language"))).resolves.toBe("de");
    }
    await page.goto("/en/blog/convert-gaeb-to-excel");
    await waitForApp(page);
    await page.getByRole("link", { name: "DE – Deutsche Version", exact: true }).click();
    await page.waitForURL(`${baseURL}/de/blog/gaeb-in-excel-umwandeln`);
    await page.goto("/en/nothing");
    await waitForApp(page);
    await page.getByRole("link", { name: "DE – Deutsche Version", exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });

  it("scrolls to the top on navigation, updates the head and turns the header solid past 10 px", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    await page.goto("/en/");
    await waitForApp(page);
    await expect(page.locator("header").getAttribute("class")).resolves.not.toContain("header--scrolled");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.waitForFunction(() =>
      document.querySelector("header")?.classList.contains("header--scrolled"),
    );
    await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL(`${baseURL}/en/privacy`);
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.title()).resolves.toBe("Privacy policy | GAEB to Excel");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/en\/privacy$/);
    await context.close();
  });

  it("opens and closes the mobile menu and navigates from it", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL, { width: 390, height: 844 });
    await page.goto("/de/");
    await waitForApp(page);
    const menu = page.getByRole("button", { name: "Menü öffnen" });
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).isVisible()).resolves.toBe(false);
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(nav.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).resolves.toBe(
      "main-nav",
    );
    await menu.click();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(`${baseURL}/de/faq`);
    await expect(nav.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("opens one FAQ answer at a time and works with the keyboard", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    await page.goto("/en/faq");
    await waitForApp(page);
    const first = page.getByRole("button", { name: "What is a GAEB file?" });
    const second = page.getByRole("button", { name: "How do I convert a GAEB file to Excel?" });
    await first.click();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true");
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    await context.close();
  });
});
