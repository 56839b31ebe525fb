import { readFileSync } from "node:fs";
import { join } from "node:path";
import { convertToXlsx } from "gaeb2xlsx";
import { describe, expect, inject, it } from "vitest";
import {
  acceptAndConvert,
  amountOf,
  choose,
  chooseServer,
  downloadWorkbook,
  type Lang,
  openConverter as openOn,
  screenshot,
  twoDecimals,
  words,
} from "./support/converter";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";
import { entryMethods, totalsByLabel, workbookText } from "./support/xlsx";

const baseURL = inject("baseURL");
const samples = join(corpusDir, "gaeb-samples");
const file = (name: string, as = name) => ({ name: as, buffer: readFileSync(join(samples, name)) });
const REQUEST = "Musterdatei_3.1_2008-001.X83";
const OFFER = "Musterdatei_3.1_2008-001.X84";
const AWARD = "Musterdatei_3.1_2008-002.X86";
/** A remark only the request carries: an offer read alone comes out without it. */
const REQUEST_ONLY_TEXT = "Hinweis Hauptgruppe 1";
const LABELS = {
  de: { computed: "Gesamtsumme (berechnet)", declared: "Gesamtsumme laut Datei" },
  en: { computed: "Grand total (computed)", declared: "Grand total per file" },
};

const chrome = browserForFile();

const openConverter = (lang: Lang, viewport: { width?: number; height?: number } = {}) =>
  openOn(chrome.browser, baseURL, lang, viewport);

const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", join(samples, OFFER));

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)("converter features in Chromium", () => {
  it("converts on the device by default, without a single request to the API, and the preview equals the workbook", async () => {
    const { context, page, problems } = await openConverter("de");
    const api: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) api.push(request.url());
    });
    await choose(page, file(AWARD));
    await expect(page.getByLabel(words.de.device).isChecked()).resolves.toBe(true);
    await screenshot(page, "chosen-de-1280");
    await acceptAndConvert(page, "de");
    await page.getByText(words.de.done).waitFor({ timeout: 60_000 });
    await page.getByText("Die Datei wurde auf Ihrem Gerät erstellt").waitFor();
    await expect(page.getByRole("button", { name: words.de.delete }).count()).resolves.toBe(0);
    const { bytes, name } = await downloadWorkbook(page, "de");
    expect(name).toBe("Musterdatei_3.1_2008-002.xlsx");
    expect(api).toEqual([]);

    const totals = totalsByLabel(bytes);
    const computed = totals.get(LABELS.de.computed);
    const declared = totals.get(LABELS.de.declared);
    expect(computed).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(computed)).toBeGreaterThan(0);
    const shown = async (id: string) => amountOf((await page.getByTestId(id).textContent()) ?? "", "de");
    await expect(shown("preview-computed")).resolves.toBe(twoDecimals(computed ?? ""));
    if (declared) await expect(shown("preview-declared")).resolves.toBe(twoDecimals(declared));
    // The counts are the core's, read here from the same file outside the browser.
    const core = convertToXlsx(
      [file(AWARD)].map((f) => ({ name: f.name, bytes: f.buffer })),
      { lang: "de" },
    );
    const summary = core.ok ? core.sheets[0] : undefined;
    await expect(page.getByTestId("preview-counts").textContent()).resolves.toBe(
      `${summary?.sections} Abschnitte, ${summary?.items} Positionen`,
    );
    expect(workbookText(bytes).sheets.length).toBe(1);
    // Written stored in the worker and deflated there by the browser's CompressionStream: every part deflated, and
    // unpacked the same parts as the core writes in Node.
    expect(new Set(entryMethods(bytes))).toEqual(new Set([8]));
    if (core.ok) expect(workbookText(bytes)).toEqual(workbookText(core.xlsx));
    await expect(page.getByText("Auftragserteilung (86)").count()).resolves.toBe(1);
    await screenshot(page, "result-device-de-1280");
    await screenshot(page, "result-device-de-1280-view", "view");
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    await context.close();
  });

  for (const where of ["device", "server"] as const) {
    it(`converts several files into one workbook and lays the request under its offer (${where})`, async () => {
      const { context, page } = await openConverter("en");
      await choose(page, file(OFFER, "Bid.X84"), file(REQUEST, "Tender.X83"), file(AWARD, "Award.X86"));
      // The files are checked asynchronously; the list appears once all three are read.
      await page.getByTestId("file-role").nth(1).waitFor();
      await expect(page.getByTestId("file-role").allTextContents()).resolves.toEqual([
        "Bid; texts taken from Tender.X83",
        "Tender for Bid.X84: supplies the texts of the bid",
      ]);
      if (where === "device") await screenshot(page, "chosen-multi-en-1280");
      if (where === "server") await chooseServer(page, "en");
      const conversion = where === "server" ? page.waitForRequest("**/api/conversions") : null;
      await acceptAndConvert(page, "en");
      if (conversion) {
        const body = (await conversion).postDataJSON() as { fileKeys: string[]; baseFileKey: string };
        // A key is `{epoch ms}_{22 random base64url characters}_{name}`.
        expect(body.fileKeys.map((key) => key.replace(/^\d+_[A-Za-z0-9_-]{22}_/, ""))).toEqual([
          "Bid.X84",
          "Award.X86",
        ]);
        expect(body.baseFileKey).toMatch(/_Tender\.X83$/);
      }
      await page.getByText(words.en.done).waitFor({ timeout: 60_000 });
      await expect(page.getByTestId("preview-sheet").count()).resolves.toBe(2);
      await page.getByText("Texts, units and item types from Tender.X83").waitFor();
      const { bytes, name } = await downloadWorkbook(page, "en");
      expect(name).toBe("Bid+1.xlsx");
      const { sheets, sharedStrings } = workbookText(bytes);
      expect(sheets.length).toBe(2);
      expect(sharedStrings).toContain(REQUEST_ONLY_TEXT);
      // The first sheet is the bid with the tender's texts; its preview figures are the workbook's.
      const computed = totalsByLabel(bytes, 0).get(LABELS.en.computed) ?? "";
      const first = page.getByTestId("preview-sheet").first();
      const shown = amountOf((await first.getByTestId("preview-computed").textContent()) ?? "", "en");
      expect(shown).toBe(twoDecimals(computed));
      if (where === "server") await screenshot(page, "result-multi-en-1280");
      await context.close();
    });
  }

  it("uses and remembers the settings: English headings, no long texts, server", async () => {
    const { context, page } = await openConverter("de");
    await choose(page, file(AWARD));
    await page.getByLabel(words.de.headingsEn).check();
    await page.getByLabel(words.de.longText).uncheck();
    await acceptAndConvert(page, "de");
    await page.getByText(words.de.done).waitFor({ timeout: 60_000 });
    const short = workbookText((await downloadWorkbook(page, "de")).bytes);
    expect(short.sharedStrings).toContain("Item no.");
    expect(short.sharedStrings).not.toContain("Kurztext");
    // Messages stay in the page's language while the workbook speaks English.
    await page.getByText("Inhalt der Arbeitsmappe").waitFor();
    await page.getByText("Contract award (86)").waitFor();

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    // Back on the page the drop zone is there at once.
    await choose(page, file(AWARD));
    await expect(page.getByLabel(words.de.headingsEn).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel(words.de.longText).isChecked()).resolves.toBe(false);
    await page.getByLabel(words.de.longText).check();
    await acceptAndConvert(page, "de");
    await page.getByText(words.de.done).waitFor({ timeout: 60_000 });
    const full = workbookText((await downloadWorkbook(page, "de")).bytes);
    expect(full.sharedStrings.length).toBeGreaterThan(short.sharedStrings.length);
    await context.close();
  });

  it("shows the core's reason when a file cannot be converted on the device", async () => {
    const { context, page } = await openConverter("de");
    const empty = '<?xml version="1.0"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"></GAEB>';
    await choose(page, { name: "leer.x83", buffer: Buffer.from(empty) });
    await acceptAndConvert(page, "de");
    const line = page.locator(".dropzone__error");
    await line.waitFor({ timeout: 60_000 });
    await expect(line.textContent()).resolves.toMatch(/^Konvertierung fehlgeschlagen: .*leer\.x83.*<Award>/);
    await expect(
      line.evaluate((el) => el.closest(".dropzone-wrap")?.querySelector("button") === document.activeElement),
    ).resolves.toBe(true);
    await screenshot(page, "error-de-1280");
    await context.close();
  });
});
