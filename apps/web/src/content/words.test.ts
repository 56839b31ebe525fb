import { formatIssue, ISSUE_CODES, type Issue } from "gaeb2xlsx";
import { describe, expect, it } from "vitest";
import { billingTexts } from "./billing";
import { converterTexts } from "./converter";
import { offerTexts } from "./offer";

const format = (lang: "de" | "en") => (count: number) =>
  new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB").format(count);

describe("the site's words", () => {
  it("shows the core's messages without command-line flags, whatever the issue", () => {
    const params: NonNullable<Issue["params"]> = {
      count: 2,
      items: "01.0010",
      sheet: "LV",
      value: "1",
      phase: "84",
    };
    for (const code of ISSUE_CODES)
      for (const lang of ["de", "en"] as const)
        expect(formatIssue({ code, severity: "error", params }, lang), `${lang}/${code}`).not.toMatch(
          /--[a-z]/,
        );
  });

  it("counts sections and items with real plurals", () => {
    expect(converterTexts.de.previewCountsValue(1, 1, format("de"))).toBe("1 Abschnitt, 1 Position");
    expect(converterTexts.de.previewCountsValue(3, 1234, format("de"))).toBe(
      "3 Abschnitte, 1.234 Positionen",
    );
    expect(converterTexts.en.previewCountsValue(1, 1, format("en"))).toBe("1 section, 1 item");
    expect(offerTexts.de.announceDone("Muster Bau", 1, "12,50 EUR", format("de"))).toBe(
      "Angebot erstellt: Muster Bau, 1 bepreiste Position, Angebotssumme 12,50 EUR.",
    );
    expect(offerTexts.en.announceDone("Muster Bau", 1, "12.50 EUR", format("en"))).toBe(
      "Offer ready: Muster Bau, 1 priced item, offer total 12.50 EUR.",
    );
    expect(billingTexts.de.workbook.announceDone(1, "12,50 EUR", format("de"))).toBe(
      "Abrechnungstabelle erstellt: 1 Position, Auftragssumme 12,50 EUR.",
    );
    expect(billingTexts.en.workbook.announceDone(1234, "12.50 EUR", format("en"))).toBe(
      "Billing workbook ready: 1,234 items, contract total 12.50 EUR.",
    );
  });
});
