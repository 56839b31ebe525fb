import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx, readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { ViewItem } from "../src/view/types.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { viewOf } from "./support/view.js";
import { readWorkbook } from "./support/xlsx.js";

/** In CI a missing corpus fails the suite; locally it says loudly that the corpus parts skipped. */
const corpusAvailable = requireCorpus("X31 and X89 output");

const FIXTURES = join(import.meta.dirname, "fixtures");
const bytesOf = (path: string) => new Uint8Array(readFileSync(join(FIXTURES, path)));

/** Every cell text and number of the first sheet, row by row. */
function sheetTexts(bytes: Uint8Array): string[] {
  const [sheet] = readWorkbook(bytes).sheets;
  if (!sheet) throw new Error("no sheet");
  return [...sheet.rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, cells]) => [...cells.values()].map((cell) => cell.text ?? cell.number ?? "").join(" | "));
}

describe("an X31 converted to a workbook", () => {
  it("shows each item's measured quantity and, under it, its takeoff rows with results and sum", () => {
    const converted = convertToXlsx([
      { name: "takeoff.x31", bytes: bytesOf("quantity-determination/takeoff.x31") },
    ]);
    if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
    const rows = sheetTexts(converted.xlsx);
    const text = rows.join("\n");
    expect(text).toContain("31 – Mengenermittlung");
    expect(text).toContain("REB-Verfahrensbeschreibung 23.003, Ausgabe 2009");
    expect(text).toContain("Rohbau Schule Nord");
    const item = rows.findIndex((row) => row.startsWith("01.01.0010"));
    expect(rows[item]).toContain("47.25");
    expect(rows.slice(item + 1, item + 7)).toEqual([
      expect.stringMatching(/Aufmaß, Text \| Erdgeschoss, Raum 1 und 2/),
      expect.stringMatching(/Aufmaß \| Raum 1 \| 5,00\*4,50 · Adresse 0001A0 \| .*22\.5/),
      expect.stringMatching(/Aufmaß \| Raum 2 \| 3,25\*2,00 · Faktor 2,000 · Adresse 0001A1 \| .*13/),
      expect.stringMatching(/Aufmaß, Abzug \| Stuetze \| .*-0\.25/),
      expect.stringMatching(
        /Aufmaß \| Flur \| \(12,00\+3,50\)\*0,75\+0,25\*\(2,00-0,50\) · Adresse 0001C0 \| .*12/,
      ),
      expect.stringMatching(/Summe Aufmaß \(berechnet\) \| .*47\.25/),
    ]);
    expect(text).toMatch(/Aufmaß, andere Formel \(wie geschrieben\) \| D01 Fixed-field formula 01/);
    expect(converted.issues).toEqual([]);
  });

  it("labels the takeoff in English too", () => {
    const converted = convertToXlsx(
      [{ name: "catalogues.x31", bytes: bytesOf("quantity-determination/catalogues.x31") }],
      { lang: "en" },
    );
    if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
    const text = sheetTexts(converted.xlsx).join("\n");
    expect(text).toContain("REB procedure 23.003, 2009 edition");
    expect(text).toMatch(/Drawn up by \| Putz und Stuck GmbH/);
    expect(text).toMatch(/Checked by \| Ingenieurbuero Pruef/);
    expect(text).toMatch(
      /Takeoff, deduction \| Fenster \| 1,01\*1,26 · factor 2.000 · address 0001A1 \| .*-2\.545/,
    );
    expect(text).toMatch(/Takeoff sum \(computed\) \| .*31\.555/);
  });

  it("is not written back as GAEB DA XML, which would be invalid, but refused plainly", () => {
    const read = readGaeb({ name: "takeoff.x31", bytes: bytesOf("quantity-determination/takeoff.x31") });
    if (!read.ok) throw new Error("not read");
    expect(writeGaeb(read.value)).toEqual({
      ok: false,
      issues: [{ code: "write_phase_unsupported", severity: "error", params: { phase: "31" } }],
    });
  });
});

describe("an X31 in the viewer", () => {
  it("shows each item's quantity and its takeoff, and the file's QtyDetermInfo in words", () => {
    const view = viewOf("catalogues.x31", bytesOf("quantity-determination/catalogues.x31"), "de");
    const item = view.rows.find((row): row is ViewItem => row.kind === "item");
    expect(item?.oz).toBe("01.0010");
    expect(item?.quantity).toBe("31.555");
    expect(item?.takeoff).toEqual({
      quantity: "31.555",
      sum: "31.555",
      lines: [
        { kind: "text", text: "#Bild Skizze1" },
        {
          kind: "calculation",
          explanation: "Wand A",
          deduction: false,
          expression: "12,40*2,75",
          address: "0001A0",
          result: "34.100",
        },
        {
          kind: "calculation",
          explanation: "Fenster",
          deduction: true,
          factor: "2.000",
          expression: "1,01*1,26",
          address: "0001A1",
          result: "-2.545",
        },
      ],
    });
    const facts = Object.fromEntries(view.facts.map((fact) => [fact.label, fact.value]));
    expect(facts).toMatchObject({
      Aufmaßverfahren: "REB-Verfahrensbeschreibung 23.003, Ausgabe 2009",
      Auftrag: "Putzarbeiten",
      Baumaßnahme: "Neubau Schule Nord, 2. Bauabschnitt",
      "Leistung von": "01.03.2026",
      "Leistung bis": "31.03.2026",
      "Aufgestellt von": expect.stringContaining("Putz und Stuck GmbH"),
      "Geprüft von": expect.stringContaining("Ingenieurbuero Pruef"),
    });
  });

  it("shows items with a quantity only, without takeoff rows", () => {
    const view = viewOf("quantities.x31", bytesOf("quantity-determination/quantities.x31"), "en");
    const items = view.rows.filter((row): row is ViewItem => row.kind === "item");
    expect(items.map((item) => [item.oz, item.quantity, item.takeoff])).toEqual([
      ["001", "125.500", { quantity: "125.500", lines: [] }],
      ["002.A", "0.750", { quantity: "0.750", lines: [] }],
      ["003", undefined, undefined],
    ]);
    expect(view.facts.find((fact) => fact.label === "Takeoff method")?.value).toBe(
      "REB procedure 23.003, 1979 edition",
    );
  });
});

describe("an invoice (X89) with shares, earlier invoices and several payments", () => {
  it.skipIf(!corpusAvailable)("the fixture is valid against the schema of phase 89", () => {
    const bytes = bytesOf("invoice/earlier-invoices.x89");
    expect(validatePhase("89", [{ name: "earlier-invoices.x89", bytes }])).toBe("");
  });

  it("shows header, shares with amount or percentage, earlier invoices, payments and the amount due", () => {
    const view = viewOf("earlier-invoices.x89", bytesOf("invoice/earlier-invoices.x89"), "de");
    const invoice = view.facts
      .filter((fact) => fact.group === "invoice")
      .map((fact) => `${fact.label}: ${fact.value}`);
    expect(invoice).toEqual(
      expect.arrayContaining([
        "Rechnungsnummer: RE-2026-007",
        "Rechnungsdatum: 31.10.2026",
        "Rechnungsart: Abschlagsrechnung",
        "Leistung von: 01.09.2026",
        "Leistung bis: 31.10.2026",
        "Grundbetrag: 3.052,35",
        "Sicherheitseinbehalt Mängelansprüche (Einbehalt Maengelansprueche): 5 %",
        "Sicherheitseinbehalt Vertragserfüllung (Vertragserfuellung): -152,62",
        "Zahlung, Rechnung RE-2026-005, vom 05.09.2026, MwSt 190,00: 1.190,00",
        "Zahlung, Rechnung RE-2026-006, vom 05.10.2026, Abschlagsrechnung, MwSt 95,00: 595,00",
        "Frühere Rechnung, RE-2026-005, vom 31.08.2026, Abschlagsrechnung, MwSt 190,00: 1.190,00",
        "Frühere Rechnung, RE-2026-006, vom 30.09.2026, Abschlagsrechnung, MwSt 95,00: 595,00",
        "Rechnung brutto: 3.052,35",
        "Noch offen (berechnet): 1.114,73",
      ]),
    );
  });

  it("puts the same lines into the workbook's title block", () => {
    const converted = convertToXlsx(
      [{ name: "earlier-invoices.x89", bytes: bytesOf("invoice/earlier-invoices.x89") }],
      {
        lang: "en",
      },
    );
    if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
    const text = sheetTexts(converted.xlsx).join("\n");
    expect(text).toMatch(/Invoice type \| interim invoice/);
    expect(text).toMatch(/retention for claims for defects \(Einbehalt Maengelansprueche\) \| 5 %/);
    expect(text).toMatch(/Earlier invoice, RE-2026-006, of 2026-09-30, interim invoice, VAT 95.00 \| 595/);
    expect(text).toMatch(/Payment, invoice RE-2026-005, of 2026-09-05, VAT 190.00 \| 1190/);
    expect(text).toMatch(/Still due \(computed\) \| 1114.73/);
  });

  it("reads the corpus's invoice as before: one payment, the amount due", () => {
    if (!corpusAvailable) return;
    const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, "synthetic/invoice.x89")));
    const view = viewOf("invoice.x89", bytes, "de");
    const facts = Object.fromEntries(view.facts.map((fact) => [fact.label, fact.value]));
    expect(facts["Noch offen (berechnet)"]).toBe("1.862,35");
    expect(facts.Grundbetrag).toBe("3.052,35");
  });
});
