import type { EvaluationOptions } from "../compare/evaluation-options.js";
import { compareOffers } from "../compare/index.js";
import type { Locale } from "../issues.js";
import { localNumber } from "../messages/numbers.js";
import { langOption, parseOptions, UsageError } from "./args.js";
import {
  EVALUATION_FLAGS,
  EVALUATION_USAGE,
  evaluationLines,
  evaluationOptions,
  settingsLine,
} from "./compare-evaluation.js";
import { type Io, loadInput, reportIssues, type WriteAtomically } from "./run-support.js";

export const COMPARE_USAGE = `Usage: gaeb2xlsx compare REQUEST OFFER OFFER... [-o PREISSPIEGEL.xlsx] [--lang de|en] [--reference N]
       [evaluation options]

Compares two or more offers (X84, D84, P84) against the request they answer (X83, or X81/X86) in one workbook:
the price comparison (Preisspiegel) item by item, the bidders ranked by their totals after discounts, the
evaluation for the award (Wertung: Wertungssumme with Bedarfs- and Wahlpositionen, unusual unit prices, unusually
low offers) and the unusual unit prices per bidder (Aufklärung). Prints the ranking by Wertungssumme.

  -o, --output FILE   where to write the workbook (default: Preisspiegel.xlsx, English: price-comparison.xlsx)
      --lang de|en    language of the workbook and of messages (default: de)
      --reference N   measure deviations against bidder N (its place among the offers, from 1) instead of the
                      lowest unit price; the workbook lets a reviewer change this
  -h, --help          show this help

${EVALUATION_USAGE}`;

const TEXT = {
  de: {
    written: (path: string, offers: number) =>
      `${path} geschrieben (${localNumber(offers, "de")} Angebote verglichen).`,
    reference: (n: string) => `--reference muss die Nummer eines Angebots sein (1 bis ${n}).`,
  },
  en: {
    written: (path: string, offers: number) =>
      `Wrote ${path} (${localNumber(offers, "en")} offers compared).`,
    reference: (n: string) => `--reference must be the number of an offer (1 to ${n}).`,
  },
} as const;

interface CompareCliOptions {
  request: string;
  offers: string[];
  output?: string;
  lang: Locale;
  reference?: number;
  evaluation: EvaluationOptions;
}

function parseCompareArgs(argv: readonly string[]): CompareCliOptions | "help" {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    lang: { type: "string" },
    reference: { type: "string" },
    help: { type: "boolean", short: "h" },
    ...EVALUATION_FLAGS,
  });
  if (values.help) return "help";
  const lang = langOption(values.lang);
  const [request, ...offers] = positionals;
  if (!request) throw new UsageError("no request (X83) given");
  let reference: number | undefined;
  if (values.reference !== undefined) {
    reference = Number(values.reference);
    if (!Number.isInteger(reference) || reference < 1 || reference > offers.length)
      throw new UsageError(TEXT[lang].reference(String(offers.length)));
  }
  return {
    request,
    offers,
    lang,
    evaluation: evaluationOptions(values, lang),
    ...(values.output ? { output: values.output } : {}),
    ...(reference ? { reference } : {}),
  };
}

/** `gaeb2xlsx compare`: exit 0 with the workbook written, 1 with the reasons on stderr, 2 on a usage error. */
export async function runCompare(
  argv: readonly string[],
  io: Io,
  writeAtomically: WriteAtomically,
): Promise<number> {
  let options: CompareCliOptions | "help";
  try {
    options = parseCompareArgs(argv);
  } catch (error) {
    io.stderr.write(`gaeb2xlsx: ${(error as Error).message}\n\n${COMPARE_USAGE}\n`);
    return 2;
  }
  if (options === "help") {
    io.stdout.write(`${COMPARE_USAGE}\n`);
    return 0;
  }
  const { lang } = options;
  try {
    const request = await loadInput(options.request, lang);
    const offers = await Promise.all(options.offers.map((path) => loadInput(path, lang)));
    const result = compareOffers(request, offers, {
      lang,
      ...(options.reference ? { referenceBidder: options.reference - 1 } : {}),
      evaluation: options.evaluation,
    });
    reportIssues(result.issues, lang, io);
    if (!result.ok) return 1;
    const output = options.output ?? (lang === "de" ? "Preisspiegel.xlsx" : "price-comparison.xlsx");
    await writeAtomically(output, result.xlsx, lang);
    io.stderr.write(`${settingsLine(result.evaluationSettings, lang)}\n`);
    io.stdout.write(`${evaluationLines(result.evaluation, result.currency, lang)}\n`);
    io.stderr.write(`${TEXT[lang].written(output, offers.length)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`gaeb2xlsx: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
