import { Decimal } from "../../src/decimal.js";
import type { Entry, GaebDocument } from "../../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../../src/text/plain.js";
import type { TestCell } from "./import-sheets.js";

/** One row a planner's spreadsheet has for a section or an item of a corpus request, as the test expects it back. */
export interface LayoutRow {
  section: boolean;
  oz: string;
  short: string;
  /** The long text's lines, empty ones left out. */
  long: string[];
  quantity?: Decimal;
  unit?: string;
  /** A unit price the test makes up (the requests have none), exact to the cent. */
  price: Decimal;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The long text as lines, as a cell holds it and as it is compared after the round trip. */
export const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** The sections and items of a request in order; text entries and markups are no rows of a planner's sheet. */
export function layoutRows(document: GaebDocument): LayoutRow[] {
  const rows: LayoutRow[] = [];
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        rows.push({
          section: true,
          oz: entry.oz,
          short: oneLine(entry.title),
          long: [],
          price: Decimal.zero,
        });
        visit(entry.children);
      } else if (entry.kind === "item") {
        rows.push({
          section: false,
          oz: entry.oz,
          short: oneLine(entry.shortText),
          long: lines(renderPlain(entry.longText, PLAIN_LABELS)),
          ...(entry.quantity ? { quantity: entry.quantity } : {}),
          ...(entry.unit ? { unit: entry.unit } : {}),
          price:
            Decimal.parse(`${(rows.length * 37) % 400}.${String(rows.length % 100).padStart(2, "0")}`) ??
            Decimal.zero,
        });
      }
    }
  };
  visit(document.boq?.body ?? []);
  return rows;
}

/** "1.234,500": a figure as a German planner types it into a text cell. */
export function germanText(value: Decimal, decimals: number): string {
  const [whole = "", fraction = ""] = value.round(decimals).toString().split(".");
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ".")}${fraction ? `,${fraction}` : ""}`;
}

/** "01.02.0010" as a sheet without zero padding writes it: "1.2.10". */
export const unpadded = (oz: string) =>
  oz
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part)) : part))
    .join(".");

/** German titles, German number text, the long text in the description cell below the short text. */
export function germanLayout(rows: readonly LayoutRow[]): TestCell[][] {
  return [
    ["Leistungsverzeichnis Rohbau"],
    [],
    ["Pos.", "Bezeichnung", "Menge", "ME", "EP", "GP"],
    ...rows.map((row): TestCell[] =>
      row.section
        ? [row.oz, row.short]
        : [
            row.oz,
            [row.short, ...row.long].join("\n"),
            row.quantity ? germanText(row.quantity, 3) : null,
            row.unit ?? null,
            germanText(row.price, 2),
            row.quantity ? germanText(row.quantity.times(row.price).round(2), 2) : null,
          ],
    ),
  ];
}

/** English titles, numbers as numbers, amounts as formulas, item numbers without zero padding. */
export function englishLayout(rows: readonly LayoutRow[]): TestCell[][] {
  const first = 2;
  return [
    ["Item", "Description", "Long text", "Qty", "Unit", "Rate", "Amount"],
    ...rows.map((row, i): TestCell[] => {
      const r = first + i;
      if (row.section) return [unpadded(row.oz), row.short];
      const amount = row.quantity ? row.quantity.times(row.price).toNumber() : 0;
      return [
        unpadded(row.oz),
        row.short,
        row.long.join("\n") || null,
        row.quantity ? row.quantity.toNumber() : null,
        row.unit ?? null,
        row.price.toNumber(),
        { formula: `D${r}*F${r}`, result: amount },
      ];
    }),
    [
      null,
      "Total",
      null,
      null,
      null,
      null,
      { formula: `SUM(G${first}:G${first + rows.length - 1})`, result: 0 },
    ],
  ];
}

export const TITLE_BLOCK = {
  project: "Neubau Kita Sonnenschein",
  boq: "LV 02 Rohbau",
  owner: "Stadt Musterstadt",
  currency: "EUR",
  vat: "19",
};

/** A title block, sections as rows without quantity, each long-text line a row of its own under the item. */
export function textRowsLayout(rows: readonly LayoutRow[]): TestCell[][] {
  return [
    ["Projekt", TITLE_BLOCK.project],
    ["LV-Bezeichnung", TITLE_BLOCK.boq],
    ["Auftraggeber", TITLE_BLOCK.owner],
    ["Währung", TITLE_BLOCK.currency],
    ["MwSt.-Satz (%)", Number(TITLE_BLOCK.vat)],
    [],
    ["Position", "Leistung", "Menge", "Einheit"],
    ...rows.flatMap((row): TestCell[][] =>
      row.section
        ? [[row.oz, row.short]]
        : [
            [row.oz, row.short, row.quantity ? row.quantity.toNumber() : null, row.unit ?? null],
            ...row.long.map((line): TestCell[] => [null, line]),
          ],
    ),
  ];
}
