import type { Decimal } from "../decimal.js";
import { STYLE, type StyleId } from "../xlsx/styles.js";
import type { Cell } from "../xlsx/workbook.js";

export { formula, number, text } from "../xlsx/item-rows.js";

/** A formula whose result may be text; its cached value is the number given, or "" for nothing to show. */
export function maybeNumber(expression: string, cached: Decimal | undefined, style: StyleId): Cell {
  return cached
    ? { value: { type: "formula", formula: expression, cached: cached.toPlainString() }, style }
    : { value: { type: "textFormula", formula: expression, cached: "" }, style };
}

/** Stands for the cell's own row in a formula template. */
export const OWN_ROW = "\u0001";

/**
 * A formula cell's value made from a template: its text is made only when read. Where the cells of a template are
 * written as one shared formula, only the first one's ever is: ten bidders' comparison has hundreds of thousands.
 */
class TemplateFormula {
  private text: string | undefined;

  constructor(
    readonly type: "formula" | "textFormula",
    readonly shareKey: string,
    private readonly row: number,
    readonly cached: string,
  ) {}

  get formula(): string {
    this.text ??= this.shareKey.replaceAll(OWN_ROW, String(this.row));
    return this.text;
  }

  set formula(text: string) {
    this.text = text;
  }
}

/** A formula made from a template for this row; cells made from one template can be written as one (shared). */
export function fromTemplate(
  template: string,
  row: number,
  cached: Decimal | undefined,
  style: StyleId,
): Cell {
  return cached
    ? { value: new TemplateFormula("formula", template, row, cached.toPlainString()), style }
    : { value: new TemplateFormula("textFormula", template, row, ""), style };
}

/** A cell with a format and no value: a header cell a bidder's name runs on over, a cell to fill in. */
export function blank(style: StyleId = STYLE.default): Cell {
  return { value: { type: "empty" }, style };
}

export function absoluteRange(column: string, first: number, last: number | string): string {
  return `$${column}$${first}:$${column}$${last}`;
}

/** A sheet name as a formula refers to it: quoted, quotes doubled. */
export function sheetReference(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}
