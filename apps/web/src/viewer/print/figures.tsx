import type { LvView } from "gaeb2xlsx";
import type { ReactNode } from "react";
import type { Lang } from "../../i18n/lang";
import { formatDecimal } from "../../ondevice/numbers";

/**
 * What goes where a price belongs: a request leaves a line for the bidder to write on, a priced file shows its
 * figures (and a line where one is missing), a file without prices (X81, X82) shows no price columns at all.
 */
export type PriceMode = "blank" | "figures" | "none";

export function priceMode(view: LvView): PriceMode {
  if (view.isRequest) return "blank";
  return view.priced ? "figures" : "none";
}

/** Quantities as tender documents print them: three decimals. */
export function formatQuantity(value: string, lang: Lang): string {
  return formatDecimal(value, lang, 3);
}

/** A line of dots to write a figure on, as printed tenders leave it. */
const BLANK = "..................";

/** A money figure (or a percentage) in the reader's notation, or the line the bidder fills in. */
export function Amount({
  value,
  view,
  mode,
  currency = false,
  percent = false,
}: {
  value: string | undefined;
  view: LvView;
  mode: PriceMode;
  currency?: boolean;
  percent?: boolean;
}): ReactNode {
  if (value !== undefined && mode !== "blank") {
    const figure = formatDecimal(value, view.lang, percent ? 0 : 2);
    return <span className="plv-amount">{currency ? `${figure} ${view.currency}` : figure}</span>;
  }
  if (mode === "none") return null;
  return <span className="plv-amount plv-blank">{BLANK}</span>;
}
