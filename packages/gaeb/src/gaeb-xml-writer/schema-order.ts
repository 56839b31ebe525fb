import type { Phase } from "../model.js";

/**
 * The child elements each GAEB DA XML 3.3 type allows in each phase, in schema order; "!" marks a required one.
 * Taken from the official 3.3 schemas (2021-05): a phase's own restriction of the type where it has one, else the
 * library's type. Choices are flattened (all their elements, none required). The writer emits children in this
 * order and reports what a phase has no place for.
 */
const ORDERS: Record<SchemaType, ReadonlyArray<readonly [phases: string, children: string]>> = {
  Award: [
    ["80", "DP! AwardInfo OWN Requester CTR CnstSite NotifSite AddText BoQ WgChange"],
    ["81 82", "DP! AwardInfo IndivAgrInfo OWN Requester CTR CnstSite NotifSite AddText BoQ WgChange"],
    ["83", "DP! AwardInfo OWN Requester CnstSite NotifSite AddText BoQ WgChange"],
    ["84", "DP! AwardInfo CTR! BoQ! WgChange"],
    ["85", "DP! AwardInfo CTR AddText BoQ WgChange"],
    ["86 87", "DP! AwardInfo OWN! Requester CTR! CnstSite NotifSite AddText BoQ WgChange"],
  ],
  Invoice: [
    [
      "89",
      "DP! OWN Requester CTR CnstSite NotifSite AddText BoQ InvoiceHeader! InvoiceCreator! InvoiceRecipient! CheckNote BudgetDept BookingNo QuantityDeterminationRemark InvoiceShare! Terms PaymentMade InvoiceMadeOut TotalGross!",
    ],
    ["89B", "DP! OWN Requester CTR CnstSite NotifSite AddText BoQ InvoiceHeader InvoiceCreator!"],
  ],
  AwardInfo: [
    [
      "80",
      "BoQID Cat SpecialType Cur CurLbl BidDate OpenDate OpenTime EvalEnd SubmLoc CnstStart CnstEnd ContrNo ContrDate AcceptType AcceptDate WarrDur WarrUnit WarrEnd PerformPcnt WarrantPcnt COInfo MaintInfo CashDiscount CtlgAssign",
    ],
    [
      "81 82 89 89B",
      "BoQID Cat SpecialType Cur CurLbl BidDate OpenDate OpenTime EvalEnd SubmLoc CnstStart CnstEnd ContrNo ContrDate AcceptType AcceptDate WarrDur WarrUnit WarrEnd PerformPcnt WarrantPcnt COInfo MaintInfo MastAgrInfo CashDiscount CtlgAssign",
    ],
    [
      "83",
      "BoQID Cat SpecialType Cur CurLbl BidDate OpenDate OpenTime EvalEnd SubmLoc CnstStart CnstEnd ContrNo ContrDate AcceptType AcceptDate WarrDur WarrUnit WarrEnd PerformPcnt WarrantPcnt COInfo MaintInfo MastAgrInfo CtlgAssign",
    ],
    ["84", "BoQID Cur CurLbl BidDate CashDiscount"],
    ["85", "Cur CurLbl BidDate CashDiscount CtlgAssign"],
    [
      "86",
      "Cur CurLbl BidDate CnstStart CnstEnd ContrNo ContrDate AcceptType WarrDur WarrUnit WarrEnd PerformPcnt WarrantPcnt COInfo MaintInfo MastAgrInfo CashDiscount CtlgAssign",
    ],
    [
      "87",
      "Cur CurLbl BidDate CnstStart CnstEnd ContrNo ContrDate AcceptType WarrDur WarrUnit WarrEnd PerformPcnt WarrantPcnt COInfo MaintInfo MastAgrInfo CashDiscount",
    ],
  ],
  OWN: [
    ["80 81 82 83 84 85 89 89B", "Address DPNo AwardNo AcctRecNo CntryType CntryName AddText"],
    ["86 87", "Address! DPNo AwardNo AcctRecNo CntryType CntryName AddText"],
  ],
  CTR: [
    [
      "80 81 82 83 85 89 89B",
      "Address DPNo AwardNo AcctsPayNo BidderNo CntryType CntryName SectorType PrefBidType SCType InsAs AddText",
    ],
    [
      "84",
      "Address! DPNo AwardNo AcctsPayNo CntryType CntryName SectorType PrefBidType SCType InsAs AddText",
    ],
    [
      "86 87",
      "Address! DPNo AwardNo AcctsPayNo BidderNo CntryType CntryName SectorType PrefBidType SCType InsAs AddText",
    ],
  ],
  PrjInfo: [
    [
      "80 81 82 83 86 87",
      "NamePrj PrjID LblPrj Descrip Cur CurLbl BidCommPerm AlterBidPerm AddText UPFracDig CtlgAssign",
    ],
    ["84", "NamePrj! PrjID LblPrj"],
    ["85", "NamePrj PrjID LblPrj Descrip Cur CurLbl BidCommPerm AddText CtlgAssign"],
    ["89 89B", "NamePrj PrjID LblPrj Descrip Cur CurLbl AddText UPFracDig CtlgAssign"],
  ],
  BoQInfo: [
    [
      "80",
      "Name! LblBoQ! CPVCode CONo COStatus Date OutlCompl! BoQBkdn! NoUPComps LblUPComp1 LblUPComp2 LblUPComp3 LblUPComp4 LblUPComp5 LblUPComp6 LblTime CtlgAssign Totals Ctlg CostType QtyDetermInfo",
    ],
    [
      "81 82 86 87",
      "Name! LblBoQ! CPVCode CONo COStatus Date OutlCompl! BoQBkdn! NoUPComps LblUPComp1 LblUPComp2 LblUPComp3 LblUPComp4 LblUPComp5 LblUPComp6 LblTime CtlgAssign Totals Ctlg QtyDetermInfo",
    ],
    [
      "83",
      "Name! LblBoQ! CPVCode CONo COStatus Date OutlCompl! BoQBkdn! NoUPComps LblUPComp1 LblUPComp2 LblUPComp3 LblUPComp4 LblUPComp5 LblUPComp6 LblTime CtlgAssign Ctlg QtyDetermInfo",
    ],
    ["84", "Name! BoQBkdn! Totals QtyDetermInfo"],
    [
      "85",
      "Name! LblBoQ! Date OutlCompl! BoQBkdn! NoUPComps LblUPComp1 LblUPComp2 LblUPComp3 LblUPComp4 LblUPComp5 LblUPComp6 LblTime CtlgAssign Totals Ctlg QtyDetermInfo",
    ],
    [
      "89 89B",
      "Name! LblBoQ! CPVCode Date OutlCompl! BoQBkdn! NoUPComps LblUPComp1 LblUPComp2 LblUPComp3 LblUPComp4 LblUPComp5 LblUPComp6 LblTime CtlgAssign Totals! Ctlg QtyDetermInfo",
    ],
  ],
  BoQCtgy: [
    [
      "80 81 82",
      "LblTx! CPVCode CONo COStatus ALNBGroupNo ALNBSerNo Accepted NotApplBoQ CtlgAssign BoQBody Totals AlterBidStatus",
    ],
    ["83", "LblTx! CPVCode CONo COStatus ALNBGroupNo ALNBSerNo NotApplBoQ CtlgAssign BoQBody"],
    ["84", "BoQBody Totals!"],
    ["85", "LblTx! ALNBGroupNo ALNBSerNo CtlgAssign BoQBody Totals AlterBidStatus"],
    [
      "86 87",
      "LblTx! CPVCode CONo COStatus ALNBGroupNo ALNBSerNo Accepted NotApplBoQ CtlgAssign BoQBody Totals! AlterBidStatus",
    ],
    ["89 89B", "LblTx! CPVCode ALNBGroupNo ALNBSerNo Accepted CtlgAssign BoQBody Totals!"],
  ],
  Item: [
    [
      "80",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt LumpSumItem NotAppl HourIt KeyIt UPBkdn MarkupIt CONo COStatus RefDescr RefRNo RefPerfNo HoldOutType UseDur UseDurLblTime RefBaseItem QtyTBD Qty QtySplit PredQty BillQty QU CtlgAssign UP UP110 UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 DiscountPcnt UPFrom UPAvg UPTo UPWgFrom UPWgAvg UPWgTo IT VAT PriceInfo TimeQu Description BidComm SumDescr SubDescr Product AlterBidStatus CostApproach QtyDeterm",
    ],
    [
      "81 82",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt LumpSumItem NotAppl HourIt KeyIt UPBkdn MarkupIt CONo COStatus RefDescr RefRNo RefPerfNo HoldOutType UseDur UseDurLblTime RefBaseItem QtyTBD Qty QtySplit PredQty BillQty QU CtlgAssign UP UP110 UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 DiscountPcnt UPFrom UPAvg UPTo UPWgFrom UPWgAvg UPWgTo IT VAT PriceInfo TimeQu Description BidComm SumDescr SubDescr Product AlterBidStatus QtyDeterm",
    ],
    [
      "83",
      "ALNGroupNo ALNSerNo Provis LumpSumItem HourIt KeyIt UPBkdn MarkupIt CONo COStatus RefDescr RefRNo RefPerfNo HoldOutType UseDur UseDurLblTime RefBaseItem QtyTBD Qty QtySplit QU! CtlgAssign VAT Description SumDescr SubDescr Product QtyDeterm",
    ],
    [
      "84",
      "NotOffered Qty UP UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 DiscountPcnt IT VAT TimeQu Description BidComm SubDescr Product QtyDeterm",
    ],
    [
      "85",
      "ALNGroupNo ALNSerNo Provis LumpSumItem HourIt KeyIt UPBkdn MarkupIt RefDescr RefRNo RefPerfNo HoldOutType UseDur UseDurLblTime RefBaseItem Qty QtySplit QU! CtlgAssign UP UP110 UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 DiscountPcnt IT VAT PriceInfo TimeQu Description BidComm SumDescr SubDescr Product AlterBidStatus QtyDeterm",
    ],
    [
      "86 87",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt LumpSumItem NotAppl HourIt KeyIt UPBkdn MarkupIt CONo COStatus RefDescr RefRNo RefPerfNo HoldOutType UseDur UseDurLblTime RefBaseItem QtyTBD Qty QtySplit PredQty QU CtlgAssign UP UP110 UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 DiscountPcnt IT VAT TimeQu Description BidComm SumDescr SubDescr Product AlterBidStatus QtyDeterm",
    ],
    [
      "89 89B",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt LumpSumItem HourIt KeyIt UPBkdn MarkupIt CONo COStatus RefDescr RefRNo RefPerfNo HoldOutType UseDur UseDurLblTime RefBaseItem BillQty! QU! CtlgAssign UP UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 DiscountPcnt IT! VAT PriceInfo TimeQu Description! SumDescr SubDescr Product CheckNote QtyDeterm",
    ],
  ],
  SubDescr: [
    [
      "80 81 82 85 86 87",
      "SubDNo! Description! QtySpec QtyTBD Qty QU UPSpec UPBkdn UP UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 CtlgAssign",
    ],
    ["83", "SubDNo! Description! QtySpec QtyTBD Qty QU UPSpec UPBkdn CtlgAssign"],
    ["84", "SubDNo! Description Qty UP UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6"],
    [
      "89 89B",
      "SubDNo! Description QtySpec QtyTBD Qty QU UPSpec UPBkdn UP UPComp1 UPComp2 UPComp3 UPComp4 UPComp5 UPComp6 CtlgAssign",
    ],
  ],
  MarkupItem: [
    [
      "80 81 82",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt NotAppl HourIt KeyIt CONo COStatus RefDescr RefRNo RefPerfNo MarkupType! MarkupSubQty ITMarkup Markup DiscountPcnt IT Description! CtlgAssign AlterBidStatus",
    ],
    [
      "83",
      "ALNGroupNo ALNSerNo Provis HourIt KeyIt CONo COStatus RefDescr RefRNo RefPerfNo MarkupType! MarkupSubQty Description! CtlgAssign",
    ],
    ["84", "ITMarkup Markup DiscountPcnt IT Description"],
    [
      "85",
      "ALNGroupNo ALNSerNo Provis HourIt KeyIt RefDescr RefRNo RefPerfNo MarkupType! MarkupSubQty ITMarkup Markup DiscountPcnt IT Description! CtlgAssign AlterBidStatus",
    ],
    [
      "86",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt NotAppl HourIt KeyIt CONo COStatus RefDescr RefRNo RefPerfNo MarkupType! MarkupSubQty ITMarkup! Markup! DiscountPcnt IT Description! CtlgAssign AlterBidStatus",
    ],
    [
      "87",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt NotAppl HourIt KeyIt CONo COStatus RefDescr RefRNo RefPerfNo MarkupType! MarkupSubQty ITMarkup Markup DiscountPcnt IT! Description! CtlgAssign AlterBidStatus",
    ],
    [
      "89 89B",
      "ALNGroupNo ALNSerNo Accepted Provis ProvisAccpt HourIt KeyIt CONo COStatus RefDescr RefRNo RefPerfNo MarkupType! MarkupSubQty ITMarkup! Markup! DiscountPcnt IT! Description! CtlgAssign CheckNote",
    ],
  ],
  Remark: [
    ["80 81 82 86 87", "Description! CONo AlterBidStatus CtlgAssign"],
    ["83 89 89B", "Description! CONo CtlgAssign"],
    ["84", "Description"],
    ["85", "Description! AlterBidStatus CtlgAssign"],
  ],
  PerfDescr: [
    ["80 81 82 86 87", "PerfNo! PerfLbl! Description! CONo AlterBidStatus CtlgAssign"],
    ["83 89 89B", "PerfNo! PerfLbl! Description! CONo CtlgAssign"],
    ["84", "PerfNo! Description"],
    ["85", "PerfNo! PerfLbl! Description! AlterBidStatus CtlgAssign"],
  ],
  InvoiceHeader: [
    [
      "80 81 82 83 84 85 86 87",
      "InvoiceNo RefInvoiceNo InvoiceDate InvoiceType CreditNote SettlementType SequentialNo ServiceProvisionStartDate! ServiceProvisionEndDate!",
    ],
    [
      "89",
      "InvoiceNo! InvoiceDate! InvoiceType! CreditNote SettlementType SequentialNo ServiceProvisionStartDate! ServiceProvisionEndDate!",
    ],
    ["89B", "RefInvoiceNo ServiceProvisionStartDate! ServiceProvisionEndDate!"],
  ],
  InvoiceCreator: [["80 81 82 83 84 85 86 87 89 89B", "Address! TaxNo!"]],
  InvoiceRecipient: [["80 81 82 83 84 85 86 87 89 89B", "Address! TaxNo"]],
  PaymentMade: [
    [
      "80 81 82 83 84 85 86 87 89 89B",
      "TotalVAT! DiscountAmt DiscountVATAmt Total! PaymentDate! InvoiceType InvoiceNo! PaymentNo PaymentNote",
    ],
  ],
  InvoiceShare: [
    ["80 81 82 83 84 85 86 87 89 89B", "InvoiceShareType! Description! Total Percent CounterClaim"],
  ],
  Address: [
    [
      "80 81 82 83 84 85 86 87 89 89B",
      "Name1! Name2 Name3 Name4 Street! PCode! City! Country ILN CtlgAssign Contact Phone Fax Email VATID Bank",
    ],
  ],
  Totals: [
    [
      "80 81 82 83 84 85 86 87 89 89B",
      "Total! DiscountPcnt DiscountAmt TotAfterDisc TotalLSUM VAT TotalNet TotalNetUpComp VATPart VATAmount TotalGross",
    ],
  ],
  COInfo: [["80 81 82 83 84 85 86 87 89 89B", "CONo! COPhase COStatus COInit COReas RefBoQCOInfo CODate"]],
  CompleteText: [
    ["80 81 82 83 85 86 87 89 89B", "ComplTSA ComplTSB DetailTxt! OutlineText"],
    ["84", "DetailTxt!"],
  ],
  // `STLBBau` and `StLNo` are a choice, as are `CompleteText` and `OutlineText` (the writer always writes the first).
  Description: [
    ["80 81 82", "STLBBau StLNo WICNo CompleteText OutlineText SubmissionComment"],
    ["83 85 86 87 89 89B", "STLBBau StLNo WICNo CompleteText OutlineText"],
    ["84", "CompleteText"],
  ],
  OutlineText: [["80 81 82 83 85 86 87 89 89B", "OutlTSA OutlTxt!"]],
};

export type SchemaType =
  | "Award"
  | "Invoice"
  | "AwardInfo"
  | "OWN"
  | "CTR"
  | "PrjInfo"
  | "BoQInfo"
  | "BoQCtgy"
  | "Item"
  | "SubDescr"
  | "MarkupItem"
  | "Remark"
  | "PerfDescr"
  | "InvoiceHeader"
  | "InvoiceCreator"
  | "InvoiceRecipient"
  | "PaymentMade"
  | "InvoiceShare"
  | "Address"
  | "Totals"
  | "COInfo"
  | "CompleteText"
  | "Description"
  | "OutlineText";

export interface ChildOrder {
  /** Position of each allowed child. */
  readonly position: ReadonlyMap<string, number>;
  readonly required: ReadonlySet<string>;
}

const cache = new Map<string, ChildOrder | undefined>();

/** The children a type allows in a phase; undefined where the phase has no such type (an Award in an invoice). */
export function childOrder(type: SchemaType, phase: Phase): ChildOrder | undefined {
  const key = `${type}/${phase}`;
  if (cache.has(key)) return cache.get(key);
  const entry = ORDERS[type].find(([phases]) => phases.split(" ").includes(phase));
  let order: ChildOrder | undefined;
  if (entry) {
    const names = entry[1].split(" ");
    order = {
      position: new Map(names.map((name, index) => [name.replace("!", ""), index])),
      required: new Set(names.filter((name) => name.endsWith("!")).map((name) => name.slice(0, -1))),
    };
  }
  cache.set(key, order);
  return order;
}
