import type { ComponentType } from "react";
import type { RouteMatch } from "../routing/routes";
import type { PageMeta } from "../seo/head";

/** The routes that render a page (redirects never reach a page). */
export type RenderableMatch = Exclude<RouteMatch, { kind: "redirect" }>;

export interface PageProps {
  match: RenderableMatch;
}

/** A page is a lazily loaded module: its component and its metadata. */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta(match: RenderableMatch): PageMeta;
}
