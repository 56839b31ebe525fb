import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { escapeText, rawWorkbook } from "../bench/generate-sheets.mjs";
import { convertToXlsx } from "../src/convert.js";
import { importWorkbook } from "../src/index.js";
import type { Item } from "../src/model.js";
import { readXlsx } from "../src/workbook/xlsx-reader.js";
import { walk } from "./support/edited.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

const inline = (ref: string, runs: string) => `<c r="${ref}" t="inlineStr"><is>${runs}</is></c>`;
const t = (text: string) => `<t xml:space="preserve">${text}</t>`;

/** Column A's texts of the first sheet by row, as the reader hands them on. */
function columnA(xlsx: Uint8Array): string[] {
  const [sheet] = readXlsx(xlsx);
  return [...(sheet?.rows ?? [])]
    .sort(([a], [b]) => a - b)
    .map(([, cells]) => cells.get(0)?.value ?? "<none>");
}

describe("Excel's escapes in a cell's text (_xHHHH_)", () => {
  // As they stand in the XML: the shared strings are written without any further escaping.
  const ESCAPED = [
    "Zeile 1_x000D_\nZeile 2",
    "Tab_x0009_und_x000a_LF",
    "wörtlich _x005F_x000D_ bleibt",
    "Klingel_x0007_ und _x0000_ und _xFFFF_ fallen weg",
    "Paar _xD83D__xDE00_, halbes _xD800_ fällt weg",
    "kein Escape: _x12_ _X000D_ x000D_",
  ];
  const DECODED = [
    "Zeile 1\r\nZeile 2",
    "Tab\tund\nLF",
    "wörtlich _x000D_ bleibt",
    "Klingel und  und  fallen weg",
    "Paar 😀, halbes  fällt weg",
    "kein Escape: _x12_ _X000D_ x000D_",
  ];

  it("are decoded in shared strings, left to right, and what XML cannot carry is dropped", () => {
    const xlsx = rawWorkbook({
      sheets: [
        {
          name: "LV",
          rows: ESCAPED.map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`).join(
            "",
          ),
        },
      ],
      strings: ESCAPED,
    });
    expect(columnA(xlsx)).toEqual(DECODED);
  });

  it("are decoded in inline strings, in each run of rich text, and in a formula's text result", () => {
    const rows = [
      inline("A1", t(escapeText(ESCAPED[0] ?? ""))),
      inline("A2", `<r><rPr><b/></rPr>${t("fett_x000D_")}</r><r>${t("\nnormal_x005F_x0009_")}</r>`),
      // A run boundary is no part of an escape: "_x00" + "0D_" stays as it is.
      inline("A3", `<r>${t("halb_x00")}</r><r>${t("0D_")}</r>`),
      `<c r="A4" t="str"><f>A1&amp;"_x000D_"</f><v>Formel_x000D_</v></c>`,
      `<c r="A5"><v>12.5</v></c>`,
    ].map((cell, i) => `<row r="${i + 1}">${cell}</row>`);
    const xlsx = rawWorkbook({ sheets: [{ name: "LV", rows: rows.join("") }] });
    expect(columnA(xlsx)).toEqual([
      "Zeile 1\r\nZeile 2",
      "fett\r\nnormal_x0009_",
      "halb_x000D_",
      "Formel\r",
      "12.5",
    ]);
  });

  it("in a sheet of one's own do not reach the LV: a carriage return becomes a line end", () => {
    const xlsx = rawWorkbook({
      sheets: [
        {
          name: "LV",
          rows:
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>' +
            '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2" t="s"><v>5</v></c><c r="C2"><v>12</v></c><c r="D2" t="s"><v>6</v></c></row>',
        },
      ],
      strings: ["Pos.", "Bezeichnung", "Menge", "ME", "1.10", "Mauerwerk_x000D_\nKS 17,5 cm", "m2"],
    });
    const result = importWorkbook({ name: "LV.xlsx", bytes: xlsx });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const [first] = [...walk(result.value.document.boq?.body ?? [])].filter(
      (entry): entry is Item => entry.kind === "item",
    );
    expect(JSON.stringify(first)).not.toContain("_x000D_");
    expect(JSON.stringify(first)).not.toContain("\\r");
    expect(first?.shortText).toBe("Mauerwerk");
  });

  it("that a GAEB text holds literally are written escaped by our workbook and read back unchanged", () => {
    const request = gaebXml({
      body: category("01", "Rohbau", item("0010", "<Qty>1.000</Qty><QU>St</QU>", "Code _x000D_ wörtlich")),
    });
    const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(request) }]);
    if (!converted.ok) throw new Error("not converted");
    const strings = strFromU8(unzipSync(converted.xlsx)["xl/sharedStrings.xml"] ?? new Uint8Array());
    expect(strings).toContain("Code _x005F_x000D_ wörtlich");
    const texts = readXlsx(converted.xlsx).flatMap((sheet) =>
      [...sheet.rows.values()].flatMap((cells) => [...cells.values()].map((cell) => cell.value)),
    );
    expect(texts).toContain("Code _x000D_ wörtlich");
    // Our own workbook, untouched, gives back the request's text.
    const result = importWorkbook({ name: "LV.xlsx", bytes: converted.xlsx });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const back = [...walk(result.value.document.boq?.body ?? [])].find((entry) => entry.kind === "item");
    expect(back?.kind === "item" && back.shortText).toBe("Code _x000D_ wörtlich");
  });
});
