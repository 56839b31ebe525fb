import type { BillingJob, BillingJobOutput } from "./billing.worker";
import { jobRunner } from "./client";

export type { BillingJob, BillingJobOutput } from "./billing.worker";

const createWorker = (name: string) => () =>
  new Worker(new URL("./billing.worker.ts", import.meta.url), { type: "module", name });

/**
 * The billing page's two steps each have a worker of their own (the same script), so that cancelling one step's job
 * leaves the other's answer standing; each loads the core the first time its step is used.
 */
export const billingWorkbookOnDevice = jobRunner<BillingJob, BillingJobOutput>(createWorker("gaeb-billing"));
export const invoiceOnDevice = jobRunner<BillingJob, BillingJobOutput>(createWorker("gaeb-invoice"));
