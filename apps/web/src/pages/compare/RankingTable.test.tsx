// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { RankingRow } from "gaeb2xlsx";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "../../i18n/lang";
import { RankingTable } from "./RankingTable";

afterEach(cleanup);

const complete = (
  rank: number,
  bidder: string,
  total: string,
  difference: string,
  percent: string,
): RankingRow => ({
  rank,
  bidder,
  file: `${bidder}.X84`,
  total,
  totalAfterDiscount: total,
  differenceToLowest: difference,
  differencePercent: percent,
  unpricedItems: 0,
  declaredTotalsAgree: true,
  complete: true,
  missingItems: [],
  disagreeingTotals: [],
});

/** Fifteen items unpriced: the cell lists ten and counts the rest. */
const MISSING = Array.from({ length: 15 }, (_, i) => `01.${String((i + 1) * 10).padStart(4, "0")}`);

/** As the core ranks them: two complete offers, then a cheaper incomplete one whose totals disagree, below the lowest. */
const RANKING: RankingRow[] = [
  complete(1, "Alpha Bau", "12345.6", "0.00", "0.00"),
  {
    ...complete(2, "Beta Bau", "13000", "654.40", "5.30"),
    declaredTotalsAgree: false,
    disagreeingTotals: [
      { level: "item", where: "01.0010", stated: "100", computed: "99.99" },
      { level: "item", where: "01.0020", stated: "50", computed: "49" },
      { level: "section", where: "01", stated: "150", computed: "148.99" },
      { level: "boq", where: "", stated: "13001.01", computed: "13000" },
      { level: "boq", where: "", stated: "12901.01", computed: "12900" },
    ],
  },
  {
    ...complete(3, "Gamma Bau", "9876.5", "-2469.10", "-20.00"),
    unpricedItems: 15,
    complete: false,
    missingItems: MISSING,
  },
];

function show(lang: Lang, ranking: RankingRow[] = RANKING) {
  render(<RankingTable ranking={ranking} currency="EUR" lang={lang} />);
  return screen.getAllByTestId("ranking-row");
}

const text = (row: HTMLElement | undefined, id: string) =>
  within(row as HTMLElement)
    .getByTestId(id)
    .textContent?.replace(/\s+/g, " ")
    .trim();

describe("RankingTable", () => {
  it("marks an incomplete offer in words with its count and the first ten OZ, never as the lowest (de)", () => {
    const rows = show("de");
    expect(text(rows[0], "ranking-status")).toBe("Vollständig");
    expect(rows[0]?.className).toBe("ranking__lowest");
    expect(text(rows[2], "ranking-status")).toBe("Unvollständig");
    expect(rows[2]?.className).toBe("ranking__incomplete");
    expect(text(rows[2], "ranking-missing")).toBe(
      `15 Positionen ohne Preis oder Zuschlagssatz: ${MISSING.slice(0, 10).join(", ")} und 5 weitere`,
    );
    expect(screen.getByRole("table").querySelector("caption")?.textContent).toBe(
      "Angebotssummen netto in EUR, günstigstes zuerst; unvollständige Angebote stehen nach den vollständigen (VOB/A § 16)",
    );
  });

  it("says which stated totals disagree: items by OZ, the section, the whole offer once (de)", () => {
    const rows = show("de");
    expect(text(rows[1], "ranking-disagreeing")).toBe(
      "Summen laut Angebot weichen von den Einheitspreisen ab: Gesamtpreise der Positionen 01.0010, 01.0020; Titelsumme 01; Angebotssumme laut Angebot 13.001,01 EUR / 12.901,01 EUR",
    );
    expect(within(rows[0] as HTMLElement).queryByTestId("ranking-disagreeing")).toBeNull();
  });

  it("shows a difference below the lowest with a minus and no plus, in the reader's notation (de and en)", () => {
    let rows = show("de");
    expect(rows.map((row) => text(row, "ranking-difference"))).toEqual([
      "–",
      "+654,40 EUR (+5,30 %)",
      "−2.469,10 EUR (−20,00 %)",
    ]);
    expect(rows.map((row) => text(row, "ranking-total"))).toEqual([
      "12.345,60 EUR",
      "13.000,00 EUR",
      "9.876,50 EUR",
    ]);
    cleanup();
    rows = show("en");
    expect(rows.map((row) => text(row, "ranking-difference"))).toEqual([
      "–",
      "+654.40 EUR (+5.30 %)",
      "−2,469.10 EUR (−20.00 %)",
    ]);
  });

  it("says the same in English, with real plurals", () => {
    const one: RankingRow = {
      ...(RANKING[2] as RankingRow),
      unpricedItems: 1,
      missingItems: ["02.0030"],
      declaredTotalsAgree: false,
      disagreeingTotals: [{ level: "markup", where: "03.0100", stated: "10", computed: "9" }],
    };
    const rows = show("en", [RANKING[0] as RankingRow, RANKING[1] as RankingRow, one]);
    expect(text(rows[0], "ranking-status")).toBe("Complete");
    expect(text(rows[2], "ranking-status")).toBe("Incomplete");
    expect(text(rows[2], "ranking-missing")).toBe("1 item without price or markup rate: 02.0030");
    expect(text(rows[2], "ranking-disagreeing")).toBe(
      "Totals as stated disagree with the unit prices: amount of markup 03.0100",
    );
    expect(text(rows[1], "ranking-disagreeing")).toBe(
      "Totals as stated disagree with the unit prices: totals of items 01.0010, 01.0020; section total 01; offer total stated as 13,001.01 EUR / 12,901.01 EUR",
    );
    expect(screen.getByRole("columnheader", { name: "Difference to the lowest" })).toBeTruthy();
  });

  it("marks no row as the lowest when no offer is complete, and says nothing of incomplete offers when all are complete", () => {
    const none = RANKING.map((row) => ({
      ...row,
      complete: false,
      unpricedItems: 1,
      missingItems: ["01.0010"],
    }));
    const rows = show("en", none);
    expect(rows.map((row) => row.className)).toEqual([
      "ranking__incomplete",
      "ranking__incomplete",
      "ranking__incomplete",
    ]);
    cleanup();
    show("en", [RANKING[0] as RankingRow, complete(2, "Delta Bau", "12400", "54.40", "0.44")]);
    expect(screen.getByRole("table").querySelector("caption")?.textContent).toBe(
      "Net offer totals in EUR, lowest first",
    );
  });
});
