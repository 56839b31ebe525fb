import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import type { Entry, Item } from "../src/model.js";
import { inUse } from "./support/memory.js";

/**
 * What the model of `text` holds once its input is gone, and the model. A smaller file of the same kind is read
 * first, so the code the reader compiles on its first run is not counted as held.
 */
function held(name: string, text: string, warmUp: string) {
  readGaeb({ name, bytes: Uint8Array.from(warmUp, (c) => c.charCodeAt(0)) });
  let input: Uint8Array | undefined = Uint8Array.from(text, (c) => c.charCodeAt(0));
  const before = inUse();
  const result = readGaeb({ name, bytes: input });
  input = undefined;
  const bytes = inUse() - before;
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { bytes, document: result.value };
}

const items = (entries: readonly Entry[]): Item[] =>
  entries.flatMap((e) => (e.kind === "section" ? items(e.children) : e.kind === "item" ? [e] : []));

/** One GAEB 90 record: type, content from column 3, padded to 74 columns, with its running number. */
const record = (type: string, content: string, n: number) =>
  `${type}${content}`.padEnd(74).slice(0, 74) + String(n).padStart(6, "0");

/**
 * 100 items, each with 400 text-system lines (record 42) the model leaves out: about 3.3 MB, of which the model
 * keeps a short and a long text line per item. Both are long enough for V8 to cut them as views into the file.
 */
function paddedD83(count = 100): string {
  const records: Array<[string, string]> = [
    ["00", `        83L${" ".repeat(49)}11PPPPI0090`],
    ["11", " 1       N"],
    ["12", "Abschnitt mit einem langen Titel"],
  ];
  for (let i = 1; i <= count; i++) {
    records.push(["21", ` 1${String(i).padStart(4)}   NNN         00000001000St  `]);
    records.push(["25", `Kurztext der Position Nummer ${i}`]);
    records.push(["26", `   Langtext der Position Nummer ${i}, eine Zeile`]);
    for (let line = 0; line < 400; line++) records.push(["42", `Textsystem-Zeile ${line} ${"x".repeat(40)}`]);
  }
  records.push(["31", " 1"]);
  return `${records.map(([type, content], n) => record(type, content, n + 1)).join("\r\n")}\r\n`;
}

/** 250 positions, each with a vendor block of 16,000 characters the model leaves out: about 4 MB. */
function paddedP83(count = 250): string {
  const pad = `#begin[_Hersteller]\n[_Daten]${"Herstellerdaten ".repeat(1_000)}[end]\n#end[_Hersteller]`;
  const positions: string[] = [];
  for (let i = 1; i <= count; i++)
    positions.push(
      `#begin[Position]\n[OZ]01${String(i).padStart(4, "0")}[end]\n#begin[Beschreibung]\n[Kurztext]Kurztext der Position Nummer ${i}[end]\n#end[Beschreibung]\n${pad}\n#end[Position]`,
    );
  const levels =
    "#begin[LVGlied]\n[Typ]LVStufe[end]\n[Laenge]2[end]\n#end[LVGlied]\n#begin[LVGlied]\n[Typ]Position[end]\n[Laenge]4[end]\n#end[LVGlied]";
  return `#begin[GAEB]\n #begin[Vergabe]\n  [DP]83[end]\n  #begin[LV]\n   #begin[LVInfo]\n${levels}\n   #end[LVInfo]\n${positions.join("\n")}\n  #end[LV]\n #end[Vergabe]\n#end[GAEB]\n`;
}

describe("memory a model of an older GAEB generation holds", () => {
  it("GAEB 90: only the kept texts, not the decoded file they were cut from", () => {
    const text = paddedD83();
    expect(text.length).toBeGreaterThan(3_000_000);
    const { bytes, document } = held("padded.d83", text, paddedD83(10));
    // The model needs well below a tenth of the file; the decoded file alone would be all of it.
    expect(bytes).toBeLessThan(text.length / 8);
    const last = items(document.boq?.body ?? []).at(-1);
    expect(last?.shortText).toBe("Kurztext der Position Nummer 100");
    expect(last?.longText).toEqual([
      {
        type: "paragraph",
        inlines: [{ type: "text", text: "Langtext der Position Nummer 100, eine Zeile" }],
      },
    ]);
  });

  it("GAEB 2000: only the kept texts, not the decoded file they were cut from", () => {
    const text = paddedP83();
    expect(text.length).toBeGreaterThan(4_000_000);
    const { bytes, document } = held("padded.p83", text, paddedP83(10));
    expect(bytes).toBeLessThan(text.length / 8);
    expect(items(document.boq?.body ?? []).at(-1)?.shortText).toBe("Kurztext der Position Nummer 250");
  });
});
