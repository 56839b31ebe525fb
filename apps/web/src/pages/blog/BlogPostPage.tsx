import type { MouseEvent } from "react";
import { blogPosts, formatPostDate, POST_AUTHOR } from "../../content/blog/posts";
import { howToConvertExtras } from "../../content/blog/structured-extras";
import { Link, useRouter } from "../../routing/router";
import { POST_ORDER, type PostKey, pagePath, postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { blogPosting, breadcrumbs } from "../../seo/jsonld";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    home: "Startseite",
    back: "Zurück zum Blog",
    author: "Autor",
    role: "Teammitglied",
    more: "Weiterlesen",
  },
  en: {
    home: "Home",
    back: "Back to the blog",
    author: "Author",
    role: "Team member",
    more: "Continue Reading",
  },
};

function postOf(match: RenderableMatch): PostKey {
  if (match.kind !== "page" || match.page !== "post")
    throw new Error("BlogPostPage rendered for a non-post route");
  return match.post;
}

export function meta(match: RenderableMatch): PageMeta {
  const lang = match.lang;
  const key = postOf(match);
  const post = blogPosts[lang][key];
  const path = postPath(key, lang);
  const jsonLd = [
    blogPosting({
      title: post.title,
      description: post.excerpt,
      path,
      date: post.date,
      lang,
      image: post.coverImage,
      author: POST_AUTHOR[lang],
    }),
    breadcrumbs([
      { name: texts[lang].home, path: pagePath("home", lang) },
      { name: "Blog", path: pagePath("blog", lang) },
      { name: post.title, path },
    ]),
  ];
  if (key === "how-to-convert") jsonLd.push(...howToConvertExtras(lang));
  return {
    title: `${post.title} - GAEB zu Excel`,
    description: post.excerpt,
    canonicalPath: path,
    alternates: { de: postPath(key, "de"), en: postPath(key, "en") },
    ogType: "article",
    jsonLd,
  };
}

export default function BlogPostPage({ match }: PageProps) {
  const { navigate } = useRouter();
  const lang = match.lang;
  const t = texts[lang];
  const key = postOf(match);
  const post = blogPosts[lang][key];
  const author = POST_AUTHOR[lang];
  const others = POST_ORDER.filter((other) => other !== key);

  // Links inside the article HTML are plain anchors; keep them inside the single-page navigation.
  const onArticleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!href?.startsWith("/") || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <article className="container container--narrow section post">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={pagePath("home", lang)}>{t.home}</Link>
          </li>
          <li>
            <Link to={pagePath("blog", lang)}>Blog</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <Link to={pagePath("blog", lang)} className="text-link">
        ← {t.back}
      </Link>
      <img src={post.coverImage} alt={post.coverAlt} width="1280" height="640" className="post__cover" />
      <h1>{post.title}</h1>
      <p className="muted">
        <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time> · {author}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click handler only upgrades the article's own links */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of links already fires click */}
      <div
        className="prose"
        onClick={onArticleClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: bundled article HTML written by us, never user input
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <aside className="card author-box" aria-label={t.author}>
        <span className="author-box__avatar" aria-hidden="true">
          {author.charAt(0)}
        </span>
        <div>
          <p className="muted">{t.author}</p>
          <p className="author-box__name">{author}</p>
          <p className="muted">{t.role}</p>
        </div>
      </aside>
      <section className="read-more" aria-labelledby="read-more-title">
        <h2 id="read-more-title">{t.more}</h2>
        <ul className="post-grid post-grid--two">
          {others.map((other) => {
            const p = blogPosts[lang][other];
            return (
              <li key={other} className="card post-card">
                <h3 className="post-card__title">
                  <Link to={postPath(other, lang)}>{p.title}</Link>
                </h3>
                <p>{p.excerpt}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
