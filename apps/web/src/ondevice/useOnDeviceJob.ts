import { useCallback, useRef } from "react";
import type { JobPhase } from "../worker/protocol";
import { type JobCrash, jobCrash } from "./job-crash";

/** The parts of a worker runner a page controls besides running a job. */
export interface JobControl {
  /** Stops the worker mid-job; its job is rejected as cancelled. */
  cancel?: () => void;
  /** Ends the worker between jobs, giving back what the core held; the next job starts a new one. */
  dispose?: () => void;
}

/** What a running job tells the page; only the newest job's news arrives, an older one's is dropped. */
export interface JobHandlers<Output> {
  working: (phase: JobPhase, started: number) => void;
  answered: (output: Output) => void;
  crashed: (crash: JobCrash) => void;
}

/** The work of one job: read the files and call the runner, passing `onProgress` on. */
export type JobWork<Output> = (onProgress: (phase: JobPhase) => void) => Promise<Output>;

/**
 * One on-device job at a time, as the offer, comparison and viewer pages run them: a new job makes every older
 * one's answer stale (options or files may change while a job runs), progress carries the job's start for the
 * elapsed time, and an error becomes a crash in the pages' common terms.
 */
export function useOnDeviceJob(runner: JobControl) {
  const generation = useRef(0);

  const start = useCallback(async <Output>(work: JobWork<Output>, on: JobHandlers<Output>): Promise<void> => {
    const job = ++generation.current;
    const started = Date.now();
    on.working("working", started);
    const onProgress = (phase: JobPhase) => {
      if (job === generation.current) on.working(phase, started);
    };
    try {
      const output = await work(onProgress);
      if (job === generation.current) on.answered(output);
    } catch (error) {
      if (job === generation.current) on.crashed(jobCrash(error));
    }
  }, []);

  /** Drops the running job's answer, if any (a new file, a reset, a file refused before it ran). */
  const forget = useCallback(() => {
    generation.current += 1;
  }, []);

  /** Drops the running job's answer and ends its worker (a core call cannot be interrupted otherwise). */
  const cancel = useCallback(() => {
    generation.current += 1;
    runner.cancel?.();
  }, [runner]);

  /** Ends the worker mid-job and lets the job's crash say it was cancelled. */
  const stop = useCallback(() => runner.cancel?.(), [runner]);

  /** Ends the worker after an answer, so that the memory the core used goes back. */
  const end = useCallback(() => runner.dispose?.(), [runner]);

  return { start, forget, cancel, stop, end };
}
