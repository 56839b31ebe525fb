import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { rawWorkbook } from "../bench/generate-sheets.mjs";
import { convertToXlsx } from "../src/convert.js";
import { importWorkbook } from "../src/index.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { TypedCells } from "../src/workbook/typed-cells.js";
import { cellNumber, cellRate } from "../src/workbook/typed-number.js";
import { readXlsx } from "../src/workbook/xlsx-reader.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { fillWithExcelJs } from "./support/offer.js";

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe("a formula cell saved without its result", () => {
  it("is read as an empty text with a formula, and a cell without value or formula as no cell", () => {
    const xlsx = rawWorkbook({
      sheets: [
        {
          name: "LV",
          rows:
            `<row r="10">${inline("A10", "Summe")}<c r="G10"><f>SUM(G5:G9)</f></c>` +
            `<c r="H10" t="str"><f>A10&amp;""</f><v></v></c><c r="I10" s="3"/><c r="J10" t="s"/>` +
            `<c r="K10"><f>1+1</f><v>2</v></c></row>`,
        },
      ],
      strings: ["nicht gemeint"],
    });
    const cells = readXlsx(xlsx)[0]?.rows.get(10);
    expect(Object.fromEntries(cells ?? [])).toEqual({
      0: { kind: "text", value: "Summe", formula: false },
      6: { kind: "text", value: "", formula: true },
      7: { kind: "text", value: "", formula: true },
      10: { kind: "number", value: "2", formula: true },
    });
  });

  it("gives no number, rate or figure, and no problem, as no cell gives none", () => {
    const empty = { kind: "text", value: "", formula: true } as const;
    expect(cellNumber(empty)).toBeUndefined();
    expect(cellRate({ ...empty, percent: true })).toBeUndefined();
    const issues: never[] = [];
    const typed = new TypedCells("LV", undefined, issues);
    expect(
      typed.readCell(empty, 6, 10, "01.0010", { decimals: 3, negative: false, wholeDigits: 10 }),
    ).toBeUndefined();
    expect(issues).toEqual([]);
  });
});

/** A sheet of one's own: title block, title row, two items, a sum row; `formulas` adds cells as openpyxl saves them. */
function foreignSheet(formulas: boolean): Uint8Array {
  const uncached = (ref: string, formula: string) => (formulas ? `<c r="${ref}"><f>${formula}</f></c>` : "");
  const rows = [
    `<row r="1">${inline("A1", "Projekt")}${uncached("B1", "Deckblatt!B2")}${inline("C1", "Neubau Kita")}</row>`,
    `<row r="3">${inline("A3", "Pos.")}${inline("B3", "Bezeichnung")}${inline("C3", "Menge")}${inline("D3", "ME")}${inline("E3", "EP")}${inline("F3", "GP")}</row>`,
    `<row r="4">${inline("A4", "1.10")}${inline("B4", "Mauerwerk")}<c r="C4"><v>12.5</v></c>${inline("D4", "m2")}<c r="E4"><v>40</v></c>${uncached("F4", "C4*E4")}</row>`,
    `<row r="5">${inline("A5", "1.20")}${inline("B5", "Tür")}<c r="C5"><v>2</v></c>${inline("D5", "St")}<c r="E5"><v>350</v></c>${uncached("F5", "C5*E5")}</row>`,
    `<row r="6">${uncached("F6", "SUM(F4:F5)")}</row>`,
    // Filled down far below the table, as a template's formula column is: no rows of the LV.
    ...Array.from(
      { length: formulas ? 60_000 : 0 },
      (_, i) => `<row r="${i + 7}">${uncached(`F${i + 7}`, `C${i + 7}*E${i + 7}`)}</row>`,
    ),
  ];
  return rawWorkbook({ sheets: [{ name: "LV", rows: rows.join("") }] });
}

/** Our own workbook with every formula's result taken out (as openpyxl saves it), or with the formulas gone. */
function withoutResults(xlsx: Uint8Array, formulas: "uncached" | "removed"): Uint8Array {
  const files = unzipSync(xlsx);
  for (const name of Object.keys(files)) {
    if (!name.startsWith("xl/worksheets/")) continue;
    const xml = strFromU8(files[name] ?? new Uint8Array());
    const changed =
      formulas === "uncached"
        ? xml.replace(
            /(<c [^>]*?)( t="(?:str|n|b|e)")?>(<f[^>]*>[^<]*<\/f>|<f[^>]*\/>)<v>[^<]*<\/v><\/c>/g,
            "$1>$3</c>",
          )
        : xml.replace(/<c [^>]*>(<f[^>]*>[^<]*<\/f>|<f[^>]*\/>)(<v>[^<]*<\/v>)?<\/c>/g, "");
    files[name] = strToU8(changed);
  }
  return zipSync(files);
}

describe("formula cells without their results in a workbook are read as if they were not there", () => {
  it("a sheet of one's own: its title block, items, sum row and a formula column filled down 60,000 rows", () => {
    for (const phase of ["83", "84"] as const) {
      const plain = importWorkbook({ name: "LV.xlsx", bytes: foreignSheet(false) }, { phase });
      const withFormulas = importWorkbook({ name: "LV.xlsx", bytes: foreignSheet(true) }, { phase });
      expect(plain.ok).toBe(true);
      expect(withFormulas).toEqual(plain);
      expect(plain.ok && plain.value.document.project.name).toBe("Neubau Kita");
    }
  });

  it("our own workbook, priced, for the import (83, 84) and the offer job", async () => {
    const request = gaebXml({
      body: category(
        "01",
        "Rohbau",
        item("0010", "<Qty>10.000</Qty><QU>m2</QU>", "Mauerwerk") +
          item("0020", "<Qty>2.000</Qty><QU>St</QU>", "Tür"),
      ),
    });
    const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(request) }]);
    if (!converted.ok) throw new Error("not converted");
    const priced = await fillWithExcelJs(converted.xlsx, (oz, column) =>
      column === "EP" ? { "01.0010": 40, "01.0020": 350 }[oz] : undefined,
    );
    const uncached = withoutResults(priced, "uncached");
    const removed = withoutResults(priced, "removed");
    expect(strFromU8(unzipSync(uncached)["xl/worksheets/sheet1.xml"] ?? new Uint8Array())).toMatch(
      /<f>[^<]+<\/f><\/c>/,
    );
    for (const phase of ["83", "84"] as const) {
      const options = { phase, bidder: "Bieter GmbH" };
      expect(importWorkbook({ name: "LV.xlsx", bytes: uncached }, options)).toEqual(
        importWorkbook({ name: "LV.xlsx", bytes: removed }, options),
      );
    }
    const offer = offerFromWorkbook(
      { name: "LV.xlsx", bytes: uncached },
      { bidder: "Bieter GmbH", date: "2026-11-26T07:00:00Z" },
    );
    expect(offer.ok).toBe(true);
    expect(offer).toEqual(
      offerFromWorkbook(
        { name: "LV.xlsx", bytes: removed },
        { bidder: "Bieter GmbH", date: "2026-11-26T07:00:00Z" },
      ),
    );
  });
});
