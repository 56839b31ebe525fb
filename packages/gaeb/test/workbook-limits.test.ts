import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { longCellWorkbook, manyRowsWorkbook, rawWorkbook } from "../bench/generate-sheets.mjs";
import { convertToXlsx } from "../src/convert.js";
import { HEADER_SEARCH_ROWS } from "../src/import/header.js";
import type { ImportResult } from "../src/import/types.js";
import { formatIssue, importWorkbook } from "../src/index.js";
import { MAX_CELL_TEXT, MAX_IMPORT_ROWS } from "../src/limits.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { readXlsx, WorkbookTooLarge, WorkbookUnreadable } from "../src/workbook/xlsx-reader.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

const MB = 1024 * 1024;
const LAST_ROW = HEADER_SEARCH_ROWS + MAX_IMPORT_ROWS;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const LV_ROWS =
  `<row r="1">${inline("A1", "Pos.")}${inline("B1", "Bezeichnung")}${inline("C1", "Menge")}${inline("D1", "ME")}</row>` +
  `<row r="2">${inline("A2", "1.10")}${inline("B2", "Mauerwerk")}<c r="C2"><v>12</v></c>${inline("D2", "m2")}</row>`;
/** What no parser gets through: a reader that reaches it has read on past where it should have stopped. */
const BROKEN = "<row><c><v>1</v></c></row><<<< kaputt";

/** A sheet part whose `sheetData` holds `rows` and then, unclosed, whatever `after` is. */
const sheetPart = (rows: string, after = "") =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}${after}</sheetData></worksheet>`;

const imported = (xlsx: Uint8Array, sheet?: string): ImportResult =>
  importWorkbook({ name: "LV.xlsx", bytes: xlsx }, sheet ? { sheet } : undefined);
const codes = (result: ImportResult) =>
  result.issues.map((issue) => [issue.code, issue.params?.what ?? issue.params?.reason, issue.params?.sheet]);

describe("the rows of a sheet of one's own, counted while it streams", () => {
  it("a million rows are refused as too many rows below the title row", () => {
    const result = imported(manyRowsWorkbook(1_000_000));
    expect(result.ok).toBe(false);
    expect(codes(result)).toEqual([["import_too_large", "rows", "LV"]]);
    const [issue] = result.issues;
    if (!issue) return;
    expect(formatIssue(issue, "en")).toContain(
      `Sheet “LV” has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows`,
    );
  });

  it("stop the reading at the first value beyond the bound: what comes after it is never parsed", () => {
    const beyond = `<row r="${LAST_ROW + 1}"><c r="A${LAST_ROW + 1}"><v>1</v></c></row>`;
    const xlsx = rawWorkbook({ sheets: [{ name: "LV", xml: sheetPart(LV_ROWS + beyond, BROKEN) }] });
    expect(codes(imported(xlsx))).toEqual([["import_too_large", "rows", "LV"]]);
    expect(codes(imported(xlsx, "LV"))).toEqual([["import_too_large", "rows", "LV"]]);
    // Read on, as other readers do, the sheet is broken.
    expect(() => readXlsx(xlsx)).toThrow(WorkbookUnreadable);
    // The last row below a title row in row 1, and a formula without its result beyond the bound, end nothing.
    const last = MAX_IMPORT_ROWS + 1;
    const within = `<row r="${last}"><c r="F${last}"><v>1</v></c></row><row r="${LAST_ROW + 5}"><c r="F${LAST_ROW + 5}"><f>A1</f></c></row>`;
    const fits = imported(rawWorkbook({ sheets: [{ name: "LV", xml: sheetPart(LV_ROWS + within) }] }));
    expect(fits.issues.filter((issue) => issue.severity === "error")).toEqual([]);
  });

  it("of a sheet beside the LV do not keep the LV from being found", () => {
    const notes = `${`<row r="1">${inline("A1", "Notizen")}</row>`}<row r="${LAST_ROW + 1}"><c r="A${LAST_ROW + 1}"><v>1</v></c></row>`;
    const xlsx = rawWorkbook({
      sheets: [
        { name: "Notizen", xml: sheetPart(notes, BROKEN) },
        { name: "LV", rows: LV_ROWS },
      ],
    });
    const result = imported(xlsx);
    expect(result.ok && result.value.sheet).toBe("LV");
  });

  it("are not bounded for other readers of the workbook", () => {
    const [sheet] = readXlsx(manyRowsWorkbook(60_000));
    expect(sheet?.rows.size).toBe(60_001);
    expect(sheet?.cutAtRow).toBeUndefined();
  });
});

describe("a cell of megabytes of text", () => {
  it("in the shared strings is refused while the strings stream", () => {
    const result = imported(longCellWorkbook(10 * MB, "shared"));
    expect(codes(result)).toEqual([["import_workbook_too_large", "text", ""]]);
    const [issue] = result.issues;
    if (!issue) return;
    expect(formatIssue(issue, "de")).toContain(
      `ihre Texttabelle enthält einen Text von mehr als ${MAX_CELL_TEXT.toLocaleString("de-DE")} Zeichen`,
    );
  });

  it("in the cell is refused naming the cell, before the text after it is parsed", () => {
    const text = "Mauerwerk ".repeat(MB);
    const rows = `${LV_ROWS}<row r="3">${inline("A3", "1.20")}<c r="B3" t="inlineStr"><is><t>${text}</t></is></c>`;
    const xlsx = rawWorkbook({ sheets: [{ name: "LV", xml: sheetPart(rows, BROKEN) }] });
    const result = imported(xlsx);
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: "import_too_large",
        params: { sheet: "LV", cell: "B3", what: "text", limit: MAX_CELL_TEXT },
      }),
    ]);
    expect(formatIssue(result.issues[0] as (typeof result.issues)[0], "en")).toContain(
      `Sheet “LV”, cell B3: the text is longer than ${MAX_CELL_TEXT.toLocaleString("en")} characters`,
    );
    expect(codes(imported(longCellWorkbook(10 * MB, "inline")))).toEqual([
      ["import_too_large", "text", "LV"],
    ]);
  });

  it("just beyond the bound is refused by its characters, and escapes are no characters of the text", () => {
    const over = "x".repeat(MAX_CELL_TEXT + 1);
    const refused = rawWorkbook({
      sheets: [{ name: "LV", rows: `${LV_ROWS}<row r="3">${inline("E3", over)}</row>` }],
    });
    expect(() => readXlsx(refused)).toThrow(WorkbookTooLarge);
    expect(codes(imported(refused))).toEqual([["import_too_large", "text", "LV"]]);
    // As a shared string: refused where a cell shows it, naming that cell; not where none does.
    const shared = (rows: string) =>
      rawWorkbook({ sheets: [{ name: "LV", rows: LV_ROWS + rows }], strings: ["kurz", over] });
    const shown = imported(shared(`<row r="3">${inline("A3", "1.20")}<c r="B3" t="s"><v>1</v></c></row>`));
    expect(shown.issues.map((issue) => [issue.code, issue.params?.cell])).toEqual([
      ["import_too_large", "B3"],
    ]);
    const unused = imported(shared(`<row r="3">${inline("A3", "1.20")}<c r="B3" t="s"><v>0</v></c></row>`));
    expect(unused.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    // Five characters of XML for each of these: far more than the bound as written, within it as read.
    const escaped = "&amp;".repeat(MAX_CELL_TEXT);
    const [sheet] = readXlsx(
      rawWorkbook({ sheets: [{ name: "LV", rows: `<row r="1">${inline("A1", escaped)}</row>` }] }),
    );
    expect(sheet?.rows.get(1)?.get(0)?.value).toBe("&".repeat(MAX_CELL_TEXT));
  });

  it("in the price sheet of our own workbook is refused by the offer job, naming the cell", () => {
    const request = gaebXml({ body: category("01", "Rohbau", item("0010", "<Qty>1.000</Qty><QU>St</QU>")) });
    const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(request) }]);
    if (!converted.ok) throw new Error("not converted");
    const files = unzipSync(converted.xlsx);
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    files["xl/worksheets/sheet1.xml"] = strToU8(
      sheet.replace(
        "</sheetData>",
        `<row r="9999">${inline("B9999", "Mauerwerk ".repeat(MB))}</row></sheetData>`,
      ),
    );
    const result = offerFromWorkbook({ name: "LV.xlsx", bytes: zipSync(files) }, { bidder: "Bieter GmbH" });
    expect(result.issues.map((issue) => [issue.code, issue.params?.reason, issue.params?.cell])).toEqual([
      ["offer_workbook_too_large", "text", "B9999"],
    ]);
    expect(formatIssue(result.issues[0] as (typeof result.issues)[0], "de")).toContain(
      `Zelle B9999, enthält einen Text von mehr als ${MAX_CELL_TEXT.toLocaleString("de-DE")} Zeichen`,
    );
  });
});
