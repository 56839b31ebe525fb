import type { Lang } from "../i18n/lang";

/** Where a stated total disagrees, as the core names it: an item's, a markup's, a section's or the whole offer's. */
export type TotalLevel = "item" | "markup" | "section" | "boq";

/** Words of the ranking table on the price comparison page. Counts arrive already in the reader's notation. */
export const rankingTexts = {
  de: {
    caption: (currency: string | null, incomplete: boolean) =>
      `${currency ? `Angebotssummen netto in ${currency}` : "Angebotssummen netto"}, günstigstes zuerst${
        incomplete ? "; unvollständige Angebote stehen nach den vollständigen (VOB/A § 16)" : ""
      }`,
    colRank: "Rang",
    colBidder: "Bieter",
    colTotal: "Angebotssumme",
    colAfterDiscount: "Nach Nachlass",
    colDifference: "Abstand zum Günstigsten",
    colCheck: "Prüfung",
    fileOf: (file: string) => `Datei: ${file}`,
    complete: "Vollständig",
    incomplete: "Unvollständig",
    missing: (count: number, shown: string, items: string) =>
      `${shown} ${count === 1 ? "Position" : "Positionen"} ohne Preis oder Zuschlagssatz: ${items}`,
    more: (shown: string) => `und ${shown} weitere`,
    disagree: "Summen laut Angebot weichen von den Einheitspreisen ab:",
    statedAs: (figures: string) => `laut Angebot ${figures}`,
    level: (level: TotalLevel, count: number): string => {
      const one = count === 1;
      if (level === "item") return one ? "Gesamtpreis der Position" : "Gesamtpreise der Positionen";
      if (level === "markup") return one ? "Betrag des Zuschlags" : "Beträge der Zuschläge";
      if (level === "section") return one ? "Titelsumme" : "Titelsummen";
      return "Angebotssumme";
    },
  },
  en: {
    caption: (currency: string | null, incomplete: boolean) =>
      `${currency ? `Net offer totals in ${currency}` : "Net offer totals"}, lowest first${
        incomplete ? "; incomplete offers come after the complete ones (VOB/A § 16)" : ""
      }`,
    colRank: "Rank",
    colBidder: "Bidder",
    colTotal: "Offer total",
    colAfterDiscount: "After discount",
    colDifference: "Difference to the lowest",
    colCheck: "Check",
    fileOf: (file: string) => `File: ${file}`,
    complete: "Complete",
    incomplete: "Incomplete",
    missing: (count: number, shown: string, items: string) =>
      `${shown} ${count === 1 ? "item" : "items"} without price or markup rate: ${items}`,
    more: (shown: string) => `and ${shown} more`,
    disagree: "Totals as stated disagree with the unit prices:",
    statedAs: (figures: string) => `stated as ${figures}`,
    level: (level: TotalLevel, count: number): string => {
      const one = count === 1;
      if (level === "item") return one ? "total of item" : "totals of items";
      if (level === "markup") return one ? "amount of markup" : "amounts of markups";
      if (level === "section") return one ? "section total" : "section totals";
      return "offer total";
    },
  },
} satisfies Record<Lang, unknown>;

export type RankingTexts = (typeof rankingTexts)["de"];
