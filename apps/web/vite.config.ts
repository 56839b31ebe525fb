import { defineConfig } from "vite";
import { siteConfigFromEnv } from "./scripts/site-config.mjs";

// Build-time configuration (origin, imprint operator) is baked into the bundle; see README.md.
const site = siteConfigFromEnv(process.env);

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  define: {
    __SITE_CONFIG__: JSON.stringify(site),
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    target: "es2022",
  },
  // Workers (the core on the user's computer) are ES modules so that they can share chunks with the pages.
  worker: { format: "es" },
  ssr: { noExternal: [] },
});
