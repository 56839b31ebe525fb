import type { Item, MarkupItem, Section } from "../model.js";
import type { Typed } from "../workbook/typed-cells.js";
import type { BidderComplement } from "./complements.js";

export interface ItemPrice {
  unitPrice?: Typed;
  components: Array<Typed | undefined>;
  /** The time per unit the bidder states (`TimeQu`). */
  time?: Typed;
  discountPercent?: Typed;
  /** The bidder's quantity of an item whose quantity is left to him (`QtyTBD`). */
  quantity?: Typed;
  /** What he wrote into the blanks the long text leaves for him, by blank. */
  complements?: Map<BidderComplement, string>;
}

/** At most one of them: GAEB's `Totals` take a discount (percent or amount) or a lump sum. */
export interface SectionAdjustment {
  discountPercent?: Typed;
  discountAmount?: Typed;
  lumpSum?: Typed;
}

export interface SheetPrices {
  items: Map<Item, ItemPrice>;
  /** How many components the form asks for (its component columns, `UPComp1` on). */
  componentCount: number;
  /** The quantities a bidder typed for sub-descriptions whose quantity he states (`QtySpec`), by item and `SubDNo`. */
  subQuantities: Map<Item, Map<string, Typed>>;
  /** The unit prices (and components) of sub-descriptions whose price he states (`UPSpec`, `UPBkdn`), likewise. */
  subPrices: Map<Item, Map<string, ItemPrice>>;
  markups: Map<MarkupItem, Typed>;
  sections: Map<Section, SectionAdjustment>;
  /** The bidder's discount or lump sum on the whole LV. */
  boq?: SectionAdjustment;
}

export interface PriceColumns {
  oz: number;
  kind?: number;
  quantity?: number;
  unitPrice: number;
  markupPercent?: number;
  discount?: number;
  discountAmount?: number;
  sectionLumpSum?: number;
  bidderText?: number;
  /** The total (GP), a formula in every row of an item, markup or section. */
  total?: number;
  /** By component, `UPComp1` first: the columns of the components the form asks for. */
  components: Array<number | undefined>;
  time?: number;
  /** What the time column counts, from its title ("Stunden" of "Zeitansatz (Stunden)"). */
  timeUnit?: string;
}

/** The components a form asks for, where not the request's own: Formblatt 223's, added by the converter. */
export interface FormComponents {
  components?: readonly string[];
}
