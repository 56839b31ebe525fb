import type { Locale } from "../issues.js";
import { templateFileName, writeTemplate } from "../xlsx/template.js";
import { langOption, parseOptions, UsageError } from "./args.js";
import type { Io, WriteAtomically } from "./run-support.js";

export const TEMPLATE_USAGE = `Usage: gaeb2xlsx template [-o Vorlage.xlsx] [--lang de|en]

Writes the template workbook ("Vorlage") a bill of quantities is typed into: a title block (project, bill of
quantities, client, currency, VAT rate), the columns OZ | Art | Kurztext | Langtext | Menge | Einheit | EP with a
short worked example, and a sheet of notes on what each column takes. gaeb2xlsx from-xlsx turns the filled-in
workbook into GAEB DA XML.

  -o, --output FILE  where to write it (default: Vorlage.xlsx, with --lang en Template.xlsx, here)
      --lang de|en   language of the template and of messages (default: de)
  -h, --help         show this help`;

export interface TemplateCliOptions {
  output?: string;
  lang: Locale;
}

export function parseTemplateArgs(argv: readonly string[]): TemplateCliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    lang: { type: "string" },
  });
  const lang = langOption(values.lang);
  if (positionals.length > 0)
    throw new UsageError(`template takes no input file; name the output with -o, not "${positionals[0]}"`);
  return { ...(values.output ? { output: values.output } : {}), lang };
}

const TEXT = {
  de: { written: (path: string) => `${path} geschrieben: Vorlage für ein Leistungsverzeichnis.` },
  en: { written: (path: string) => `Wrote ${path}: template for a bill of quantities.` },
} as const;

/** `gaeb2xlsx template`: the template in the language asked for, written beside its target and renamed. */
export async function runTemplate(
  options: TemplateCliOptions,
  io: Io,
  write: WriteAtomically,
): Promise<number> {
  const output = options.output ?? templateFileName(options.lang);
  await write(output, writeTemplate({ lang: options.lang }), options.lang);
  io.stderr.write(`${TEXT[options.lang].written(output)}\n`);
  return 0;
}
