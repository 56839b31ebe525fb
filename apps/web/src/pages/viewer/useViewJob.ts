import type { LvView } from "gaeb2xlsx";
import { useCallback, useRef, useState } from "react";
import type { ViewerTexts } from "../../content/viewer";
import type { Lang } from "../../i18n/lang";
import { hasGaebName, readInputFile } from "../../ondevice/files";
import { jobCrash } from "../../ondevice/job-crash";
import { type ReportedMessage, reportedMessages } from "../../ondevice/messages";
import type { JobRunner } from "../../worker/client";
import type { JobPhase } from "../../worker/protocol";
import type { ViewJob, ViewJobOutput } from "../../worker/view.worker";

export type ViewRunner = Pick<JobRunner<ViewJob, ViewJobOutput>, "run"> &
  Partial<Pick<JobRunner<ViewJob, ViewJobOutput>, "cancel" | "dispose">>;

/**
 * The largest file the viewer opens. Nothing is uploaded, so this only protects the tab's memory: a 50 MB LV
 * (the largest real ones) opens well below a gigabyte; twice that is past any bill of quantities.
 */
export const MAX_VIEW_BYTES = 100 * 1024 * 1024;

export type ViewState =
  | { kind: "empty"; fileError: string | null }
  | { kind: "working"; file: File; phase: JobPhase; started: number }
  | { kind: "shown"; file: File; view: LvView; search: string[]; messages: ReportedMessage[] }
  | { kind: "failed"; file: File; messages: ReportedMessage[] }
  /** `timedOut`: the worker was ended at its time limit. */
  | { kind: "crashed"; file: File; reason: string; timedOut?: boolean };

/** Name and size only; what the file holds is judged by the core, which says what is wrong in its messages. */
export function checkViewFile(file: File, texts: ViewerTexts): string | null {
  if (!hasGaebName(file.name)) return texts.wrongType;
  if (file.size === 0) return texts.empty;
  return file.size > MAX_VIEW_BYTES ? texts.tooLarge : null;
}

/** The viewer's flow: check the chosen file, read it in the worker, keep only the newest answer. */
export function useViewJob(runner: ViewRunner, lang: Lang, texts: ViewerTexts) {
  const [state, setState] = useState<ViewState>({ kind: "empty", fileError: null });
  const generation = useRef(0);

  const run = useCallback(
    async (file: File) => {
      const job = ++generation.current;
      const started = Date.now();
      setState({ kind: "working", file, phase: "working", started });
      const onProgress = (phase: JobPhase) => {
        if (job === generation.current) setState({ kind: "working", file, phase, started });
      };
      try {
        const input = await readInputFile(file);
        const output = await runner.run({ file: input, lang }, [input.bytes.buffer as ArrayBuffer], {
          onProgress,
        });
        if (job !== generation.current) return;
        // One file is read at a time, seldom: ending the worker gives back the memory the core used for a large LV
        // (a 50 MB file's worker holds hundreds of megabytes until it is collected). The next file starts a new one.
        runner.dispose?.();
        const messages = reportedMessages(output.result.issues, output.messages);
        setState(
          output.result.ok
            ? { kind: "shown", file, view: output.result.view, search: output.search, messages }
            : { kind: "failed", file, messages },
        );
      } catch (error) {
        if (job !== generation.current) return;
        setState({ kind: "crashed", file, ...jobCrash(error) });
      }
    },
    [runner, lang],
  );

  const chooseFile = useCallback(
    (file: File) => {
      const fileError = checkViewFile(file, texts);
      if (fileError === null) return void run(file);
      generation.current += 1;
      setState({ kind: "empty", fileError });
    },
    [run, texts],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setState({ kind: "empty", fileError: null });
  }, []);

  const cancel = useCallback(() => {
    generation.current += 1;
    runner.cancel?.();
    setState({ kind: "empty", fileError: texts.cancelled });
  }, [runner, texts]);

  return { state, chooseFile, retry: run, reset, cancel };
}
