import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Entry, GaebDocument, Item, MarkupItem } from "../../src/model.js";
import { runCli } from "./cli.js";
import { add, type Exact, exact, mul, percent, round, shareOf, sub, sum, text, zero } from "./exact.js";
import { recalculateWithLibreOffice } from "./libreoffice.js";
import { itemsByOz, sectionsByOz } from "./offer.js";
import { headerRowNumber, readWorkbook } from "./xlsx.js";

/** Runs the command line as a person would, on files in a scratch folder; returns its exit code, output and files. */
export async function cli(
  args: string[],
  inputs: Record<string, Uint8Array>,
  output: string,
): Promise<{ code: number; stderr: string; stdout: string; file?: Uint8Array }> {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-acceptance-"));
  try {
    for (const [name, bytes] of Object.entries(inputs)) writeFileSync(join(dir, name), bytes);
    const at = (arg: string) => (arg in inputs || arg === output ? join(dir, arg) : arg);
    const { code, stdout, stderr } = await runCli([...args.map(at), "-o", join(dir, output)]);
    let file: Uint8Array | undefined;
    try {
      file = new Uint8Array(readFileSync(join(dir, output)));
    } catch {
      file = undefined;
    }
    return { code, stderr, stdout, ...(file ? { file } : {}) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const LV_ROW = "Angebotssumme nach Nachlass oder Pauschale des Bieters (berechnet)";

/** Where the offer form has what a bidder fills in: columns by title, each OZ's first row, labels above the table. */
export function formLayout(xlsx: Uint8Array) {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet);
  const column = (title: string) => {
    const found = [...(sheet.rows.get(header) ?? [])].find(([, cell]) => cell.text === title)?.[0];
    if (!found) throw new Error(`no column ${title}`);
    return found;
  };
  const rows = new Map<string, number>();
  let lvRow = 0;
  for (const [row, cells] of sheet.rows) {
    const oz = cells.get("A")?.text;
    if (row > header && oz && !rows.has(oz)) rows.set(oz, row);
    if (cells.get("C")?.text === LV_ROW) lvRow = row;
  }
  const label = (title: string) =>
    [...sheet.rows].find(([row, cells]) => row < header && cells.get("A")?.text === title)?.[0] ?? 0;
  return { column, rows, lvRow, label, header };
}

/** The sheet's own offer total (GP of the LV row) as LibreOffice recomputes it from the saved workbook. */
export function sheetTotal(soffice: string, xlsx: Uint8Array): string {
  const sheets = recalculateWithLibreOffice(soffice, { w: xlsx }).get("w");
  const rows = [...(sheets?.values() ?? [])].find((sheet) => sheet.some((row) => row.includes(LV_ROW))) ?? [];
  const header = rows.find((row) => row.includes("OZ") && row.includes("GP")) ?? [];
  const total = rows.find((row) => row.includes(LV_ROW));
  return text(exact(String(Number(total?.[header.indexOf("GP")]).toFixed(2))));
}

/** What the bidder typed, by OZ: unit prices, markup rates, free quantities and discounts (all in percent). */
export interface Typed {
  prices: Map<string, string>;
  rates: Map<string, string>;
  quantities: Map<string, string>;
  itemDiscounts: Map<string, string>;
  sectionDiscounts: Map<string, string>;
  lvDiscount?: string;
  /**
   * A section's lump sum or discount amount applied to a billed share of it: the lump sum times the share the
   * section's total has of `whole` (its contract total), or the total less the amount times that share.
   */
  sectionShares?: Map<string, { kind: "lump" | "amount"; part: string; whole: string }>;
}

export interface Expected {
  items: Map<string, string>;
  markups: Map<string, { base: string; total: string }>;
  sections: Map<string, { total: string; afterDiscount: string }>;
  total: string;
  afterDiscount: string;
}

const serialIsAlternative = (serial: string | undefined) => serial !== undefined && !/^0*$/.test(serial);
const counts = (item: Item) =>
  !serialIsAlternative(item.flags.alternative?.serial) &&
  item.flags.provisional !== "withoutTotal" &&
  !item.flags.notApplicable;

/** A discount as GAEB's item rule has it: round(total × (1 − rate), 2), for items, sections and the LV alike. */
const discounted = (total: Exact, rate: string | undefined) =>
  rate ? round(mul(total, sub(exact("1"), percent(exact(rate))))) : total;

/**
 * The offer's figures computed from the request and what was typed, by GAEB's rules: IT = round(Qty × UP ×
 * (1 − discount), 2); alternatives, optional items without total and items that do not apply add nothing; an
 * `AllInCat` markup marks up the items of its list since the previous markup, `ListInSubQty` each named item by its
 * sub-quantity times unit price; a markup's figure is round(base × rate, 2).
 */
export function expectedFigures(request: GaebDocument, typed: Typed): Expected {
  const result: Expected = {
    items: new Map(),
    markups: new Map(),
    sections: new Map(),
    total: "",
    afterDiscount: "",
  };
  const all = [...entriesOf(request.boq?.body ?? [])];
  const byId = new Map(
    all.flatMap((e): Array<[string, Item]> => (e.kind === "item" && e.id ? [[e.id, e]] : [])),
  );
  const itemTotals = new Map<string, Exact>();
  for (const item of all) {
    const price = item.kind === "item" ? typed.prices.get(item.oz) : undefined;
    if (item.kind !== "item" || price === undefined) continue;
    const quantity = typed.quantities.get(item.oz) ?? item.quantity?.toString() ?? "0";
    const gross = mul(exact(quantity), exact(price));
    const discount = typed.itemDiscounts.get(item.oz);
    const it = round(discount ? mul(gross, sub(exact("1"), percent(exact(discount)))) : gross);
    itemTotals.set(item.oz, it);
    result.items.set(item.oz, text(it));
  }
  const totalOf = (item: Item) => (counts(item) ? (itemTotals.get(item.oz) ?? zero) : zero);
  // `IdentAsMark`: the items flagged to be marked up in the markup's list, sections within it included.
  const flagged = (entries: readonly Entry[]): Exact[] =>
    entries.flatMap((e) =>
      e.kind === "section"
        ? flagged(e.children)
        : e.kind === "item" && e.flags.toBeMarkedUp
          ? [totalOf(e)]
          : [],
    );
  const visit = (entries: readonly Entry[]): Exact => {
    let total = zero;
    let sinceMarkup: Exact[] = [];
    let previousWasMarkup = false;
    let shared = zero;
    for (const entry of entries) {
      if (entry.kind === "item") {
        if (previousWasMarkup) sinceMarkup = [];
        previousWasMarkup = false;
        total = add(total, totalOf(entry));
        sinceMarkup.push(totalOf(entry));
      } else if (entry.kind === "markupItem") {
        if (!previousWasMarkup) shared = sum(sinceMarkup);
        previousWasMarkup = true;
        const base =
          entry.markupType === "IdentAsMark"
            ? sum(flagged(entries))
            : markupBase(entry, shared, byId, typed, itemTotals);
        const rate = typed.rates.get(entry.oz);
        const figure = rate ? round(mul(base, percent(exact(rate)))) : zero;
        result.markups.set(entry.oz, { base: text(base), total: text(figure) });
        total = add(total, figure);
      } else if (entry.kind === "section") {
        const own = visit(entry.children);
        const share = typed.sectionShares?.get(entry.oz);
        const after = share
          ? share.kind === "lump"
            ? shareOf(own, exact(share.part), exact(share.whole))
            : sub(own, shareOf(own, exact(share.part), exact(share.whole)))
          : discounted(own, typed.sectionDiscounts.get(entry.oz));
        result.sections.set(entry.oz, { total: text(own), afterDiscount: text(after) });
        if (!serialIsAlternative(entry.alternative?.serial) && !entry.notApplicable)
          total = add(total, after);
      }
    }
    return total;
  };
  const total = visit(request.boq?.body ?? []);
  result.total = text(total);
  result.afterDiscount = text(discounted(total, typed.lvDiscount));
  return result;
}

function* entriesOf(list: readonly Entry[]): Generator<Entry> {
  for (const entry of list) {
    yield entry;
    if (entry.kind === "section") yield* entriesOf(entry.children);
  }
}

function markupBase(
  markup: MarkupItem,
  listBase: Exact,
  byId: Map<string, Item>,
  typed: Typed,
  itemTotals: Map<string, Exact>,
): Exact {
  if (markup.markupType === "AllInCat") return listBase;
  if (markup.markupType !== "ListInSubQty") return exact(markup.markupBase?.toString() ?? "0");
  return sum(
    markup.subQuantities.map(({ itemId, quantity }) => {
      const item = byId.get(itemId);
      if (!item) return zero;
      const price = typed.prices.get(item.oz);
      if (!quantity) return itemTotals.get(item.oz) ?? zero;
      return price ? round(mul(exact(quantity.toString()), exact(price))) : zero;
    }),
  );
}

/** Every figure of the offer that is not what `expectedFigures` computed from the request and the typing. */
export function disagreements(offer: GaebDocument, typed: Typed, expected: Expected): string[] {
  const wrong: string[] = [];
  const got = itemsByOz(offer);
  for (const [oz, it] of expected.items) {
    const item = got.get(oz);
    if (item?.kind !== "item") wrong.push(`${oz} missing`);
    else {
      if (item.unitPrice?.round(2).toString() !== typed.prices.get(oz))
        wrong.push(`${oz} UP ${item.unitPrice}`);
      if (item.total?.round(2).toString() !== it) wrong.push(`${oz} IT ${item.total} expected ${it}`);
    }
  }
  for (const [oz, m] of expected.markups) {
    const markup = got.get(oz);
    if (markup?.kind !== "markupItem") wrong.push(`${oz} markup missing`);
    else {
      if (markup.markupBase?.round(2).toString() !== m.base)
        wrong.push(`${oz} base ${markup.markupBase} exp ${m.base}`);
      if (markup.total?.round(2).toString() !== m.total)
        wrong.push(`${oz} markup IT ${markup.total} exp ${m.total}`);
    }
  }
  const gotSections = sectionsByOz(offer);
  for (const [oz, s] of expected.sections) {
    const t = gotSections.get(oz)?.totals;
    if (t?.total?.round(2).toString() !== s.total)
      wrong.push(`section ${oz} total ${t?.total} exp ${s.total}`);
    if ((t?.totalAfterDiscount ?? t?.total)?.round(2).toString() !== s.afterDiscount)
      wrong.push(`section ${oz} after ${t?.totalAfterDiscount} exp ${s.afterDiscount}`);
  }
  const lv = offer.boq?.info.totals;
  if (lv?.total?.round(2).toString() !== expected.total)
    wrong.push(`LV total ${lv?.total} exp ${expected.total}`);
  if (lv?.totalAfterDiscount?.round(2).toString() !== expected.afterDiscount)
    wrong.push(`LV after ${lv?.totalAfterDiscount} exp ${expected.afterDiscount}`);
  return wrong;
}
