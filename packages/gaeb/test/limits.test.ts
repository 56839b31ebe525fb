import { describe, expect, it } from "vitest";
import { convertToXlsx, readGaeb } from "../src/convert.js";
import type { Entry, Item } from "../src/model.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

function items(entries: readonly Entry[]): Item[] {
  return entries.flatMap((e) => (e.kind === "item" ? [e] : e.kind === "section" ? items(e.children) : []));
}

const breakdown = (length: string) =>
  `<BoQBkdn><Type>BoQLevel</Type><Length>${length}</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>`;

/** Many categories and items, so an allocation per OZ would show many times over. */
const manyItems = (length: string) =>
  gaebXml({
    breakdown: breakdown(length),
    body: Array.from({ length: 20 }, (_, c) =>
      category(
        String(c + 1),
        `Abschnitt ${c + 1}`,
        `<Itemlist>${Array.from({ length: 20 }, (_, i) => item(String(i + 1), "<Qty>1</Qty><UP>2</UP>")).join("")}</Itemlist>`,
      ),
    ).join(""),
  });

/** Time and heap growth of one call; the heap is measured after the call, so it shows what the result retains. */
function measured<T>(work: () => T): { value: T; ms: number; heapMb: number } {
  const before = process.memoryUsage().heapUsed;
  const start = performance.now();
  const value = work();
  const ms = performance.now() - start;
  return { value, ms, heapMb: (process.memoryUsage().heapUsed - before) / 2 ** 20 };
}

describe("what a file may ask for", () => {
  for (const length of ["100000000", "999999999", "9".repeat(5000)]) {
    it(`a breakdown length of ${length.slice(0, 12)} (${length.length} digits) is a located warning, cheap`, () => {
      const {
        value: result,
        ms,
        heapMb,
      } = measured(() => convertToXlsx([{ name: "huge.x83", bytes: bytes(manyItems(length)) }]));
      expect(result.ok).toBe(true);
      const warning = result.issues.find((issue) => issue.code === "breakdown_length_invalid");
      expect(warning).toMatchObject({
        severity: "warning",
        file: "huge.x83",
        params: { level: 1, limit: 14 },
      });
      expect(warning?.line).toBeGreaterThan(0);
      expect(String(warning?.params?.value).length).toBeLessThanOrEqual(41);
      expect(ms).toBeLessThan(2000);
      expect(heapMb).toBeLessThan(64);
    });
  }

  it("pads item numbers to at most 14 characters on an oversized level, and not at all on one that is no number", () => {
    const read = (length: string) => {
      const result = readGaeb({ name: "a.x83", bytes: bytes(manyItems(length)) });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      return { oz: items(result.value.boq?.body ?? [])[0]?.oz, codes: result.issues.map((i) => i.code) };
    };
    expect(read("100000000")).toEqual({ oz: "00000000000001.0001", codes: ["breakdown_length_invalid"] });
    expect(read("zwei")).toEqual({ oz: "1.0001", codes: ["breakdown_length_invalid"] });
    expect(read("14")).toEqual({ oz: "00000000000001.0001", codes: [] });
    expect(read("02")).toEqual({ oz: "01.0001", codes: [] });
  });

  it("a 20,000-digit number is a warning with line, OZ and a short quote, read in milliseconds", () => {
    const digits = "9".repeat(20_000);
    const xml = gaebXml({
      body: `<Itemlist>${item("10", `<Qty>${digits}</Qty><UP>0.${digits}</UP>`)}${item("20", "<Qty>2</Qty>")}</Itemlist>`,
    });
    const { value: result, ms } = measured(() => convertToXlsx([{ name: "n.x83", bytes: bytes(xml) }]));
    expect(ms).toBeLessThan(1000);
    expect(result.ok).toBe(true);
    const warnings = result.issues.filter((issue) => issue.code === "number_too_long");
    expect(warnings.map((w) => [w.path, w.params?.element, w.params?.length])).toEqual([
      ["0010", "Qty", 20_000],
      ["0010", "UP", 20_002],
    ]);
    expect(warnings[0]?.line).toBe(7);
    expect(String(warnings[0]?.params?.value)).toBe(`${"9".repeat(40)}…`);
  });

  it("reads numbers up to 30 digits, beyond the schema's 16, exactly", () => {
    const xml = gaebXml({
      body: `<Itemlist>${item("10", "<Qty>000123456789012345678901234567.890</Qty>")}</Itemlist>`,
    });
    const result = readGaeb({ name: "n.x83", bytes: bytes(xml) });
    if (!result.ok) throw new Error("refused");
    expect(items(result.value.boq?.body ?? [])[0]?.quantity?.toString()).toBe(
      "123456789012345678901234567.890",
    );
    expect(result.issues).toEqual([]);
    const longer = readGaeb({ name: "n.x83", bytes: bytes(xml.replace("<Qty>0001", "<Qty>91")) });
    expect(longer.issues.map((issue) => issue.code)).toEqual(["number_too_long"]);
  });

  it("cuts an oversized item number part, so an OZ is not repeated at that size in every item below it", () => {
    const part = "A".repeat(100_000);
    const body = category(
      part,
      "Riesig",
      `<Itemlist>${Array.from({ length: 200 }, (_, i) => item(String(i + 1), "<Qty>1</Qty>")).join("")}</Itemlist>`,
    );
    const { value: result, ms } = measured(() =>
      convertToXlsx([{ name: "oz.x83", bytes: bytes(gaebXml({ body })) }]),
    );
    expect(ms).toBeLessThan(2000);
    expect(result.ok).toBe(true);
    expect(result.issues.filter((i) => i.code === "oz_part_too_long")).toEqual([
      expect.objectContaining({ line: 7, params: expect.objectContaining({ length: 100_000, limit: 64 }) }),
    ]);
    if (result.ok) expect(result.xlsx.length).toBeLessThan(100_000);
  });

  it("indents deeply nested lists only a few levels, so line breaks cannot multiply the text", () => {
    const depth = 100;
    const lines = "x<br/>".repeat(2000);
    const longText = `${"<ul><li>".repeat(depth)}${lines}${"</li></ul>".repeat(depth)}`;
    const xml = gaebXml({
      body: `<Itemlist><Item RNoPart="1"><Description><CompleteText><DetailTxt><Text>${longText}</Text></DetailTxt></CompleteText></Description></Item></Itemlist>`,
    });
    const result = readGaeb({ name: "l.x83", bytes: bytes(xml) });
    if (!result.ok) throw new Error("refused");
    const converted = convertToXlsx([{ name: "l.x83", bytes: bytes(xml) }]);
    expect(converted.ok).toBe(true);
    // 2,000 lines of one character, indented at most 6 × 3 spaces, behind 100 bullets on the first line.
    const total = converted.issues.find((issue) => issue.code === "text_continued")?.params?.length;
    expect(total === undefined || Number(total) < 2000 * 22 + depth * 2).toBe(true);
  });

  it("quotes only the start of an oversized name or value in an issue, so issues stay small", () => {
    const long = "X".repeat(100_000);
    const cases = {
      root: `<?xml version="1.0"?><${long}/>`,
      phase: gaebXml({ phase: long, body: "" }),
      version: gaebXml({ version: long, body: "" }),
      closeTag: gaebXml({ body: `<Itemlist></${long}>` }),
    };
    for (const [label, xml] of Object.entries(cases)) {
      const result = readGaeb({ name: "q.x83", bytes: bytes(xml) });
      expect(result.issues.length, label).toBeGreaterThan(0);
      expect(JSON.stringify(result.issues).length, label).toBeLessThan(400);
    }
  });
});
