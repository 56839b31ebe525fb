import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptAndConvert,
  choose,
  chooseServer,
  downloadWorkbook,
  type Lang,
  openConverter as openOn,
  words,
} from "./support/converter";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { browserForFile } from "./support/shared-browser";
import { visibleSheetNames, workbookText } from "./support/xlsx";

const baseURL = inject("baseURL");
const SAMPLE = join(corpusDir, "gaeb-samples/Musterdatei_3.1_2008-004.X83");
/** A real GAEB 90 request (.D83, DOS code page 850), read at test time like the XML sample. */
const GAEB_90_SAMPLE = join(corpusDir, "real-world/LV_Los01.D83");
const GAEB_HEAD =
  '<?xml version="1.0" encoding="utf-8"?>\n<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">';

const chrome = browserForFile();

const texts = words;
const openConverter = (lang: Lang) => openOn(chrome.browser, baseURL, lang);

/** Waits for the drop zone's error line to say exactly this (file checks are asynchronous). */
async function expectError(page: Page, message: string) {
  const line = page.locator(".dropzone__error").filter({ hasText: message });
  await line.waitFor({ timeout: 30_000 });
  expect(await line.textContent()).toBe(message);
}

const one = (name: string, buffer: Buffer) => ({ name, buffer });

const corpusAvailable =
  requireSystemComponent("The GAEB corpus (../shared/corpus)", SAMPLE) &&
  requireSystemComponent("The GAEB corpus (../shared/corpus)", GAEB_90_SAMPLE);

describe.skipIf(!inject("browserAvailable") || !corpusAvailable)(
  "converter end to end against the real service (server path)",
  () => {
    for (const lang of ["de", "en"] as const) {
      it(`converts a real GAEB file on the server and downloads a workbook with its items (${lang})`, async () => {
        const { context, page, problems } = await openConverter(lang);
        await choose(page, one("Musterdatei_3.1_2008-004.X83", readFileSync(SAMPLE)));
        await expect(page.getByTestId("selected-file").textContent()).resolves.toBe(
          "Musterdatei_3.1_2008-004.X83",
        );
        await chooseServer(page, lang);
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
        await expect(page.getByTestId("excel-name").textContent()).resolves.toBe(
          "Musterdatei_3.1_2008-004.xlsx",
        );
        const { bytes, name } = await downloadWorkbook(page, lang);
        expect(name).toBe("Musterdatei_3.1_2008-004.xlsx");
        // The download button keeps the keyboard focus (it used to drop to <body>).
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
          texts[lang].download,
        );
        const { sheets, sharedStrings } = workbookText(bytes);
        const text = sheets.join("\n") + sharedStrings;
        expect(visibleSheetNames(bytes)).toHaveLength(1);
        for (const itemNumber of ["01.0010", "02.0010", "02.0070"]) expect(text).toContain(itemNumber);
        expect(text).toContain("Oberboden BG4 abtragen");
        // No toast covers the panel: the result speaks for itself.
        await expect(page.locator(".toast").count()).resolves.toBe(0);
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
      await choose(page, one("LV_Los01.D83", readFileSync(GAEB_90_SAMPLE)));
      await expect(page.getByTestId("selected-file").textContent()).resolves.toBe("LV_Los01.D83");
      await chooseServer(page, "de");
      await acceptAndConvert(page, "de");
      await page.getByText(texts.de.done).waitFor({ timeout: 30_000 });
      await expect(page.getByTestId("excel-name").textContent()).resolves.toBe("LV_Los01.xlsx");
      const { sheets, sharedStrings } = workbookText((await downloadWorkbook(page, "de")).bytes);
      const text = sheets.join("\n") + sharedStrings;
      for (const itemNumber of ["01.0010", "01.0020"]) expect(text).toContain(itemNumber);
      // The umlaut only survives if the service decoded the DOS code page, not just accepted the upload.
      expect(text).toContain("Anlaufberatung, Baufeldübergabe");
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("rejects files by name, size and content with the spec's messages", async () => {
      const { context, page } = await openConverter("de");
      await choose(page, one("angebot.pdf", Buffer.from("%PDF-1.7")));
      await expectError(page, "Ungültiges Dateiformat. Bitte laden Sie eine GAEB-Datei hoch.");
      await choose(page, one("gross.x83", padded(GAEB_HEAD, FIVE_MB + 1)));
      await expectError(page, "Datei ist zu groß. Maximale Größe ist 5 MB.");
      await choose(page, one("falsch.x83", Buffer.from("<html><body>kein GAEB</body></html>")));
      await expectError(page, "Ungültiges Dateiformat. Bitte laden Sie eine GAEB-Datei hoch.");
      await expect(page.getByRole("button", { name: "In Excel umwandeln" }).count()).resolves.toBe(0);
      await context.close();

      const en = await openConverter("en");
      await choose(en.page, one("notes.txt", Buffer.from("hello")));
      await expectError(en.page, "Invalid file format. Please upload a supported file.");
      await choose(en.page, one("big.X86", padded(GAEB_HEAD, FIVE_MB + 1)));
      await expectError(en.page, "File is too large. Maximum size is 5 MB.");
      await en.context.close();
    });

    it("takes a file of exactly 5 MB (5,242,880 bytes) on the page and on the server", async () => {
      const { context, page } = await openConverter("de");
      const exact = padded(readFileSync(SAMPLE, "utf8"), FIVE_MB);
      expect(exact.byteLength).toBe(5_242_880);
      await choose(page, one("genau5MB.X83", exact));
      await expect(page.getByTestId("selected-file").textContent()).resolves.toBe("genau5MB.X83");
      await chooseServer(page, "de");
      const uploaded = page.waitForResponse("**/api/uploads");
      await acceptAndConvert(page, "de");
      expect((await uploaded).status()).toBe(201);
      await page.getByText(texts.de.done).waitFor({ timeout: 60_000 });
      const { sharedStrings } = workbookText((await downloadWorkbook(page, "de")).bytes);
      expect(sharedStrings).toContain("Oberboden BG4 abtragen");
      // One byte more is refused by the server too, not only by the page.
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(padded(GAEB_HEAD, FIVE_MB + 1))]), "gross.x83");
      const refused = await fetch(new URL("/api/uploads", baseURL), { method: "POST", body: form });
      expect(refused.status).toBe(413);
      await context.close();
    });

    it("shows the service's own message when it cannot convert a file", async () => {
      const { context, page } = await openConverter("de");
      await choose(page, one("leer.x83", Buffer.from(`${GAEB_HEAD}</GAEB>`)));
      await chooseServer(page, "de");
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
      await choose(page, one("lv.X83", file));
      await chooseServer(page, "en");
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
      await expectError(page, "The server sent back no usable result. Please try again.");
      await context.close();
    });

    it("says once, in the result panel, why a download failed, and that an expired one needs converting again", async () => {
      const { context, page } = await openConverter("en");
      await choose(page, one("lv.X83", readFileSync(SAMPLE)));
      await chooseServer(page, "en");
      await acceptAndConvert(page, "en");
      await page.getByText(texts.en.done).waitFor({ timeout: 30_000 });
      await page.route("**/api/downloads", (route) =>
        route.fulfill({
          status: 410,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "token_expired", message: "The download has expired." } }),
        }),
      );
      const button = page.getByRole("button", { name: texts.en.download });
      await button.click();
      const error = page.getByTestId("result-error");
      await error.waitFor();
      await expect(error.textContent()).resolves.toBe(
        "This file is no longer available. Please convert the GAEB files again.",
      );
      await expect(page.locator(".toast").count()).resolves.toBe(0);
      await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.unroute("**/api/downloads");
      await page.route("**/api/downloads", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
      );
      await button.click();
      await page.getByText("The server sent no download link. Please try again in a moment.").waitFor();
      await expect(page.getByText(texts.en.done).isVisible()).resolves.toBe(true);
      await context.close();
    });

    it("takes dropped files and shows accept and reject states while dragging", async () => {
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
      await page.getByText("Zum Hinzufügen loslassen").waitFor();
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
      let label = "";
      for (let step = 0; step < 12 && !/I accept the/.test(label); step++) {
        await page.keyboard.press("Tab");
        label = await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return active?.labels?.[0]?.textContent ?? active?.getAttribute("aria-label") ?? "";
        });
      }
      expect(label).toMatch(/I accept the/);
      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: texts.en.convert }).isEnabled()).resolves.toBe(true);
      await context.close();
    });
  },
);

const FIVE_MB = 5 * 1024 * 1024;

/** The text padded with trailing spaces (still the same GAEB document) to exactly `size` bytes. */
function padded(text: string, size: number): Buffer {
  const head = Buffer.from(text);
  return Buffer.concat([head, Buffer.alloc(size - head.byteLength, 32)]);
}
