import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { rawWorkbook } from "../bench/generate-sheets.mjs";
import type { ImportResult } from "../src/import/types.js";
import { formatIssue, importWorkbook } from "../src/index.js";
import type { Issue } from "../src/issues.js";
import { readXlsx } from "../src/workbook/xlsx-reader.js";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const sheetPart = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const TITLES = `<row r="1">${inline("A1", "Pos.")}${inline("B1", "Bezeichnung")}${inline("C1", "Menge")}${inline("D1", "ME")}</row>`;
/** Item rows from row 2 on, numbered 1.2, 1.3, … */
const items = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const r = i + 2;
    return `<row r="${r}">${inline(`A${r}`, `1.${r}`)}${inline(`B${r}`, `Mauerwerk ${r}`)}<c r="C${r}"><v>12</v></c>${inline(`D${r}`, "m2")}</row>`;
  }).join("");

/** The XML's bytes with `marker` replaced by raw bytes: what no UTF-8 encoder writes. */
function withBytes(xml: string, marker: string, raw: number[]): Uint8Array {
  const text = strToU8(xml);
  const at = xml.slice(0, xml.indexOf(marker)).length;
  const start = strToU8(xml.slice(0, at)).length;
  const end = start + strToU8(marker).length;
  return new Uint8Array([...text.subarray(0, start), ...raw, ...text.subarray(end)]);
}

const imported = (xlsx: Uint8Array): ImportResult => importWorkbook({ name: "LV.xlsx", bytes: xlsx });
const only = (result: ImportResult): Issue => {
  expect(result.ok).toBe(false);
  expect(result.issues).toHaveLength(1);
  return result.issues[0] as Issue;
};

describe("bytes that are not UTF-8 in a workbook given to the import", () => {
  it("in a sheet are named with the sheet and the cell, however far down the sheet they stand", () => {
    // 3,000 rows: the damage comes many unpacked pieces into the part.
    const xml = sheetPart(`${TITLES}${items(3000)}`).replace("Mauerwerk 2999", "Mauerwerk #BAD#");
    const xlsx = rawWorkbook({ sheets: [{ name: "LV", xml: withBytes(xml, "#BAD#", [0x4d, 0xfc, 0x6c]) }] });
    const issue = only(imported(xlsx));
    expect(issue).toMatchObject({
      code: "import_workbook_not_utf8",
      severity: "error",
      params: { sheet: "LV", cell: "B2999", part: "xl/worksheets/sheet1.xml" },
    });
    expect(formatIssue(issue, "de")).toBe(
      "LV.xlsx: Blatt „LV“, Zelle B2999: Das Blatt enthält Bytes, die kein UTF-8-Text sind; was dort steht, ist nicht sicher zu lesen, die Mappe wurde nicht importiert. Die Datei ist beschädigt oder von einem Programm geschrieben, das keine richtigen Excel-Dateien speichert. Öffnen Sie sie in Excel oder LibreOffice, prüfen Sie die Texte dort und speichern Sie sie erneut als „Excel-Arbeitsmappe (.xlsx)“.",
    );
    expect(formatIssue(issue, "en")).toContain(
      "Sheet “LV”, cell B2999: the sheet holds bytes that are not UTF-8",
    );
  });

  it("in the shared strings are named with that part", () => {
    const strings = `<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="${MAIN}"><si><t>Pos.</t></si><si><t>Stra#BAD#e</t></si></sst>`;
    const xlsx = rawWorkbook({
      sheets: [
        { name: "LV", rows: `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>` },
      ],
      parts: { "xl/sharedStrings.xml": withBytes(strings, "#BAD#", [0xdf]) },
    });
    const issue = only(imported(xlsx));
    expect(issue).toMatchObject({
      code: "import_workbook_not_utf8",
      params: { sheet: "", part: "xl/sharedstrings.xml" },
    });
    expect(formatIssue(issue, "en")).toContain(
      "The workbook's table of texts (xl/sharedStrings.xml) holds bytes that are not UTF-8 text",
    );
  });

  it("at the very end of a part, a character cut short, are named too", () => {
    const xml = `${sheetPart(`${TITLES}${items(2)}`)}`;
    const xlsx = rawWorkbook({
      sheets: [{ name: "LV", xml: new Uint8Array([...strToU8(xml), 0xe2, 0x82]) }],
    });
    expect(only(imported(xlsx)).code).toBe("import_workbook_not_utf8");
  });

  it("are told from characters that only fall across the pieces a part is unpacked in, stored or deflated", () => {
    // Two-, three- and four-byte characters one after the other: every piece boundary cuts through one.
    const text = "ü€😀".repeat(2000);
    const xml = sheetPart(`<row r="1">${inline("A1", text)}</row>`);
    const deflated = rawWorkbook({ sheets: [{ name: "LV", xml }] });
    const files = unzipSync(deflated);
    const stored = zipSync(
      Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { level: 0 }]])),
    );
    for (const xlsx of [deflated, stored]) expect(readXlsx(xlsx)[0]?.rows.get(1)?.get(0)?.value).toBe(text);
  });
});
