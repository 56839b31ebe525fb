import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { Entry, Item } from "../src/model.js";

/** One record: type, content from column 3, padded to 74 columns, with its running number. */
const record = (type: string, content: string, n: number) =>
  `${type}${content}`.padEnd(74).slice(0, 74) + String(n).padStart(6, "0");
const d83 = (records: Array<[string, string]>) =>
  `${[["00", `        83L${" ".repeat(49)}11PPPP00090`] as [string, string], ...records]
    .map(([t, c], i) => record(t, c, i + 1))
    .join("\r\n")}\r\n`;
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const items = (entries: readonly Entry[]): Item[] =>
  entries.flatMap((e) => (e.kind === "section" ? items(e.children) : e.kind === "item" ? [e] : []));

/** A base item and its repetition (record 21 column 21 W), record 28 naming the base by its OZ in columns 58–66. */
const LV = d83([
  ["11", "01       N"],
  ["12", "Rohbau"],
  ["21", "010010   NNN         00000012500m3"],
  ["25", "Beton C25/30"],
  ["26", "   Ortbeton C25/30 liefern und einbauen."],
  ["21", "010020   NNN      W  00000004000m3"],
  ["28", `${" ".repeat(55)}010010`],
  ["25", "Beton C25/30, wie 01.0010"],
  ["31", "01"],
]);

describe("GAEB 90: a repetition item names its base item, as DA XML's RefDescr Rep / RefRNo does", () => {
  it("reads W with record 28 as a reference of kind Rep to the base item's OZ", () => {
    const result = readGaeb({ name: "t.d83", bytes: ascii(LV) });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const [base, repetition] = items(result.value.boq?.body ?? []);
    expect(base?.reference).toBeUndefined();
    expect(repetition?.reference).toEqual({ kind: "Rep", itemId: "01.0010" });
  });

  it("writes it as DA XML with RefRNo pointing at the written base item, and reads back the same", () => {
    const read = readGaeb({ name: "t.d83", bytes: ascii(LV) });
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    const written = writeGaeb(read.value);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    const xml = new TextDecoder().decode(written.value.bytes);
    const baseId = /<Item ID="([^"]+)" RNoPart="0010">/.exec(xml)?.[1];
    expect(baseId).toBeDefined();
    expect(xml).toContain(`<RefDescr>Rep</RefDescr><RefRNo IDRef="${baseId}"/>`);
    const back = readGaeb({ name: "t.x83", bytes: written.value.bytes });
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    const repetition = items(back.value.boq?.body ?? [])[1];
    expect(repetition?.reference).toEqual({ kind: "Rep", itemId: baseId });
    expect(written.issues.filter((i) => i.code === "write_reference_lost")).toEqual([]);
  });
});
