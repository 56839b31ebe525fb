import type { Lang } from "../i18n/lang";
import type { JobRunner } from "../worker/client";
import type { ConvertJob, DeviceConvertResult } from "../worker/convert";
import {
  ConversionFailure,
  type ConversionMessages,
  type ConversionNote,
  type Converter,
  workbookName,
} from "./service";

/**
 * Converts on the user's computer: the core runs in a Web Worker, nothing is sent anywhere. The worker (and with it
 * the core) is loaded only when the first conversion starts, so the page itself stays light.
 */
export function deviceConverter(
  lang: Lang,
  words: ConversionMessages,
  runner: () => Promise<JobRunner<ConvertJob, DeviceConvertResult>> = async () =>
    (await import("../worker/convert")).convertOnDevice,
): Converter {
  return {
    async convert(plan, settings, onProgress) {
      onProgress(10);
      const read = async (chosen: { name: string; file: File }) => ({
        name: chosen.name,
        bytes: new Uint8Array(await chosen.file.arrayBuffer()),
      });
      let result: DeviceConvertResult;
      try {
        const files = await Promise.all(plan.sheets.map(read));
        const base = plan.base ? await read(plan.base) : undefined;
        onProgress(40);
        const job: ConvertJob = {
          files,
          options: { lang: settings.sheetLang, longText: settings.longText, ...(base ? { base } : {}) },
          messageLang: lang,
        };
        result = await (await runner()).run(
          job,
          [...files, ...(base ? [base] : [])].map((f) => f.bytes.buffer),
        );
      } catch {
        throw new ConversionFailure(words.deviceFailure);
      }
      if (!result.ok) {
        const index = result.issues.findIndex((issue) => issue.severity === "error");
        throw new ConversionFailure(words.conversionFailed(result.messages[Math.max(0, index)] ?? ""));
      }
      onProgress(100);
      const notes: ConversionNote[] = result.issues.flatMap((issue, i) =>
        issue.severity === "error"
          ? []
          : [
              {
                severity: issue.severity === "warning" ? "warning" : "info",
                message: result.messages[i] ?? "",
              },
            ],
      );
      return {
        where: "device",
        xlsx: result.xlsx,
        excelFileName: workbookName(plan),
        sheets: result.sheets,
        notes: notes.slice(0, 50),
      };
    },
  };
}
