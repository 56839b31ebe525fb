import type { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { isAlternative, itemKinds } from "../xlsx/item-rows.js";
import { LABELS } from "../xlsx/labels.js";
import { STYLE } from "../xlsx/styles.js";
import { criterion, LAST_ROW, ROOT_SCOPE, type SumScope } from "../xlsx/sum-keys.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import { deviation } from "./arithmetic.js";
import { absoluteRange, blank, formula, maybeNumber, number, text } from "./cells.js";
import type { Adjustment, Comparison, Line, SectionTotals } from "./comparison.js";
import type { CompareLabels } from "./labels.js";
import { ComparisonColumns } from "./layout-columns.js";
import type { Bidder } from "./offers.js";

/** Where the grand totals stand, for the summary sheet to refer to. */
export interface GrandRows {
  total: number;
  adjustment?: number;
  afterAdjustment: number;
  unpriced: number;
}

const MAX_OUTLINE = 7;
/** 10 pt text printed at 80 % is 8 pt, the smallest a reader should have to read. */
const PRINT_SCALE = 80;
// A4 landscape less margins is about 784 pt; at 80 % that holds some 1300 px of columns. A little is kept spare
// because LibreOffice draws columns a few points wider than Excel's pixel rule.
const PRINTABLE_PIXELS = 1240;
const TITLE_COLUMNS = 3;

function adjustmentFormula(adjustment: Adjustment | undefined, raw: string): string | undefined {
  if (!adjustment) return undefined;
  if (adjustment.lumpSum) return `${adjustment.lumpSum.toPlainString()}-${raw}`;
  if (adjustment.percent) return `ROUND(${raw}*(1-${adjustment.percent.toPlainString()}/100),2)-${raw}`;
  if (adjustment.amount) return `-${adjustment.amount.toPlainString()}`;
  return undefined;
}

class ComparisonBuilder {
  readonly rows: Row[] = [];
  readonly columns: ComparisonColumns;
  /** Row of the reviewer's choice of reference bidder. */
  readonly referenceRow = 6;
  readonly headerRow = 10;
  private lastRow = 0;

  constructor(
    readonly bidders: readonly Bidder[],
    readonly labels: CompareLabels,
    readonly lang: Locale,
    /** The bidder (0-based) deviations are measured against at first; undefined: the lowest price. */
    readonly reference: number | undefined,
  ) {
    this.columns = new ComparisonColumns(bidders.length);
  }

  get nextRow(): number {
    return this.rows.length + 1;
  }

  push(cells: Record<number, Cell | undefined>, level = 0, height?: number): number {
    const row: Array<Cell | undefined> = new Array(this.columns.count).fill(undefined);
    for (const [index, cell] of Object.entries(cells)) row[Number(index)] = cell;
    this.rows.push({
      cells: row,
      outlineLevel: Math.min(level, MAX_OUTLINE),
      ...(height ? { height } : {}),
    });
    return this.rows.length;
  }

  letter(index: number): string {
    return this.columns.letter(index);
  }

  /** SUMIFS over a bidder's totals column of what counts in a scope; the last row is filled in at the end. */
  scopeSum(bidder: number, scope: SumScope): string {
    const c = this.columns;
    const first = this.headerRow + 1;
    const totals = absoluteRange(this.letter(c.total(bidder)), first, LAST_ROW);
    const paths = absoluteRange(this.letter(c.path), first, LAST_ROW);
    return `SUMIFS(${totals},${paths},"${criterion(scope)}")`;
  }

  titleBlock(request: GaebDocument, requestFile: string, currency: string): void {
    const l = this.labels;
    const c = ComparisonColumns;
    this.push({ [c.oz]: text(l.title, STYLE.title) }, 0, 20);
    const project = [request.project.name, request.project.label].filter(Boolean).join(" – ");
    const boq = [request.boq?.info.name, request.boq?.info.label].filter(Boolean).join(" – ");
    const facts: Array<[string, string]> = [
      [l.project, project],
      [l.boq, boq],
      [l.request, requestFile],
    ];
    for (const [label, value] of facts)
      this.push({ [c.oz]: text(label, STYLE.label), [c.shortText]: text(value, STYLE.oz) });
    this.push({ [c.oz]: text(l.currency, STYLE.label), [c.shortText]: text(currency, STYLE.oz) });
    this.push({
      [c.oz]: text(l.reference, STYLE.label),
      [c.shortText]: {
        value: { type: "number", value: String(this.reference === undefined ? 0 : this.reference + 1) },
        style: STYLE.integerInput,
      },
      [c.quantity]: text(l.referenceHelp(this.bidders.length), STYLE.oz),
    });
    this.push({ [c.oz]: text(l.legend, STYLE.label), [c.shortText]: text(l.legendText, STYLE.oz) });
    this.push({});
    const names: Record<number, Cell> = {};
    for (let index = 0; index < this.columns.reference; index++) names[index] = blank(STYLE.headerSpanning);
    names[c.lowest] = text(l.columns.statistics, STYLE.headerSpanning);
    this.bidders.forEach((bidder, b) => {
      names[this.columns.unitPrice(b)] = text(`${b + 1}: ${bidder.name}`, STYLE.headerSpanning);
    });
    this.push(names);
    const k = l.columns;
    const header: Record<number, Cell> = {
      [c.oz]: text(k.oz, STYLE.header),
      [c.kind]: text(k.kind, STYLE.header),
      [c.shortText]: text(k.shortText, STYLE.header),
      [c.quantity]: text(k.quantity, STYLE.headerNumber),
      [c.unit]: text(k.unit, STYLE.header),
      [c.lowest]: text(k.lowest, STYLE.headerNumber),
      [c.mean]: text(k.mean, STYLE.headerNumber),
      [c.highest]: text(k.highest, STYLE.headerNumber),
      [this.columns.reference]: text(k.referencePrice, STYLE.headerNumber),
      [this.columns.path]: text(k.path, STYLE.header),
    };
    this.bidders.forEach((_, b) => {
      header[this.columns.unitPrice(b)] = text(k.unitPrice, STYLE.headerNumber);
      header[this.columns.total(b)] = text(k.total, STYLE.headerNumber);
      header[this.columns.deviation(b)] = text(k.deviation, STYLE.headerNumber);
    });
    this.push(header);
  }

  /** Rows of every line; a section's header row shows each bidder's total after its own adjustment. */
  addLines(lines: readonly Line[]): void {
    const rowsOfLine = new Map<Line, number>();
    let next = this.nextRow;
    for (const line of lines) {
      rowsOfLine.set(line, next);
      next += line.kind === "sectionEnd" ? 3 : 1;
    }
    const ends = new Map<unknown, number>();
    for (const line of lines)
      if (line.kind === "sectionEnd") ends.set(line.totals, rowsOfLine.get(line) ?? 0);
    for (const line of lines) {
      if (line.kind === "section") this.addSection(line, ends.get(line.totals));
      else if (line.kind === "sectionEnd") this.addAdjustmentRows(line.totals, line.scope, line.depth + 1);
      else if (line.kind === "item") this.addItem(line);
      else this.addMarkup(line);
    }
    this.lastRow = Math.max(this.rows.length, this.headerRow + 1);
  }

  private addSection(line: Line & { kind: "section" }, endRow: number | undefined): void {
    const { section, depth, scope, totals } = line;
    const kinds = LABELS[this.lang].kinds;
    const words = [section.level === "lot" ? kinds.lot : kinds.section];
    if (section.alternative)
      words.push(isAlternative(section.alternative.serial) ? kinds.alternative : kinds.base);
    if (section.notApplicable) words.push(kinds.notApplicable);
    const c = ComparisonColumns;
    const cells: Record<number, Cell> = {
      [c.oz]: text(section.oz, STYLE.sectionOz),
      [c.kind]: text(words.join(", "), STYLE.sectionText),
      [c.shortText]: text(section.title, STYLE.sectionText),
    };
    for (let index = c.quantity; index < this.columns.reference; index++)
      cells[index] = blank(STYLE.sectionText);
    this.bidders.forEach((_, b) => {
      const total = this.letter(this.columns.total(b));
      // With an adjustment row below, the header adds it, so it shows what the section counts for.
      const expression = endRow ? `${total}${endRow}+${total}${endRow + 1}` : this.scopeSum(b, scope);
      cells[this.columns.total(b)] = formula(expression, totals.effective[b] as Decimal, STYLE.sectionMoney);
    });
    this.push(cells, depth);
  }

  /** Before, the bidder's adjustment (which counts one level up) and after, for a section or the whole LV. */
  private addAdjustmentRows(totals: SectionTotals, scope: SumScope, level: number): void {
    const l = this.labels;
    const c = ComparisonColumns;
    const rawRow = this.nextRow;
    const raw: Record<number, Cell> = { [c.shortText]: text(l.beforeAdjustment, STYLE.totalText) };
    const adjustment: Record<number, Cell> = { [c.shortText]: text(l.adjustment, STYLE.text) };
    const after: Record<number, Cell> = { [c.shortText]: text(l.afterAdjustment, STYLE.totalText) };
    const isGrand = scope === ROOT_SCOPE;
    if (!isGrand)
      // Counts one level up only: the section's own criterion ("§1.10.*") does not match "§1.10!".
      adjustment[this.columns.path] = text(`${scope.prefix.slice(0, -1)}!`, STYLE.oz);
    this.bidders.forEach((_, b) => {
      const column = this.columns.total(b);
      const letter = this.letter(column);
      raw[column] = formula(this.scopeSum(b, scope), totals.raw[b] as Decimal, STYLE.totalMoney);
      const expression = adjustmentFormula(totals.adjustments[b], `${letter}${rawRow}`);
      const value = (totals.effective[b] as Decimal).minus(totals.raw[b] as Decimal);
      if (expression) adjustment[column] = formula(expression, value, STYLE.money);
      after[column] = formula(
        `${letter}${rawRow}+N(${letter}${rawRow + 1})`,
        totals.effective[b] as Decimal,
        STYLE.totalMoney,
      );
    });
    this.push(raw, level);
    this.push(adjustment, level);
    this.push(after, level);
  }

  private unitPriceList(row: number): string {
    return this.bidders.map((_, b) => `${this.letter(this.columns.unitPrice(b))}${row}`).join(",");
  }

  private addItem(line: Line & { kind: "item" }): void {
    const { item, bids, statistics, path } = line;
    const r = this.nextRow;
    const c = ComparisonColumns;
    const cols = this.columns;
    const labels = LABELS[this.lang];
    const cells: Record<number, Cell> = {
      [c.oz]: text(item.oz, STYLE.oz),
      [c.kind]: text(itemKinds(item, labels, () => undefined)),
      [c.shortText]: text(item.shortText),
    };
    if (item.quantity) cells[c.quantity] = number(item.quantity, STYLE.quantity);
    if (item.unit) cells[c.unit] = text(item.unit, STYLE.oz);
    const list = this.unitPriceList(r);
    const none = `COUNT(${list})=0`;
    cells[c.lowest] = maybeNumber(`IF(${none},"",MIN(${list}))`, statistics?.lowest, STYLE.comparePrice);
    cells[c.mean] = maybeNumber(`IF(${none},"",AVERAGE(${list}))`, statistics?.mean, STYLE.comparePrice);
    cells[c.highest] = maybeNumber(`IF(${none},"",MAX(${list}))`, statistics?.highest, STYLE.comparePrice);
    const choice = `$${this.letter(c.shortText)}$${this.referenceRow}`;
    const n = this.bidders.length;
    const chosen = this.reference === undefined ? undefined : bids[this.reference];
    const referencePrice =
      this.reference === undefined
        ? statistics?.lowest
        : chosen?.status === "priced"
          ? chosen.unitPrice
          : undefined;
    cells[cols.reference] = maybeNumber(
      `IF(${choice}=0,${this.letter(c.lowest)}${r},IF(AND(${choice}>=1,${choice}<=${n}),CHOOSE(${choice},${list}),""))`,
      referencePrice,
      STYLE.comparePrice,
    );
    if (path) cells[cols.path] = text(path, STYLE.oz);
    const ref = `$${this.letter(cols.reference)}${r}`;
    // A lump sum without quantity is one lump; N() reads an empty quantity as 0, as GAEB does for the rest.
    const quantity = item.flags.lumpSum && !item.quantity ? "1" : `N($${this.letter(c.quantity)}${r})`;
    const moneyStyle = path ? STYLE.money : STYLE.moneyNotCounted;
    bids.forEach((bid, b) => {
      const price = `${this.letter(cols.unitPrice(b))}${r}`;
      if (bid.status === "priced") {
        const lowest = statistics && bid.unitPrice.equals(statistics.lowest);
        cells[cols.unitPrice(b)] = number(bid.unitPrice, lowest ? STYLE.lowestPrice : STYLE.comparePrice);
      } else if (!item.flags.notApplicable) {
        const word = bid.status === "notOffered" ? this.labels.notOffered : this.labels.missing;
        cells[cols.unitPrice(b)] = text(word, STYLE.unpriced);
      }
      const discount = bid.status === "priced" && bid.discountPercent;
      const factor = discount ? `*(1-${discount.toPlainString()}/100)` : "";
      // A free quantity (QtyTBD) is each bidder's own; it stands in the formula, as the request has none.
      const own = bid.status === "priced" && bid.ownQuantity ? bid.ownQuantity.toPlainString() : quantity;
      cells[cols.total(b)] = maybeNumber(
        `IF(ISNUMBER(${price}),ROUND(${own}*${price}${factor},2),"")`,
        bid.status === "priced" ? bid.total : undefined,
        moneyStyle,
      );
      const cached = bid.status === "priced" ? deviation(bid.unitPrice, referencePrice) : undefined;
      cells[cols.deviation(b)] = maybeNumber(
        `IF(AND(ISNUMBER(${price}),ISNUMBER(${ref})),IF(${ref}=0,"",${price}/${ref}-1),"")`,
        cached,
        STYLE.percentChange,
      );
    });
    this.push(cells, line.depth);
  }

  private addMarkup(line: Line & { kind: "markup" }): void {
    const { markup, bids, path } = line;
    const c = ComparisonColumns;
    const cells: Record<number, Cell> = {
      [c.oz]: text(markup.oz, STYLE.oz),
      [c.kind]: text(LABELS[this.lang].kinds.markup),
      [c.shortText]: text(markup.shortText),
    };
    if (path) cells[this.columns.path] = text(path, STYLE.oz);
    bids.forEach((bid, b) => {
      if (bid.percent) cells[this.columns.unitPrice(b)] = number(bid.percent, STYLE.percent);
      if (bid.total) cells[this.columns.total(b)] = number(bid.total, STYLE.money);
    });
    this.push(cells, line.depth);
  }

  /** The offer totals: computed, after each bidder's discount, as stated, and the unpriced items per bidder. */
  addGrandTotals(comparison: Comparison): GrandRows {
    const l = this.labels;
    const c = ComparisonColumns;
    const grand = comparison.grand;
    const totalRow = this.nextRow;
    const row: Record<number, Cell> = { [c.shortText]: text(l.grandTotal, STYLE.totalText) };
    this.bidders.forEach((_, b) => {
      row[this.columns.total(b)] = formula(
        this.scopeSum(b, ROOT_SCOPE),
        grand.raw[b] as Decimal,
        STYLE.totalMoney,
      );
    });
    this.push(row);
    const rows: GrandRows = { total: totalRow, afterAdjustment: totalRow, unpriced: 0 };
    if (grand.adjustments.some(Boolean)) {
      const adjustment: Record<number, Cell> = { [c.shortText]: text(l.grandAdjustment, STYLE.text) };
      const after: Record<number, Cell> = { [c.shortText]: text(l.grandAfterAdjustment, STYLE.totalText) };
      this.bidders.forEach((_, b) => {
        const letter = this.letter(this.columns.total(b));
        const expression = adjustmentFormula(grand.adjustments[b], `${letter}${totalRow}`);
        const value = (grand.effective[b] as Decimal).minus(grand.raw[b] as Decimal);
        if (expression) adjustment[this.columns.total(b)] = formula(expression, value, STYLE.money);
        after[this.columns.total(b)] = formula(
          `${letter}${totalRow}+N(${letter}${totalRow + 1})`,
          grand.effective[b] as Decimal,
          STYLE.totalMoney,
        );
      });
      rows.adjustment = this.push(adjustment);
      rows.afterAdjustment = this.push(after);
    }
    this.addDeclared(comparison);
    const count: Record<number, Cell> = { [c.shortText]: text(l.unpricedCount, STYLE.totalText) };
    const first = this.headerRow + 1;
    this.bidders.forEach((_, b) => {
      const prices = absoluteRange(this.letter(this.columns.unitPrice(b)), first, this.lastRow);
      const expression = `COUNTIF(${prices},"${l.missing}")+COUNTIF(${prices},"${l.notOffered}")`;
      const unpriced = comparison.facts[b]?.unpriced.length ?? 0;
      count[this.columns.total(b)] = {
        value: { type: "formula", formula: expression, cached: String(unpriced) },
        style: STYLE.totalText,
      };
    });
    rows.unpriced = this.push(count);
    return rows;
  }

  private addDeclared(comparison: Comparison): void {
    const l = this.labels;
    const c = ComparisonColumns;
    const facts = comparison.facts;
    const kinds = [
      ["declaredTotal", l.declaredTotal, comparison.grand.raw],
      ["declaredAfterDiscount", l.declaredAfterDiscount, comparison.grand.effective],
    ] as const;
    for (const [key, label, computed] of kinds) {
      if (!facts.some((fact) => fact[key])) continue;
      const row: Record<number, Cell> = { [c.shortText]: text(label, STYLE.totalText) };
      facts.forEach((fact, b) => {
        const declared = fact[key];
        if (!declared) return;
        const agrees = declared.equals(computed[b] as Decimal);
        row[this.columns.total(b)] = number(declared, agrees ? STYLE.totalMoney : STYLE.totalMismatch);
      });
      this.push(row);
    }
  }

  /** Formulas name the table's last row only once it is known. */
  finish(): void {
    const last = String(this.lastRow);
    for (const row of this.rows)
      for (const cell of row.cells)
        if (cell && (cell.value.type === "formula" || cell.value.type === "textFormula"))
          cell.value.formula = cell.value.formula.replaceAll(LAST_ROW, last);
  }
}

/** The comparison sheet: the request's sections and items in LV order with every bidder's prices beside them. */
export function comparisonSheet(
  request: GaebDocument,
  requestFile: string,
  currency: string,
  bidders: readonly Bidder[],
  comparison: Comparison,
  labels: CompareLabels,
  options: { lang: Locale; reference?: number },
): { sheet: Sheet; grandRows: GrandRows; columns: ComparisonColumns } {
  const { lang } = options;
  const builder = new ComparisonBuilder(bidders, labels, lang, options.reference);
  builder.titleBlock(request, requestFile, currency);
  builder.addLines(comparison.lines);
  const grandRows = builder.addGrandTotals(comparison);
  builder.finish();
  const columns = builder.columns;
  const project = request.project.name ?? request.boq?.info.name ?? "";
  const page = (value: string) => value.replace(/&/g, "&&");
  return {
    grandRows,
    columns,
    sheet: {
      name: labels.comparisonSheet,
      columnWidths: columns.widths(),
      hiddenColumns: [columns.reference, columns.path],
      rows: builder.rows,
      headerRow: builder.headerRow,
      printColumns: columns.reference,
      frozenColumns: TITLE_COLUMNS,
      noFilter: true,
      printAcross: {
        scale: PRINT_SCALE,
        firstTitleRow: builder.headerRow - 1,
        titleColumns: TITLE_COLUMNS,
        columnBreaks: columns.printBreaks(PRINTABLE_PIXELS, TITLE_COLUMNS),
      },
      pageHeader: `&L&B${page(labels.title)}${project ? ` – ${page(project)}` : ""}&B&R${page(requestFile)}`,
      pageFooter: `&L&A&R${lang === "de" ? "Seite &P von &N" : "Page &P of &N"}`,
    },
  };
}
