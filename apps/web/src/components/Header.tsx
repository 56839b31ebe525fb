import { useEffect, useRef, useState } from "react";
import { common, siteName } from "../content/common";
import { type Lang, storePreferredLanguage } from "../i18n/lang";
import { Link, useIsCurrent, useRouter } from "../routing/router";
import { alternatePath, pagePath } from "../routing/routes";
import { LogoMark } from "./Logo";
import { ToolsMenu } from "./ToolsMenu";

/** Spec: the header turns solid once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

function NavLink({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  const current = useIsCurrent(to);
  return (
    <li>
      <Link to={to} className="nav__link" aria-current={current ? "page" : undefined} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
}

export function Header({ lang }: { lang: Lang }) {
  const texts = common[lang];
  const { match } = useRouter();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const other: Lang = lang === "de" ? "en" : "de";
  const currentPath = match.path;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  // The tools share one menu, so the row keeps room for more of them and for further pages.
  const links = [
    { to: pagePath("faq", lang), label: texts.nav.faq },
    { to: pagePath("blog", lang), label: texts.nav.blog },
    { to: pagePath("contact", lang), label: texts.nav.contact },
  ];

  return (
    <header className={`header${scrolled ? " header--scrolled" : ""}`}>
      <div className="header__inner container">
        <Link to={pagePath("home", lang)} className="logo" aria-label={texts.logoAlt} onClick={closeMenu}>
          <LogoMark />
          <span className="logo__text">{siteName(lang)}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? texts.closeMenu : texts.openMenu}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <nav id="main-nav" className={`nav${menuOpen ? " nav--open" : ""}`} aria-label={texts.mainNavLabel}>
          <ul className="nav__list">
            <NavLink to={pagePath("home", lang)} label={texts.nav.home} onNavigate={closeMenu} />
            <ToolsMenu lang={lang} onNavigate={closeMenu} />
            {links.map((link) => (
              <NavLink key={link.to} {...link} onNavigate={closeMenu} />
            ))}
          </ul>
          <Link
            to={alternatePath(currentPath, other)}
            className="lang-toggle"
            hrefLang={other}
            lang={other}
            onClick={() => {
              storePreferredLanguage(other);
              closeMenu();
            }}
          >
            {/* The accessible name starts with the visible "EN"/"DE", so voice control finds it (WCAG 2.5.3). */}
            {texts.switchLanguageShort}
            <span className="visually-hidden"> – {texts.switchLanguage}</span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
