import type { Lang } from "../../i18n/lang";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";

const TEXTS = {
  de: {
    before: "Preise eingetragen? ",
    link: "Aus der Tabelle wird Ihr Angebot (X84)",
    after: " – im Browser, ohne Upload.",
  },
  en: {
    before: "Filled in your prices? ",
    link: "Turn the workbook into your offer (X84)",
    after: " – in your browser, no upload.",
  },
} as const;

/** Phases a bidder prices: a workbook made from exactly one of these is an offer form. */
const REQUEST_PHASES = new Set(["80", "81", "82", "83"]);

/**
 * The converter's pointer to the next step of the round trip, for its result panel: shown only when the workbook was
 * made from one request, the only kind the offer page can turn into an X84.
 */
export function OfferLink({ lang, phases }: { lang: Lang; phases: readonly string[] }) {
  const [only, ...rest] = phases;
  if (only === undefined || rest.length > 0 || !REQUEST_PHASES.has(only)) return null;
  const t = TEXTS[lang];
  return (
    <p className="offer-link">
      {t.before}
      <Link to={pagePath("offer", lang)}>{t.link}</Link>
      {t.after}
    </p>
  );
}
