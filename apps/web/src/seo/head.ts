import type { Lang } from "../i18n/lang";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of this page's canonical URL (the main slug for aliases). */
  canonicalPath: string;
  /** Paths of the same page per language; null where a page has no counterpart. */
  alternates: Record<Lang, string> | null;
  ogType: "website" | "article";
  jsonLd: object[];
  noindex?: boolean;
}

export type HeadTag =
  | { tag: "meta"; attrs: Record<string, string> }
  | { tag: "link"; attrs: Record<string, string> }
  | { tag: "script"; attrs: Record<string, string>; text: string };

export const SHARE_IMAGE_PATH = "/spi.png";

/** Every tag the document head needs for one page besides <title>. */
export function headTags(meta: PageMeta, lang: Lang, origin: string): HeadTag[] {
  const url = (path: string) => `${origin}${path}`;
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { name: "description", content: meta.description } },
    { tag: "meta", attrs: { name: "robots", content: meta.noindex ? "noindex, follow" : "index, follow" } },
  ];
  if (!meta.noindex) tags.push({ tag: "link", attrs: { rel: "canonical", href: url(meta.canonicalPath) } });
  if (meta.alternates && !meta.noindex) {
    tags.push(
      { tag: "link", attrs: { rel: "alternate", hreflang: "de", href: url(meta.alternates.de) } },
      { tag: "link", attrs: { rel: "alternate", hreflang: "en", href: url(meta.alternates.en) } },
      { tag: "link", attrs: { rel: "alternate", hreflang: "x-default", href: url(meta.alternates.de) } },
    );
  }
  const image = url(SHARE_IMAGE_PATH);
  tags.push(
    { tag: "meta", attrs: { property: "og:type", content: meta.ogType } },
    { tag: "meta", attrs: { property: "og:site_name", content: "GAEB zu Excel" } },
    { tag: "meta", attrs: { property: "og:title", content: meta.title } },
    { tag: "meta", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", attrs: { property: "og:url", content: url(meta.canonicalPath) } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { property: "og:image:width", content: "1200" } },
    { tag: "meta", attrs: { property: "og:image:height", content: "630" } },
    { tag: "meta", attrs: { property: "og:locale", content: lang === "de" ? "de_DE" : "en_US" } },
    { tag: "meta", attrs: { property: "og:locale:alternate", content: lang === "de" ? "en_US" : "de_DE" } },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attrs: { name: "twitter:title", content: meta.title } },
    { tag: "meta", attrs: { name: "twitter:description", content: meta.description } },
    { tag: "meta", attrs: { name: "twitter:image", content: image } },
  );
  for (const block of meta.jsonLd) {
    // "<" is escaped so that text from articles can never close the script element.
    const text = JSON.stringify(block).replace(/</g, "\\u003c");
    tags.push({ tag: "script", attrs: { type: "application/ld+json" }, text });
  }
  return tags;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Serialises head tags for the prerendered HTML; each carries data-head so the client can replace them. */
export function headTagsToHtml(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      const attrs = Object.entries({ ...t.attrs, "data-head": "" })
        .map(([k, v]) => (v === "" ? k : `${k}="${escapeAttribute(v)}"`))
        .join(" ");
      return t.tag === "script" ? `<script ${attrs}>${t.text}</script>` : `<${t.tag} ${attrs}>`;
    })
    .join("\n    ");
}

/** Replaces the page-specific head tags after client-side navigation. */
export function applyHead(doc: Document, meta: PageMeta, lang: Lang, origin: string): void {
  doc.title = meta.title;
  doc.documentElement.lang = lang;
  for (const old of Array.from(doc.head.querySelectorAll("[data-head]"))) old.remove();
  for (const t of headTags(meta, lang, origin)) {
    const el = doc.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    el.setAttribute("data-head", "");
    if (t.tag === "script") el.textContent = t.text;
    doc.head.append(el);
  }
}
