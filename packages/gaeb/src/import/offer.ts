import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import type { GaebDocument } from "../model.js";
import type { TypedBidder } from "../workbook/bidder.js";
import { bidderOf, X84Document } from "../x84/document.js";
import { computeFigures, pricedLv } from "../x84/figures.js";

/** The bidder for an offer (84): the name given, the one typed above our workbook's table, and where that is. */
export interface BidderSource {
  /** `ImportOptions.bidder`: over the typed name. */
  given?: string;
  /** What is typed above the table of our workbook (none for a foreign sheet or the template). */
  typed?: TypedBidder;
  /** The sheet, for the warning where no name is known. */
  sheet: string;
}

/**
 * The LV as the offer (84) it is to become: what an X84 holds and nothing else (no texts, units or item kinds,
 * which the request already has and phase 84 has no place for), its item, section and LV totals computed by the
 * offer job's rules (`x84/`), and the bidder as the contractor. An offer without the bidder's name is written, with
 * a warning saying where to give it: GAEB programs take such a file, but the owner cannot tell who sent it.
 */
export function asOffer(
  lv: GaebDocument,
  bidder: BidderSource,
  issues: Issue[],
  vatPercent?: Decimal,
): GaebDocument {
  const { nameField, ...typed } = bidder.typed ?? {};
  const contractor = bidderOf(bidder.given, typed);
  if (!contractor?.name)
    issues.push({
      code: "import_bidder_missing",
      severity: "warning",
      params: { sheet: bidder.sheet, ...(nameField ? { cell: nameField.cell, label: nameField.label } : {}) },
    });
  const figures = computeFigures(lv.boq?.body ?? [], pricedLv());
  // The import writes GAEB DA XML 3.3, whose X84 has `NotOffered`.
  return new X84Document(figures, "3.3").of(lv, contractor, vatPercent);
}
