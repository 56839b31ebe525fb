import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { readGaeb2000 } from "../src/gaeb2000/index.js";
import { readRtf } from "../src/gaeb2000/rtf.js";
import type { Entry, Item, Section } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";

const ansi = (text: string) => Uint8Array.from(text, (c) => (c === "€" ? 0x80 : c.charCodeAt(0)));

function p8x(body: string, glieder = "LVStufe:2,Position:4,Index:1", dp = "83"): string {
  const levels = glieder
    .split(",")
    .map((g) => g.split(":"))
    .map(([typ, len]) => `#begin[LVGlied]\n[Typ]${typ}[end]\n[Laenge]${len}[end]\n#end[LVGlied]`)
    .join("\n");
  return `#begin[GAEB]\n #begin[Vergabe]\n  [DP]${dp}[end]\n  #begin[LV]\n   #begin[LVInfo]\n${levels}\n   #end[LVInfo]\n${body}\n  #end[LV]\n #end[Vergabe]\n#end[GAEB]\n43|109\n`;
}

function read(text: string, name = "t.p83") {
  const result = readGaeb2000(name, ansi(text));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

const items = (entries: readonly Entry[]): Item[] =>
  entries.flatMap((e) => (e.kind === "section" ? items(e.children) : e.kind === "item" ? [e] : []));

describe("GAEB 2000 reader", () => {
  it("composes the OZ from the LVGlied lengths, skipping blank levels and keeping the index", () => {
    const { value } = read(
      p8x(
        "#begin[LVBereich]\n[OZ]1[end]\n[Bez]Rohbau[end]\n#begin[Position]\n[OZ]1  10[end]\n#end[Position]\n#begin[Position]\n[OZ]12 30[end]\n#end[Position]\n#end[LVBereich]",
        "LVStufe:1,LVStufe:1,Position:3",
      ),
    );
    const section = value.boq?.body[0] as Section;
    expect(section).toMatchObject({ kind: "section", oz: "1", title: "Rohbau" });
    expect(items(value.boq?.body ?? []).map((i) => i.oz)).toEqual(["1.010", "1.2.030"]);
    const indexed = read(p8x("#begin[Position]\n[OZ]010010A[end]\n#end[Position]"));
    expect(items(indexed.value.boq?.body ?? [])[0]).toMatchObject({
      oz: "01.0010.A",
      rNoPart: "0010",
      rNoIndex: "A",
    });
  });

  it("keeps right-aligned OZ parts in their columns", () => {
    const { value } = read(
      p8x(
        "#begin[LVBereich]\n[OZ] 1[end]\n#begin[Position]\n[OZ] 11234[end]\n#end[Position]\n#begin[Position]\n[OZ] 1  20[end]\n#end[Position]\n#end[LVBereich]",
        "LVStufe:2,Position:4",
      ),
    );
    expect(value.boq?.body[0]).toMatchObject({ kind: "section", oz: "01" });
    expect(items(value.boq?.body ?? []).map((i) => i.oz)).toEqual(["01.1234", "01.0020"]);
  });

  it("reads keys in any letter case, values over several lines and both decimal separators", () => {
    const { value } = read(
      p8x(
        "#BEGIN[position]\n [oz]010010[END]\n [MENGE]1,000[end]\n [me]m3[end]\n [EP]93.000[end]\n [Gb]1.234,56[end]\n #begin[Beschreibung]\n  [Kurztext]Beton[end]\n  [Langtext]Zeile eins\n  Zeile zwei\n\n  Absatz[end]\n #end[Beschreibung]\n#end[Position]",
      ),
    );
    const [item] = items(value.boq?.body ?? []);
    expect(item?.quantity?.toString()).toBe("1.000");
    expect(item?.unitPrice?.toString()).toBe("93.000");
    expect(item?.total?.toString()).toBe("1234.56");
    expect(item?.unit).toBe("m3");
    expect(item?.shortText).toBe("Beton");
    expect(renderPlain(item?.longText ?? [], PLAIN_LABELS)).toBe("Zeile eins\nZeile zwei\nAbsatz");
    expect(item?.longText).toHaveLength(2);
  });

  it("sets every item kind from its keys", () => {
    const position = (oz: string, keys: string) =>
      `#begin[Position]\n[OZ]${oz}[end]\n${keys}\n#end[Position]`;
    const { value } = read(
      p8x(
        [
          position("010010", "[Bedarfspos]J[end]"),
          position("010020", "[Bedarfspos]mitGB[end]"),
          position("010030", "[Grundpos]J[end]"),
          position("010040", "[Wahlpos]J[end]"),
          position("010050", "[Pauschal]J[end][StdLohn]J[end][FrMenge]J[end][Entfaellt]J[end]"),
        ].join("\n"),
      ),
    );
    const flags = items(value.boq?.body ?? []).map((i) => i.flags);
    expect(flags[0]?.provisional).toBe("withoutTotal");
    expect(flags[1]?.provisional).toBe("withTotal");
    expect(flags[2]?.alternative).toEqual({ group: "1", serial: "0" });
    expect(flags[3]?.alternative).toEqual({ group: "1", serial: "1" });
    expect(flags[4]).toMatchObject({
      lumpSum: true,
      hourly: true,
      quantityToBeDetermined: true,
      notApplicable: true,
    });
  });

  it("ignores vendor keys and blocks, warns once per unknown key, and ignores the trailing checksum", () => {
    const result = read(
      p8x(
        "#begin[_RIB]\n[x]1[end]\n#end[_RIB]\n#begin[Position]\n[OZ]010010[end]\n[_RIB_UPFracDig]2[end]\n[Raetsel]1[end]\n[raetsel]2[end]\n#end[Position]",
      ),
    );
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: "gaeb2000_key_unknown",
        params: { key: "Raetsel", count: 2 },
        line: 25, // the first spelling, after 18 header lines and the vendor block
        column: 1,
      }),
    ]);
  });

  it("reads totals, currency, parties and Windows-1252 text", () => {
    const text = p8x("[Summe]57550[end]\n").replace(
      "#begin[Vergabe]",
      "#begin[PrjInfo]\n[Name]Pavillon[end]\n[Bez]Straße[end]\n[Wae]€[end]\n#end[PrjInfo]\n#begin[Vergabe]\n#begin[AG]\n#begin[Adresse]\n[Name1]Amt für Bau[end]\n[Ort]Halle[end]\n#end[Adresse]\n#end[AG]",
    );
    const { value } = read(
      text.replace("   #end[LVInfo]", "[Summe]57550[end]\n[USt]19,00[end]\n   #end[LVInfo]"),
    );
    expect(value.project).toMatchObject({ name: "Pavillon", label: "Straße", currency: "€" });
    expect(value.award.owner).toMatchObject({ names: ["Amt für Bau"], city: "Halle" });
    expect(value.boq?.info.totals?.total?.toString()).toBe("57550");
    expect(value.boq?.info.totals?.vatPercent?.toString()).toBe("19.00");
  });

  it("names line and column of a broken file", () => {
    const broken = (text: string) => {
      const result = readGaeb2000("b.p83", ansi(text));
      expect(result.ok).toBe(false);
      return result.issues.find((i) => i.severity === "error");
    };
    expect(broken("#begin[GAEB]\n  [Name]offen\n")).toMatchObject({
      code: "gaeb2000_syntax",
      line: 2,
      column: 3,
      params: { reason: "value_unterminated" },
    });
    expect(broken("#begin[GAEB]\n#begin[LV]\n#end[GAEB]\n")).toMatchObject({
      line: 3,
      params: { reason: "end_mismatch" },
    });
    expect(broken("#begin[GAEB]\n#begin[LV]\n")).toMatchObject({ params: { reason: "block_unclosed" } });
    expect(broken(`${"#begin[a]\n".repeat(100)}`)).toMatchObject({ params: { reason: "too_deep" } });
    expect(broken("#begin[Foo]\n#end[Foo]\n")).toMatchObject({ params: { reason: "no_gaeb" } });
  });

  it("is found by content, whatever the file is called", () => {
    const result = readGaeb({
      name: "lv.txt",
      bytes: ansi(p8x("#begin[Position]\n[OZ]010010[end]\n#end[Position]")),
    });
    expect(result.ok && result.value.source.format).toBe("gaeb-2000");
  });
});

describe("GAEB 2000 RTF texts", () => {
  const plain = (rtf: string) => renderPlain(readRtf(rtf), PLAIN_LABELS);

  it("turns \\par into paragraphs and \\line into breaks, skipping font and colour tables", () => {
    const text = readRtf(
      "{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}{\\colortbl;\\red0;}\\f0\\fs20 Erste\\line Zeile\\par Zweite\\par}",
    );
    expect(text).toEqual([
      {
        type: "paragraph",
        inlines: [{ type: "text", text: "Erste" }, { type: "break" }, { type: "text", text: "Zeile" }],
      },
      { type: "paragraph", inlines: [{ type: "text", text: "Zweite" }] },
    ]);
  });

  it("decodes hex and Unicode escapes and drops emphasis", () => {
    expect(plain("{\\rtf1 Stra\\'dfe \\b fett\\b0  \\u8364?uro \\{x\\}}")).toBe("Straße fett €uro {x}");
  });

  it("makes numbered and bulleted paragraphs lists", () => {
    const text = readRtf(
      "{\\rtf1 Vorher\\par{\\pntext 1.\\tab}Eins\\par{\\pntext 2.\\tab}Zwei\\par{\\listtext \\'b7\\tab}Punkt\\par}",
    );
    expect(text.map((b) => b.type)).toEqual(["paragraph", "list", "list"]);
    expect(text[1]).toMatchObject({ type: "list", ordered: true });
    expect(text[2]).toMatchObject({ type: "list", ordered: false });
    expect(plain("{\\rtf1 {\\pntext 1.}Eins\\par{\\pntext 2.}Zwei\\par}")).toBe("1. Eins\n2. Zwei");
  });

  it("skips unknown destinations and never throws on broken RTF", () => {
    expect(plain("{\\rtf1 {\\*\\generator Word;}Text}")).toBe("Text");
    expect(plain("{\\rtf1 offen {\\b nie zu")).toBe("offen nie zu");
    expect(plain("{\\rtf1 }}} \\")).toBe("");
  });
});
