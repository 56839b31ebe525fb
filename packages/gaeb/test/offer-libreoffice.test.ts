import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { Decimal } from "../src/decimal.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item, MarkupItem } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { entries, itemsByOz, offerInputs, readDocument } from "./support/offer.js";
import { typing } from "./support/typing.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Offer LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Offer LibreOffice suite");
const xmllint = spawnSync("sh", ["-c", "command -v xmllint"], { encoding: "utf8" }).stdout.trim();
if (!xmllint && process.env.CI) throw new Error("xmllint is required in CI: install libxml2-utils");

const SCHEMA = join(
  CORPUS_DIR,
  "../schemas/gaeb-da-xml-3.3/2021-05_Leistungsverzeichnis/GAEB_DA_XML_84_3.3_2021-05.xsd",
);

function corpusFile(path: string): { name: string; bytes: Uint8Array } {
  return { name: path.split("/").pop() ?? path, bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, path))) };
}

function workbookOf(file: { name: string; bytes: Uint8Array }): Uint8Array {
  const result = convertToXlsx([file]);
  if (!result.ok) throw new Error(file.name);
  return result.xlsx;
}

const LV_ROW = "Angebotssumme nach Nachlass oder Pauschale des Bieters (berechnet)";

const unitPrice = (entry: Item | MarkupItem | undefined) =>
  entry?.kind === "item" ? entry.unitPrice : undefined;

/** The sheet's own grand total as LibreOffice computes it after opening the saved workbook. */
function sheetGrandTotal(xlsx: Uint8Array, label = "Gesamtsumme (berechnet)"): string {
  const sheets = recalculateWithLibreOffice(soffice as string, { w: xlsx }).get("w");
  const rows = [...(sheets?.values() ?? [])].find((sheet) => sheet.some((row) => row.includes("GP"))) ?? [];
  const header = rows.find((row) => row.includes("OZ") && row.includes("GP")) ?? [];
  const grand = rows.find((row) => row.includes(label));
  if (!grand) throw new Error(`no grand total row in ${rows.length} rows`);
  return Number(grand[header.indexOf("GP")]).toFixed(2);
}

describe.runIf(soffice && corpus)("offers typed and saved in LibreOffice Calc", () => {
  it("gives the real offer back after typing its prices, inserting a column, hiding a row and sorting", () => {
    const stem = "gaeb-samples/Musterdatei_3.1_2008-001";
    const request = corpusFile(`${stem}.X83`);
    const real = readDocument("real.X84", corpusFile(`${stem}.X84`).bytes);
    const xlsx = workbookOf(request);
    const { steps, header, last } = typing(
      xlsx,
      offerInputs(real, readDocument(request.name, request.bytes)),
    );
    expect(steps.length).toBeGreaterThan(70);
    const [saved] = editWithLibreOffice(soffice as string, [
      {
        xlsx,
        steps: [
          ...steps,
          { type: "insertColumn", index: 2 },
          { type: "hideRow", row: header + 5 },
          { type: "sortDescending", range: `A${header + 1}:AZ${last}` },
        ],
      },
    ]);
    if (!saved) throw new Error("LibreOffice saved nothing");
    // The offer form survived Calc's save, out of sight.
    expect(strFromU8(unzipSync(saved)["xl/workbook.xml"] as Uint8Array)).toMatch(/state="(very)?[hH]idden"/);
    const result = offerFromWorkbook({ name: "priced.xlsx", bytes: saved }, { bidder: "Pinsel und Co KG" });
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    expect(result.summary.grandTotal).toBe(real.boq?.info.totals?.total?.toString());
    expect(sheetGrandTotal(saved)).toBe(result.summary.grandTotal);
    const ours = itemsByOz(readDocument("ours.X84", result.x84));
    for (const [oz, item] of itemsByOz(real))
      if (item.kind === "item")
        expect(unitPrice(ours.get(oz))?.toString(), oz).toBe(item.unitPrice?.toString());
  }, 300_000);

  it("writes a schema-valid 3.3 offer from prices typed as numbers and as German text, the rest not offered", () => {
    const request = corpusFile("real-world/LV_Los01.X83");
    const document = readDocument(request.name, request.bytes);
    const items = [...entries(document.boq?.body ?? [])].flatMap((e) => (e.kind === "item" ? [e.oz] : []));
    const xlsx = workbookOf(request);
    const prices = new Map(items.slice(0, -2).map((oz, i) => [oz, 1000 + i * 12.345]));
    const { steps } = typing(xlsx, (oz, column) => (column === "EP" ? prices.get(oz) : undefined));
    // Every other price as a person types it into a text cell: German separators.
    const german = (value: string) => {
      const [whole = "", fraction = ""] = Number(value).toFixed(3).split(".");
      return `${whole.replace(/\B(?=(\d{3})+$)/g, ".")},${fraction}`;
    };
    const typed = steps.map(
      (step, i): Step =>
        step.type === "number" && i % 2 ? { type: "text", cell: step.cell, value: german(step.value) } : step,
    );
    // And a discount of 100.50 on the whole LV, in the row under the grand total.
    const sheet = readWorkbook(xlsx).sheets[0];
    const titles = sheet?.rows.get(headerRowNumber(sheet)) ?? new Map();
    const amountColumn = [...titles].find(([, cell]) => cell.text === "Nachlassbetrag")?.[0];
    const lvRow = [...(sheet?.rows ?? [])].find(([, cells]) => cells.get("C")?.text === LV_ROW)?.[0];
    typed.push({ type: "number", cell: `${amountColumn}${lvRow}`, value: "100.5" });
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx, steps: typed }]);
    if (!saved) throw new Error("LibreOffice saved nothing");
    const refused = offerFromWorkbook({ name: "priced.xlsx", bytes: saved });
    expect(refused.issues.find((i) => i.code === "offer_price_missing")?.params?.count).toBe(2);
    const result = offerFromWorkbook(
      { name: "priced.xlsx", bytes: saved },
      { notOfferedEmpty: true, bidder: "B" },
    );
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    expect(result.summary).toMatchObject({
      gaebVersion: "3.3",
      notOfferedItems: 2,
      pricedItems: items.length - 2,
    });
    // The offer's total is the sheet's own, after the discount on the whole LV.
    expect(sheetGrandTotal(saved, LV_ROW)).toBe(result.summary.grandTotal);
    expect(readDocument("ours.X84", result.x84).boq?.info.totals?.discountAmount?.toString()).toBe("100.50");
    const ours = itemsByOz(readDocument("ours.X84", result.x84));
    // The request allows two decimals (UPFracDig 2 in its PrjInfo): typed prices are rounded to them, in the
    // sheet's totals as in the X84, and each rounding is reported.
    expect(document.boq?.info.unitPriceDecimals).toBe(2);
    // Half up on the typed decimal ("1061.725" → 1061.73), not on its binary float.
    for (const [oz, price] of prices)
      expect(unitPrice(ours.get(oz))?.toNumber(), oz).toBe(
        Decimal.parse(price.toFixed(3))?.round(2).toNumber(),
      );
    expect(result.issues.filter((issue) => issue.code === "offer_price_rounded").length).toBeGreaterThan(0);
    if (xmllint) {
      const dir = mkdtempSync(join(tmpdir(), "gaeb-x84-"));
      try {
        writeFileSync(join(dir, "offer.x84"), result.x84);
        const run = spawnSync(xmllint, ["--noout", "--schema", SCHEMA, join(dir, "offer.x84")], {
          encoding: "utf8",
        });
        expect(run.stderr).toContain("validates");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 300_000);
});
