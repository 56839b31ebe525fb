import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type ExcelJS from "exceljs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { writeTemplate } from "../src/xlsx/template.js";
import { runCli } from "./support/cli.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { workbookOf } from "./support/import-sheets.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";
import { editWithExcelJs, entries, itemsByOz, readDocument } from "./support/offer.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-cli-from-xlsx-"));
  dirs.push(dir);
  return dir;
}

describe("gaeb2xlsx from-xlsx: refusals before reading", () => {
  it("answers a wrong extension or a bad --map with exit 2, what is wrong and the usage, and writes nothing", async () => {
    const dir = workspace();
    const book = join(dir, "Mappe.xlsx");
    writeFileSync(book, writeTemplate());
    for (const [args, said] of [
      [["-o", join(dir, "LV.xml")], "Nennen Sie sie .X81 (Leistungsverzeichnis ohne Preise), .X83"],
      [["-o", join(dir, "LV.X83"), "--map", "oz=A,menge=E"], "„menge“ ist keine Spalte des LV"],
      [["-o", join(dir, "LV.X83"), "--map", "oz=A,short=A"], "Spalte A ist oz und short zugleich zugeordnet"],
    ] as const) {
      const result = await runCli(["from-xlsx", book, ...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(said);
      expect(result.stderr).toContain("Usage: gaeb2xlsx from-xlsx BOOK.xlsx -o LV.X8N");
    }
    expect(readdirSync(dir)).toEqual(["Mappe.xlsx"]);
    expect((await runCli(["from-xlsx", "--help"])).stdout).toContain("--map MAP");
    expect((await runCli(["--help"])).stdout).toContain("gaeb2xlsx from-xlsx BOOK.xlsx");
  });

  it("refuses a workbook it cannot read with exit 1 and no file", async () => {
    const dir = workspace();
    const book = join(dir, "Mappe.xlsx");
    writeFileSync(book, "no workbook");
    const result = await runCli(["from-xlsx", book, "-o", join(dir, "LV.X83"), "--lang", "en"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("This is not a readable Excel workbook (.xlsx).");
    expect(result.stderr).toContain(`${join(dir, "LV.X83")} not written (reasons above).`);
    expect(readdirSync(dir)).toEqual(["Mappe.xlsx"]);
  });
});

/** A row of the LV sheet as the planner types it: OZ, Art, Kurztext, Langtext, Menge, Einheit, EP. */
type Typed = [
  string,
  string,
  string,
  string,
  number | string | { formula: string; result: number } | null,
  string,
  number | null,
];

const ROWS: Typed[] = [
  ["01", "Bereich", "Rohbau", "", null, "", null],
  ["01.01", "Bereich", "Erdarbeiten", "", null, "", null],
  ["01.01.0010", "", "Baustelle einrichten", "Baustelle einrichten,\nvorhalten und räumen.", 1, "psch", 2500],
  [
    "01.01.0020",
    "Bedarfsposition ohne GB",
    "Wasserhaltung",
    "Pumpensumpf mit Tauchpumpe.",
    { formula: "8*5", result: 40 },
    "h",
    45.5,
  ],
  ["01.02", "Bereich", "Beton", "", null, "", null],
  [
    "01.02.0010",
    "Normalposition",
    "Bodenplatte C25/30",
    "Stahlbeton C25/30,\nDicke 25 cm.",
    "1.234,5",
    "m²",
    38.25,
  ],
  ["02", "Bereich", "Ausbau", "", null, "", null],
  ["02.01", "Bereich", "Trockenbau", "", null, "", null],
  ["02.01.0010", "Pauschalposition", "Montagewand", "Metallständerwand, 100 mm.", 86.125, "m²", 52.3],
];

/** The template filled in with ExcelJS (title block and the rows above, over the example), as another program would. */
function fill(sheet: ExcelJS.Worksheet): void {
  const block = ["Neubau Kita Sonnenschein", "Los 1 Rohbau", "Stadt Musterstadt", "EUR"];
  block.forEach((value, i) => {
    sheet.getCell(3 + i, 2).value = value;
  });
  sheet.getCell(7, 2).value = 19;
  ROWS.forEach((row, r) => {
    row.forEach((value, c) => {
      sheet.getCell(10 + r, 1 + c).value = value === "" ? null : value;
    });
  });
}

const soffice = findSoffice();

describe.runIf(soffice)("gaeb2xlsx from-xlsx: the template filled in and saved by LibreOffice", () => {
  let book: Uint8Array;
  beforeAll(async () => {
    const filled = await editWithExcelJs(writeTemplate({ lang: "de" }), fill);
    // One more item typed into Calc below the rest, as a person would: the OZ stays text in the OZ column.
    const typed = [
      { type: "typed", cell: "A19", value: "02.01.0020" },
      { type: "text", cell: "C19", value: "Türzarge" },
      { type: "typed", cell: "E19", value: "12,5" },
      { type: "text", cell: "F19", value: "Stk" },
      { type: "typed", cell: "G19", value: "89,9" },
    ] as const;
    [book] = editWithLibreOffice(soffice as string, [{ xlsx: filled, steps: typed }], "de-DE") as [
      Uint8Array,
    ];
  });

  const expected = [
    "01.01.0010 | Baustelle einrichten | 1 | psch | 2500",
    "01.01.0020 | Wasserhaltung | 40 | h | 45.5",
    "01.02.0010 | Bodenplatte C25/30 | 1234.5 | m² | 38.25",
    "02.01.0010 | Montagewand | 86.125 | m² | 52.3",
    "02.01.0020 | Türzarge | 12.5 | Stk | 89.9",
  ];

  /** Each item read back: OZ, short text, quantity, unit, unit price, numbers without their trailing zeros. */
  function lines(bytes: Uint8Array, name: string): string[] {
    const plain = (value: { toPlainString(): string } | undefined) =>
      value ? String(Number(value.toPlainString())) : "";
    return [...itemsByOz(readDocument(name, bytes)).values()].map((item) =>
      item.kind === "item"
        ? [item.oz, item.shortText, plain(item.quantity), item.unit, plain(item.unitPrice)].join(" | ")
        : `${item.oz} markup`,
    );
  }

  it("writes a valid X84 with the rows' numbers, quantities and prices, and prints columns, counts and total", async () => {
    const dir = workspace();
    const input = join(dir, "LV Kita.xlsx");
    writeFileSync(input, book);
    const output = join(dir, "Angebot.X84");
    const result = await runCli(["from-xlsx", input, "-o", output]);
    expect(result.stderr).toContain(
      "Spalten aus „LV“, Titelzeile 9:\n  A  „OZ“ als OZ\n  B  „Art“ als Art\n",
    );
    expect(result.stderr).toContain("  G  „EP“ als EP\n");
    expect(result.stderr).toContain(
      `${output} geschrieben (GAEB DA XML 3.3, Angebotsabgabe, 5 Bereiche, 5 Positionen).`,
    );
    expect(result.code).toBe(0);
    // 2500 + 47219.63 + 4504.34 + 1123.75; the Bedarfsposition ohne GB (40 h × 45.50) is not in the total.
    expect(result.stdout).toBe("Gesamtsumme netto: 55.347,72 EUR\n");
    const bytes = new Uint8Array(readFileSync(output));
    if (xmllint) expect(validatePhase("84", [{ name: "Angebot.X84", bytes }])).toBe("");
    // An offer carries item numbers, quantities and prices; its texts are the request's (GAEB phase 84).
    expect(lines(bytes, "Angebot.X84")).toEqual(
      expected.map((line) => line.replace(/ \| [^|]+ \| ([^|]+) \| [^|]+ \| /, " |  | $1 |  | ")),
    );
    expect(readDocument("Angebot.X84", bytes).project.name).toBe("Neubau Kita Sonnenschein");
    expect(readdirSync(dir).sort()).toEqual(["Angebot.X84", "LV Kita.xlsx"]);
  });

  it("writes a request (X83) and a bill of quantities (X81) from it, valid, with texts, kinds and sections", async () => {
    const dir = workspace();
    const input = join(dir, "LV.xlsx");
    writeFileSync(input, book);
    for (const phase of ["83", "81"] as const) {
      const output = join(dir, `LV.X${phase}`);
      const result = await runCli([
        "from-xlsx",
        input,
        "-o",
        output,
        "--project",
        "Kita Süd",
        "--lang",
        "en",
      ]);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain(`Wrote ${output} (GAEB DA XML 3.3, `);
      expect(result.stderr).toContain(", 5 sections, 5 items).");
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(
        "gaeb2xlsx: warning: the workbook's unit prices (net total 55,347.72 EUR) are not in the file: the phase “",
      );
      const bytes = new Uint8Array(readFileSync(output));
      if (xmllint) expect(validatePhase(phase, [{ name: `LV.X${phase}`, bytes }])).toBe("");
      expect(lines(bytes, `LV.X${phase}`)).toEqual(
        expected.map((line) => line.replace(/ \| [\d.]+$/, " | ")),
      );
      const read = readGaeb({ name: `LV.X${phase}`, bytes });
      expect(read.ok && read.value.project.name).toBe("Kita Süd");
    }
    const document = readDocument("LV.X83", new Uint8Array(readFileSync(join(dir, "LV.X83"))));
    expect(document.project.name).toBe("Kita Süd");
    expect(document.boq?.info.label ?? document.boq?.info.name).toBe("Los 1 Rohbau");
    expect(document.award.currency).toBe("EUR");
    const items = itemsByOz(document);
    const item = (oz: string) => {
      const found = items.get(oz);
      if (found?.kind !== "item") throw new Error(`${oz} missing`);
      return found;
    };
    expect(item("01.01.0020").flags.provisional).toBe("withoutTotal");
    expect(item("02.01.0010").flags.lumpSum).toBe(true);
    expect(renderPlain(item("01.02.0010").longText, PLAIN_LABELS)).toBe("Stahlbeton C25/30,\nDicke 25 cm.");
    const sections = [...entries(document.boq?.body ?? [])].filter((entry) => entry.kind === "section");
    expect(
      sections.map((section) => `${section.oz} ${section.kind === "section" ? section.title : ""}`),
    ).toEqual(["01 Rohbau", "01.01 Erdarbeiten", "01.02 Beton", "02 Ausbau", "02.01 Trockenbau"]);
  });
});

describe("gaeb2xlsx from-xlsx: a foreign sheet whose columns are unclear", () => {
  const rows = [
    ["Pos.", "Bezeichnung", "Text", "Menge", "ME"],
    ["1", "Erdarbeiten", null, null, null],
    ["1.10", "Oberboden abtragen", "Oberboden 20 cm abtragen.", 450, "m²"],
    ["1.20", "Baugrube ausheben", "Aushub bis 1,25 m.", 125.5, "m³"],
  ];

  it("prints the titles by letter and a --map to start from, exit 1 and no file; with the map it converts", async () => {
    const dir = workspace();
    const input = join(dir, "Eigene Liste.xlsx");
    writeFileSync(input, await workbookOf({ Tabelle1: rows }));
    const output = join(dir, "LV.X83");
    const asked = await runCli(["from-xlsx", input, "-o", output, "--lang", "en"]);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain(
      'The columns of "Tabelle1" cannot be told with certainty. The titles in row 1:\n  A  Pos.\n  B  Bezeichnung\n  C  Text\n  D  Menge\n  E  ME\nName the columns with --map, e.g.:\n',
    );
    expect(asked.stderr).toContain(
      `  gaeb2xlsx from-xlsx '${input}' -o ${output} --sheet Tabelle1 --map oz=?,short=?,long=?,qty=D,unit=?,price=? --lang en\n`,
    );
    expect(asked.stderr).toContain("Replace each ? by the column's letter, or leave the key out");
    expect(existsSync(output)).toBe(false);
    const mapped = await runCli([
      "from-xlsx",
      input,
      "-o",
      output,
      "--map",
      "oz=A,short=B,long=C,qty=D,unit=E",
    ]);
    // Each column as the map gives it (with the title found there, where the import reports one).
    for (const [letter, title, as] of [
      ["A", "Pos\\.", "OZ"],
      ["B", "Bezeichnung", "Kurztext"],
      ["C", "Text", "Langtext"],
    ] as const)
      expect(mapped.stderr).toMatch(new RegExp(`\n  ${letter}  („${title}“|\\(laut --map\\)) als ${as}\n`));
    expect(mapped.code).toBe(0);
    const document = readDocument("LV.X83", new Uint8Array(readFileSync(output)));
    expect([...itemsByOz(document).keys()]).toEqual(["1.10", "1.20"]);
    if (xmllint) expect(validatePhase("83", [{ name: "LV.X83", bytes: readFileSync(output) }])).toBe("");
  });
});

describe("gaeb2xlsx from-xlsx: every column of a planner's sheet accounted for", () => {
  it("lists the columns in the sheet's order: taken, taken by a guess, and not taken", async () => {
    const dir = workspace();
    const input = join(dir, "Planer.xlsx");
    writeFileSync(
      input,
      await workbookOf({
        LV: [
          ["Pos.", "Kurztext", "Bemerkung", "Menge", "ME", "Kostengruppe"],
          ["1.10", "Baustelle einrichten", "Pauschal – siehe Plan A-101", 1, "psch", "391"],
          ["1.20", "Oberboden abtragen", "lt. Bodengutachten", 120, "m3", "311"],
        ],
      }),
    );
    const output = join(dir, "LV.X83");
    for (const [lang, listed, said] of [
      [
        "de",
        [
          "Spalten aus „LV“, Titelzeile 1:",
          "  A  „Pos.“ als OZ",
          "  B  „Kurztext“ als Kurztext",
          "  C  „Bemerkung“ als Art (vermutet: die Spalte nennt Positionsarten)",
          "  D  „Menge“ als Menge",
          "  E  „ME“ als Einheit",
          "  F  „Kostengruppe“: nicht übernommen",
        ],
        "Spalte C „Bemerkung“: Die Positionsarten darin wurden übernommen, die Anmerkungen in den Zeilen 2–3 nicht",
      ],
      [
        "en",
        [
          'Columns of "LV", title row 1:',
          '  A  "Pos." as item no.',
          '  C  "Bemerkung" as type (a guess: the column names item kinds)',
          '  F  "Kostengruppe": not taken',
        ],
        "column C “Bemerkung”: the item kinds in it were taken, the notes in rows 2–3 were not",
      ],
    ] as const) {
      const result = await runCli(["from-xlsx", input, "-o", output, "--lang", lang]);
      expect(result.code).toBe(0);
      for (const line of listed) expect(result.stderr).toContain(`${line}\n`);
      expect(result.stderr).toContain(said);
    }
  });
});
