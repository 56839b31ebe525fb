export type Lang = "de" | "en";

export const LANGS: readonly Lang[] = ["de", "en"];

const STORAGE_KEY = "preferred_language";

/** Paths under /en are English; everything else is German. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** The only thing this site stores in the browser: the language chosen with the toggle. */
export function storePreferredLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled (private mode, policy); the toggle still works without it.
  }
}

export function readPreferredLanguage(): Lang | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === "de" || value === "en" ? value : null;
  } catch {
    return null;
  }
}

/** Picks the German or English variant of a text pair. */
export function pick<T>(lang: Lang, texts: { de: T; en: T }): T {
  return texts[lang];
}
