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
  },
};
