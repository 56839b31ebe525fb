/** The ranking's columns, in order (`WERTUNG_COLUMNS` in `wertung-layout.ts` gives their widths). */
export type WertungColumn =
  | "rank"
  | "bidder"
  | "base"
  | "provisional"
  | "alternatives"
  | "adjustment"
  | "evaluated"
  | "gross"
  | "differencePercent"
  | "complete"
  | "unusual"
  | "gapNext"
  | "gapEstimate"
  | "verdict";

/**
 * Where the Wertung sheet (`wertung-sheet.ts`) keeps each choice and figure: what the Preisspiegel's marks and the
 * Vergabevermerk refer to, so that they follow every choice the office makes there.
 */
export interface WertungCells {
  /** The sheet's name, as a formula refers to it quoted (`sheetReference`). */
  sheet: string;
  /** Absolute references ("$C$7") of the settings' cells. */
  settings: {
    /** The words yes or no (`labels.evaluation.yes`/`.no`). */
    provisional: string;
    /** Percent, e.g. 19; empty for no gross totals. */
    vatPercent: string;
    /** Percent, e.g. 30. */
    unusualPercent: string;
    /** The word for mean or median (`labels.evaluation.mean`/`.median`). */
    unusualReference: string;
    /** Percent, e.g. 20. */
    lowPercent: string;
    /** The office's cost estimate, net; empty for none. */
    estimate: string;
  };
  /** Per Wahl group, in the sheet's order, the cell of the option taken (0 the base, n the alternative n). */
  alternatives: Array<{ group: string; choice: string }>;
  /** Per bidder, by its index among the offers, the 1-based row of its line in the ranking. */
  bidderRows: number[];
  /**
   * Column letters of the ranking; `gapNext` and `gapEstimate` hold fractions (0.25 = 25 %), empty where there is
   * nothing to measure, `verdict` "ungewöhnlich niedrig" where either gap is beyond the threshold.
   */
  columns: Record<WertungColumn, string>;
}
