import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue } from "axe-core";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What a violation of axe looks like in a failure message: rule, impact and the elements it found. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

const BLOCKING: readonly ImpactValue[] = ["serious", "critical"];

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations. The script goes in
 * through the DevTools protocol, so the site's Content-Security-Policy (no inline scripts) stays on.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(`${axeSource}\n;undefined`);
  const results = (await page.evaluate(() =>
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the script above defined in the page.
    (window as any).axe.run(document, { resultTypes: ["violations"] }),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}
