import type { OfferBreakdown } from "gaeb2xlsx";
import type { Lang } from "../../i18n/lang";

/** What the offer page shows and prints Formblatt 223 from: the breakdown, the offer's currency, the page's language. */
export interface BreakdownProps {
  breakdown: OfferBreakdown;
  currency: string | null;
  lang: Lang;
}
