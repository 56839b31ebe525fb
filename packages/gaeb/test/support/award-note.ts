// A plain ES module of the benchmark, shared so that tests and benchmark make offers alike.
import { bidderOffer } from "../../bench/generate-offers.mjs";
import { type CompareOptions, type CompareResult, compareOffers, type InputFile } from "../../src/index.js";
import { corpusFiles } from "./corpus.js";

const makeOffer = bidderOffer as (
  x84: string,
  options: { name: string; factor: number; leaveOut?: number; keepDeclared?: boolean },
) => string;

/**
 * The Vergabevermerk's comparison: the sample request with its own offer and two generated bidders, one a quarter
 * cheaper (unusually low), one incomplete whose stated totals disagree with its unit prices.
 */
export function awardNoteComparison(
  options: CompareOptions = {},
  /** Dated 14 March 2025, so the note is the same every day; false: today, as by default. */
  dated = true,
): Extract<CompareResult, { ok: true }> {
  const files = corpusFiles();
  const get = (path: string) => files.find((f) => f.path === path) as { name: string; bytes: Uint8Array };
  const request = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
  const real = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
  const xml = new TextDecoder().decode(real.bytes);
  const input = (name: string, text: string): InputFile => ({ name, bytes: new TextEncoder().encode(text) });
  const offers = [
    { name: real.name, bytes: real.bytes },
    input("guenstig.x84", makeOffer(xml, { name: "Günstig Bau GmbH", factor: 0.75 })),
    input(
      "lueckenhaft.x84",
      makeOffer(xml, { name: "Lückenhaft & Söhne KG", factor: 0.95, leaveOut: 3, keepDeclared: true }),
    ),
  ];
  const result = compareOffers({ name: request.name, bytes: request.bytes }, offers, {
    ...(dated ? { date: "2025-03-14" } : {}),
    ...options,
  });
  if (!result.ok) throw new Error(`comparison failed: ${JSON.stringify(result.issues)}`);
  return result;
}
