import ExcelJS from "exceljs";

/** A cell as a test writes it: a value, or a formula with the result a spreadsheet program would cache. */
export type TestCell = string | number | null | { formula: string; result: number };

/** A workbook with one sheet (or several) of the given rows, written by ExcelJS as a foreign program would. */
export async function workbookOf(
  sheets: Record<string, ReadonlyArray<ReadonlyArray<TestCell>>>,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((row, r) => {
      row.forEach((value, c) => {
        if (value === null) return;
        const cell = sheet.getCell(r + 1, c + 1);
        cell.value = value;
        if (typeof value === "string" && value.includes("\n")) cell.alignment = { wrapText: true };
      });
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
