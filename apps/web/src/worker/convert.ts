import { jobRunner } from "./client";
import type { ConvertJob, DeviceConvertResult } from "./convert.worker";

export type { ConvertJob, DeviceConvertResult } from "./convert.worker";

/** Converts GAEB files to a workbook in a Web Worker; the core is loaded the first time a page asks for it. */
export const convertOnDevice = jobRunner<ConvertJob, DeviceConvertResult>(
  () => new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module", name: "gaeb-convert" }),
);
