import { viewerLinkTexts } from "../../content/viewer-link";
import type { Lang } from "../../i18n/lang";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";

/** A sentence pointing to the GAEB viewer, worded for the page it stands on. */
export function ViewerLink({
  lang,
  from,
  className = "tool__aside",
}: {
  lang: Lang;
  from: "converter" | "offer" | "compare" | "billing";
  className?: string;
}) {
  const texts = viewerLinkTexts[lang];
  return (
    <p className={className} data-testid="viewer-link">
      {texts[from].before}
      <Link to={pagePath("viewer", lang)}>{texts.link}</Link>
      {texts[from].after}
    </p>
  );
}
