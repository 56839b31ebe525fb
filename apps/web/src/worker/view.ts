import { jobRunner } from "./client";
import type { ViewJob, ViewJobOutput } from "./view.worker";

/** Reads a GAEB file for the viewer in a Web Worker; the core is loaded the first time the page asks for it. */
export const viewOnDevice = jobRunner<ViewJob, ViewJobOutput>(
  () => new Worker(new URL("./view.worker.ts", import.meta.url), { type: "module", name: "gaeb-view" }),
);
