import { WorkerJobError } from "../worker/client";

/**
 * Why an on-device job ended without an answer: the reason, and whether the user cancelled it or it was ended at its
 * time limit (a file far too large, or a stuck job).
 */
export interface JobCrash {
  reason: string;
  stopped?: "cancelled" | "timed_out";
}

/** The words every on-device page has for a job that ended without an answer. */
export interface CrashWords {
  cancelled: string;
  timedOut: string;
  crashed: (reason: string) => string;
}

export function jobCrash(error: unknown): JobCrash {
  const stopped =
    error instanceof WorkerJobError && (error.reason === "cancelled" || error.reason === "timed_out")
      ? error.reason
      : undefined;
  return {
    reason: error instanceof Error ? error.message : String(error),
    ...(stopped ? { stopped } : {}),
  };
}

/** What the page says about a crash, in its outcome and to screen readers alike. */
export function crashText(crash: JobCrash, words: CrashWords): string {
  if (crash.stopped === "cancelled") return words.cancelled;
  if (crash.stopped === "timed_out") return words.timedOut;
  return words.crashed(crash.reason);
}
