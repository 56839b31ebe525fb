import type { RenderableMatch } from "../pages/types";

/** Identifies what a prerendered document shows, so the client knows whether it may hydrate it. */
export function routeKey(match: RenderableMatch): string {
  return match.kind === "not-found" ? `not-found:${match.lang}` : match.path;
}
