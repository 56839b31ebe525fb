import type { LvView, RichText, ViewItem, ViewRow } from "gaeb2xlsx";

export const paragraph = (text: string): RichText => [
  { type: "paragraph", inlines: [{ type: "text", text }] },
];

function item(oz: string, shortText: string, long: string, extra: Partial<ViewItem> = {}): ViewItem {
  return {
    kind: "item",
    depth: 1,
    oz,
    mainKind: "normal",
    labels: ["Normalposition"],
    counts: true,
    shortText,
    longText: paragraph(long),
    quantity: "12.5",
    unit: "m2",
    unitPrice: "1000",
    total: "12500.00",
    bidderComments: [],
    subDescriptions: [],
    ...extra,
  };
}

/**
 * A small LV as the core's `viewGaeb` shapes it: two sections, five items of three kinds, a remark; cost group 310 on
 * the first section (its items inherit it), 330 on two items of the second, none on its last.
 */
export function sampleView(): LvView {
  const rows: ViewRow[] = [
    {
      kind: "sectionStart",
      depth: 0,
      key: "s1",
      oz: "01",
      title: "Erdarbeiten",
      levelLabel: "Titel",
      labels: [],
      counts: true,
      assignments: [{ catalogue: "k1", name: "DIN 276-18", code: "310" }],
    },
    item(
      "01.0010",
      "Oberboden abtragen",
      "Oberboden in einer Stärke von 30 cm abtragen und seitlich lagern.",
      { assignments: [{ catalogue: "k1", name: "DIN 276-18", code: "310", inherited: true }] },
    ),
    item("01.0020", "Baugrube ausheben", "Baugrube  ausheben,\nBoden der Klasse 3.", {
      mainKind: "alternative",
      labels: ["Wahlposition"],
      counts: false,
      assignments: [{ catalogue: "k1", name: "DIN 276-18", code: "310", inherited: true }],
    }),
    { kind: "remark", depth: 1, shortText: "Hinweis zum Aushub", longText: paragraph("Grundwasser ab 2 m.") },
    {
      kind: "sectionEnd",
      depth: 0,
      key: "s1",
      oz: "01",
      title: "Erdarbeiten",
      total: "12500.00",
      adjustments: [],
    },
    {
      kind: "sectionStart",
      depth: 0,
      key: "s2",
      oz: "02",
      title: "Beton",
      levelLabel: "Titel",
      labels: [],
      counts: true,
    },
    item("02.0010", "Beton C25/30", "Ortbeton für Fundamente.", {
      assignments: [{ catalogue: "k1", name: "DIN 276-18", code: "330" }],
    }),
    item("02.0020", "Bewehrung", "Betonstahl B500B liefern.", {
      mainKind: "provisional",
      labels: ["Bedarfsposition"],
      assignments: [{ catalogue: "k1", name: "DIN 276-18", code: "330" }],
    }),
    item("02.0030", "Schalung", "Schalung für Fundamente.", {
      subDescriptions: [
        { number: "1", shortText: "Unterbeschreibung Stahl", longText: paragraph("Rundstahl") },
      ],
    }),
    { kind: "sectionEnd", depth: 0, key: "s2", oz: "02", title: "Beton", total: "37500.00", adjustments: [] },
  ];
  return {
    lang: "de",
    file: {
      name: "LV.X83",
      format: "gaeb-xml",
      generation: "DA XML 3.3",
      phase: "83",
      phaseLabel: "Angebotsaufforderung (X83)",
    },
    title: "Neubau Halle",
    currency: "EUR",
    isRequest: false,
    priced: true,
    facts: [{ group: "project", label: "Projekt", value: "Neubau Halle" }],
    preamble: [],
    closing: [],
    rows,
    sections: [
      {
        key: "s1",
        oz: "01",
        title: "Erdarbeiten",
        levelLabel: "Titel",
        row: 0,
        itemCount: 2,
        counts: true,
        total: "12500.00",
        children: [],
      },
      {
        key: "s2",
        oz: "02",
        title: "Beton",
        levelLabel: "Titel",
        row: 5,
        itemCount: 3,
        counts: true,
        total: "37500.00",
        children: [],
      },
    ],
    totals: [
      { key: "net", label: "Summe netto", amount: "50000.00" },
      { key: "vat", label: "Umsatzsteuer 19 %", amount: "9500.00", percent: "19" },
      { key: "gross", label: "Summe brutto", amount: "59500.00" },
    ],
    kindCounts: { normal: 3, alternative: 1, provisional: 1 },
    catalogues: [
      {
        key: "k1",
        name: "DIN 276-18",
        costGroup: true,
        codes: [
          { code: "310", count: 2 },
          { code: "330", count: 2 },
        ],
        unassigned: 1,
      },
    ],
  };
}
