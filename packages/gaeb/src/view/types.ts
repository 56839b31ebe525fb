import type { Issue, Locale } from "../issues.js";
import type { Phase, RichText } from "../model.js";

/**
 * An LV as a reader sees it, for the viewer and its print layout: every entry in LV order with its words already in
 * the reader's language (kinds, phase, fact labels, code values in words), and every figure as the workbook computes
 * it. Plain data only (strings, numbers, arrays), so it crosses from a Web Worker to the page by structured clone.
 *
 * Figures are exact decimal strings in plain notation ("1234.5", "-0.25"), never floats: the page formats them in the
 * reader's notation. Money figures carry the decimals the workbook shows (totals 2).
 */
export interface LvView {
  lang: Locale;
  file: {
    name: string;
    format: "gaeb-xml" | "gaeb-2000" | "gaeb-90";
    /** "DA XML 3.3", "GAEB 2000", "GAEB 90": the generation in words. */
    generation: string;
    phase: Phase;
    /** The phase in words with its file type, e.g. "Angebotsaufforderung (X83)" / "Request for offer (X83)". */
    phaseLabel: string;
  };
  /** What names the LV in a page header: the LV's name, else the project's, else the file name. */
  title: string;
  /** ISO code as the file states it (EUR when it states none) and its label, if any. */
  currency: string;
  /** A request for prices, as the workbook decides it (`isRequest`): print leaves blank lines for the prices. */
  isRequest: boolean;
  /** Some item carries a unit price or a total, or some markup a total. */
  priced: boolean;
  /** The title facts in reading order, each a label and a value in words, grouped for display. */
  facts: ViewFact[];
  /** Vorbemerkungen and Schlussbemerkungen (`AddText`), in file order. */
  preamble: ViewText[];
  closing: ViewText[];
  /** Every entry in LV order, sections opening and closing around their children. */
  rows: ViewRow[];
  /** The sections as a tree, for the navigation: each points at its row. */
  sections: ViewSection[];
  /** Net total, discounts, lump sum, VAT and gross of the whole LV, in the order the workbook lists them. */
  totals: ViewTotalLine[];
  /** How many items of each kind (the kind filter's choices), keyed by `ViewItemKind`. */
  kindCounts: Partial<Record<ViewItemKind, number>>;
  /** The catalogues (`Ctlg`) whose codes the LV's items or sections carry: the catalogue filter's choices. */
  catalogues: ViewCatalogue[];
}

export interface ViewFact {
  group: "file" | "project" | "boq" | "owner" | "bidder" | "award" | "changeOrder" | "invoice";
  label: string;
  /** The value on one line ("Stadt Musterstadt, Hauptstr. 1, 12345 Musterstadt"). */
  value: string;
  /** A party's address as it is written on an envelope, one line each, where the value is one. */
  lines?: string[];
}

/**
 * A catalogue the LV assigns codes from (`Ctlg`: the cost groups of DIN 276, work categories, locations, …), with
 * the codes its items carry. The file's catalogue ID is not shown anywhere: `key` is the view's own.
 */
export interface ViewCatalogue {
  /** Stable within one view ("k1", "k2", …): assignments name their catalogue by it. */
  key: string;
  /** What a reader calls it: the file's `CtlgName`, else its type in words ("Kostengruppen DIN 276-18"). */
  name: string;
  /** A cost-group catalogue (DIN 276 and the like): the filter offers it first. */
  costGroup: boolean;
  /** Every code items carry (their own or their section's), in code order, with how many items carry it. */
  codes: Array<{ code: string; count: number }>;
  /** How many items carry no code of this catalogue. */
  unassigned: number;
}

/** A code of a catalogue given to an item or section ("DIN 276-18: 391"). */
export interface ViewAssignment {
  /** The `ViewCatalogue.key`. */
  catalogue: string;
  /** The catalogue's name as `ViewCatalogue.name` has it. */
  name: string;
  code: string;
  /** On an item: the code is its section's (the item states none of this catalogue), for filtering only. */
  inherited?: true;
}

export interface ViewText {
  title: string;
  text: RichText;
}

/**
 * An item's main kind, one per item, for the filter; the labels carry everything else it is. There is no
 * Zulageposition: no GAEB generation marks one (DA XML, GAEB 2000 and GAEB 90 have no field for it), so a file's
 * Zulage is an ordinary item whose text says so.
 */
export type ViewItemKind =
  | "normal"
  | "base"
  | "alternative"
  | "provisional"
  | "provisionalWithTotal"
  | "lumpSum"
  | "hourly"
  | "notApplicable";

export type ViewRow = ViewSectionStart | ViewSectionEnd | ViewItem | ViewMarkupItem | ViewTextRow;

interface RowBase {
  /** Nesting depth: 0 for entries at the LV's top level. */
  depth: number;
}

export interface ViewSectionStart extends RowBase {
  kind: "sectionStart";
  /** Stable within one view: links the tree and the end row to this row. */
  key: string;
  oz: string;
  title: string;
  /** The LV's own name for the level (`LblBoQBkdn`: "Gewerk", "Abschnitt"), else "Los" / "Titel" / "Untertitel". */
  levelLabel: string;
  /** Alternative, entfällt, change order: in words. */
  labels: string[];
  /** Whether its total goes into the LV's total (not an alternative, not entfällt). */
  counts: boolean;
  /** The catalogue codes the section carries (its items inherit those of a catalogue they state none of). */
  assignments?: ViewAssignment[];
}

export interface ViewSectionEnd extends RowBase {
  kind: "sectionEnd";
  key: string;
  oz: string;
  title: string;
  /**
   * The section's total as its row in the workbook shows it (before its own discount or lump sum), when it has
   * priced items; for an offer read alone (phase 84) the file's own total, as the workbook shows it.
   */
  total?: string;
  /**
   * The lines under the section in the workbook, in its order: the totals the file states (`declared`), then the
   * section's own discount and lump sum; the last of those is what the section adds to the LV.
   */
  adjustments: ViewTotalLine[];
}

export interface ViewItem extends RowBase {
  kind: "item";
  oz: string;
  mainKind: ViewItemKind;
  /** Every kind and flag in words (Grundposition, Bedarfsposition ohne GB, Pauschal, Stundenlohn, entfällt, …). */
  labels: string[];
  /** False when GAEB leaves it out of every total (alternatives, Bedarf ohne GB, entfällt): shown set apart. */
  counts: boolean;
  shortText: string;
  longText: RichText;
  quantity?: string;
  unit?: string;
  unitPrice?: string;
  /** As the workbook shows it: the file's figure where it differs from quantity × unit price, else the computed one. */
  total?: string;
  /** `BidComm` and other bidder text. */
  bidderComments: string[];
  subDescriptions: Array<{
    number: string;
    shortText: string;
    longText: RichText;
    quantity?: string;
    unit?: string;
  }>;
  /** Reference to another item (its OZ) or execution description, in words. */
  reference?: string;
  /** Its catalogue codes, own ones first, then those it takes from its sections (`inherited`). */
  assignments?: ViewAssignment[];
  /** `QtyDeterm`: how its quantity was measured (Aufmaß), where the file says (every item of an X31, some of 80-89). */
  takeoff?: ViewTakeoff;
}

/**
 * An item's quantity takeoff (REB 23.003 rows): its rows as `takeoff/calculations.ts` reads them, figures as
 * decimal strings ("22.500") for the reader to format. A calculation's result is its value times its factor,
 * negative for a deduction, rounded to three decimals; quotients are rounded to three decimals where they are formed.
 */
export interface ViewTakeoff {
  /** The measured quantity the file states (`QtyDeterm/Qty`). */
  quantity?: string;
  /** The sum of the results, when every row could be counted (no other formula, no calculation without result). */
  sum?: string;
  lines: ViewTakeoffLine[];
}

export type ViewTakeoffLine =
  | { kind: "text"; text: string }
  | {
      kind: "calculation";
      /** The short explanation (columns 14-22), e.g. "Raum 1". */
      explanation: string;
      deduction: boolean;
      /** The factor as a decimal ("2.000"); absent for 1 (blank in the row). */
      factor?: string;
      /** The expression as written, continued rows joined, without its closing "=". */
      expression: string;
      /** REB address: sheet, line letter, index ("0001A0"). */
      address?: string;
      /** Absent where it cannot be computed (the issues say why). */
      result?: string;
    }
  /** A row of another formula number (a fixed-field formula), its 69 data columns as written. */
  | { kind: "other"; raw: string };

export interface ViewMarkupItem extends RowBase {
  kind: "markupItem";
  oz: string;
  /** "Zuschlag auf alle Positionen" etc. in words. */
  labels: string[];
  shortText: string;
  longText: RichText;
  percent?: string;
  base?: string;
  total?: string;
}

export interface ViewTextRow extends RowBase {
  kind: "remark" | "executionDescription";
  /** The execution description's number, if any. */
  number?: string;
  shortText: string;
  longText: RichText;
}

export interface ViewSection {
  key: string;
  oz: string;
  title: string;
  levelLabel: string;
  /** Index into `rows` of its `sectionStart`. */
  row: number;
  /** Items anywhere below it. */
  itemCount: number;
  total?: string;
  counts: boolean;
  children: ViewSection[];
}

export interface ViewTotalLine {
  /**
   * What the line is. For a computed discount or lump sum the amount is the total after it ("Summe nach Nachlass
   * 3 %"); a declared `discountAmount` is the discount itself, `afterDiscount` the file's total after it.
   */
  key: "sum" | "discountPercent" | "discountAmount" | "afterDiscount" | "lumpSum" | "net" | "vat" | "gross";
  /** In words, with the rate where there is one ("MwSt 19,00 %"), as the workbook labels the line. */
  label: string;
  amount: string;
  percent?: string;
  /** A figure the file states, not one computed from the items (the workbook's "laut Datei" lines). */
  declared?: boolean;
}

export interface ViewOptions {
  lang: Locale;
}

export type ViewResult = { ok: true; view: LvView; issues: Issue[] } | { ok: false; issues: Issue[] };
