import { Decimal } from "../decimal.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section, Totals } from "../model.js";
import type { OfferFigures } from "../x84/figures.js";
import { isAlternative } from "../xlsx/item-rows.js";
import { MarkupPlan } from "../xlsx/markups.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import { quoteSheetName } from "../xlsx/workbook.js";
import { billable } from "./figures.js";
import { sumOf } from "./sum-refs.js";
import type { BillingWords } from "./words.js";

/** The billing sheet's columns, in order; `COLUMN` gives each one's letter. */
const KEYS = [
  "oz",
  "shortText",
  "unit",
  "contractQuantity",
  "unitPrice",
  "discount",
  "contractTotal",
  "measured",
  "typed",
  "toDate",
  "share",
  "before",
  "thisQuantity",
  "amountToDate",
  "amountBefore",
  "amountThis",
  "mark",
  "note",
] as const;
type Key = (typeof KEYS)[number];
export const BILLING_COLUMN = Object.fromEntries(
  KEYS.map((key, index) => [key, String.fromCharCode(65 + index)]),
) as Record<Key, string>;
const C = BILLING_COLUMN;
const WIDTHS = [14, 40, 7, 13, 11, 9, 14, 13, 13, 13, 10, 13, 13, 14, 14, 14, 22, 28];
/** The row of the column titles; the table starts below it. */
export const BILLING_HEADER_ROW = 4;

export interface BillingLayout {
  document: GaebDocument;
  words: BillingWords;
  /** The measurement sheet's name and the rows its lines may stand in. */
  measurement: { sheet: string; first: number; last: number };
  before: ReadonlyMap<string, Decimal>;
  typed: ReadonlyMap<string, Decimal>;
  notes: ReadonlyMap<string, string>;
  /** Sum and count of the measurement lines carried over, by OZ. */
  measured: ReadonlyMap<string, { lines: number; sum: Decimal }>;
  /** The figures to date and before, by the contract's entries. */
  toDate: (entry: Entry) => { total?: Decimal; effective?: Decimal; sum?: Decimal } | undefined;
  beforeOf: (entry: Entry) => { total?: Decimal; effective?: Decimal; sum?: Decimal } | undefined;
  boq: { toDate: OfferFigures["boq"]; before: OfferFigures["boq"] };
  /** The contract's own figures: a lump sum or discount amount is shared out by their totals. */
  contract: OfferFigures;
}

const text = (value: string, style: StyleId = STYLE.text): Cell => ({
  value: { type: "text", text: value },
  style,
});
const num = (value: Decimal, style: StyleId): Cell => ({
  value: { type: "number", value: value.toPlainString() },
  style,
});
const f = (formula: string, cached: Decimal, style: StyleId = STYLE.money): Cell => ({
  value: { type: "formula", formula, cached: cached.toPlainString() },
  style,
});
const zero = Decimal.zero;

/** A rate the contract states, as the formula multiplies by it. */
const share = (percent: Decimal) => `(1-${percent.toPlainString()}/100)`;

export class BillingSheetBuilder {
  readonly rows: Row[] = [];
  /** Rows whose amount cells are empty: a SUM's range may run across them. */
  private readonly blank = new Set<number>();
  private readonly itemRow = new Map<Item, number>();
  private readonly plan: MarkupPlan;
  private readonly measureRange: { oz: string; result: string };

  constructor(private readonly layout: BillingLayout) {
    this.plan = new MarkupPlan(layout.document.boq?.body ?? []);
    const { sheet, first, last } = layout.measurement;
    const quoted = quoteSheetName(sheet);
    this.measureRange = {
      oz: `${quoted}!$A$${first}:$A$${last}`,
      result: `${quoted}!$I$${first}:$I$${last}`,
    };
  }

  private get next(): number {
    return this.rows.length + 1;
  }

  private push(cells: Partial<Record<Key, Cell>>, level = 0, blank = true): number {
    const row = this.next;
    if (blank) this.blank.add(row);
    this.rows.push({ cells: KEYS.map((key) => cells[key]), outlineLevel: Math.min(level, 7) });
    return row;
  }

  build(): { sheet: Sheet; netRow: number } {
    const { words, document } = this.layout;
    const project = document.project.label ?? document.project.name ?? "";
    this.push({ oz: text(`${words.billingTitle}${project ? ` – ${project}` : ""}`, STYLE.title) });
    const info = document.boq?.info;
    const lv = [info?.name, info?.label].filter(Boolean).join(" ");
    this.push({ oz: text(`${words.contract}${lv ? `: ${lv}` : ""}`, STYLE.label) });
    // Across the table, two lines high: in one narrow cell it would stand as a column of words.
    this.push({ oz: text(words.hint, STYLE.note) });
    (this.rows[2] as Row).height = 27;
    this.push(Object.fromEntries(KEYS.map((key) => [key, text(words.columns[key], STYLE.header)])));
    const refs = this.entries(document.boq?.body ?? [], 0);
    const net = this.totalRows(
      refs,
      document.boq?.info.totals,
      this.layout.contract.boq.total,
      words.netTotal,
      0,
      this.layout.boq,
    );
    const last = this.rows.length;
    return {
      netRow: net,
      sheet: {
        name: words.sheets.billing,
        columnWidths: WIDTHS,
        rows: this.rows,
        headerRow: BILLING_HEADER_ROW,
        noFilter: true,
        merges: [`A3:${C.mark}3`],
        frozenColumns: 2,
        printColumns: KEYS.length,
        columnStyles: KEYS.map((key) => (key === "oz" ? STYLE.oz : undefined)),
        prompts: [
          {
            sqref: `${C.typed}${BILLING_HEADER_ROW + 1}:${C.typed}${last}`,
            title: words.columns.typed,
            text: words.prompts.measured,
          },
          {
            sqref: `${C.note}${BILLING_HEADER_ROW + 1}:${C.note}${last}`,
            title: words.columns.note,
            text: words.prompts.note,
          },
        ],
        conditionalFormats: [
          {
            sqref: `${C.mark}${BILLING_HEADER_ROW + 1}:${C.mark}${last}`,
            formula: `AND(N($${C.contractQuantity}${BILLING_HEADER_ROW + 1})>0,N($${C.toDate}${BILLING_HEADER_ROW + 1})>$${C.contractQuantity}${BILLING_HEADER_ROW + 1}*1.1)`,
            mark: 0,
          },
        ],
      },
    };
  }

  /** The rows of some entries; returns the rows whose amounts add up into the enclosing total. */
  private entries(entries: readonly Entry[], level: number): number[] {
    const counted: number[] = [];
    for (const entry of entries) {
      if (entry.kind === "item") {
        const row = this.item(entry, level);
        if (billable(entry)) counted.push(row);
      } else if (entry.kind === "markupItem") counted.push(this.markup(entry, level));
      else if (entry.kind === "section") {
        const row = this.section(entry, level);
        if (!isAlternative(entry.alternative?.serial) && !entry.notApplicable) counted.push(row);
      } else this.push({ oz: text(entry.number ?? "", STYLE.oz), shortText: text(entry.shortText) }, level);
    }
    return counted;
  }

  private item(item: Item, level: number): number {
    const r = this.next;
    this.itemRow.set(item, r);
    const { words, before, typed, notes, measured } = this.layout;
    const lines = measured.get(item.oz);
    const typedQuantity = typed.get(item.oz);
    const toDate = lines ? lines.sum : (typedQuantity ?? zero);
    const beforeQuantity = before.get(item.oz) ?? zero;
    const price = item.unitPrice;
    const discount = item.discountPercent ? `*${share(item.discountPercent)}` : "";
    const amount = (quantity: string) => `ROUND(${quantity}*${C.unitPrice}${r}${discount},2)`;
    const { oz, result } = this.measureRange;
    const count = `SUMPRODUCT(--(${oz}=$${C.oz}${r}))`;
    const toDateAmount = this.layout.toDate(item)?.total ?? zero;
    const beforeAmount = this.layout.beforeOf(item)?.total ?? zero;
    const over = item.quantity && toDate.compare(item.quantity.times(Decimal.parse("1.1") as Decimal)) > 0;
    const shareValue =
      item.quantity && !item.quantity.isZero()
        ? (toDate.toNumber() / item.quantity.toNumber()) * 100
        : undefined;
    const note = notes.get(item.oz);
    this.push(
      {
        oz: text(item.oz, STYLE.oz),
        shortText: text(item.shortText),
        unit: text(item.unit ?? ""),
        ...(item.quantity ? { contractQuantity: num(item.quantity, STYLE.quantity) } : {}),
        ...(price ? { unitPrice: num(price, STYLE.price3) } : {}),
        ...(item.discountPercent ? { discount: num(item.discountPercent, STYLE.percent) } : {}),
        ...(item.total ? { contractTotal: num(item.total, STYLE.money) } : {}),
        measured: f(`SUMPRODUCT(--(${oz}=$${C.oz}${r}),${result})`, lines?.sum ?? zero, STYLE.quantity),
        typed: typedQuantity
          ? num(typedQuantity, STYLE.quantityInput)
          : { value: { type: "empty" }, style: STYLE.quantityInput },
        toDate: f(`IF(${count}>0,${C.measured}${r},N(${C.typed}${r}))`, toDate, STYLE.quantity),
        share: {
          value: {
            type: "textFormula",
            formula: `IF(N(${C.contractQuantity}${r})>0,TEXT(${C.toDate}${r}/${C.contractQuantity}${r}*100,"0.0")&" %","")`,
            cached: shareValue === undefined ? "" : `${shareValue.toFixed(1)} %`,
          },
          style: STYLE.oz,
        },
        before: num(beforeQuantity, STYLE.quantity),
        thisQuantity: f(`${C.toDate}${r}-${C.before}${r}`, toDate.minus(beforeQuantity), STYLE.quantity),
        amountToDate: f(amount(`${C.toDate}${r}`), toDateAmount),
        amountBefore: f(amount(`${C.before}${r}`), beforeAmount),
        amountThis: f(`${C.amountToDate}${r}-${C.amountBefore}${r}`, toDateAmount.minus(beforeAmount)),
        mark: billable(item)
          ? {
              value: {
                type: "textFormula",
                formula: `IF(AND(N(${C.contractQuantity}${r})>0,${C.toDate}${r}>${C.contractQuantity}${r}*1.1),"${words.overrun}","")`,
                cached: over ? words.overrun : "",
              },
              style: STYLE.oz,
            }
          : text(words.notBillable, STYLE.oz),
        note: note ? text(note, STYLE.textInput) : { value: { type: "empty" }, style: STYLE.textInput },
      },
      level,
      false,
    );
    return r;
  }

  private markup(markup: MarkupItem, level: number): number {
    const r = this.next;
    const terms = this.plan.terms.get(markup) ?? [];
    const rate = markup.markupPercent ?? zero;
    const base = (column: string) => {
      const rows = terms.flatMap((term) =>
        term.subQuantity ? [] : term.items.flatMap((item) => this.itemRow.get(item) ?? []),
      );
      const constants = terms.flatMap((term) =>
        term.subQuantity
          ? [
              term.subQuantity
                .times(term.items.reduce((s, item) => s.plus(item.unitPrice ?? zero), zero))
                .round(2),
            ]
          : [],
      );
      const parts = [
        rows.length > 0 ? sumOf(column, rows, this.blank) : "0",
        ...constants.map((c) => c.toPlainString()),
      ];
      return `ROUND((${parts.join("+")})*${rate.toPlainString()}/100,2)`;
    };
    const toDate = this.layout.toDate(markup)?.total ?? zero;
    const before = this.layout.beforeOf(markup)?.total ?? zero;
    this.push(
      {
        oz: text(markup.oz, STYLE.oz),
        shortText: text(`${markup.shortText} (${this.layout.words.markup} ${rate.toPlainString()} %)`),
        unitPrice: num(rate, STYLE.percent),
        amountToDate: f(base(C.amountToDate), toDate),
        amountBefore: f(base(C.amountBefore), before),
        amountThis: f(`${C.amountToDate}${r}-${C.amountBefore}${r}`, toDate.minus(before)),
      },
      level,
      false,
    );
    return r;
  }

  private section(section: Section, level: number): number {
    this.push(
      { oz: text(section.oz, STYLE.sectionOz), shortText: text(section.title, STYLE.sectionText) },
      level,
    );
    const refs = this.entries(section.children, level + 1);
    const toDate = this.layout.toDate(section);
    const before = this.layout.beforeOf(section);
    const contractTotal = this.layout.contract.sections.get(section)?.total;
    return this.totalRows(
      refs,
      section.totals,
      contractTotal,
      `${this.layout.words.sectionSum} ${section.oz} ${section.title}`,
      level,
      {
        toDate: { total: toDate?.total ?? zero, effective: toDate?.effective ?? zero },
        before: { total: before?.total ?? zero, effective: before?.effective ?? zero },
      },
    );
  }

  /** The sum row of a section (or of the LV), and a row for the contract's adjustment where it has one. */
  private totalRows(
    refs: readonly number[],
    totals: Totals | undefined,
    contractTotal: Decimal | undefined,
    label: string,
    level: number,
    figures: {
      toDate: { total: Decimal; effective: Decimal };
      before: { total: Decimal; effective: Decimal };
    },
  ): number {
    const { words } = this.layout;
    const r = this.next;
    const sum = (column: string) => sumOf(column, refs, this.blank);
    this.push(
      {
        shortText: text(label, STYLE.totalText),
        amountToDate: f(sum(C.amountToDate), figures.toDate.total, STYLE.totalMoney),
        amountBefore: f(sum(C.amountBefore), figures.before.total, STYLE.totalMoney),
        amountThis: f(
          `${C.amountToDate}${r}-${C.amountBefore}${r}`,
          figures.toDate.total.minus(figures.before.total),
          STYLE.totalMoney,
        ),
      },
      level,
      false,
    );
    const adjusted = adjustmentFormula(totals, contractTotal);
    if (!adjusted) return r;
    const a = this.next;
    this.push(
      {
        shortText: text(
          `${label}, ${adjusted.percent ? words.afterDiscount : words.lumpShare} ${adjusted.label}`,
          STYLE.totalText,
        ),
        amountToDate: f(
          adjusted.formula(`${C.amountToDate}${r}`),
          figures.toDate.effective,
          STYLE.totalMoney,
        ),
        amountBefore: f(
          adjusted.formula(`${C.amountBefore}${r}`),
          figures.before.effective,
          STYLE.totalMoney,
        ),
        amountThis: f(
          `${C.amountToDate}${a}-${C.amountBefore}${a}`,
          figures.toDate.effective.minus(figures.before.effective),
          STYLE.totalMoney,
        ),
      },
      level,
      false,
    );
    return a;
  }
}

/** The formula of a contract adjustment on a billed sum (see `billedAdjustment`, which the X89 figures follow). */
function adjustmentFormula(
  totals: Totals | undefined,
  contractTotal: Decimal | undefined,
): { formula: (sum: string) => string; label: string; percent: boolean } | undefined {
  if (!totals) return undefined;
  if (totals.discountPercent) {
    const p = totals.discountPercent.toPlainString();
    return { formula: (sum) => `ROUND(${sum}*(1-${p}/100),2)`, label: `${p} %`, percent: true };
  }
  if (!contractTotal || contractTotal.isZero()) return undefined;
  const whole = contractTotal.toPlainString();
  if (totals.lumpSum) {
    const lump = totals.lumpSum.toPlainString();
    return {
      formula: (sum) => `ROUND(${sum}*${lump}/${whole},2)`,
      label: `${lump} / ${whole}`,
      percent: false,
    };
  }
  if (totals.discountAmount) {
    const amount = totals.discountAmount.toPlainString();
    return {
      formula: (sum) => `${sum}-ROUND(${sum}*${amount}/${whole},2)`,
      label: `${amount} / ${whole}`,
      percent: true,
    };
  }
  return undefined;
}
