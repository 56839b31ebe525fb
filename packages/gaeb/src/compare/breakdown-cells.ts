import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { lineCount } from "../xlsx/text-fit.js";
import type { Cell } from "../xlsx/workbook.js";
import { priceStatistics } from "./arithmetic.js";
import { type Breakdown, farFromOthers, shareOf } from "./breakdown.js";
import { fromTemplate, number, OWN_ROW, text } from "./cells.js";
import type { Bid } from "./comparison.js";
import type { CompareLabels } from "./labels.js";
import type { ComparisonColumns } from "./layout-columns.js";

/** How much wider bold text (the titles) runs than regular text of the same size. */
const BOLD_WIDTH = 1.12;

/** The cells of the unit price breakdown's columns: its titles over the table and its figures in each item row. */
export class BreakdownCells {
  /** Per share, its lowest and mean as templates, made once: only the row differs from item to item. */
  private readonly templates: Array<{ MIN: string; AVERAGE: string }>;

  constructor(
    private readonly columns: ComparisonColumns,
    readonly breakdown: Breakdown,
  ) {
    this.templates = breakdown.shares.map((_, s) => {
      const list = Array.from(
        { length: columns.bidders },
        (_, b) => `${columns.letter(columns.share(b, s))}${OWN_ROW}`,
      ).join(",");
      // MIN of no number would be 0, so COUNT decides; AVERAGE skips an empty cell, not a 0.00.
      const statistic = (fn: string) => `IF(COUNT(${list}),${fn}(${list}),"")`;
      return { MIN: statistic("MIN"), AVERAGE: statistic("AVERAGE") };
    });
  }

  /**
   * Over the columns: "All bidders – unit price breakdown" and each bidder's number and name over its shares, once
   * on every printed page a group runs over (`breaks`), so that no page shows a group without its title: there,
   * where it goes on from the page before, with the bidder's number alone. `lines`: how many the longest takes.
   */
  names(
    names: readonly string[],
    labels: CompareLabels,
    row: number,
    breaks: readonly number[],
  ): { cells: Record<number, Cell>; merges: string[]; lines: number } {
    const c = this.columns;
    const widths = c.widths();
    const cells: Record<number, Cell> = {};
    const merges: string[] = [];
    let lines = 1;
    const span = (first: number, last: number, title: string, goesOn: string) => {
      const starts = [first, ...breaks.filter((column) => column > first && column <= last)];
      starts.forEach((start, i) => {
        const end = (starts[i + 1] ?? last + 1) - 1;
        const words = i === 0 ? title : goesOn;
        cells[start] = text(words, COMPARISON_STYLE.bidderName);
        if (end > start) merges.push(`${c.letter(start)}${row}:${c.letter(end)}${row}`);
        const width = widths.slice(start, end + 1).reduce((a, w) => a + w, 0);
        lines = Math.max(lines, lineCount(words, width / BOLD_WIDTH));
      });
    };
    const last = c.shares - 1;
    const all = `${labels.columns.statistics} – ${labels.columns.breakdown}`;
    span(c.shareLowest(0), c.shareMean(last), all, all);
    names.forEach((name, b) => {
      const goesOn = `${b + 1}: ${labels.columns.breakdown}`;
      span(c.share(b, 0), c.share(b, last), `${b + 1}: ${name} – ${labels.columns.breakdown}`, goesOn);
    });
    return { cells, merges, lines };
  }

  /** The header row's titles: each share as the request names it, its lowest and its mean. */
  headers(): Record<number, Cell> {
    const c = this.columns;
    const { titles, lowestTitles, meanTitles } = this.breakdown;
    const cells: Record<number, Cell> = {};
    titles.forEach((title, s) => {
      cells[c.shareLowest(s)] = text(lowestTitles[s] ?? title, STYLE.headerNumber);
      cells[c.shareMean(s)] = text(meanTitles[s] ?? title, STYLE.headerNumber);
      for (let b = 0; b < c.bidders; b++) cells[c.share(b, s)] = text(title, STYLE.headerNumber);
    });
    return cells;
  }

  /**
   * An item's figures: each bidder's shares as its offer gives them, orange where far from the other bidders'
   * (`farFromOthers`), and per share the lowest and mean over the bidders who give it, live like the unit price's.
   */
  item(bids: readonly Bid[], row: number): Record<number, Cell> {
    const c = this.columns;
    const cells: Record<number, Cell> = {};
    this.breakdown.shares.forEach((share, s) => {
      const values = bids.map((bid) => shareOf(bid, share));
      const statistics = priceStatistics(values);
      const templates = this.templates[s] as { MIN: string; AVERAGE: string };
      for (const [column, fn, value] of [
        [c.shareLowest(s), "MIN", statistics?.lowest],
        [c.shareMean(s), "AVERAGE", statistics?.mean],
      ] as const)
        cells[column] = fromTemplate(templates[fn], row, value, COMPARISON_STYLE.comparePrice);
      const far = farFromOthers(values);
      values.forEach((value, b) => {
        if (value)
          cells[c.share(b, s)] = number(
            value,
            far[b] ? COMPARISON_STYLE.shareFar : COMPARISON_STYLE.comparePrice,
          );
      });
    });
    // See `ComparisonColumns.guard`.
    if (c.guard !== undefined) cells[c.guard] = text(" ", STYLE.oz);
    return cells;
  }
}
