import { type Lang, langFromPath } from "../i18n/lang";

export type PageId =
  | "home"
  | "converter"
  | "offer"
  | "import"
  | "compare"
  | "viewer"
  | "billing"
  | "pricing"
  | "faq"
  | "blog"
  | "post"
  | "contact"
  | "privacy"
  | "terms"
  | "imprint";

/** Every page's path per language; the German home is also served at "/". */
export const PAGE_PATHS: Record<Exclude<PageId, "post">, Record<Lang, string>> = {
  home: { de: "/de/", en: "/en/" },
  converter: { de: "/de/gaeb-nach-excel", en: "/en/converter" },
  offer: { de: "/de/excel-nach-x84", en: "/en/excel-to-x84" },
  import: { de: "/de/excel-nach-gaeb", en: "/en/excel-to-gaeb" },
  compare: { de: "/de/preisspiegel", en: "/en/price-comparison" },
  viewer: { de: "/de/gaeb-viewer", en: "/en/gaeb-viewer" },
  billing: { de: "/de/abrechnung", en: "/en/billing" },
  pricing: { de: "/de/preise", en: "/en/pricing" },
  faq: { de: "/de/faq", en: "/en/faq" },
  blog: { de: "/de/blog", en: "/en/blog" },
  contact: { de: "/de/kontakt", en: "/en/contact" },
  privacy: { de: "/de/datenschutz", en: "/en/privacy" },
  terms: { de: "/de/nutzungsbedingungen", en: "/en/terms" },
  imprint: { de: "/de/impressum", en: "/en/impressum" },
};

export type PostKey = "what-is-gaeb" | "how-to-convert" | "price-comparison";

/** Blog slugs in the fixed list order; the same article has one slug per language. */
export const POST_SLUGS: Record<PostKey, Record<Lang, string>> = {
  "what-is-gaeb": { de: "was-ist-gaeb", en: "what-is-gaeb" },
  "how-to-convert": { de: "gaeb-in-excel-umwandeln", en: "how-to-convert-gaeb-to-excel" },
  "price-comparison": {
    de: "preisspiegel-erstellen-mit-gaeb-konverter",
    en: "create-price-comparison-with-gaeb-converter",
  },
};

export const POST_ORDER: readonly PostKey[] = ["what-is-gaeb", "how-to-convert", "price-comparison"];

/** Older English slug kept working; its canonical URL is the main slug. */
export const POST_SLUG_ALIASES: Record<string, { lang: Lang; post: PostKey }> = {
  "convert-gaeb-to-excel": { lang: "en", post: "how-to-convert" },
};

export function postPath(post: PostKey, lang: Lang): string {
  return `${PAGE_PATHS.blog[lang]}/${POST_SLUGS[post][lang]}`;
}

export function pagePath(page: Exclude<PageId, "post">, lang: Lang): string {
  return PAGE_PATHS[page][lang];
}

export type RouteMatch =
  | { kind: "page"; lang: Lang; page: Exclude<PageId, "post">; path: string }
  | { kind: "page"; lang: Lang; page: "post"; post: PostKey; slug: string; path: string }
  | { kind: "redirect"; to: string }
  | { kind: "not-found"; lang: Lang; path: string };

/** Removes a trailing slash except on the language homes, which are written with one. */
export function normalizePath(pathname: string): string {
  if (pathname === "/" || pathname === "") return "/";
  if (pathname === "/de" || pathname === "/en") return `${pathname}/`;
  if (pathname === "/de/" || pathname === "/en/") return pathname;
  return pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : pathname;
}

function findPost(lang: Lang, slug: string): PostKey | undefined {
  const direct = POST_ORDER.find((post) => POST_SLUGS[post][lang] === slug);
  if (direct) return direct;
  const alias = POST_SLUG_ALIASES[slug];
  return alias && alias.lang === lang ? alias.post : undefined;
}

/** Applies the product's routing rules to a location path. */
export function resolvePath(rawPathname: string): RouteMatch {
  const path = normalizePath(rawPathname);
  if (path === "/") return { kind: "page", lang: "de", page: "home", path };
  const isLocalized = path.startsWith("/de/") || path.startsWith("/en/");
  if (!isLocalized) return { kind: "redirect", to: "/" };
  const lang = langFromPath(path);
  for (const [page, paths] of Object.entries(PAGE_PATHS)) {
    if (paths[lang] === path) return { kind: "page", lang, page: page as Exclude<PageId, "post">, path };
  }
  const blogPrefix = `${PAGE_PATHS.blog[lang]}/`;
  if (path.startsWith(blogPrefix)) {
    const slug = path.slice(blogPrefix.length);
    const post = slug.includes("/") ? undefined : findPost(lang, slug);
    if (!post) return { kind: "redirect", to: PAGE_PATHS.blog[lang] };
    return { kind: "page", lang, page: "post", post, slug, path };
  }
  return { kind: "not-found", lang, path };
}

/** Where the language toggle leads from a path: its counterpart, or the other language's home. */
export function alternatePath(rawPathname: string, target: Lang): string {
  const match = resolvePath(rawPathname);
  const fallback = target === "en" ? "/en/" : "/";
  if (match.kind !== "page") return fallback;
  if (match.lang === target) return match.path;
  if (match.page === "home") return target === "en" ? "/en/" : "/";
  if (match.page === "post") return postPath(match.post, target);
  return PAGE_PATHS[match.page][target];
}

/** Every path the build prerenders, both languages, including "/" and the blog alias. */
export function allPagePaths(): string[] {
  const paths = ["/"];
  for (const lang of ["de", "en"] as const) {
    for (const page of Object.keys(PAGE_PATHS) as Exclude<PageId, "post">[])
      paths.push(PAGE_PATHS[page][lang]);
    for (const post of POST_ORDER) paths.push(postPath(post, lang));
  }
  for (const [slug, alias] of Object.entries(POST_SLUG_ALIASES))
    paths.push(`${PAGE_PATHS.blog[alias.lang]}/${slug}`);
  return paths;
}
