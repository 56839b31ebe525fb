import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { compareOffers } from "../src/compare/index.js";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { fillSheetWithExcelJs, fillWithExcelJs, readDocument } from "./support/offer.js";

/** Two requests of one tender, as a bidder receives them for two lots. */
const ROHBAU = gaebXml({
  body: category("1", "Mauerwerk", `<Itemlist>${item("10", "<Qty>12.5</Qty><QU>m2</QU>")}</Itemlist>`),
}).replace("Test-LV", "Rohbau");
const ELEKTRO = gaebXml({
  body: category(
    "1",
    "Leitungen",
    `<Itemlist>${item("10", "<Qty>40</Qty><QU>m</QU>")}${item("20", "<Qty>3</Qty><QU>St</QU>")}</Itemlist>`,
  ),
}).replace("Test-LV", "Elektro");

const inputs = [
  { name: "Rohbau.X83", bytes: bytes(ROHBAU) },
  { name: "Elektro.X83", bytes: bytes(ELEKTRO) },
];
/** Unit prices by item (section rows take none). */
const PRICES: Record<string, number> = { "01.0010": 42.5, "01.0020": 7.25 };
const PRICE = (oz: string, column: string) => (column === "EP" ? PRICES[oz] : undefined);
const DATE = "2026-11-25T10:00:00Z";

function workbook(files: typeof inputs): { xlsx: Uint8Array; sheets: string[] } {
  const result = convertToXlsx(files, { lang: "de" });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { xlsx: result.xlsx, sheets: result.sheets.map((sheet) => sheet.sheet) };
}

describe("a workbook made from several requests", () => {
  it("carries one hidden offer form per request, each naming its own sheet", () => {
    const { xlsx } = workbook(inputs);
    const book = strFromU8(unzipSync(xlsx)["xl/workbook.xml"] as Uint8Array);
    expect(book).toMatch(/<sheet name="GAEB-Angebotsformular" sheetId="3" state="veryHidden"/);
    expect(book).toMatch(/<sheet name="GAEB-Angebotsformular \(2\)" sheetId="4" state="veryHidden"/);
  });

  it("asks which sheet is to become the offer, naming them, instead of calling the workbook foreign", () => {
    const { xlsx, sheets } = workbook(inputs);
    const result = offerFromWorkbook({ name: "Lose.xlsx", bytes: xlsx }, { bidder: "Muster Bau" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.choices).toEqual([
      { sheet: sheets[0], file: "Rohbau.X83" },
      { sheet: sheets[1], file: "Elektro.X83" },
    ]);
    expect(result.issues.map((issue) => issue.code)).toEqual(["offer_sheet_choice"]);
    const [issue] = result.issues;
    if (!issue) throw new Error("no issue");
    expect(formatIssue(issue, "de")).toBe(
      `Lose.xlsx: Diese Arbeitsmappe wurde aus 2 Angebotsaufforderungen erstellt (Blätter „${sheets[0]}“, „${sheets[1]}“); jedes dieser Blätter wird ein eigenes Angebot. Wählen Sie das Blatt, aus dessen Preisen diese X84 entstehen soll.`,
    );
    expect(formatIssue(issue, "en")).toContain(`(sheets “${sheets[0]}”, “${sheets[1]}”)`);
    // An unknown name is no choice either: the same question, never an offer from the wrong sheet.
    const unknown = offerFromWorkbook({ name: "Lose.xlsx", bytes: xlsx }, { sheet: "Dach" });
    expect(unknown.ok ? [] : unknown.choices?.map((choice) => choice.sheet)).toEqual(sheets);
  });

  it("makes each sheet the same offer that its request converted alone makes", async () => {
    const { xlsx, sheets } = workbook(inputs);
    for (const [index, sheet] of sheets.entries()) {
      const input = inputs[index];
      if (!input) throw new Error("no input");
      const priced = await fillSheetWithExcelJs(xlsx, sheet, PRICE);
      const chosen = offerFromWorkbook(
        { name: "Lose.xlsx", bytes: priced },
        { bidder: "Muster Bau", date: DATE, sheet },
      );
      const alone = offerFromWorkbook(
        { name: "LV.xlsx", bytes: await fillWithExcelJs(workbook([input]).xlsx, PRICE) },
        { bidder: "Muster Bau", date: DATE },
      );
      if (!chosen.ok || !alone.ok) throw new Error(JSON.stringify([chosen.issues, alone.issues]));
      expect(chosen.summary.fileName).toBe(input.name.replace(".X83", ".X84"));
      expect(chosen.summary.grandTotal).toBe(index === 0 ? "531.25" : "1721.75");
      expect(strFromU8(chosen.x84)).toBe(strFromU8(alone.x84));
      expect(readDocument(chosen.summary.fileName, chosen.x84).source.phase).toBe("84");
    }
  });

  it("still makes the offer of a workbook with one request without being told the sheet", async () => {
    const priced = await fillWithExcelJs(workbook(inputs.slice(0, 1)).xlsx, PRICE);
    const result = offerFromWorkbook(
      { name: "LV.xlsx", bytes: priced },
      { bidder: "Muster Bau", date: DATE },
    );
    expect(result.ok && result.summary.grandTotal).toBe("531.25");
  });
});

describe("a workbook of several requests in a price comparison", () => {
  it("is compared by its sheet that answers the comparison's request", async () => {
    const { xlsx, sheets } = workbook(inputs);
    let priced = xlsx;
    for (const sheet of sheets) priced = await fillSheetWithExcelJs(priced, sheet, PRICE);
    const other = offerFromWorkbook(
      {
        name: "Zweiter.xlsx",
        bytes: await fillWithExcelJs(workbook([inputs[1] as (typeof inputs)[0]]).xlsx, PRICE),
      },
      { bidder: "Zweite Elektro GmbH", date: DATE },
    );
    if (!other.ok) throw new Error(JSON.stringify(other.issues));
    const result = compareOffers(inputs[1] as (typeof inputs)[0], [
      { name: "Lose.xlsx", bytes: priced },
      { name: "Zweiter.X84", bytes: other.x84 },
    ]);
    if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
    // The Elektro sheet (40 m at 42.50, 3 pieces at 7.25), not the Rohbau sheet, is this bidder's offer here.
    expect(result.ranking.map((row) => [row.file, row.total])).toEqual([
      ["Lose.xlsx", "1721.75"],
      ["Zweiter.X84", "1721.75"],
    ]);
  });
});
