import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { site } from "./config";
import { resolveWithModule } from "./routing/router";
import { applyHead } from "./seo/head";
import { routeKey } from "./seo/route-key";

/** Resolves the route, loads its page module and hydrates (or renders) the app. */
async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const resolved = await resolveWithModule(window.location.pathname);
  if (resolved.redirected) window.history.replaceState(null, "", resolved.path + window.location.hash);
  const initial = { match: resolved.match, module: resolved.module };
  const app = <App initial={initial} />;
  // Hydrate only what was prerendered for this very route; 404.html serves many paths and is re-rendered.
  if (container.dataset.route === routeKey(resolved.match)) {
    hydrateRoot(container, app);
  } else {
    applyHead(document, resolved.module.meta(resolved.match), resolved.match.lang, site.origin);
    createRoot(container).render(app);
  }
}

void start();
