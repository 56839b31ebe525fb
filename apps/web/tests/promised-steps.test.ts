import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "../e2e/support/paths";

/** The tool pages as prerendered: what a reader (and a search engine) gets. */
const PAGES = [
  "de/gaeb-nach-excel",
  "en/converter",
  "de/excel-nach-x84",
  "en/excel-to-x84",
  "de/preisspiegel",
  "en/price-comparison",
  "de/abrechnung",
  "en/billing",
];

interface HowToData {
  "@type": string;
  totalTime?: string;
  step: Array<{ name: string; text: string }>;
}

function readPage(path: string) {
  const html = readFileSync(join(distDir, path, "index.html"), "utf8");
  const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .flatMap((m) => {
      const parsed = JSON.parse(m[1] as string) as object | object[];
      return Array.isArray(parsed) ? parsed : [parsed];
    })
    .find((entry) => (entry as HowToData)["@type"] === "HowTo") as HowToData | undefined;
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  // Inline tags (strong, a) join their words as the browser shows them; entities become their characters.
  const text = (fragment: string) =>
    fragment
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<\/?(p|li|ol|ul|h\d|div|section)\b[^>]*>/g, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  const lists = [...main.matchAll(/<ol class="tool-steps">([\s\S]*?)<\/ol>/g)];
  const shown = lists.flatMap((list) =>
    [...(list[1] as string).matchAll(/<li>([\s\S]*?)<\/li>/g)].map((li) => text(li[1] as string).trim()),
  );
  // The heading right before the list: what the steps are said to reach.
  const before = lists[0] ? main.slice(0, lists[0].index) : "";
  const heading = text([...before.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].at(-1)?.[1] ?? "").trim();
  return { howTo: data, shown, heading, text: text(main) };
}

describe("the steps a tool page promises", () => {
  it.each(PAGES)("%s shows every step it declares, as many as its words promise", (path) => {
    const page = readPage(path);
    expect(page.howTo, "HowTo data").toBeDefined();
    const steps = page.howTo?.step ?? [];
    expect(page.shown).toHaveLength(steps.length);
    for (const [index, step] of steps.entries()) expect(page.shown[index]).toBe(`${step.name}. ${step.text}`);
    const promised = /\b(drei|three) (Schritten|steps)\b/i.exec(page.text);
    if (promised) expect(steps).toHaveLength(3);
  });

  it.each(["de/excel-nach-x84", "en/excel-to-x84"])(
    "%s names what its steps reach (the X84), and claims no minute for pricing an LV",
    (path) => {
      const page = readPage(path);
      // The steps end with the X84 downloaded: they do not show the submission, so the heading must not promise it.
      expect(page.heading).toMatch(/X84/);
      expect(page.heading).not.toMatch(/abgeben|submit/i);
      expect(page.howTo?.totalTime).toBeUndefined();
      // The article converts step by step and has one section on the X84: the link says that, not more.
      expect(page.text).not.toMatch(/Step by step in the article|Ausführlich beschrieben im Artikel/);
    },
  );
});
