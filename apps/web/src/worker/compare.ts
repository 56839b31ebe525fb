import { jobRunner } from "./client";
import type { CompareJob, CompareJobOutput } from "./compare.worker";

/** Compares offers with their request in a Web Worker; the core is loaded the first time a page asks for it. */
export const compareOnDevice = jobRunner<CompareJob, CompareJobOutput>(
  () => new Worker(new URL("./compare.worker.ts", import.meta.url), { type: "module", name: "gaeb-compare" }),
);
