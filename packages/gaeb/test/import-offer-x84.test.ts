import { readFileSync } from "node:fs";
import { join } from "node:path";
import type ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { Decimal } from "../src/decimal.js";
import { formatIssue, importWorkbook, readGaeb, writeGaeb } from "../src/index.js";
import type { Issue } from "../src/issues.js";
import type { GaebDocument, Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { writeTemplate } from "../src/xlsx/template.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { englishLayout, type LayoutRow, layoutRows, unpadded } from "./support/import-layouts.js";
import { workbookOf } from "./support/import-sheets.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { modelDifferences } from "./support/model-diff.js";
import {
  editWithExcelJs,
  entries,
  itemsByOz,
  offerInputs,
  readDocument,
  sectionsByOz,
} from "./support/offer.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
const corpus = requireCorpus("Import offer (X84) suite");
const NOW = new Date("2026-11-26T07:00:00Z");
const corpusBytes = (path: string) => new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
/** A figure by value ("38.250" is 38.25); undefined stays. */
const plain = (value: Decimal | undefined) => (value === undefined ? undefined : value.toNumber());
const messages = (issues: readonly Issue[]) => issues.map((issue) => formatIssue(issue, "en"));

/** Written as GAEB DA XML 3.3 with no note from the writer, schema-valid, and read back. */
function writtenX84(document: GaebDocument, name: string): GaebDocument {
  const written = writeGaeb(document, { version: "3.3", now: NOW });
  expect(messages(written.issues)).toEqual([]);
  if (!written.ok) throw new Error(name);
  if (xmllint) expect(validatePhase("84", [{ name, bytes: written.value.bytes }])).toBe("");
  const back = readGaeb({ name, bytes: written.value.bytes });
  if (!back.ok) throw new Error(messages(back.issues).join("\n"));
  return back.value;
}

/** The template's rows, typed with ExcelJS; the unit prices follow in LibreOffice, as a planner types them. */
const TEMPLATE_ROWS: Array<[string, string, string, number | null, string]> = [
  ["01", "Bereich", "Rohbau", null, ""],
  ["01.0010", "", "Baustelle einrichten", 1, "psch"],
  ["01.0020", "", "Bodenplatte C25/30", 1234.5, "m²"],
  ["02", "Bereich", "Ausbau", null, ""],
  ["02.0010", "Bedarfsposition ohne GB", "Wasserhaltung", 40, "h"],
  ["02.0020", "", "Montagewand", 86.125, "m²"],
];
const TEMPLATE_PRICES: Record<string, string> = {
  "01.0010": "2500",
  "01.0020": "38,25",
  "02.0010": "45,5",
  "02.0020": "52,3",
};

function fillTemplate(sheet: ExcelJS.Worksheet): void {
  ["Neubau Kita", "Los 1", "Stadt Musterstadt", "EUR"].forEach((value, i) => {
    sheet.getCell(3 + i, 2).value = value;
  });
  sheet.getCell(7, 2).value = 19;
  TEMPLATE_ROWS.forEach(([oz, kind, short, quantity, unit], r) => {
    for (const [c, value] of [oz, kind, short, null, quantity, unit].entries())
      sheet.getCell(10 + r, 1 + c).value = value === "" ? null : value;
  });
}

/** The EP cell of every item and markup item of our workbook that `price` gives a figure for. */
function typedPrices(xlsx: Uint8Array, price: (oz: string) => number | undefined): Step[] {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet);
  const ep = [...(sheet.rows.get(header) ?? [])].find(([, cell]) => cell.text === "EP")?.[0];
  const steps: Step[] = [];
  for (const [row, cells] of sheet.rows) {
    const oz = cells.get("A")?.text;
    if (row <= header || !oz || !ep || cells.get("B")?.text === "Fortsetzung Langtext") continue;
    const value = price(oz);
    if (value !== undefined) steps.push({ type: "number", cell: `${ep}${row}`, value: String(value) });
  }
  return steps;
}

const STEM = "gaeb-samples/Musterdatei_3.1_2008-001";
const FOREIGN = "real-world/Ausschreibung_Doppelboden_01.X83";

describe.runIf(soffice && corpus)("an offer (84) from a spreadsheet saved by LibreOffice", () => {
  let saved: Uint8Array[] = [];
  let foreignRows: LayoutRow[] = [];
  let request: GaebDocument;
  let real: GaebDocument;
  beforeAll(async () => {
    foreignRows = layoutRows(readDocument(FOREIGN, corpusBytes(FOREIGN)));
    const foreign = await workbookOf({ LV: englishLayout(foreignRows) });
    const template = await editWithExcelJs(writeTemplate({ lang: "de" }), fillTemplate);
    const templateSteps = TEMPLATE_ROWS.flatMap(([oz], r): Step[] =>
      TEMPLATE_PRICES[oz] ? [{ type: "typed", cell: `G${10 + r}`, value: TEMPLATE_PRICES[oz] }] : [],
    );
    // Our workbook of a corpus request, priced with the real offer's unit prices and markup rates.
    request = readDocument(`${STEM}.X83`, corpusBytes(`${STEM}.X83`));
    real = readDocument(`${STEM}.X84`, corpusBytes(`${STEM}.X84`));
    const converted = convertToXlsx([{ name: "Muster.X83", bytes: corpusBytes(`${STEM}.X83`) }]);
    if (!converted.ok) throw new Error("not converted");
    const inputs = offerInputs(real, request);
    const ours = typedPrices(converted.xlsx, (oz) => {
      const value = inputs(oz, "EP");
      return typeof value === "number" ? value : undefined;
    });
    saved = editWithLibreOffice(
      soffice as string,
      [
        { xlsx: foreign, steps: [] },
        { xlsx: template, steps: templateSteps },
        { xlsx: converted.xlsx, steps: ours },
      ],
      "de-DE",
    );
  }, 300_000);

  it("a foreign layout: no note from the writer, valid, the sheet's quantities, prices and totals read back", () => {
    const result = importWorkbook({ name: "Planer.xlsx", bytes: saved[0] as Uint8Array }, { phase: "84" });
    if (!result.ok) throw new Error(messages(result.issues).join("\n"));
    // A foreign sheet names no bidder: written, with a warning saying where to give the name.
    const codes = result.issues
      .map((issue) => issue.code)
      .filter((code) => code !== "import_quantity_missing");
    expect(codes).toEqual(["import_bidder_missing"]);
    const back = writtenX84(result.value.document, "Planer.X84");
    const items = [...entries(back.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
    const expected = foreignRows.filter((row) => !row.section);
    expect(items.map((item) => unpadded(item.oz))).toEqual(expected.map((row) => unpadded(row.oz)));
    let sum = Decimal.zero;
    expected.forEach((row, i) => {
      const item = items[i] as Item;
      const total = row.quantity?.times(row.price).round(2);
      expect([item.quantity, item.unitPrice, item.total].map(plain), row.oz).toEqual(
        [row.quantity, row.quantity && row.price, total].map(plain),
      );
      // The texts and units are the request's: an X84 has none.
      expect([item.shortText, item.unit]).toEqual(["", undefined]);
      sum = sum.plus(total ?? Decimal.zero);
    });
    expect(back.boq?.info.totals?.total?.toString()).toBe(sum.round(2).toString());
    expect(result.value.summary.total).toBe(sum.round(2).toString());
  });

  it("the template: the bidder given, the prices typed in Calc, sections and LV totalled, the VAT rate kept", () => {
    const result = importWorkbook(
      { name: "Vorlage.xlsx", bytes: saved[1] as Uint8Array },
      { phase: "84", bidder: "Bau GmbH" },
    );
    if (!result.ok) throw new Error(messages(result.issues).join("\n"));
    expect(result.value.kind).toBe("template");
    expect(messages(result.issues)).toEqual([]);
    const back = writtenX84(result.value.document, "Vorlage.X84");
    expect(back.award.contractor?.names).toEqual(["Bau GmbH"]);
    const items = itemsByOz(back);
    const figures = (oz: string) => {
      const item = items.get(oz);
      return item?.kind === "item" ? [item.quantity, item.unitPrice, item.total].map(plain) : [];
    };
    expect(figures("01.0020")).toEqual([1234.5, 38.25, 47219.63]);
    expect(figures("02.0010")).toEqual([40, 45.5, 1820]);
    const sections = sectionsByOz(back);
    // 2500 + 47219.63; 4504.34 (86.125 × 52.3), the optional item without total counting toward none.
    expect(sections.get("01")?.totals?.total?.toString()).toBe("49719.63");
    expect(sections.get("02")?.totals?.total?.toString()).toBe("4504.34");
    expect(back.boq?.info.totals?.total?.toString()).toBe("54223.97");
    // The VAT rate of the title block stands beside the LV's total, as the schema allows in an X84.
    expect(plain(back.boq?.info.totals?.vatPercent)).toBe(19);
  });

  it("our workbook of a request: the offer job and the import give the same X84, bidder and markups included", () => {
    const file = { name: "Muster.xlsx", bytes: saved[2] as Uint8Array };
    const offer = offerFromWorkbook(file, { bidder: "Pinsel und Co KG", notOfferedEmpty: true });
    if (!offer.ok) throw new Error(messages(offer.issues).join("\n"));
    const imported = importWorkbook(file, { phase: "84", bidder: "Pinsel und Co KG" });
    if (!imported.ok) throw new Error(messages(imported.issues).join("\n"));
    expect(messages(imported.issues)).toEqual([]);
    const byOffer = readDocument("offer.X84", offer.x84);
    const byImport = writtenX84(imported.value.document, "import.X84");
    // Apart from IDs, dates and the version (the offer job keeps the request's 3.1, the import writes 3.3).
    expect(modelDifferences(byOffer, byImport)).toEqual([]);
    expect(imported.value.summary.total).toBe(offer.summary.grandTotal);
    expect(byImport.award.contractor?.names).toEqual(["Pinsel und Co KG"]);
    // The markup items carry the rates typed (the real offer's), with bases and totals computed from the items.
    const markups = [...entries(byImport.boq?.body ?? [])].filter((e) => e.kind === "markupItem");
    expect(markups.length).toBeGreaterThan(0);
    const realItems = itemsByOz(real);
    for (const markup of markups) {
      const expected = realItems.get(markup.oz);
      expect(plain(markup.markupPercent), markup.oz).toBe(
        expected?.kind === "markupItem" ? plain(expected.markupPercent) : "none",
      );
      expect(markup.total?.isZero(), markup.oz).toBe(false);
    }
  });
});
