// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { evaluateComparison, type RankingRow } from "gaeb2xlsx";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "../../../i18n/lang";
import { evaluationData, rankingRows } from "../evaluation/fixture";
import { AwardNoteDocument } from "./AwardNoteDocument";

afterEach(cleanup);

/** Beta left two items without price: incomplete, so ranked after the complete offers. */
const ranking: RankingRow[] = rankingRows.map((row) =>
  row.file === "beta.X84"
    ? { ...row, complete: false, unpricedItems: 2, missingItems: ["01.0060", "01.0070"] }
    : row,
);

function note(lang: Lang) {
  const data = {
    ...evaluationData,
    bidders: evaluationData.bidders.map((bidder) =>
      bidder.file === "beta.X84" ? { ...bidder, complete: false, unpriced: 2 } : bidder,
    ),
  };
  const evaluated = evaluateComparison(data, {
    provisional: true,
    alternatives: { "1": 1 },
    estimate: "1500",
  });
  if (!evaluated.ok) throw new Error("the fixture does not evaluate");
  const { container } = render(
    <AwardNoteDocument
      ranking={ranking}
      rows={evaluated.evaluation}
      settings={evaluated.settings}
      data={data}
      request={{ project: "Neubau Kita", lv: "Erdarbeiten" }}
      requestFile="lv.X83"
      currency="EUR"
      lang={lang}
      date={lang === "de" ? "29.11.2026" : "29 Nov 2026"}
    />,
  );
  const text = (container.textContent ?? "").replace(/\s+/g, " ");
  const rows = [...container.querySelectorAll(".an-table tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent),
  );
  return { text, rows, container };
}

describe("the Vergabevermerk", () => {
  it("records offers, settings, findings and the decision in German", () => {
    const { text, rows, container } = note("de");
    expect(container.querySelector("h1")?.textContent).toBe("Vergabevermerk");
    for (const fact of [
      "ProjektNeubau Kita",
      "LeistungsverzeichnisErdarbeiten",
      "Anfrage (Datei)lv.X83",
      "Datum29.11.2026",
      "Angebote3",
    ])
      expect(text).toContain(fact);
    // Vergabenummer not in the file: a line to fill in by hand.
    expect(text).toMatch(/Vergabenummer…+/);
    // Rank, bidder and file, stated total, computed total, discount, Wertungssumme net and gross, complete, unusual.
    expect(rows).toEqual([
      ["1", "Gamma Baugamma.X84", "820,00", "820,00", "0,00", "720,00", "856,80", "ja", "1"],
      ["2", "Alpha Baualpha.X84", "keine angegeben", "1.900,00", "0,00", "1.700,00", "2.023,00", "ja", "0"],
      ["3", "Beta Baubeta.X84", "1.700,00", "1.600,00", "0,00", "1.450,00", "1.725,50", "nein", "1"],
    ]);
    expect(text).toContain(
      "Niedrigste Wertungssumme unter den vollständigen Angeboten: Gamma Bau mit 720,00 EUR netto.",
    );
    expect(text).toContain("Bedarfspositionengewertet (1 Position: 01.0050)");
    expect(text).toContain("WahlpositionenWahlposition 01.0040: Schacht aus Mauerwerk");
    expect(text).toContain("Kostenschätzung (netto)1.500,00 EUR");
    expect(text).toContain("Umsatzsteuer19 %");
    expect(text).toContain(
      "Beta Bau: 2 ohne Preis oder Zuschlagssatz (01.0060, 01.0070); nach den vollständigen Angeboten gereiht (VOB/A § 16)",
    );
    expect(text).toContain(
      "Beta Bau: Angebotssumme laut Angebot 1.700,00 EUR; gewertet wird die Summe aus den Einheitspreisen",
    );
    expect(text).toContain(
      "Gamma Bau: 57,65 % unter dem nächsten Angebot (Alpha Bau, 1.700,00 EUR); 52,00 % unter der Kostenschätzung (1.500,00 EUR); Aufklärung erforderlich",
    );
    expect(text).toContain("Der Zuschlag soll erteilt werden auf das Angebot von:");
    expect(container.querySelectorAll(".an-signature")).toHaveLength(2);
    expect(text).toContain("Unterschrift, Name");
  });

  it("records the same in English, in English notation", () => {
    const { text, rows, container } = note("en");
    expect(container.querySelector("h1")?.textContent).toBe("Award note");
    expect(rows[1]).toEqual([
      "2",
      "Alpha Baualpha.X84",
      "none stated",
      "1,900.00",
      "0.00",
      "1,700.00",
      "2,023.00",
      "yes",
      "0",
    ]);
    expect(text).toContain("Provisional itemscounted (1 item: 01.0050)");
    expect(text).toContain("Alternative itemsAlternative item 01.0040: Schacht aus Mauerwerk");
    expect(text).toContain(
      "Beta Bau: 2 without price or markup rate (01.0060, 01.0070); ranked after the complete offers (VOB/A § 16)",
    );
    expect(text).toContain(
      "Gamma Bau: 57.65 % below the next offer (Alpha Bau, 1,700.00 EUR); 52.00 % below the cost estimate (1,500.00 EUR); explanation required",
    );
    expect(text).toContain("The contract is to be awarded to the offer of:");
    expect(text).not.toMatch(/Vergabe|Wertungssumme|gewertet/);
  });
});
