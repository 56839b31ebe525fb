import { describe, expect, it } from "vitest";
import { readTruncatedPunctuation } from "../src/codepage.js";
import { readGaeb90 } from "../src/gaeb90/index.js";
import { readGaeb2000 } from "../src/gaeb2000/index.js";
import { formatIssue } from "../src/messages/index.js";
import type { Entry, Item } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";

/**
 * NEVARIS writes „Flatterband“ into a GAEB 2000 file as 0x1E Flatterband 0x1C: the low bytes of U+201E and U+201C
 * (the corpus's `1561 - 0x` P83 beside their X83 twins). The readers read 0x10–0x1F back as U+2010–U+201F and say so.
 */
const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const items = (entries: readonly Entry[]): Item[] =>
  entries.flatMap((e) => (e.kind === "section" ? items(e.children) : e.kind === "item" ? [e] : []));

const P83 = [
  "#begin[GAEB]",
  " #begin[Vergabe]",
  "  [DP]83[end]",
  "  #begin[LV]",
  "   #begin[LVInfo]\n#begin[LVGlied]\n[Typ]Position[end]\n[Laenge]4[end]\n#end[LVGlied]\n   #end[LVInfo]",
  "   #begin[Position]",
  "    [OZ]0010[end]",
  "    #begin[Beschreibung]",
  "     [Kurztext]\x1eFlatterband\x1c 10\x13 20 m[end]",
  "     [Langtext]Mit\tTab.\r\nZeile \x18zwei\x19 \x14 Ende[end]",
  "    #end[Beschreibung]",
  "   #end[Position]",
  "  #end[LV]",
  " #end[Vergabe]",
  "#end[GAEB]",
  "\x1a",
].join("\n");

describe("control bytes 0x10–0x1F in GAEB 2000 and GAEB 90 text", () => {
  it("are read as the punctuation whose low byte they are; tabs, line ends and a final Ctrl-Z stay", () => {
    expect(readTruncatedPunctuation("a\x1eb\x1c\tc\r\nd\x1ae\x1a\r\n\x1a")).toEqual({
      text: "a„b“\tc\r\nd‚e\x1a\r\n\x1a",
      count: 3,
      first: { line: 1, column: 2, character: "„" },
    });
    expect(readTruncatedPunctuation("plain\n\x1a")).toEqual({ text: "plain\n\x1a", count: 0 });
    // Ctrl-Z on a line of its own ends a DOS file's data wherever it stands; padding with it to a block is the end too.
    expect(readTruncatedPunctuation("a\r\n\x1a\r\nafter").count).toBe(0);
    expect(readTruncatedPunctuation(`a${"\x1a".repeat(100)}`).count).toBe(0);
  });

  it("GAEB 2000: the item reads „Flatterband“ and one warning names line, column and count", () => {
    const read = readGaeb2000("t.p83", bytes(P83));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const [item] = items(read.value.boq?.body ?? []);
    expect(item?.shortText).toBe("„Flatterband“ 10– 20 m");
    expect(renderPlain(item?.longText ?? [], PLAIN_LABELS)).toBe("Mit\tTab.\nZeile ‘zwei’ — Ende");
    const warnings = read.issues.filter((i) => i.severity !== "info");
    expect(warnings).toEqual([
      {
        code: "text_punctuation_restored",
        severity: "warning",
        line: 14,
        column: 16,
        file: "t.p83",
        params: { count: 6, character: "„" },
      },
    ]);
    expect(formatIssue(warnings[0] as never, "de")).toBe(
      "t.p83, Zeile 14, Spalte 16: 6 Steuerzeichen im Text wurden als Satzzeichen gelesen (das erste wurde zu „): Das schreibende Programm hat von Zeichen wie „ “ – nur das untere Byte gespeichert. Prüfen Sie Anführungszeichen und Striche an diesen Stellen.",
    );
    expect(formatIssue(warnings[0] as never, "en")).toBe(
      "t.p83, line 14, column 16: 6 control characters in the text were read as punctuation (the first became „): the writing program kept only the low byte of characters such as „ “ –. Check quotation marks and dashes there.",
    );
  });

  it("GAEB 90: a record with such a byte is text, not a damaged record", () => {
    const record = (type: string, content: string, n: number) =>
      `${type}${content}`.padEnd(74).slice(0, 74) + String(n).padStart(6, "0");
    const header = `        83L${" ".repeat(49)}PPPP00000090`;
    const text = [
      record("00", header, 1),
      record("21", "0010     NNN         00000001000St  ", 2),
      record("25", "\x1eFlatterband\x1c", 3),
    ].join("\r\n");
    const read = readGaeb90("t.d83", bytes(`${text}\r\n\x1a`));
    expect(read.ok, JSON.stringify(read.issues)).toBe(true);
    if (!read.ok) return;
    expect(items(read.value.boq?.body ?? [])[0]?.shortText).toBe("„Flatterband“");
    expect(read.issues.map((i) => [i.code, i.line, i.params?.count])).toContainEqual([
      "text_punctuation_restored",
      3,
      2,
    ]);
  });
});
