import { describe, expect, it } from "vitest";
import { childBlock, childBlocks, field, parseBlocks, value } from "../src/gaeb2000/blocks.js";

describe("GAEB 2000 blocks: lookups by key and name", () => {
  it("ignore case, give the first field of a key and the nested blocks in file order", () => {
    const root = parseBlocks(
      "#begin[LV]\n[OZ]1[end]\n[oz]2[end]\n[Bez] Rohbau [end]\n#begin[Position]\n[OZ]10[end]\n#end[Position]\n#begin[position]\n[OZ]20[end]\n#end[position]\n#end[LV]\n",
      [],
    );
    const lv = childBlock(root, "lv");
    expect(field(lv, "Oz")?.value).toBe("1");
    expect(value(lv, "BEZ")).toBe("Rohbau");
    expect(field(lv, "Menge")).toBeUndefined();
    expect(childBlocks(lv, "POSITION").map((p) => value(p, "OZ"))).toEqual(["10", "20"]);
    expect(childBlock(lv, "Bereich")).toBeUndefined();
  });

  it("take time in proportion to the fields of a block, not to fields times lookups", () => {
    const count = 5_000;
    const fields = Array.from({ length: count }, (_, i) => `[Schluessel${i}]Wert ${i}[end]`).join("\n");
    const block = childBlock(parseBlocks(`#begin[Position]\n${fields}\n#end[Position]\n`, []), "Position");
    const keys = Array.from({ length: count }, (_, i) => `SCHLUESSEL${i}`);
    const started = performance.now();
    const found = keys.map((key) => field(block, key)?.value);
    const elapsed = performance.now() - started;
    expect(found).toEqual(keys.map((_, i) => `Wert ${i}`));
    // Lowercasing every key on every lookup took over half a second here (12.5 million on average); indexed, a
    // few milliseconds.
    expect(elapsed).toBeLessThan(100);
  });
});
