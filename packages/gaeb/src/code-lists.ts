/**
 * Code lists of the GAEB DA XML 3.3 schema (its enumerations, in the schema's order) that more than one layer needs:
 * the GAEB 2000 reader maps its numbered award procedures to `Cat`, and the writer checks copied facts and kept
 * elements against them.
 */

/** `tgCat`: the award procedure. GAEB 2000's `Art` 1–7 are the first seven, in this order. */
export const AWARD_PROCEDURES = [
  "OpenProc",
  "ClosedProc",
  "NegProc",
  "OpenCall",
  "SelectCall",
  "NegCont",
  "IntNATO",
  "SelectCallPostOpen",
  "NegProcOpen",
  "CompetDialog",
  "InnovationPartnership",
] as const;

/** `tgInvoiceType`. */
export const INVOICE_TYPES = [
  "deduction",
  "final account",
  "part final account",
  "advance payment",
  "single invoice",
  "pro forma invoice",
  "reviewed invoice",
] as const;

/** `tgInvoiceShareType` (the schema's own spelling, "requirements off defects" included). */
export const INVOICE_SHARE_TYPES = [
  "basic amount",
  "security deposit for fulfillment of a contract",
  "security deposit for requirements off defects",
  "security deposit",
  "contract penalty",
  "construction sign building-blackboard",
  "power consumed on site",
  "water",
  "preparation",
  "insurance against builder's risk",
  "construction withholding tax",
  "other type of discount",
  "amount payments received",
  "amount invoices",
  "outstanding amount",
  "subtotal",
  "small contract extra amount",
  "percentage extra or deduction amount",
  "discount",
  "VAT",
] as const;

/** A party's country, sector, preference and subcontracting kinds (`tgCntryType` … `tgSCType`). */
export const COUNTRY_TYPES = ["EEA", "Other"] as const;
export const SECTOR_TYPES = ["Crafts", "Industry", "Dealer", "UtilityComp", "Other"] as const;
export const PREFERRED_BIDDER_TYPES = [
  "DisplPers",
  "Refugee",
  "Persecutee",
  "WrkShopForDis",
  "WrkShopForBli",
  "Other",
] as const;
export const SUBCONTRACT_TYPES = ["InHouseWrk", "DespInHouseCap", "LackOfInHouseCap"] as const;
