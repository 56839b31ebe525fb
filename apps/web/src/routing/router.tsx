import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { site } from "../config";
import { loadPage, pageKeyOf } from "../pages/registry";
import type { PageModule, RenderableMatch } from "../pages/types";
import { applyHead } from "../seo/head";
import { normalizePath, resolvePath } from "./routes";

export interface RouterState {
  match: RenderableMatch;
  module: PageModule;
}

interface RouterValue extends RouterState {
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error("useRouter must be used inside <RouterProvider>");
  return value;
}

/** Follows redirects (at most a few hops) and loads the page module for a path. */
export async function resolveWithModule(
  path: string,
): Promise<RouterState & { path: string; redirected: boolean }> {
  let current = path;
  let redirected = false;
  for (let hop = 0; hop < 3; hop += 1) {
    const match = resolvePath(current);
    if (match.kind === "redirect") {
      current = match.to;
      redirected = true;
      continue;
    }
    return { match, module: await loadPage(pageKeyOf(match)), path: current, redirected };
  }
  throw new Error(`Redirect loop while resolving ${path}`);
}

function splitHash(to: string): { path: string; hash: string } {
  const index = to.indexOf("#");
  return index < 0 ? { path: to, hash: "" } : { path: to.slice(0, index), hash: to.slice(index) };
}

function scrollAfterNavigation(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Leaves the single-page app for an ordinary page load, which fetches the current HTML and with it the current
 * chunks. It cannot loop: a full load never calls back into here, and if the new page's own script fails too, the
 * prerendered page stays readable with plain links.
 */
function loadFullPage(url: string, replace: boolean): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

export function RouterProvider({ initial, children }: { initial: RouterState; children: ReactNode }) {
  const [state, setState] = useState<RouterState>(initial);
  const navigationId = useRef(0);

  const go = useCallback(async (to: string, replace: boolean, fromHistory: boolean) => {
    const id = ++navigationId.current;
    const { path, hash } = splitHash(to);
    let next: Awaited<ReturnType<typeof resolveWithModule>>;
    try {
      next = await resolveWithModule(path || window.location.pathname);
    } catch {
      // The page's chunk could not be loaded, typically because a redeploy removed it while this tab stayed open.
      // Back/forward already moved the address bar: that entry is loaded in place rather than added again.
      if (id === navigationId.current)
        loadFullPage(fromHistory ? window.location.href : to, fromHistory || replace);
      return;
    }
    if (id !== navigationId.current) return;
    const url = `${next.path}${hash}`;
    if (!fromHistory || next.redirected) {
      if (replace || next.redirected) window.history.replaceState(null, "", url);
      else window.history.pushState(null, "", url);
    }
    setState({ match: next.match, module: next.module });
    applyHead(document, next.module.meta(next.match), next.match.lang, site.origin);
    if (!fromHistory) requestAnimationFrame(() => scrollAfterNavigation(hash));
  }, []);

  useEffect(() => {
    const onPop = () => void go(window.location.pathname + window.location.hash, true, true);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [go]);

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => void go(to, options?.replace ?? false, false),
    [go],
  );

  return <RouterContext.Provider value={{ ...state, navigate }}>{children}</RouterContext.Provider>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An ordinary link that navigates inside the site without reloading. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || target === "_blank" || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}

/** True when the link points at the page being shown (for aria-current). */
export function useIsCurrent(to: string): boolean {
  const { match } = useRouter();
  // "/" shows the German home, so its navigation entry ("/de/") is the current one there.
  const shown = match.path === "/" ? "/de/" : match.path;
  return match.kind === "page" && normalizePath(splitHash(to).path) === shown;
}
