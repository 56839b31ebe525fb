// Renders every route of both languages to dist/<route>/index.html, plus the 404 pages (dist/404.html in German,
// dist/en/404.html for unknown /en/ paths; the service picks the one of the path's first folder), sitemap.xml and
// robots.txt.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const ssrDir = join(root, "dist-ssr");

const server = await import(pathToFileURL(join(ssrDir, "entry-server.js")).href);
const template = await readFile(join(dist, "index.html"), "utf8");

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function fillTemplate(page) {
  const replacements = {
    '<html lang="de">': `<html lang="${page.lang}">`,
    __APP_TITLE__: escapeHtml(page.title),
    __APP_ROUTE__: escapeHtml(page.routeKey),
    "<!--app-head-->": page.head,
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
await mkdir(join(dist, "en"), { recursive: true });
await writeFile(join(dist, "en", "404.html"), fillTemplate(await server.renderNotFound("en")));

const origin = server.site.origin;
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...sitemapUrls].map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join("\n")}
</urlset>
`;
await writeFile(join(dist, "sitemap.xml"), sitemap);
await writeFile(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerender: ${server.allPagePaths().length} pages, 404.html, en/404.html, sitemap.xml (${sitemapUrls.size} URLs)`,
);
if (server.site.isPlaceholder) {
  console.warn(
    "prerender: WARNING imprint and privacy policy name a placeholder operator; set SITE_OPERATOR_NAME, SITE_OPERATOR_ADDRESS, SITE_OPERATOR_EMAIL and SITE_ORIGIN for a real deployment",
  );
}
