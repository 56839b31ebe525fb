import { describe, expect, it } from "vitest";
import { formatIssue } from "../src/messages/index.js";
import type { Item } from "../src/model.js";
import { requireCorpus } from "./support/corpus.js";
import { importBook, requestBook, sheetRows, walk } from "./support/edited.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI) throw new Error("LibreOffice (soffice) is required in CI");
  process.stderr.write("\n*** Edited workbook refusals suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Edited workbook refusals suite");

/** OZ mask 99.9999.X: one two-digit level, four-digit items, an index. */
const REQUEST = "real-world/LV_Los01.X83";

/** New rows right below the header, each an OZ with a short text; returns the steps and the rows they end in. */
function newRows(header: number, shortColumn: string, ozs: string[]): Step[] {
  const first = header + 1;
  return [
    ...ozs.map((): Step => ({ type: "insertRow", index: first - 1 })),
    ...ozs.flatMap((oz, i): Step[] => [
      { type: "text", cell: `A${first + i}`, value: oz },
      { type: "text", cell: `${shortColumn}${first + i}`, value: `Neue Zeile ${i + 1}` },
    ]),
  ];
}

describe.runIf(soffice && corpus)("an edited workbook that cannot become an LV (Calc-saved)", () => {
  const { xlsx, request } = requestBook(REQUEST);
  const l = sheetRows(xlsx);
  const items = [...walk(request.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
  const [first, second, third] = items;
  if (!first || !second || !third) throw new Error("too few items");
  const ozs = ["01.12345", "7.7.7.7", first.oz, "01.0555", "1.555", "09.0010"];
  const firstRow = l.header + 1;
  const moved = (oz: string) => (l.rows.get(oz)?.[0] ?? 0) + ozs.length;
  const steps: Step[] = [
    { type: "text", cell: `${l.column("Menge")}${l.rows.get(second.oz)?.[0]}`, value: "zwölf" },
    { type: "text", cell: `${l.column("Art")}${l.rows.get(second.oz)?.[0]}`, value: "Wunschposition" },
    { type: "number", cell: `${l.column("Menge")}${l.rows.get(third.oz)?.[0]}`, value: "1.23456" },
    ...newRows(l.header, l.column("Kurztext"), ozs),
  ];
  const noHeader: Step[] = [{ type: "text", cell: `A${l.header}`, value: "Nummer" }];
  const saved = soffice
    ? editWithLibreOffice(soffice, [
        { xlsx, steps },
        { xlsx, steps: noHeader },
      ])
    : [];
  // Below the table the cells have no text format: Calc in German takes "1.1.10" for a date.
  const below = l.last + 1;
  const [dated] = soffice
    ? editWithLibreOffice(
        soffice,
        [{ xlsx, steps: [{ type: "typed", cell: `A${below}`, value: "1.1.10" }] }],
        "de-DE",
      )
    : [];

  it("refuses OZs outside the mask, doubled OZs, items without their section and text for a number, naming cells", () => {
    const result = importBook(saved[0] as Uint8Array);
    expect(result.ok).toBe(false);
    const byCode = (code: string) => result.issues.filter((issue) => issue.code === code);
    const outside = byCode("import_oz_outside_mask");
    expect(outside.map((issue) => issue.params?.cell)).toEqual([`A${firstRow}`, `A${firstRow + 1}`]);
    expect(outside[0]?.params).toMatchObject({ oz: "01.12345", mask: "01.0001", sheet: l.sheet });
    expect(formatIssue(outside[0] as (typeof outside)[0], "de")).toContain(
      `Zelle A${firstRow}: Die OZ 01.12345 passt nicht zur OZ-Maske des Leistungsverzeichnisses (Aufbau wie 01.0001)`,
    );
    expect(formatIssue(outside[1] as (typeof outside)[0], "en")).toContain(
      `cell A${firstRow + 1}: item number 7.7.7.7`,
    );
    // A row with an item's OZ, and a new OZ twice ("1.555" is "01.0555" without its zeros).
    const doubled = byCode("import_oz_duplicate");
    expect(doubled.map((issue) => [issue.path, issue.params?.cells])).toEqual([
      [first.oz, `A${firstRow + 2}, A${moved(first.oz)}`],
      ["01.0555", `A${firstRow + 3}, A${firstRow + 4}`],
    ]);
    expect(byCode("import_edited_section_missing")).toMatchObject([
      { path: "09.0010", params: { section: "09", cell: `A${firstRow + 5}` } },
    ]);
    const number = byCode("import_number_invalid");
    expect(number).toMatchObject([
      { path: second.oz, params: { cell: `${l.column("Menge")}${moved(second.oz)}`, value: "zwölf" } },
      {
        path: third.oz,
        params: { cell: `${l.column("Menge")}${moved(third.oz)}`, value: "1.23456", places: 3 },
      },
    ]);
    expect(formatIssue(number[1] as (typeof number)[0], "de")).toContain(
      "1,23456 hat mehr als die 3 Nachkommastellen",
    );
    expect(formatIssue(number[0] as (typeof number)[0], "de")).toContain(
      `Blatt „${l.sheet}“, Zelle ${l.column("Menge")}${moved(second.oz)}, Spalte Menge: „zwölf“ ist keine Zahl.`,
    );
    // One code per meaning: the same words as for a foreign sheet, and what the edited workbook does.
    expect(formatIssue(doubled[1] as (typeof doubled)[0], "de")).toContain(
      `Die OZ 01.0555 kommt mehrfach vor, in den Zellen A${firstRow + 3}, A${firstRow + 4}.`,
    );
    const unknown = byCode("import_kind_unknown");
    expect(unknown).toMatchObject([{ severity: "warning", params: { value: "Wunschposition" } }]);
    expect(formatIssue(unknown[0] as (typeof unknown)[0], "en")).toContain(
      "the item keeps its previous type",
    );
  });

  it("says so where a spreadsheet stored a typed OZ as a number or date", () => {
    const result = importBook(dated as Uint8Array);
    expect(result.ok).toBe(false);
    const [issue] = result.issues;
    expect(issue).toMatchObject({
      code: "import_oz_outside_mask",
      params: { cell: `A${below}`, typed: "number" },
    });
    expect(formatIssue(issue as NonNullable<typeof issue>, "de")).toContain(
      "Die Zelle enthält eine Zahl: das Tabellenprogramm hat die Eingabe als Zahl oder Datum gespeichert.",
    );
  });

  it("says which titles it looks for when the header row is gone", () => {
    const result = importBook(saved[1] as Uint8Array);
    expect(result.ok).toBe(false);
    expect(result.issues.map((issue) => issue.code)).toEqual(["import_edited_columns_missing"]);
    expect(formatIssue(result.issues[0] as (typeof result.issues)[0], "en")).toContain(
      "“Item no.” and “Short text”",
    );
  });
});
