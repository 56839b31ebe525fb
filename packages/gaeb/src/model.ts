import type { Decimal } from "./decimal.js";

/** The exchange phase ("Datenart") as written in `<DP>`. */
export const PHASES = ["31", "80", "81", "82", "83", "84", "85", "86", "87", "89", "89B"] as const;
export type Phase = (typeof PHASES)[number];

export interface SourceLocation {
  line: number;
  column: number;
}

export interface SourceInfo {
  fileName: string;
  format: "gaeb-xml" | "gaeb-2000" | "gaeb-90";
  /** `GAEBInfo/Version`, e.g. "3.3"; for GAEB 2000 its `[Version]` ("1.2"), for GAEB 90 "90". */
  version: string;
  versionDate?: string;
  phase: Phase;
  /** The XML namespace of the root, if any. */
  namespace?: string;
  encoding: string;
}

export interface ExchangeInfo {
  date?: string;
  time?: string;
  /** `ProgSystem`: the program that wrote the file. */
  programSystem?: string;
  programName?: string;
}

export interface ProjectInfo {
  name?: string;
  label?: string;
  description?: string;
  currency?: string;
  currencyLabel?: string;
  /** `AlterBidPerm`: whether the tender admits alternative bids (Nebenangebote zugelassen); absent when not said. */
  alternativeBidsPermitted?: boolean;
  /** `BidCommPerm`: whether bidders may comment on items (Bieterkommentare zugelassen). */
  bidderCommentsPermitted?: boolean;
  catalogueAssignments?: CatalogueAssignment[];
  kept?: KeptElement[];
}

/**
 * An element of the file the model has no field for, kept unchanged with the part it belongs to, so a writer can
 * put it back where the target phase's schema has a place for it (as Protocol Buffers keep unknown fields).
 */
export interface KeptElement {
  name: string;
  /** Only when the element has any. */
  attributes?: Record<string, string>;
  children: Array<KeptElement | string>;
  /**
   * On a part's own list: where below the part it stood, as element names ("Description/CompleteText"); absent
   * for a child of the part itself.
   */
  at?: string;
}

/** `Ctlg`: a catalogue whose codes the LV assigns, e.g. the cost groups of DIN 276 or a list of building parts. */
export interface Catalogue {
  /** `CtlgID`, which assignments name. */
  id: string;
  /** `CtlgType` as written, e.g. "cost group DIN 276 2018-12", "work category", "locality". */
  type?: string;
  /** `CtlgName`, e.g. "DIN 276-18"; a sheet's column title. */
  name?: string;
  /** `CtlgAssignType`: Unique, Multi, Percentaged, Absolute or PctAbs. */
  assignType?: string;
}

/** `CtlgAssign`: a code of a catalogue given to the project, the LV, a section or an item (Kostengruppe 391). */
export interface CatalogueAssignment {
  catalogueId: string;
  code: string;
}

export interface Party {
  names: string[];
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  contact?: string;
  phone?: string;
  fax?: string;
  email?: string;
  /** Identifiers such as `AwardNo` or `DPNo`, keyed by element name. */
  references: Record<string, string>;
  kept?: KeptElement[];
}

export interface AwardInfo {
  currency: string;
  currencyLabel?: string;
  /** Further scalar facts of `AwardInfo` (contract number, dates, ...), keyed by element name in document order. */
  facts: Array<{ key: string; value: string }>;
  owner?: Party;
  contractor?: Party;
  /** `COInfo`: the change orders (Nachträge) the file is about. */
  changeOrders: ChangeOrder[];
  /** Scalar facts of an invoice (`InvoiceHeader`, `PaymentMade`, ...), keyed "Part/Element" in document order. */
  invoiceFacts: Array<{ key: string; value: string }>;
  /** `QtyDetermInfo` of a quantity determination (phase 31, whose `QtyDeterm` stands where others have the award). */
  quantityDeterminationInfo?: QuantityDeterminationInfo;
  catalogueAssignments?: CatalogueAssignment[];
  /** Kept parts of `AwardInfo` (at "AwardInfo") and of the award itself (a construction site, `CnstSite`). */
  kept?: KeptElement[];
}

export interface ChangeOrder {
  number: string;
  /** `COPhase`, `COStatus`, `COInit`, `CODate`, `COReas` as written, e.g. status "Approved". */
  phase?: string;
  status?: string;
  initiator?: string;
  date?: string;
  reason?: string;
  /** What else `COInfo` says (`RefBoQCOInfo`: the LV the change order refers to). */
  kept?: KeptElement[];
}

/** What an item or section says about the change order (`CONo`, `COStatus`) it belongs to. */
export interface ChangeOrderRef {
  number: string;
  status?: string;
}

/** `RefDescr` with `RefRNo` (by ID) or `RefPerfNo`: an item that refers to or repeats another description. */
export interface DescriptionRef {
  kind?: string;
  itemId?: string;
  executionDescription?: string;
}

/** A preamble or closing text (`AddText`). */
export interface AdditionalText {
  outline: string;
  detail: RichText;
}

export interface BreakdownLevel {
  type: "Lot" | "BoQLevel" | "Item" | "Index";
  label?: string;
  length: number;
  numeric: boolean;
  alignment?: "left" | "right";
}

export interface Totals {
  total?: Decimal;
  discountPercent?: Decimal;
  discountAmount?: Decimal;
  totalAfterDiscount?: Decimal;
  lumpSum?: Decimal;
  net?: Decimal;
  vatPercent?: Decimal;
  vatAmount?: Decimal;
  gross?: Decimal;
  /** `VATPart`: net and VAT per rate, when a file has items at several rates. */
  vatParts?: Array<{ percent: Decimal; net?: Decimal; amount?: Decimal }>;
}

export interface BoqInfo {
  id?: string;
  name?: string;
  label?: string;
  date?: string;
  breakdown: BreakdownLevel[];
  /** Labels of unit-price components 1..6 (`LblUPComp1..6`), index 0 = component 1. */
  priceComponentLabels: Array<string | undefined>;
  /**
   * `NoUPComps` where the file states more components than it labels: the bidder still breaks his price into that
   * many (an LV may number its components without naming them).
   */
  priceComponentCount?: number;
  /** `LblTime`: what the items' time (`TimeQu`) counts, e.g. "Stunden" (Zeitansatz). */
  timeLabel?: string;
  /** `UPFracDig`: decimals of unit prices, when the file states them. */
  unitPriceDecimals?: number;
  totals?: Totals;
  /** `Ctlg`: the catalogues the LV's assignments refer to. */
  catalogues?: Catalogue[];
  catalogueAssignments?: CatalogueAssignment[];
  kept?: KeptElement[];
}

export interface Boq {
  info: BoqInfo;
  body: Entry[];
}

// Long text (Langtext): a small structured form of GAEB's XHTML-like text.

/**
 * A run of text with the emphasis the file gives it (`<span style="font-weight:bold">`, RTF `\b`); a flag is
 * present only when set, so plain text stays `{ type, text }`.
 */
export interface TextRun {
  type: "text";
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  /** Raised or lowered (`vertical-align:super|sub`, RTF `\super`/`\sub`): m², H₂O. */
  superscript?: true;
  subscript?: true;
}

/** The picture formats GAEB allows (`tgImage/@Type`); nothing else is kept, so nothing active (SVG) can be shown. */
export type PictureType = "image/jpeg" | "image/png" | "image/gif";

/**
 * An embedded picture. `data` is its base64 text (whitespace removed, alphabet checked) when the file carries one
 * within the reader's bounds; otherwise only its name is known and a reader shows a placeholder. `width` is the
 * width in pixels the file asks for (`width="320"`), when it states a plain number.
 */
export interface Picture {
  type: "image";
  name?: string;
  mime?: PictureType;
  data?: string;
  width?: number;
}
export type Inline =
  | TextRun
  | { type: "break" }
  | Picture
  | {
      type: "complement";
      kind: "owner" | "bidder";
      label?: string;
      caption: string;
      body: string;
      tail: string;
    };

/** How a paragraph's lines are set, when the file says other than left (`text-align`, RTF `\qc`/`\qr`/`\qj`). */
export type Alignment = "center" | "right" | "justify";

export type Block =
  | { type: "paragraph"; inlines: Inline[]; align?: Alignment }
  | { type: "list"; ordered: boolean; items: RichText[] }
  | { type: "table"; rows: RichText[][] };

export type RichText = Block[];

export interface AlternativeRef {
  group: string;
  serial: string;
}

export interface ItemFlags {
  /** `ALNGroupNo`/`ALNSerNo`: serial "0" marks the base item of a group, others its alternatives. */
  alternative?: AlternativeRef;
  provisional?: "withTotal" | "withoutTotal";
  lumpSum: boolean;
  hourly: boolean;
  notApplicable: boolean;
  notOffered: boolean;
  keyItem: boolean;
  toBeMarkedUp: boolean;
  quantityToBeDetermined: boolean;
}

interface EntryBase {
  location: SourceLocation;
}

export interface Section extends EntryBase {
  kind: "section";
  level: "lot" | "section";
  id?: string;
  rNoPart: string;
  /**
   * `RNoPart` exactly as the file wrote it, where it differs from `rNoPart` (padded to the OZ mask: the file's "1"
   * of a two-digit level is "01" there); a writer repeats it, so a program matching by number text finds it.
   */
  rNoPartAsWritten?: string;
  oz: string;
  title: string;
  alternative?: AlternativeRef;
  /** `NotApplBoQ`: the whole section does not apply (entfällt) and counts toward no total. */
  notApplicable: boolean;
  changeOrder?: ChangeOrderRef;
  totals?: Totals;
  catalogueAssignments?: CatalogueAssignment[];
  kept?: KeptElement[];
  children: Entry[];
}

export interface TextEntry extends EntryBase {
  kind: "remark" | "executionDescription";
  id?: string;
  /** `PerfNo` of an execution description. */
  number?: string;
  shortText: string;
  longText: RichText;
  kept?: KeptElement[];
  /**
   * An execution description's `Description`s, when it has several (GAEB allows any number): each with its own
   * short text, long text and kept parts. `longText` is their texts joined (`joinedDescriptions`), as shown.
   */
  descriptions?: DescriptionPart[];
}

export interface DescriptionPart {
  shortText: string;
  longText: RichText;
  kept?: KeptElement[];
}

/** What items and markup items share: a number (OZ) and their texts. */
interface NumberedEntry extends EntryBase {
  id?: string;
  rNoPart: string;
  /**
   * `RNoPart` exactly as the file wrote it, where it differs from `rNoPart` (padded to the OZ mask: the file's "1"
   * of a two-digit level is "01" there); a writer repeats it, so a program matching by number text finds it.
   */
  rNoPartAsWritten?: string;
  rNoIndex?: string;
  oz: string;
  shortText: string;
  longText: RichText;
  kept?: KeptElement[];
}

/** `SubDescr` (Unterbeschreibung): a numbered part of an item with its own texts and quantity. */
export interface SubDescription {
  /** `SubDNo`. */
  number: string;
  shortText: string;
  longText: RichText;
  quantity?: Decimal;
  unit?: string;
  unitPrice?: Decimal;
  total?: Decimal;
  /** `QtySpec`: the bidder states this sub-description's quantity. */
  quantityByBidder?: true;
  /** `UPBkdn`: the bidder breaks this sub-description's unit price down. */
  breakdownDemanded?: true;
  /** `UPSpec`: the bidder states this sub-description's unit price. */
  priceByBidder?: true;
  /** `UPComp1..6` of the sub-description's unit price (an offer's), index 0 = component 1; absent when none. */
  priceComponents?: Array<Decimal | undefined>;
  kept?: KeptElement[];
}

export interface Item extends NumberedEntry {
  kind: "item";
  quantity?: Decimal;
  unit?: string;
  unitPrice?: Decimal;
  /**
   * Unit-price components 1..6 (`UPComp1..6`), index 0 = component 1; empty when the item has none (most items of a
   * large LV: six empty slots each were a twentieth of its model).
   */
  priceComponents: Array<Decimal | undefined>;
  discountPercent?: Decimal;
  total?: Decimal;
  vatPercent?: Decimal;
  /** `TimeQu`: the time one unit takes (Zeitansatz), in what the LV's `LblTime` names, usually hours. */
  time?: Decimal;
  flags: ItemFlags;
  /** `BidComm`: the bidder's comments on the item. */
  bidderComments: string[];
  subDescriptions: SubDescription[];
  changeOrder?: ChangeOrderRef;
  reference?: DescriptionRef;
  /** `UPBkdn`: the bidder must break the unit price down into its components (Aufgliederung der Einheitspreise). */
  breakdownDemanded?: true;
  catalogueAssignments?: CatalogueAssignment[];
  /** `QtySplit`: parts of the quantity assigned to catalogue codes (4 m² to cost group 331, 6 m² to 332). */
  quantitySplits?: QuantitySplit[];
  /**
   * `QtyDeterm`: the item's quantity takeoff (Mengenermittlung, Aufmaß) as REB 23.003 rows; the whole content of an
   * X31 item, and allowed in items of phases 80-89 too.
   */
  quantityDetermination?: QuantityDetermination;
}

/** `QtyDeterm`: the measured quantity (`Qty`) and the takeoff rows (`QDetermItem`) it comes from, in file order. */
export interface QuantityDetermination {
  quantity?: Decimal;
  lines: QuantityTakeoffLine[];
}

/**
 * `QDetermItem`: one REB 23.003 row (`QTakeoff/@Row`, 80 characters: columns 1-11 blank, 12-80 the REB data), exactly
 * as written, so a writer repeats it; `takeoff/reb-rows.ts` parses it for display.
 */
export interface QuantityTakeoffLine {
  row: string;
  catalogueAssignments?: CatalogueAssignment[];
}

/**
 * `QtyDetermInfo` of an X31: how the quantities were determined (`MethodDescription`, "REB23003-2009"), the order
 * and the construction project they belong to, the period of the work, who drew the takeoff up and who checked it.
 */
export interface QuantityDeterminationInfo {
  /** The `ID` attribute (a GUID), when given. */
  id?: string;
  /** `MethodDescription`, `OrdDescr`, `ProjDescr`, `ServiceProvisionStartDate`, `ServiceProvisionEndDate` as written. */
  facts: Array<{ key: string; value: string }>;
  /** `Creator`: who drew the takeoff up (Ersteller). */
  creator?: Party;
  /** `Profiler`: who checked it (Prüfer). */
  profiler?: Party;
  catalogueAssignments?: CatalogueAssignment[];
  kept?: KeptElement[];
}

/** A part of an item's quantity, or its share in percent, with the catalogue codes it is assigned to. */
export interface QuantitySplit {
  quantity?: Decimal;
  percent?: Decimal;
  catalogueAssignments: CatalogueAssignment[];
}

export interface MarkupItem extends NumberedEntry {
  kind: "markupItem";
  markupType?: "IdentAsMark" | "AllInCat" | "ListInSubQty";
  /** `ITMarkup`: the amount the markup is applied to. */
  markupBase?: Decimal;
  /** `Markup`: the percentage. */
  markupPercent?: Decimal;
  /** `DiscountPcnt`: the bidder's discount on the markup's figure (its `IT` is the figure after it). */
  discountPercent?: Decimal;
  /** `MarkupSubQty`: for `ListInSubQty`, the items (by `ID`) marked up, each with the part of its quantity. */
  subQuantities: Array<{ itemId: string; quantity?: Decimal }>;
  total?: Decimal;
  vatPercent?: Decimal;
}

export type Entry = Section | TextEntry | Item | MarkupItem;

export interface GaebDocument {
  source: SourceInfo;
  exchange: ExchangeInfo;
  project: ProjectInfo;
  award: AwardInfo;
  preamble: AdditionalText[];
  closing: AdditionalText[];
  boq?: Boq;
  /** Kept parts of `GAEBInfo` (at "GAEBInfo") and of the root beside the award. */
  kept?: KeptElement[];
}
