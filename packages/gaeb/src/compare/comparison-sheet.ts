import type { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import type { CatalogueAssignment, GaebDocument } from "../model.js";
import { type CatalogueColumn, catalogueCodes, catalogueColumns } from "../xlsx/catalogues.js";
import { isAlternative } from "../xlsx/item-rows.js";
import { LABELS } from "../xlsx/labels.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import { criterion, LAST_ROW, type SumScope } from "../xlsx/sum-keys.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import { type Breakdown, planBreakdown } from "./breakdown.js";
import { BreakdownCells } from "./breakdown-cells.js";
import { absoluteRange, blank, formula, OWN_ROW, text } from "./cells.js";
import { fitColumns } from "./column-fit.js";
import type { Comparison, Line } from "./comparison.js";
import { addItemRow } from "./comparison-items.js";
import { addMarkupRow, addStatedRows, statedRowCount } from "./comparison-marks.js";
import { addTitleBlock, pageFooter, pageHeader } from "./comparison-title.js";
import { addAdjustmentRows, addGrandTotals, type GrandRows } from "./comparison-totals.js";
import { EvaluationCells, type EvaluationSetup } from "./evaluation-cells.js";
import type { CompareLabels } from "./labels.js";
import { ComparisonColumns } from "./layout-columns.js";
import type { Bidder } from "./offers.js";

const MAX_OUTLINE = 7;
/** 10 pt text printed at 80 % is 8 pt, the smallest a reader should have to read. */
const PRINT_SCALE = 80;
// A4 landscape less margins is about 784 pt; at 80 % that holds some 1300 px of columns. A little is kept spare
// because LibreOffice draws columns a few points wider than Excel's pixel rule.
const PRINTABLE_PIXELS = 1240;
const TITLE_COLUMNS = 3;
/** How much wider bold text runs than regular text of the same size. */
const BOLD_WIDTH = 1.12;

/** The comparison sheet's rows as they are laid out, and what the title and totals modules need of them. */
export class ComparisonBuilder {
  readonly rows: Row[] = [];
  readonly merges: string[] = [];
  readonly columns: ComparisonColumns;
  /** The bidders' unit price breakdown, where an offer gives one. */
  readonly breakdown: BreakdownCells | undefined;
  /** Page breaks between columns (see `ComparisonColumns.printBreaks`): a title over columns is split at them. */
  readonly printBreaks: number[];
  /** Row of the reviewer's choice of reference bidder. */
  readonly referenceRow = 6;
  /** The column headers' row, set by the title block above it. */
  headerRow = 10;
  lastRow = 0;

  constructor(
    readonly bidders: readonly Bidder[],
    readonly labels: CompareLabels,
    readonly lang: Locale,
    /** The bidder (0-based) deviations are measured against at first; undefined: the lowest price. */
    readonly reference: number | undefined,
    readonly comparison: Comparison,
    catalogues: readonly CatalogueColumn[] = [],
    breakdown?: Breakdown,
    evaluation?: EvaluationSetup,
  ) {
    const hasMarkupKeys = comparison.lines.some((line) => line.kind === "markup" && line.terms);
    const fit = fitColumns(comparison, labels);
    const shown = ComparisonColumns.fitting(catalogues, fit, PRINTABLE_PIXELS);
    this.columns = new ComparisonColumns(
      bidders.length,
      fit,
      hasMarkupKeys,
      shown,
      breakdown?.widths,
      (evaluation?.factors.size ?? 0) > 0,
      evaluation?.ownRates ?? false,
    );
    this.printBreaks = this.columns.printBreaks(PRINTABLE_PIXELS, TITLE_COLUMNS);
    this.breakdown = breakdown && new BreakdownCells(this.columns, breakdown);
    this.evaluation = evaluation && {
      cells: new EvaluationCells(this.columns, evaluation),
      reference: evaluation.reference,
    };
  }

  /** The evaluation's hidden keys and deviations, with the reference (mean or median) their cached values use. */
  readonly evaluation: { cells: EvaluationCells; reference: "mean" | "median" } | undefined;

  /** A request entry's codes in the catalogue columns. */
  catalogueCells(assignments: readonly CatalogueAssignment[] | undefined, style: StyleId) {
    const cells: Record<number, Cell> = {};
    this.columns.catalogues.forEach(({ id }, n) => {
      const codes = assignments ? catalogueCodes(assignments, id) : "";
      if (codes) cells[this.columns.catalogue(n)] = text(codes, style);
    });
    return cells;
  }

  get nextRow(): number {
    return this.rows.length + 1;
  }

  push(cells: Record<number, Cell | undefined>, level = 0, height?: number): number {
    const row: Array<Cell | undefined> = new Array(this.columns.count).fill(undefined);
    // for…in rather than Object.entries: no pair array per cell, for tens of thousands of rows.
    for (const index in cells) row[Number(index)] = cells[index];
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

  /** Rows of every line; a section's header row shows each bidder's total after its own adjustment. */
  addLines(lines: readonly Line[]): void {
    const rowsOfLine = new Map<Line, number>();
    let next = this.nextRow;
    for (const line of lines) {
      rowsOfLine.set(line, next);
      next += (line.kind === "sectionEnd" ? 3 : 1) + statedRowCount(line);
    }
    const ends = new Map<unknown, number>();
    for (const line of lines)
      if (line.kind === "sectionEnd") ends.set(line.totals, rowsOfLine.get(line) ?? 0);
    for (const line of lines) {
      if (line.kind === "section") this.addSection(line, ends.get(line.totals));
      else if (line.kind === "sectionEnd") addAdjustmentRows(this, line.totals, line.scope, line.depth + 1);
      else if (line.kind === "item") addItemRow(this, line);
      else addMarkupRow(this, line);
      addStatedRows(this, line);
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
    for (let index = c.shortText + 1; index < this.columns.printed; index++)
      cells[index] = blank(STYLE.sectionText);
    Object.assign(cells, this.catalogueCells(section.catalogueAssignments, STYLE.sectionOz));
    this.bidders.forEach((_, b) => {
      const total = this.letter(this.columns.total(b));
      // With an adjustment row below, the header adds it, so it shows what the section counts for.
      const expression = endRow ? `${total}${endRow}+${total}${endRow + 1}` : this.scopeSum(b, scope);
      cells[this.columns.total(b)] = formula(expression, totals.effective[b] as Decimal, STYLE.sectionMoney);
    });
    // Bold text runs some 10 % wider than the row-height estimate measures: measured so, no line is cut off.
    const widths = this.columns.widths();
    const lines = Math.max(
      lineCount(section.title, (widths[c.shortText] ?? 30) / BOLD_WIDTH),
      lineCount(words.join(", "), (widths[c.kind] ?? 17) / BOLD_WIDTH),
    );
    this.push(cells, depth, lines > 1 ? rowPoints(lines) : undefined);
  }

  /** Formula templates of an item row, made once: only the row differs from item to item. */
  private templateCache: Map<string, string> = new Map();

  template(key: string, build: () => string): string {
    let template = this.templateCache.get(key);
    if (template === undefined) {
      template = build();
      this.templateCache.set(key, template);
    }
    return template;
  }

  priceList(): string {
    return this.template("list", () =>
      this.bidders.map((_, b) => `${this.letter(this.columns.unitPrice(b))}${OWN_ROW}`).join(","),
    );
  }

  /** The row of each item's OZ (its first, should an OZ stand twice): the Aufklärung list refers to them. */
  readonly itemRows = new Map<string, number>();

  /** Formulas name the table's last row only once it is known. */
  finish(): void {
    const last = String(this.lastRow);
    // Only sums over the table name its last row; a template's formulas never do (and searching them would
    // make V8 flatten tens of thousands of strings the writer never needs whole).
    for (const row of this.rows)
      for (const cell of row.cells)
        if (
          cell &&
          (cell.value.type === "formula" || cell.value.type === "textFormula") &&
          cell.value.shareKey === undefined &&
          cell.value.formula.includes(LAST_ROW)
        )
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
  options: {
    lang: Locale;
    reference?: number;
    evaluation?: EvaluationSetup;
  },
): {
  sheet: Sheet;
  grandRows: GrandRows;
  columns: ComparisonColumns;
  /** The first and last row of the table, the lines' rows (the grand totals follow). */
  table: { first: number; last: number };
  /** The row of each item by its OZ. */
  itemRows: ReadonlyMap<string, number>;
} {
  const { lang } = options;
  // The request's catalogue codes (DIN 276 cost groups first), titled as in the converter's LV sheet.
  const words = LABELS[lang].columns;
  const taken = [...Object.values(labels.columns), ...Object.values(words)].filter(
    (title): title is string => typeof title === "string",
  );
  const catalogues = catalogueColumns(request, words.catalogue, taken);
  const breakdown = planBreakdown(request, comparison.lines, labels, lang);
  const evaluation = options.evaluation;
  const builder = new ComparisonBuilder(
    bidders,
    evaluation ? { ...labels, legendLines: [...labels.legendLines, evaluation.words.legend] } : labels,
    lang,
    options.reference,
    comparison,
    catalogues,
    breakdown,
    evaluation,
  );
  addTitleBlock(builder, request, requestFile, currency);
  builder.addLines(comparison.lines);
  const grandRows = addGrandTotals(builder, comparison);
  builder.finish();
  const columns = builder.columns;
  return {
    grandRows,
    columns,
    table: { first: builder.headerRow + 1, last: builder.lastRow },
    itemRows: builder.itemRows,
    sheet: {
      name: labels.comparisonSheet,
      columnWidths: columns.widths(),
      hiddenColumns: columns.hidden,
      // Unfolded at first, so that a reviewer sees the breakdown is there; one click on the button folds it.
      ...(breakdown ? { columnOutline: columns.outline() } : {}),
      rows: builder.rows,
      ...(builder.evaluation
        ? { conditionalFormats: builder.evaluation.cells.marks(builder.headerRow + 1, builder.lastRow) }
        : {}),
      headerRow: builder.headerRow,
      printColumns: columns.printed,
      frozenColumns: TITLE_COLUMNS,
      noFilter: true,
      shareFormulas: true,
      merges: builder.merges,
      printAcross: {
        scale: PRINT_SCALE,
        firstTitleRow: builder.headerRow - 1,
        titleColumns: TITLE_COLUMNS,
        columnBreaks: builder.printBreaks,
      },
      pageHeader: pageHeader(request, requestFile, labels),
      pageFooter: pageFooter(labels),
    },
  };
}
