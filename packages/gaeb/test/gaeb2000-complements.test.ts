import { describe, expect, it } from "vitest";
import { readGaeb2000 } from "../src/gaeb2000/index.js";
import { readRtf } from "../src/gaeb2000/rtf.js";
import type { Inline, Item, RichText } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { requireCorpus } from "./support/corpus.js";
import { itemsByOz } from "./support/offer.js";
import { read } from "./support/twins.js";

const inlines = (text: RichText): Inline[] =>
  text.flatMap((block) => (block.type === "paragraph" ? block.inlines : []));
const complements = (text: RichText) => inlines(text).filter((inline) => inline.type === "complement");
const plain = (text: RichText) => renderPlain(text, PLAIN_LABELS);

/**
 * Item 1.10.10.0050 of the GAEB sample LV (Musterdatei 3.1) as a GAEB 2000 RTF long text: an owner's complement
 * 31 and a bidder's 32, each marked by bookmarks `TA31`/`TB32` around it and `Feld31`/`Feld32` around its body.
 */
const HINTERFUELLEN = (star: string) =>
  `{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\f0\\fs20 Hinterf\\'fcllen\\line von Arbeitsr\\'e4umen,\\line profilgerecht,\\line mit vom AN zu liefernden Stoffen,\\par ` +
  `{${star}\\bkmkstart TA31}Stoff {${star}\\bkmkstart Feld31}Kies-Sand-Gemisch 0/32{${star}\\bkmkend Feld31}{${star}\\bkmkend TA31}\\par ` +
  "oder gleichwertiger Art,\\par " +
  `{${star}\\bkmkstart TB32}Stoff {${star}\\bkmkstart Feld32}'\\line\\line ....................................................'{${star}\\bkmkend Feld32},{${star}\\bkmkend TB32}\\par ` +
  "verdichten.\\line Schichtdicke \\'fcber 20 bis 30 cm.}";

describe("GAEB 2000: text complements marked by RTF bookmarks", () => {
  it.each([
    ["written with \\* as RTF asks", "\\*"],
    ["written without \\*", ""],
  ])("reads TA/TB and Feld bookmarks %s as complements, leaving no marker in the text", (_, star) => {
    const text = readRtf(HINTERFUELLEN(star));
    expect(complements(text)).toEqual([
      {
        type: "complement",
        kind: "owner",
        label: "31",
        caption: "Stoff ",
        body: "'Kies-Sand-Gemisch 0/32'",
        tail: "",
      },
      {
        type: "complement",
        kind: "bidder",
        label: "32",
        caption: "Stoff ",
        body: "' ....................................................'",
        tail: ",",
      },
    ]);
    expect(plain(text)).not.toMatch(/T[AB]3\d|Feld3\d|bkmk/);
    expect(plain(text)).toContain(
      "mit vom AN zu liefernden Stoffen,\nStoff 'Kies-Sand-Gemisch 0/32'\noder gleichwertiger",
    );
  });

  it("finds the body by its apostrophes where no Feld bookmark marks it, and ends a complement left open", () => {
    const text = readRtf(
      "{\\rtf1 Breite der Fundamentsohle,\\par {\\*\\bkmkstart TA41}Aushubtiefe ab/bis '1,00',{\\*\\bkmkend TA41}\\par Bodenklasse 4.\\par {\\*\\bkmkstart TB61}Erzeugnis '....'}",
    );
    expect(complements(text)).toEqual([
      {
        type: "complement",
        kind: "owner",
        label: "41",
        caption: "Aushubtiefe ab/bis ",
        body: "'1,00'",
        tail: ",",
      },
      { type: "complement", kind: "bidder", label: "61", caption: "Erzeugnis ", body: "'....'", tail: "" },
    ]);
    expect(plain(text)).toBe(
      "Breite der Fundamentsohle,\nAushubtiefe ab/bis '1,00',\nBodenklasse 4.\nErzeugnis '....'",
    );
  });

  it("drops the names of other bookmarks and never throws on broken marks", () => {
    expect(
      plain(readRtf("{\\rtf1 Vor{\\bkmkstart Marke1}her{\\bkmkend Marke1} {\\*\\bkmkend TA9}nach}")),
    ).toBe("Vorher nach");
    for (const broken of [
      "{\\rtf1 {\\bkmkstart TA1",
      "{\\rtf1 {\\*\\bkmkstart Feld1}x{\\bkmkend TB2}}",
      "{\\rtf1 {\\bkmkstart TA1}'",
    ])
      expect(() => readRtf(broken)).not.toThrow();
  });

  it("puts the complements into the item's long text, from [Langtext] of a position's description", () => {
    const p83 = `#begin[GAEB]\n#begin[Vergabe]\n[DP]83[end]\n#begin[LV]\n#begin[LVInfo]\n#begin[LVGlied]\n[Typ]LVStufe[end]\n[Laenge]2[end]\n#end[LVGlied]\n#begin[LVGlied]\n[Typ]Position[end]\n[Laenge]4[end]\n#end[LVGlied]\n#end[LVInfo]\n#begin[Position]\n[OZ]010050[end]\n[Menge]300,000[end]\n[ME]m2[end]\n#begin[Beschreibung]\n[Kurztext]Hinterf\u00fcllen[end]\n[Langtext]${HINTERFUELLEN("\\*")}[end]\n#end[Beschreibung]\n#end[Position]\n#end[LV]\n#end[Vergabe]\n#end[GAEB]\n`;
    const result = readGaeb2000(
      "t.p83",
      Uint8Array.from(p83, (c) => c.charCodeAt(0)),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const item = result.value.boq?.body[0] as Item;
    expect(complements(item.longText).map((c) => c.type === "complement" && c.label)).toEqual(["31", "32"]);
  });
});

const available = requireCorpus("GAEB 2000 text complements against their DA XML twin");

describe.runIf(available)("GAEB 2000 text complements equal the DA XML twin's", () => {
  it("the RTF of item 1.10.10.0050 gives the complements Musterdatei_3.1_2008-001.X81 has", () => {
    // The DA XML twin's item.
    const xml = itemsByOz(read("gaeb-samples/Musterdatei_3.1_2008-001.X81")).get("1.10.10.0050") as
      | Item
      | undefined;
    expect(complements(xml?.longText ?? [])).toHaveLength(2);
    expect(complements(readRtf(HINTERFUELLEN("\\*")))).toEqual(complements(xml?.longText ?? []));
    expect(plain(readRtf(HINTERFUELLEN("\\*"))).replace(/\s+/g, " ")).toBe(
      plain(xml?.longText ?? [])
        .replace(/\s+/g, " ")
        .trim(),
    );
  });
});
