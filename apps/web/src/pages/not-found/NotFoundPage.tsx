import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Seite nicht gefunden | GAEB zu Excel",
    heading: "Seite nicht gefunden",
    text: "Diese Seite gibt es nicht oder nicht mehr. Von der Startseite aus finden Sie sicher weiter.",
    home: "Zur Startseite",
  },
  en: {
    title: "Page Not Found | GAEB to Excel",
    heading: "Page Not Found",
    text: "This page does not exist, or it has been removed. The home page will help you find your way.",
    home: "Return to Home",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const t = texts[match.lang];
  return {
    title: t.title,
    description: t.text,
    canonicalPath: pagePath("home", match.lang),
    alternates: null,
    ogType: "website",
    jsonLd: [],
    noindex: true,
  };
}

export default function NotFoundPage({ match }: PageProps) {
  const t = texts[match.lang];
  return (
    <section className="container container--narrow section not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t.heading}</h1>
      <p className="lead">{t.text}</p>
      <Link to={pagePath("home", match.lang)} className="button button--primary">
        {t.home}
      </Link>
    </section>
  );
}
