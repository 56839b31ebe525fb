import { jobRunner } from "./client";
import type { OfferJob, OfferJobOutput } from "./offer.worker";

/** Turns a filled workbook into an offer (X84) in a Web Worker; the core is loaded the first time a page asks. */
export const offerOnDevice = jobRunner<OfferJob, OfferJobOutput>(
  () => new Worker(new URL("./offer.worker.ts", import.meta.url), { type: "module", name: "gaeb-offer" }),
);
