import type { Lang } from "../../i18n/lang";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";

const TEXTS = {
  de: {
    before: "Preise eingetragen? ",
    link: "Aus der Tabelle wird Ihr Angebot (X84)",
    several: "Aus jedem Blatt der Tabelle wird ein eigenes Angebot (X84)",
    after: " – im Browser, ohne Upload.",
  },
  en: {
    before: "Filled in your prices? ",
    link: "Turn the workbook into your offer (X84)",
    several: "Turn each sheet of the workbook into an offer (X84) of its own",
    after: " – in your browser, no upload.",
  },
} as const;

/** Phases a bidder prices: each sheet made from one of these carries its offer form. */
const REQUEST_PHASES = new Set(["80", "81", "82", "83"]);

/**
 * The converter's pointer to the next step of the round trip, for its result panel: shown when the workbook holds a
 * request (each request's sheet becomes an offer of its own on the offer page, which asks which one to make).
 */
export function OfferLink({ lang, phases }: { lang: Lang; phases: readonly string[] }) {
  const requests = phases.filter((phase) => REQUEST_PHASES.has(phase)).length;
  if (requests === 0) return null;
  const t = TEXTS[lang];
  return (
    <p className="offer-link">
      {t.before}
      <Link to={pagePath("offer", lang)}>{requests > 1 ? t.several : t.link}</Link>
      {t.after}
    </p>
  );
}
