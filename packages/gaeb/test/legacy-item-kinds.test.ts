import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { readGaeb90 } from "../src/gaeb90/index.js";
import { readGaeb2000 } from "../src/gaeb2000/index.js";
import { formatIssue } from "../src/messages/index.js";
import type { Entry, Item, Section } from "../src/model.js";

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const items = (entries: readonly Entry[]): Item[] =>
  entries.flatMap((e) => (e.kind === "section" ? items(e.children) : e.kind === "item" ? [e] : []));

function p83(body: string): string {
  const level = (typ: string, length: number) =>
    `#begin[LVGlied]\n[Typ]${typ}[end]\n[Laenge]${length}[end]\n#end[LVGlied]`;
  return `#begin[GAEB]\n#begin[Vergabe]\n[DP]83[end]\n#begin[LV]\n#begin[LVInfo]\n${level("LVStufe", 2)}\n${level("Position", 4)}\n#end[LVInfo]\n${body}\n#end[LV]\n#end[Vergabe]\n#end[GAEB]\n`;
}

const position = (oz: string, keys: string) =>
  `#begin[Position]\n[OZ]${oz}[end]\n${keys}\n[Menge]1,000[end]\n[ME]St[end]\n#end[Position]`;

/** One 80-column record: type, then the given text at its 1-based columns, then the running number. */
function record(type: string, fields: Array<[number, string]>, n: number): string {
  const line = [...type.padEnd(74)];
  for (const [column, text] of fields)
    [...text].forEach((c, i) => {
      line[column - 1 + i] = c;
    });
  return `${line.join("")}${String(n).padStart(6, "0")}`;
}

function d83(records: Array<[string, Array<[number, string]>]>): string {
  const header: [string, Array<[number, string]>] = [
    "00",
    [
      [11, "83"],
      [63, "11PPPP000"],
      [72, "90"],
    ],
  ];
  return `${[header, ...records].map(([t, f], i) => record(t, f, i + 1)).join("\r\n")}\r\n`;
}

/** Record 21 of item `oz` ("010010") with the kind columns 12–22 as given and quantity 1 St. */
const item21 = (oz: string, kinds: string): [string, Array<[number, string]>] => [
  "21",
  [
    [3, oz],
    [12, kinds],
    [24, "00000001000"],
    [35, "St"],
  ],
];

describe("GAEB 2000 item kinds by the keys of its rules", () => {
  it("reads [Bedarf] E and M, the Zuordnungszahl, and a section's Zuordnungszahl", () => {
    const result = readGaeb2000(
      "t.p83",
      ascii(
        p83(
          [
            "#begin[LVBereich]\n[OZ]01[end]\n[ZZGruppeNr]2[end]\n[ZZLfdNr]0[end]",
            position("010010", "[Bedarf]E[end]"),
            position("010020", "[bedarf]m[end]"),
            position("010030", "[Bedarf]N[end]\n[ZZGruppeNr]012[end]\n[ZZLfdNr]0[end]"),
            position("010040", "[ZZGRUPPENR]12[end]\n[ZZLfdNr]3[end]"),
            "#end[LVBereich]",
          ].join("\n"),
        ),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.issues).toEqual([]);
    const flags = items(result.value.boq?.body ?? []).map((i) => i.flags);
    expect(flags.map((f) => f.provisional)).toEqual(["withoutTotal", "withTotal", undefined, undefined]);
    expect(flags.map((f) => f.alternative)).toEqual([
      undefined,
      undefined,
      { group: "12", serial: "0" },
      { group: "12", serial: "3" },
    ]);
    expect((result.value.boq?.body[0] as Section | undefined)?.alternative).toEqual({
      group: "2",
      serial: "0",
    });
  });

  it("warns once per unknown [Bedarf] value, names the first item, and reads those items as normal", () => {
    const result = readGaeb2000(
      "t.p83",
      ascii(p83([position("010010", "[Bedarf]X[end]"), position("010020", "[Bedarf]X[end]")].join("\n"))),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(items(result.value.boq?.body ?? []).map((i) => i.flags.provisional)).toEqual([
      undefined,
      undefined,
    ]);
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: "item_kind_unknown",
        severity: "warning",
        path: "01.0010",
        params: { key: "Bedarf", value: "X", count: 2 },
      }),
    ]);
    const [issue] = result.issues;
    expect(formatIssue(issue as NonNullable<typeof issue>, "de")).toMatch(
      /^t\.p83, Zeile \d+, Spalte 1, OZ 01\.0010: Das Feld \[Bedarf\] nennt die unbekannte Positionsart „X“ \(2×\)/,
    );
    expect(formatIssue(issue as NonNullable<typeof issue>, "en")).toContain(
      'The field [Bedarf] names an unknown item kind "X" (2×)',
    );
  });
});

describe("GAEB 90 record 21 kinds", () => {
  it("reads the Zuordnungszahl (columns 15–18), Stundenlohn (S), references completed by record 28 and change orders", () => {
    const result = readGaeb90(
      "t.d83",
      ascii(
        d83([
          [
            "11",
            [
              [3, "01"],
              [12, "N"],
            ],
          ],
          item21("010010", "GNN0120"),
          item21("010020", "ANN0121"),
          item21("010030", "SNN"),
          item21("010040", "NNN      B"),
          ["28", [[58, "010010"]]],
          item21("010050", "NNN      W"),
          ["28", [[58, "010030"]]],
          [
            "21",
            [
              [3, "010060"],
              [12, "NNN"],
              [24, "00000001000"],
              [35, "St"],
              [39, "N01"],
            ],
          ],
          ["31", [[3, "01"]]],
          [
            "11",
            [
              [3, "02"],
              [12, "A"],
              [13, "0121"],
            ],
          ],
          ["31", [[3, "02"]]],
        ]),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.issues).toEqual([]);
    const list = items(result.value.boq?.body ?? []);
    expect(list.map((i) => i.flags.alternative)).toEqual([
      { group: "12", serial: "0" },
      { group: "12", serial: "1" },
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(list.map((i) => i.flags.hourly)).toEqual([false, false, true, false, false, false]);
    expect(list[3]?.reference).toEqual({ kind: "Ref", itemId: "01.0010" });
    expect(list[4]?.reference).toEqual({ kind: "Rep", itemId: "01.0030" });
    expect(list[5]?.changeOrder).toEqual({ number: "N01" });
    expect((result.value.boq?.body[1] as Section | undefined)?.alternative).toEqual({
      group: "12",
      serial: "1",
    });
  });

  it("leaves an alternative section out of the total, as for DA XML", () => {
    const bytes = ascii(
      d83([
        [
          "11",
          [
            [3, "01"],
            [12, "G"],
            [13, "0010"],
          ],
        ],
        item21("010010", "NNN"),
        [
          "23",
          [
            [3, "010010"],
            [13, "0000010000"],
            [25, "000000010000"],
          ],
        ],
        ["31", [[3, "01"]]],
        [
          "11",
          [
            [3, "02"],
            [12, "A"],
            [13, "0011"],
          ],
        ],
        item21("020010", "NNN"),
        [
          "23",
          [
            [3, "020010"],
            [13, "0000020000"],
            [25, "000000020000"],
          ],
        ],
        ["31", [[3, "02"]]],
      ]).replace("00        83", "00        86"),
    );
    const result = convertToXlsx([{ name: "t.d86", bytes }]);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.sheets[0]?.computedTotal).toBe("100");
  });

  it("reads a G as its group's base whatever its Zuordnungszahl's last digit, and counts it in the totals", () => {
    // Priced base and alternatives (10 St × 10.00, 1 × 20.00, 1 × 30.00) under three ways of writing the ZZ: group
    // and serial (0010, 0011), the group alone in columns 15–17 (001 with the serial column blank), and one whole
    // number shared by the group (0011 for the base and both alternatives).
    const priced = (oz: string, kinds: string, total: string): Array<[string, Array<[number, string]>]> => [
      item21(oz, kinds),
      [
        "23",
        [
          [3, oz],
          [13, "0000001000"],
          [25, total],
        ],
      ],
    ];
    const group = (zz: [string, string, string]) =>
      d83([
        ...priced("010010", `GNN${zz[0]}`, "000000010000"),
        ...priced("010020", `ANN${zz[1]}`, "000000002000"),
        ...priced("010030", `ANN${zz[2]}`, "000000003000"),
      ]).replace("00        83", "00        86");
    for (const [zz, expected] of [
      [["0010", "0011", "0012"], "1"],
      [["001 ", "0011", "0012"], "1"],
      [["  10", "  11", "  12"], "1"],
      [["0011", "0011", "0011"], "11"],
      [["1   ", "1   ", "1   "], "1"],
    ] as Array<[[string, string, string], string]>) {
      const bytes = ascii(group(zz));
      const result = readGaeb90("t.d86", bytes);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(
        items(result.value.boq?.body ?? []).map((i) => i.flags.alternative),
        zz.join(","),
      ).toEqual([
        { group: expected, serial: "0" },
        { group: expected, serial: "1" },
        { group: expected, serial: "2" },
      ]);
      const sheet = convertToXlsx([{ name: "t.d86", bytes }]);
      if (!sheet.ok) throw new Error(JSON.stringify(sheet.issues));
      // Only the base counts: 100.00, not its alternatives' 20.00 and 30.00, and not 0.
      expect(sheet.sheets[0]?.computedTotal, zz.join(",")).toBe("100");
    }
  });

  it("warns once per unknown code and column, naming record, column and the first item", () => {
    const result = readGaeb90(
      "t.d83",
      ascii(d83([item21("010010", "QNN"), item21("010020", "QNN"), item21("010030", "NZN")])),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: "item_kind_unknown",
        path: "01.0010",
        line: 2,
        column: 12,
        params: { record: "21", column: 12, value: "Q", count: 2 },
      }),
      expect.objectContaining({
        path: "01.0030",
        params: { record: "21", column: 13, value: "Z", count: 1 },
      }),
    ]);
    const [issue] = result.issues;
    expect(formatIssue(issue as NonNullable<typeof issue>, "en")).toContain(
      'Record 21, column 12, names an unknown item kind "Q" (2×)',
    );
  });
});
