/**
 * The 3.3 schema's types of the facts the writer copies rather than computes: the scalar facts of `AwardInfo` and
 * the invoice parts of phases 89 and 89B (taken from GAEB_DA_XML_Lib_3.3_2021-05.xsd and the phases' restrictions).
 * Each value is checked against its type before it is written (`typed-facts.ts`). Complex content the model keeps
 * only as leaf paths (rich text in `AddText`, catalogue assignments, attribute-only `CashDiscDays`) is not listed,
 * so it is reported and left out rather than written as a broken fragment.
 */

import {
  AWARD_PROCEDURES,
  COUNTRY_TYPES,
  INVOICE_SHARE_TYPES,
  INVOICE_TYPES,
  PREFERRED_BIDDER_TYPES,
  SECTOR_TYPES,
  SUBCONTRACT_TYPES,
} from "../code-lists.js";

export type SimpleType =
  | { kind: "string"; max?: number; pattern?: RegExp }
  | { kind: "date" }
  | { kind: "time" }
  | { kind: "decimal"; digits: number; fraction: number }
  | { kind: "integer"; min?: number; max?: number }
  | { kind: "enum"; values: ReadonlySet<string> };

export interface Particle {
  name: string;
  type: SimpleType | ComplexType;
  min: number;
  max: number;
  /** Members of one `xs:choice`: at most one is written; `min` of 1 on any member makes the choice required. */
  choice?: string;
  /** An element of an optional sequence that stands only after this one (`OpenTime` after `OpenDate`). */
  after?: string;
}

export interface ComplexType {
  particles: readonly Particle[];
}

const string = (max?: number): SimpleType =>
  max === undefined ? { kind: "string" } : { kind: "string", max };
const decimal = (digits: number, fraction: number): SimpleType => ({ kind: "decimal", digits, fraction });
const codes = (...values: string[]): SimpleType => ({ kind: "enum", values: new Set(values) });
const DATE: SimpleType = { kind: "date" };
const TIME: SimpleType = { kind: "time" };
const YES = codes("Yes");
const AMOUNT = decimal(13, 2);
const PERCENT = decimal(9, 6);

/** `name` once, required; `?` optional, `*` any number, `+` at least one; `|group` a member of a choice. */
function el(spec: string, type: SimpleType | ComplexType, extra: Partial<Particle> = {}): Particle {
  const match = /^(\w+)([?*+]?)(?:\|(\w+))?$/.exec(spec);
  const [, name = spec, mark = "", choice] = match ?? [];
  return {
    name,
    type,
    min: mark === "?" || mark === "*" ? 0 : 1,
    max: mark === "*" || mark === "+" ? Number.POSITIVE_INFINITY : 1,
    ...(choice ? { choice } : {}),
    ...extra,
  };
}

const complex = (...particles: Particle[]): ComplexType => ({ particles });

const INVOICE_TYPE = codes(...INVOICE_TYPES);

const BANK = complex(
  el("LblBank", string(80)),
  el("BRNo", string(30)),
  el("AcctNo", string(20)),
  el("BIC?", string(12)),
  el("IBAN?", { kind: "string", max: 34, pattern: /^[a-zA-Z0-9]*$/ }),
);

/** `tgAddress`; `ILN` stands in a choice with catalogue assignments, which are not carried. */
export const ADDRESS = complex(
  el("Name1", string(40)),
  el("Name2?", string(40)),
  el("Name3?", string(40)),
  el("Name4?", string(40)),
  el("Street", string(40)),
  el("PCode", string(20)),
  el("City", string(40)),
  el("Country?", string(40)),
  el("ILN?", string(20)),
  el("Contact?", string(40)),
  el("Phone?", string(20)),
  el("Fax?", string(20)),
  el("Email?", string(256)),
  el("VATID?", string(80)),
  el("Bank*", BANK),
);

const site = (prefix: string) =>
  complex(el("Address?", ADDRESS), el(`${prefix}IDNo?`, string(20)), el(`${prefix}Name?`, string(60)));

const HEADER_89 = complex(
  el("InvoiceNo", string(80)),
  el("InvoiceDate", DATE),
  el("InvoiceType", INVOICE_TYPE),
  el("CreditNote?", YES),
  el("SettlementType?", codes("accumulated", "periodic")),
  el("SequentialNo?", { kind: "integer" }),
  el("ServiceProvisionStartDate", DATE),
  el("ServiceProvisionEndDate", DATE),
);

const HEADER_89B = complex(
  el("RefInvoiceNo?", string()),
  el("ServiceProvisionStartDate", DATE),
  el("ServiceProvisionEndDate", DATE),
);

const INVOICE_SHARE_TYPE = codes(...INVOICE_SHARE_TYPES);

/** The invoice parts the reader keeps as facts, in `tgInvoice`'s order; `OWN`, `CTR`, `AddText`, `BoQ` aside. */
const INVOICE_89: readonly Particle[] = [
  el(
    "Requester*",
    complex(el("Address?", ADDRESS), el("RequestIDNo?", string(20)), el("RequestName?", string(60))),
  ),
  // `CnstSite` and `NotifSite` form a repeated sequence: a NotifSite stands after a CnstSite.
  el("CnstSite*", site("CnstSite")),
  el("NotifSite*", site("NotifSite"), { after: "CnstSite" }),
  el("InvoiceHeader", HEADER_89),
  el("InvoiceCreator", complex(el("Address", ADDRESS), el("TaxNo", string(80)))),
  el("InvoiceRecipient", complex(el("Address", ADDRESS), el("TaxNo?", string(80)))),
  el(
    "CheckNote*",
    complex(
      el("State", codes("approved", "partially approved", "unapproved")),
      el("CheckDate", DATE),
      el("Annotation", string(256)),
    ),
  ),
  el("BudgetDept?", string()),
  el("BookingNo?", string()),
  el("QuantityDeterminationRemark?", string()),
  el(
    "InvoiceShare+",
    complex(
      el("InvoiceShareType", INVOICE_SHARE_TYPE),
      el("Description", string(256)),
      el("Total|amount", AMOUNT),
      el("Percent|amount", PERCENT),
      el("CounterClaim?", YES),
    ),
  ),
  { ...el("Terms*", complex(el("CashDiscDate", DATE), el("DiscountPcnt", PERCENT))), max: 3 },
  el(
    "PaymentMade*",
    complex(
      el("TotalVAT", AMOUNT),
      el("DiscountAmt?", AMOUNT),
      el("DiscountVATAmt?", AMOUNT),
      el("Total", AMOUNT),
      el("PaymentDate", DATE),
      el("InvoiceType?", INVOICE_TYPE),
      el("InvoiceNo", string()),
      el("PaymentNo?", string()),
      el("PaymentNote?", string()),
    ),
  ),
  el(
    "InvoiceMadeOut*",
    complex(
      el("TotalVAT", AMOUNT),
      el("Total", AMOUNT),
      el("InvoiceDate", DATE),
      el("InvoiceType", INVOICE_TYPE),
      el("InvoiceNo", string()),
    ),
  ),
  el("TotalGross", AMOUNT),
];

/** 89B (the supporting documents): optional header of its own, the creator, nothing after it. */
const INVOICE_89B: readonly Particle[] = [
  ...INVOICE_89.slice(0, 3),
  el("InvoiceHeader?", HEADER_89B),
  el("InvoiceCreator", complex(el("Address", ADDRESS), el("TaxNo", string(80)))),
];

export function invoiceParticles(phase: string): readonly Particle[] {
  return phase === "89B" ? INVOICE_89B : INVOICE_89;
}

/** A party's identifiers and classifications after its address (`tgOWN`, `tgCTR`); each phase keeps its own. */
export const PARTY_REFERENCES: readonly Particle[] = [
  el("DPNo?", string(60)),
  el("AwardNo?", string(60)),
  el("AcctRecNo?", string(20)),
  el("AcctsPayNo?", string(20)),
  el("BidderNo?", string(8)),
  el("CntryType?", codes(...COUNTRY_TYPES)),
  el("CntryName?", string(3), { after: "CntryType" }),
  el("SectorType?", codes(...SECTOR_TYPES)),
  el("PrefBidType?", codes(...PREFERRED_BIDDER_TYPES)),
  el("SCType?", codes(...SUBCONTRACT_TYPES)),
];

/** The scalar facts of `AwardInfo` (where a phase has each is `schema-order.ts`'s business). */
export const AWARD_FACTS: readonly Particle[] = [
  el("BoQID?", string()),
  el("Cat?", codes(...AWARD_PROCEDURES)),
  el("SpecialType?", codes("Maint", "MastAgree", "MastMaintAgree")),
  el("BidDate?", DATE),
  el("OpenDate?", DATE),
  el("OpenTime?", TIME, { after: "OpenDate" }),
  el("EvalEnd?", DATE),
  el("SubmLoc?", string(60)),
  el("CnstStart?", DATE),
  el("CnstEnd?", DATE),
  el("ContrNo?", string(20)),
  el("ContrDate?", DATE),
  el("AcceptType?", string(60)),
  el("AcceptDate?", DATE),
  el("WarrDur?", { kind: "integer", min: 0, max: 99 }),
  el("WarrUnit?", codes("Years", "Months")),
  el("WarrEnd?", DATE),
  el("PerformPcnt?", PERCENT),
  el("WarrantPcnt?", PERCENT),
];
