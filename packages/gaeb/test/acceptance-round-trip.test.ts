import { describe, expect, it } from "vitest";
import { cli, disagreements, expectedFigures, formLayout, sheetTotal } from "./support/acceptance.js";
import { requireCorpus } from "./support/corpus.js";
import { type Bid, estimate, read } from "./support/estimator.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { readDocument } from "./support/offer.js";
import { validateX84, xmllint } from "./support/x84-schema.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Acceptance round trip SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Acceptance round trip");

/** Real requests of every format, each priced in another locale with the markup rate typed another way. */
const REQUESTS: Array<[string, Bid["locale"], string]> = [
  ["real-world/LV_Los01.P83", "de-DE", "10%"],
  ["real-world/LV_Los01.D83", "en-US", "0.1"],
  ["synthetic/markup.x83", "de-DE", "10,0 %"],
  // Every markup type (AllInCat, IdentAsMark, ListInSubQty), free quantities; GAEB DA XML 3.1 answered in 3.1.
  ["gaeb-samples/Musterdatei_3.1_2008-001.X83", "en-US", "10"],
  ["bvbs-certification/Pruefdatei GAEB DA XML 3.3 - Bauausfuehrung - V 04 04 2024.x83", "de-DE", "0,1"],
];

describe.runIf(soffice && corpus)("estimator", () => {
  for (const [path, locale, rate] of REQUESTS) {
    it(`prices ${path} in LibreOffice (${locale}, rate typed "${rate}") and makes its offer`, async () => {
      const bidder = "Tiefbau Meier & Söhne GmbH";
      const bid: Bid = { bidder, factor: 1, rate, rateValue: "10", locale, moveTable: locale === "en-US" };
      const { request, typed, saved, x84 } = await estimate(soffice as string, path, bid);
      const offer = readDocument("offer.x84", x84);
      const expected = expectedFigures(request, typed);
      expect(disagreements(offer, typed, expected)).toEqual([]);
      expect(offer.award.contractor).toEqual({
        names: [bid.bidder],
        street: "Hauptstraße 12",
        postalCode: "04109",
        city: "Leipzig",
        references: {},
      });
      expect(sheetTotal(soffice as string, saved)).toBe(expected.afterDiscount);
      expect(offer.source.version).toBe(path.includes("Musterdatei_3.1") ? "3.1" : "3.3");
      if (xmllint && offer.source.version === "3.3") expect(validateX84({ "o.x84": x84 })).toBe("");
    }, 120_000);
  }
});

describe.runIf(soffice && corpus)("estimator who types over a total", () => {
  it("is told the cell: his sheet would show a total his offer does not have, and a price beside a section", async () => {
    const name = "markup.x83";
    const converted = await cli([name], { [name]: read("synthetic/markup.x83") }, "form.xlsx");
    const form = converted.file as Uint8Array;
    const { column, rows, label } = formLayout(form);
    const [ep, gp] = [column("EP"), column("GP")];
    const steps: Step[] = [
      ...["01.0010", "01.0020", "01.0090", "01.0091"].map(
        (oz): Step => ({ type: "typed", cell: `${ep}${rows.get(oz)}`, value: "10" }),
      ),
      { type: "typed", cell: `${column("Menge")}${rows.get("01.0020")}`, value: "3" },
      { type: "typed", cell: `C${label("Bieter (Name)")}`, value: "Anton Bau GmbH" },
      // A lump sum typed as the item's total instead of its unit price, and a rounded section total.
      { type: "typed", cell: `${gp}${rows.get("01.0010")}`, value: "999" },
      { type: "typed", cell: `${gp}${rows.get("01")}`, value: "5000" },
      // And a price beside the section: worded back as he typed it, in German notation.
      { type: "typed", cell: `${ep}${rows.get("01")}`, value: "1234,5" },
    ];
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: form, steps }], "de-DE");
    const offered = await cli(["offer", "form.xlsx"], { "form.xlsx": saved as Uint8Array }, "offer.x84");
    expect(offered.code).toBe(1);
    expect(offered.file).toBeUndefined();
    const cell = (oz: string) => `${gp}${rows.get(oz)}`;
    expect(offered.stderr).toContain(
      `Zelle ${cell("01.0010")}: Der Betrag in der Spalte „GP“ wurde mit 999 überschrieben`,
    );
    expect(offered.stderr).toContain(
      `Zelle ${cell("01")}: Der Betrag in der Spalte „GP“ wurde mit 5.000 überschrieben`,
    );
    expect(offered.stderr).toContain(
      `Zelle ${ep}${rows.get("01")}: Hier steht ein Preis (1.234,5) in einer Zeile`,
    );
  }, 60_000);
});
