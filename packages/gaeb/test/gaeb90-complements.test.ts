import { describe, expect, it } from "vitest";
import { readGaeb90 } from "../src/gaeb90/index.js";
import type { Inline, Item, RichText } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { requireCorpus } from "./support/corpus.js";
import { itemsByOz } from "./support/offer.js";
import { read } from "./support/twins.js";

/** One record: type, content from column 3, padded to 74 columns, with its running number. */
const record = (type: string, content: string, n: number) =>
  `${type}${content}`.padEnd(74).slice(0, 74) + String(n).padStart(6, "0");
const d83 = (records: Array<[string, string]>) =>
  `${[["00", `        83L${" ".repeat(49)}11PPPP00090`] as [string, string], ...records]
    .map(([t, c], i) => record(t, c, i + 1))
    .join("\r\n")}\r\n`;
const bytes = (text: string) =>
  Uint8Array.from(text, (c) => (c === "ü" ? 0x81 : c === "ä" ? 0x84 : c.charCodeAt(0)));

const complements = (text: RichText): Inline[] =>
  text.flatMap((b) => (b.type === "paragraph" ? b.inlines : [])).filter((i) => i.type === "complement");
const plain = (text: RichText) => renderPlain(text, PLAIN_LABELS);

/** Item 1.10.10.0050 of the GAEB sample LV as GAEB 90 lines: the complements' number and A/B in columns 3–5. */
const HINTERFUELLEN = d83([
  ["21", "010050   NNN         00000300000m2"],
  ["25", "Hinterfüllen"],
  ["26", "   Hinterfüllen"],
  ["26", "   von Arbeitsräumen,"],
  ["26", "   profilgerecht,"],
  ["26", "   mit vom AN zu liefernden Stoffen,"],
  ["26", "31AStoff 'Kies-Sand-Gemisch 0/32'"],
  ["26", "   oder gleichwertiger Art,"],
  ["26", "32BStoff '"],
  ["26", ""],
  ["26", "   ....................................................',"],
  ["26", "   verdichten."],
  ["26", "   Schichtdicke über 20 bis 30 cm."],
]);

function item(text: string): Item {
  const result = readGaeb90("t.d83", bytes(text));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.boq?.body[0] as Item;
}

describe("GAEB 90: text complements in long-text lines", () => {
  it("reads a numbered complement (A owner, B bidder) with its body in apostrophes, no marker left in the text", () => {
    const { longText } = item(HINTERFUELLEN);
    expect(complements(longText)).toEqual([
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
    expect(plain(longText)).not.toMatch(/3[12][AB]/);
    expect(plain(longText)).toContain(
      "Stoffen,\nStoff 'Kies-Sand-Gemisch 0/32'\noder gleichwertiger Art,\nStoff '",
    );
  });

  it("leaves lines without a mark, or a mark without an apostrophe, as text", () => {
    const { longText } = item(
      d83([
        ["21", "010010   NNN         00000001000St"],
        ["26", "12BFenster nach Plan"],
        ["26", "   Breite 'nach Plan'"],
      ]),
    );
    expect(complements(longText)).toEqual([]);
    expect(plain(longText)).toBe("12BFenster nach Plan\nBreite 'nach Plan'");
  });

  it("never throws on a complement whose body is not closed", () => {
    const { longText } = item(
      d83([
        ["21", "010010   NNN         00000001000St"],
        ["26", "61BErzeugnis '...."],
      ]),
    );
    expect(complements(longText)).toEqual([
      { type: "complement", kind: "bidder", label: "61", caption: "", body: "'Erzeugnis '....'", tail: "" },
    ]);
  });
});

const available = requireCorpus("GAEB 90 text complements against their DA XML twin");

describe.runIf(available)("GAEB 90 text complements equal the DA XML twin's", () => {
  it("item 1.10.10.0050 gives the complements and words Musterdatei_3.1_2008-001.X81 has", () => {
    // The DA XML twin's item.
    const xml =
      (itemsByOz(read("gaeb-samples/Musterdatei_3.1_2008-001.X81")).get("1.10.10.0050") as Item | undefined)
        ?.longText ?? [];
    const d90 = item(HINTERFUELLEN).longText;
    expect(complements(xml)).toHaveLength(2);
    expect(complements(d90)).toEqual(complements(xml));
    const words = (text: RichText) => plain(text).replace(/\s+/g, " ").trim();
    expect(words(d90)).toBe(words(xml));
  });
});
