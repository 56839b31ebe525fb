import { describe, expect, it } from "vitest";
import { workbookBomb } from "../bench/generate-bomb.mjs";
import { rawWorkbook } from "../bench/generate-sheets.mjs";
import { formatIssue, importWorkbook } from "../src/index.js";
import { MAX_IMPORT_ROWS, MAX_SHEET_CELLS } from "../src/limits.js";
import { columnName } from "../src/xlsx/column-letters.js";
import { workbookOf } from "./support/import-sheets.js";

const MB = 1024 * 1024;
const LV = await workbookOf({
  LV: [
    ["Pos.", "Bezeichnung", "Menge", "ME"],
    ["1.10", "Mauerwerk", 12, "m2"],
    ["1.20", "Tür", 1, "St"],
  ],
});

const imported = (xlsx: Uint8Array, sheet?: string) =>
  importWorkbook({ name: "bomb.xlsx", bytes: xlsx }, sheet ? { sheet } : undefined);

describe("a hostile workbook given to the import", () => {
  it("whose sheets state hundreds of megabytes is refused before anything is unpacked, in both languages", () => {
    const bomb = workbookBomb(LV, [
      { name: "Blatt2", bytes: 250 * MB },
      { name: "Blatt3", bytes: 250 * MB },
    ]);
    expect(bomb.length).toBeLessThan(4 * MB);
    const started = performance.now();
    const result = imported(bomb);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: "import_workbook_too_large",
        file: "bomb.xlsx",
        params: expect.objectContaining({ reason: "bytes", sheet: "Blatt2" }),
      }),
    ]);
    const [issue] = result.issues;
    if (!issue) return;
    expect(formatIssue(issue, "de")).toContain("das Blatt „Blatt2“ ist entpackt größer als 80 MB");
    expect(formatIssue(issue, "en")).toContain("sheet “Blatt2” unpacks to more than 80 MB");
  });

  it("whose LV sheet lies about its size is stopped while unpacking, at the row bound", () => {
    const bomb = workbookBomb(LV, [{ name: "LV", replaces: "LV", bytes: 250 * MB, declared: 60_000 }]);
    const started = performance.now();
    const result = imported(bomb);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Four cells a row: the sheet's rows end it (50,000 below its title row) before its cells do.
    expect(result.issues.map((i) => [i.code, i.params?.what, i.params?.sheet])).toEqual([
      ["import_too_large", "rows", "LV"],
    ]);
    expect(formatIssue(result.issues[0] ?? { code: "no_input", severity: "error" }, "de")).toContain(
      `mehr als ${MAX_IMPORT_ROWS.toLocaleString("de-DE")} Zeilen`,
    );
  });

  it("whose LV sheet has rows wide enough to pass the cell bound first is stopped at that", () => {
    const row = (r: number) =>
      `<row r="${r}">${Array.from({ length: 20 }, (_, c) => `<c r="${columnName(c)}${r}"><v>${c}</v></c>`).join("")}</row>`;
    const wide = rawWorkbook({
      sheets: [{ name: "LV", rows: Array.from({ length: 30_000 }, (_, i) => row(i + 1)).join("") }],
    });
    const result = imported(wide);
    expect(result.issues.map((i) => [i.code, i.params?.reason, i.params?.sheet])).toEqual([
      ["import_workbook_too_large", "cells", "LV"],
    ]);
    expect(formatIssue(result.issues[0] ?? { code: "no_input", severity: "error" }, "de")).toContain(
      `mehr als ${MAX_SHEET_CELLS.toLocaleString("de-DE")} Zellen`,
    );
  });

  it("with a lying sheet after the LV sheet still imports the LV: the sheets after it stay packed", () => {
    const bomb = workbookBomb(LV, [{ name: "Notizen", bytes: 250 * MB, declared: 1_000 }]);
    const result = imported(bomb);
    expect(result.issues).toEqual([]);
    expect(result.ok && result.value.summary.items).toBe(2);
    // Chosen by name, the lying sheet is refused like any other sheet of too many rows.
    expect(imported(bomb, "Notizen").issues.map((i) => i.code)).toEqual(["import_too_large"]);
  });

  it("that is no zip, or a zip without a workbook, is named unreadable", async () => {
    const { zipSync } = await import("fflate");
    for (const bytes of [
      new Uint8Array([80, 75, 3, 4, 0, 0]),
      zipSync({ "hello.txt": new Uint8Array([104, 105]) }),
    ]) {
      const result = imported(bytes);
      expect(result.issues.map((i) => i.code)).toEqual(["import_workbook_invalid"]);
    }
  });
});
