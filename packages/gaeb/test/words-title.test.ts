import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMPARE_LABELS } from "../src/compare/labels.js";
import { convertToXlsx, type InputFile } from "../src/convert.js";
import type { Locale } from "../src/issues.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";
import { fillWithExcelJs } from "./support/offer.js";
import { readWorkbook } from "./support/xlsx.js";

const available = requireCorpus("title block words");
const corpus = (path: string): InputFile => ({
  name: path.split("/").pop() ?? path,
  bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, path))),
});

/** The facts above the table: label → value (text, or the serial number of a date cell), both sides of each row. */
function titleFacts(input: InputFile, lang: Locale = "de"): Map<string, string> {
  const result = convertToXlsx([input], { lang });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const [sheet] = readWorkbook(result.xlsx).sheets;
  const facts = new Map<string, string>();
  for (const [, cells] of sheet?.rows ?? []) {
    const value = (column: string) => cells.get(column)?.text ?? cells.get(column)?.number ?? "";
    if (cells.get("A")?.text === LABELS_OZ[lang]) break;
    if (cells.get("A")?.text) facts.set(value("A"), value("C"));
    if (cells.get("E")?.text) facts.set(value("E"), value("H"));
  }
  return facts;
}
const LABELS_OZ: Record<Locale, string> = { de: "OZ", en: "Item no." };

/** Excel's serial number of a date, as a date cell holds it. */
const serial = (iso: string) => String((Date.parse(iso) - Date.UTC(1899, 11, 30)) / 86_400_000);

describe.runIf(available)("title block: facts in words, whichever generation the file is", () => {
  it("a GAEB 2000 file shows its award facts as its GAEB DA XML twin does, never the raw keys", () => {
    // The same LV written by one program as P83 and as X83.
    const p83 = titleFacts(corpus("real-world/1561 - 02_ROHBAUARBEITEN.P83"));
    const x83 = titleFacts(corpus("real-world/1561 - 02_ROHBAUARBEITEN.X83"));
    for (const key of ["Art", "ErDatum", "ErUhrzeit", "ZusEnde", "AusfBeginn", "AusfEnde"])
      expect(p83.has(key), key).toBe(false);
    expect(p83.get("Vergabeart")).toBe("Offenes Verfahren");
    expect(p83.get("Eröffnungstermin")).toBe(serial("2026-05-12"));
    expect(p83.get("Bindefrist bis")).toBe(serial("2026-06-12"));
    expect(p83.get("Ausführung von")).toBe(serial("2026-08-24"));
    expect(p83.get("Ausführung bis")).toBe(serial("2027-04-20"));
    for (const label of [
      "Vergabeart",
      "Eröffnungstermin",
      "Bindefrist bis",
      "Ausführung von",
      "Ausführung bis",
    ])
      expect(p83.get(label), label).toBe(x83.get(label));
  });

  it("GAEB 2000 Art 7, AbgabeOrt and the owner's DVNr in words, in German and English", () => {
    const de = titleFacts(corpus("real-world/LV_Los01.P83"));
    expect(de.get("Vergabeart")).toBe("Internationale NATO-Ausschreibung");
    expect(de.get("Ort der Angebotsabgabe")).toBe("Potsdam, OT Groß Glienicke");
    expect(de.get("DV-Nummer")).toBe("DRV Buro");
    for (const key of ["Art", "AbgabeOrt", "DVNr"]) expect(de.has(key), key).toBe(false);
    const en = titleFacts(corpus("real-world/LV_Los01.P83"), "en");
    expect(en.get("Award procedure")).toBe("international NATO invitation to tender");
    expect(en.get("Place of submission")).toBe("Potsdam, OT Groß Glienicke");
    // Its X83 twin says the same.
    expect(titleFacts(corpus("real-world/LV_Los01.X83")).get("Vergabeart")).toBe(
      "Internationale NATO-Ausschreibung",
    );
  });

  it("code values of DA XML in words: the award procedure and the kinds of an invoice", () => {
    const request = "gaeb-samples/Musterdatei_3.1_2008-001.X83";
    expect(titleFacts(corpus(request)).get("Vergabeart")).toBe("Öffentliche Ausschreibung");
    expect(titleFacts(corpus(request), "en").get("Award procedure")).toBe("public invitation to tender");
    const invoice = titleFacts(corpus("synthetic/invoice.x89"));
    expect(invoice.get("Rechnungsart")).toBe("Abschlagsrechnung");
    expect(invoice.get("Abrechnungsart")).toBe("kumuliert");
    // A share is one line: its kind in words, with its amount.
    expect(invoice.get("Grundbetrag")).toMatch(/^3[.,]?052[.,]35$/);
    const english = titleFacts(corpus("synthetic/invoice.x89"), "en");
    expect(titleFacts(corpus("synthetic/supporting.x89b")).get("Bezug auf Rechnung")).toBe("RE-2026-006");
    expect(english.get("Invoice type")).toBe("interim invoice");
    expect(english.get("Settlement")).toBe("cumulative");
  });

  it("the contractor of an offer is its bidder, in a real X84 and in one made from a priced workbook", async () => {
    const real = titleFacts(corpus("gaeb-samples/Musterdatei_3.1_2008-001.X84"));
    expect(real.get("Bieter")).toMatch(/^Maler \+ Lackierer, Pinsel und Co KG/);
    expect(real.has("Auftragnehmer")).toBe(false);
    expect(titleFacts(corpus("gaeb-samples/Musterdatei_3.1_2008-001.X84"), "en").has("Bidder")).toBe(true);
    // An order (phase 86) keeps its contractor.
    expect(titleFacts(corpus("synthetic/contract.x86")).has("Auftragnehmer")).toBe(true);

    const request = {
      name: "LV.X83",
      bytes: bytes(gaebXml({ body: `<Itemlist>${item("10", "<Qty>2.000</Qty><QU>m</QU>")}</Itemlist>` })),
    };
    const converted = convertToXlsx([request]);
    if (!converted.ok) throw new Error("request did not convert");
    const priced = await fillWithExcelJs(converted.xlsx, (oz, column) =>
      oz === "0010" && column === "EP" ? 12.5 : undefined,
    );
    const offer = offerFromWorkbook({ name: "LV.xlsx", bytes: priced }, { bidder: "Elektro Muster" });
    if (!offer.ok) throw new Error(JSON.stringify(offer.issues));
    const reopened = titleFacts({ name: "LV.X84", bytes: offer.x84 });
    expect(reopened.get("Bieter")).toBe("Elektro Muster");
    expect(reopened.has("Auftragnehmer")).toBe(false);
  });

  it("the bidder ranking says yes and no in one case", () => {
    for (const lang of ["de", "en"] as const) {
      const { yes, no } = COMPARE_LABELS[lang].summary;
      expect(no, lang).toBe(no.toLowerCase());
      expect(yes, lang).toBe(yes.toLowerCase());
    }
  });
});
