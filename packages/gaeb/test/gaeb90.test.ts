import { describe, expect, it } from "vitest";
import { decodeCp850, guessDosOrAnsi } from "../src/codepage.js";
import { readGaeb } from "../src/convert.js";
import { detectFormat } from "../src/detect.js";
import { readGaeb90 } from "../src/gaeb90/index.js";
import type { Entry, Item, Section } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";

/** One record: type, content from column 3, padded to 74 columns, with its running number. */
const record = (type: string, content: string, n: number) =>
  `${type}${content}`.padEnd(74).slice(0, 74) + String(n).padStart(6, "0");

function d8x(records: Array<[string, string]>, mask = "11PPPPI00", dp = "83"): string {
  const header: [string, string] = ["00", `        ${dp}L${" ".repeat(49)}${mask}90`];
  return `${[header, ...records].map(([t, c], i) => record(t, c, i + 1)).join("\r\n")}\r\n`;
}

/** CP850 bytes for the few non-ASCII characters the tests use. */
const CP850: Record<string, number> = { ü: 0x81, ä: 0x84, ö: 0x94, ß: 0xe1, "³": 0xfc };
const dos = (text: string) => Uint8Array.from(text, (c) => CP850[c] ?? c.charCodeAt(0));

function read(text: string, name = "t.d83") {
  const result = readGaeb90(name, dos(text));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

const items = (entries: readonly Entry[]): Item[] =>
  entries.flatMap((e) => (e.kind === "section" ? items(e.children) : e.kind === "item" ? [e] : []));

describe("GAEB 90 reader", () => {
  it("splits item numbers by the OZ mask of record 00", () => {
    const { value } = read(
      d8x([
        ["11", " 1       N"],
        ["12", "Erdarbeiten"],
        ["21", " 1  10   NNN         00000029481m³  "],
        ["21", " 1  20B  NNN         00000001000St  "],
        ["31", " 1"],
      ]),
    );
    const section = value.boq?.body[0] as Section;
    expect(section).toMatchObject({ oz: "01", title: "Erdarbeiten" });
    const [first, second] = items(value.boq?.body ?? []);
    expect(first).toMatchObject({ oz: "01.0010", unit: "m³" });
    expect(first?.quantity?.toString()).toBe("29.481");
    expect(second).toMatchObject({ oz: "01.0020.B", rNoIndex: "B" });
    expect(value.boq?.info.breakdown.map((l) => [l.type, l.length])).toEqual([
      ["BoQLevel", 2],
      ["Item", 4],
      ["Index", 1],
    ]);
  });

  it("reads DOS umlauts, short and long texts and strips the formatting codes", () => {
    const { value } = read(
      d8x([
        ["21", " 1  10   NNN         00000001000psch"],
        ["25", "Gr~B~ü~B~nfläche"],
        ["26", "   Boden lösen, Maß"],
        ["26", "   ~U~prüfen~U~."],
      ]),
    );
    const [item] = items(value.boq?.body ?? []);
    expect(item?.shortText).toBe("Grünfläche");
    expect(renderPlain(item?.longText ?? [], PLAIN_LABELS)).toBe("Boden lösen, Maß\nprüfen.");
    expect(value.source).toMatchObject({ format: "gaeb-90", encoding: "cp850", phase: "83" });
  });

  it("reads prices (record 23), section totals (32), the end record and checks its item count", () => {
    const result = read(
      d8x(
        [
          ["11", " 1       N"],
          ["21", " 1  10   NNN         00000002000m³  "],
          ["23", " 1  10    0000004414  000000008828"],
          ["31", " 1"],
          ["32", " 1        000000008828"],
          ["99", `000000008828       1900000000010505${" ".repeat(32)}00002`],
        ],
        "11PPPPI00",
        "86",
      ),
      "t.d86",
    );
    const [item] = items(result.value.boq?.body ?? []);
    expect(item?.unitPrice?.toString()).toBe("44.14");
    expect(item?.total?.toString()).toBe("88.28");
    const section = result.value.boq?.body[0] as Section | undefined;
    expect(section?.totals?.total?.toString()).toBe("88.28");
    expect(result.value.boq?.info.totals?.gross?.toString()).toBe("105.05");
    expect(result.value.boq?.info.totals?.vatPercent?.toString()).toBe("19.00");
    expect(result.issues).toEqual([
      expect.objectContaining({ code: "item_count_mismatch", line: 7, params: { declared: 2, read: 1 } }),
    ]);
  });

  it("sets item kinds from columns 12, 13 and 22", () => {
    const { value } = read(
      d8x([
        ["21", " 1  10   GNN         00000001000St"],
        ["21", " 1  20   ANN         00000001000St"],
        ["21", " 1  30   NEN         00000001000St"],
        ["21", " 1  40   NMN       X            St"],
      ]),
    );
    const flags = items(value.boq?.body ?? []).map((i) => i.flags);
    expect(flags[0]?.alternative).toEqual({ group: "1", serial: "0" });
    expect(flags[1]?.alternative).toEqual({ group: "1", serial: "1" });
    expect(flags[2]?.provisional).toBe("withoutTotal");
    expect(flags[3]).toMatchObject({ provisional: "withTotal", quantityToBeDetermined: true });
  });

  it("warns about unknown record types and bad numbers, with record and column", () => {
    const result = read(
      d8x([
        ["47", "was"],
        ["47", "ist"],
        ["21", " 1  10   NNN         0000000x000St"],
      ]),
    );
    expect(result.issues).toEqual([
      expect.objectContaining({ code: "number_invalid", line: 4, column: 24 }),
      expect.objectContaining({ code: "gaeb90_record_unknown", line: 2, params: { type: "47", count: 2 } }),
    ]);
  });

  it("names record and column of a broken file", () => {
    const broken = (text: string) => {
      const result = readGaeb90("b.d83", dos(text));
      expect(result.ok).toBe(false);
      return result.issues.find((i) => i.severity === "error");
    };
    const good = d8x([["21", " 1  10   NNN         00000001000St"]]);
    expect(broken(`${good}${"26".padEnd(90, "x")}\n`)).toMatchObject({
      code: "gaeb90_record_invalid",
      line: 3,
      column: 81,
      params: { reason: "too_long" },
    });
    expect(broken(`${good}26ab\u0001cd\n`)).toMatchObject({
      line: 3,
      column: 5,
      params: { reason: "binary" },
    });
    expect(broken(`${record("21", " 1", 1)}\n`)).toMatchObject({
      line: 1,
      params: { reason: "header_missing" },
    });
    expect(broken(d8x([], "         "))).toMatchObject({
      line: 1,
      column: 63,
      params: { reason: "oz_invalid" },
    });
  });

  it("is found by content, so a .txt holding GAEB 90 is read as GAEB 90", () => {
    const bytes = dos(d8x([["21", " 1  10   NNN         00000001000St"]]));
    expect(detectFormat(bytes)).toBe("gaeb-90");
    const result = readGaeb({ name: "export.txt", bytes });
    expect(result.ok && result.value.source.format).toBe("gaeb-90");
  });
});

describe("DOS code page", () => {
  it("decodes CP850 umlauts and signs", () => {
    expect(decodeCp850(Uint8Array.of(0x81, 0x84, 0x94, 0xe1, 0x8e, 0x99, 0x9a, 0xfc, 0xfd, 0x41))).toBe(
      "üäößÄÖÜ³²A",
    );
  });

  it("tells Windows-1252 from CP850 by umlauts between letters", () => {
    expect(guessDosOrAnsi(Uint8Array.from("f\u00fcr Stra\u00dfe", (c) => c.charCodeAt(0)))).toBe(
      "windows-1252",
    );
    expect(guessDosOrAnsi(Uint8Array.of(0x66, 0x81, 0x72, 0x20, 0x6d, 0xfc))).toBe("cp850");
    // "m" followed by 0xFC at the end of a unit is m³ in CP850, not "mü".
    expect(guessDosOrAnsi(Uint8Array.of(0x6d, 0xfc, 0x20))).toBe("cp850");
  });
  it("flows program-wrapped long-text lines into one paragraph, and names a remark by its first printed line", () => {
    const wrapped = [
      "Die Arbeiten und Zufahrten sind entsprechend der örtlichen",
      "Verhältnisse so durchzuführen, dass keinerlei Schäden an",
      "Grundstücken entstehen.",
    ];
    const { value } = read(
      d8x([
        ["11", " 1       N"],
        ["12", "Vorbereitung"],
        ["20", ""],
        ...wrapped.map((line): [string, string] => ["26", `  ${line}`]),
        ["21", " 1  10   NNN         00000001000St  "],
        ["25", "Baustelle einrichten"],
        ["31", " 1"],
      ]),
    );
    const section = value.boq?.body[0];
    const remark = section?.kind === "section" ? section.children[0] : undefined;
    expect(remark?.kind).toBe("remark");
    if (remark?.kind !== "remark") return;
    expect(renderPlain(remark.longText, PLAIN_LABELS)).toBe(wrapped.join(" "));
    expect(remark.shortText).toBe(wrapped[0]);
  });
});
