import type { ConvertResult } from "gaeb2xlsx";
import { jobRunner } from "./client";
import type { ConvertJob } from "./convert.worker";

/** Converts GAEB files to a workbook in a Web Worker; the core is loaded the first time a page asks for it. */
export const convertOnDevice = jobRunner<ConvertJob, ConvertResult>(
  () => new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module", name: "gaeb-convert" }),
);
