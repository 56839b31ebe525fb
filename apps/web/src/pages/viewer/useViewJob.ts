import type { LvView } from "gaeb2xlsx";
import { useCallback } from "react";
import type { ViewerTexts } from "../../content/viewer";
import type { Lang } from "../../i18n/lang";
import { hasGaebName, readInputFile } from "../../ondevice/files";
import { reportedMessages } from "../../ondevice/messages";
import { type FileJobState, useFileJob } from "../../ondevice/useFileJob";
import type { JobRunner } from "../../worker/client";
import type { ViewJob, ViewJobOutput } from "../../worker/view.worker";

export type ViewRunner = Pick<JobRunner<ViewJob, ViewJobOutput>, "run"> &
  Partial<Pick<JobRunner<ViewJob, ViewJobOutput>, "cancel" | "dispose">>;

/**
 * The largest file the viewer opens. Nothing is uploaded, so this only protects the tab's memory: a 50 MB LV
 * (the largest real ones) opens well below a gigabyte; twice that is past any bill of quantities.
 */
export const MAX_VIEW_BYTES = 100 * 1024 * 1024;

/** The LV as the page shows it, with the search texts of its rows. */
export interface ShownLv {
  view: LvView;
  search: string[];
}

export type ViewState = FileJobState<ShownLv>;

/** Name and size only; what the file holds is judged by the core, which says what is wrong in its messages. */
export function checkViewFile(file: File, texts: ViewerTexts): string | null {
  if (!hasGaebName(file.name)) return texts.wrongType;
  if (file.size === 0) return texts.empty;
  return file.size > MAX_VIEW_BYTES ? texts.tooLarge : null;
}

/** The viewer's flow: check the chosen file, read it in the worker, keep only the newest answer. */
export function useViewJob(runner: ViewRunner, lang: Lang, texts: ViewerTexts) {
  const job = useFileJob<ViewJobOutput, ShownLv>(runner, texts.cancelled);
  const { run: runJob, refuse, end } = job;

  const run = useCallback(
    (file: File) =>
      runJob(file, {
        work: async (onProgress) => {
          const input = await readInputFile(file);
          return runner.run({ file: input, lang }, [input.bytes.buffer as ArrayBuffer], { onProgress });
        },
        settle: (output) => {
          // One file is read at a time, seldom: ending the worker gives back the memory the core used for a large
          // LV (a 50 MB file's worker holds hundreds of megabytes until it is collected). The next file starts a new one.
          end();
          const messages = reportedMessages(output.result.issues, output.messages);
          return output.result.ok
            ? { ok: true, result: { view: output.result.view, search: output.search }, messages }
            : { ok: false, messages };
        },
      }),
    [runJob, end, runner, lang],
  );

  const chooseFile = useCallback(
    (file: File) => {
      const fileError = checkViewFile(file, texts);
      if (fileError === null) return void run(file);
      refuse(fileError);
    },
    [run, refuse, texts],
  );

  return { state: job.state, chooseFile, retry: run, reset: job.reset, cancel: job.cancel };
}
