import type { Page } from "playwright-core";

/**
 * Every request the page (and its workers) makes from now on, to prove that a job on the user's computer sends
 * nothing anywhere: the only thing it may fetch is the site's own built scripts.
 */
export function recordRequests(page: Page): { all: string[]; isStaticAsset(url: string): boolean } {
  const all: string[] = [];
  const origin = new URL(page.url()).origin;
  page.context().on("request", (request) => all.push(request.url()));
  return {
    all,
    isStaticAsset(url) {
      const parsed = new URL(url);
      return parsed.origin === origin && parsed.pathname.startsWith("/assets/");
    },
  };
}
