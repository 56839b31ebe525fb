import type { PageId } from "../routing/routes";
import type { PageModule, RenderableMatch } from "./types";

export type PageKey = PageId | "not-found";

// One chunk per page keeps the home page's JavaScript small; articles and legal texts load on demand.
const loaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import("./home/HomePage"),
  converter: () => import("./converter/ConverterPage"),
  offer: () => import("./offer/OfferPage"),
  import: () => import("./import/ImportPage"),
  compare: () => import("./compare/ComparePage"),
  viewer: () => import("./viewer/ViewerPage"),
  billing: () => import("./billing/BillingPage"),
  pricing: () => import("./pricing/PricingPage"),
  faq: () => import("./faq/FaqPage"),
  blog: () => import("./blog/BlogListPage"),
  post: () => import("./blog/BlogPostPage"),
  contact: () => import("./contact/ContactPage"),
  privacy: () => import("./legal/PrivacyPage"),
  terms: () => import("./legal/TermsPage"),
  imprint: () => import("./legal/ImprintPage"),
  "not-found": () => import("./not-found/NotFoundPage"),
};

const loaded = new Map<PageKey, PageModule>();

export function pageKeyOf(match: RenderableMatch): PageKey {
  return match.kind === "not-found" ? "not-found" : match.page;
}

export async function loadPage(key: PageKey): Promise<PageModule> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const module = await loaders[key]();
  loaded.set(key, module);
  return module;
}

export const PAGE_KEYS = Object.keys(loaders) as PageKey[];
