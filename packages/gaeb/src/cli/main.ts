import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { convertToXlsx, readGaeb } from "../convert.js";
import { internalError } from "../guard.js";
import { hasErrors, type Locale } from "../issues.js";
import { counted, localNumber } from "../messages/numbers.js";
import { type CliOptions, parseCliArgs, USAGE, UsageError } from "./args.js";
import { runCompare } from "./compare.js";
import { runFromXlsx } from "./from-xlsx.js";
import { FROM_XLSX_USAGE, parseFromXlsxArgs } from "./from-xlsx-args.js";
import { runGaeb } from "./gaeb.js";
import { GAEB_USAGE, parseGaebArgs } from "./gaeb-args.js";
import { OFFER_USAGE, parseOfferArgs, runOffer } from "./offer.js";
import { type Io, loadInput as load, reportIssues as report, writeAtomically } from "./run-support.js";
import { parseTemplateArgs, runTemplate, TEMPLATE_USAGE } from "./template.js";

const CLI_TEXT = {
  de: {
    written: (path: string, sheets: number) =>
      `${path} geschrieben (${counted(sheets, "Tabellenblatt", "Tabellenblätter", "de")}).`,
    reading: (name: string, mb: string) => `Lese ${name} (${mb} MB) …`,
    writing: "Schreibe Arbeitsmappe …",
  },
  en: {
    written: (path: string, sheets: number) =>
      `Wrote ${path} (${counted(sheets, "worksheet", "worksheets", "en")}).`,
    reading: (name: string, mb: string) => `Reading ${name} (${mb} MB) …`,
    writing: "Writing workbook …",
  },
} as const;

/** Progress lines only help a person watching a slow conversion; pipes and CI logs stay clean. */
const PROGRESS_THRESHOLD_BYTES = 5 * 1024 * 1024;

function defaultOutput(input: string): string {
  return `${basename(input).replace(/\.(x8\d|x89b|x31|x5\d|xml|[dp]8\d)$/i, "")}.xlsx`;
}

async function run(options: CliOptions, io: Io): Promise<number> {
  const text = CLI_TEXT[options.lang];
  const inputs = await Promise.all(options.inputs.map((path) => load(path, options.lang)));
  const base = options.base ? await load(options.base, options.lang) : undefined;
  const progress =
    io.stderr.isTTY === true && inputs.some((input) => input.bytes.length > PROGRESS_THRESHOLD_BYTES);
  if (options.json) {
    const documents = inputs.map((input) => readGaeb(input));
    const issues = documents.flatMap((result) => result.issues);
    report(issues, options.lang, io);
    if (hasErrors(issues)) return 1;
    const values = documents.map((result) => (result.ok ? result.value : undefined));
    io.stdout.write(`${JSON.stringify(values.length === 1 ? values[0] : values, null, 2)}\n`);
    if (!options.output) return 0;
  }
  if (progress) {
    for (const input of inputs)
      io.stderr.write(
        `${text.reading(input.name, localNumber((input.bytes.length / 1048576).toFixed(1), options.lang))}\n`,
      );
  }
  const result = convertToXlsx(inputs, {
    lang: options.lang,
    longText: options.longText,
    ...(base ? { base } : {}),
  });
  report(result.issues, options.lang, io);
  if (!result.ok) return 1;
  if (progress) io.stderr.write(`${text.writing}\n`);
  const output = options.output ?? defaultOutput(options.inputs[0] ?? "gaeb");
  await writeAtomically(output, result.xlsx, options.lang);
  if (!options.json) io.stderr.write(`${text.written(output, inputs.length)}\n`);
  return 0;
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  if (argv[0] === "compare") return compare(argv.slice(1), io);
  if (argv[0] === "offer") return subcommand(argv.slice(1), io, OFFER_USAGE, parseOfferArgs, runOffer);
  if (argv[0] === "gaeb") return subcommand(argv.slice(1), io, GAEB_USAGE, parseGaebArgs, runGaeb);
  if (argv[0] === "from-xlsx")
    return subcommand(argv.slice(1), io, FROM_XLSX_USAGE, parseFromXlsxArgs, runFromXlsx);
  if (argv[0] === "template")
    return subcommand(argv.slice(1), io, TEMPLATE_USAGE, parseTemplateArgs, runTemplate);
  let options: CliOptions;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    io.stderr.write(`gaeb2xlsx: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.version) {
    const manifest = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    io.stdout.write(`${manifest.version}\n`);
    return 0;
  }
  try {
    return await run(options, io);
  } catch (error) {
    return failed(error, options.lang, io);
  }
}

/** A usage mistake found late, or anything unforeseen, said in one sentence: a stack trace helps no one here. */
function failed(error: unknown, lang: Locale, io: Io): number {
  if (error instanceof UsageError) io.stderr.write(`gaeb2xlsx: ${error.message}\n`);
  else report([internalError(error)], lang, io);
  return 1;
}

async function compare(argv: readonly string[], io: Io): Promise<number> {
  try {
    return await runCompare(argv, io, writeAtomically);
  } catch (error) {
    return failed(error, argv[argv.indexOf("--lang") + 1] === "en" ? "en" : "de", io);
  }
}

/** `offer`, `gaeb`, `template` and `from-xlsx`: their own help, a usage mistake (exit 2) with their own usage, then the run. */
async function subcommand<Options extends { lang: Locale }>(
  argv: readonly string[],
  io: Io,
  usage: string,
  parse: (argv: readonly string[]) => Options,
  run: (options: Options, io: Io, write: typeof writeAtomically) => Promise<number>,
): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout.write(`${usage}\n`);
    return 0;
  }
  let options: Options;
  try {
    options = parse(argv);
  } catch (error) {
    io.stderr.write(`gaeb2xlsx: ${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  try {
    return await run(options, io, writeAtomically);
  } catch (error) {
    return failed(error, options.lang, io);
  }
}
