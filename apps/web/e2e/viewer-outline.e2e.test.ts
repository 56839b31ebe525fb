import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ViewSection, viewGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const SCREENS = "/work/screens";
/** The official sample with the deepest OZ: five levels, 682 sections. */
const DEEP = join(corpusDir, "gaeb-samples", "Musterdatei_3.1_2008-003.X86");
const haveCorpus = requireSystemComponent("The GAEB corpus (../shared/corpus)", DEEP);

const chrome = browserForFile();

const countSections = (sections: readonly ViewSection[]): number =>
  sections.reduce((sum, section) => sum + 1 + countSections(section.children), 0);

async function openDeep(width: number) {
  const bytes = readFileSync(DEEP);
  const opened = await openPage(chrome.browser, baseURL, { width, height: width < 500 ? 844 : 900 });
  const { page } = opened;
  await page.goto("/de/gaeb-viewer");
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await page
    .getByTestId("viewer-input")
    .setInputFiles({ name: "LV.X86", mimeType: "application/octet-stream", buffer: bytes });
  await page
    .locator('[data-testid="viewer-list"][data-state="ready"]')
    .waitFor({ state: "attached", timeout: 60_000 });
  return opened;
}

const focusedLine = (page: Page) =>
  page.evaluate(() => {
    const line = document.activeElement;
    return line?.getAttribute("role") === "treeitem"
      ? { oz: line.querySelector(".lv-tree__oz")?.textContent ?? "", level: line.getAttribute("aria-level") }
      : null;
  });

describe.skipIf(!inject("browserAvailable") || !haveCorpus)("GAEB viewer: the outline of a deep LV", () => {
  it("opens with its top levels, draws only what is near its box, moves and opens with the keys, and jumps", async () => {
    const result = viewGaeb({ name: "LV.X86", bytes: readFileSync(DEEP) }, { lang: "de" });
    if (!result.ok) throw new Error("the sample does not open");
    const total = countSections(result.view.sections);
    expect(total).toBeGreaterThan(600);
    const { context, page, problems } = await openDeep(1280);
    const lines = page.locator('.lv-tree [role="treeitem"]');
    // The top level and the one below it, as whole levels fit in 40 lines; the 512 deepest sections wait.
    const top = result.view.sections;
    await expect(lines.count()).resolves.toBe(top.length + top.reduce((n, s) => n + s.children.length, 0));
    await expect(page.evaluate(() => document.querySelectorAll(".lv-tree *").length)).resolves.toBeLessThan(
      200,
    );

    // Keys of a tree: down to the first Titel, open it, into its first child, open that too.
    await lines.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(focusedLine(page)).resolves.toMatchObject({ level: "2" });
    for (const _ of [1, 2, 3]) {
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
    }
    await expect(focusedLine(page)).resolves.toMatchObject({ level: "5" });
    // Open every section below the second Los: far more lines than are drawn.
    await page.keyboard.press("End");
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
    }
    const drawn = await lines.count();
    const size = await page.evaluate(
      () => document.querySelector<HTMLElement>(".lv-tree__list")?.offsetHeight ?? 0,
    );
    expect(drawn).toBeLessThan(60);
    expect(size).toBeGreaterThan(drawn * 44);
    // The focused line stays in the page while the box scrolls with it.
    const focused = await focusedLine(page);
    expect(focused).not.toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Enter jumps: the section's heading comes to the top of the list.
    await page.keyboard.press("Enter");
    await page.waitForFunction((oz) => {
      const headings = [...document.querySelectorAll(".lv-section__title")];
      return headings.some((heading) => {
        const top = heading.getBoundingClientRect().top;
        return heading.textContent?.includes(oz) && top > 64 && top < window.innerHeight / 2;
      });
    }, focused?.oz ?? "");
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, "dedupe-outline-1280.png") });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("stays a short box on a phone, closed until asked for", async () => {
    const { context, page } = await openDeep(390);
    await expect(page.locator('.lv-tree [role="treeitem"]').count()).resolves.toBe(0);
    await page.locator(".lv-tree__summary").click();
    await page.locator('.lv-tree [role="treeitem"]').first().waitFor();
    const box = await page.locator(".lv-tree__scroll").boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(844 * 0.6 + 1);
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await page.locator(".lv-tree").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, "dedupe-outline-390.png") });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
