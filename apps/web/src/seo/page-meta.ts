import type { Lang } from "../i18n/lang";
import { type PageId, pagePath } from "../routing/routes";
import type { PageMeta } from "./head";
import { breadcrumbs } from "./jsonld";

const HOME_CRUMB: Record<Lang, string> = { de: "Startseite", en: "Home" };

/** The page's own structured data, placed before and after its breadcrumbs. */
export interface PageJsonLd {
  before?: object[];
  after?: object[];
}

/**
 * Meta of a page that exists once in each language: canonical path and alternates come from its id, and the
 * breadcrumbs lead from the home page to it (`crumb` null on the home page itself).
 */
export function staticPageMeta(
  page: Exclude<PageId, "post">,
  lang: Lang,
  text: { title: string; description: string },
  crumb: string | null,
  jsonLd: PageJsonLd = {},
): PageMeta {
  const trail = [{ name: HOME_CRUMB[lang], path: pagePath("home", lang) }];
  if (crumb !== null) trail.push({ name: crumb, path: pagePath(page, lang) });
  return {
    title: text.title,
    description: text.description,
    canonicalPath: pagePath(page, lang),
    alternates: { de: pagePath(page, "de"), en: pagePath(page, "en") },
    ogType: "website",
    jsonLd: [...(jsonLd.before ?? []), breadcrumbs(trail), ...(jsonLd.after ?? [])],
  };
}
