import { WorkerJobError } from "../worker/client";

/** Why an on-device job ended without an answer, as the single-file pages show it: the reason, and a time limit. */
export function jobCrash(error: unknown): { reason: string; timedOut?: boolean } {
  const timedOut = error instanceof WorkerJobError && error.reason === "timed_out";
  return {
    reason: error instanceof Error ? error.message : String(error),
    ...(timedOut ? { timedOut } : {}),
  };
}
