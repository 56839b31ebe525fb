import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import {
  findPdftotext,
  findSoffice,
  printWithLibreOffice,
  recalculateWithLibreOffice,
} from "./support/libreoffice.js";
import {
  columnIndex,
  editSheet,
  headerRowNumber,
  readWorkbook,
  reverseRows,
  tableRows,
  typeNumber,
} from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write(
    "\n*** LibreOffice suite SKIPPED: soffice not found (apt-get install libreoffice-calc-nogui) ***\n\n",
  );
}
const corpus = requireCorpus("LibreOffice suite");
const pdftotext = findPdftotext();
if (!pdftotext && process.env.CI) throw new Error("pdftotext is required in CI: install poppler-utils");

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
    // The LV's sheet, not the hidden offer form a request's workbook also carries.
    const rows = (name: string) =>
      [...(recalculated.get(name)?.entries() ?? [])].find(
        ([sheet]) => sheet !== "GAEB-Angebotsformular",
      )?.[1] ?? [];
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

  it("recomputes what a bidder types: lump sums without quantity, markups over the items they mark up", () => {
    const markup = (rno: string, type: string) =>
      `<MarkupItem RNoPart="${rno}"><MarkupType>${type}</MarkupType></MarkupItem>`;
    const body = category(
      "1",
      "Titel",
      `<Itemlist>${item("10", "<Qty>2</Qty><QU>m</QU>")}${item("20", "<LumpSumItem>Yes</LumpSumItem><QU>psch</QU>")}${markup("30", "AllInCat")}</Itemlist>`,
    );
    const result = convertToXlsx([{ name: "r.x83", bytes: bytes(gaebXml({ body })) }]);
    if (!result.ok) throw new Error("conversion failed");
    const [sheet] = readWorkbook(result.xlsx).sheets;
    if (!sheet) throw new Error("no sheet");
    const rows = tableRows(sheet);
    const rowOf = (oz: string) => rows.find((r) => r.cells.OZ?.text === oz)?.row ?? 0;
    const typed = editSheet(result.xlsx, 0, (xml) =>
      [
        [`G${rowOf("01.0010")}`, "12.5"],
        [`G${rowOf("01.0020")}`, "300"],
        [`G${rowOf("01.0030")}`, "10"],
      ].reduce((x, [ref = "", value = ""]) => typeNumber(x, ref, value), xml),
    );
    const values =
      recalculateWithLibreOffice(soffice as string, { typed })
        .get("typed")
        ?.get(sheet.name) ?? [];
    const gp = (oz: string) => values[rowOf(oz) - 1]?.[columnIndex("H")];
    expect(gp("01.0010")).toBe("25");
    expect(gp("01.0020")).toBe("300");
    expect(values[rowOf("01.0030") - 1]?.[columnIndex(columnLetter(sheet, "Zuschlagsbasis"))]).toBe("325");
    expect(gp("01.0030")).toBe("32.5");
    expect(gp("01")).toBe("357.5");
  }, 120_000);

  it("keeps every section total right when the table is sorted through its filter", () => {
    const file = corpusFiles().find((f) => f.path === "gaeb-samples/Musterdatei_3.1_2008-001.X86");
    if (!file) throw new Error("corpus file missing");
    const result = convertToXlsx([{ name: file.name, bytes: file.bytes }]);
    if (!result.ok) throw new Error("conversion failed");
    const [sheet] = readWorkbook(result.xlsx).sheets;
    if (!sheet) throw new Error("no sheet");
    const header = headerRowNumber(sheet);
    const last = Number(/<autoFilter ref="A\d+:[A-Z]+(\d+)"/.exec(sheet.xml)?.[1]);
    const sections = tableRows(sheet).filter((r) => /^(Bereich|Los)/.test(r.cells.Art?.text ?? ""));
    expect(sections.length).toBeGreaterThan(20);
    const sorted = editSheet(result.xlsx, 0, (xml) => reverseRows(xml, header + 1, last));
    const values =
      recalculateWithLibreOffice(soffice as string, { sorted })
        .get("sorted")
        ?.get(sheet.name) ?? [];
    const after = new Map(values.map((row) => [row[0], row[columnIndex("H")]]));
    const firstSection = sections[0]?.cells.OZ?.text;
    expect(values.findIndex((row) => row[0] === firstSection) + 1).toBe(
      header + 1 + last - (sections[0]?.row ?? 0),
    );
    const wrong = sections.filter(
      (s) => Math.abs(Number(after.get(s.cells.OZ?.text)) - Number(s.cells.GP?.number)) > 0.004,
    );
    expect(
      wrong.map((s) => `${s.cells.OZ?.text}: ${s.cells.GP?.number} → ${after.get(s.cells.OZ?.text)}`),
    ).toEqual([]);
    const grand = tableRows(sheet).find((r) => r.cells.Kurztext?.text === "Gesamtsumme (berechnet)");
    expect(values[(grand?.row ?? 0) - 1]?.[columnIndex("H")]).toBe(grand?.cells.GP?.number);
  }, 120_000);

  it.runIf(pdftotext)(
    "prints the largest long-text files legibly (8 pt or more) with every paragraph of every long text",
    () => {
      const paths = [
        "bvbs-certification/Pruefdatei GAEB DA XML 3.3 - Bauausfuehrung - V 04 04 2024.x83",
        "real-world/1561 - 02_ROHBAUARBEITEN.X83",
      ];
      const workbooks: Record<string, Uint8Array> = {};
      for (const [i, path] of paths.entries()) {
        const file = corpusFiles().find((f) => f.path === path);
        const result = file && convertToXlsx([{ name: file.name, bytes: file.bytes }]);
        if (!result?.ok) throw new Error(path);
        workbooks[`p${i}`] = result.xlsx;
      }
      const printed = printWithLibreOffice(soffice as string, pdftotext as string, workbooks);
      for (const [name, xlsx] of Object.entries(workbooks)) {
        const [sheet] = readWorkbook(xlsx).sheets;
        if (!sheet) throw new Error("no sheet");
        const widths = [...sheet.xml.matchAll(/<col min="\d+" max="\d+" width="([\d.]+)"/g)].map((m) =>
          Number(m[1]),
        );
        const points = (w: number | undefined) => (Math.trunc((w ?? 0) * 7 + 5) * 3) / 4;
        const { pages, words } = printed.get(name) ?? { pages: 0, words: [] };
        const inColumn: string[] = [];
        for (let page = 1; page <= pages; page++) {
          const on = words.filter((w) => w.page === page);
          // Formblatt 223's pages, after the price sheet's where the LV breaks its prices down, have no long text.
          if (on.some((w) => w.text === "(Formblatt")) continue;
          const top = on.find((w) => w.text === "OZ");
          const header = on.filter((w) => top && Math.abs(w.yMin - top.yMin) < 1);
          const [oz, short, long] = ["OZ", "Kurztext", "Langtext"].map((t) =>
            header.find((w) => w.text === t),
          );
          if (!oz || !short || !long) throw new Error(`${name} page ${page}: no header row`);
          // The printed distance between two column starts against their width on screen gives the print scale.
          const scale = (short.xMin - oz.xMin) / (points(widths[0]) + points(widths[1]));
          expect(10 * scale, `${paths[Number(name.slice(1))]} page ${page} font size`).toBeGreaterThanOrEqual(
            8,
          );
          // A word belongs to the long-text column when it starts there (LibreOffice's columns come out a few
          // points wider than Excel's pixel rule, so a line may end a little beyond the nominal edge).
          const right = long.xMin + points(widths[3]) * scale;
          const column = on
            .filter((w) => w.yMin > long.yMin + 1 && w.xMin >= long.xMin - 1 && w.xMin < right)
            .sort((a, b) => a.yMin - b.yMin);
          let line = 0;
          const lines = column.map((w, i) => {
            if (i > 0 && w.yMin - (column[i - 1]?.yMin ?? 0) > 2) line += 1;
            return { line, w };
          });
          lines.sort((a, b) => a.line - b.line || a.w.xMin - b.w.xMin);
          inColumn.push(...lines.map(({ w }) => w.text));
        }
        const printedText = inColumn.join("");
        const paragraphs = tableRows(sheet)
          .flatMap((r) => (r.cells.Langtext?.text ?? "").split("\n"))
          .map((p) => p.replace(/\s+/g, ""))
          .filter(Boolean);
        expect(paragraphs.length).toBeGreaterThan(50);
        let from = 0;
        const missing: string[] = [];
        for (const paragraph of paragraphs) {
          const at = printedText.indexOf(paragraph, from);
          if (at < 0) missing.push(paragraph.slice(0, 60));
          else from = at + paragraph.length;
        }
        expect(missing, paths[Number(name.slice(1))]).toEqual([]);
      }
    },
    300_000,
  );
});

function columnLetter(sheet: { rows: Map<number, Map<string, { text?: string }>> }, title: string): string {
  for (const cells of sheet.rows.values())
    for (const [column, cell] of cells)
      if (cell.text === title && cells.get("A")?.text === "OZ") return column;
  throw new Error(`no column ${title}`);
}
