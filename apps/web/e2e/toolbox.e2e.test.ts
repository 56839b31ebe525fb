import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { TOOL_PAGES } from "../src/components/tools";
import { pagePath } from "../src/routing/routes";
import { seriousAxeViolations } from "./support/axe";
import { openReadyPage } from "./support/browser";
import { screenshotDir } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const chrome = browserForFile();

const MENU = {
  de: { tools: "Werkzeuge", nav: "Hauptnavigation", open: "Menü öffnen", billing: "Abrechnung" },
  en: { tools: "Tools", nav: "Main navigation", open: "Open menu", billing: "Billing" },
} as const;

function open(path: string, width: number, height = 900) {
  return openReadyPage(chrome.browser, baseURL, path, { width, height });
}

const toolsButton = (page: Page, lang: "de" | "en") =>
  page.getByRole("navigation", { name: MENU[lang].nav }).getByRole("button", { name: MENU[lang].tools });

/** The boxes of the header's parts: the logo, every entry of the row, the language toggle. */
function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, height: rect.height };
    };
    const header = document.querySelector("header") as HTMLElement;
    const entries = [
      ...header.querySelectorAll(".nav__list > li > .nav__link, .nav__list > li > a, .lang-toggle"),
    ];
    return {
      header: box(header),
      logo: box(header.querySelector(".logo") as Element),
      entries: entries.map((entry) => ({ text: entry.textContent?.trim() ?? "", ...box(entry) })),
      menuButton: getComputedStyle(header.querySelector(".header__menu-button") as Element).display,
      viewport: window.innerWidth,
    };
  });
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe.skipIf(!inject("browserAvailable"))(
  "the toolbox: the header's tools menu and the home page's overview",
  () => {
    it("fits the header on one line at 1280 px in both languages, without the small-screen menu button", async () => {
      for (const path of ["/de/", "/en/", "/de/abrechnung", "/en/billing"]) {
        const { context, page } = await open(path, 1280);
        const boxes = await headerBoxes(page);
        expect(boxes.menuButton, path).toBe("none");
        expect(boxes.entries.length, path).toBe(6);
        const [first] = boxes.entries;
        for (const entry of boxes.entries) {
          // One line: every entry's middle on the row's middle, inside the header and the window.
          expect(
            Math.abs((entry.top + entry.bottom) / 2 - ((first?.top ?? 0) + (first?.bottom ?? 0)) / 2),
            entry.text,
          ).toBeLessThan(2);
          expect(entry.height, entry.text).toBeLessThan(48);
          expect(entry.bottom, entry.text).toBeLessThanOrEqual(boxes.header.bottom);
          expect(entry.right, entry.text).toBeLessThanOrEqual(boxes.viewport);
        }
        // Room to grow: the row leaves a good stretch free between the logo and its first entry.
        expect((first?.left ?? 0) - boxes.logo.right, path).toBeGreaterThan(250);
        await context.close();
      }
    });

    it("keeps the row and the opened list inside the window down to the narrowest width without the menu button", async () => {
      for (const lang of ["de", "en"] as const) {
        const { context, page } = await open(`/${lang}/`, 901);
        const boxes = await headerBoxes(page);
        expect(boxes.menuButton).toBe("none");
        const [first] = boxes.entries;
        expect((first?.left ?? 0) - boxes.logo.right, lang).toBeGreaterThan(0);
        for (const entry of boxes.entries)
          expect(entry.bottom, entry.text).toBeLessThanOrEqual(boxes.header.bottom);
        await toolsButton(page, lang).click();
        const list = await page.locator(".tools-menu__list").boundingBox();
        expect((list?.x ?? 0) + (list?.width ?? Number.POSITIVE_INFINITY), lang).toBeLessThanOrEqual(901);
        await context.close();
      }
    });

    it("opens the tools with Enter and Space, walks them with Tab, closes on Escape, Tab past the end and an outside click", async () => {
      const { context, page, problems } = await open("/de/", 1280);
      const button = toolsButton(page, "de");
      const nav = page.getByRole("navigation", { name: MENU.de.nav });
      await nav.getByRole("link", { name: "Startseite" }).focus();
      await page.keyboard.press("Tab");
      await expect(focusedText(page)).resolves.toBe("Werkzeuge");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(list.isVisible()).resolves.toBe(false);

      await page.keyboard.press("Enter");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
      await expect(list.isVisible()).resolves.toBe(true);
      const names: string[] = [];
      for (let i = 0; i < TOOL_PAGES.length; i++) {
        await page.keyboard.press("Tab");
        names.push(
          await page.evaluate(
            () => document.activeElement?.querySelector(".tools-menu__name")?.textContent ?? "",
          ),
        );
      }
      expect(names).toEqual([
        "Konverter",
        "Excel nach X84",
        "Excel nach GAEB",
        "Preisspiegel",
        "Abrechnung",
        "GAEB-Viewer",
      ]);
      await page.keyboard.press("Tab");
      await expect(focusedText(page)).resolves.toBe("FAQ");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");

      await button.focus();
      await page.keyboard.press("Space");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(focusedText(page)).resolves.toBe("Werkzeuge");

      await button.click();
      await page.mouse.click(640, 600);
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("leads to a tool by keyboard, closes behind it and marks the tool's page, in both languages", async () => {
      for (const lang of ["de", "en"] as const) {
        const { context, page } = await open(`/${lang}/`, 1280);
        const button = toolsButton(page, lang);
        await button.focus();
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("End");
        await page.keyboard.press("ArrowUp");
        await expect(page.evaluate(() => document.activeElement?.getAttribute("href"))).resolves.toBe(
          lang === "de" ? "/de/abrechnung" : "/en/billing",
        );
        await page.keyboard.press("Enter");
        await page.waitForURL(`${baseURL}${lang === "de" ? "/de/abrechnung" : "/en/billing"}`);
        await page.locator("h1").filter({ hasText: MENU[lang].billing }).waitFor();
        await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
        await expect(button.getAttribute("class")).resolves.toContain("nav__link--section");
        await button.click();
        const current = page.locator('.tools-menu__link[aria-current="page"]');
        await expect(current.count()).resolves.toBe(1);
        await expect(current.locator(".tools-menu__name").textContent()).resolves.toBe(MENU[lang].billing);
        await expect(seriousAxeViolations(page), `${lang} tools open`).resolves.toEqual([]);
        mkdirSync(screenshotDir, { recursive: true });
        await page.screenshot({ path: join(screenshotDir, `tools-menu-${lang}@1280.png`) });
        await context.close();
      }
    });

    it("shows the tools as a group in the small-screen menu and navigates from it", async () => {
      for (const lang of ["de", "en"] as const) {
        const { context, page } = await open(`/${lang}/`, 390, 844);
        await page.getByRole("button", { name: MENU[lang].open }).click();
        const nav = page.getByRole("navigation", { name: MENU[lang].nav });
        await expect(nav.getByRole("button", { name: MENU[lang].tools }).isVisible()).resolves.toBe(false);
        const group = nav.getByRole("list", { name: MENU[lang].tools });
        await expect(group.isVisible()).resolves.toBe(true);
        await expect(group.getByRole("link").count()).resolves.toBe(TOOL_PAGES.length);
        await expect(seriousAxeViolations(page), `${lang} menu @390`).resolves.toEqual([]);
        mkdirSync(screenshotDir, { recursive: true });
        await page.screenshot({ path: join(screenshotDir, `tools-menu-${lang}@390.png`) });
        await group.getByRole("link", { name: new RegExp(`^${MENU[lang].billing}`) }).click();
        await page.waitForURL(`${baseURL}${lang === "de" ? "/de/abrechnung" : "/en/billing"}`);
        await expect(nav.isVisible()).resolves.toBe(false);
        await context.close();
      }
    });

    it("presents every tool on the home page with its users, input and output, each linked to its page", async () => {
      for (const [lang, width] of [
        ["de", 1280],
        ["en", 1280],
        ["de", 390],
        ["en", 390],
      ] as const) {
        const { context, page } = await open(`/${lang}/`, width);
        const toolbox = page.locator("#toolbox");
        const cards = toolbox.locator(".toolbox__tool");
        await expect(cards.count()).resolves.toBe(7);
        const targets = await cards
          .locator("a")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(new Set(targets)).toEqual(new Set(TOOL_PAGES.map((tool) => pagePath(tool, lang))));
        for (let i = 0; i < 7; i++) await expect(cards.nth(i).locator("dd").count()).resolves.toBe(3);
        await expect(seriousAxeViolations(page), `home ${lang} @${width}`).resolves.toEqual([]);
        await page.screenshot({ path: join(screenshotDir, `home-${lang}@${width}.png`), fullPage: true });
        // The toolbox alone, cut from the whole page so that the sticky header does not cover it.
        const box = await toolbox.boundingBox();
        if (box)
          await page.screenshot({
            path: join(screenshotDir, `home-toolbox-${lang}@${width}.png`),
            fullPage: true,
            clip: box,
          });
        await context.close();
      }
    });
  },
);
