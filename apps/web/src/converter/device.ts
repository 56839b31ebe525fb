import type { Lang } from "../i18n/lang";
import { gaebFileName } from "../ondevice/gaeb-file";
import type { JobRunner } from "../worker/client";
import type { ConvertJob, DeviceConvertResult } from "../worker/convert";
import type { GaebJob, GaebJobOutput } from "../worker/gaeb";
import type { ConversionPlan } from "./plan";
import {
  type ChosenFile,
  ConversionFailure,
  type ConversionMessages,
  type ConversionNote,
  type ConversionOutcome,
  type Converter,
  workbookName,
} from "./service";

type Runner<Job, Output> = () => Promise<Pick<JobRunner<Job, Output>, "run">>;

const read = async (chosen: { name: string; file: File }) => ({
  name: chosen.name,
  bytes: new Uint8Array(await chosen.file.arrayBuffer()),
});

/** The core's warnings and notes, worded by the worker, for the result's preview (errors stopped the job). */
function notesOf(issues: ReadonlyArray<{ severity: string }>, messages: readonly string[]): ConversionNote[] {
  return issues
    .flatMap((issue, i): ConversionNote[] =>
      issue.severity === "error"
        ? []
        : [{ severity: issue.severity === "warning" ? "warning" : "info", message: messages[i] ?? "" }],
    )
    .slice(0, 50);
}

/** The first error's sentence: why nothing was made. */
function firstError(issues: ReadonlyArray<{ severity: string }>, messages: readonly string[]): string {
  const index = issues.findIndex((issue) => issue.severity === "error");
  return messages[Math.max(0, index)] ?? "";
}

type WorkerAnswer = { ok: boolean; issues: ReadonlyArray<{ severity: string }>; messages: readonly string[] };

/**
 * Runs a job on the device. Anything going wrong around the core (a file that cannot be read, a worker that does
 * not load or dies) is the device's failure; a file the core refuses fails with the core's first error.
 */
async function runOnDevice<Output extends WorkerAnswer>(
  words: ConversionMessages,
  work: () => Promise<Output>,
  onProgress: (percent: number) => void,
): Promise<Extract<Output, { ok: true }>> {
  let output: Output;
  try {
    output = await work();
  } catch {
    throw new ConversionFailure(words.deviceFailure);
  }
  if (!output.ok)
    throw new ConversionFailure(words.conversionFailed(firstError(output.issues, output.messages)));
  onProgress(100);
  return output as Extract<Output, { ok: true }>;
}

/** The one chosen file written again as GAEB DA XML 3.3 of its phase, in its own worker. */
async function writeGaebXml(
  plan: ConversionPlan<ChosenFile>,
  lang: Lang,
  words: ConversionMessages,
  runner: Runner<GaebJob, GaebJobOutput>,
  onProgress: (percent: number) => void,
): Promise<ConversionOutcome> {
  const chosen = [...plan.sheets, ...(plan.base ? [plan.base] : [])];
  const [only] = chosen;
  if (!only || chosen.length !== 1) throw new ConversionFailure(words.gaebOneFile);
  const output = await runOnDevice(
    words,
    async () => {
      const file = await read(only);
      onProgress(40);
      return (await runner()).run({ file, lang }, [file.bytes.buffer]);
    },
    onProgress,
  );
  return {
    where: "device",
    gaebXml: output.bytes,
    excelFileName: gaebFileName(only.name, output.extension),
    sheets: [],
    notes: notesOf(output.issues, output.messages),
  };
}

/**
 * Converts on the user's computer: the core runs in a Web Worker, nothing is sent anywhere. The worker (and with it
 * the core) is loaded only when the first conversion starts, so the page itself stays light.
 */
export function deviceConverter(
  lang: Lang,
  words: ConversionMessages,
  runner: Runner<ConvertJob, DeviceConvertResult> = async () =>
    (await import("../worker/convert")).convertOnDevice,
  gaebRunner: Runner<GaebJob, GaebJobOutput> = async () => (await import("../worker/gaeb")).gaebOnDevice,
): Converter {
  return {
    async convert(plan, settings, onProgress) {
      onProgress(10);
      if (settings.output === "gaeb-xml") return writeGaebXml(plan, lang, words, gaebRunner, onProgress);
      const result = await runOnDevice(
        words,
        async () => {
          const files = await Promise.all(plan.sheets.map(read));
          const base = plan.base ? await read(plan.base) : undefined;
          onProgress(40);
          const job: ConvertJob = {
            files,
            options: {
              lang: settings.sheetLang,
              longText: settings.longText,
              ...(settings.components ? { components: true } : {}),
              ...(base ? { base } : {}),
            },
            messageLang: lang,
          };
          return (await runner()).run(
            job,
            [...files, ...(base ? [base] : [])].map((f) => f.bytes.buffer),
          );
        },
        onProgress,
      );
      return {
        where: "device",
        xlsx: result.xlsx,
        excelFileName: workbookName(plan),
        sheets: result.sheets,
        notes: notesOf(result.issues, result.messages),
      };
    },
  };
}
