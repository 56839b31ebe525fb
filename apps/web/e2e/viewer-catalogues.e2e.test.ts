import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LvView, viewGaeb } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import { formatMoney } from "../src/ondevice/numbers";
import { filteredFigures, visibleRows } from "../src/viewer/filter";
import { openPage } from "./support/browser";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { pagesToPng } from "./support/print";
import { browserForFile } from "./support/shared-browser";
import { dropFile, walkList } from "./support/viewer-page";

const baseURL = inject("baseURL");
const SCREENS = "/work/screens";
// The GAEB sample award (X86): priced, four catalogues (DIN 276 cost groups first), three named levels, an owner of
// four address lines and "Bieterkommentare zugelassen".
const SAMPLE = "Musterdatei_3.1_2008-001.X86";
const PATH = join(corpusDir, "gaeb-samples", SAMPLE);
const haveCorpus = requireSystemComponent("The GAEB corpus (../shared/corpus)", PATH);
const chrome = browserForFile();

function viewOf(lang: "de" | "en"): LvView {
  const result = viewGaeb({ name: SAMPLE, bytes: new Uint8Array(readFileSync(PATH)) }, { lang });
  if (!result.ok) throw new Error(`${SAMPLE} does not open`);
  return result.view;
}

async function openViewer(path: string, width: number) {
  const opened = await openPage(chrome.browser, baseURL, { width, height: width < 500 ? 844 : 900 });
  await opened.page.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await dropFile(opened.page, SAMPLE, new Uint8Array(readFileSync(PATH)));
  return opened;
}

describe.skipIf(!inject("browserAvailable") || !haveCorpus)(
  "GAEB viewer: cost groups, conditions, print",
  () => {
    it.each([
      ["de", 1280],
      ["en", 390],
    ] as const)(
      "filters by a DIN 276 cost group (%s @%i): its items, their count and sum, said to be filtered",
      async (lang, width) => {
        mkdirSync(SCREENS, { recursive: true });
        const view = viewOf(lang);
        const costGroups = view.catalogues[0];
        if (!costGroups?.costGroup) throw new Error("no cost groups");
        const code = costGroups.codes.find((c) => c.count > 1) ?? costGroups.codes[0];
        if (!code) throw new Error("no code");
        const filter = { catalogue: costGroups.key, code: code.code };
        const shown = visibleRows(view.rows, "all", filter);
        const expectedOzs = shown.flatMap((index) => {
          const row = view.rows[index];
          return row?.kind === "item" ? [row.oz] : [];
        });
        const figures = filteredFigures(view.rows, shown);
        expect(figures.items).toBe(code.count);

        const { context, page, problems } = await openViewer(`/${lang}/gaeb-viewer`, width);
        // The head names the tender's conditions and the owner line by line.
        const head = page.locator(".viewer__head");
        await expect(head.innerText()).resolves.toContain(
          lang === "de" ? "Bieterkommentare" : "Bidder comments",
        );
        await expect(
          head
            .locator(".lv-facts__row", { hasText: lang === "de" ? "Auftraggeber" : "Owner" })
            .locator(".fact-line")
            .allInnerTexts(),
        ).resolves.toEqual(["OfD GAEBhausen", "Abteilung Hochbau", "Hohe Gasse 200", "79879 GAEBhausen"]);
        await page.screenshot({ path: join(SCREENS, `viewer-catalogues-head-${lang}-${width}.png`) });

        await page.getByTestId("viewer-code").selectOption({ label: `${code.code} (${code.count})` });
        const status = page.getByTestId("viewer-filtered");
        await expect(status.innerText()).resolves.toContain(`${costGroups.name}: ${code.code}`);
        const spaced = (text: string) => text.replace(/\s/g, " ");
        expect(spaced(await page.getByTestId("viewer-filtered-total").innerText())).toBe(
          spaced(formatMoney(figures.total ?? "", view.currency, lang)),
        );
        await status.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SCREENS, `viewer-catalogues-filtered-${lang}-${width}.png`) });
        const walked = await walkList(page);
        expect(walked.ozs.filter((oz) => oz !== "")).toEqual(expectedOzs);
        // Every item shown names the code it was filtered by: its own, or its section's.
        const first = page.locator(`[data-testid="viewer-list"] [data-oz="${expectedOzs[0]}"]`).first();
        await first.scrollIntoViewIfNeeded();
        await expect(first.getByTestId("viewer-codes").innerText()).resolves.toContain(
          `${costGroups.name}: ${code.code}`,
        );
        await page.screenshot({ path: join(SCREENS, `viewer-catalogues-list-${lang}-${width}.png`) });
        await expect(page.locator("#viewer-totals").innerText()).resolves.toMatch(/ohne Filter|unfiltered/);
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      },
    );

    it("prints the codes, the LV's own level names, the conditions and the owner's address line by line", async () => {
      mkdirSync(SCREENS, { recursive: true });
      const view = viewOf("de");
      const { context, page } = await openViewer("/de/gaeb-viewer", 1280);
      await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
      await page.locator('[data-testid="print-lv"]').waitFor({ state: "attached" });
      await page.emulateMedia({ media: "print" });
      const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
      const dir = mkdtempSync(join(tmpdir(), "print-catalogues-"));
      let layout = "";
      try {
        writeFileSync(join(dir, "lv.pdf"), pdf);
        layout = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", join(dir, "lv.pdf"), "-"], {
          encoding: "utf8",
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      pagesToPng(pdf, join(SCREENS, "viewer-catalogues-print"), 3);
      const lines = layout.split("\n");
      // The owner's four lines each on a printed line of its own (the cover's right column may stand beside them).
      const owner = ["OfD GAEBhausen", "Abteilung Hochbau", "Hohe Gasse 200", "79879 GAEBhausen"];
      const at = owner.map((part) => lines.findIndex((line) => line.includes(part)));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect(at.map((index) => index - (at[0] ?? 0))).toEqual([0, 1, 2, 3]);
      expect(layout).not.toContain("OfD GAEBhausen, Abteilung Hochbau");
      expect(layout).toMatch(/Bieterkommentare\s+zugelassen/);
      expect(layout).not.toContain("00:00");
      for (const level of ["Hauptgruppe", "Bereich", "Abschnitt"]) expect(layout).toContain(level);
      expect(layout).not.toMatch(/\bUntertitel\b/);
      const coded = view.rows.filter(
        (row) => row.kind === "item" && row.assignments?.some((a) => !a.inherited),
      );
      expect(coded.length).toBeGreaterThan(5);
      for (const row of coded)
        if (row.kind === "item")
          for (const a of row.assignments ?? [])
            if (!a.inherited) expect(layout).toContain(`${a.name}: ${a.code}`);
      await page.emulateMedia({ media: "screen" });
      await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
      await context.close();
    });
  },
);
