import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import type { ImportPhase, ImportResult } from "../src/import/types.js";
import { formatIssue, importWorkbook } from "../src/index.js";
import type { Issue } from "../src/issues.js";
import { writeTemplate } from "../src/xlsx/template.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { workbookOf } from "./support/import-sheets.js";
import { editWithExcelJs, fillWithExcelJs } from "./support/offer.js";

/** Twelve decimals, as a formula's result or a pasted figure has them; GAEB holds three. */
const TOO_PRECISE = 1.123456789012;

const imported = (xlsx: Uint8Array, phase: ImportPhase): ImportResult =>
  importWorkbook({ name: "LV.xlsx", bytes: xlsx }, { phase, bidder: "Bieter GmbH" });

/** The refusals of figures with too many decimals: where, what and which column. */
const refusals = (result: ImportResult) =>
  result.issues
    .filter((issue) => issue.code === "import_number_invalid")
    .map((issue) => [issue.severity, issue.params?.cell, issue.params?.column, issue.params?.reason]);

/** The words every path gives such a figure, in both languages: the file, the item, the sheet and cell. */
function expectWords(issue: Issue | undefined, oz: string, cell: string, column: "qty" | "price") {
  if (!issue) throw new Error("no issue");
  const sheet = String(issue.params?.sheet);
  const [de, en] = column === "qty" ? ["Menge", "quantity"] : ["Einheitspreis", "unit price"];
  expect(formatIssue(issue, "de")).toBe(
    `LV.xlsx, OZ ${oz}: Blatt „${sheet}“, Zelle ${cell}, Spalte ${de}: 1,123456789012 hat mehr als die 3 Nachkommastellen, die GAEB erlaubt. Runden Sie den Wert in der Zelle.`,
  );
  expect(formatIssue(issue, "en")).toBe(
    `LV.xlsx, item no. ${oz}: Sheet “${sheet}”, cell ${cell}, ${en} column: 1.123456789012 has more than the 3 decimals GAEB allows. Round the value in the cell.`,
  );
}

const FOREIGN = (quantity: number, price: number) =>
  workbookOf({
    LV: [
      ["Pos.", "Bezeichnung", "Menge", "ME", "EP"],
      ["1.10", "Mauerwerk", quantity, "m2", price],
      ["1.20", "Tür", 2, "St", 350],
    ],
  });

describe("a quantity or unit price with more decimals than GAEB holds, in a sheet of one's own", () => {
  it("is refused for a request (83), naming the cell, and the price column an X83 does not take is not", async () => {
    const result = imported(await FOREIGN(TOO_PRECISE, TOO_PRECISE), "83");
    expect(result.ok).toBe(false);
    expect(refusals(result)).toEqual([["error", "C2", "qty", "places"]]);
    expectWords(
      result.issues.find((issue) => issue.code === "import_number_invalid"),
      "1.10",
      "C2",
      "qty",
    );
  });

  it("is refused for an offer (84), quantity and unit price, instead of being rounded to 1.123", async () => {
    const result = imported(await FOREIGN(TOO_PRECISE, TOO_PRECISE), "84");
    expect(result.ok).toBe(false);
    expect(refusals(result)).toEqual([
      ["error", "C2", "qty", "places"],
      ["error", "E2", "price", "places"],
    ]);
    expectWords(
      result.issues.filter((issue) => issue.code === "import_number_invalid")[1],
      "1.10",
      "E2",
      "price",
    );
  });

  it("with three decimals, or more that are only zeros, is taken as it is", async () => {
    const result = imported(await FOREIGN(1.125, 12.5), "84");
    expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(result.ok && result.value.summary.total).toBe("714.06");
    const typed = await workbookOf({
      LV: [
        ["Pos.", "Bezeichnung", "Menge", "ME"],
        ["1.10", "Mauerwerk", "1,1250000", "m2"],
      ],
    });
    expect(refusals(imported(typed, "83"))).toEqual([]);
  });
});

describe("a quantity or unit price with more decimals than GAEB holds, in the template", () => {
  it("is refused for an offer (84) with the same words", async () => {
    const template = await editWithExcelJs(writeTemplate({ lang: "de" }), (sheet) => {
      [
        ["01", "Bereich", "Rohbau", null, null, null, null],
        ["01.0010", null, "Mauerwerk", null, TOO_PRECISE, "m2", TOO_PRECISE],
      ].forEach((row, r) => {
        row.forEach((value, c) => {
          sheet.getCell(10 + r, 1 + c).value = value;
        });
      });
    });
    const result = imported(template, "84");
    expect(result.ok).toBe(false);
    expect(refusals(result)).toEqual([
      ["error", "E11", "qty", "places"],
      ["error", "G11", "price", "places"],
    ]);
    const quantity = result.issues.find((issue) => issue.code === "import_number_invalid");
    expect(result.ok || result.mapping).toBeFalsy();
    expectWords(quantity, "01.0010", "E11", "qty");
  });
});

describe("a quantity or unit price with more decimals than GAEB holds, in our own workbook edited", () => {
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
  const edited = () =>
    fillWithExcelJs(converted.xlsx, (oz, column) =>
      oz === "01.0010" && (column === "Menge" || column === "EP") ? TOO_PRECISE : undefined,
    );

  it("is refused for a request (83) and an offer (84) with the same code and words as a sheet of one's own", async () => {
    const xlsx = await edited();
    const request83 = imported(xlsx, "83");
    expect(request83.ok).toBe(false);
    const [quantity] = request83.issues.filter((issue) => issue.code === "import_number_invalid");
    const cell = String(quantity?.params?.cell);
    expect(refusals(request83)).toEqual([["error", cell, "qty", "places"]]);
    expectWords(quantity, "01.0010", cell, "qty");
    const offer = imported(xlsx, "84");
    expect(offer.ok).toBe(false);
    expect(refusals(offer).map(([, , column, reason]) => [column, reason])).toEqual([
      ["qty", "places"],
      ["price", "places"],
    ]);
  });
});
