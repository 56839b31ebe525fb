import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { formatIssue, type Issue, importWorkbook } from "../src/index.js";
import type { Entry } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { dateShape, serialDate } from "../src/workbook/number-formats.js";
import { type TestCell, workbookOf } from "./support/import-sheets.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";

/** What planners' spreadsheets do to an LV that a plain table would not: dates for numbers, hidden rows, notes. */

const soffice = findSoffice();
const HEADER: TestCell[] = ["OZ", "Kurztext", "Menge", "ME", "EP"];

const words = (issue: Issue | undefined) =>
  issue ? [formatIssue(issue, "de"), formatIssue(issue, "en")] : ["", ""];

const ozs = (entries: readonly Entry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === "section" ? [entry.oz, ...ozs(entry.children)] : "oz" in entry ? [entry.oz] : [],
  );
const numbers = (result: ReturnType<typeof importWorkbook>) =>
  result.ok ? ozs(result.value.document.boq?.body ?? []) : [];

const longTexts = (result: ReturnType<typeof importWorkbook>) =>
  result.ok
    ? result.value.document.boq?.body.flatMap((entry) =>
        entry.kind === "section"
          ? entry.children.flatMap((child) =>
              child.kind === "item" ? [[child.oz, renderPlain(child.longText, PLAIN_LABELS)]] : [],
            )
          : [],
      )
    : [];

describe.runIf(soffice)("item numbers a spreadsheet turned into dates", () => {
  it("are read as the cell shows them, with a warning per cell; a four-digit year is refused", async () => {
    // Excel in German turns a typed "1.10" into the 1st of October shown without the year ("01. Okt").
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("LV");
    sheet.addRow(HEADER);
    sheet.addRow(["1", "Rohbau"]);
    sheet.addRow([null, "Mauer", 12, "m2", 40]);
    sheet.addRow([null, "Tür", 1, "St", 500]);
    sheet.addRow(["2", "Ausbau"]);
    sheet.addRow([null, "Estrich", 30, "m2", 20]);
    const at = (row: number, serial: number, format: string) => {
      const cell = sheet.getCell(row, 1);
      cell.value = serial;
      cell.numFmt = format;
    };
    at(3, 45931, "dd. mmm"); // 1 October 2025
    at(4, 45962, "d-mmm"); // 1 November 2025
    at(6, 40210, "dd.mm.yyyy"); // 1 February 2010: "2.1.10"? "2.1.2010"? cannot be told
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: bytes, steps: [] }], "de-DE");

    const refused = importWorkbook({ name: "LV.xlsx", bytes: saved as Uint8Array });
    expect(refused.ok).toBe(false);
    const invalid = refused.issues.find((issue) => issue.code === "import_oz_invalid");
    expect(invalid?.params).toMatchObject({ cell: "A6", value: "01.02.2010", reason: "date" });
    const [de, en] = words(invalid);
    expect(de).toContain("als Datum gespeichert");
    expect(en).toContain("stored what was typed as a date");

    const fixed = await workbookOf({
      LV: [HEADER, ["1", "Rohbau"], [null, "Mauer", 12, "m2", 40], [null, "Tür", 1, "St", 500]],
    });
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(fixed.buffer as ArrayBuffer);
    const lv = again.getWorksheet("LV") as ExcelJS.Worksheet;
    lv.getCell("A3").value = 45931;
    lv.getCell("A3").numFmt = "dd. mmm";
    lv.getCell("A4").value = 45962;
    lv.getCell("A4").numFmt = "d-mmm";
    const [calc] = editWithLibreOffice(
      soffice as string,
      [{ xlsx: new Uint8Array(await again.xlsx.writeBuffer()), steps: [] }],
      "de-DE",
    );
    const read = importWorkbook({ name: "LV.xlsx", bytes: calc as Uint8Array });
    expect(read.ok).toBe(true);
    expect(numbers(read)).toEqual(["1", "1.10", "1.11"]);
    const warned = read.issues.filter((issue) => issue.code === "import_oz_from_date");
    expect(warned.map((issue) => issue.params)).toEqual([
      { sheet: "LV", cell: "A3", oz: "1.10" },
      { sheet: "LV", cell: "A4", oz: "1.11" },
    ]);
    expect(words(warned[0])[0]).toContain("als Datum gespeichert; gelesen wie angezeigt als 1.10");
  }, 60_000);

  // Calc reads "1.2.10" typed in German as a date, shown "01.02.10".
  it("reads a two-digit year as the third level, as Calc shows it", async () => {
    const bytes = await workbookOf({
      LV: [
        HEADER,
        ["1", "Rohbau"],
        ["1.2", "Mauern"],
        ["x", "Mauer", 12, "m2", 40],
        ["1.2.20", "Tür", 1, "St"],
      ],
    });
    const [saved] = editWithLibreOffice(
      soffice as string,
      [{ xlsx: bytes, steps: [{ type: "typed", cell: "A4", value: "1.2.10" }] }],
      "de-DE",
    );
    const read = importWorkbook({ name: "LV.xlsx", bytes: saved as Uint8Array });
    expect(read.issues.filter((i) => i.severity === "error")).toEqual([]);
    expect(numbers(read)).toEqual(["1", "1.2", "1.2.10", "1.2.20"]);
    expect(read.issues.find((i) => i.code === "import_oz_from_date")?.params).toMatchObject({ cell: "A4" });
  }, 60_000);
});

describe("spreadsheet dates", () => {
  it("are counted as Excel counts them, in both date systems", () => {
    expect(serialDate(1, false)).toEqual({ day: 1, month: 1, year: 1900 });
    expect(serialDate(59, false)).toEqual({ day: 28, month: 2, year: 1900 });
    expect(serialDate(60, false)).toEqual({ day: 29, month: 2, year: 1900 });
    expect(serialDate(61, false)).toEqual({ day: 1, month: 3, year: 1900 });
    expect(serialDate(45931, false)).toEqual({ day: 1, month: 10, year: 2025 });
    expect(serialDate(45931.75, false)).toEqual({ day: 1, month: 10, year: 2025 });
    expect(serialDate(0, true)).toEqual({ day: 1, month: 1, year: 1904 });
    expect(serialDate(44469, true)).toEqual({ day: 1, month: 10, year: 2025 });
    expect(serialDate(-1, false)).toBeUndefined();
  });

  it("are told from other formats by their placeholders", () => {
    const date = (dayShown: boolean, yearDigits: number) => ({ kind: "date", dayShown, yearDigits });
    expect(dateShape("[$-407]dd. mmm;@")).toEqual(date(true, 0));
    expect(dateShape("DD.MM.YY")).toEqual(date(true, 2));
    expect(dateShape("dd.mm.yyyy")).toEqual(date(true, 4));
    expect(dateShape("mmm yy")).toEqual(date(false, 2));
    expect(dateShape('dddd", den "d. mmmm')).toEqual(date(true, 0));
    for (const other of ["General", "0.00E+00", "#,##0.00 €", "hh:mm", "[h]:mm:ss", '"Tag"', "@", "0.00%"])
      expect(dateShape(other), other).toBeUndefined();
  });
});

describe.runIf(soffice)("text and hidden rows of a planner's sheet", () => {
  const sheetRows: TestCell[][] = [
    ["LV Rohbau"],
    [],
    HEADER,
    ["01", "Erdarbeiten"],
    ["01.0010", "Aushub", 120, "m3", 18.5],
    [null, "Boden der Klasse 3-5 lösen und seitlich lagern."],
    [null, "Abrechnung nach Aufmaß."],
    ["01.0020", "Verfüllen", 80, "m3", 12],
    [null, "Summe 01", null, null, { formula: "C5*E5+C8*E8", result: 3180 }],
    [null, "Die Positionen unter 02 gelten nur für Bauteil B."],
    ["02", "Beton"],
    ["02.0010", "Fundament", 14, "m3", 210],
    [null, "Beton C25/30, bewehrt."],
    [null, "Schalung wird gesondert vergütet."],
    [],
    ["Aufgestellt: München, 1.11.2026"],
    [null, "Architekturbüro Beispiel"],
  ];

  it("text under a sum row or after the table belongs to no item: left out, with the rows named", async () => {
    const bytes = await workbookOf({ LV: sheetRows });
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: bytes, steps: [] }]);
    const read = importWorkbook({ name: "LV.xlsx", bytes: saved as Uint8Array });
    expect(read.ok).toBe(true);
    expect(longTexts(read)).toEqual([
      ["01.0010", "Boden der Klasse 3-5 lösen und seitlich lagern.\nAbrechnung nach Aufmaß."],
      ["01.0020", ""],
      ["02.0010", "Beton C25/30, bewehrt.\nSchalung wird gesondert vergütet."],
    ]);
    const left = read.issues.find((issue) => issue.code === "import_text_left_out");
    expect(left?.params).toMatchObject({ rows: "10, 16–17", count: 3 });
    const [de, en] = words(left);
    expect(de).toContain("Die Textzeilen 10, 16–17 stehen unter einer Summenzeile");
    expect(en).toContain("text rows 10, 16–17 stand under a sum row");
  }, 60_000);

  it("hidden rows are taken like the others, and the warning names them", async () => {
    const bytes = await workbookOf({ LV: sheetRows });
    const steps: Step[] = [
      { type: "hideRow", row: 7 },
      { type: "hideRow", row: 8 },
      { type: "hideRow", row: 16 },
    ];
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: bytes, steps }]);
    const read = importWorkbook({ name: "LV.xlsx", bytes: saved as Uint8Array });
    expect(numbers(read)).toEqual(["01", "01.0010", "01.0020", "02", "02.0010"]);
    const hidden = read.issues.find((issue) => issue.code === "import_rows_hidden");
    // Row 16 is a note under the table, left out anyway: not named as taken.
    expect(hidden?.params).toMatchObject({ rows: "7–8", count: 2 });
    expect(words(hidden)[0]).toContain("Die ausgeblendeten Zeilen 7–8 wurden wie die übrigen übernommen");
    expect(words(hidden)[1]).toContain("hidden rows 7–8 were taken like the others");
  }, 60_000);
});

describe("a lump sum without a quantity", () => {
  it("is one lump: its price counts in the summary and in the offer's totals, as the offer job counts it", async () => {
    const bytes = await workbookOf({
      LV: [
        ["OZ", "Art", "Kurztext", "Menge", "ME", "EP"],
        ["1", null, "Baustelle"],
        ["1.10", "Pauschal", "Baustelle einrichten", null, "psch", 1500],
        ["1.20", null, "Bauzaun", 40, "m", 12.5],
      ],
    });
    const request = importWorkbook({ name: "LV.xlsx", bytes });
    expect(request.ok && request.value.summary.total).toBe("2000.00");
    const offer = importWorkbook({ name: "LV.xlsx", bytes }, { phase: "84", bidder: "Muster Bau" });
    expect(offer.ok && offer.value.document.boq?.info.totals?.total?.toString()).toBe("2000.00");
  });
});
