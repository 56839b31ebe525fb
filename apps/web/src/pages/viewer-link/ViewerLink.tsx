import { viewerLinkTexts } from "../../content/viewer-link";
import type { Lang } from "../../i18n/lang";
import { Link } from "../../routing/router";

/** The viewer page's paths, as the page registry names them (route "viewer"). */
export const VIEWER_PATHS: Record<Lang, string> = { de: "/de/gaeb-viewer", en: "/en/gaeb-viewer" };

/** A sentence pointing to the GAEB viewer, worded for the page it stands on. */
export function ViewerLink({
  lang,
  from,
  className = "tool__aside",
}: {
  lang: Lang;
  from: "converter" | "offer" | "compare";
  className?: string;
}) {
  const texts = viewerLinkTexts[lang];
  return (
    <p className={className} data-testid="viewer-link">
      {texts[from].before}
      <Link to={VIEWER_PATHS[lang]}>{texts.link}</Link>
      {texts[from].after}
    </p>
  );
}
