/**
 * What an offer says of the bidder's price breakdown (Aufgliederung der Einheitspreise, Formblatt 223): enough for a
 * page to say what the request demands, what is still missing, and to print the form. Figures are exact decimals as
 * plain strings ("12.50"), in the offer's currency; times in the unit the LV names.
 */
export interface OfferBreakdown {
  /** The components' names, in the order of `UPComp1`…: the LV's own labels, or Formblatt 223's four. */
  components: string[];
  /** Whether the form asked for a time per unit (Zeitansatz), and what it counts ("Stunden"). */
  time?: { label: string };
  /** Items whose breakdown the request demands (`UPBkdn`). */
  demanded: number;
  /** OZs of demanded items whose breakdown is not complete (a component left empty, or none given). */
  incomplete: string[];
  /** OZs of items whose components do not add up to the unit price typed beside them. */
  mismatched: string[];
  /** Σ quantity × component over the offered items, per component; and Σ quantity × time. */
  componentTotals: string[];
  timeTotal?: string;
  /** The offer's grand total, as in the summary. */
  total: string;
  /** The form's head: who offers what for which project. */
  head: { bidder?: string; awardNumber?: string; project?: string; lv?: string; date: string };
  /** One row per offered item, in LV order (Formblatt 223's rows). */
  rows: OfferBreakdownRow[];
}

export interface OfferBreakdownRow {
  oz: string;
  shortText: string;
  quantity?: string;
  unit?: string;
  time?: string;
  /** By component, as `components`; undefined where the bidder gave none for this item. */
  components: Array<string | undefined>;
  unitPrice?: string;
  total?: string;
  /** The request demands this item's breakdown. */
  demanded: boolean;
}
