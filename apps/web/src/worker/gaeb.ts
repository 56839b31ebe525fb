import { jobRunner } from "./client";
import type { GaebJob, GaebJobOutput } from "./gaeb.worker";

export type { GaebJob, GaebJobOutput } from "./gaeb.worker";

/** Writes a GAEB file as GAEB DA XML 3.3 in a Web Worker; the core is loaded the first time a page asks for it. */
export const gaebOnDevice = jobRunner<GaebJob, GaebJobOutput>(
  () => new Worker(new URL("./gaeb.worker.ts", import.meta.url), { type: "module", name: "gaeb-xml" }),
);
