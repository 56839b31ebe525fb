import { describe, expect, it } from "vitest";
import { readGaeb2000 } from "../src/gaeb2000/index.js";
import type { Item } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";

/** What the corpus's GAEB 2000 twins write differently from DA XML, read to the same model as their XML twins. */
const ansi = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const p83 = (position: string) =>
  `#begin[GAEB]\n #begin[Vergabe]\n  [DP]83[end]\n  #begin[LV]\n   #begin[LVInfo]\n#begin[LVGlied]\n[Typ]Position[end]\n[Laenge]4[end]\n#end[LVGlied]\n   #end[LVInfo]\n   #begin[Position]\n    [OZ]0010[end]\n${position}\n   #end[Position]\n  #end[LV]\n #end[Vergabe]\n#end[GAEB]\n`;

function item(position: string): Item {
  const read = readGaeb2000("t.p83", ansi(p83(position)));
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value.boq?.body[0] as Item;
}

describe("GAEB 2000 as the GAEB Toolbox writes it (NEVARIS, iTWO)", () => {
  it("reads the vendor key [_GAEBXML_LumpSumItem] as the lump sum DA XML's LumpSumItem is", () => {
    expect(item("[_GAEBXML_LumpSumItem]Yes[end]").flags.lumpSum).toBe(true);
    expect(item("[_GAEBXML_LumpSumItem]No[end]").flags.lumpSum).toBe(false);
  });

  it("decodes character references (&#38; &#8364;) in plain texts as it does in RTF texts", () => {
    const read = item(
      "#begin[Beschreibung]\n[Kurztext]Dach &#38; Wand[end]\n[Langtext]GmbH &#38; Co.KG\nbis 2.000 &#8364;[end]\n#end[Beschreibung]",
    );
    expect(read.shortText).toBe("Dach & Wand");
    expect(renderPlain(read.longText, PLAIN_LABELS)).toBe("GmbH & Co.KG\nbis 2.000 €");
  });
});

describe("GAEB 2000 award times", () => {
  it("[ErUhrzeit] becomes the opening time with seconds, as its DA XML twin's OpenTime has it", () => {
    const text = (time: string) =>
      `#begin[GAEB]\n #begin[Vergabe]\n  [DP]83[end]\n  #begin[VergabeInfo]\n   [ErUhrzeit]${time}[end]\n  #end[VergabeInfo]\n #end[Vergabe]\n#end[GAEB]\n`;
    const opening = (time: string) => {
      const read = readGaeb2000("t.p83", ansi(text(time)));
      return read.ok ? read.value.award.facts.find((f) => f.key === "OpenTime")?.value : undefined;
    };
    expect(opening("00:00")).toBe("00:00:00");
    expect(opening("9:30")).toBe("09:30:00");
    expect(opening("10:15:20")).toBe("10:15:20");
    expect(opening("vormittags")).toBe("vormittags");
  });
});
