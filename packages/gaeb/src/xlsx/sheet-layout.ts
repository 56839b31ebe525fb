import { Decimal } from "../decimal.js";
import type { Issue, Locale } from "../issues.js";
import type { AdditionalText, Entry, GaebDocument, Item, RichText, Section, Totals } from "../model.js";
import { renderPlain } from "../xml/richtext.js";
import { type ColumnKey, type Columns, chooseColumns, hasBidderText } from "./columns.js";
import {
  formula,
  isAlternative,
  itemCounts,
  itemRow,
  markupRow,
  number,
  subDescriptionRow,
  text,
} from "./item-rows.js";
import { LABELS, type SheetLabels } from "./labels.js";
import { STYLE, type StyleId } from "./styles.js";
import { titleBlock } from "./title-block.js";
import { CELL_TEXT_LIMIT, type Cell, type Row, type Sheet } from "./workbook.js";

export interface LayoutOptions {
  lang: Locale;
  longText: boolean;
  notices: readonly string[];
}

const HUNDRED = Decimal.fromInteger(100);
const HUNDREDTH = Decimal.parse("0.01") as Decimal;

const MAX_OUTLINE = 7;

function splitLongText(value: string): string[] {
  if (value.length <= CELL_TEXT_LIMIT) return [value];
  const parts: string[] = [];
  let rest = value;
  while (rest.length > CELL_TEXT_LIMIT) {
    let cut = rest.lastIndexOf("\n", CELL_TEXT_LIMIT);
    if (cut < CELL_TEXT_LIMIT / 2) cut = CELL_TEXT_LIMIT;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\n/, "");
  }
  parts.push(rest);
  return parts;
}

class SheetBuilder {
  readonly rows: Row[] = [];
  private readonly labels: SheetLabels;
  private readonly unitPriceStyle: StyleId;

  constructor(
    private readonly document: GaebDocument,
    private readonly columns: Columns,
    private readonly options: LayoutOptions,
    private readonly issues: Issue[],
  ) {
    this.labels = LABELS[options.lang];
    this.unitPriceStyle = this.chooseUnitPriceStyle();
  }

  /** Unit prices show the decimals the file uses (UPFracDig, else the most written), two or three. */
  private chooseUnitPriceStyle(): StyleId {
    const declared = this.document.boq?.info.unitPriceDecimals;
    if (declared !== undefined) return declared >= 3 ? STYLE.price3 : STYLE.price2;
    let scale = 0;
    const visit = (entries: readonly Entry[]) => {
      for (const entry of entries) {
        if (entry.kind === "section") visit(entry.children);
        else if (entry.kind === "item" && entry.unitPrice) scale = Math.max(scale, entry.unitPrice.scale);
      }
    };
    visit(this.document.boq?.body ?? []);
    return scale >= 3 ? STYLE.price3 : STYLE.price2;
  }

  get nextRow(): number {
    return this.rows.length + 1;
  }

  private push(cells: Partial<Record<ColumnKey, Cell>>, level: number) {
    this.rows.push({ cells: this.columns.row(cells), outlineLevel: Math.min(level, MAX_OUTLINE) });
  }

  private plain(text: RichText): string {
    return renderPlain(text, { image: this.labels.image, blank: this.labels.blank });
  }

  /** Long text in its column, continued in further rows when it exceeds a cell. */
  private pushWithLongText(
    cells: Partial<Record<ColumnKey, Cell>>,
    longText: RichText,
    level: number,
    path?: string,
  ) {
    const parts = this.options.longText ? splitLongText(this.plain(longText)) : [""];
    const [first = "", ...rest] = parts;
    this.push({ ...cells, ...(first ? { longText: text(first) } : {}) }, level);
    if (rest.length > 0) {
      this.issues.push({
        code: "text_continued",
        severity: "warning",
        ...(path ? { path } : {}),
        params: { length: parts.reduce((n, p) => n + p.length, 0) },
      });
    }
    for (const part of rest) {
      this.push({ kind: text(this.labels.kinds.continued), longText: text(part) }, level);
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
  addEntries(entries: readonly Entry[], level: number): Decimal {
    let contribution = Decimal.zero;
    for (const entry of entries) {
      switch (entry.kind) {
        case "section":
          contribution = contribution.plus(this.addSection(entry, level));
          break;
        case "item":
          contribution = contribution.plus(this.addItem(entry, level));
          break;
        case "markupItem": {
          const row = markupRow(entry, this.context(), this.labels);
          row.cells.level = number(Decimal.fromInteger(level), STYLE.oz);
          this.pushWithLongText(row.cells, entry.longText, level, entry.oz);
          contribution = contribution.plus(row.total);
          break;
        }
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
      issues: this.issues,
    };
  }

  private addItem(item: Item, level: number): Decimal {
    const row = itemRow(item, this.context(), this.labels);
    row.cells.level = number(Decimal.fromInteger(level), STYLE.oz);
    if (hasBidderText(item)) row.cells.bidderText = text(this.bidderText(item));
    this.pushWithLongText(row.cells, item.longText, level, item.oz);
    for (const sub of item.subDescriptions) {
      const subRow = subDescriptionRow(item, sub, this.context(), this.labels);
      subRow.cells.level = number(Decimal.fromInteger(level + 1), STYLE.oz);
      this.pushWithLongText(subRow.cells, sub.longText, level + 1, `${item.oz}/${sub.number}`);
    }
    return itemCounts(item) ? row.total : Decimal.zero;
  }

  private bidderText(item: Item): string {
    const lines: string[] = [];
    for (const block of item.longText) {
      if (block.type !== "paragraph") continue;
      for (const inline of block.inlines) {
        if (inline.type !== "complement" || inline.kind !== "bidder") continue;
        const body = inline.body.replace(/'/g, "").trim();
        lines.push(
          `${inline.label ? `${inline.label}: ` : ""}${inline.caption.trim()} ${body || "…"}`.trim(),
        );
      }
    }
    return [...lines, ...item.bidderComments].join("\n");
  }

  /** Sums the rows of one level that are marked "in total" within a row range. */
  private levelSum(first: number, last: number, level: number): string {
    if (last < first) return "0";
    const [h, f, l] = [
      this.columns.letter("total"),
      this.columns.letter("inTotal"),
      this.columns.letter("level"),
    ];
    return `SUMIFS(${h}${first}:${h}${last},${f}${first}:${f}${last},"${this.labels.yes}",${l}${first}:${l}${last},${level})`;
  }

  private flag(counts: boolean, level: number) {
    return {
      inTotal: text(counts ? this.labels.yes : this.labels.no, STYLE.oz),
      level: number(Decimal.fromInteger(level), STYLE.oz),
    };
  }

  /** Returns the section's effective total as its parent counts it (zero for an alternative section). */
  private addSection(section: Section, level: number): Decimal {
    const k = this.labels.kinds;
    const kinds = [section.level === "lot" ? k.lot : k.section];
    const alternative = isAlternative(section.alternative?.serial);
    if (section.alternative) kinds.push(alternative ? k.alternative : k.base);
    if (section.notApplicable) kinds.push(k.notApplicable);
    // Like an alternative, a section that does not apply keeps its own total but adds nothing above it.
    const counts = !alternative && !section.notApplicable;
    const headerIndex = this.rows.length;
    const headerRow = this.nextRow;
    this.push({}, level);
    const total = this.addEntries(section.children, level + 1);
    const formulaText = this.levelSum(headerRow + 1, this.nextRow - 1, level + 1);
    this.addDeclaredSectionTotals(section, level + 1);
    const effective = this.addEffectiveTotal(section.totals, headerRow, total, level, counts);
    const cells = {
      oz: text(section.oz, STYLE.sectionOz),
      kind: text(kinds.join(", "), STYLE.sectionText),
      shortText: text(section.title, STYLE.sectionText),
      total: formula(formulaText, total, STYLE.sectionMoney),
      ...this.flag(counts && effective.row === headerRow, level),
    };
    this.rows[headerIndex] = { cells: this.columns.row(cells), outlineLevel: Math.min(level, MAX_OUTLINE) };
    return counts ? effective.value : Decimal.zero;
  }

  private declaredRow(label: string, value: Decimal, level: number): void {
    this.push(
      {
        kind: text(this.labels.kinds.declaredTotal, STYLE.totalText),
        shortText: text(label, STYLE.totalText),
        total: number(value, STYLE.totalMoney),
      },
      level,
    );
  }

  private percentText(value: Decimal): string {
    return this.labels.formatDecimal(value.round(2).toString());
  }

  private addDeclaredSectionTotals(section: Section, level: number): void {
    const totals = section.totals;
    if (!totals) return;
    if (totals.total) this.declaredRow(this.labels.totals.sectionDeclared(section.oz), totals.total, level);
    if (totals.totalAfterDiscount)
      this.declaredRow(this.labels.totals.afterDiscountDeclared, totals.totalAfterDiscount, level);
  }

  /**
   * What a total becomes after the file's discount or lump sum; the row that holds it is the one the next level
   * up adds (flagged "in total"). A lump sum is an agreed figure, so it stays a value; a discount stays a formula.
   */
  private addEffectiveTotal(
    totals: Totals | undefined,
    totalRow: number,
    computed: Decimal,
    level: number,
    counts: boolean,
  ): { row: number; value: Decimal } {
    const t = this.labels.totals;
    const h = this.columns.letter("total");
    const lumpSum = totals?.lumpSum;
    let effective = { row: totalRow, value: computed };
    const addRow = (label: string, cell: Cell, value: Decimal, isLast: boolean) => {
      effective = { row: this.nextRow, value };
      const kind = cell.value.type === "formula" ? this.labels.kinds.total : this.labels.kinds.declaredTotal;
      this.push(
        {
          kind: text(kind, STYLE.totalText),
          shortText: text(label, STYLE.totalText),
          total: cell,
          ...this.flag(counts && isLast, level),
        },
        level + 1,
      );
    };
    const percent = totals?.discountPercent;
    const amount = totals?.discountAmount;
    if (percent && !percent.isZero()) {
      const value = computed.times(HUNDRED.minus(percent)).times(HUNDREDTH).round(2);
      const expression = `ROUND(${h}${totalRow}*(1-${percent.toPlainString()}/100),2)`;
      addRow(
        t.afterDiscount(this.percentText(percent)),
        formula(expression, value, STYLE.totalMoney),
        value,
        !lumpSum,
      );
    } else if (amount && !amount.isZero()) {
      const value = computed.minus(amount);
      const label = t.discountBy(this.labels.formatDecimal(amount.toString()));
      addRow(
        label,
        formula(`${h}${totalRow}-${amount.toPlainString()}`, value, STYLE.totalMoney),
        value,
        !lumpSum,
      );
    }
    if (lumpSum) addRow(t.lumpSum, number(lumpSum, STYLE.totalMoney), lumpSum, true);
    return effective;
  }

  /** The computed grand total, live, then what the file declares for the whole bill of quantities. */
  addGrandTotals(firstEntryRow: number, computed: Decimal): void {
    const t = this.labels.totals;
    const h = this.columns.letter("total");
    const totalRow = this.nextRow;
    this.push(
      {
        kind: text(this.labels.kinds.grandTotal, STYLE.totalText),
        shortText: text(t.grandComputed, STYLE.totalText),
        total: formula(this.levelSum(firstEntryRow, totalRow - 1, 0), computed, STYLE.totalMoney),
      },
      0,
    );
    const totals = this.document.boq?.info.totals;
    const effective = this.addEffectiveTotal(totals, totalRow, computed, -1, false);
    if (totals?.vatPercent) {
      const vat = effective.value.times(totals.vatPercent).times(HUNDREDTH).round(2);
      const vatRow = this.nextRow;
      const percent = totals.vatPercent.toPlainString();
      this.push(
        {
          kind: text(this.labels.kinds.grandTotal, STYLE.totalText),
          shortText: text(t.vatComputed(this.percentText(totals.vatPercent)), STYLE.totalText),
          total: formula(`ROUND(${h}${effective.row}*${percent}/100,2)`, vat, STYLE.totalMoney),
        },
        0,
      );
      this.push(
        {
          kind: text(this.labels.kinds.grandTotal, STYLE.totalText),
          shortText: text(t.grossComputed, STYLE.totalText),
          total: formula(`${h}${effective.row}+${h}${vatRow}`, effective.value.plus(vat), STYLE.totalMoney),
        },
        0,
      );
    }
    if (!totals) return;
    const rows: Array<[string, Decimal | undefined]> = [
      [t.grandDeclared, totals.total],
      [t.discountAmount, totals.discountAmount],
      [t.afterDiscountDeclared, totals.totalAfterDiscount],
      [t.lumpSum, totals.lumpSum],
      [t.net, totals.net],
      [t.vat(totals.vatPercent ? this.percentText(totals.vatPercent) : "?"), totals.vatAmount],
      [t.gross, totals.gross],
    ];
    for (const [label, value] of rows) if (value) this.declaredRow(label, value, 0);
  }
}

/** Lays out one GAEB document as one worksheet. */
export function layoutSheet(
  document: GaebDocument,
  name: string,
  options: LayoutOptions,
  issues: Issue[],
): Sheet {
  const labels = LABELS[options.lang];
  const columns = chooseColumns(document, labels, options.longText);
  const builder = new SheetBuilder(document, columns, options, issues);
  builder.rows.push(...titleBlock(document, labels, options.notices));
  builder.rows.push({ cells: columns.headerRow() });
  const headerRow = builder.rows.length;
  builder.addTexts(document.preamble, labels.kinds.preamble);
  const firstEntryRow = builder.nextRow;
  const computed = builder.addEntries(document.boq?.body ?? [], 0);
  builder.addTexts(document.closing, labels.kinds.closing);
  builder.addGrandTotals(firstEntryRow, computed);
  return { name, columnWidths: columns.list.map((c) => c.width), rows: builder.rows, headerRow };
}
