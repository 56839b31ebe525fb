import { renderToString } from "react-dom/server";
import { App } from "../app/App";
import { site } from "../config";
import type { Lang } from "../i18n/lang";
import { loadPage, PAGE_KEYS, type PageKey, pageKeyOf } from "../pages/registry";
import type { RenderableMatch } from "../pages/types";
import { allPagePaths, resolvePath } from "../routing/routes";
import { headTags, headTagsToHtml } from "../seo/head";
import { routeKey } from "../seo/route-key";

export interface RenderedPage {
  html: string;
  head: string;
  title: string;
  lang: Lang;
  routeKey: string;
  pageKey: PageKey;
  canonical: string | null;
}

async function render(match: RenderableMatch): Promise<RenderedPage> {
  const pageKey = pageKeyOf(match);
  const module = await loadPage(pageKey);
  const meta = module.meta(match);
  const html = renderToString(<App initial={{ match, module }} />);
  return {
    html,
    head: headTagsToHtml(headTags(meta, match.lang, site.origin)),
    title: meta.title,
    lang: match.lang,
    routeKey: routeKey(match),
    pageKey,
    canonical: meta.noindex ? null : `${site.origin}${meta.canonicalPath}`,
  };
}

/** Renders one path of the site; redirects and unknown paths are errors here, the build lists only real pages. */
export async function renderPath(path: string): Promise<RenderedPage> {
  const match = resolvePath(path);
  if (match.kind !== "page") throw new Error(`${path} is not a page (${match.kind})`);
  return render(match);
}

/** The page served for unknown paths of one language (404.html is German, en/404.html English). */
export function renderNotFound(lang: Lang): Promise<RenderedPage> {
  return render({ kind: "not-found", lang, path: `/${lang}/404` });
}

export { allPagePaths, PAGE_KEYS, site };
