import { describe, expect, inject, it } from "vitest";
import { allPagePaths } from "../src/routing/routes";

const baseURL = inject("baseURL");

/** Reads the head as served, without running any script: what crawlers and link previews see. */
async function servedHead(path: string) {
  const response = await fetch(`${baseURL}${path}`);
  const html = await response.text();
  const attr = (selector: RegExp) => selector.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
  return {
    status: response.status,
    csp: response.headers.get("content-security-policy"),
    html,
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    hreflang: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    twitter: Object.fromEntries(
      [...html.matchAll(/<meta name="(twitter:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    jsonLd,
    types: jsonLd.map((block) => block["@type"]),
  };
}

describe.skipIf(!inject("browserAvailable"))("metadata in the HTML as served", () => {
  it("every page has title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD", async () => {
    for (const path of allPagePaths()) {
      const head = await servedHead(path);
      expect(head.status, path).toBe(200);
      expect(head.csp, path).toContain("script-src 'self'");
      expect(head.lang, path).toBe(path.startsWith("/en/") ? "en" : "de");
      expect(head.title?.length, path).toBeGreaterThan(10);
      expect(head.description?.length, path).toBeGreaterThan(50);
      expect(head.canonical, path).toMatch(/^https?:\/\/[^/]+\/(de|en)\//);
      expect(Object.keys(head.hreflang).sort(), path).toEqual(["de", "en", "x-default"]);
      expect(head.hreflang["x-default"], path).toBe(head.hreflang.de);
      expect(head.og["og:title"], path).toBe(head.title);
      expect(head.og["og:image"], path).toMatch(/\/spi\.png$/);
      expect(head.twitter["twitter:card"], path).toBe("summary_large_image");
      expect(head.types, path).toContain("BreadcrumbList");
      // Prerendered content is in the body, and nothing inline would break the CSP.
      expect(head.html, path).toMatch(/<main id="main"[^>]*>.*<h1/s);
      expect(head.html, path).not.toMatch(/\sstyle="/);
      expect(head.html, path).not.toMatch(/<script(?![^>]*(type="application\/ld\+json"|type="module"))/);
    }
  });

  it("the home page describes the organisation, the website and a free application without invented ratings", async () => {
    for (const path of ["/", "/de/", "/en/"]) {
      const head = await servedHead(path);
      expect(head.types).toEqual(
        expect.arrayContaining(["Organization", "WebSite", "SoftwareApplication", "HowTo"]),
      );
      const app = head.jsonLd.find((b) => b["@type"] === "SoftwareApplication") as Record<string, unknown>;
      expect(app.offers).toMatchObject({ price: "0", priceCurrency: "EUR" });
      expect(head.html).not.toMatch(/aggregateRating|reviewCount|ratingValue/);
    }
    expect((await servedHead("/")).canonical).toMatch(/\/de\/$/);
  });

  it("FAQ, converter, the on-device pages and articles carry their structured data", async () => {
    const faq = await servedHead("/en/faq");
    const faqPage = faq.jsonLd.find((b) => b["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faqPage.mainEntity).toHaveLength(10);
    expect((await servedHead("/de/gaeb-nach-excel")).types).toEqual(
      expect.arrayContaining(["SoftwareApplication", "HowTo", "FAQPage"]),
    );
    for (const path of [
      "/de/excel-nach-x84",
      "/en/excel-to-x84",
      "/de/excel-nach-gaeb",
      "/en/excel-to-gaeb",
      "/de/preisspiegel",
      "/en/price-comparison",
      "/de/gaeb-viewer",
      "/en/gaeb-viewer",
    ]) {
      const tool = await servedHead(path);
      expect(tool.types, path).toEqual(["HowTo", "BreadcrumbList"]);
      expect(tool.hreflang.de, path).toMatch(
        /\/de\/(excel-nach-x84|excel-nach-gaeb|preisspiegel|gaeb-viewer)$/,
      );
      expect(tool.hreflang.en, path).toMatch(
        /\/en\/(excel-to-x84|excel-to-gaeb|price-comparison|gaeb-viewer)$/,
      );
    }
    // The billing page's short help is FAQ data too, beside its steps; each language names the other's page.
    for (const [path, other] of [
      ["/de/abrechnung", /\/en\/billing$/],
      ["/en/billing", /\/de\/abrechnung$/],
    ] as const) {
      const billing = await servedHead(path);
      expect(billing.types, path).toEqual(["HowTo", "BreadcrumbList", "FAQPage"]);
      expect(billing.hreflang[path.startsWith("/de/") ? "en" : "de"], path).toMatch(other);
      expect(billing.title, path).toMatch(/X89/);
      const help = billing.jsonLd.find((b) => b["@type"] === "FAQPage") as { mainEntity: unknown[] };
      expect(help.mainEntity, path).toHaveLength(5);
    }
    const post = await servedHead("/de/blog/was-ist-gaeb");
    expect(post.types).toContain("BlogPosting");
    expect(post.title).toBe(
      "Was ist GAEB? Die Dateiformate X81, X83, X84 und X86 einfach erklärt - GAEB zu Excel",
    );
    expect(post.og["og:type"]).toBe("article");
    const howTo = await servedHead("/de/blog/gaeb-in-excel-umwandeln");
    expect(howTo.types).toEqual(["BlogPosting", "BreadcrumbList", "HowTo", "FAQPage"]);
    const alias = await servedHead("/en/blog/convert-gaeb-to-excel");
    expect(alias.canonical).toMatch(/\/en\/blog\/how-to-convert-gaeb-to-excel$/);
  });

  it("serves a 404 page in the path's language with status 404 and noindex for unknown paths", async () => {
    const cases = [
      { path: "/de/gibt-es-nicht", lang: "de", title: "Seite nicht gefunden | GAEB zu Excel" },
      { path: "/gibt-es-nicht", lang: "de", title: "Seite nicht gefunden | GAEB zu Excel" },
      { path: "/en/does-not-exist", lang: "en", title: "Page Not Found | GAEB to Excel" },
      { path: "/en/blog/a/b", lang: "en", title: "Page Not Found | GAEB to Excel" },
    ];
    for (const { path, lang, title } of cases) {
      const head = await servedHead(path);
      expect([path, head.status, head.lang, head.title]).toEqual([path, 404, lang, title]);
      expect(head.html).toContain('content="noindex, follow"');
      expect(head.canonical).toBeUndefined();
    }
    const english = await servedHead("/en/does-not-exist");
    expect(english.html).toContain("<h1>Page Not Found</h1>");
    expect(english.html).not.toMatch(/Seite nicht gefunden|Startseite/);
  });

  it("publishes a sitemap of every canonical page and a robots.txt pointing to it", async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(allPagePaths().length - 2);
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
