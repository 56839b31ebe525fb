import { readFile } from "node:fs/promises";
import type { Locale } from "../issues.js";
import { type CliOptions, parseCliArgs, USAGE, UsageError } from "./args.js";
import type { Io, WriteAtomically } from "./run-support.js";

/*
 * The entry point loads only the argument parser: each command's code (and the library parts it needs) is
 * imported when that command runs, so `--help` reads one small file and a conversion never loads the offer,
 * import, comparison or GAEB writer code. Start-up is most of the time a small file takes (issue 23).
 */

/** `offer`, `gaeb`, `from-xlsx` and `template`, each loading its own code when it is the one asked for. */
const SUBCOMMANDS = new Map<string, (argv: readonly string[], io: Io) => Promise<number>>(
  Object.entries({
    offer: async (argv, io) => {
      const { OFFER_USAGE, parseOfferArgs, runOffer } = await import("./offer.js");
      return subcommand(argv, io, OFFER_USAGE, parseOfferArgs, runOffer);
    },
    gaeb: async (argv, io) => {
      const [{ GAEB_USAGE, parseGaebArgs }, { runGaeb }] = await Promise.all([
        import("./gaeb-args.js"),
        import("./gaeb.js"),
      ]);
      return subcommand(argv, io, GAEB_USAGE, parseGaebArgs, runGaeb);
    },
    "from-xlsx": async (argv, io) => {
      const [{ FROM_XLSX_USAGE, parseFromXlsxArgs }, { runFromXlsx }] = await Promise.all([
        import("./from-xlsx-args.js"),
        import("./from-xlsx.js"),
      ]);
      return subcommand(argv, io, FROM_XLSX_USAGE, parseFromXlsxArgs, runFromXlsx);
    },
    bill: async (argv, io) => {
      const { BILL_USAGE, parseBillArgs, runBill } = await import("./billing.js");
      return subcommand(argv, io, BILL_USAGE, parseBillArgs, runBill);
    },
    invoice: async (argv, io) => {
      const { INVOICE_USAGE, parseInvoiceArgs, runInvoice } = await import("./billing.js");
      return subcommand(argv, io, INVOICE_USAGE, parseInvoiceArgs, runInvoice);
    },
    template: async (argv, io) => {
      const { TEMPLATE_USAGE, parseTemplateArgs, runTemplate } = await import("./template.js");
      return subcommand(argv, io, TEMPLATE_USAGE, parseTemplateArgs, runTemplate);
    },
  }),
);

/** Writes beside the target and renames; loaded with the first command that writes. */
const writeAtomically: WriteAtomically = async (path, bytes, lang) =>
  (await import("./run-support.js")).writeAtomically(path, bytes, lang);

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const command = argv[0];
  if (command === "compare") return compare(argv.slice(1), io);
  const run = command === undefined ? undefined : SUBCOMMANDS.get(command);
  if (run) return run(argv.slice(1), io);
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
    // Two folders below the package, from src/cli/ and from the bundle in dist/bin/ alike.
    const manifest = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    io.stdout.write(`${manifest.version}\n`);
    return 0;
  }
  try {
    const { runConvert } = await import("./convert-command.js");
    return await runConvert(options, io);
  } catch (error) {
    return failed(error, options.lang, io);
  }
}

/** A usage mistake found late, or anything unforeseen, said in one sentence: a stack trace helps no one here. */
async function failed(error: unknown, lang: Locale, io: Io): Promise<number> {
  if (error instanceof UsageError) {
    io.stderr.write(`gaeb2xlsx: ${error.message}\n`);
    return 1;
  }
  const [{ internalError }, { reportIssues }] = await Promise.all([
    import("../guard.js"),
    import("./run-support.js"),
  ]);
  reportIssues([internalError(error)], lang, io);
  return 1;
}

async function compare(argv: readonly string[], io: Io): Promise<number> {
  try {
    const { runCompare } = await import("./compare.js");
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
  run: (options: Options, io: Io, write: WriteAtomically) => Promise<number>,
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
