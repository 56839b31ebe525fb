import { useCallback, useState } from "react";
import type { JobPhase } from "../worker/protocol";
import type { JobCrash } from "./job-crash";
import type { ReportedMessage } from "./messages";
import { type JobControl, type JobWork, useOnDeviceJob } from "./useOnDeviceJob";

/** Where a single-file page (offer, viewer) is with its file; `result` is what the page shows for an answer. */
export type FileJobState<Result> =
  | { kind: "empty"; fileError: string | null }
  | { kind: "working"; file: File; phase: JobPhase; started: number }
  | { kind: "done"; file: File; result: Result; messages: ReportedMessage[] }
  | { kind: "failed"; file: File; messages: ReportedMessage[] }
  | ({ kind: "crashed"; file: File } & JobCrash);

/** How the core answered, as the page reads it from the worker's output. */
export type FileAnswer<Result> =
  | { ok: true; result: Result; messages: ReportedMessage[] }
  | { ok: false; messages: ReportedMessage[] };

export interface FileJob<Output, Result> {
  work: JobWork<Output>;
  /** Reads the newest job's output; called only for it, so it may also keep what else the output says. */
  settle: (output: Output) => FileAnswer<Result>;
}

/**
 * One chosen file and the job that reads it: the drop zone (with why a file was refused), progress, the answer or
 * the crash, cancel and start over. `cancelled` is what the drop zone says after a cancel.
 */
export function useFileJob<Output, Result>(runner: JobControl, cancelled: string) {
  const [state, setState] = useState<FileJobState<Result>>({ kind: "empty", fileError: null });
  const job = useOnDeviceJob(runner);
  const { start, forget } = job;

  const run = useCallback(
    (file: File, { work, settle }: FileJob<Output, Result>) =>
      start(work, {
        working: (phase, started) => setState({ kind: "working", file, phase, started }),
        answered: (output) => {
          const answer = settle(output);
          setState(
            answer.ok
              ? { kind: "done", file, result: answer.result, messages: answer.messages }
              : { kind: "failed", file, messages: answer.messages },
          );
        },
        crashed: (crash) => setState({ kind: "crashed", file, ...crash }),
      }),
    [start],
  );

  /** Back to the drop zone, saying why the file was not read (null: nothing to say). */
  const refuse = useCallback(
    (fileError: string | null) => {
      forget();
      setState({ kind: "empty", fileError });
    },
    [forget],
  );

  const reset = useCallback(() => refuse(null), [refuse]);

  const cancel = useCallback(() => {
    job.cancel();
    setState({ kind: "empty", fileError: cancelled });
  }, [job.cancel, cancelled]);

  return { state, run, refuse, reset, cancel, end: job.end };
}
