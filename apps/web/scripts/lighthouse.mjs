// Prints Lighthouse scores for home, converter and the two on-device pages in both languages, against the real service serving dist/.
// Usage: npm run build -w @gaeb2xlsx/web && npm run lighthouse -w @gaeb2xlsx/web
import { runLighthouse } from "./lighthouse-run.mjs";
import { buildService, startSiteServer } from "./site-server.mjs";

buildService();
const server = await startSiteServer();
try {
  const results = await runLighthouse(server.url);
  console.log("path                      perf  a11y  best  seo");
  for (const { path, scores, failing, runtimeError } of results) {
    const row = ["performance", "accessibility", "best-practices", "seo"].map((c) =>
      String(scores[c]).padStart(4),
    );
    console.log(`${path.padEnd(24)} ${row.join("  ")}`);
    if (runtimeError) console.log(`  runtime error: ${runtimeError}`);
    for (const [category, audits] of Object.entries(failing)) {
      if (audits.length > 0) console.log(`  ${category} not perfect: ${audits.join(", ")}`);
    }
  }
} finally {
  await server.stop();
}
