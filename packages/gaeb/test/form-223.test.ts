import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { importWorkbook } from "../src/import/index.js";
import type { Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import {
  type BookSheet,
  bookSheets,
  form223Layout,
  priceRef,
  priceSheetLayout,
  shows,
} from "./support/form-223.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { editWithExcelJs, entries, readDocument } from "./support/offer.js";

const corpus = requireCorpus("Formblatt 223 suite");

const convert = (files: Array<{ name: string; bytes: Uint8Array }>, options = {}) => {
  const result = convertToXlsx(files, options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.xlsx;
};

const corpusFile = (path: string) => ({
  name: path.split("/").pop() as string,
  bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, path))),
});

/**
 * Checks Formblatt 223 against its price sheet: one row per item in LV order, each figure a reference to the item's
 * row (`shows`), the components and time under the LV's names, the totals over the item rows. Returns the layouts.
 */
function checkAgainstPriceSheet(
  price: BookSheet,
  form: BookSheet,
  items: readonly Item[],
  components: readonly string[],
  time: string | undefined,
) {
  const p = priceSheetLayout(price);
  const f = form223Layout(form);
  const on = (letter: string, row: number) => f.cell(`${letter}${row}`);
  items.forEach((item, k) => {
    const r = f.firstItemRow + k;
    const at = p.rows.get(item.oz);
    if (!at) throw new Error(`${item.oz} is not in the price sheet`);
    expect(on("A", r)?.formula, item.oz).toBe(shows(price.name, `${p.column("OZ")}${at}`));
    expect(on("A", r)?.value).toBe(item.oz);
    expect(on(f.column("Kurzbezeichnung der Teilleistung"), r)?.formula).toBe(
      shows(price.name, `${p.column("Kurztext")}${at}`),
    );
    expect(on(f.column("Kurzbezeichnung der Teilleistung"), r)?.value).toBe(item.shortText);
    expect(on(f.column("Menge"), r)?.formula).toBe(shows(price.name, `${p.column("Menge")}${at}`));
    expect(on(f.column("Einheit"), r)?.formula).toBe(shows(price.name, `${p.column("Einheit")}${at}`));
    for (const label of components)
      expect(on(f.column(label), r)?.formula, `${item.oz} ${label}`).toBe(
        shows(price.name, `${p.column(`EP-Anteil ${label}`)}${at}`),
      );
    if (time)
      expect(on(f.column(`Zeitansatz (${time})`), r)?.formula).toBe(
        shows(price.name, `${p.column(`Zeitansatz (${time})`)}${at}`),
      );
    expect(on(f.column("Angebotener Einheitspreis"), r)?.formula).toBe(
      shows(price.name, `${p.column("EP")}${at}`),
    );
    const ep = priceRef(price.name, `${p.column("EP")}${at}`);
    expect(on(f.column("Gesamtpreis"), r)?.formula).toBe(
      `IF(${ep}="","",${priceRef(price.name, `${p.column("GP")}${at}`)})`,
    );
  });
  // Nothing but the items: the row after the last is the totals row.
  const totals = f.firstItemRow + items.length;
  expect(on("B", totals)?.value).toBe("Summe (Menge × Ansatz)");
  const last = totals - 1;
  const weight = f.column("Menge in Summe");
  for (const label of [...components, ...(time ? [`Zeitansatz (${time})`] : [])]) {
    const letter = f.column(label);
    expect(on(letter, totals)?.formula, label).toBe(
      `ROUND(SUMPRODUCT(${weight}${f.firstItemRow}:${weight}${last},${letter}${f.firstItemRow}:${letter}${last}),2)`,
    );
  }
  const gp = f.column("Gesamtpreis");
  const counts = f.column("In Summe");
  expect(on(gp, totals)?.formula).toBe(
    `ROUND(SUMPRODUCT(${counts}${f.firstItemRow}:${counts}${last},${gp}${f.firstItemRow}:${gp}${last}),2)`,
  );
  // The head: the bidder live from the price sheet's name field.
  expect(p.bidderCell).toBeDefined();
  expect(f.cell("A3")?.value).toBe("Bieter");
  expect(f.cell("B3")?.formula).toBe(shows(price.name, p.bidderCell ?? ""));
  return { p, f };
}

function itemsOf(path: string): Item[] {
  const document = readDocument(path, corpusFile(path).bytes);
  return [...entries(document.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
}

describe.runIf(corpus)("Formblatt 223 beside the offer form", () => {
  it("Musterdatei 3.1: its four components, one row per item in LV order, the award number in the head", () => {
    const path = "gaeb-samples/Musterdatei_3.1_2008-001.X83";
    const items = itemsOf(path);
    expect(items.filter((i) => i.breakdownDemanded)).toHaveLength(5);
    const { sheets, workbookXml } = bookSheets(convert([corpusFile(path)]));
    expect(sheets.map((s) => [s.name, s.state])).toEqual([
      ["Muster-LV mit vielen Sonderelem", undefined],
      ["Aufgliederung EP (223)", undefined],
      ["GAEB-Angebotsformular", "veryHidden"],
    ]);
    const [price, form] = sheets as [BookSheet, BookSheet];
    const labels = ["Material", "Lohn", "Geräte", "Nachunternehmer"];
    const { f } = checkAgainstPriceSheet(price, form, items, labels, undefined);
    expect(form.cells.get("A1")?.value).toBe("Aufgliederung der Einheitspreise (Formblatt 223)");
    expect(f.cell("A4")?.value).toBe("Vergabenummer");
    expect(f.cell("B4")?.value).toBe("V-3456789012345");
    expect(f.cell("A5")?.value).toBe("Baumaßnahme");
    expect(f.cell("B5")?.value).toContain("Musterprojekt");
    expect(f.cell("A6")?.value).toBe("Leistung");
    expect(f.cell("B6")?.value).toContain("Muster-LV mit vielen Sonderelementen");
    // Printed on A4 landscape, one page wide, both header rows on every page, the helpers left out.
    expect(workbookXml).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="1">'Aufgliederung EP (223)'!$${f.firstHeaderRow}:$${f.firstHeaderRow + 1}</definedName>`,
    );
    expect(workbookXml).toMatch(/localSheetId="1">'Aufgliederung EP \(223\)'!\$A\$1:\$J\$\d+</);
    expect(form.xml).toContain(
      `<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>`,
    );
    expect(form.xml).toMatch(
      /<col min="11" max="11" [^>]*hidden="1"\/><col min="12" max="12" [^>]*hidden="1"\/>/,
    );
  });

  it("example.X83: the LV's own component names and its time (LblTime)", () => {
    const path = "synthetic/example.X83";
    const { sheets } = bookSheets(convert([corpusFile(path)]));
    expect(sheets.map((s) => s.name).slice(1, 2)).toEqual(["Aufgliederung EP (223)"]);
    const [price, form] = sheets as [BookSheet, BookSheet];
    checkAgainstPriceSheet(
      price,
      form,
      itemsOf(path),
      ["Löhne", "Stoffe", "Geräte", "Sonstige Kosten"],
      "Stunden",
    );
  });

  it("boq.x83: Formblatt 223's own four components where the converter adds them, none without", () => {
    const path = "synthetic/boq.x83";
    const without = bookSheets(convert([corpusFile(path)])).sheets;
    expect(without.filter((s) => !s.state)).toHaveLength(1);
    const { sheets } = bookSheets(convert([corpusFile(path)], { components: true }));
    const [price, form] = sheets as [BookSheet, BookSheet];
    expect(form.name).toBe("Aufgliederung EP (223)");
    checkAgainstPriceSheet(price, form, itemsOf(path), ["Lohn", "Stoffe", "Geräte", "Sonstiges"], "Std.");
  });

  it("is in English in an English workbook", () => {
    const { sheets } = bookSheets(convert([corpusFile("synthetic/example.X83")], { lang: "en" }));
    expect(sheets[1]?.name).toBe("Unit price breakdown (223)");
    expect(sheets[1]?.cells.get("A1")?.value).toBe("Breakdown of unit prices (Form 223)");
  });
});

/** Two lots of one tender, the first titled with a quote, as a planner writes "Bauherr's". */
const lot = (title: string, body: string) =>
  bytes(
    gaebXml({ body: category("1", "Arbeiten", `<Itemlist>${body}</Itemlist>`) }).replace("Test-LV", title),
  );
const LOTS = [
  { name: "Rohbau.X83", bytes: lot("Rohbau's LV", item("10", "<Qty>12.5</Qty><QU>m2</QU>")) },
  {
    name: "Elektro.X83",
    bytes: lot("Elektro", `${item("10", "<Qty>40</Qty><QU>m</QU>")}${item("20", "<Qty>3</Qty><QU>St</QU>")}`),
  },
];

describe("Formblatt 223 in a workbook of several requests", () => {
  it("stands right after each price sheet under a name of its own, its references quoted", () => {
    const { sheets } = bookSheets(convert(LOTS, { components: true }));
    expect(sheets.map((s) => [s.name, s.state])).toEqual([
      ["Rohbau's LV", undefined],
      ["Aufgliederung EP (223)", undefined],
      ["Elektro", undefined],
      ["Aufgliederung EP (223) (2)", undefined],
      ["GAEB-Angebotsformular", "veryHidden"],
      ["GAEB-Angebotsformular (2)", "veryHidden"],
    ]);
    const [rohbau, rohbau223, elektro, elektro223] = sheets as [BookSheet, BookSheet, BookSheet, BookSheet];
    const components = ["Lohn", "Stoffe", "Geräte", "Sonstiges"];
    const items = (file: Uint8Array) =>
      [...entries(readDocument("x.X83", file).boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
    checkAgainstPriceSheet(rohbau, rohbau223, items(LOTS[0]?.bytes ?? bytes("")), components, "Std.");
    checkAgainstPriceSheet(elektro, elektro223, items(LOTS[1]?.bytes ?? bytes("")), components, "Std.");
    expect(rohbau223.cells.get("A10")?.formula).toContain("'Rohbau''s LV'!A");
  });

  it("is no sheet to offer or import: a renamed price sheet is still the one", async () => {
    const [one] = LOTS;
    if (!one) throw new Error("no lot");
    const xlsx = convert([one], { components: true });
    const renamed = await editWithExcelJs(xlsx, (sheet) => {
      sheet.name = "Mein Angebot";
      sheet.eachRow((row) => {
        if (row.getCell(1).value === "01.0010") row.getCell(7).value = 42.5;
        if (row.getCell(1).value === "Bieter (Name)") row.getCell(3).value = "Muster Bau GmbH";
      });
    });
    const offer = offerFromWorkbook({ name: "Rohbau.xlsx", bytes: renamed });
    if (!offer.ok) throw new Error(JSON.stringify(offer.issues));
    expect(offer.summary.grandTotal).toBe("531.25");
    for (const book of [xlsx, renamed]) {
      const imported = importWorkbook({ name: "Rohbau.xlsx", bytes: book });
      if (!imported.ok) throw new Error(JSON.stringify(imported.issues));
      expect(imported.value.sheet).not.toContain("223");
      const read = [...entries(imported.value.document.boq?.body ?? [])].filter((e) => e.kind === "item");
      expect(read.map((e) => (e.kind === "item" ? e.oz : ""))).toEqual(["01.0010"]);
    }
  });
});
