import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Locale } from "../issues.js";

export interface CliOptions {
  inputs: string[];
  output?: string;
  lang: Locale;
  longText: boolean;
  components: boolean;
  base?: string;
  json: boolean;
  help: boolean;
  version: boolean;
}

export class UsageError extends Error {}

export const USAGE = `Usage: gaeb2xlsx INPUT... [-o OUT.xlsx] [--lang de|en] [--no-long-text] [--components] [--base X83] [--json]
       gaeb2xlsx offer WORKBOOK.xlsx [-o OFFER.x84] [--bidder NAME] [--not-offered-empty] [--sheet NAME] [--strict]
       gaeb2xlsx compare REQUEST OFFER OFFER... [-o PREISSPIEGEL.xlsx] [--lang de|en] [--reference N]
       gaeb2xlsx gaeb INPUT -o OUTPUT.X8N [--version 3.3|3.2] [--lang de|en]
       gaeb2xlsx template [-o Vorlage.xlsx] [--lang de|en]
       gaeb2xlsx from-xlsx BOOK.xlsx -o LV.X8N [--sheet NAME] [--map oz=A,short=B,...] [--project NAME]
       gaeb2xlsx bill CONTRACT.X86|LAST.xlsx [-o BILLING.xlsx] [--lang de|en]
       gaeb2xlsx invoice BILLING.xlsx [-o INVOICE.X89] [--qty-determination FILE.X31] [--lang de|en]

Converts GAEB files (GAEB DA XML X80–X89, X89B, versions 2.x–3.3; GAEB 2000 P81–P86; GAEB 90 D81–D86)
into one Excel workbook, one worksheet per file. \`offer\` makes the offer (X84) from a workbook made from a
request and priced in Excel or LibreOffice (see gaeb2xlsx offer --help); \`compare\` writes a price comparison
(Preisspiegel) of two or more offers against their request (see gaeb2xlsx compare --help); \`gaeb\` writes any of
these files as GAEB DA XML 3.3 (or 3.2) of the same phase (see gaeb2xlsx gaeb --help); \`template\` writes the
workbook a bill of quantities is typed into (see gaeb2xlsx template --help); \`from-xlsx\` turns a bill of
quantities kept in a spreadsheet into GAEB DA XML 3.3 (see gaeb2xlsx from-xlsx --help); \`bill\` makes the billing
workbook of a contract (X86) and \`invoice\` the invoice (X89) and quantity determination (X31) from it (see
gaeb2xlsx bill --help and gaeb2xlsx invoice --help).

  -o, --output FILE   where to write the workbook (default: the first input's name with .xlsx, here)
      --lang de|en    language of the workbook and of messages (default: de)
      --no-long-text  leave the long text column empty
      --components    a request that names no unit price components gets the four of Formblatt 223
                      (Lohn, Stoffe, Geräte, Sonstiges) and a time per unit in its offer form
      --base FILE     the request (X83) an offer (X84) answers: its texts, units and quantities are merged in
      --json          print the model as JSON instead of writing a workbook (unless -o is given too)
  -h, --help          show this help
  -v, --version       show the version`;

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;
type StrictConfig<T extends OptionsConfig> = {
  args: string[];
  allowPositionals: true;
  strict: true;
  options: T;
};

/** The command line's options the way every command reads them: strict, with what went wrong as a UsageError. */
export function parseOptions<T extends OptionsConfig>(
  argv: readonly string[],
  options: T,
): ReturnType<typeof parseArgs<StrictConfig<T>>> {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true as const, strict: true as const, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `--lang`, the same two languages for every command. */
export function langOption(value: string | undefined): Locale {
  const lang = value ?? "de";
  if (lang !== "de" && lang !== "en") throw new UsageError(`--lang must be "de" or "en", not "${lang}"`);
  return lang;
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    lang: { type: "string" },
    "no-long-text": { type: "boolean" },
    components: { type: "boolean" },
    base: { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
    version: { type: "boolean", short: "v" },
  });
  const lang = langOption(values.lang);
  const help = values.help ?? false;
  const version = values.version ?? false;
  if (!help && !version && positionals.length === 0) throw new UsageError("no input file given");
  return {
    inputs: positionals,
    ...(values.output ? { output: values.output } : {}),
    lang,
    longText: !(values["no-long-text"] ?? false),
    components: values.components ?? false,
    ...(values.base ? { base: values.base } : {}),
    json: values.json ?? false,
    help,
    version,
  };
}
