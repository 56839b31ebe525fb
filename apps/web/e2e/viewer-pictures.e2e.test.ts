import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { viewGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { corpusFiles, requireCorpus } from "../../../packages/gaeb/test/support/corpus";
import { launchBrowser, openPage, type TestBrowser } from "./support/browser";
import { emphasizedRuns, shownPictures } from "./support/rich-content";

/**
 * The BVBS test file's 13 embedded JPEGs and its bold, italic, underlined and struck words in the viewer: every
 * picture decodes under the site's Content-Security-Policy, sits in the text column in its proportions with its box
 * reserved before it is decoded, and the virtualized rows never overlap while the list is scrolled through.
 */
const PATH = "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X81";
const baseURL = inject("baseURL");
const run = inject("browserAvailable") && requireCorpus("pictures and emphasis in the viewer");
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";

interface Walked {
  /** Pictures by row position and place in the row. */
  pictures: Record<
    string,
    { natural: number[]; box: number[]; reserved: number[]; inColumn: boolean; alt: string; src: string }
  >;
  overlaps: string[];
  /** Rows whose height changed once their pictures were decoded: the list would jump. */
  grew: string[];
  strong: string[];
  em: string[];
  u: string[];
  s: string[];
}

type PictureBox = Walked["pictures"][string];
interface Measuring {
  measurePicture(image: HTMLImageElement): PictureBox;
}

/**
 * Installed in the page before it loads: both walks below measure pictures alike, and functions passed to
 * page.evaluate cannot call one defined here in Node.
 */
function installPictureMeasure(): void {
  (window as unknown as Measuring).measurePicture = (image) => {
    const box = image.getBoundingClientRect();
    const column = (image.closest(".rt") as HTMLElement).getBoundingClientRect();
    return {
      natural: [image.naturalWidth, image.naturalHeight],
      box: [box.width, box.height],
      reserved: [Number(image.getAttribute("width")), Number(image.getAttribute("height"))],
      inColumn: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
      alt: image.alt,
      src: image.src.slice(0, 30),
    };
  };
}

/** Scrolls through the whole list, checking the rows on screen before and after their pictures are decoded. */
function walkList(page: Page): Promise<Walked> {
  return page.evaluate(async () => {
    const out: Walked = { pictures: {}, overlaps: [], grew: [], strong: [], em: [], u: [], s: [] };
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const list = document.querySelector('[data-testid="viewer-list"]') as HTMLElement;
    const rows = () => [...list.querySelectorAll<HTMLElement>(".lv-row")];
    const checkOverlaps = (when: string) => {
      const boxes = rows()
        .map((row) => ({ at: row.dataset.position, box: row.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top);
      for (let index = 1; index < boxes.length; index++) {
        const [above, below] = [boxes[index - 1], boxes[index]];
        if (above && below && above.box.bottom > below.box.top + 0.5)
          out.overlaps.push(
            `${when}: row ${above.at} ends at ${above.box.bottom}, row ${below.at} starts at ${below.box.top}`,
          );
      }
    };
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 200);
    await frame();
    for (let step = 0; step < 5_000; step += 1) {
      checkOverlaps(`step ${step}`);
      const heights = new Map(rows().map((row) => [row, row.getBoundingClientRect().height]));
      const images = [...list.querySelectorAll<HTMLImageElement>("img")];
      const decoded = (image: HTMLImageElement) =>
        Promise.race([image.decode(), new Promise((done) => setTimeout(done, 5_000))]).catch(() => undefined);
      await Promise.all(images.map(decoded));
      await frame();
      checkOverlaps(`step ${step}, pictures decoded`);
      for (const [row, before] of heights) {
        const after = row.getBoundingClientRect().height;
        if (row.isConnected && row.querySelector("img") && Math.abs(after - before) > 0.5)
          out.grew.push(`row ${row.dataset.position}: ${before} → ${after}`);
      }
      for (const image of images) {
        const row = image.closest<HTMLElement>(".lv-row");
        if (!row?.isConnected) continue;
        const place = [...row.querySelectorAll("img")].indexOf(image);
        out.pictures[`${row.dataset.position}:${place}`] = (window as unknown as Measuring).measurePicture(
          image,
        );
      }
      for (const tag of ["strong", "em", "u", "s"] as const)
        for (const element of document.querySelectorAll(`main ${tag}`))
          if (!element.closest('[data-testid="print-lv"]')) out[tag].push(element.textContent ?? "");
      const before = window.scrollY;
      if (list.getBoundingClientRect().bottom <= window.innerHeight) break;
      window.scrollBy(0, window.innerHeight * 0.7);
      await frame();
      if (window.scrollY === before) break;
    }
    return out;
  });
}

/** The pictures outside the item list (Vorbemerkungen), decoded. */
function notePictures(page: Page): Promise<PictureBox[]> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")].filter(
      (image) => !image.closest('[data-testid="viewer-list"], [data-testid="print-lv"]'),
    );
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.map((image) => (window as unknown as Measuring).measurePicture(image));
  });
}

describe.runIf(run)("pictures and emphasis in the viewer", () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 390])("shows the BVBS file's 13 pictures and its emphasis at %i px", async (width) => {
    const file = corpusFiles().find((candidate) => candidate.path === PATH);
    if (!file) throw new Error(`${PATH} is not in the corpus`);
    const result = viewGaeb({ name: file.name, bytes: file.bytes }, { lang: "de" });
    if (!result.ok) throw new Error(`${PATH} does not open`);
    const expected = shownPictures(result.view);
    expect(expected).toHaveLength(13);

    const { context, page, problems } = await openPage(browser.browser, baseURL, {
      width,
      height: width < 500 ? 844 : 900,
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.addInitScript(installPictureMeasure);
    const response = await page.goto("/de/gaeb-viewer");
    expect(response?.headers()["content-security-policy"]).toMatch(/img-src [^;]*\bdata:/);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await page.getByTestId("viewer-input").setInputFiles({
      name: file.name,
      mimeType: "application/octet-stream",
      buffer: Buffer.from(file.bytes),
    });
    await page
      .locator('[data-testid="viewer-list"][data-state="ready"]')
      .waitFor({ state: "attached", timeout: 60_000 });

    // Vorbemerkungen hold pictures too: they are shown once opened.
    const notes = page.locator("details summary", { hasText: "Vorbemerkungen" });
    if (result.view.preamble.length > 0) await notes.click();
    const walked = await walkList(page);
    const pictures = [...(await notePictures(page)), ...Object.values(walked.pictures)];
    expect(pictures).toHaveLength(13);
    for (const picture of pictures) {
      expect(picture.src).toMatch(/^data:image\/jpeg;base64,/);
      expect(picture.natural[0]).toBeGreaterThan(0);
      expect(picture.inColumn).toBe(true);
      // The box reserved before decoding (width and height attributes) has the decoded picture's proportions …
      const [naturalWidth = 1, naturalHeight = 1] = picture.natural;
      const [reservedWidth = 0, reservedHeight = 0] = picture.reserved;
      expect(Math.abs(reservedHeight - (reservedWidth * naturalHeight) / naturalWidth)).toBeLessThan(1);
      // … and the picture is shown in them, at most as wide as the file asks.
      const [boxWidth = 0, boxHeight = 0] = picture.box;
      expect(Math.abs(boxHeight - (boxWidth * naturalHeight) / naturalWidth)).toBeLessThan(1.5);
      expect(boxWidth).toBeLessThanOrEqual(reservedWidth + 0.5);
    }
    expect(pictures.map((picture) => picture.alt).sort()).toEqual(
      expected.map((picture) => picture.name ?? "Bild").sort(),
    );
    expect(walked.overlaps).toEqual([]);
    expect(walked.grew).toEqual([]);

    // Every emphasized run is in the element that means it, with its exact text.
    const runs = emphasizedRuns(result.view);
    for (const text of runs) {
      if (text.bold) expect(walked.strong).toContain(text.text);
      if (text.italic && !text.bold) expect(walked.em).toContain(text.text);
    }
    expect(walked.strong).toContain("fettfettfettfettfettfett");
    expect(walked.u.some((text) => text.includes("unterstrichen"))).toBe(true);
    expect(walked.s.some((text) => text.includes("durchgestrichen"))).toBe(true);

    mkdirSync(SCREENS, { recursive: true });
    // For a person to look at: the first picture of the Vorbemerkungen, and an item with two pictures via its link.
    await page.locator("main img").first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -160));
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SCREENS, `richweb-viewer-notes-${width}.png`) });
    const item = result.view.rows.find(
      (row) => row.kind === "item" && (JSON.stringify(row.longText).match(/"data":/g) ?? []).length > 1,
    );
    if (item?.kind === "item") {
      await page.evaluate(
        (hash) => {
          window.location.hash = hash;
        },
        `#oz=${encodeURIComponent(item.oz)}`,
      );
      await page.locator(`[data-oz="${item.oz}"] img`).first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENS, `richweb-viewer-item-${width}.png`) });
      // A hit across a change of emphasis ("Dieses **Merkmal** ist") is marked in each run it touches.
      await page.getByTestId("viewer-search").fill("Dieses Merkmal ist");
      const marks = page.locator(`[data-oz="${item.oz}"] .lv-long mark`);
      await marks.first().waitFor();
      expect((await marks.allTextContents()).slice(0, 3).join("")).toBe("Dieses Merkmal ist");
      const strong = await page.locator(`[data-oz="${item.oz}"] strong > mark`).first().textContent();
      expect(strong?.trim()).toBe("Merkmal");
      await page.getByTestId("viewer-search").fill("");
    }
    await page.getByText("fettfettfettfettfettfett").first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SCREENS, `richweb-viewer-emphasis-${width}.png`) });

    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    await context.close();
  });
});
