import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";
import { columnIndex, readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write(
    "\n*** LibreOffice suite SKIPPED: soffice not found (apt-get install libreoffice-calc-nogui) ***\n\n",
  );
}
const corpus = requireCorpus("LibreOffice suite");

interface Checked {
  formulas: number;
  mismatches: string[];
}

/** Every formula cell's cached value must be what LibreOffice computes from the sheet itself. */
function compareFormulas(xlsx: Uint8Array, recalculated: Map<string, string[][]>): Checked {
  const checked: Checked = { formulas: 0, mismatches: [] };
  for (const sheet of readWorkbook(xlsx).sheets) {
    const rows = recalculated.get(sheet.name);
    if (!rows) {
      checked.mismatches.push(`sheet ${sheet.name} missing from LibreOffice output`);
      continue;
    }
    for (const [rowNumber, cells] of sheet.rows) {
      for (const [column, cell] of cells) {
        if (!cell.formula) continue;
        checked.formulas += 1;
        const value = rows[rowNumber - 1]?.[columnIndex(column)] ?? "";
        if (Math.abs(Number(value) - Number(cell.number)) > 0.004 || value === "") {
          checked.mismatches.push(
            `${sheet.name}!${column}${rowNumber}: cached ${cell.number}, LibreOffice ${value} (${cell.formula})`,
          );
        }
      }
    }
  }
  return checked;
}

describe.runIf(soffice && corpus)("the workbooks in LibreOffice", () => {
  it("recomputes every formula of every corpus workbook to its cached value", () => {
    const files = corpusFiles().filter(
      (f) => f.format === "GAEB DA XML" && !f.notes.includes("NOT real GAEB structure"),
    );
    const workbooks: Record<string, Uint8Array> = {};
    files.forEach((file, i) => {
      const result = convertToXlsx([{ name: file.name, bytes: file.bytes }]);
      if (!result.ok) throw new Error(file.path);
      workbooks[`w${i}`] = result.xlsx;
    });
    const recalculated = recalculateWithLibreOffice(soffice as string, workbooks);
    let formulas = 0;
    const mismatches: string[] = [];
    for (const [name, xlsx] of Object.entries(workbooks)) {
      const checked = compareFormulas(xlsx, recalculated.get(name) ?? new Map());
      formulas += checked.formulas;
      mismatches.push(...checked.mismatches.map((m) => `${files[Number(name.slice(1))]?.path}: ${m}`));
    }
    expect(mismatches).toEqual([]);
    expect(formulas).toBeGreaterThan(2000);
  }, 600_000);

  it("really recalculates: a wrong cached value is corrected, and text that looks like a formula stays text", () => {
    const xml = gaebXml({ body: `<Itemlist>${item("1", "<Qty>3</Qty><UP>44.14</UP>", "=1+2")}</Itemlist>` });
    const result = convertToXlsx([{ name: "a.x83", bytes: bytes(xml) }]);
    if (!result.ok) throw new Error("conversion failed");
    const name = readWorkbook(result.xlsx).sheets[0]?.name ?? "";
    const { files } = readWorkbook(result.xlsx);
    const sheetXml = (files["xl/worksheets/sheet1.xml"] ?? "").replace("<v>132.42</v>", "<v>999</v>");
    expect(sheetXml).toContain("<v>999</v>");
    const entries = Object.entries(files).map(([path, text]) => [
      path,
      strToU8(path.endsWith("sheet1.xml") ? sheetXml : text),
    ]);
    const rezipped = zipSync(Object.fromEntries(entries));
    const recalculated = recalculateWithLibreOffice(soffice as string, {
      honest: result.xlsx,
      tampered: rezipped,
    });
    const find = (rows: string[][] | undefined, value: string) =>
      rows?.some((row) => row.includes(value)) ?? false;
    expect(find(recalculated.get("tampered")?.get(name), "132.42")).toBe(true);
    expect(find(recalculated.get("tampered")?.get(name), "999")).toBe(false);
    expect(find(recalculated.get("honest")?.get(name), "=1+2")).toBe(true);
    expect(find(recalculated.get("honest")?.get(name), "3")).toBe(true);
  }, 120_000);

  it("keeps formulas sensible around values written as text because a spreadsheet cannot hold them", () => {
    const sheetOf = (itemlist: string) => {
      const xml = gaebXml({
        body: `<BoQCtgy RNoPart="1"><BoQBody><Itemlist>${itemlist}</Itemlist></BoQBody></BoQCtgy>`,
      });
      const result = convertToXlsx([{ name: "t.x86", bytes: bytes(xml) }], { lang: "en" });
      if (!result.ok) throw new Error("conversion failed");
      return result.xlsx;
    };
    const workbooks = {
      // Arithmetic reads the text quantity as a number: the item's price and every total stay live.
      quantity: sheetOf(
        `${item("1", "<Qty>12345678901234567.5</Qty><UP>2</UP>")}${item("2", "<Qty>2</Qty><UP>3</UP>")}`,
      ),
      // A float artefact from another program: shown exactly, priced as the spreadsheet reads it.
      artefact: sheetOf(
        `${item("1", "<Qty>0.30000000000000004</Qty><UP>10</UP>")}${item("2", "<Qty>2</Qty><UP>3</UP>")}`,
      ),
      // SUMIFS leaves text out, so the totals over it hold the exact figure instead of silently lacking it.
      total: sheetOf(
        `${item("1", "<Qty>1.5</Qty><UP>2</UP>")}${item("2", "<Qty>1</Qty><UP>1</UP><IT>1234567890123456.78</IT>")}`,
      ),
    };
    const recalculated = recalculateWithLibreOffice(soffice as string, workbooks);
    const rows = (name: string) => [...(recalculated.get(name)?.values() ?? [])][0] ?? [];
    const byOz = (name: string, oz: string) => rows(name).find((row) => row[0] === oz) ?? [];
    const grand = (name: string) => rows(name).find((row) => row[2] === "Grand total (computed)") ?? [];
    for (const name of Object.keys(workbooks)) {
      expect(
        rows(name)
          .flat()
          .filter((value) => /^(#|Err:)/.test(value)),
        name,
      ).toEqual([]);
    }
    expect(byOz("quantity", "01.0001")[4]).toBe("12345678901234567.5");
    expect(Number(byOz("quantity", "01.0001")[7])).toBeCloseTo(2.46913578024691e16, -3);
    expect(Number(grand("quantity")[7])).toBeCloseTo(2.46913578024691e16, -3);
    expect(byOz("artefact", "01.0001")[7]).toBe("3");
    expect(byOz("artefact", "01")[7]).toBe("9");
    expect(byOz("total", "01")[7]).toBe("1234567890123459.78");
    expect(grand("total")[7]).toBe("1234567890123459.78");
  }, 120_000);
});
