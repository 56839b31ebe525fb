import { type EvaluationData, evaluateComparison, type RankingRow } from "gaeb2xlsx";

/**
 * A comparison's evaluation data as the core hands it over (plain JSON), small enough to follow by hand: one Wahl
 * group (base 01.0030, alternative 01.0040), one Bedarfsposition (01.0050), 19 % VAT and three bidders.
 * Base totals: Gamma 700, Alpha 1,200, Beta 1,250. With the alternative Alpha's is 1,300 and Beta's 1,150; with
 * the Bedarfsposition Alpha's is 1,600 and Beta's 1,550. Gamma lies 41.67 % below Alpha: unusually low.
 */
export const evaluationData: EvaluationData = {
  groups: [
    {
      group: "1",
      options: [
        { serial: 0, oz: ["01.0030"], title: "Schacht aus Betonfertigteilen" },
        { serial: 1, oz: ["01.0040"], title: "Schacht aus Mauerwerk" },
      ],
    },
  ],
  provisional: ["01.0050"],
  vatPercent: "19.00",
  bidders: [
    {
      name: "Alpha Bau",
      file: "alpha.X84",
      sums: { N: "1000.00", "G|1|0": "200.00", "G|1|1": "300.00", B: "400.00" },
      missing: {},
      sectionAdjustment: "0",
      total: "1900.00",
      complete: true,
      unpriced: 0,
      declaredTotalsAgree: true,
    },
    {
      name: "Beta Bau",
      file: "beta.X84",
      sums: { N: "1100.00", "G|1|0": "150.00", "G|1|1": "50.00", B: "300.00" },
      missing: {},
      sectionAdjustment: "0",
      total: "1600.00",
      complete: true,
      unpriced: 0,
      declaredTotalsAgree: true,
    },
    {
      name: "Gamma Bau",
      file: "gamma.X84",
      sums: { N: "600.00", "G|1|0": "100.00", "G|1|1": "100.00", B: "20.00" },
      missing: {},
      sectionAdjustment: "0",
      total: "820.00",
      complete: true,
      unpriced: 0,
      declaredTotalsAgree: true,
    },
  ],
  items: [
    { oz: "01.0010", shortText: "Baugrube ausheben", prices: ["10.00", "10.50", "5.00"] },
    { oz: "01.0020", shortText: "Beton C25/30", prices: ["120.00", "118.00", "119.00"] },
  ],
};

/** The offer ranking of the same three offers, Beta's stated offer total disagreeing. */
export const rankingRows: RankingRow[] = [
  ["Gamma Bau", "gamma.X84", "820.00"],
  ["Beta Bau", "beta.X84", "1600.00"],
  ["Alpha Bau", "alpha.X84", "1900.00"],
].map(([bidder = "", file = "", total = ""], index) => ({
  rank: index + 1,
  bidder,
  file,
  total,
  totalAfterDiscount: total,
  differenceToLowest: "0.00",
  differencePercent: "0.00",
  unpricedItems: 0,
  declaredTotalsAgree: file !== "beta.X84",
  complete: true,
  missingItems: [],
  disagreeingTotals:
    file === "beta.X84" ? [{ level: "boq", where: "", stated: "1700.00", computed: total }] : [],
  // Gamma states its total as computed, Beta one that disagrees, Alpha none.
  ...(file === "gamma.X84" ? { statedTotal: total } : file === "beta.X84" ? { statedTotal: "1700.00" } : {}),
}));

/** The core's own evaluation of the fixture with the default settings, as a comparison returns it. */
export function defaultEvaluation() {
  const result = evaluateComparison(evaluationData);
  if (!result.ok) throw new Error("the fixture does not evaluate");
  return { evaluation: result.evaluation, evaluationSettings: result.settings };
}
