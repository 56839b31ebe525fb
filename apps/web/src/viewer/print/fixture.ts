import type { LvView } from "gaeb2xlsx";

/**
 * A small request LV by hand, with what a real file may hold and print must survive: quotes, a backslash and markup
 * in the title, an overlong word, a wide table, a bidder blank, nested sections, a remark and a markup item.
 */
export function fixtureView(lang: "de" | "en" = "de"): LvView {
  const paragraph = (text: string) => ({
    type: "paragraph" as const,
    inlines: [{ type: "text" as const, text }],
  });
  const longWord = "Überdeckungsgradberechnungsvorschrift".repeat(8);
  const cells = Array.from({ length: 9 }, (_, i) => [
    paragraph(`Spalte ${i + 1} mit einem längeren Text ${i + 1}`),
  ]);
  return {
    lang,
    file: {
      name: 'Schule "Nord".X83',
      format: "gaeb-xml",
      generation: "DA XML 3.3",
      phase: "83",
      phaseLabel: lang === "de" ? "Angebotsaufforderung (X83)" : "Request for offer (X83)",
    },
    title: 'Neubau "Schule" \\ Los 1 </style><b>fett</b>',
    currency: "EUR",
    isRequest: true,
    priced: false,
    facts: [
      { group: "project", label: "Projekt", value: "Schule Nord" },
      {
        group: "owner",
        label: "Auftraggeber",
        value: "Stadt Musterstadt, Hochbauamt, Markt 1, 12345 Musterstadt",
        lines: ["Stadt Musterstadt", "Hochbauamt", "Markt 1", "12345 Musterstadt"],
      },
      { group: "award", label: "Nebenangebote", value: "nicht zugelassen" },
    ],
    preamble: [{ title: "Vorbemerkungen", text: [paragraph("Es gelten die ZTV.")] }],
    closing: [],
    rows: [
      {
        kind: "sectionStart",
        depth: 0,
        key: "s1",
        oz: "01",
        title: "Rohbau",
        levelLabel: "Titel",
        labels: [],
        counts: true,
        assignments: [{ catalogue: "k1", name: "DIN 276-18", code: "300" }],
      },
      {
        kind: "remark",
        depth: 1,
        shortText: "Hinweis zum Titel",
        longText: [paragraph("Alle Maße am Bau prüfen.")],
      },
      {
        kind: "item",
        depth: 1,
        oz: "01.0010",
        mainKind: "normal",
        labels: ["Normalposition"],
        counts: true,
        shortText: "Beton C25/30",
        longText: [
          paragraph(longWord),
          { type: "table", rows: [cells] },
          {
            type: "paragraph",
            inlines: [
              { type: "complement", kind: "bidder", caption: "Fabrikat: ", body: "", tail: " o. glw." },
            ],
          },
        ],
        quantity: "12.5",
        unit: "m3",
        bidderComments: [],
        subDescriptions: [],
        assignments: [
          { catalogue: "k1", name: "DIN 276-18", code: "331" },
          { catalogue: "k1", name: "DIN 276-18", code: "300", inherited: true },
        ],
      },
      {
        kind: "markupItem",
        depth: 1,
        oz: "01.0020",
        labels: ["Zuschlagsposition"],
        shortText: "Zuschlag Baustelleneinrichtung",
        longText: [],
      },
      { kind: "sectionEnd", depth: 0, key: "s1", oz: "01", title: "Rohbau", adjustments: [] },
    ],
    sections: [
      {
        key: "s1",
        oz: "01",
        title: "Rohbau",
        levelLabel: "Titel",
        row: 0,
        itemCount: 1,
        counts: true,
        children: [],
      },
    ],
    totals: [],
    kindCounts: { normal: 1 },
    catalogues: [
      { key: "k1", name: "DIN 276-18", costGroup: true, codes: [{ code: "331", count: 1 }], unassigned: 0 },
    ],
  };
}
