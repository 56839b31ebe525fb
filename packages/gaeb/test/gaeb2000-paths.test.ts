import { describe, expect, it } from "vitest";
import { readGaeb2000 } from "../src/gaeb2000/index.js";

const ansi = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A GAEB 2000 LV (OZ mask 2 + 4) whose figures and text are damaged in an item, a section and the LV itself. */
const DAMAGED = `#begin[GAEB]
 #begin[Vergabe]
  [DP]83[end]
  #begin[LV]
   #begin[LVInfo]
    #begin[LVGlied]
     [Typ]LVStufe[end]
     [Laenge]2[end]
    #end[LVGlied]
    #begin[LVGlied]
     [Typ]Position[end]
     [Laenge]4[end]
    #end[LVGlied]
    [Summe]1.0x[end]
   #end[LVInfo]
   #begin[LVBereich]
    [OZ]01[end]
    [Bez]Rohbau[end]
    #begin[Position]
     [OZ]010010[end]
     [Menge]zwei[end]
     [EP]1,2,3[end]
     hier steht Text ohne Schlüssel
     #begin[Beschreibung]
      [Kurztext]Mauerwerk[end]
      noch mehr Text
     #end[Beschreibung]
    #end[Position]
    [Summe]abc[end]
    [NL]z[end]
    Text im Bereich
   #end[LVBereich]
  #end[LV]
 #end[Vergabe]
#end[GAEB]
`;

describe("GAEB 2000 warnings name where they stand", () => {
  it("every warning about an item or a section carries its OZ; only the LV's own figures have none", () => {
    const result = readGaeb2000("t.p83", ansi(DAMAGED));
    const found = result.issues.map((issue) => [
      issue.code,
      issue.path,
      issue.params?.element ?? issue.params?.text,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["number_invalid", "01.0010", "Menge"],
        ["number_invalid", "01.0010", "EP"],
        ["gaeb2000_text_ignored", "01.0010", "hier steht Text ohne Schlüssel"],
        ["gaeb2000_text_ignored", "01.0010", "noch mehr Text"],
        ["number_invalid", "01", "Summe"],
        ["number_invalid", "01", "NL"],
        ["gaeb2000_text_ignored", "01", "Text im Bereich"],
        ["number_invalid", undefined, "Summe"],
      ]),
    );
    expect(found).toHaveLength(8);
  });
});
