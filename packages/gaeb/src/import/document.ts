import { type Decimal, sum } from "../decimal.js";
import type { Entry, GaebDocument, Item, Totals } from "../model.js";
import type { Structure } from "./structure.js";
import { itemTotal } from "./structure.js";
import type { TitleFacts } from "./title-block.js";
import type { ImportPhase } from "./types.js";

/** The GAEB file's name: the workbook's, with the extension of the phase ("LV.xlsx" → "LV.X83"). */
export function gaebFileName(workbook: string, phase: ImportPhase): string {
  return `${workbook.replace(/\.[^.]*$/, "") || "LV"}.X${phase}`;
}

/**
 * An offer (84) states each section's total and the LV's: the sum of what counts toward it below, exact. Optional
 * items without a total, items that do not apply and alternatives count toward none.
 */
function withTotals(entries: readonly Entry[]): Decimal {
  const totals: Decimal[] = [];
  for (const entry of entries) {
    if (entry.kind === "section") {
      const total = withTotals(entry.children);
      entry.totals = { total };
      totals.push(total);
    } else if (entry.kind === "item" && entry.total && counts(entry.flags)) totals.push(entry.total);
  }
  return sum(totals);
}

const counts = (flags: Item["flags"]) =>
  flags.provisional !== "withoutTotal" &&
  !flags.notApplicable &&
  (!flags.alternative || flags.alternative.serial === "0");

/** The LV a sheet makes, with the facts of its title block; a name given by the caller wins over the block's. */
export function documentOf(
  structure: Structure,
  facts: TitleFacts,
  options: { fileName: string; phase: ImportPhase; project?: string },
): GaebDocument {
  const project = options.project ?? facts.project;
  const totals: Totals | undefined =
    options.phase === "84"
      ? { total: withTotals(structure.body), ...(facts.vatPercent ? { vatPercent: facts.vatPercent } : {}) }
      : undefined;
  const currency = facts.currency?.toUpperCase() === "EURO" ? "EUR" : (facts.currency ?? "EUR");
  return {
    source: {
      fileName: gaebFileName(options.fileName, options.phase),
      format: "gaeb-xml",
      version: "3.3",
      phase: options.phase,
      encoding: "utf-8",
    },
    exchange: {},
    project: project ? { name: project } : {},
    award: {
      currency,
      facts: [],
      changeOrders: [],
      invoiceFacts: [],
      ...(facts.owner ? { owner: { names: [facts.owner], references: {} } } : {}),
    },
    preamble: [],
    closing: [],
    boq: {
      info: {
        name: facts.boq ?? gaebFileName(options.fileName, options.phase).replace(/\.X8\d$/, ""),
        breakdown: structure.breakdown,
        priceComponentLabels: [],
        ...(totals ? { totals } : {}),
      },
      body: structure.body,
    },
  };
}

/**
 * The sum of the items' totals (quantity × unit price, rounded per item), exact; optional items without a total,
 * items that do not apply and alternatives (not their base items) count toward none. Null where no item has a price.
 */
export function totalOf(structure: Structure): string | null {
  const totals: Decimal[] = [];
  let priced = false;
  for (const { item, row } of structure.items) {
    const total = itemTotal(row);
    if (total === undefined) continue;
    priced = true;
    if (counts(item.flags)) totals.push(total);
  }
  return priced ? sum(totals).round(2).toString() : null;
}
