import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue, type ImportOptions, importWorkbook, writeGaeb } from "../src/index.js";
import type { Issue } from "../src/issues.js";
import type { MarkupItem } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { writeTemplate } from "../src/xlsx/template.js";
import { runCli } from "./support/cli.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { workbookOf } from "./support/import-sheets.js";
import { editWithExcelJs, fillWithExcelJs, itemsByOz, readDocument } from "./support/offer.js";

/** A request with two items and a markup item on its section, as our workbook is made from. */
const REQUEST = gaebXml({
  body: category(
    "1",
    "Rohbau",
    `<Itemlist>${item("10", "<Qty>2</Qty><QU>m2</QU>", "Estrich", ' ID="I10"')}${item("20", "<Qty>3</Qty><QU>St</QU>", "Stütze", ' ID="I20"')}<MarkupItem ID="M30" RNoPart="30"><MarkupType>AllInCat</MarkupType></MarkupItem></Itemlist>`,
  ),
});

const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(REQUEST) }], { lang: "de" });
if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
const WORKBOOK = converted.xlsx;

const PRICES: Record<string, number> = { "01.0010": 10.5, "01.0020": 100, "01.0030": 5 };

/** Our workbook priced (markup rate in its EP cell), with the bidder's fields typed above the table. */
async function priced(bidder: Record<string, string> = {}, prices = PRICES): Promise<Uint8Array> {
  const filled = await fillWithExcelJs(WORKBOOK, (oz, column) => (column === "EP" ? prices[oz] : undefined));
  return editWithExcelJs(filled, (sheet) => {
    sheet.eachRow((row) => {
      const typed = bidder[String(row.getCell(1).value)];
      if (typed) row.getCell(3).value = typed;
    });
  });
}

/** An issue's message; none is an empty text, so a missing issue fails the expectation on its words. */
const say = (issue: Issue | undefined, lang: "de" | "en") => (issue ? formatIssue(issue, lang) : "");

const importOffer = (xlsx: Uint8Array, options: ImportOptions = {}) =>
  importWorkbook({ name: "LV.xlsx", bytes: xlsx }, { phase: "84", ...options });

describe("the bidder of an offer (84) written from a spreadsheet", () => {
  it("is the name typed above our workbook's table, with the address; a name given wins", async () => {
    const signed = await priced({
      "Bieter (Name)": "Elektro Muster GmbH",
      "Bieter Straße": "Hauptstr. 1",
      "Bieter PLZ Ort": "70327 Stuttgart",
    });
    const typed = importOffer(signed);
    if (!typed.ok) throw new Error(JSON.stringify(typed.issues));
    expect(typed.issues).toEqual([]);
    const contractor = { street: "Hauptstr. 1", postalCode: "70327", city: "Stuttgart" };
    expect(typed.value.document.award.contractor).toMatchObject({
      names: ["Elektro Muster GmbH"],
      ...contractor,
    });
    // As the offer job reads the same sheet.
    const offer = offerFromWorkbook({ name: "LV.xlsx", bytes: signed });
    expect(offer.ok && readDocument("o.X84", offer.x84).award.contractor).toMatchObject(contractor);
    const given = importOffer(signed, { bidder: "  Andere KG " });
    expect(given.ok && given.value.document.award.contractor).toMatchObject({
      names: ["Andere KG"],
      ...contractor,
    });
  });

  it("missing: the offer is written, with a warning naming the cell to type it into or the option", async () => {
    const unsigned = importOffer(await priced());
    expect(unsigned.ok).toBe(true);
    const [warning] = unsigned.issues;
    expect(unsigned.issues.map((issue) => [issue.code, issue.severity])).toEqual([
      ["import_bidder_missing", "warning"],
    ]);
    expect(say(warning, "de")).toMatch(
      /Blatt „Test-LV“: Das Angebot nennt keinen Bieter\. Tragen Sie Ihren Namen in Zelle C\d+ \(neben „Bieter \(Name\)“\) ein/,
    );
    expect(say(warning, "en")).toContain("the offer names no bidder");
    // The template names no bidder field: the message says to give the name.
    const template = importWorkbook(
      { name: "Vorlage.xlsx", bytes: writeTemplate({ lang: "de" }) },
      { phase: "84" },
    );
    const [missing] = template.issues.filter((issue) => issue.code === "import_bidder_missing");
    expect(say(missing, "de")).toBe(
      "Vorlage.xlsx: Das Angebot nennt keinen Bieter. Geben Sie beim Schreiben des Angebots (X84) Ihren Namen als Bieter an; ohne Namen kann der Auftraggeber das Angebot niemandem zuordnen.",
    );
    // A request (83) names no bidder and says nothing about one, nor about the markup row left as it was.
    expect(importWorkbook({ name: "LV.xlsx", bytes: WORKBOOK }).issues).toEqual([]);
  });

  it("is refused when it is no text", () => {
    const result = importWorkbook({ name: "LV.xlsx", bytes: WORKBOOK }, { phase: "84", bidder: 7 } as never);
    expect(result.issues.map((issue) => [issue.code, issue.params?.field])).toEqual([
      ["input_invalid", "options.bidder"],
    ]);
  });
});

describe("a markup item's rate typed into our workbook", () => {
  it("is the offer's (84), read as the offer job reads it: base and total computed from the items", async () => {
    const result = importOffer(await priced(), { bidder: "Bau GmbH" });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const markup = itemsByOz(result.value.document).get("01.0030") as MarkupItem;
    // 2 × 10.50 + 3 × 100 = 321.00; 5 % of it 16.05.
    expect([markup.markupPercent, markup.markupBase, markup.total].map(String)).toEqual([
      "5.00",
      "321.00",
      "16.05",
    ]);
    expect(result.value.summary.total).toBe("337.05");
    const written = writeGaeb(result.value.document, { version: "3.3" });
    expect(written.issues).toEqual([]);
  });

  it("in a request (83) is left out with a warning: only an offer takes the workbook's rates", async () => {
    const result = importWorkbook({ name: "LV.xlsx", bytes: await priced() }, { phase: "83" });
    expect(result.issues.map((issue) => [issue.code, issue.path, issue.params?.cell])).toEqual([
      ["import_rate_ignored", "01.0030", expect.stringMatching(/^[A-Z]+\d+$/)],
    ]);
    expect(say(result.issues[0], "de")).toContain(
      "Der Zuschlagssatz 5 % der Zuschlagsposition 01.0030 steht nicht in der X83: Preise und Zuschlagssätze der Mappe übernimmt nur ein Angebot (X84).",
    );
    const markup = result.ok ? itemsByOz(result.value.document).get("01.0030") : undefined;
    expect(markup?.kind === "markupItem" && markup.markupPercent).toBeUndefined();
  });
});

describe("figures only the offer job reads, typed into our workbook", () => {
  it("are named with their cells in the import's offer, which carries unit prices and rates only", async () => {
    const filled = await fillWithExcelJs(await priced(), (oz, column) =>
      column === "Nachlass %" && (oz === "01.0010" || oz === "01") ? 10 : undefined,
    );
    const result = importOffer(filled, { bidder: "Bau GmbH" });
    expect(result.issues.map((issue) => issue.code)).toEqual(["import_offer_figures_unread"]);
    expect(say(result.issues[0], "de")).toMatch(
      /^LV\.xlsx: Blatt „Test-LV“: 2 Eingaben in den Spalten für Nachlässe, Pauschalsummen oder EP-Anteile \([A-Z]+\d+, [A-Z]+\d+\) stehen nicht im Angebot/,
    );
    // The offer job takes them: its total is lower by the discounts.
    const offer = offerFromWorkbook({ name: "LV.xlsx", bytes: filled }, { bidder: "Bau GmbH" });
    expect(offer.ok && offer.summary.grandTotal).not.toBe(result.ok && result.value.summary.total);
  });
});

describe("a foreign sheet's offer", () => {
  it("states a total the sheet gives without a unit price, and counts it as the summary does", async () => {
    const book = await workbookOf({
      LV: [
        ["OZ", "Kurztext", "Menge", "ME", "EP", "GP"],
        ["01", "Rohbau"],
        ["01.0010", "Baustelle einrichten", null, null, null, 2500],
        ["01.0020", "Bodenplatte", 12.5, "m2", 38.25, null],
      ],
    });
    const result = importWorkbook({ name: "Planer.xlsx", bytes: book }, { phase: "84", bidder: "Bau GmbH" });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const { document, summary } = result.value;
    const lump = itemsByOz(document).get("01.0010");
    expect(lump?.kind === "item" && lump.total?.toString()).toBe("2500.00");
    // 2500 + 12.5 × 38.25 = 2978.13 (478.125 rounded to the cent).
    expect([summary.total, document.boq?.info.totals?.total?.toString()]).toEqual(["2978.13", "2978.13"]);
    expect(writeGaeb(document, { version: "3.3" }).issues).toEqual([]);
  });
});

describe("gaeb2xlsx from-xlsx --bidder", () => {
  it("names the bidder of the X84; without it the warning says which option gives it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gaeb-from-xlsx-bidder-"));
    try {
      const book = join(dir, "LV.xlsx");
      writeFileSync(book, await priced());
      const output = join(dir, "Angebot.X84");
      const named = await runCli(["from-xlsx", book, "-o", output, "--bidder", "Bau GmbH"]);
      expect(named.code).toBe(0);
      expect(named.stderr).not.toContain("Bieter");
      expect(
        readDocument("Angebot.X84", new Uint8Array(readFileSync(output))).award.contractor?.names,
      ).toEqual(["Bau GmbH"]);
      const unnamed = await runCli(["from-xlsx", book, "-o", output, "--lang", "en"]);
      expect(unnamed.code).toBe(0);
      expect(unnamed.stderr).toContain("the offer names no bidder");
      expect(unnamed.stderr).toContain("On the command line: --bidder NAME.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
