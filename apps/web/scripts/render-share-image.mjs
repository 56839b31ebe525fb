// Renders the share image public/spi.png (1200×630) from assets-src/spi.svg in Debian's Chromium.
// Run after editing the SVG: node scripts/render-share-image.mjs
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const source = fileURLToPath(new URL("../assets-src/spi.svg", import.meta.url));
const target = fileURLToPath(new URL("../public/spi.png", import.meta.url));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(`file://${source}`);
  await page.screenshot({ path: target });
  console.log(`wrote ${target}`);
} finally {
  await browser.close();
}
