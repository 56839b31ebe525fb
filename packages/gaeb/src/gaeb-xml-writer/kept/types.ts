/**
 * The GAEB DA XML 3.3 types of elements the model keeps unchanged, hand-written from the official schemas
 * (library and per-phase XSD, 2021-05). A content model is a line of particles: `Name` (an element of the type of
 * the same name), `Name:type`, a suffix `?`, `*`, `+` or `{m,n}`, and groups `( a b )` (a sequence) or
 * `( a | b )` (a choice). A type starting in lower case is a simple one: see `builtInType` (simple.ts) or NAMED_SIMPLE (enums.ts).
 * Attributes read `@name:type`, with `!` when required. A type whose phase restricts it lists phases first.
 */
export interface ComplexSpec {
  /** Element-only content; absent for simple content (`value`) or none at all. */
  readonly content?: string;
  /** Simple content: the type of the text. */
  readonly value?: string;
  readonly attributes?: string;
}

type Variants = ReadonlyArray<readonly [phases: string, spec: ComplexSpec | string]>;

const CLASS_STYLE = "@class:ns @style:ns";
const CELL = `${CLASS_STYLE} @align:Align @valign:Valign`;

export const COMPLEX: Readonly<Record<string, ComplexSpec | string | Variants>> = {
  // Catalogues and their codes.
  CtlgAssign: "CtlgID:ns100 CtlgCode:ns100 Quantity:CtlgAssignQuantity?",
  CtlgAssignQuantity: { value: "d16_6", attributes: "@Type:AbsolutPct" },
  Ctlg: "CtlgID:ns100 CtlgType:str CtlgName:ns80 CtlgAssignType?",
  QtySplit: "( QtyPcnt:d9_6 | Qty:d11_3 ) CtlgAssign*",
  CPVCode: "CPVNo:ns12 CPVText:ns100",
  // Standard texts.
  STLBBau: "STLBBauCtlg STLBBauID*",
  STLBBauCtlg: "CtlgName:ns10 VersDate:ym? WCtg:ns3? Group:int CostGrp:ns20?",
  STLBBauID: "ArtChrIdent:int ArtChIdx:int? ChVIdent:int? OutlTextPart:yes?",
  StLNo: { value: "StLNoText", attributes: "@Type:StLNoType" },
  // Parties and places.
  Address:
    "Name1:ns40 Name2:ns40? Name3:ns40? Name4:ns40? Street:ns40 PCode:ns20 City:ns40 Country:ns40? ( ILN:ns20 | CtlgAssign+ )? Contact:ns40? Phone:ns20? Fax:ns20? Email:ns256? VATID:ns80? Bank*",
  Bank: "LblBank:ns80 BRNo:ns30 AcctNo:ns20 BIC:ns12? IBAN?",
  OWN: [
    ["86 87", "Address DPNo:ns60? AwardNo:ns60? AcctRecNo:ns20? ( CntryType CntryName? )? AddText*"],
    ["*", "Address? DPNo:ns60? AwardNo:ns60? AcctRecNo:ns20? ( CntryType CntryName? )? AddText*"],
  ],
  CTR: [
    [
      "84",
      "Address DPNo:ns60? AwardNo:ns60? AcctsPayNo:ns20? ( CntryType CntryName? )? SectorType? PrefBidType? SCType? InsAs? AddText*",
    ],
    [
      "86 87",
      "Address DPNo:ns60? AwardNo:ns60? AcctsPayNo:ns20? BidderNo:ns8? ( CntryType CntryName? )? SectorType? PrefBidType? SCType? InsAs? AddText*",
    ],
    [
      "*",
      "Address? DPNo:ns60? AwardNo:ns60? AcctsPayNo:ns20? BidderNo:ns8? ( CntryType CntryName? )? SectorType? PrefBidType? SCType? InsAs? AddText*",
    ],
  ],
  InsAs: "InsAsName:ns60 InsAsDate:date InsAsNo:ns20",
  Requester: "Address? RequestIDNo:ns20? RequestName:ns60? AddText*",
  CnstSite: [
    ["86 87", "Address CnstSiteIDNo:ns20? CnstSiteName:ns60? AddText*"],
    ["*", "Address? CnstSiteIDNo:ns20? CnstSiteName:ns60? AddText*"],
  ],
  NotifSite: "Address? NotifSiteIDNo:ns20? NotifSiteName:ns60? AddText*",
  IndivAgrInfo: "InfoPerson:ns80? AttestPerson:ns80? CnstSiteLoc:MLText?",
  // The award's terms.
  CashDiscount: "( CashDiscDays | CashDiscDate:date ) DiscountPcnt:d9_6",
  CashDiscDays: { attributes: "@TypeOfDays:TypeOfDays @Days:int1.." },
  COInfo: "CONo COPhase? COStatus? COInit? COReas:FText? RefBoQCOInfo:ns60? CODate:date?",
  MaintInfo: "MaintType ProcessType ( ContrTransDate:date ContrTransTime:time? )? ContrLaw? Deadline?",
  MastAgrInfo:
    "BidUpDown:yes? MastAgrLbl:MLText? MastAgrNo:ns60? Descrip:FText? MastAgrBeg:date? ( MastAgrDur:int1..99 | MastAgrEnd:date )? MastAgrDate:date? MastAgrVers:ns20? TotContrVal:d13_2? MinContrVal:d13_2? MinContrAwd:d5_2? MaxContrVal:d13_2? ContrValCode? AwardAgencyAdr:Address? CostResponsible:MLText?",
  ContrValCode: "Percent:d9_6 Number:int1..99999",
  WgChange:
    "LblRefWage:ns120 RedPriceComp:d9_6? ( ( RefBoQ:RefItem | RefLotNo:RefItem | RefLotGrNo:RefItem | RefItem )+ WgChangeRate:d6_4? )+",
  // Parts of items.
  RefItem: { attributes: "@IDRef:idref!" },
  MarkupSubQty: "RefItem SubQty:d11_3?",
  CheckNote: "State:CheckNoteState CheckDate:date Annotation:ns256",
  Product: "Address? AddText* Article+",
  Article: "Brand:ns60? ArtNo:ns15? Qty:d11_3? QU:ns4? ArtOutline:MLText? AddText*",
  CostApproach: {
    content: "CostApproachQty:d13_3 CostApproachQU:ns4? Performance:d13_3? Value:d13_3",
    attributes: "@Key:ns!",
  },
  QtyDeterm: "Qty:d11_3? QDetermItem*",
  QDetermItem: "QTakeoff CtlgAssign*",
  QTakeoff: { attributes: "@Row:QTakeoffRow!" },
  // Parts of the BoQ's head.
  Totals:
    "Total:d13_2 ( ( ( DiscountPcnt:d9_6 | DiscountAmt:d13_2 ) TotAfterDisc:d13_2 ) | TotalLSUM:d13_2 )? VAT:d5_2? TotalNet:d13_2? TotalNetUpComp? VATPart* VATAmount:d13_2? TotalGross:d13_2?",
  TotalNetUpComp: "UpComp1:d13_2? UpComp2:d13_2? UpComp3:d13_2? UpComp4:d13_2? UpComp5:d13_2? UpComp6:d13_2?",
  VATPart: { content: "TotalNetPart:d13_2 VATAmount:d13_2", attributes: "@VATPcnt:d5_2" },
  BoQBkdn: "Type:BoQBkdnType LblBoQBkdn:ns40? Length:int1..14 Num:yesNo Alignment:LeftRight?",
  LblUpComp: { value: "ns20", attributes: "@Type:UpCompType!" },
  CostType: {
    content: "( CostDescription:PMLText? CostTypeUnit:ns4? Markup:d9_6? )?",
    attributes: "@Key:ns!",
  },
  QtyDetermInfo: {
    content:
      "MethodDescription OrdDescr:ns40? ProjDescr:ns80? ServiceProvisionStartDate:date? ServiceProvisionEndDate:date? Creator:Address? Profiler:Address? CtlgAssign*",
    attributes: "@ID:ns",
  },
  // Parts of an invoice.
  InvoiceHeader: [
    [
      "89",
      "InvoiceNo:ns80 InvoiceDate:date InvoiceType CreditNote:yes? SettlementType? SequentialNo:int? ServiceProvisionStartDate:date ServiceProvisionEndDate:date",
    ],
    ["89B", "RefInvoiceNo:ns? ServiceProvisionStartDate:date ServiceProvisionEndDate:date"],
    [
      "*",
      "InvoiceNo:ns80? RefInvoiceNo:ns? InvoiceDate:date? InvoiceType? CreditNote:yes? SettlementType? SequentialNo:int? ServiceProvisionStartDate:date ServiceProvisionEndDate:date",
    ],
  ],
  InvoiceCreator: "Address TaxNo:ns80",
  InvoiceRecipient: "Address TaxNo:ns80?",
  InvoiceShare: "InvoiceShareType Description:ns256 ( Total:d13_2 | Percent:d9_6 ) CounterClaim:yes?",
  PaymentMade:
    "TotalVAT:d13_2 DiscountAmt:d13_2? DiscountVATAmt:d13_2? Total:d13_2 PaymentDate:date InvoiceType? InvoiceNo:ns PaymentNo:ns? PaymentNote:ns?",
  InvoiceMadeOut: "TotalVAT:d13_2 Total:d13_2 InvoiceDate:date InvoiceType InvoiceNo:ns",
  // Free text as the library's tgAddText, tgFText and tgMLText have it (no phase restricts these).
  AddText: "OutlineAddText:MLText? DetailAddText:FText",
  MLText: {
    content: "( p:PMLText | div:Div | span:Span | br:ns0 )*",
    attributes: "@style:ns @textWidth:ns",
  },
  FText: {
    content: "( p:P | div:Div | span:Span | ul:Ul | ol:Ol | table:Table | br:ns0 | page:ns0 | Image )*",
    attributes: "@style:ns @textWidth:ns",
  },
  P: { content: "( span:Span | br:ns0 | image:Image )*", attributes: CLASS_STYLE },
  PMLText: { content: "( span:Span | br:ns0 )*", attributes: CLASS_STYLE },
  Div: { content: "( span:Span | br:ns0 )*", attributes: CLASS_STYLE },
  Span: { value: "ns", attributes: CLASS_STYLE },
  Ul: { content: "li:Li+", attributes: CLASS_STYLE },
  Ol: { content: "li:Li+", attributes: `${CLASS_STYLE} @start:ns` },
  Li: { content: "( p:P | div:Div | span:Span | br:ns0 | ul:Ul | ol:Ol )*", attributes: CLASS_STYLE },
  Table: {
    content: "tr:Tr+",
    attributes: `${CLASS_STYLE} @align:AlignTable @border:int @cellpadding:ns @frame:Frame @height:ns @width:ns @org:Org`,
  },
  Tr: { content: "( th:Th* td:Td* )+", attributes: CELL },
  Th: { content: "( p:P | div:Div | span:Span | br:ns0 | table:Table | ul:Ul | ol:Ol )*", attributes: CELL },
  Td: {
    content: "( p:P | div:Div | span:Span | br:ns0 | table:Table | ol:Ol | ul:Ul )*",
    attributes: `${CELL} @colspan:int @rowspan:int`,
  },
  Image: {
    value: "str",
    attributes:
      "@align:Align @border:int @hspace:ns @vspace:ns @width:ns @Type:ImageType! @Name:ns @Encoding:Base64",
  },
};

/**
 * The children the parent types allow, with their types, without order: the writer places them
 * (`schema-order.ts`). Children the model itself writes (Description, SubDescr, texts) are left out.
 */
export const PARENTS: Readonly<Record<string, string>> = {
  Item: "ALNGroupNo:int0..999 ALNSerNo:int0..9 Accepted Provis ProvisAccpt:yesNo LumpSumItem:yesNo NotAppl:yesNo NotOffered:yes HourIt:yesNo KeyIt:yesNo UPBkdn:yesNo MarkupIt:yesNo CONo COStatus RefDescr RefRNo:RefItem RefPerfNo:RefItem HoldOutType UseDur:d13_2 UseDurLblTime RefBaseItem:RefItem QtyTBD:yes Qty:d11_3 QtySplit PredQty:d11_3 BillQty:d11_3 QU:ns4 CtlgAssign UP:d13_3 UP110:d13_3 UPComp1:d13_3 UPComp2:d13_3 UPComp3:d13_3 UPComp4:d13_3 UPComp5:d13_3 UPComp6:d13_3 DiscountPcnt:d9_6 UPFrom:d13_3 UPAvg:d13_3 UPTo:d13_3 UPWgFrom:d13_3 UPWgAvg:d13_3 UPWgTo:d13_3 IT:d13_2 VAT:d5_2 PriceInfo TimeQu:d13_2 BidComm:MLText SumDescr:yes Product AlterBidStatus CostApproach CheckNote QtyDeterm BidUpDownReq:yesNo BidUpDownPct:d9_6",
  MarkupItem:
    "ALNGroupNo:int0..999 ALNSerNo:int0..9 Accepted Provis ProvisAccpt:yesNo NotAppl:yesNo HourIt:yesNo KeyIt:yesNo CONo COStatus RefDescr RefRNo:RefItem RefPerfNo:RefItem MarkupType MarkupSubQty ITMarkup:d13_2 Markup:d9_6 DiscountPcnt:d9_6 IT:d13_2 CtlgAssign AlterBidStatus CheckNote",
  Remark: "CONo AlterBidStatus CtlgAssign",
  PerfDescr: "PerfNo:int0..9999 PerfLbl:ns55 CONo AlterBidStatus CtlgAssign",
  BoQCtgy:
    "LblTx:MLText CPVCode CONo COStatus ALNBGroupNo:int0..999 ALNBSerNo:int0..9 Accepted NotApplBoQ:yesNo CtlgAssign Totals AlterBidStatus BidUpDownReq:yesNo BidUpDownPct:d9_6",
  SubDescr:
    "SubDNo:int1..99 QtySpec:yes QtyTBD:yes Qty:d11_3 QU:ns4 UPSpec:yesNo UPBkdn:yesNo UP:d13_3 UPComp1:d13_3 UPComp2:d13_3 UPComp3:d13_3 UPComp4:d13_3 UPComp5:d13_3 UPComp6:d13_3 CtlgAssign",
  // A performance description's Description (tgPerfDescription) adds CtlgAssign to tgDescription.
  Description: "STLBBau StLNo WICNo:ns40 SubmissionComment:MLText CtlgAssign",
  CompleteText: "ComplTSA:yesNo ComplTSB:yesNo",
  OutlineText: "OutlTSA:yesNo",
  BoQInfo:
    "Name:ns20 LblBoQ:ns60 CPVCode CONo COStatus Date:date OutlCompl BoQBkdn NoUPComps LblUPComp1:LblUpComp LblUPComp2:LblUpComp LblUPComp3:LblUpComp LblUPComp4:LblUpComp LblUPComp5:LblUpComp LblUPComp6:LblUpComp LblTime:ns20 CtlgAssign Totals Ctlg CostType QtyDetermInfo",
  PrjInfo:
    "NamePrj:ns60 PrjID:ns LblPrj:ns100 Descrip:FText Cur:ns4 CurLbl:ns50 BidCommPerm:yesNo AlterBidPerm:yes AddText UPFracDig:int2..3 CtlgAssign",
  AwardInfo:
    "BoQID:ns Cat SpecialType Cur:ns4 CurLbl:ns50 BidDate:date OpenDate:date OpenTime:time EvalEnd:date SubmLoc:ns60 CnstStart:date CnstEnd:date ContrNo:ns20 ContrDate:date AcceptType:ns60 AcceptDate:date WarrDur:int0..99 WarrUnit PerformPcnt:d9_6 WarrantPcnt:d9_6 WarrEnd:date COInfo MaintInfo MastAgrInfo CashDiscount CtlgAssign",
  Award: "IndivAgrInfo OWN Requester CTR CnstSite NotifSite AddText WgChange",
  Invoice:
    "OWN Requester CTR CnstSite NotifSite AddText InvoiceHeader InvoiceCreator InvoiceRecipient CheckNote BudgetDept:ns BookingNo:ns QuantityDeterminationRemark:ns InvoiceShare Terms:CashDiscount PaymentMade InvoiceMadeOut TotalGross:d13_2",
  GAEB: "AddText",
  GAEBInfo: "Time:time ProgSystem:ns60 ProgName:ns60 Certific",
};
