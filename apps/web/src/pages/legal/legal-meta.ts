import type { Lang } from "../../i18n/lang";
import { type PageId, pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { breadcrumbs } from "../../seo/jsonld";

export function legalMeta(
  page: Exclude<PageId, "post">,
  lang: Lang,
  t: { title: string; description: string; heading: string },
): PageMeta {
  return {
    title: t.title,
    description: t.description,
    canonicalPath: pagePath(page, lang),
    alternates: { de: pagePath(page, "de"), en: pagePath(page, "en") },
    ogType: "website",
    jsonLd: [
      breadcrumbs([
        { name: lang === "de" ? "Startseite" : "Home", path: pagePath("home", lang) },
        { name: t.heading, path: pagePath(page, lang) },
      ]),
    ],
  };
}
