import { PageHeader } from "../../components/PageHeader";
import { blogPosts, formatPostDate } from "../../content/blog/posts";
import { Link } from "../../routing/router";
import { POST_ORDER, pagePath, postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "GAEB zu Excel Blog – Wissen rund um GAEB-Dateien",
    description:
      "Artikel rund um GAEB: Was die Formate X81 bis X86 bedeuten, wie Sie GAEB in Excel umwandeln und einen Preisspiegel erstellen.",
    heading: "GAEB zu Excel Blog",
    hintBefore: "Praxiswissen zu GAEB-Dateien und Excel. Kurze Antworten finden Sie in den ",
    hintFaq: "FAQ",
    hintBetween: ", eine persönliche Antwort über unser ",
    hintContact: "Kontaktformular",
    hintAfter: ".",
    readMore: "Weiterlesen",
  },
  en: {
    title: "GAEB to Excel Blog – practical guides to GAEB files",
    description:
      "Articles about GAEB: what the formats X81 to X86 mean, how to convert GAEB to Excel and how to build a price comparison.",
    heading: "GAEB to Excel Blog",
    hintBefore: "Practical guides to GAEB files and Excel. For quick answers see the ",
    hintFaq: "FAQ",
    hintBetween: "; for a personal one, use our ",
    hintContact: "contact form",
    hintAfter: ".",
    readMore: "Read more",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  return staticPageMeta("blog", match.lang, texts[match.lang], "Blog");
}

export default function BlogListPage({ match }: PageProps) {
  const lang = match.lang;
  const t = texts[lang];
  const intro = (
    <>
      {t.hintBefore}
      <Link to={pagePath("faq", lang)}>{t.hintFaq}</Link>
      {t.hintBetween}
      <Link to={pagePath("contact", lang)}>{t.hintContact}</Link>
      {t.hintAfter}
    </>
  );
  return (
    <>
      <PageHeader title={t.heading} intro={intro} wide />
      <div className="container section">
        <ul className="post-grid">
          {POST_ORDER.map((key) => {
            const post = blogPosts[lang][key];
            const path = postPath(key, lang);
            return (
              <li key={key} className="card post-card">
                <img src={post.coverImage} alt="" width="640" height="320" className="post-card__image" />
                <h2 className="post-card__title">
                  <Link to={path}>{post.title}</Link>
                </h2>
                <p className="muted">
                  <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
                </p>
                <p>{post.excerpt}</p>
                <Link to={path} className="text-link" aria-label={`${t.readMore}: ${post.title}`}>
                  {t.readMore} →
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
