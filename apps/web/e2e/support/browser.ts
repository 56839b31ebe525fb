import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../scripts/chromium.mjs";
import { CHROMIUM } from "./paths";

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Playwright gives every launch a fresh temporary --user-data-dir of its own (it refuses one passed in args). */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/** What a page did that a privacy-respecting, error-free site must never do. */
export interface PageProblems {
  consoleErrors: string[];
  foreignRequests: string[];
}

/** A fresh context per test: own storage, a viewport, and a record of console errors and foreign requests. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? "de-DE",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], foreignRequests: [] };
  const origin = new URL(baseURL).origin;
  page.on("console", (message) => {
    // 404.html is served with status 404 on purpose; Chromium logs that as a failed resource load.
    if (message.type() === "error" && !/status of 404/.test(message.text())) {
      problems.consoleErrors.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(String(error)));
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      problems.foreignRequests.push(url);
    }
  });
  return { context, page, problems };
}

/** `openPage`, then `path`, waited for until the app says it is ready (its worker and handlers in place). */
export async function openReadyPage(
  browser: Browser,
  baseURL: string,
  path: string,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const opened = await openPage(browser, baseURL, options);
  await opened.page.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return opened;
}

/** Hands a workbook to an on-device page's file input, as a drop or the file dialog would. */
export async function dropWorkbook(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  await page
    .getByTestId("workbook-input")
    .setInputFiles({ name, mimeType: "application/octet-stream", buffer: Buffer.from(bytes) });
}
