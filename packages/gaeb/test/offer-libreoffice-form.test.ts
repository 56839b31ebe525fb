import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item, MarkupItem } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { formLayout, LV_ROW } from "./support/acceptance.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { entries, itemsByOz, readDocument, sectionsByOz } from "./support/offer.js";
import { validateX84, xmllint } from "./support/x84-schema.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Offer form LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Offer form LibreOffice suite");

/** A request with award facts and dates in its title block, markup items, section totals and free quantities. */
const REQUEST = "gaeb-samples/Musterdatei_3.1_2008-001.X83";

/** How a person writes 10 % in each locale: as a number, with the sign, with a decimal, as the share. */
const RATES = {
  "de-DE": ["10", "10 %", "10,0 %", "0,1", "10%"],
  "en-US": ["10", "10 %", "10.0 %", "0.1", "10%"],
} as const;
const QUANTITY = { "de-DE": "12,5", "en-US": "12.5" } as const;

/** The sheet's own offer total as LibreOffice computes it from the saved workbook. */
function sheetTotal(xlsx: Uint8Array): string {
  const sheets = recalculateWithLibreOffice(soffice as string, { w: xlsx }).get("w");
  const rows = [...(sheets?.values() ?? [])].find((sheet) => sheet.some((row) => row.includes(LV_ROW))) ?? [];
  const header = rows.find((row) => row.includes("OZ") && row.includes("GP")) ?? [];
  const total = rows.find((row) => row.includes(LV_ROW));
  return Number(total?.[header.indexOf("GP")]).toFixed(2);
}

describe.runIf(soffice && corpus)("an offer form typed into and saved by LibreOffice Calc", () => {
  const bytes = corpus ? new Uint8Array(readFileSync(join(CORPUS_DIR, REQUEST))) : new Uint8Array();
  const request = corpus ? readDocument("LV.X83", bytes) : undefined;
  const all = [...entries(request?.boq?.body ?? [])];
  const items = all.filter((e): e is Item => e.kind === "item");
  const markups = all.filter((e): e is MarkupItem => e.kind === "markupItem");
  const free = items.filter((item) => item.flags.quantityToBeDetermined);
  const converted = convertToXlsx([{ name: "Musterdatei_3.1_2008-001.X83", bytes }]);
  const xlsx = converted.ok ? converted.xlsx : new Uint8Array();

  for (const locale of ["de-DE", "en-US"] as const) {
    it(`reads rates typed as 10, "10 %", "10,0 %" and 0,1, free quantities and the bidder (${locale})`, () => {
      expect(markups.length).toBeGreaterThanOrEqual(RATES[locale].length);
      expect(free.length).toBeGreaterThan(0);
      const { column, rows, lvRow, label } = formLayout(xlsx);
      const [ep, qty, discount] = [column("EP"), column("Menge"), column("Nachlass %")];
      const at = (oz: string, letter: string) => `${letter}${rows.get(oz)}`;
      const rate = (n: number) => RATES[locale][n % RATES[locale].length] as string;
      const section = [...sectionsByOz(request ?? readDocument("x", bytes)).keys()][0] ?? "";
      const discounted = items[0]?.oz ?? "";
      const steps: Step[] = [
        ...items.map((item, n): Step => ({ type: "number", cell: at(item.oz, ep), value: String(10 + n) })),
        ...markups.map((markup, n): Step => ({ type: "typed", cell: at(markup.oz, ep), value: rate(n) })),
        ...free.map((item): Step => ({ type: "typed", cell: at(item.oz, qty), value: QUANTITY[locale] })),
        { type: "typed", cell: at(discounted, discount), value: rate(3) },
        { type: "typed", cell: at(section, discount), value: rate(2) },
        { type: "typed", cell: `${discount}${lvRow}`, value: rate(1) },
        { type: "typed", cell: `C${label("Bieter (Name)")}`, value: "Muster Bau GmbH" },
        { type: "typed", cell: `C${label("Bieter PLZ Ort")}`, value: "70327 Stuttgart" },
        // Left of and above everything: label and input cell move together.
        { type: "insertColumn", index: 0 },
        { type: "insertRow", index: 0 },
      ];
      const [saved] = editWithLibreOffice(soffice as string, [{ xlsx, steps }], locale);
      if (!saved) throw new Error("LibreOffice saved nothing");
      // Each rate cell still says what it expects while selected, after Calc's save.
      const sheetXml = strFromU8(unzipSync(saved)["xl/worksheets/sheet1.xml"] as Uint8Array);
      expect(sheetXml).toMatch(/promptTitle="Zuschlag in %"/);
      const result = offerFromWorkbook({ name: "priced.xlsx", bytes: saved });
      if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
      const offer = readDocument("o.X84", result.x84);
      expect(offer.award.contractor).toMatchObject({
        names: ["Muster Bau GmbH"],
        postalCode: "70327",
        city: "Stuttgart",
      });
      // The street was left empty: empty in the offer, not a title fact from further along its row.
      expect(offer.award.contractor?.street).toBeUndefined();
      const offered = itemsByOz(offer);
      for (const markup of markups) {
        const rateOf = offered.get(markup.oz);
        expect(rateOf?.kind === "markupItem" && rateOf.markupPercent?.toNumber(), markup.oz).toBe(10);
      }
      const first = offered.get(discounted);
      expect(first?.kind === "item" && first.discountPercent?.toNumber()).toBe(10);
      expect(sectionsByOz(offer).get(section)?.totals?.discountPercent?.toNumber()).toBe(10);
      expect(offer.boq?.info.totals?.discountPercent?.toNumber()).toBe(10);
      for (const item of free) {
        const typed = offered.get(item.oz);
        expect(typed?.kind === "item" && typed.quantity?.toString(), item.oz).toBe("12.500");
      }
      // What the sheet shows as the offer's total is the X84's, after every rate as Calc read it.
      expect(sheetTotal(saved)).toBe(result.summary.grandTotal);
      if (xmllint && result.summary.gaebVersion === "3.3")
        expect(validateX84({ "o.x84": result.x84 })).toBe("");
    }, 300_000);
  }
});
