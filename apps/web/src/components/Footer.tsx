import { common, siteName } from "../content/common";
import type { Lang } from "../i18n/lang";
import { Link } from "../routing/router";
import { pagePath } from "../routing/routes";
import { LogoMark } from "./Logo";
import { TOOL_PAGES } from "./tools";

/** Fixed at build time so the prerendered HTML and the hydrated page agree. */
declare const __BUILD_YEAR__: number;
const BUILD_YEAR = __BUILD_YEAR__;

export function Footer({ lang }: { lang: Lang }) {
  const texts = common[lang];
  const f = texts.footer;
  const groups = [
    {
      title: f.product,
      links: [
        { to: pagePath("home", lang), label: texts.nav.home },
        ...TOOL_PAGES.map((page) => ({ to: pagePath(page, lang), label: texts.nav[page] })),
        { to: pagePath("faq", lang), label: texts.nav.faq },
      ],
    },
    {
      title: f.learnMore,
      links: [
        { to: pagePath("blog", lang), label: texts.nav.blog },
        { to: pagePath("contact", lang), label: texts.nav.contact },
      ],
    },
    {
      title: f.legal,
      links: [
        { to: pagePath("privacy", lang), label: f.privacy },
        { to: pagePath("terms", lang), label: f.terms },
        { to: pagePath("imprint", lang), label: f.imprint },
      ],
    },
  ];
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <p className="logo logo--footer">
            <LogoMark />
            <span className="logo__text">{siteName(lang)}</span>
          </p>
          <p>{f.description}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <h2 className="footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <p>
          © {BUILD_YEAR} {siteName(lang)}. {f.rights}
        </p>
        <p>{f.disclaimer}</p>
        <p>{f.madeIn}</p>
      </div>
    </footer>
  );
}
