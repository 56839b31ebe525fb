import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { add, exact, mul, percent, round, sum, text } from "./support/exact.js";
import { compareWithWorkbook, viewOf } from "./support/view.js";

const available = requireCorpus("view totals suite");
const files = available ? corpusFiles().filter((f) => readGaeb({ name: f.name, bytes: f.bytes }).ok) : [];

describe.runIf(available)("viewGaeb totals are the workbook's, to the cent", () => {
  it("the corpus has sections, totals and VAT to compare", () => {
    const views = files.map((f) => viewOf(f.name, f.bytes, "de"));
    expect(
      views.filter((v) => v.totals.some((line) => line.key === "vat" && !line.declared)).length,
    ).toBeGreaterThan(5);
    expect(
      views.filter((v) => v.rows.some((r) => r.kind === "sectionEnd" && r.adjustments.length > 0)).length,
    ).toBeGreaterThan(3);
    expect(
      views.filter((v) => v.rows.some((r) => r.kind === "markupItem" && r.total)).length,
    ).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [f.path, f] as const))("%s: sections, items, net, VAT and gross", (_, file) => {
    compareWithWorkbook(file.name, file.bytes, "de");
  });

  it.each(files.slice(0, 20).map((f) => [f.path, f] as const))("%s in English", (_, file) => {
    compareWithWorkbook(file.name, file.bytes, "en");
  });

  it("VAT is the net's rate rounded to cents and gross is net plus VAT, computed here by hand", () => {
    let checked = 0;
    for (const file of files) {
      const computed = viewOf(file.name, file.bytes, "de").totals.filter((line) => !line.declared);
      const vats = computed.filter((line) => line.key === "vat");
      if (vats.length !== 1 || computed.some((line) => line.key === "net")) continue;
      const net = computed[computed.indexOf(vats[0] as (typeof vats)[0]) - 1];
      const vat = round(percentOf(net?.amount, vats[0]?.percent));
      expect(vats[0]?.amount, file.path).toBe(text(vat));
      const gross = computed.find((line) => line.key === "gross");
      expect(gross?.amount, file.path).toBe(text(sum([exact(net?.amount ?? "0"), vat])));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

/** Net × rate %, exact, before rounding. */
const percentOf = (amount: string | undefined, rate: string | undefined) =>
  mul(exact(amount ?? "0"), percent(exact(rate ?? "0")));

const FIXTURES = join(import.meta.dirname, "fixtures", "item-kinds");

describe("viewGaeb totals of the item-kinds twins, by hand", () => {
  it.each(["x", "p", "d"])(
    "lv.%s86: 3,420.00 + 1,120.00 = 4,540.00, alternatives and Bedarf ohne GB set apart",
    (g) => {
      const view = viewOf(`lv.${g}86`, new Uint8Array(readFileSync(join(FIXTURES, `lv.${g}86`))), "de");
      expect(view.sections.map((s) => [s.oz, s.total, s.itemCount])).toEqual([
        ["01", "3420.00", 7],
        ["02", "1120.00", 5],
      ]);
      expect(view.totals[0]).toEqual({ key: "sum", label: "Gesamtsumme (berechnet)", amount: "4540.00" });
      const items = view.rows.flatMap((row) => (row.kind === "item" ? [row] : []));
      const setApart = items.filter((item) => !item.counts).map((item) => item.oz);
      expect(setApart).toEqual(
        g === "d" ? ["01.0030", "01.0060", "01.0070"] : ["01.0030", "01.0060", "01.0070", "02.0040"],
      );
      // What counts adds up to the LV's total; what is set apart is not in it.
      const counted = items
        .filter((item) => item.counts && item.total)
        .map((item) => exact(item.total as string));
      expect(text(counted.reduce(add, exact("0")))).toBe("4540.00");
      expect(view.priced).toBe(true);
      expect(view.isRequest).toBe(false);
    },
  );

  it.each(["x", "p", "d"])(
    "lv.%s83, the request: no prices, no section totals, blank for the bidder",
    (g) => {
      const view = viewOf(`lv.${g}83`, new Uint8Array(readFileSync(join(FIXTURES, `lv.${g}83`))), "de");
      expect(view.isRequest).toBe(true);
      expect(view.priced).toBe(false);
      expect(view.sections.map((s) => s.total)).toEqual([undefined, undefined]);
      expect(view.rows.some((row) => row.kind === "item" && (row.unitPrice || row.total))).toBe(false);
    },
  );
});
