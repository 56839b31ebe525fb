// Measures our SpreadsheetML writer against exceljs on the same laid-out sheet: node bench/writers.mjs MODE FILE
// MODE is "ours" or "exceljs"; one measurement per process, so peak RSS is its own.
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { readGaeb } from "../dist/index.js";
import { layoutSheet } from "../dist/xlsx/sheet-layout.js";
import { writeWorkbook } from "../dist/xlsx/workbook.js";

const NUMBER_FORMATS = {
  3: "#,##0.000",
  4: "#,##0.00",
  5: "#,##0.000",
  6: "#,##0.00",
  9: "#,##0.00",
  12: "0.00",
  14: "#,##0.00",
};

async function withExcelJs(sheet) {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: "frozen", ySplit: sheet.headerRow }],
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    properties: { outlineProperties: { summaryBelow: false } },
  });
  worksheet.columns = sheet.columnWidths.map((width) => ({ width }));
  sheet.rows.forEach((row, index) => {
    const target = worksheet.getRow(index + 1);
    if (row.outlineLevel) target.outlineLevel = row.outlineLevel;
    row.cells.forEach((cell, column) => {
      if (!cell) return;
      const out = target.getCell(column + 1);
      const { value } = cell;
      if (value.type === "text") out.value = value.text;
      else if (value.type === "number") out.value = Number(value.value);
      else if (value.type === "formula") out.value = { formula: value.formula, result: Number(value.cached) };
      const format = NUMBER_FORMATS[cell.style];
      if (format) out.numFmt = format;
      if (cell.style === 1 || cell.style === 2) out.alignment = { wrapText: true, vertical: "top" };
    });
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const [mode, path] = process.argv.slice(2);
const read = readGaeb({ name: path.split("/").pop(), bytes: new Uint8Array(readFileSync(path)) });
if (!read.ok) throw new Error(JSON.stringify(read.issues));
const sheet = layoutSheet(read.value, "LV", { lang: "de", longText: true, notices: [] }, []);
const started = performance.now();
const bytes =
  mode === "exceljs"
    ? await withExcelJs(sheet)
    : writeWorkbook([sheet], { title: "LV", application: "bench" });
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  JSON.stringify({
    mode,
    seconds,
    megabytes: bytes.length / 1048576,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
