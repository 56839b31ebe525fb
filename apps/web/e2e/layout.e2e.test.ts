import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

/** Where an anchored element sits relative to the sticky header after the browser scrolled to it. */
function anchorPosition(page: Page, id: string) {
  return page.evaluate((targetId) => {
    const header = document.querySelector("header") as HTMLElement;
    const target = document.getElementById(targetId) as HTMLElement;
    return {
      headerBottom: header.getBoundingClientRect().bottom,
      targetTop: target.getBoundingClientRect().top,
      scrollY: window.scrollY,
      viewport: window.innerHeight,
    };
  }, id);
}

describe.skipIf(!inject("browserAvailable"))("layout in the browser", () => {
  it("lands anchors below the sticky header, on load and on in-page jumps, at 1280 and 390 px", async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await openPage(chrome.browser, baseURL, { width, height: 800 });
      for (const [path, id] of [
        ["/de/gaeb-nach-excel#upload", "upload"],
        ["/en/converter#converter-faq", "converter-faq"],
      ] as const) {
        await page.goto(path);
        await waitForApp(page);
        await page.waitForFunction(() => window.scrollY > 0);
        const position = await anchorPosition(page, id);
        expect(position.targetTop, `${path} @${width}`).toBeGreaterThanOrEqual(position.headerBottom);
        expect(position.targetTop, `${path} @${width}`).toBeLessThan(position.viewport / 2);
      }
      // A jump inside the page already shown, as the skip link and in-page links do.
      await page.evaluate(() => {
        window.location.hash = "";
        window.scrollTo(0, 0);
        window.location.hash = "#converter-faq";
      });
      await page.waitForFunction(() => window.scrollY > 0);
      const jump = await anchorPosition(page, "converter-faq");
      expect(jump.targetTop, `jump @${width}`).toBeGreaterThanOrEqual(jump.headerBottom);
      await context.close();
    }
  });

  it("shows only the newest of stacked toasts on a phone, so they cover little of the page", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL, { width: 390, height: 844 });
    await sendFailingContactMessage(page, 3);
    const toasts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".toast")].map(
        (toast) => toast.getBoundingClientRect().height,
      ),
    );
    expect(toasts).toHaveLength(3);
    expect(toasts.filter((height) => height > 0)).toHaveLength(1);
    const region = await page.locator(".toasts").boundingBox();
    expect(region?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(844 * 0.2);
    await context.close();

    const wide = await openPage(chrome.browser, baseURL, { width: 1280, height: 900 });
    await sendFailingContactMessage(wide.page, 2);
    const shown = await wide.page
      .locator(".toast")
      .evaluateAll((list) => list.filter((toast) => toast.getBoundingClientRect().height > 0));
    expect(shown).toHaveLength(2);
    await wide.context.close();
  });

  it("falls back to a full page load when a page's chunk is gone after a redeploy, once", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    await page.goto("/en/");
    await waitForApp(page);
    await page.evaluate(() => {
      (window as unknown as { beforeRedeploy: boolean }).beforeRedeploy = true;
    });
    let refused = 0;
    await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => {
      refused += 1;
      // Only the first request fails, as for a tab opened before the redeploy: the reloaded page finds its files.
      if (refused === 1) return route.fulfill({ status: 404, contentType: "text/html", body: "gone" });
      return route.continue();
    });
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "FAQ" })
      .click();
    await page.waitForURL(`${baseURL}/en/faq`);
    await waitForApp(page);
    await expect(page.locator("h1").textContent()).resolves.toBe("Frequently asked questions");
    await expect(page.evaluate(() => "beforeRedeploy" in window)).resolves.toBe(false);
    expect(loads).toEqual([`${baseURL}/en/faq`]);
    expect(refused).toBe(2);
    await context.close();
  });

  it("falls back to a full page load on back/forward too when the page's chunk is gone", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    await page.goto("/en/faq");
    await waitForApp(page);
    // Two history entries of this document; the contact page's chunk has never been loaded in it.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/en/contact");
      window.history.pushState(null, "", "/en/faq");
      (window as unknown as { beforeRedeploy: boolean }).beforeRedeploy = true;
    });
    let refused = 0;
    await page.route(/\/assets\/ContactPage-[^/]+\.js$/, (route) => {
      refused += 1;
      if (refused === 1) return route.fulfill({ status: 404, contentType: "text/html", body: "gone" });
      return route.continue();
    });
    const historyLength = await page.evaluate(() => window.history.length);
    await page.evaluate(() => window.history.back());
    await page.waitForURL(`${baseURL}/en/contact`);
    await page.waitForFunction(() => !("beforeRedeploy" in window));
    await waitForApp(page);
    await expect(page.locator("h1").textContent()).resolves.toBe("Contact");
    // Loaded in place: the entry after it (/en/faq) is still there to go forward to.
    await expect(page.evaluate(() => window.history.length)).resolves.toBe(historyLength);
    expect(refused).toBe(2);
    await context.close();
  });

  it("cannot loop when the chunk stays missing: one full load, then the prerendered page stays", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
    await page.goto("/en/");
    await waitForApp(page);
    let refused = 0;
    await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, contentType: "text/html", body: "gone" });
    });
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "FAQ" })
      .click();
    await page.waitForURL(`${baseURL}/en/faq`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(3000);
    expect(navigations).toBe(1);
    expect(refused).toBe(2);
    await expect(page.locator("h1").textContent()).resolves.toBe("Frequently asked questions");
    await context.close();
  });
});
