import { expect } from "vitest";
import { convertToXlsx } from "../../src/convert.js";
import { Decimal } from "../../src/decimal.js";
import { type LvView, viewGaeb } from "../../src/index.js";
import type { Locale } from "../../src/issues.js";
import { LABELS } from "../../src/xlsx/labels.js";
import { readWorkbook, tableRows } from "./xlsx.js";

const same = (a: string | undefined) => (a === undefined ? undefined : Decimal.parse(a)?.toPlainString());

export function viewOf(name: string, bytes: Uint8Array, lang: Locale): LvView {
  const result = viewGaeb({ name, bytes }, { lang });
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.issues)}`);
  return result.view;
}

/** The figures the workbook writes for one file: cached values of its section, item and total rows. */
function workbookFigures(name: string, bytes: Uint8Array, lang: Locale) {
  const labels = LABELS[lang];
  const c = labels.columns;
  const k = labels.kinds;
  const converted = convertToXlsx([{ name, bytes }], { lang });
  if (!converted.ok) throw new Error(`${name}: ${JSON.stringify(converted.issues)}`);
  const [sheet] = readWorkbook(converted.xlsx).sheets;
  if (!sheet) throw new Error("no sheet");
  const rows = tableRows(sheet, c.oz);
  const kind = (row: (typeof rows)[number]) => row.cells[c.kind]?.text ?? "";
  const gp = (row: (typeof rows)[number]) => same(row.cells[c.total]?.number);
  const sectionWords = new RegExp(`^(${k.lot}|${k.section})\\b`);
  const itemWords = new RegExp(
    `^(${[k.normal, k.base, k.alternative, k.markup].join("|")}|${k.provisionalWithTotal.split(" ")[0]})`,
  );
  const totalKinds = new Set([k.total, k.declaredTotal, k.grandTotal]);
  return {
    sections: rows.filter((row) => sectionWords.test(kind(row))).map(gp),
    items: rows.filter((row) => itemWords.test(kind(row))).map((row) => [row.cells[c.oz]?.text, gp(row)]),
    lines: rows
      .filter((row) => totalKinds.has(kind(row)) && gp(row) !== undefined)
      .filter((row) => row.cells[c.shortText]?.text !== labels.totals.bidderAdjusted)
      .map((row) => [row.cells[c.shortText]?.text, gp(row)]),
  };
}

function viewFigures(view: LvView) {
  const ends = view.rows.filter((row) => row.kind === "sectionEnd");
  const lines = [...ends.flatMap((row) => row.adjustments), ...view.totals];
  // The workbook's section row stands where the section opens.
  const totalOf = new Map(ends.map((row) => [row.key, row.total]));
  const starts = view.rows.flatMap((row) => (row.kind === "sectionStart" ? [row.key] : []));
  return {
    sections: starts.map((key) => same(totalOf.get(key))),
    items: view.rows.flatMap((row) =>
      row.kind === "item" || row.kind === "markupItem" ? [[row.oz, same(row.total)]] : [],
    ),
    lines: lines.map((line) => [line.label, same(line.amount)]),
  };
}

/** Where the view shows no figure (nothing priced), the workbook's is none or zero. */
const orZero = (view: Array<string | undefined>, workbook: Array<string | undefined>) =>
  view.map(
    (value, i) => value ?? (workbook[i] === undefined || workbook[i] === "0" ? workbook[i] : "missing"),
  );

/**
 * The view's figures against the cached values of the workbook `convertToXlsx` writes for the same file: section
 * rows, item and markup rows, and every total line (section discounts and lump sums, the LV's sum, VAT, gross).
 */
export function compareWithWorkbook(name: string, bytes: Uint8Array, lang: Locale): LvView {
  const lv = viewOf(name, bytes, lang);
  const view = viewFigures(lv);
  const workbook = workbookFigures(name, bytes, lang);
  if (!lv.priced) {
    // Nothing priced: the view leaves out the computed lines the workbook fills with zeros for the bidder.
    const t = LABELS[lang].totals;
    const computed = [t.grandComputed, t.grossComputed];
    const zeros = workbook.lines.filter(
      ([label]) => computed.includes(label as string) || /\(/.test(label ?? ""),
    );
    expect(
      zeros.every(([, value]) => value === "0"),
      "unpriced computed lines",
    ).toBe(true);
    workbook.lines = workbook.lines.filter((line) => !zeros.includes(line));
  }
  expect(orZero(view.sections, workbook.sections), "section totals").toEqual(workbook.sections);
  const viewItems = view.items.map(([, total]) => total);
  const workbookItems = workbook.items.map(([, total]) => total);
  expect(view.items.map(([oz]) => oz)).toEqual(workbook.items.map(([oz]) => oz));
  expect(orZero(viewItems, workbookItems), "item totals").toEqual(workbookItems);
  expect(view.lines, "total lines").toEqual(workbook.lines);
  return lv;
}
