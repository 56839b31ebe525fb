import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { compareOffers, evaluateComparison } from "../src/index.js";
import { STYLE } from "../src/xlsx/styles.js";
import { awardNoteComparison } from "./support/award-note.js";
import { columnOf, readCells, rowOf, styleOf, type ValueCell } from "./support/compare.js";
import { corpusAvailable, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";
import { editSheet, typeNumber, typeText } from "./support/xlsx.js";

const corpus = requireCorpus("Vergabevermerk suite");
const soffice = findSoffice();
if (!soffice && process.env.CI)
  throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");

type Rows = Map<number, Array<ValueCell | undefined>>;

/** A sheet's cells as rows (1-based) of cells by 0-based column. */
function rowsOf(cells: Map<string, ValueCell>): Rows {
  const rows: Rows = new Map();
  for (const cell of cells.values()) {
    const row = rows.get(rowOf(cell.ref)) ?? [];
    row[columnOf(cell.ref)] = cell;
    rows.set(rowOf(cell.ref), row);
  }
  return rows;
}

/** The rows whose first cell is exactly `first`, in order. */
function rowsStarting(rows: Rows, first: string): Array<Array<ValueCell | undefined>> {
  return [...rows.entries()]
    .sort((a, b) => a[0] - b[0])
    .filter(([, row]) => row[0]?.value === first)
    .map(([, row]) => row);
}

function rowStarting(rows: Rows, first: string): Array<ValueCell | undefined> {
  const [row] = rowsStarting(rows, first);
  if (!row) throw new Error(`no row "${first}"`);
  return row;
}

/** The per-bidder rows of the table under a heading: those after it whose first cell is a bidder's number. */
function tableAfter(rows: Rows, heading: string): Array<Array<ValueCell | undefined>> {
  const sorted = [...rows.entries()].sort((a, b) => a[0] - b[0]);
  const start = sorted.findIndex(([, row]) => row[0]?.value === heading);
  const table: Array<Array<ValueCell | undefined>> = [];
  for (const [, row] of sorted.slice(start + 2)) {
    if (!/^\d+$/.test(row[0]?.value ?? "")) break;
    table.push(row);
  }
  return table;
}

/** The Wertung sheet's cell a formula refers to alone ("'Wertung'!$G$20"). */
function referred(
  cells: Map<string, Map<string, ValueCell>>,
  formula: string | undefined,
): ValueCell | undefined {
  const match = /^'([^']+)'!\$([A-Z]+)\$(\d+)$/.exec(formula ?? "");
  if (!match) return undefined;
  return cells.get(match[1] ?? "")?.get(`${match[2]}${match[3]}`);
}

describe.runIf(corpus)("the Vergabevermerk", () => {
  const result = corpusAvailable ? awardNoteComparison() : undefined;
  const cells = result ? readCells(result.xlsx) : new Map<string, Map<string, ValueCell>>();
  const note = rowsOf(cells.get("Vergabevermerk") ?? new Map());

  it("follows the Wertung sheet, printed on A4 portrait fit to the width, no rows repeated on its pages", () => {
    if (!result) throw new Error("no comparison");
    expect([...cells.keys()]).toEqual([
      "Preisspiegel",
      "Bieterrangfolge",
      "Wertung",
      "Aufklärung",
      "Vergabevermerk",
    ]);
    const zip = unzipSync(result.xlsx);
    const xml = strFromU8(zip["xl/worksheets/sheet5.xml"] ?? new Uint8Array());
    expect(xml).toContain(`<pageSetUpPr fitToPage="1"/>`);
    expect(xml).toContain(`<pageSetup paperSize="9" orientation="portrait" fitToWidth="1" fitToHeight="0"/>`);
    expect(xml).not.toContain("<autoFilter");
    expect(xml).not.toContain("<pane");
    const workbook = strFromU8(zip["xl/workbook.xml"] ?? new Uint8Array());
    expect(workbook).toContain(`<definedName name="_xlnm.Print_Area" localSheetId="4">`);
    expect(workbook).not.toContain(`name="_xlnm.Print_Titles" localSheetId="4"`);
  });

  it("names the project, the LV, the request, the currency, the number of offers and its date as a date cell", () => {
    if (!result) throw new Error("no comparison");
    expect(note.get(1)?.[0]?.value).toBe("Vergabevermerk");
    expect(rowStarting(note, "Projekt")[2]?.value).toContain("GAEB0002");
    expect(rowStarting(note, "Leistungsverzeichnis")[2]?.value).toBe(
      "2008-001 – Muster-LV mit vielen Sonderelementen",
    );
    expect(rowStarting(note, "Angebotsaufforderung (Datei)")[2]?.value).toBe("Musterdatei_3.1_2008-001.X83");
    expect(rowStarting(note, "Währung")[2]?.value).toBe("EUR");
    expect(rowStarting(note, "Anzahl der Angebote")[2]?.value).toBe("3");
    const date = rowStarting(note, "Datum")[2];
    // Days since 1899-12-30: 14 March 2025.
    expect(date?.value).toBe("45730");
    expect(styleOf(result.xlsx, 5, date?.ref ?? "")).toBe(STYLE.date);
  });

  it("lists every offer: totals as stated and computed, and Wertungssumme and rank live from the Wertung sheet", () => {
    if (!result) throw new Error("no comparison");
    const offers = tableAfter(note, "1. Angebote");
    expect(offers.map((row) => row[1]?.value)).toEqual([
      "Maler + Lackierer, Pinsel und Co KG\nMusterdatei_3.1_2008-001.X84",
      "Günstig Bau GmbH\nguenstig.x84",
      "Lückenhaft & Söhne KG\nlueckenhaft.x84",
    ]);
    offers.forEach((row, b) => {
      const ranking = result.ranking.find((line) => line.file === result.evaluationData.bidders[b]?.file);
      const evaluated = result.evaluation.find((line) => line.index === b);
      expect(row[3]?.formula, `bidder ${b + 1}`).toMatch(/^'Preisspiegel'!/);
      expect(Number(row[3]?.value)).toBe(Number(ranking?.total));
      expect(Number(row[5]?.value)).toBe(Number(evaluated?.evaluatedTotal));
      expect(Number(row[6]?.value)).toBe(evaluated?.rank);
      // Each refers to the Wertung's own cell, which caches the same figure.
      for (const column of [5, 6]) {
        const there = referred(cells, row[column]?.formula);
        expect(there?.value, `bidder ${b + 1} column ${column}`).toBe(row[column]?.value);
      }
    });
    // The generated offers state no totals; the incomplete one keeps the sample's (which now disagree).
    expect(offers[1]?.[2]?.value).toBe("keine angegeben");
    expect(offers[2]?.[2]?.value).toBe("1421003968.15");
  });

  it("examines each offer live: complete, unusual unit prices, the gaps below the next and the estimate, the verdict", () => {
    if (!result) throw new Error("no comparison");
    const examined = tableAfter(note, "2. Prüfung der Angebote");
    expect(examined.map((row) => [row[1]?.value, row[5]?.value])).toEqual([
      ["Maler + Lackierer, Pinsel und Co KG", "ohne Befund"],
      ["Günstig Bau GmbH", "ungewöhnlich niedrig"],
      ["Lückenhaft & Söhne KG", "unvollständig"],
    ]);
    examined.forEach((row, b) => {
      const evaluated = result.evaluation.find((line) => line.index === b);
      expect(Number(row[2]?.value)).toBe(evaluated?.unusualPrices.length);
      expect(row[2]?.formula).toMatch(/^'Wertung'!\$[A-Z]+\$\d+$/);
      expect(row[5]?.formula).toContain(`IF('Wertung'!`);
    });
    // A quarter below the next complete offer.
    expect(Number(examined[1]?.[3]?.value)).toBeCloseTo(0.25, 3);
    expect(examined[1]?.[3]?.formula).toMatch(/^IF\(ISNUMBER\('Wertung'!/);
  });

  it("tells what the incomplete offer lacks, capped, and which stated totals disagree, in the ranking's words", () => {
    if (!result) throw new Error("no comparison");
    const incomplete = result.ranking.find((line) => !line.complete);
    const [findings] = rowsStarting(note, "3: Lückenhaft & Söhne KG");
    const lacks = findings?.[2]?.value ?? "";
    expect(lacks).toContain(`${incomplete?.missingItems.length} Positionen ohne Preis oder Zuschlagssatz`);
    expect(lacks).toContain(incomplete?.missingItems.slice(0, 10).join(", "));
    expect(lacks).toContain(`und ${(incomplete?.missingItems.length ?? 0) - 10} weitere`);
    const texts = [...(cells.get("Vergabevermerk")?.values() ?? [])].map((cell) => cell.value);
    const ranking = [...(cells.get("Bieterrangfolge")?.values() ?? [])].map((cell) => cell.value);
    const disagree = texts.find((value) => value.startsWith("Summen laut Angebot weichen"));
    expect(disagree).toBeDefined();
    expect(ranking).toContain(disagree);
    expect(ranking).toContain(lacks);
  });

  it("states the settings live from the Wertung sheet: Bedarf, each Wahl group's option in words, thresholds", () => {
    if (!result) throw new Error("no comparison");
    const provisional = rowStarting(note, "Bedarfspositionen gewertet")[3];
    expect(provisional?.value).toBe("nein");
    expect(provisional?.formula).toBe(`'Wertung'!$C$7&""`);
    expect(rowStarting(note, "Bedarfspositionen (OZ)")[3]?.value).toBe("1.10.25.0010, 1.10.25.0020, 3.0040");
    const group = rowStarting(note, "Wahlgruppe 1, gewählt")[3];
    expect(group?.value).toBe(
      "0 = Grundposition: Schacht 1000 mm Gerinne gerade über 2 bis 2,5 m (OZ 1.10.20.0010 bis 1.10.20.0013)",
    );
    expect(group?.formula).toContain(
      `N('Wertung'!$B$15)=2,"2 = Wahlposition 2: Unterteil 1m Gerinne gerade DN 250`,
    );
    expect(rowStarting(note, "Wahlgruppe 100, gewählt")[3]?.formula).toContain("'Wertung'!$B$16");
    expect(rowStarting(note, "Umsatzsteuer")[3]?.value).toBe("19");
    const unusual = rowStarting(note, "Auffällige EP: Abweichung über");
    expect([unusual[3]?.value, unusual[4]?.value]).toEqual([
      "30",
      "vom Mittelwert der EP der anderen Bieter",
    ]);
    expect(rowStarting(note, "Ungewöhnlich niedrig: Abstand über")[3]?.value).toBe("20");
    expect(rowStarting(note, "Kostenschätzung (netto)")[4]?.value).toBe("keine angegeben");
  });

  it("names the offer ranked first with its verdict, then leaves room for the decision and the signatures", () => {
    expect(rowStarting(note, "Rang 1 nach der Wertung")[3]?.value).toBe(
      "2: Günstig Bau GmbH – ungewöhnlich niedrig",
    );
    for (const label of ["Entscheidung / Zuschlag an:", "Begründung:", "Aufgestellt:", "Geprüft:"])
      expect(rowsStarting(note, label), label).toHaveLength(1);
    const captions = [...(cells.get("Vergabevermerk")?.values() ?? [])].map((cell) => cell.value);
    expect(captions.filter((value) => value === "Ort, Datum")).toHaveLength(2);
    expect(captions.filter((value) => value === "Name, Unterschrift")).toHaveLength(2);
  });

  it("speaks English in an English workbook", () => {
    const english = awardNoteComparison({ lang: "en", evaluation: { estimate: 170_000_000 } });
    const sheets = readCells(english.xlsx);
    expect([...sheets.keys()].at(-1)).toBe("Award note");
    const rows = rowsOf(sheets.get("Award note") ?? new Map());
    expect(rows.get(1)?.[0]?.value).toBe("Award note");
    expect(tableAfter(rows, "2. Examination of the offers").map((row) => row[5]?.value)).toEqual([
      "no findings",
      "abnormally low",
      "incomplete",
    ]);
    expect(rowStarting(rows, "Optional items evaluated")[3]?.value).toBe("no");
    expect(rowStarting(rows, "Unusual unit price: deviation over")[4]?.value).toBe(
      "from the mean of the other bidders' unit prices",
    );
    expect(rowStarting(rows, "Cost estimate (net)")[3]?.value).toBe("170000000");
    for (const label of ["Decision / award to:", "Prepared by:", "Checked by:"])
      expect(rowsStarting(rows, label), label).toHaveLength(1);
    const words = [...(sheets.get("Award note")?.values() ?? [])].map((cell) => cell.value).join(" ");
    expect(words).not.toMatch(/Bieter|Angebot|gewertet|Unterschrift|Wahlgruppe/);
  });

  it("takes the note's date as an option, today by default, and refuses a date that does not exist", () => {
    const files = { name: "x.x83", bytes: new Uint8Array([1]) };
    const refused = compareOffers(files, [files, files], { date: "2025-02-30" });
    expect(!refused.ok && refused.issues[0]?.params).toMatchObject({ field: "options.date" });
    const today = awardNoteComparison({}, false);
    const date = rowStarting(rowsOf(readCells(today.xlsx).get("Vergabevermerk") ?? new Map()), "Datum")[2];
    const now = new Date();
    const days =
      (Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(Number(date?.value)).toBe(days);
  });

  it.runIf(soffice)(
    "recomputes in LibreOffice as cached, and follows the office's choices made on the Wertung sheet",
    () => {
      if (!result) throw new Error("no comparison");
      const settings = { alternatives: { "1": 2 }, provisional: true, estimate: 2_000_000_000 };
      const edited = editSheet(result.xlsx, 2, (xml) =>
        typeNumber(typeText(typeNumber(xml, "B15", "2"), "C7", "ja"), "C12", "2000000000"),
      );
      const recalculated = recalculateWithLibreOffice(soffice as string, { original: result.xlsx, edited });
      // As made: every formula of the note gives in LibreOffice what it caches.
      const made = recalculated.get("original")?.get("Vergabevermerk") ?? [];
      for (const cell of cells.get("Vergabevermerk")?.values() ?? []) {
        if (cell.formula === undefined) continue;
        const computed = made[rowOf(cell.ref) - 1]?.[columnOf(cell.ref)] ?? "";
        const number = Number(cell.value);
        if (cell.value === "" || Number.isNaN(number)) expect(computed, cell.ref).toBe(cell.value);
        else
          expect(
            Math.abs(Number(computed.replace(/%$/, "")) / (computed.endsWith("%") ? 100 : 1) - number),
            cell.ref,
          ).toBeLessThan(0.0011);
      }
      // With group 1's alternative 2, the Bedarfspositionen counted and an estimate: as the library evaluates it.
      const expected = evaluateComparison(result.evaluationData, settings);
      if (!expected.ok) throw new Error("evaluation failed");
      const after = recalculated.get("edited")?.get("Vergabevermerk") ?? [];
      const at = (row: Array<ValueCell | undefined> | undefined, column: number) =>
        after[rowOf(row?.[column]?.ref ?? "A1") - 1]?.[column] ?? "";
      tableAfter(note, "1. Angebote").forEach((row, b) => {
        const evaluated = expected.evaluation.find((line) => line.index === b);
        expect(Number(at(row, 5)), `bidder ${b + 1}`).toBeCloseTo(Number(evaluated?.evaluatedTotal), 2);
        expect(Number(at(row, 6)), `bidder ${b + 1}`).toBe(evaluated?.rank);
      });
      const examined = tableAfter(note, "2. Prüfung der Angebote");
      expect(at(rowStarting(note, "Bedarfspositionen gewertet"), 3)).toBe("ja");
      expect(at(rowStarting(note, "Wahlgruppe 1, gewählt"), 3)).toMatch(/^2 = Wahlposition 2: Unterteil 1m/);
      expect(Number(at(rowStarting(note, "Kostenschätzung (netto)"), 3))).toBe(2_000_000_000);
      expect(at(rowStarting(note, "Kostenschätzung (netto)"), 4)).toBe("");
      // Far below an estimate of 2 billion, the sample's own offer is now unusually low too.
      const verdicts = examined.map((_, b) => {
        const line = expected.evaluation.find((evaluated) => evaluated.index === b);
        if (!line?.complete) return "unvollständig";
        return line.lowAgainstNext || line.lowAgainstEstimate ? "ungewöhnlich niedrig" : "ohne Befund";
      });
      expect(verdicts).toEqual(["ungewöhnlich niedrig", "ungewöhnlich niedrig", "unvollständig"]);
      expect(examined.map((row) => at(row, 5))).toEqual(verdicts);
      examined.forEach((row, b) => {
        const line = expected.evaluation.find((evaluated) => evaluated.index === b);
        expect(Number(at(row, 2)), `bidder ${b + 1}`).toBe(line?.unusualPrices.length);
      });
    },
    300_000,
  );
});
