import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { writeTemplate } from "../src/index.js";
import { openXlsx, type ReadSheet } from "../src/workbook/xlsx-reader.js";
import { LABELS } from "../src/xlsx/labels.js";
import { TEMPLATE_KINDS, TEMPLATE_LAYOUT } from "../src/xlsx/template.js";
import { runCli } from "./support/cli.js";
import { findPdftotext, findSoffice, printWithLibreOffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-cli-template-"));
  dirs.push(dir);
  return dir;
}

function sheets(bytes: Uint8Array): ReadSheet[] {
  const book = openXlsx(bytes);
  return book.sheets.map((info) => {
    const sheet = book.read(info);
    if (!sheet) throw new Error(`${info.name} unread`);
    return sheet;
  });
}

const cell = (sheet: ReadSheet, row: number, column: number) => sheet.rows.get(row)?.get(column);
const textAt = (sheet: ReadSheet, row: number, column: number) => cell(sheet, row, column)?.value ?? "";

/** Every text of a sheet, row by row, to look words up in. */
function allText(sheet: ReadSheet): string {
  return [...sheet.rows.values()].flatMap((row) => [...row.values()].map((c) => c.value)).join("\n");
}

const BLOCK = {
  de: ["Projekt", "LV-Bezeichnung", "Auftraggeber", "Währung", "MwSt.-Satz (%)"],
  en: ["Project", "Bill of quantities", "Client", "Currency", "VAT rate (%)"],
};

describe("the template workbook (Vorlage)", () => {
  for (const lang of ["de", "en"] as const) {
    it(`${lang}: title, title block, the workbook's column titles, a worked example and notes`, () => {
      const [lv, notes, ...rest] = sheets(writeTemplate({ lang }));
      if (!lv || !notes) throw new Error("sheets missing");
      expect(rest).toEqual([]);
      expect(lv.name).toBe("LV");
      expect(notes.name).toBe(lang === "de" ? "Hinweise" : "Notes");
      expect(textAt(lv, 1, 0)).toBe(lang === "de" ? "Leistungsverzeichnis" : "Bill of quantities");
      const { blockRows, headerRow, firstRow } = TEMPLATE_LAYOUT;
      expect(Object.values(blockRows).map((row) => textAt(lv, row, 0))).toEqual(BLOCK[lang]);
      expect(cell(lv, blockRows.currency, 1)).toMatchObject({ kind: "text", value: "EUR" });
      expect(cell(lv, blockRows.vatRate, 1)).toMatchObject({ kind: "number", value: "19" });
      const c = LABELS[lang].columns;
      const titles = [c.oz, c.kind, c.shortText, c.longText, c.quantity, c.unit, c.unitPrice];
      expect(titles.map((_, column) => textAt(lv, headerRow, column))).toEqual(titles);
      // The example: two sections, three items under the first (one of them a Bedarfsposition), one under the second.
      const k = LABELS[lang].kinds;
      const example = [...Array(6).keys()].map((i) => [
        textAt(lv, firstRow + i, 0),
        textAt(lv, firstRow + i, 1),
      ]);
      expect(example).toEqual([
        ["01", k.section],
        ["01.0010", k.normal],
        ["01.0020", k.normal],
        ["01.0030", k.provisionalWithoutTotal],
        ["02", k.section],
        ["02.0010", k.normal],
      ]);
      expect(textAt(lv, firstRow + 1, 3)).toContain("\n");
      expect(cell(lv, firstRow + 2, 4)).toMatchObject({ kind: "number", value: "125.5" });
      expect(cell(lv, firstRow, 4)).toBeUndefined();
      const said = allText(notes);
      for (const title of titles) expect(said).toContain(title);
      for (const label of BLOCK[lang]) expect(said).toContain(label);
      for (const kind of TEMPLATE_KINDS) expect(said).toContain(LABELS[lang].kinds[kind]);
      expect(said).toContain("01.02.0010");
      expect(said).toContain(lang === "de" ? "1.234,5" : "1,234.5");
    });
  }

  it("formats the whole OZ column as text: the cells written and the ones below", () => {
    const bytes = writeTemplate({ lang: "de" });
    const [lv] = sheets(bytes);
    if (!lv) throw new Error("no LV");
    for (let row = TEMPLATE_LAYOUT.firstRow; row < TEMPLATE_LAYOUT.firstRow + 6; row++)
      expect(cell(lv, row, 0)?.kind).toBe("text");
    const files = unzipSync(bytes);
    const sheetXml = strFromU8(files["xl/worksheets/sheet1.xml"] as Uint8Array);
    const style = /<col min="1" max="1"[^>]* style="(\d+)"/.exec(sheetXml)?.[1];
    expect(style).toBeDefined();
    const formats = [
      ...strFromU8(files["xl/styles.xml"] as Uint8Array).matchAll(
        /<xf numFmtId="(\d+)" fontId="\d+" fillId/g,
      ),
    ].map((m) => m[1]);
    // numFmt 49 is "@", text: what is typed is kept as typed.
    expect(formats[Number(style)]).toBe("49");
  });

  const soffice = findSoffice();
  const pdftotext = findPdftotext();
  it.runIf(soffice)("keeps an OZ typed into LibreOffice below the example as text (01 stays 01)", () => {
    const [saved] = editWithLibreOffice(
      soffice as string,
      [
        {
          xlsx: writeTemplate({ lang: "de" }),
          steps: [
            { type: "typed", cell: "A20", value: "03" },
            { type: "typed", cell: "A21", value: "03.0010" },
            { type: "typed", cell: "E21", value: "12,5" },
          ],
        },
      ],
      "de-DE",
    );
    const [lv] = sheets(saved as Uint8Array);
    if (!lv) throw new Error("no LV");
    expect(cell(lv, 20, 0)).toMatchObject({ kind: "text", value: "03" });
    expect(cell(lv, 21, 0)).toMatchObject({ kind: "text", value: "03.0010" });
    // The quantity column keeps the program's number format: a typed quantity is a number.
    expect(cell(lv, 21, 4)).toMatchObject({ kind: "number", value: "12.5" });
  });

  it.runIf(soffice && pdftotext)(
    "opens and prints in LibreOffice with every label, in both languages",
    () => {
      const printed = printWithLibreOffice(soffice as string, pdftotext as string, {
        Vorlage: writeTemplate({ lang: "de" }),
        Template: writeTemplate({ lang: "en" }),
      });
      for (const [name, lang] of [
        ["Vorlage", "de"],
        ["Template", "en"],
      ] as const) {
        const pdf = printed.get(name);
        expect(pdf?.pages).toBe(2);
        const words = (pdf?.words ?? []).map((word) => word.text).join(" ");
        const c = LABELS[lang].columns;
        for (const label of [...BLOCK[lang], c.oz, c.shortText, c.longText, c.quantity, c.unitPrice])
          expect(words).toContain(label);
        expect(words).toContain(lang === "de" ? "Hinweise zur Vorlage" : "Notes on the template");
      }
    },
  );
});

describe("gaeb2xlsx template", () => {
  it("writes the template to -o in the language asked for, and nothing beside it", async () => {
    const dir = workspace();
    const target = join(dir, "Meine Vorlage.xlsx");
    const result = await runCli(["template", "-o", target, "--lang", "en"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(`Wrote ${target}: template for a bill of quantities.\n`);
    expect(readdirSync(dir)).toEqual(["Meine Vorlage.xlsx"]);
    const [lv] = sheets(new Uint8Array(readFileSync(target)));
    expect(lv && textAt(lv, 1, 0)).toBe("Bill of quantities");
  });

  it("names the file by its language when no -o is given", async () => {
    const dir = workspace();
    const before = process.cwd();
    process.chdir(dir);
    try {
      expect((await runCli(["template"])).code).toBe(0);
      expect((await runCli(["template", "--lang", "en"])).code).toBe(0);
    } finally {
      process.chdir(before);
    }
    expect(readdirSync(dir).sort()).toEqual(["Template.xlsx", "Vorlage.xlsx"]);
  });

  it("replaces an existing file whole, by renaming a finished temporary file over it", async () => {
    const dir = workspace();
    const target = join(dir, "Vorlage.xlsx");
    writeFileSync(target, "old");
    expect((await runCli(["template", "-o", target])).code).toBe(0);
    expect(readFileSync(target).subarray(0, 2).toString()).toBe("PK");
    expect(readdirSync(dir)).toEqual(["Vorlage.xlsx"]);
  });

  it("refuses an input file and an unknown language with the usage, and writes nothing", async () => {
    const dir = workspace();
    for (const args of [
      ["template", "Vorlage.xlsx"],
      ["template", "--lang", "fr", "-o", join(dir, "x.xlsx")],
    ]) {
      const result = await runCli(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Usage: gaeb2xlsx template");
    }
    expect(existsSync(join(dir, "x.xlsx"))).toBe(false);
    expect((await runCli(["template", "--help"])).stdout).toContain("--lang de|en");
    expect((await runCli(["--help"])).stdout).toContain("gaeb2xlsx template");
  });

  it("reports a target it cannot write in one sentence, exit 1", async () => {
    const dir = workspace();
    const result = await runCli(["template", "-o", join(dir, "missing", "Vorlage.xlsx")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Vorlage\.xlsx: kann nicht geschrieben werden \(ENOENT\)\./);
  });
});
