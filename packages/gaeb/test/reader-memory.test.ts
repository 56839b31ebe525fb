import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { inUse } from "./support/memory.js";

/**
 * 1,000 items, each with a comment of 16,000 characters, which the model leaves out: the file is about
 * 16 MB, the model a few hundred kilobytes. Every kept text (IDs, short and long texts) is long enough for V8 to
 * cut it as a view into the decoded file.
 */
function paddedFile(count = 100): Uint8Array {
  const padding = `<!--${"Katalogtext ".repeat(1_333)}-->`;
  const sections: string[] = [];
  for (let s = 1; s <= 10; s++) {
    const items: string[] = [];
    for (let i = 1; i <= count; i++) {
      const rNoPart = String(i).padStart(4, "0");
      items.push(
        item(
          rNoPart,
          padding,
          `Kurztext der Position ${s}.${rNoPart}`,
          ` ID="ITEM-${s}-${rNoPart}-0000-0000"`,
        ),
      );
    }
    sections.push(category(String(s).padStart(2, "0"), `Abschnitt Nummer ${s}`, items.join("")));
  }
  return bytes(gaebXml({ body: sections.join("") }));
}

describe("memory a read model holds", () => {
  it("keeps only the model's own texts alive, not the decoded file they were cut from", () => {
    // A small file first, so the code the reader compiles on its first run is not counted as held.
    readGaeb({ name: "small.X83", bytes: paddedFile(2) });
    let input: Uint8Array | undefined = paddedFile();
    const size = input.length;
    expect(size).toBeGreaterThan(15_000_000);
    const before = inUse();
    const result = readGaeb({ name: "padded.X83", bytes: input });
    input = undefined;
    const held = inUse() - before;
    expect(result.ok).toBe(true);
    // What the model needs is well below a tenth of the file; the decoded file alone would be all of it.
    expect(held).toBeLessThan(size / 8);
    // The model is complete: a late item still has its texts.
    const body = result.ok ? result.value.boq?.body : undefined;
    const last = body?.at(-1);
    expect(last?.kind === "section" && last.children.at(-1)).toMatchObject({
      id: "ITEM-10-0100-0000-0000",
      shortText: "Kurztext der Position 10.0100",
    });
  });
});
