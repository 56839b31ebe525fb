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
