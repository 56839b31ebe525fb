import { describe, expect, it } from "vitest";
import { formatIssue, type ImportResult, importWorkbook } from "../src/index.js";
import type { Item, Section } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { type TestCell, workbookOf } from "./support/import-sheets.js";
import { entries } from "./support/offer.js";

/*
 * Issue 34 with sheets made by hand, as planners write them and unlike the layouts built from the corpus: what is
 * read from where, what is said of what is left out, and what must stay as typed.
 */

async function imported(rows: TestCell[][], map?: Record<string, string>): Promise<ImportResult> {
  const bytes = await workbookOf({ LV: rows });
  return importWorkbook({ name: "Planer.xlsx", bytes }, map ? { map } : undefined);
}

function items(result: ImportResult): Item[] {
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return [...entries(result.value.document.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
}

const kinds = (item: Item | undefined) => {
  const { provisional, lumpSum, hourly, notApplicable, quantityToBeDetermined, alternative } =
    item?.flags ?? {};
  return Object.fromEntries(
    Object.entries({
      provisional,
      lumpSum,
      hourly,
      notApplicable,
      quantityToBeDetermined,
      alternative,
    }).filter(([, value]) => value),
  );
};
const codes = (result: ImportResult) => result.issues.map((issue) => issue.code);
const words = (result: ImportResult, code: string) =>
  result.issues
    .filter((issue) => issue.code === code)
    .map((issue) => [formatIssue(issue, "de"), formatIssue(issue, "en")]);

describe("kinds where planners write them", () => {
  it("an alternative names its base by number, before or after it; a number no item has is named", async () => {
    const result = await imported([
      ["Pos.", "Kurztext", "Menge", "ME", "Pos.-Art"],
      ["1.10", "Mauerwerk KS", 10, "m2", "Alternative zu 1.30"],
      ["1.20", "Mauerwerk Ziegel", 10, "m2", "alternativ zu Pos. 1.30"],
      ["1.30", "Mauerwerk Beton", 10, "m2", null],
      ["1.40", "Tür", 1, "St", "Wahlposition zu 1.99"],
      ["1.50", "Fenster", 1, "St", "NEP"],
    ]);
    const [a, b, base, door, window] = items(result);
    expect(kinds(base)).toEqual({ alternative: { group: "1", serial: "0" } });
    expect([kinds(a), kinds(b)]).toEqual([
      { alternative: { group: "1", serial: "1" } },
      { alternative: { group: "1", serial: "2" } },
    ]);
    // The missing base: said, with the row; the door joins the base before it, as an alternative without a number.
    expect(kinds(door)).toEqual({ alternative: { group: "1", serial: "3" } });
    expect(words(result, "import_alternative_base_missing")).toEqual([
      [
        "Planer.xlsx: Blatt „LV“, Zeile 5: Die Wahlposition 1.40 nennt als Grundposition 1.99, doch keine Position hat diese OZ; sie wurde der Grundposition davor zugeordnet. Prüfen Sie die OZ hinter „Alternative zu“.",
        "Planer.xlsx: Sheet “LV”, row 5: alternative item 1.40 names 1.99 as its base item, but no item has that number; it was put with the base item before it. Check the number after “alternative to”.",
      ],
    ]);
    // "Nur Einheitspreis": an Eventualposition whose total counts toward no sum.
    expect(kinds(window)).toEqual({ provisional: "withoutTotal" });
  });

  it("a kind column titled Art beside a notes column: the kinds from Art, the notes listed as not taken", async () => {
    const result = await imported([
      ["Pos.", "Kurztext", "Menge", "ME", "Art", "Bemerkung"],
      ["1.10", "Baustelle einrichten", 1, "psch", "Pauschal", "Pauschal lt. Plan"],
      ["1.20", "Wasserhaltung", 5, "d", "BP mit GB", "nach Bedarf"],
    ]);
    const [site, water] = items(result);
    expect([kinds(site), kinds(water)]).toEqual([{ lumpSum: true }, { provisional: "withTotal" }]);
    if (!result.ok) return;
    expect(result.value.columns.find((c) => c.letter === "E")).toEqual({
      column: "kind",
      letter: "E",
      title: "Art",
    });
    expect(result.value.untaken).toEqual([{ letter: "F", title: "Bemerkung" }]);
    expect(codes(result)).toEqual([]);
  });

  it("a notes column of free notes is not taken, and said so; its words are no unknown kinds", async () => {
    const result = await imported([
      ["OZ", "Bezeichnung", "Menge", "Einheit", "Hinweis"],
      ["01.0010", "Oberboden abtragen", 120, "m3", "Bestand vor Ort prüfen"],
      ["01.0020", "Boden lösen", 80, "m3", "lt. Bodengutachten"],
    ]);
    expect(items(result).map(kinds)).toEqual([{}, {}]);
    if (!result.ok) return;
    expect(result.value.columns.map((c) => c.column)).toEqual(["oz", "short", "qty", "unit"]);
    expect(result.value.untaken).toEqual([{ letter: "E", title: "Hinweis" }]);
    expect(codes(result)).toEqual([]);
  });

  it("an English remarks column with kinds and notes: the kinds taken by a guess, the notes named by row", async () => {
    const result = await imported([
      ["Item", "Description", "Qty", "Unit", "Rate", "Amount", "Remarks"],
      ["1.1", "Site set-up", 1, "LS", null, null, "Lump sum"],
      ["1.2", "Dewatering", 10, "d", null, null, "Provisional item - check on site"],
      ["1.3", "Topsoil strip", 300, "m2", null, null, "see drawing 12"],
      ["1.4", "Labourer", null, "h", null, null, "Daywork, quantity to be determined"],
    ]);
    expect(items(result).map(kinds)).toEqual([
      { lumpSum: true },
      { provisional: "withoutTotal" },
      {},
      { hourly: true, quantityToBeDetermined: true },
    ]);
    if (!result.ok) return;
    expect(result.value.columns.find((c) => c.letter === "G")).toEqual({
      column: "kind",
      letter: "G",
      title: "Remarks",
      guessed: true,
    });
    // No "no quantity" warning for the item whose quantity the bidder gives.
    expect(codes(result)).toEqual(["import_notes_left_out"]);
    expect(words(result, "import_notes_left_out")[0]?.[1]).toBe(
      "Planer.xlsx: Sheet “LV”, column G “Remarks”: the item kinds in it were taken, the notes in rows 3–4 were not; a GAEB LV has no field for them. If a note belongs to the description, put it into the long text.",
    );
  });

  it("kind marks in the short text are taken and cut; brackets and words that are no kind stay", async () => {
    const result = await imported([
      ["Pos.", "Kurztext", "Menge", "ME"],
      ["1.10", "Mauerwerk (Bedarfsposition)", 10, "m2"],
      ["1.20", "Rohrleitung (DN 150)", 12, "m"],
      ["1.30", "Zulage für Sichtmauerwerk", 10, "m2"],
      ["1.40", "Stundenlohnarbeiten: Facharbeiter", 10, "h"],
      ["1.50", "Baustelle räumen - Pauschal -", 1, "psch"],
      ["1.60", "Anschluss: Bestand", 1, "St"],
    ]);
    expect(items(result).map((item) => [item.shortText, kinds(item)])).toEqual([
      ["Mauerwerk", { provisional: "withoutTotal" }],
      ["Rohrleitung (DN 150)", {}],
      ["Zulage für Sichtmauerwerk", {}],
      ["Facharbeiter", { hourly: true }],
      ["Baustelle räumen", { lumpSum: true }],
      ["Anschluss: Bestand", {}],
    ]);
  });
});

describe("the table as planners lay it out", () => {
  it("sections in one cell, sum rows without a figure, and long-text lines that start with a number", async () => {
    const result = await imported([
      ["Pos.", "Leistung", "Menge", "Einheit", "EP", "GP"],
      ["Titel 1: Rohbau", null, null, null, null, null],
      ["1.10", "Abdichtung", 20, "m2", 10, { formula: "C3*E3", result: 200 }],
      [null, "2 Lagen Bitumenbahn", null, null, null, null],
      ["Übertrag", null, null, null, null, null],
      ["2 Ausbau", null, null, null, null, null],
      ["2.10", "Estrich", 30, "m2", 5, { formula: "C7*E7", result: 150 }],
      ["Summe Titel 2", null, null, null, null, null],
      ["zzgl. 19 % MwSt.", null, null, null, null, null],
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const all = [...entries(result.value.document.boq?.body ?? [])];
    const sections = all.filter((e): e is Section => e.kind === "section").map((s) => [s.oz, s.title]);
    expect(sections).toEqual([
      ["1", "Rohbau"],
      ["2", "Ausbau"],
    ]);
    const [seal, screed] = items(result);
    expect(renderPlain(seal?.longText ?? [], PLAIN_LABELS)).toBe("2 Lagen Bitumenbahn");
    expect(renderPlain(screed?.longText ?? [], PLAIN_LABELS)).toBe("");
    expect(codes(result)).toEqual([]);
  });

  it("titles in two rows: the sub-titles name the columns, a title over both rows stands", async () => {
    const result = await imported([
      ["Pos.", "Leistungsbeschreibung", null, "Menge", "ME", "Preise", null],
      [null, "Kurztext", "Langtext", null, null, "Einheitspreis", "Gesamtpreis"],
      ["01.0010", "Mauerwerk", "KS 24 cm", 12, "m2", 50, 600],
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.columns.map((c) => [c.letter, c.column, c.title])).toEqual([
      ["A", "oz", "Pos."],
      ["B", "short", "Kurztext"],
      ["C", "long", "Langtext"],
      ["D", "qty", "Menge"],
      ["E", "unit", "ME"],
      ["F", "price", "Einheitspreis"],
      ["G", "total", "Gesamtpreis"],
    ]);
    const [wall] = items(result);
    expect([wall?.shortText, renderPlain(wall?.longText ?? [], PLAIN_LABELS)]).toEqual([
      "Mauerwerk",
      "KS 24 cm",
    ]);
  });

  it("unknown titles: the mapping is asked by the title row, and with a map that row is the titles", async () => {
    const rows: TestCell[][] = [
      ["Angebotsaufforderung Rohbau"],
      [],
      ["Ziffer", "Gegenstand", "Anzahl", "Dim."],
      ["1", "Erdarbeiten", null, null],
      ["1.10", "Boden lösen", 80, "m3"],
    ];
    const asked = await imported(rows);
    expect(asked.ok).toBe(false);
    if (asked.ok) return;
    expect(asked.mapping?.headerRow).toBe(3);
    expect(asked.mapping?.titles.map((t) => t.title)).toEqual(["Ziffer", "Gegenstand", "Anzahl", "Dim."]);
    const mapped = await imported(rows, { oz: "A", short: "B", qty: "C", unit: "D" });
    if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
    expect(mapped.value.headerRow).toBe(3);
    expect(
      items(mapped).map((item) => [item.oz, item.shortText, item.quantity?.toString(), item.unit]),
    ).toEqual([["1.10", "Boden lösen", "80", "m3"]]);
    expect(codes(mapped)).toEqual([]);
  });
});
