import type { Decimal } from "../decimal.js";
import type { Item, MarkupItem } from "../model.js";
import { MARK, STYLE } from "../xlsx/styles.js";
import type { Cell, ConditionalFormat } from "../xlsx/workbook.js";
import { fromTemplate, OWN_ROW, sheetReference, text } from "./cells.js";
import type { Bid } from "./comparison.js";
import type { EvaluationLabels } from "./evaluation-labels.js";
import type { ComparisonColumns } from "./layout-columns.js";
import { deviationFromOthers } from "./unusual-prices.js";
import type { WertungCells } from "./wertung-cells.js";

/**
 * The Preisspiegel's cells for the evaluation: per row the hidden key the Wertung sheet sums by, per item and bidder
 * the hidden deviation of its unit price from the other bidders' mean or median (as the Wertung sheet chooses), and
 * the mark on every unit price beyond the Wertung sheet's threshold.
 */
export class EvaluationCells {
  private readonly templates: string[];

  constructor(
    private readonly columns: ComparisonColumns,
    private readonly keys: ReadonlyMap<Item | MarkupItem, string>,
    private readonly wertung: WertungCells,
    private readonly labels: EvaluationLabels,
  ) {
    const setting = (cell: string) => `${sheetReference(wertung.sheet)}!${cell}`;
    const price = (b: number) => `${columns.letter(columns.unitPrice(b))}${OWN_ROW}`;
    const median = `${setting(wertung.settings.unusualReference)}="${labels.median}"`;
    this.templates = Array.from({ length: columns.bidders }, (_, b) => {
      const others = Array.from({ length: columns.bidders }, (_, o) => o)
        .filter((o) => o !== b)
        .map(price)
        .join(",");
      // MEDIAN and AVERAGE skip the others' words ("fehlt"); none at all, or a reference of 0, leaves it empty.
      const reference = `IF(${median},MEDIAN(${others}),AVERAGE(${others}))`;
      return `IF(AND(ISNUMBER(${price(b)}),COUNT(${others})>0),IFERROR(ROUND(${price(b)}/${reference}-1,6),""),"")`;
    });
  }

  /** The key of an item's or markup's row. */
  key(entry: Item | MarkupItem): Record<number, Cell> {
    const key = this.keys.get(entry);
    return key ? { [this.columns.evaluationKey]: text(key, STYLE.oz) } : {};
  }

  /** An item row's key and each bidder's deviation from the others, cached as the reference chosen at first. */
  item(item: Item, bids: readonly Bid[], row: number, reference: "mean" | "median"): Record<number, Cell> {
    const cells = this.key(item);
    // An item that counts nowhere (entfällt) is judged nowhere, as `unusualPrices` leaves it out: the counts agree.
    if (!this.keys.has(item)) return cells;
    const prices = bids.map((bid) => (bid.status === "priced" ? bid.unitPrice : undefined));
    bids.forEach((_, b) => {
      const cached: Decimal | undefined = deviationFromOthers(prices, b, reference);
      cells[this.columns.unusual(b)] = fromTemplate(this.templates[b] as string, row, cached, STYLE.default);
    });
    return cells;
  }

  /** The header of the hidden columns, so that a reader who shows them knows what they hold. */
  headers(): Record<number, Cell> {
    const cells: Record<number, Cell> = {
      [this.columns.evaluationKey]: text(this.labels.keyHeader, STYLE.header),
    };
    for (let b = 0; b < this.columns.bidders; b++)
      cells[this.columns.unusual(b)] = text(`${b + 1}: ${this.labels.columns.unusual}`, STYLE.header);
    return cells;
  }

  /** Violet on every unit price whose deviation lies beyond the Wertung sheet's threshold, either way. */
  marks(first: number, last: number): ConditionalFormat[] {
    const threshold = `${sheetReference(this.wertung.sheet)}!${this.wertung.settings.unusualPercent}`;
    return Array.from({ length: this.columns.bidders }, (_, b) => {
      const price = this.columns.letter(this.columns.unitPrice(b));
      const deviation = `${this.columns.letter(this.columns.unusual(b))}${first}`;
      return {
        sqref: `${price}${first}:${price}${last}`,
        formula: `AND(ISNUMBER(${deviation}),ISNUMBER(${threshold}),ABS(N(${deviation}))>${threshold}/100)`,
        mark: MARK.unusual,
      };
    });
  }
}
