import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { Entry, GaebDocument, Phase } from "../src/model.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { contractWithEveryKind, d, item } from "./support/writer-fixtures.js";

/** An LV whose item stands at the top though its number names a section (as GAEB 90 files without section records). */
function withoutSectionRecords(phase: Phase): GaebDocument {
  const document = contractWithEveryKind();
  const body: Entry[] = [
    item("X1", "0010", "01.0010", { quantity: d("2.000"), unit: "m", total: d("4.00") }),
  ];
  return {
    ...document,
    source: { ...document.source, phase },
    boq: { info: (document.boq as NonNullable<GaebDocument["boq"]>).info, body },
  };
}

describe("GAEB DA XML writer: item numbers whose levels the input has no section for", () => {
  it("writes the item inside an untitled section for the missing level, so its OZ reads back unchanged", () => {
    const result = writeGaeb(withoutSectionRecords("81"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.issues).toEqual([
      { code: "write_section_added", severity: "warning", path: "01", params: { value: "01.0010" } },
    ]);
    const back = readGaeb({ name: "numbers.X81", bytes: result.value.bytes });
    const section = back.ok ? back.value.boq?.body[0] : undefined;
    expect(
      section?.kind === "section" && [
        section.oz,
        section.title,
        (section.children[0] as { oz?: string } | undefined)?.oz,
      ],
    ).toEqual(["01", "", "01.0010"]);
    if (xmllint) expect(validatePhase("81", [{ name: "numbers.x81", bytes: result.value.bytes }])).toBe("");
  });

  it("where the phase wants section totals the added section cannot state, keeps the item and reports its new OZ", () => {
    const result = writeGaeb(withoutSectionRecords("86"));
    expect(result.ok).toBe(true);
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        code: "write_item_number_changed",
        path: "01.0010",
        params: expect.objectContaining({ value: "0010" }),
      }),
    );
  });
});

describe("GAEB DA XML writer: one form for numbers, whichever generation the LV came in", () => {
  /** The LV with its numbers as an XML program may write them: parts unpadded, amounts without trailing zeros. */
  function unpadded(): GaebDocument {
    const document = contractWithEveryKind();
    const body: Entry[] = [
      {
        kind: "section",
        level: "section",
        notApplicable: false,
        location: { line: 1, column: 1 },
        id: "S1",
        rNoPart: "1",
        oz: "01",
        title: "Erdarbeiten",
        children: [
          item("X1", "10", "01.0010", { quantity: d("2"), unit: "m", unitPrice: d("2.5"), total: d("5") }),
        ],
        totals: { total: d("5") },
      },
    ];
    const info = (document.boq as NonNullable<GaebDocument["boq"]>).info;
    return {
      ...document,
      source: { ...document.source, phase: "84" },
      boq: {
        info: {
          ...info,
          breakdown: [
            { type: "BoQLevel", length: 2, numeric: true },
            { type: "Item", length: 4, numeric: true },
          ],
          totals: { total: d("5") },
        },
        body,
      },
    };
  }

  it("pads numeric item-number parts to their mask level and writes amounts with two, quantities and unit prices with three decimals", () => {
    const result = writeGaeb(unpadded());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const xml = new TextDecoder().decode(result.value.bytes);
    expect(xml).toContain('<BoQCtgy ID="S1" RNoPart="01">');
    expect(xml).toContain('<Item ID="X1" RNoPart="0010">');
    expect(xml).toContain("<Qty>2.000</Qty>");
    expect(xml).toContain("<UP>2.500</UP>");
    expect(xml).toContain("<IT>5.00</IT>");
    expect(xml).toContain("<Total>5.00</Total>");
    const back = readGaeb({ name: "numbers.X84", bytes: result.value.bytes });
    const section = back.ok ? back.value.boq?.body[0] : undefined;
    expect(
      section?.kind === "section" && [
        section.oz,
        section.children[0]?.kind === "item" && section.children[0].oz,
      ],
    ).toEqual(["01", "01.0010"]);
    if (xmllint) expect(validatePhase("84", [{ name: "numbers.x84", bytes: result.value.bytes }])).toBe("");
  });

  it("keeps every decimal a value has beyond the usual ones, and refuses only what the schema cannot hold", () => {
    const document = unpadded();
    const section = document.boq?.body[0];
    if (section?.kind !== "section" || section.children[0]?.kind !== "item") throw new Error("fixture");
    section.children[0].unitPrice = d("2.125");
    section.children[0].quantity = d("2.0000");
    const result = writeGaeb(document);
    const xml = result.ok ? new TextDecoder().decode(result.value.bytes) : "";
    expect(xml).toContain("<UP>2.125</UP>");
    expect(xml).toContain("<Qty>2.000</Qty>");
    section.children[0].quantity = d("2.0005");
    expect(writeGaeb(document).issues).toContainEqual(
      expect.objectContaining({ code: "write_number_too_precise", path: "01.0010" }),
    );
  });
});
