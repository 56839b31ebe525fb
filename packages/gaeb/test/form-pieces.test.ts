import { describe, expect, it } from "vitest";
import { formSheet, readForm } from "../src/xlsx/form-sheet.js";
import type { Sheet } from "../src/xlsx/workbook.js";

/**
 * Issue 23: the offer form packs a request read in pieces without joining it, a megabyte at a time. The packed form
 * must not depend on where the pieces ended, and must give back the request byte for byte.
 */
function pairsOf(sheet: Sheet): Array<[string, string]> {
  const text = (cell: Sheet["rows"][number]["cells"][number] | undefined) =>
    cell?.value?.type === "text" ? cell.value.text : "";
  return sheet.rows.map((row) => [text(row.cells[0]), text(row.cells[1])]);
}

/** About 2.6 MB of XML-like text that deflates neither to nothing nor not at all. */
function request(): Uint8Array {
  let seed = 7;
  const words = ["<Item>", "Beton", "C25/30", "</Item>", "Schalung", "m³", "Übergang", "\n"];
  const parts: string[] = [];
  for (let i = 0; i < 400_000; i++) {
    seed = (seed * 48271) % 2147483647;
    parts.push(words[seed % words.length] as string);
  }
  return new TextEncoder().encode(parts.join(" "));
}

describe("the offer form of a request read in pieces (issue 23)", () => {
  it("is the same whatever the pieces, and gives back the request exactly", () => {
    const bytes = request();
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    const facts = { sheet: "LV", lang: "de" as const, fileName: "LV.X83" };
    const whole = formSheet("Form", [bytes], facts);
    const cuts = [1, 700_001, 1_048_576, 1_048_577, 2_000_000];
    const pieces = cuts.map((start, i) => bytes.subarray(start, cuts[i + 1] ?? bytes.length));
    const inPieces = formSheet("Form", [bytes.subarray(0, 1), ...pieces], facts);
    expect(pairsOf(inPieces)).toEqual(pairsOf(whole));
    const form = readForm(pairsOf(inPieces));
    expect(form?.request).toEqual(bytes);
  });
});
