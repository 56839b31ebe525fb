import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { convertToXlsx, type GaebDocument, readGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { germanLayout, layoutRows } from "../../../packages/gaeb/test/support/import-layouts";
import { workbookOf } from "../../../packages/gaeb/test/support/import-sheets";
import { findSoffice } from "../../../packages/gaeb/test/support/libreoffice";
import { editWithLibreOffice } from "../../../packages/gaeb/test/support/libreoffice-macro";
import { seriousAxeViolations } from "./support/axe";
import { dropWorkbook, openReadyPage } from "./support/browser";
import { corpusDir, requireSystemComponent } from "./support/paths";
import { recordRequests } from "./support/requests";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const REQUEST_NAME = "Musterdatei_3.1_2008-001.X83";
const REQUEST = join(corpusDir, "gaeb-samples", REQUEST_NAME);
const FOREIGN_REQUEST = join(corpusDir, "real-world/1561 - 02_ROHBAUARBEITEN.X83");

const chrome = browserForFile();
const corpusAvailable = requireSystemComponent("The GAEB corpus (../shared/corpus)", REQUEST);
const soffice = findSoffice();
if (!soffice && process.env.CI === "true") throw new Error("LibreOffice (soffice) is required in CI");

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Each item as the page and the X83 must agree on it: OZ, short text, quantity, unit, in LV order. */
function itemLines(document: GaebDocument): string[] {
  const lines: string[] = [];
  const walk = (entries: NonNullable<GaebDocument["boq"]>["body"]) => {
    for (const entry of entries) {
      if (entry.kind === "section") walk(entry.children);
      else if (entry.kind === "item")
        lines.push(
          [entry.oz, oneLine(entry.shortText), entry.quantity?.toPlainString() ?? "", entry.unit ?? ""].join(
            " | ",
          ),
        );
    }
  };
  walk(document.boq?.body ?? []);
  return lines;
}

const EDITED = "Baustelleneinrichtung, geändert in Calc";

/** The cell (as "C12") holding the short text of the item `oz` in the LV sheet of a converted workbook. */
async function shortTextCell(xlsx: Uint8Array, oz: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(xlsx) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  let column = 0;
  let found = "";
  sheet.eachRow((row) => {
    row.eachCell((cell, index) => {
      if (cell.text === "Kurztext") column = index;
    });
    if (!found && column > 0 && row.getCell(1).text === oz) found = row.getCell(column).address;
  });
  if (!found) throw new Error(`no row for ${oz}`);
  return found;
}

function read(name: string, bytes: Uint8Array): GaebDocument {
  const result = readGaeb({ name, bytes });
  if (!result.ok) throw new Error(`${name} unreadable: ${JSON.stringify(result.issues)}`);
  return result.value;
}

function openImportPage(path: string) {
  return openReadyPage(chrome.browser, baseURL, path, { width: 1280, height: 1000 });
}

/** Clicks the button named `name` and returns the download's bytes and suggested name. */
async function downloadBy(page: Page, name: string): Promise<{ bytes: Uint8Array; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name, exact: true }).click(),
  ]);
  return { bytes: new Uint8Array(readFileSync(await download.path())), name: download.suggestedFilename() };
}

/** The outline's item rows as the page shows them: OZ and short text. */
async function outlineItems(page: Page): Promise<string[]> {
  return page
    .getByTestId("import-outline")
    .locator('tr[data-kind="item"]')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "");
        return `${cells[0]} | ${(cells[1] ?? "").replace(/\s+/g, " ").trim()}`;
      }),
    );
}

describe.skipIf(!inject("browserAvailable") || !corpusAvailable || !soffice)(
  "Excel → GAEB on the device, in a real browser",
  () => {
    it("reads a converted request saved by LibreOffice, shows columns and outline, and saves the X83 (de)", async () => {
      const request = new Uint8Array(readFileSync(REQUEST));
      const expected = itemLines(read(REQUEST_NAME, request));
      expect(expected.length).toBeGreaterThan(5);
      const converted = convertToXlsx([{ name: REQUEST_NAME, bytes: request }], { lang: "de" });
      if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
      // One short text changed in Calc, as an owner changes a text before handing the LV out again.
      const [firstOz = ""] = (expected[0] ?? "").split(" | ");
      const cell = await shortTextCell(converted.xlsx, firstOz);
      const [saved] = editWithLibreOffice(soffice as string, [
        { xlsx: converted.xlsx, steps: [{ type: "text", cell, value: EDITED }] },
      ]);
      expected[0] = (expected[0] ?? "").replace(/^([^|]+\| )[^|]+( \|)/, `$1${EDITED}$2`);

      const { context, page, problems } = await openImportPage("/de/excel-nach-gaeb");
      const requests = recordRequests(page);
      await dropWorkbook(page, "Musterdatei.xlsx", saved as Uint8Array);
      await page.getByRole("heading", { name: "So wird Ihre Tabelle gelesen" }).waitFor({ timeout: 60_000 });
      await expect(page.getByTestId("import-kind").textContent()).resolves.toBe(
        "eine mit diesem Werkzeug erstellte Arbeitsmappe",
      );
      // Each column of the sheet with what it was taken as (the second cell of its row).
      const columns = await page.getByTestId("import-columns").locator("tbody td").allTextContents();
      expect(columns).toContain("OZ");
      expect(columns).toContain("Kurztext");
      const shown = await outlineItems(page);
      expect(shown).toEqual(expected.map((line) => line.split(" | ").slice(0, 2).join(" | ")));
      // The correction step, open beside the outline, must be as usable as the rest of the page.
      await page.getByTestId("import-correct").click();
      await expect(page.getByTestId("import-map-short").inputValue()).resolves.not.toBe("");
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      const download = await downloadBy(page, "GAEB-Datei speichern");
      expect(download.name).toBe("Musterdatei.X83");
      const written = read(download.name, download.bytes);
      expect(written.source.phase).toBe("83");
      expect(itemLines(written)).toEqual(expected);
      await page.getByText("Musterdatei.X83 wurde gespeichert.").waitFor();
      // Read and written on the device: nothing went to the service.
      expect(requests.all.filter((url) => !requests.isStaticAsset(url))).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("asks for the columns of a foreign layout with unclear titles, and saves the X83 with the mapping (en)", async () => {
      const request = read("1561.X83", new Uint8Array(readFileSync(FOREIGN_REQUEST)));
      const expected = itemLines(request).map((line) => line.split(" | ").slice(0, 1).join());
      // The core's layouts are typed against its sources; the site's tests read through its dist: the same model.
      const rows = germanLayout(layoutRows(request as unknown as Parameters<typeof layoutRows>[0]));
      // "Leistungstext" is no short-text title the import knows: it must ask rather than guess.
      const header = rows.findIndex((row) => row[0] === "Pos.");
      rows[header] = ["Pos.", "Leistungstext", "Menge", "ME", "EP", "GP"];
      const [saved] = editWithLibreOffice(soffice as string, [
        { xlsx: await workbookOf({ Rohbau: rows }), steps: [] },
      ]);

      const { context, page, problems } = await openImportPage("/en/excel-to-gaeb");
      await dropWorkbook(page, "Rohbau.xlsx", saved as Uint8Array);
      await page.getByRole("heading", { name: "Which column holds what?" }).waitFor({ timeout: 60_000 });
      const mapping = page.getByTestId("import-mapping");
      await expect(mapping.getByLabel("Short text").inputValue()).resolves.toBe("");
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await mapping.getByLabel("Item number").selectOption("A");
      await mapping.getByLabel("Short text").selectOption("B");
      await mapping.getByLabel("Quantity").selectOption("C");
      await mapping.getByLabel("Unit", { exact: true }).selectOption("D");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByRole("heading", { name: "How your workbook is read" }).waitFor({ timeout: 60_000 });
      await expect(page.getByTestId("import-kind").textContent()).resolves.toBe("a spreadsheet of your own");
      const shown = await outlineItems(page);
      expect(shown.map((line) => line.split(" | ")[0])).toEqual(expected.slice(0, shown.length));

      const download = await downloadBy(page, "Save GAEB file");
      expect(download.name).toBe("Rohbau.X83");
      const written = read(download.name, download.bytes);
      expect(written.source.phase).toBe("83");
      expect(itemLines(written)).toEqual(itemLines(request));
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("offers the other sheets of a workbook and reads the one chosen (de)", async () => {
      const sheet = (oz: string, text: string) => [
        ["OZ", "Kurztext", "Menge", "Einheit"],
        ["01", "Rohbau"],
        [oz, text, 3, "St"],
      ];
      const bytes = await workbookOf({ Los1: sheet("01.0010", "Stütze"), Los2: sheet("01.0020", "Träger") });
      const { context, page, problems } = await openImportPage("/de/excel-nach-gaeb");
      await dropWorkbook(page, "Lose.xlsx", bytes);
      await page.getByTestId("import-outline").waitFor({ timeout: 60_000 });
      const choice = page.getByTestId("import-sheet-choice");
      await expect(choice.getByLabel("Los1").isChecked()).resolves.toBe(true);
      await expect(outlineItems(page)).resolves.toEqual(["01.0010 | Stütze"]);
      await choice.getByLabel("Los2").check();
      await page.getByTestId("import-sheet").getByText("Los2").waitFor();
      await expect(outlineItems(page)).resolves.toEqual(["01.0020 | Träger"]);
      const download = await downloadBy(page, "GAEB-Datei speichern");
      expect(itemLines(read(download.name, download.bytes))).toEqual(["01.0020 | Träger | 3 | St"]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("hands out the template in the page's language, a workbook with the sheet LV", async () => {
      for (const [path, button] of [
        ["/de/excel-nach-gaeb", "Vorlage herunterladen"],
        ["/en/excel-to-gaeb", "Download template"],
      ] as const) {
        const { context, page } = await openImportPage(path);
        const download = await downloadBy(page, button);
        expect(download.name).toMatch(/\.xlsx$/);
        const files = unzipSync(download.bytes);
        const workbook = new TextDecoder().decode(files["xl/workbook.xml"]);
        expect(workbook).toMatch(/<sheet [^>]*name="LV"/);
        await context.close();
      }
    });
  },
);
