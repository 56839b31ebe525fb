import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { rawWorkbook } from "../bench/generate-sheets.mjs";
import { MAX_SHEET_CELLS } from "../src/limits.js";
import { readXlsx, WorkbookTooLarge } from "../src/workbook/xlsx-reader.js";
import { writeWorkbook } from "../src/xlsx/workbook.js";

const mergesOf = (xlsx: Uint8Array) => readXlsx(xlsx).map((sheet) => sheet.merges);

describe("merged ranges of a sheet", () => {
  it("are read with 1-based rows and 0-based columns, corners in order; one cell or a damaged range is none", () => {
    const xlsx = rawWorkbook({
      sheets: [
        {
          name: "LV",
          xml:
            '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
            '<sheetData><row r="5"><c r="A5" t="inlineStr"><is><t>1 Rohbau</t></is></c></row></sheetData>' +
            '<mergeCells count="5"><mergeCell ref="A5:F5"/><mergeCell ref="C2:B1"/><mergeCell ref="$A$7:$B$8"/>' +
            '<mergeCell ref="A9"/><mergeCell ref="A9:A9"/><mergeCell ref="kaputt"/></mergeCells></worksheet>',
        },
      ],
    });
    expect(mergesOf(xlsx)).toEqual([
      [
        { row: 5, column: 0, lastRow: 5, lastColumn: 5 },
        { row: 1, column: 1, lastRow: 2, lastColumn: 2 },
        { row: 7, column: 0, lastRow: 8, lastColumn: 1 },
      ],
    ]);
  });

  it("are read as our own writer and ExcelJS write them, and a sheet without any has none", async () => {
    const ours = writeWorkbook(
      [
        {
          name: "LV",
          columnWidths: [10, 10, 10, 10],
          rows: [{ cells: [{ value: { type: "text", text: "Pos." }, style: 0 }] }],
          headerRow: 1,
          merges: ["A3:D3", "B1:B2"],
        },
      ],
      { title: "LV", application: "gaeb2xlsx" },
    );
    expect(mergesOf(ours)).toEqual([
      [
        { row: 3, column: 0, lastRow: 3, lastColumn: 3 },
        { row: 1, column: 1, lastRow: 2, lastColumn: 1 },
      ],
    ]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("LV");
    sheet.getCell("A5").value = "1 Rohbau";
    sheet.mergeCells("A5:F5");
    workbook.addWorksheet("Leer").getCell("A1").value = 1;
    const excelJs = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(mergesOf(excelJs)).toEqual([[{ row: 5, column: 0, lastRow: 5, lastColumn: 5 }], []]);
  });

  it("count against the sheet's cells, so a sheet of endless ranges is refused", () => {
    const ranges = Array.from(
      { length: MAX_SHEET_CELLS + 1 },
      (_, i) => `<mergeCell ref="A${2 * i + 1}:B${2 * i + 1}"/>`,
    );
    const xlsx = rawWorkbook({
      sheets: [
        {
          name: "LV",
          xml: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/><mergeCells>${ranges.join("")}</mergeCells></worksheet>`,
        },
      ],
    });
    expect(() => readXlsx(xlsx)).toThrow(WorkbookTooLarge);
  });
});
