import type { Locale } from "../issues.js";
import type { Phase } from "../model.js";
import { langOption, parseOptions, UsageError } from "./args.js";

export const GAEB_USAGE = `Usage: gaeb2xlsx gaeb INPUT -o OUTPUT.X8N [--version 3.3|3.2] [--lang de|en]

Writes any GAEB file the converter reads (GAEB DA XML 2.x–3.3, GAEB 2000 .P8x, GAEB 90 .D8x) as GAEB DA XML of
the same phase: a request (83) stays a request, an offer (84) an offer. The output's extension names that phase
(.X83 for 83, .X89B for 89B). Prints what was changed or could not be carried; writes no file when the output
would not be faithful.

  -o, --output FILE      where to write the GAEB DA XML file (its extension must name the input's phase)
      --version 3.3|3.2  GAEB DA XML version to write (default: 3.3)
      --lang de|en       language of messages (default: de)
  -h, --help             show this help`;

export interface GaebCliOptions {
  input: string;
  output: string;
  version: "3.3" | "3.2";
  lang: Locale;
}

export function parseGaebArgs(argv: readonly string[]): GaebCliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    version: { type: "string" },
    lang: { type: "string" },
  });
  const lang = langOption(values.lang);
  const version = values.version ?? "3.3";
  if (version !== "3.3" && version !== "3.2")
    throw new UsageError(`--version must be "3.3" or "3.2", not "${version}"`);
  if (positionals.length !== 1) throw new UsageError("gaeb takes exactly one input file");
  if (!values.output) throw new UsageError("give the output file with -o, e.g. -o LV.X83");
  return { input: positionals[0] as string, output: values.output, version, lang };
}

/** The extension GAEB DA XML gives a phase: "X83" for 83, "X89B" for 89B. */
export function phaseExtension(phase: Phase): string {
  return `X${phase}`;
}

/**
 * Whether the output's name says what it holds: receiving programs pick the phase by the extension, so an offer
 * saved as .X83 would be read as a request. Case does not matter (.x83 and .X83 are both usual).
 */
export function extensionNamesPhase(output: string, phase: Phase): boolean {
  const extension = /\.([^./\\]+)$/.exec(output)?.[1] ?? "";
  return extension.toUpperCase() === phaseExtension(phase);
}
