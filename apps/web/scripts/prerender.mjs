// Renders every route of both languages to dist/<route>/index.html, plus dist/404.html, sitemap.xml and robots.txt.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const ssrDir = join(root, "dist-ssr");

const server = await import(pathToFileURL(join(ssrDir, "entry-server.js")).href);
const template = await readFile(join(dist, "index.html"), "utf8");
const manifest = JSON.parse(await readFile(join(dist, ".vite", "manifest.json"), "utf8"));

const PAGE_SOURCES = {
  home: "src/pages/home/HomePage.tsx",
  converter: "src/pages/converter/ConverterPage.tsx",
  pricing: "src/pages/pricing/PricingPage.tsx",
  faq: "src/pages/faq/FaqPage.tsx",
  blog: "src/pages/blog/BlogListPage.tsx",
  post: "src/pages/blog/BlogPostPage.tsx",
  contact: "src/pages/contact/ContactPage.tsx",
  privacy: "src/pages/legal/PrivacyPage.tsx",
  terms: "src/pages/legal/TermsPage.tsx",
  imprint: "src/pages/legal/ImprintPage.tsx",
  "not-found": "src/pages/not-found/NotFoundPage.tsx",
};

/** The page's own chunk and the chunks it imports, so the browser fetches them in parallel with the entry. */
function preloadsFor(pageKey) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    // The entry script is already in the page; preloading it again would only duplicate the request.
    if (!entry.isEntry) files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  const source = PAGE_SOURCES[pageKey];
  if (!source || !manifest[source]) throw new Error(`No chunk for page "${pageKey}" in the Vite manifest`);
  visit(source);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join("\n    ");
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function fillTemplate(page) {
  const replacements = {
    '<html lang="de">': `<html lang="${page.lang}">`,
    __APP_TITLE__: escapeHtml(page.title),
    __APP_ROUTE__: escapeHtml(page.routeKey),
    "<!--app-head-->": `${page.head}\n    ${preloadsFor(page.pageKey)}`,
    "<!--app-html-->": page.html,
  };
  // The content is already in the HTML; scripts only add interactivity, so they must not compete with the CSS.
  let html = template.replace(
    '<script type="module" crossorigin src=',
    '<script type="module" crossorigin fetchpriority="low" src=',
  );
  for (const [marker, value] of Object.entries(replacements)) {
    if (!html.includes(marker)) throw new Error(`index.html lacks the marker ${marker}`);
    html = html.split(marker).join(value);
  }
  return html;
}

function outputFile(path) {
  return path === "/" ? join(dist, "index.html") : join(dist, path, "index.html");
}

const sitemapUrls = new Set();
for (const path of server.allPagePaths()) {
  const page = await server.renderPath(path);
  const file = outputFile(path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, fillTemplate(page));
  if (page.canonical) sitemapUrls.add(page.canonical);
}
await writeFile(join(dist, "404.html"), fillTemplate(await server.renderNotFound("de")));

const origin = server.site.origin;
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...sitemapUrls].map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join("\n")}
</urlset>
`;
await writeFile(join(dist, "sitemap.xml"), sitemap);
await writeFile(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
await rm(ssrDir, { recursive: true, force: true });
await rm(join(dist, ".vite"), { recursive: true, force: true });
console.log(
  `prerender: ${server.allPagePaths().length} pages, 404.html, sitemap.xml (${sitemapUrls.size} URLs)`,
);
