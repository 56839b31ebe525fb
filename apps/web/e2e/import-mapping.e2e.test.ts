import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readGaeb } from "gaeb2xlsx";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { workbookOf } from "../../../packages/gaeb/test/support/import-sheets";
import { findSoffice } from "../../../packages/gaeb/test/support/libreoffice";
import { editWithLibreOffice } from "../../../packages/gaeb/test/support/libreoffice-macro";
import { seriousAxeViolations } from "./support/axe";
import { dropWorkbook, openPage } from "./support/browser";
import { browserForFile } from "./support/shared-browser";

const baseURL = inject("baseURL");
const SCREENS = process.env.SCREENS_DIR ?? "/work/screens";
const chrome = browserForFile();
const soffice = findSoffice();
if (!soffice && process.env.CI === "true") throw new Error("LibreOffice (soffice) is required in CI");

/**
 * A planner's priced sheet, saved by LibreOffice: every column has a title the import knows except "Bemerkung",
 * which it does not take, and whose words are no prices.
 */
let saved: Promise<Uint8Array> | undefined;
function rohbau(): Promise<Uint8Array> {
  saved ??= workbookOf({
    Rohbau: [
      ["Pos.", "Kurztext", "Bemerkung", "Menge", "ME", "EP", "GP"],
      ["01", "Rohbau"],
      ["01.0010", "Mauerwerk", "siehe Plan", 12, "m2", 45.5, { formula: "D3*F3", result: 546 }],
      ["01.0020", "Stütze", "bauseits", 3, "St", 120, { formula: "D4*F4", result: 360 }],
    ],
  }).then((xlsx) => {
    const [book] = editWithLibreOffice(soffice as string, [{ xlsx, steps: [] }]);
    if (!book) throw new Error("LibreOffice saved nothing");
    return book;
  });
  return saved;
}

/**
 * A planner's sheet whose "Bemerkung" names the items' kinds (one with a note besides), with a free "Hinweis" beside
 * it and a title cell holding a paragraph: the import reads the kinds by a guess and leaves the rest out.
 */
const LONG_TITLE = "Hinweise des Planers zur Ausführung,\nzu Nachweisen und zu den beiliegenden Plänen";
function plannerKinds(): Promise<Uint8Array> {
  return workbookOf({
    Rohbau: [
      ["Pos.", "Kurztext", "Bemerkung", "Menge", "ME", "Hinweis", LONG_TITLE],
      ["01", "Rohbau"],
      ["01.0010", "Baustelle einrichten", "Pauschal", 1, "psch", "vor Baubeginn", "Plan A-101"],
      ["01.0020", "Wasserhaltung", "Bedarfsposition – nach Aufwand", 10, "h"],
      ["01.0030", "Mauerwerk", null, 12, "m2"],
    ],
  });
}

/** The list of the sheet's columns as a user reads it: the column, then what it was taken as. */
async function columnRows(page: Page): Promise<string[]> {
  return page
    .getByTestId("import-columns")
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "").join(" | ")),
    );
}

/**
 * The import page with the worker's requests recorded (what the page asked the core, without the workbook's bytes),
 * read and shown with the workbook dropped.
 */
async function openWithWorkbook(path: string, width = 1280, workbook: Promise<Uint8Array> = rohbau()) {
  const opened = await openPage(chrome.browser, baseURL, { width, height: 1000 });
  await opened.page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { workerRequests: sent });
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker["postMessage"]>) {
      const input = (args[0] as { input?: { kind?: string; options?: object } } | undefined)?.input;
      if (input?.kind) sent.push(JSON.parse(JSON.stringify({ kind: input.kind, options: input.options })));
      return post.apply(this, args as never);
    } as Worker["postMessage"];
  });
  await opened.page.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await dropWorkbook(opened.page, "Rohbau.xlsx", await workbook);
  await opened.page.getByTestId("import-outline").waitFor({ timeout: 60_000 });
  return opened;
}

async function workerRequests(
  page: Page,
): Promise<Array<{ kind: string; options?: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { workerRequests: [] }).workerRequests);
}

async function optionTexts(page: Page, label: string): Promise<string[]> {
  return page
    .getByTestId("import-mapping")
    .getByLabel(label, { exact: true })
    .locator("option")
    .allTextContents();
}

describe.skipIf(!inject("browserAvailable") || !soffice)(
  "Excel → GAEB: the mapping step, in a real browser",
  () => {
    it("corrects the columns with every title of the header row, what was taken preselected (de)", async () => {
      const { context, page, problems } = await openWithWorkbook("/de/excel-nach-gaeb");
      // Free notes: "Bemerkung" is listed in its place, as not taken.
      await expect(columnRows(page)).resolves.toEqual([
        "A „Pos.“ | OZ",
        "B „Kurztext“ | Kurztext",
        "C „Bemerkung“ | nicht übernommen",
        "D „Menge“ | Menge",
        "E „ME“ | Einheit",
        "F „EP“ | EP",
        "G „GP“ | GP",
      ]);
      await page.getByRole("button", { name: "Spalten ändern" }).click();
      // "Bemerkung" was not taken, and is offered by its title all the same.
      await expect(optionTexts(page, "Langtext")).resolves.toEqual([
        "nicht vorhanden",
        "A – Pos.",
        "B – Kurztext",
        "C – Bemerkung",
        "D – Menge",
        "E – ME",
        "F – EP",
        "G – GP",
        "H – (ohne Überschrift)",
      ]);
      const mapping = page.getByTestId("import-mapping");
      const chosen = async (label: string) => mapping.getByLabel(label, { exact: true }).inputValue();
      await expect(
        Promise.all(["OZ", "Kurztext", "Langtext", "Menge", "Einheit", "EP", "GP"].map(chosen)),
      ).resolves.toEqual(["A", "B", "", "D", "E", "F", "G"]);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("lists a notes column that names kinds as a guess and every titled column left out, in the sheet's order", async () => {
      const expected = {
        de: {
          path: "/de/excel-nach-gaeb",
          rows: [
            "A „Pos.“ | OZ",
            "B „Kurztext“ | Kurztext",
            "C „Bemerkung“ | Art (vermutet: die Spalte nennt Positionsarten)",
            "D „Menge“ | Menge",
            "E „ME“ | Einheit",
            "F „Hinweis“ | nicht übernommen",
            "G „Hinweise des Planers zur Ausführung, zu…“ | nicht übernommen",
          ],
          notes:
            /Spalte C „Bemerkung“: Die Positionsarten darin wurden übernommen, die Anmerkungen in Zeile 4 nicht/,
        },
        en: {
          path: "/en/excel-to-gaeb",
          rows: [
            "A “Pos.” | Item number",
            "B “Kurztext” | Short text",
            "C “Bemerkung” | Type (a guess: the column names item types)",
            "D “Menge” | Quantity",
            "E “ME” | Unit",
            "F “Hinweis” | not taken",
            "G “Hinweise des Planers zur Ausführung, zu…” | not taken",
          ],
          notes: /column C “Bemerkung”/,
        },
      };
      for (const [lang, words] of Object.entries(expected)) {
        const { context, page, problems } = await openWithWorkbook(words.path, 1280, plannerKinds());
        await expect(columnRows(page)).resolves.toEqual(words.rows);
        // The paragraph's whole text stays at hand, on one line.
        await expect(
          page.getByTestId("import-columns").locator('tr[data-letter="G"] th').getAttribute("title"),
        ).resolves.toBe(LONG_TITLE.replace(/\s+/g, " "));
        await expect(page.locator(".outcome__messages").textContent()).resolves.toMatch(words.notes);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
        mkdirSync(SCREENS, { recursive: true });
        await page
          .locator("section.outcome--done")
          .screenshot({ path: join(SCREENS, `issue34-import-columns-${lang}.png`) });
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      }
      // On a phone the shortened title may wrap, but the list needs no sideways scrolling.
      const { context, page } = await openWithWorkbook("/de/excel-nach-gaeb", 375, plannerKinds());
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        375,
      );
      await context.close();
    });

    it("keeps a refused mapping open with the choice made, and reads again once it is corrected (en)", async () => {
      const { context, page, problems } = await openWithWorkbook("/en/excel-to-gaeb");
      await page.getByRole("button", { name: "Change columns" }).click();
      // The remarks column as the unit price: its words are no numbers.
      await page.getByTestId("import-mapping").getByLabel("Unit price").selectOption("C");
      await page.getByRole("button", { name: "Apply" }).click();
      await page
        .getByRole("heading", { name: "The workbook cannot be read with these columns" })
        .waitFor({ timeout: 30_000 });
      const refusal = await page.locator("section.outcome--failed").textContent();
      expect(refusal).toContain("C3");
      expect(refusal).toContain("siehe Plan");
      const mapping = page.getByTestId("import-mapping");
      await expect(mapping.getByLabel("Unit price").inputValue()).resolves.toBe("C");
      await expect(mapping.getByLabel("Item number").inputValue()).resolves.toBe("A");
      await expect(optionTexts(page, "Unit price")).resolves.toContain("F – EP");
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      await mapping.getByLabel("Unit price").selectOption("F");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByRole("heading", { name: "How your workbook is read" }).waitFor({ timeout: 30_000 });
      await expect(
        page.getByTestId("import-outline").locator('tr[data-kind="item"] td:first-child').allTextContents(),
      ).resolves.toEqual(["01.0010", "01.0020"]);
      // The same file throughout: read three times, never chosen anew.
      const reads = (await workerRequests(page)).filter((request) => request.kind === "read");
      expect(reads.map((request) => (request.options?.map as { price?: string } | undefined)?.price)).toEqual(
        [undefined, "C", "F"],
      );
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("asks for the bidder when the X84 is chosen and hands the name to the worker (de)", async () => {
      const { context, page, problems } = await openWithWorkbook("/de/excel-nach-gaeb");
      const save = page.getByTestId("import-save");
      await expect(save.getByLabel("Bieter (Name der Firma)").count()).resolves.toBe(0);
      await save.getByLabel(/X84/).check();
      const bidder = save.getByLabel("Bieter (Name der Firma)");
      await expect(bidder.getAttribute("aria-describedby")).resolves.toBeTruthy();
      await bidder.fill("Muster Bau GmbH");
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "GAEB-Datei speichern", exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("Rohbau.X84");
      // The offer names the bidder and states the sheet's prices and totals.
      const offer = readGaeb({
        name: "Rohbau.X84",
        bytes: new Uint8Array(readFileSync(await download.path())),
      });
      expect(offer.ok && offer.value.award.contractor?.names).toEqual(["Muster Bau GmbH"]);
      expect(offer.ok && offer.value.boq?.info.totals?.total?.toString()).toBe("906.00");
      expect(offer.ok && offer.issues.filter((issue) => issue.severity !== "info")).toEqual([]);
      const writes = (await workerRequests(page)).filter((request) => request.kind === "write");
      expect(writes.map((request) => request.options)).toEqual([
        expect.objectContaining({ phase: "84", bidder: "Muster Bau GmbH", sheet: "Rohbau" }),
      ]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });

    it("fits a phone (375 px): the correction, the refusal and the bidder field need no sideways scrolling", async () => {
      const { context, page, problems } = await openWithWorkbook("/de/excel-nach-gaeb", 375);
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.getByRole("button", { name: "Spalten ändern" }).click();
      await expect(width()).resolves.toBeLessThanOrEqual(375);
      await page.getByTestId("import-mapping").getByLabel("EP", { exact: true }).selectOption("C");
      await page.getByRole("button", { name: "Übernehmen" }).click();
      await page
        .getByRole("heading", { name: "Mit dieser Zuordnung lässt sich die Tabelle nicht lesen" })
        .waitFor();
      await expect(width()).resolves.toBeLessThanOrEqual(375);
      await page.getByTestId("import-mapping").getByLabel("EP", { exact: true }).selectOption("F");
      await page.getByRole("button", { name: "Übernehmen" }).click();
      await page.getByTestId("import-save").getByLabel(/X84/).check();
      await page.getByLabel("Bieter (Name der Firma)").waitFor();
      await expect(width()).resolves.toBeLessThanOrEqual(375);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });
  },
);
