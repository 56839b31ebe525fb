import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { common } from "../content/common";
import type { Lang } from "../i18n/lang";
import { Link, useIsCurrent, useRouter } from "../routing/router";
import { pagePath } from "../routing/routes";
import { TOOL_PAGES, type ToolPage } from "./tools";

/** The id of the menu's list, which its button controls. */
export const TOOLS_MENU_ID = "tools-menu";

function ToolLink({ page, lang, onNavigate }: { page: ToolPage; lang: Lang; onNavigate: () => void }) {
  const texts = common[lang];
  const to = pagePath(page, lang);
  const current = useIsCurrent(to);
  return (
    <li>
      <Link
        to={to}
        className="tools-menu__link"
        aria-current={current ? "page" : undefined}
        onClick={onNavigate}
      >
        <span className="tools-menu__name">{texts.nav[page]}</span>
        <span className="tools-menu__hint">{texts.toolHints[page]}</span>
      </Link>
    </li>
  );
}

/**
 * The header's "Werkzeuge"/"Tools": a disclosure button and the list of tool pages it shows (the APG's disclosure
 * navigation, not an ARIA menu, so every link stays an ordinary link for screen readers). Enter or Space toggles,
 * Escape closes and gives the focus back to the button, Tab and the arrow keys move through the links; the list closes
 * when the focus or a click goes elsewhere and on navigation. On small screens the styles show the list as a titled
 * group inside the opened main menu, without the button. `onNavigate` closes that main menu.
 */
export function ToolsMenu({ lang, onNavigate }: { lang: Lang; onNavigate: () => void }) {
  const texts = common[lang];
  const { match } = useRouter();
  // Open only on the page where it was opened: any navigation (link, back, forward) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === match.path;
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const onToolPage = match.kind === "page" && (TOOL_PAGES as readonly string[]).includes(match.page);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      root.current?.querySelector<HTMLAnchorElement>(".tools-menu__link")?.focus();
    }
    // Escape works wherever the focus is, also after the list was opened with the mouse.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>(".tools-menu__link") ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const { key } = event;
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(key)) return;
    if (!open) {
      if (key !== "ArrowDown" || event.target !== button.current) return;
      event.preventDefault();
      focusFirst.current = true;
      setOpenOn(match.path);
      return;
    }
    const list = links();
    const at = list.indexOf(event.target as HTMLAnchorElement);
    let next: HTMLElement | undefined;
    if (key === "Home") next = list[0];
    else if (key === "End") next = list.at(-1);
    else if (key === "ArrowDown") next = list[Math.min(at + 1, list.length - 1)];
    else next = at <= 0 ? (button.current ?? undefined) : list[at - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // Tab past the last link or back before the button leaves the menu: it closes behind the focus.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const to = event.relatedTarget as Node | null;
    if (open && to !== null && !root.current?.contains(to)) setOpenOn(null);
  };

  return (
    <li
      ref={root}
      className={`tools-menu${open ? " tools-menu--open" : ""}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={`nav__link tools-menu__button${onToolPage ? " nav__link--section" : ""}`}
        aria-expanded={open}
        aria-controls={TOOLS_MENU_ID}
        onClick={() => (open ? close(false) : setOpenOn(match.path))}
      >
        {texts.nav.tools}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4.5l4 4 4-4" />
        </svg>
      </button>
      <span id={`${TOOLS_MENU_ID}-title`} className="tools-menu__title">
        {texts.nav.tools}
      </span>
      <ul id={TOOLS_MENU_ID} className="tools-menu__list" aria-labelledby={`${TOOLS_MENU_ID}-title`}>
        {TOOL_PAGES.map((page) => (
          <ToolLink
            key={page}
            page={page}
            lang={lang}
            onNavigate={() => {
              setOpenOn(null);
              onNavigate();
            }}
          />
        ))}
      </ul>
    </li>
  );
}
