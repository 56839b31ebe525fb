import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { findSoffice, recalculateWithLibreOffice } from "./support/libreoffice.js";
import { columnIndex, type ReadSheet, readWorkbook, tableRows } from "./support/xlsx.js";

const corpus = requireCorpus("markup discount suite");
const soffice = findSoffice();

/** The official Musterdatei 3.1 request (X83), offer (X84) and award (X86), as the corpus holds them. */
function official(name: "X83" | "X84" | "X86"): string {
  const file = corpusFiles().find((f) => f.path === `gaeb-samples/Musterdatei_3.1_2008-001.${name}`);
  if (!file) throw new Error(`Musterdatei_3.1_2008-001.${name} missing from the corpus`);
  return new TextDecoder().decode(file.bytes);
}

function replaceOnce(xml: string, from: string | RegExp, to: string): string {
  const changed = xml.replace(from, to);
  if (changed === xml) throw new Error(`not found: ${from}`);
  return changed;
}

/**
 * The official offer with a discount of 10 % on markup 1.30.20.0050 (DBCFIBEI), spec-faithful: GAEB 3.3 defines a
 * markup's IT as its figure incl. Nachlass, so 10 % of 1.400,00 less 10 % = 126,00, and the totals above it 14,00
 * lower. `stated: false` drops the markup's IT, so the figure is the converter's own.
 */
function discounted(stated: boolean): string {
  let xml = official("X84");
  const markup = /(<MarkupItem ID="DBCFIBEI"[^>]*>[\s\S]*?<Markup>10.00<\/Markup>)\s*<IT>140.00<\/IT>/;
  xml = replaceOnce(xml, markup, `$1<DiscountPcnt>10.00</DiscountPcnt>${stated ? "<IT>126.00</IT>" : ""}`);
  xml = replaceOnce(xml, "<Total>1790.00</Total>", "<Total>1776.00</Total>");
  xml = replaceOnce(xml, "<Total>4059.60</Total>", "<Total>4045.60</Total>");
  return replaceOnce(xml, "<Total>1420983821.82</Total>", "<Total>1420983807.82</Total>");
}

function convert(xml: string, request?: string) {
  const encode = (text: string) => new TextEncoder().encode(text);
  const result = convertToXlsx(
    [{ name: "offer.X84", bytes: encode(xml) }],
    request ? { base: { name: "request.X83", bytes: encode(request) } } : {},
  );
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const sheet = readWorkbook(result.xlsx).sheets[0] as ReadSheet;
  const rows = new Map(tableRows(sheet).map((row) => [row.cells.OZ?.text ?? "", row]));
  return { xlsx: result.xlsx, issues: result.issues, sheet, rows };
}

const MARKUPS = ["1.30.10.0040", "1.30.20.0040", "1.30.20.0050", "1.30.20.0070", "1.30.30.0030"];

describe.runIf(corpus)("a markup's discount in the converter's workbook", () => {
  it("the official files' markup figures stay their stated IT, without a warning", () => {
    for (const name of ["X84", "X86"] as const) {
      const { rows, issues } = convert(official(name));
      expect(MARKUPS.map((oz) => rows.get(oz)?.cells.GP?.number)).toEqual(["95.5", "140", "140", "10", "40"]);
      expect(MARKUPS.map((oz) => rows.get(oz)?.cells.GP?.formula !== undefined)).toEqual(
        MARKUPS.map(() => true),
      );
      expect(issues.filter((i) => i.path && MARKUPS.includes(i.path))).toEqual([]);
    }
  });

  const cases = [
    { name: "IT stated", stated: true, request: false },
    { name: "IT left out", stated: false, request: false },
    { name: "offer converted with its request", stated: true, request: true },
  ];
  for (const { name, stated, request } of cases) {
    it(`takes the discount off the markup's figure and its section's total (${name})`, () => {
      const { rows, issues } = convert(discounted(stated), request ? official("X83") : undefined);
      const markup = rows.get("1.30.20.0050")?.cells ?? {};
      // A live figure over base, rate and discount, agreeing with the file's IT and the Preisspiegel's figure.
      expect(markup.GP?.number).toBe("126");
      expect(markup.GP?.formula).toMatch(/^ROUND\(.*\*\(1-IF\(/);
      expect(Object.entries(markup).find(([title]) => title.startsWith("Nachlass"))?.[1].number).toBe("0.1");
      expect(rows.get("1.30.20")?.cells.GP?.number).toBe("1776");
      expect(rows.get("1.30")?.cells.GP?.number).toBe("4045.6");
      // No disagreement between the file's stated figures and the sheet's.
      expect(issues.filter((i) => i.code.includes("mismatch"))).toEqual([]);
    });
  }

  it.runIf(soffice)(
    "LibreOffice computes the discounted markup and the totals above it as the workbook caches them",
    () => {
      const { xlsx, sheet, rows } = convert(discounted(false));
      const recalculated = recalculateWithLibreOffice(soffice as string, { d: xlsx })
        .get("d")
        ?.get(sheet.name);
      const gp = [...(sheet.rows.get(rows.get("1.30.20.0050")?.row ?? 0) ?? new Map())].find(
        ([, cell]) => cell.number === "126",
      )?.[0];
      expect(gp).toBeDefined();
      for (const oz of [...MARKUPS, "1.30.20", "1.30"]) {
        const row = rows.get(oz)?.row ?? 0;
        const cached = sheet.rows.get(row)?.get(gp as string)?.number;
        expect(Number(recalculated?.[row - 1]?.[columnIndex(gp as string)]), oz).toBe(Number(cached));
      }
    },
    120_000,
  );
});
