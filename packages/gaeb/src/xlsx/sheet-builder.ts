import { Decimal } from "../decimal.js";
import type { Issue, Locale } from "../issues.js";
import type { AdditionalText, Entry, GaebDocument, Item, MarkupItem, RichText, Section } from "../model.js";
import { type Columns, hasBidderText, isRequest } from "./columns.js";
import { bidderText, itemNumbersById, unitPriceDecimals, unitPriceStyle } from "./entry-facts.js";
import {
  formula,
  isAlternative,
  itemCounts,
  itemRow,
  type MarkupBase,
  markupRow,
  number,
  text,
} from "./item-rows.js";
import { LABELS, type SheetLabels } from "./labels.js";
import { type MarkupPlan, termValue } from "./markups.js";
import { longTextRows, type RowPlan, type TextRows } from "./row-plan.js";
import type { RowStore } from "./row-store.js";
import { type SectionHeading, sectionHeaderCells } from "./section-header.js";
import { STYLE, type StyleId } from "./styles.js";
import { subDescriptionRow } from "./sub-description-rows.js";
import { childScope, leafPath, type SumFormulas, type SumScope, SumFormulas as Sums } from "./sum-keys.js";
import { takeoffRows } from "./takeoff-rows.js";
import { addEffectiveTotal, type Cells, declaredRow, type RowSink, rateKey } from "./totals.js";
import { CELL_TEXT_LIMIT, type Row } from "./workbook.js";

export interface LayoutOptions {
  lang: Locale;
  longText: boolean;
  notices: readonly string[];
  /** An offer (phase 84) read without its request: alternatives and the like cannot be told apart. */
  kindsUnknown?: boolean;
  /** A request that names no price components gets Formblatt 223's (`ConvertOptions.components`). */
  addComponents?: boolean;
}

const MAX_OUTLINE = 7;

export class SheetBuilder implements RowSink {
  readonly labels: SheetLabels;
  readonly sums: SumFormulas;
  readonly rateNets = new Map<string, Decimal>();
  private readonly unitPriceStyle: StyleId;
  private readonly unitPriceDecimals: number;
  /** Item numbers by `ID`, for references (`RefRNo`) to another item. */
  private readonly ozById: ReadonlyMap<string, string>;
  /** A request's sheet: the offer form a bidder types into. */
  private readonly form: boolean;
  /** The row of each item, where the sheet asks for a price breakdown: Formblatt 223's rows refer to them. */
  readonly itemRows: Array<{ item: Item; row: number }> = [];

  constructor(
    document: GaebDocument,
    readonly columns: Columns,
    private readonly options: LayoutOptions,
    private readonly issues: Issue[],
    firstTableRow: number,
    readonly store: RowStore,
    private readonly markups: MarkupPlan,
    private readonly plan: RowPlan | undefined,
  ) {
    this.labels = LABELS[options.lang];
    this.unitPriceStyle = unitPriceStyle(document);
    this.unitPriceDecimals = unitPriceDecimals(document);
    this.sums = new Sums(columns, firstTableRow);
    this.ozById = itemNumbersById(document.boq?.body ?? []);
    this.form = isRequest(document);
  }

  get nextRow(): number {
    return this.store.length + 1;
  }

  push(cells: Cells, level: number): void {
    this.store.push({ cells: this.columns.row(cells), outlineLevel: Math.min(level, MAX_OUTLINE) });
  }

  private textRows(longText: RichText): TextRows {
    const width = longTextWidth(this.columns);
    return longTextRows(longText, { longText: this.options.longText, width, labels: this.labels });
  }

  /**
   * Long text in its column, continued in further rows (at paragraph boundaries) so that every row's text fits
   * the tallest row a spreadsheet allows, on screen and in print.
   */
  private pushWithLongText(cells: Cells, longText: RichText, level: number, path?: string) {
    const { parts, length } = this.plan?.textRows(longText) ?? this.textRows(longText);
    const [first = "", ...rest] = parts;
    // Set on the caller's cells, each made for this one row, rather than copied into a new object (issue 23).
    if (first) cells.longText = text(first);
    this.push(cells, level);
    if (length > CELL_TEXT_LIMIT) {
      this.issues.push({
        code: "text_continued",
        severity: "warning",
        ...(path ? { path } : {}),
        params: { length },
      });
    }
    const oz = cells.oz?.value.type === "text" ? cells.oz.value.text : undefined;
    for (const part of rest) {
      this.push(
        {
          ...(oz ? { oz: text(oz, STYLE.continuedOz) } : {}),
          kind: text(this.labels.kinds.continued, STYLE.continued),
          longText: text(part),
        },
        level,
      );
    }
  }

  addTexts(texts: readonly AdditionalText[], kind: string): void {
    for (const entry of texts) {
      this.pushWithLongText({ kind: text(kind), shortText: text(entry.outline) }, entry.detail, 0);
    }
  }

  /**
   * Appends the entries' rows at one level and returns the sum of what they contribute to the enclosing total:
   * counted items and markups, and each sub-section's effective total (after its discount or lump sum).
   */
  addEntries(entries: readonly Entry[], level: number, scope: SumScope, rate: Decimal | undefined): Decimal {
    let contribution = Decimal.zero;
    for (const entry of entries) {
      switch (entry.kind) {
        case "section":
          contribution = contribution.plus(this.addSection(entry, level, scope, rate));
          break;
        case "item":
          contribution = contribution.plus(this.addItem(entry, level, scope, rate));
          break;
        case "markupItem":
          contribution = contribution.plus(this.addMarkup(entry, level, scope, rate));
          break;
        default: {
          const kind =
            entry.kind === "remark" ? this.labels.kinds.remark : this.labels.kinds.executionDescription;
          this.pushWithLongText(
            {
              ...(entry.number ? { oz: text(entry.number, STYLE.oz) } : {}),
              kind: text(kind),
              shortText: text(entry.shortText),
            },
            entry.longText,
            level,
          );
        }
      }
    }
    return contribution;
  }

  private context() {
    return {
      columns: this.columns,
      rowNumber: this.nextRow,
      unitPriceStyle: this.unitPriceStyle,
      unitPriceDecimals: this.unitPriceDecimals,
      issues: this.issues,
      form: this.form,
    };
  }

  /** The hidden cells that make a row count in its scope's totals (and at its VAT rate in the grand total). */
  private counted(scope: SumScope, rate: Decimal | undefined, value: Decimal): Cells {
    const key = rateKey(rate);
    if (!scope.countsUp || !key || !this.columns.has("vatRate"))
      return { path: text(leafPath(scope), STYLE.oz) };
    this.rateNets.set(key, (this.rateNets.get(key) ?? Decimal.zero).plus(value));
    return { path: text(leafPath(scope), STYLE.oz), vatRate: number(rate as Decimal, STYLE.percent) };
  }

  private addItem(item: Item, level: number, scope: SumScope, inherited: Decimal | undefined): Decimal {
    const r = this.nextRow;
    const row = itemRow(item, this.context(), this.labels, (id) => this.ozById.get(id));
    // An X31's item has only its measured quantity (QtyDeterm/Qty): that is the quantity it shows.
    const measured = item.quantityDetermination?.quantity;
    if (!row.cells.quantity && measured && !item.unitPrice)
      row.cells.quantity = number(measured, STYLE.quantity);
    if (this.columns.breakdown.labels.length > 0) this.itemRows.push({ item, row: r });
    const counts = itemCounts(item);
    const h = this.columns.letter("total");
    if (row.cells.total) row.cells.amount = formula(`${h}${r}`, row.total, STYLE.money);
    if (counts) Object.assign(row.cells, this.counted(scope, item.vatPercent ?? inherited, row.total));
    const keys = this.markups.keysOf(item);
    if (keys) row.cells.markupKeys = text(keys, STYLE.oz);
    // One line per blank of the long text, "32: Fabrikat …": the bidder types his entry in place of the "…".
    if (hasBidderText(item)) row.cells.bidderText = text(bidderText(item), STYLE.textInput);
    this.pushWithLongText(row.cells, item.longText, level, item.oz);
    for (const sub of item.subDescriptions) {
      const subRow = subDescriptionRow(item, sub, this.context(), this.labels);
      this.pushWithLongText(subRow.cells, sub.longText, level + 1, `${item.oz}/${sub.number}`);
    }
    for (const cells of takeoffRows(item, this.labels, this.options.lang)) this.push(cells, level + 1);
    return counts ? row.total : Decimal.zero;
  }

  private addMarkup(
    markup: MarkupItem,
    level: number,
    scope: SumScope,
    inherited: Decimal | undefined,
  ): Decimal {
    const r = this.nextRow;
    const row = markupRow(markup, this.context(), this.labels, this.markupBase(markup));
    if (row.cells.total) {
      row.cells.markupAmount = formula(`${this.columns.letter("total")}${r}`, row.total, STYLE.money);
      Object.assign(row.cells, this.counted(scope, markup.vatPercent ?? inherited, row.total));
    }
    this.pushWithLongText(row.cells, markup.longText, level, markup.oz);
    return row.total;
  }

  /** The live base of a markup whose type says which items it marks up; undefined when the file does not say. */
  private markupBase(markup: MarkupItem): MarkupBase | undefined {
    const terms = this.markups.terms.get(markup);
    if (!terms) return undefined;
    const parts = terms.map((term) => {
      const value = termValue(term);
      if (!term.subQuantity) return { expression: this.sums.taggedSum(term.token, "amount"), value };
      const expression = `ROUND(${term.subQuantity.toPlainString()}*${this.sums.taggedSum(term.token, "unitPrice")},2)`;
      return { expression, value };
    });
    return {
      expression: parts.length > 0 ? parts.map((part) => part.expression).join("+") : "0",
      value: parts.reduce((sum, part) => sum.plus(part.value), Decimal.zero),
    };
  }

  /**
   * Returns the section's effective total as its parent counts it (zero for an alternative section). The header row
   * shows the sum of the rows below it: written first where the plan knows that sum, else filled in after them.
   */
  private addSection(
    section: Section,
    level: number,
    parent: SumScope,
    inherited: Decimal | undefined,
  ): Decimal {
    // Like an alternative, a section that does not apply keeps its own total but adds nothing above it.
    const counts = !isAlternative(section.alternative?.serial) && !section.notApplicable;
    const scope = childScope(parent, section, counts);
    const heading: SectionHeading = {
      scope,
      counts,
      adjustment: `adjustment${Math.min(scope.depth, 6) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`,
      expression: this.sums.scopeTotal(scope),
    };
    const header = (index: number, total: Decimal): Row => ({
      cells: this.columns.row(
        sectionHeaderCells(this, section, heading, total, index + 1, this.options.kindsUnknown === true),
      ),
      outlineLevel: Math.min(level, MAX_OUTLINE),
    });
    const planned = this.plan?.sectionTotal(section);
    const headerIndex = planned ? undefined : this.store.reserve();
    if (planned) this.store.push(header(this.store.length, planned));
    const rate = section.totals?.vatPercent ?? inherited;
    const total = this.addEntries(section.children, level + 1, scope, rate);
    if (this.plan && !planned?.equals(total)) this.plan.matches = false;
    const raw = { expression: heading.expression, value: total };
    this.addDeclaredSectionTotals(section, level + 1);
    const effective = addEffectiveTotal(this, section.totals, raw, level + 1, (row, value) => ({
      inTotal: text(counts ? this.labels.yes : this.labels.no, STYLE.oz),
      path: text(leafPath(scope), STYLE.oz),
      [heading.adjustment]: formula(
        `${this.columns.letter("total")}${row}-(${raw.expression})`,
        value.minus(total),
        STYLE.money,
      ),
    }));
    if (headerIndex !== undefined) this.store.fill(headerIndex, header(headerIndex, total));
    return counts ? effective.value : Decimal.zero;
  }

  private addDeclaredSectionTotals(section: Section, level: number): void {
    const totals = section.totals;
    if (!totals) return;
    const t = this.labels.totals;
    if (totals.total) declaredRow(this, t.sectionDeclared(section.oz), totals.total, level);
    if (totals.totalAfterDiscount)
      declaredRow(this, t.afterDiscountDeclared, totals.totalAfterDiscount, level);
  }
}

export function longTextWidth(columns: Columns): number {
  return columns.list[columns.index("longText")]?.width ?? 60;
}
