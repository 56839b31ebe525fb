import { IMPORT_COLUMNS } from "gaeb2xlsx";
import { describe, expect, it } from "vitest";
import {
  chooseColumn,
  columnIndex,
  columnLetter,
  columnMap,
  columnTitles,
  IMPORT_FIELDS,
  initialMapping,
  mappingProblem,
  phaseChoices,
  sheetColumns,
  shortTitle,
} from "./mapping";

const taken = [
  { column: "oz" as const, letter: "A", title: "Pos." },
  { column: "short" as const, letter: "C", title: "Bezeichnung" },
  { column: "qty" as const, letter: "E", title: "Menge" },
];

describe("the mapping step's state", () => {
  it("offers the core's fields in the core's order", () => {
    expect(IMPORT_FIELDS).toEqual(IMPORT_COLUMNS);
  });

  it("counts column letters as a spreadsheet does", () => {
    expect(["A", "Z", "AA", "AZ", "BA", "XFD"].map(columnIndex)).toEqual([0, 25, 26, 51, 52, 16383]);
    for (const index of [0, 25, 26, 51, 52, 701, 702, 16383])
      expect(columnIndex(columnLetter(index))).toBe(index);
  });

  it("preselects what the import took and leaves the other fields without a column", () => {
    expect(initialMapping(taken)).toEqual({
      oz: "A",
      kind: "",
      short: "C",
      long: "",
      qty: "E",
      unit: "",
      price: "",
      total: "",
    });
  });

  it("offers every column from A to one past the last title, in column order, untitled ones too", () => {
    const asked = [
      { letter: "D", title: "GP" },
      { letter: "B", title: "Leistungstext" },
      { letter: "A", title: "Pos." },
    ];
    expect(columnTitles(asked)).toEqual([
      { letter: "A", title: "Pos." },
      { letter: "B", title: "Leistungstext" },
      { letter: "C", title: "" },
      { letter: "D", title: "GP" },
      { letter: "E", title: "" },
    ]);
  });

  it("after a read offers every title of the header row, also of the columns not taken", () => {
    const titles = [
      { letter: "A", title: "Pos." },
      { letter: "B", title: "Bemerkung" },
      { letter: "C", title: "Bezeichnung" },
      { letter: "E", title: "Menge" },
      { letter: "G", title: "Bearbeiter" },
    ];
    expect(columnTitles(titles, taken).map(({ letter, title }) => `${letter} ${title}`)).toEqual([
      "A Pos.",
      "B Bemerkung",
      "C Bezeichnung",
      "D ",
      "E Menge",
      "F ",
      "G Bearbeiter",
      "H ",
    ]);
    // A column the map named past the titles is offered all the same.
    const mapped = [{ column: "long" as const, letter: "J", title: "" }];
    expect(columnTitles(titles, mapped).at(-2)).toEqual({ letter: "J", title: "" });
  });

  it("needs OZ and short text, refuses a column for two fields, and maps only the fields given", () => {
    let choice = initialMapping([]);
    expect(mappingProblem(choice)).toEqual({ kind: "needs" });
    choice = chooseColumn(chooseColumn(choice, "oz", "A"), "short", "B");
    expect(mappingProblem(choice)).toBeNull();
    expect(columnMap(choice)).toEqual({ oz: "A", short: "B" });
    choice = chooseColumn(choice, "qty", "B");
    expect(mappingProblem(choice)).toEqual({ kind: "twice", letter: "B" });
    choice = chooseColumn(choice, "qty", "");
    expect(columnMap(choice)).toEqual({ oz: "A", short: "B" });
  });

  it("lists the taken and the untaken columns together in the sheet's order", () => {
    const untaken = [
      { letter: "AA", title: "Bearbeiter" },
      { letter: "B", title: "Bemerkung" },
    ];
    expect(sheetColumns(taken, untaken).map(({ letter, column }) => `${letter} ${column ?? "-"}`)).toEqual([
      "A oz",
      "B -",
      "C short",
      "E qty",
      "AA -",
    ]);
  });

  it("shows a title on one line, a paragraph shortened at a word", () => {
    expect(shortTitle("  Menge\n(m²) ")).toBe("Menge (m²)");
    expect(
      shortTitle("Hinweise des Planers zur Ausführung,\nzu Nachweisen und zu den beiliegenden Plänen"),
    ).toBe("Hinweise des Planers zur Ausführung, zu…");
    // One long word is cut where it must be.
    expect(Array.from(shortTitle("Ü".repeat(60)))).toHaveLength(40);
  });

  it("offers the X84 only where the sheet has prices", () => {
    expect(phaseChoices({ columns: taken, summary: { total: null } })).toEqual(["83", "81"]);
    const priced = [...taken, { column: "price" as const, letter: "F", title: "EP" }];
    expect(phaseChoices({ columns: priced, summary: { total: "1234.50" } })).toEqual(["83", "81", "84"]);
  });
});
