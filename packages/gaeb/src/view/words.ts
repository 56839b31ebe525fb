import type { Locale } from "../issues.js";

/** The few words the view needs beyond the workbook's (`LABELS`): section levels as a tendered LV names them. */
export interface ViewWords {
  /** A section at the first level below the lots: "Titel". */
  title: string;
  /** A section below a title: "Untertitel". */
  subtitle: string;
  vatRate: string;
  /** What a markup item marks up, by its `MarkupType`. */
  markupType: Record<"IdentAsMark" | "AllInCat" | "ListInSubQty", string>;
  /** `AlterBidPerm` and `BidCommPerm`: the label and the value for yes and no. */
  alternativeBids: { label: string; yes: string; no: string };
  bidderComments: { label: string; yes: string; no: string };
  /** "Uhr" after a time of day in German; nothing in English. */
  clock: (time: string) => string;
  /** A catalogue named neither by the file nor by a type we know. */
  catalogue: string;
  /** `CtlgType` values in words; a cost group's standard follows ("Kostengruppen DIN 276-06"). */
  catalogueTypes: Record<string, string>;
  costGroups: string;
}

export const VIEW_WORDS: Record<Locale, ViewWords> = {
  de: {
    title: "Titel",
    subtitle: "Untertitel",
    vatRate: "Umsatzsteuer",
    markupType: {
      IdentAsMark: "auf die Positionen „zu bezuschlagen“",
      AllInCat: "auf alle Positionen davor",
      ListInSubQty: "auf die aufgeführten Positionen",
    },
    alternativeBids: { label: "Nebenangebote", yes: "zugelassen", no: "nicht zugelassen" },
    bidderComments: { label: "Bieterkommentare", yes: "zugelassen", no: "nicht zugelassen" },
    clock: (time) => `${time} Uhr`,
    catalogue: "Katalog",
    catalogueTypes: {
      "work category": "Leistungsbereiche",
      locality: "Orte",
      "cost unit": "Kostenträger",
      "award unit": "Vergabeeinheiten",
      "building element": "Bauteile",
      miscellaneous: "Sonstiger Katalog",
    },
    costGroups: "Kostengruppen",
  },
  en: {
    title: "Title",
    subtitle: "Subtitle",
    vatRate: "VAT",
    markupType: {
      IdentAsMark: "on the items marked “to be marked up”",
      AllInCat: "on all items before it",
      ListInSubQty: "on the listed items",
    },
    alternativeBids: { label: "Alternative bids", yes: "admitted", no: "not admitted" },
    bidderComments: { label: "Bidder comments", yes: "permitted", no: "not permitted" },
    clock: (time) => time,
    catalogue: "Catalogue",
    catalogueTypes: {
      "work category": "Work categories",
      locality: "Locations",
      "cost unit": "Cost units",
      "award unit": "Award units",
      "building element": "Building elements",
      miscellaneous: "Other catalogue",
    },
    costGroups: "Cost groups",
  },
};
