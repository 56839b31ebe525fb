import { type Decimal, sum } from "../decimal.js";
import type { Issue } from "../issues.js";
import type { GaebDocument, Party, ProjectInfo } from "../model.js";
import { itemCounts } from "../xlsx/item-rows.js";
import { asOffer } from "./offer.js";
import type { Structure } from "./structure.js";
import { itemTotal } from "./structure.js";
import { TITLE_LIMITS, type TitleFacts } from "./title-values.js";
import type { ImportPhase } from "./types.js";

/** The GAEB file's name: the workbook's, with the extension of the phase ("LV.xlsx" → "LV.X83"). */
export function gaebFileName(workbook: string, phase: ImportPhase): string {
  return `${workbook.replace(/\.[^.]*$/, "") || "LV"}.X${phase}`;
}

/** The LV a sheet makes, with the facts of its title block; a name given by the caller wins over the block's. */
export function documentOf(
  structure: Structure,
  facts: TitleFacts,
  options: { fileName: string; phase: ImportPhase; project?: string; bidder?: string; sheet: string },
  issues: Issue[],
): GaebDocument {
  const lv: GaebDocument = {
    source: {
      fileName: gaebFileName(options.fileName, options.phase),
      format: "gaeb-xml",
      version: "3.3",
      phase: options.phase,
      encoding: "utf-8",
    },
    exchange: {},
    project: projectOf(facts, options.project),
    award: {
      currency: facts.currency ?? "EUR",
      ...(facts.currencyLabel ? { currencyLabel: facts.currencyLabel } : {}),
      facts: [],
      changeOrders: [],
      invoiceFacts: [],
      ...ownerOf(facts),
    },
    preamble: [],
    closing: [],
    boq: {
      info: {
        ...boqNamesOf(facts, gaebFileName(options.fileName, options.phase).replace(/\.X8\d$/, "")),
        ...(facts.date ? { date: facts.date } : {}),
        breakdown: structure.breakdown,
        priceComponentLabels: [],
      },
      body: structure.body,
    },
  };
  // An offer is what an X84 holds, with the VAT rate the title block states; a foreign sheet names no bidder.
  if (options.phase !== "84") return lv;
  return asOffer(lv, { sheet: options.sheet, ...optionalGiven(options.bidder) }, issues, facts.vatPercent);
}

/**
 * The project's number as its name; without one, its label where that fits the name (`NamePrj` holds 60
 * characters, the label 100), as a sheet with only "Projekt" always gave. A long label is no name: cut, it would
 * name another project.
 */
function projectOf(facts: TitleFacts, given: string | undefined): ProjectInfo {
  const { projectLabel: label } = facts;
  const fallback = label && label.length <= TITLE_LIMITS.projectNumber ? label : undefined;
  const name = given ?? facts.projectNumber ?? fallback;
  return { ...(name ? { name } : {}), ...(label ? { label } : {}) };
}

/** The LV's number as its name; without one its title where that fits the name field, else the file's name. */
function boqNamesOf(facts: TitleFacts, fileName: string): { name: string; label?: string } {
  const { boqLabel: label } = facts;
  const fallback = label && label.length <= TITLE_LIMITS.boqNumber ? label : fileName;
  return { name: facts.boqNumber ?? fallback, ...(label ? { label } : {}) };
}

/** The client with the award number, which GAEB keeps in the owner (`OWN/AwardNo`): a number alone gives a nameless one. */
function ownerOf(facts: TitleFacts): { owner?: Party } {
  if (!facts.owner && !facts.awardNo) return {};
  const owner = facts.owner ?? { names: [], references: {} };
  return { owner: { ...owner, references: facts.awardNo ? { AwardNo: facts.awardNo } : {} } };
}

const optionalGiven = (bidder: string | undefined) => (bidder === undefined ? {} : { given: bidder });

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
    // A sheet whose total column only shows formulas over empty prices (0,00 each) has no prices.
    priced ||= row.price !== undefined || !total.isZero();
    if (itemCounts(item)) totals.push(total);
  }
  return priced ? sum(totals).round(2).toString() : null;
}
