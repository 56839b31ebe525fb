import { jobRunner } from "./client";
import type { ImportJob, ImportJobOutput } from "./import.worker";

export type {
  ImportJob,
  ImportJobOutput,
  ImportReading,
  ImportReadOutput,
  ImportWriteOutput,
  TemplateOutput,
} from "./import.worker";

/** Reads a spreadsheet as an LV and writes it as GAEB in a Web Worker; the core loads the first time a page asks. */
export const importOnDevice = jobRunner<ImportJob, ImportJobOutput>(
  () => new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module", name: "gaeb-import" }),
);
