import { basename } from "node:path";
import { convertToXlsx, readGaeb } from "../convert.js";
import { hasErrors } from "../issues.js";
import { counted, localNumber } from "../messages/numbers.js";
import type { CliOptions } from "./args.js";
import {
  type Io,
  loadInput as load,
  openInput,
  reportIssues as report,
  writeAtomically,
} from "./run-support.js";

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

/** The plain command, GAEB files to one workbook (or to JSON): the code only this command needs, loaded when it runs. */
export async function runConvert(options: CliOptions, io: Io): Promise<number> {
  const text = CLI_TEXT[options.lang];
  if (options.json) {
    const documents = await Promise.all(
      options.inputs.map(async (path) => readGaeb(await load(path, options.lang))),
    );
    const issues = documents.flatMap((result) => result.issues);
    report(issues, options.lang, io);
    if (hasErrors(issues)) return 1;
    const values = documents.map((result) => (result.ok ? result.value : undefined));
    io.stdout.write(`${JSON.stringify(values.length === 1 ? values[0] : values, null, 2)}\n`);
    if (!options.output) return 0;
  }
  // Read in pieces by the conversion itself, so that a large file is never in memory whole.
  const inputs = options.inputs.map((path) => openInput(path, options.lang));
  const base = options.base ? openInput(options.base, options.lang).input : undefined;
  const progress = io.stderr.isTTY === true && inputs.some(({ size }) => size > PROGRESS_THRESHOLD_BYTES);
  if (progress) {
    for (const { input, size } of inputs)
      io.stderr.write(
        `${text.reading(input.name, localNumber((size / 1048576).toFixed(1), options.lang))}\n`,
      );
  }
  const result = convertToXlsx(
    inputs.map(({ input }) => input),
    {
      lang: options.lang,
      longText: options.longText,
      components: options.components,
      ...(base ? { base } : {}),
    },
  );
  report(result.issues, options.lang, io);
  if (!result.ok) return 1;
  if (progress) io.stderr.write(`${text.writing}\n`);
  const output = options.output ?? defaultOutput(options.inputs[0] ?? "gaeb");
  await writeAtomically(output, result.xlsx, options.lang);
  if (!options.json) io.stderr.write(`${text.written(output, inputs.length)}\n`);
  return 0;
}
