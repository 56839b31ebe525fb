import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, type TestBrowser } from "./support/browser";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { workbookText } from "./support/xlsx";

const baseURL = inject("baseURL");
const SAMPLE = join(corpusDir, "gaeb-samples/Musterdatei_3.1_2008-004.X83");
/** A real GAEB 90 request (.D83, DOS code page 850), read at test time like the XML sample. */
const GAEB_90_SAMPLE = join(corpusDir, "real-world/LV_Los01.D83");
const GAEB_HEAD =
  '<?xml version="1.0" encoding="utf-8"?>\n<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">';

let chrome: TestBrowser;
beforeAll(async () => {
  if (inject("browserAvailable")) chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

const texts = {
  de: {
    path: "/de/gaeb-nach-excel",
    terms: /Ich akzeptiere die/,
    convert: "In Excel umwandeln",
    done: "Fertig! Ihre Excel-Datei ist bereit.",
    download: "Excel-Datei herunterladen",
    toast: "GAEB-Datei erfolgreich konvertiert!",
    another: "Weitere Datei konvertieren",
    zone: /GAEB-Datei hierher ziehen/,
  },
  en: {
    path: "/en/converter",
    terms: /I accept the/,
    convert: "Convert to Excel",
    done: "Done! Your Excel file is ready.",
    download: "Download Excel file",
    toast: "GAEB file converted successfully!",
    another: "Convert another file",
    zone: /Drop your GAEB file here/,
  },
} as const;

async function openConverter(lang: "de" | "en") {
  const opened = await openPage(chrome.browser, baseURL);
  await opened.page.goto(texts[lang].path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return opened;
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId("file-input").setInputFiles({ name, mimeType: "application/octet-stream", buffer });
}

async function acceptAndConvert(page: Page, lang: "de" | "en") {
  await page.getByLabel(texts[lang].terms).check();
  await page.getByRole("button", { name: texts[lang].convert }).click();
}

/** The signed link opens in a new tab; Chromium reports the download on the opener or on the new tab. */
function nextDownload(context: BrowserContext): Promise<Download> {
  return new Promise((resolve) => {
    for (const open of context.pages()) open.once("download", resolve);
    context.on("page", (popup) => popup.once("download", resolve));
  });
}

/** Waits for the drop zone's error line to say exactly this (file checks are asynchronous). */
async function expectError(page: Page, message: string) {
  const line = page.locator(".dropzone__error").filter({ hasText: message });
  await line.waitFor({ timeout: 30_000 });
  expect(await line.textContent()).toBe(message);
}

const corpusAvailable =
  requireSystemComponent("The GAEB corpus (../shared/corpus)", SAMPLE) &&
  requireSystemComponent("The GAEB corpus (../shared/corpus)", GAEB_90_SAMPLE);

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)(
  "converter end to end against the real service",
  () => {
    for (const lang of ["de", "en"] as const) {
      it(`converts a real GAEB file and downloads a workbook with its items (${lang})`, async () => {
        const { context, page, problems } = await openConverter(lang);
        await choose(page, "Musterdatei_3.1_2008-004.X83", readFileSync(SAMPLE));
        await expect(page.getByTestId("selected-file").textContent()).resolves.toBe(
          "Musterdatei_3.1_2008-004.X83",
        );
        const convert = page.getByRole("button", { name: texts[lang].convert });
        await expect(convert.isDisabled()).resolves.toBe(true);
        const upload = page.waitForRequest("**/api/uploads");
        const consent = page.waitForRequest("**/api/consents");
        await acceptAndConvert(page, lang);
        expect((await upload).headers()["accept-language"]).toBe(lang);
        expect((await consent).postDataJSON()).toMatchObject({
          termsAccepted: true,
          dataProcessingAccepted: false,
        });
        await page.getByText(texts[lang].done).waitFor({ timeout: 30_000 });
        await page.getByText(texts[lang].toast).waitFor();
        await expect(page.getByTestId("excel-name").textContent()).resolves.toMatch(/\.xlsx$/);
        const downloading = nextDownload(context);
        await page.getByRole("button", { name: texts[lang].download }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
        const path = await download.path();
        const { sheets, sharedStrings } = workbookText(readFileSync(path));
        const text = sheets.join("\n") + sharedStrings;
        expect(sheets.length).toBeGreaterThan(0);
        for (const itemNumber of ["01.0010", "02.0010", "02.0070"]) expect(text).toContain(itemNumber);
        expect(text).toContain("Oberboden BG4 abtragen");
        await page.getByRole("button", { name: texts[lang].another }).click();
        await page.getByRole("button", { name: texts[lang].zone }).waitFor();
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
        await context.close();
      });
    }

    it("offers GAEB 90 files in the dialog and converts a real .D83 through the service", async () => {
      const { context, page, problems } = await openConverter("de");
      const accept = (await page.getByTestId("file-input").getAttribute("accept")) ?? "";
      expect(accept.split(",")).toEqual(expect.arrayContaining([".d83", ".p83", ".x83"]));
      await choose(page, "LV_Los01.D83", readFileSync(GAEB_90_SAMPLE));
      await expect(page.getByTestId("selected-file").textContent()).resolves.toBe("LV_Los01.D83");
      await acceptAndConvert(page, "de");
      await page.getByText(texts.de.done).waitFor({ timeout: 30_000 });
      await expect(page.getByTestId("excel-name").textContent()).resolves.toBe("LV_Los01.xlsx");
      const downloading = nextDownload(context);
      await page.getByRole("button", { name: texts.de.download }).click();
      const { sheets, sharedStrings } = workbookText(readFileSync(await (await downloading).path()));
      const text = sheets.join("\n") + sharedStrings;
      for (const itemNumber of ["01.0010", "01.0020"]) expect(text).toContain(itemNumber);
      // The umlaut only survives if the service decoded the DOS code page, not just accepted the upload.
      expect(text).toContain("Anlaufberatung, Baufeldübergabe");
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("rejects files by name, size and content with the spec's messages", async () => {
      const { context, page } = await openConverter("de");
      await choose(page, "angebot.pdf", Buffer.from("%PDF-1.7"));
      await expectError(page, "Ungültiges Dateiformat. Bitte laden Sie eine GAEB-Datei hoch.");
      await choose(
        page,
        "gross.x83",
        Buffer.concat([Buffer.from(GAEB_HEAD), Buffer.alloc(5 * 1024 * 1024, 32)]),
      );
      await expectError(page, "Datei ist zu groß. Maximale Größe ist 5 MB.");
      await choose(page, "falsch.x83", Buffer.from("<html><body>kein GAEB</body></html>"));
      await expectError(page, "Ungültiges Dateiformat. Bitte laden Sie eine GAEB-Datei hoch.");
      await expect(page.getByRole("button", { name: "In Excel umwandeln" }).count()).resolves.toBe(0);
      await context.close();

      const en = await openConverter("en");
      await choose(en.page, "notes.txt", Buffer.from("hello"));
      await expectError(en.page, "Invalid file format. Please upload a supported file.");
      await choose(
        en.page,
        "big.X86",
        Buffer.concat([Buffer.from(GAEB_HEAD), Buffer.alloc(5 * 1024 * 1024, 32)]),
      );
      await expectError(en.page, "File is too large. Maximum size is 5 MB.");
      await en.context.close();
    });

    it("shows the service's own message when it cannot convert a file", async () => {
      const { context, page } = await openConverter("de");
      await choose(page, "leer.x83", Buffer.from(`${GAEB_HEAD}</GAEB>`));
      await acceptAndConvert(page, "de");
      await page.locator(".dropzone__error").waitFor({ timeout: 30_000 });
      const message = (await page.locator(".dropzone__error").textContent()) ?? "";
      // The service explains in the page's language what is wrong with the file; the site prefixes the catalogue line.
      expect(message).toMatch(/^Konvertierung fehlgeschlagen: .*leer\.x83.*<Award>/);
      await expect(page.getByTestId("selected-file").textContent()).resolves.toBe("leer.x83");
      await context.close();
    });

    it("maps upload, network and empty-result failures to the error catalogue", async () => {
      const { context, page } = await openConverter("en");
      const file = readFileSync(SAMPLE);
      await page.route("**/api/uploads", (route) =>
        route.fulfill({
          status: 413,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "file_too_large", message: "The file is larger than 5 MB." },
          }),
        }),
      );
      await choose(page, "lv.X83", file);
      await acceptAndConvert(page, "en");
      await expectError(page, "Upload failed: The file is larger than 5 MB.");
      await page.unroute("**/api/uploads");

      await page.route("**/api/uploads", (route) => route.abort("connectionreset"));
      await acceptAndConvert(page, "en");
      await expectError(page, "Conversion failed. Please try again.");
      await page.unroute("**/api/uploads");

      await page.route("**/api/conversions", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ success: false }),
        }),
      );
      await page.route("**/api/consents", (route) => route.abort("failed"));
      await acceptAndConvert(page, "en");
      await expectError(page, "No valid conversion result returned");
      await context.close();
    });

    it("reports download failures as toasts and keeps the result panel", async () => {
      const { context, page } = await openConverter("en");
      await choose(page, "lv.X83", readFileSync(SAMPLE));
      await acceptAndConvert(page, "en");
      await page.getByText(texts.en.done).waitFor({ timeout: 30_000 });
      await page.route("**/api/downloads", (route) =>
        route.fulfill({
          status: 410,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "token_expired", message: "The download has expired." } }),
        }),
      );
      await page.getByRole("button", { name: texts.en.download }).click();
      await page.getByText("Server error: The download has expired.").waitFor();
      await page.unroute("**/api/downloads");
      await page.route("**/api/downloads", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
      );
      await page.getByRole("button", { name: texts.en.download }).click();
      await page.getByText("No Excel file URL found").waitFor();
      await expect(page.getByText(texts.en.done).isVisible()).resolves.toBe(true);
      await context.close();
    });

    it("takes a dropped file and shows accept and reject states while dragging", async () => {
      const { context, page } = await openConverter("de");
      // Located by class: its accessible name follows the drag state.
      const zone = page.locator("button.dropzone");
      const drag = (type: string, mime: string, name = "", body = "") =>
        zone.evaluate(
          (el, args) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([args.body], args.name || "x", { type: args.mime }));
            el.dispatchEvent(
              new DragEvent(args.type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
            );
          },
          { type, mime, name, body },
        );
      await drag("dragenter", "image/png");
      await expect(zone.getAttribute("data-state")).resolves.toBe("reject");
      await page.getByText("Dieser Dateityp wird nicht unterstützt").waitFor();
      await drag("dragleave", "image/png");
      await drag("dragenter", "");
      await expect(zone.getAttribute("data-state")).resolves.toBe("accept");
      await page.getByText("Loslassen zum Hochladen").waitFor();
      await drag("drop", "", "abgelegt.x83", readFileSync(SAMPLE, "utf8"));
      await expect(page.getByTestId("selected-file").textContent()).resolves.toBe("abgelegt.x83");
      await expect(zone.getAttribute("data-state")).resolves.toBe("idle");
      await context.close();
    });

    it("is usable without a mouse: the drop zone opens the file dialog from the keyboard", async () => {
      const { context, page } = await openConverter("en");
      const zone = page.getByRole("button", { name: texts.en.zone });
      // Listening first lets Playwright switch on file-chooser interception before the key is pressed.
      const chooser = page.waitForEvent("filechooser");
      await zone.focus();
      await page.keyboard.press("Enter");
      await (await chooser).setFiles({ name: "lv.X83", mimeType: "", buffer: readFileSync(SAMPLE) });
      await page.getByTestId("selected-file").waitFor();
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("type"));
      expect(focused).toBe("checkbox");
      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: texts.en.convert }).isEnabled()).resolves.toBe(true);
      await context.close();
    });
  },
);
