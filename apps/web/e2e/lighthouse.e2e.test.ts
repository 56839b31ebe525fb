import { describe, expect, inject, it } from "vitest";
import { AUDITED_PATHS, runLighthouse } from "../scripts/lighthouse-run.mjs";

// Performance depends on the machine's load, so `npm run lighthouse` reports it; the other three are asserted.
const ASSERTED = ["accessibility", "best-practices", "seo"];

describe.skipIf(!inject("browserAvailable"))(
  "Lighthouse on home, converter, Excel to X84, price comparison, GAEB viewer and billing, both languages",
  () => {
    it("scores at least 95 in accessibility, best practices and SEO", { timeout: 300_000 }, async () => {
      const results = await runLighthouse(inject("baseURL"), { paths: AUDITED_PATHS, categories: ASSERTED });
      for (const { path, scores, failing, runtimeError } of results) {
        expect(runtimeError, path).toBeUndefined();
        for (const category of ASSERTED) {
          expect(
            scores[category],
            `${path} ${category}: ${failing[category]?.join(", ")}`,
          ).toBeGreaterThanOrEqual(95);
        }
      }
    });
  },
);
