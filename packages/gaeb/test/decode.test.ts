import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import type { Entry, Item } from "../src/model.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";

function items(entries: readonly Entry[]): Item[] {
  return entries.flatMap((e) => (e.kind === "item" ? [e] : e.kind === "section" ? items(e.children) : []));
}

describe("decoding in chunks", () => {
  it("keeps a character whose bytes straddle the 1 MiB chunk boundary", () => {
    const before = gaebXml({ body: `<Itemlist>${item("1", "", "X")}` }).split("<Itemlist>")[0] ?? "";
    const head = `${before}<Itemlist>${item("1", "")}<Remark><Description><CompleteText><DetailTxt><Text><p>`;
    const boundary = 1 << 20;
    // "ä" is two bytes in UTF-8; put its first byte on the last byte of the first chunk.
    const filler = "a".repeat(boundary - 1 - bytes(head).length);
    const xml = `${head}${filler}ä</p></Text></DetailTxt></CompleteText></Description></Remark>${item("2", "", "Größe ÄÖÜ")}</Itemlist></BoQBody></BoQ></Award></GAEB>`;
    const encoded = bytes(xml);
    expect(encoded[boundary - 1]).toBe(0xc3);
    const result = readGaeb({ name: "big.x83", bytes: encoded });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.issues).toEqual([]);
    const remark = result.value.boq?.body.find((e) => e.kind === "remark");
    const text = remark && "longText" in remark ? JSON.stringify(remark.longText) : "";
    expect(text.endsWith(`aä"}]}]`)).toBe(true);
    expect(items(result.value.boq?.body ?? []).map((i) => i.shortText)).toEqual(["Position 1", "Größe ÄÖÜ"]);
  });
});
