import type { OfferBreakdown, OfferChoice, OfferOptions, OfferSummary } from "gaeb2xlsx";
import { useCallback, useEffect, useRef, useState } from "react";
import type { OfferTexts } from "../../content/offer";
import type { Lang } from "../../i18n/lang";
import { checkWorkbook, readInputFile } from "../../ondevice/files";
import { reportedMessages } from "../../ondevice/messages";
import { type FileJobState, useFileJob } from "../../ondevice/useFileJob";
import type { JobRunner } from "../../worker/client";
import type { OfferJob, OfferJobOutput } from "../../worker/offer.worker";

export type OfferRunner = Pick<JobRunner<OfferJob, OfferJobOutput>, "run"> &
  Partial<Pick<JobRunner<OfferJob, OfferJobOutput>, "cancel">>;

/** The offer made from the chosen workbook: what it says, and the X84 to save. */
export interface OfferResult {
  summary: OfferSummary;
  x84: Uint8Array;
  /** The price breakdown (Formblatt 223), where the workbook asks for one. */
  breakdown?: OfferBreakdown;
}

export type OfferState = FileJobState<OfferResult>;

export interface OfferChoices {
  bidder: string;
  notOfferedEmpty: boolean;
}

/** Why a job ran: a new file moves focus to the outcome, a changed option must not take it from the field. */
export type RunCause = "file" | "options";

/** Waiting this long after the last keystroke in the bidder field before writing the X84 again. */
export const OPTION_DEBOUNCE_MS = 400;

function optionsFor(choices: OfferChoices, lang: Lang, sheet: string): OfferOptions {
  const bidder = choices.bidder.trim();
  return {
    lang,
    notOfferedEmpty: choices.notOfferedEmpty,
    ...(bidder ? { bidder } : {}),
    ...(sheet ? { sheet } : {}),
  };
}

/**
 * The offer page's flow: check the dropped file, run the core in the worker, keep only the newest answer (options may
 * change while a job runs), and write the X84 again when an option changes after a result.
 */
export function useOfferJob(runner: OfferRunner, lang: Lang, texts: OfferTexts, choices: OfferChoices) {
  const job = useFileJob<OfferJobOutput, OfferResult>(runner, texts.cancelled);
  const { state, refuse } = job;
  const [cause, setCause] = useState<RunCause>("file");
  const latestChoices = useRef(choices);
  // A workbook made from several requests: its LV sheets (each one an offer of its own) and the one chosen.
  const [sheets, setSheets] = useState<OfferChoice[]>([]);
  const [sheet, setSheet] = useState("");
  const chosenSheet = useRef("");

  const { run: runJob } = job;
  const run = useCallback(
    (file: File, why: RunCause) => {
      setCause(why);
      return runJob(file, {
        work: async (onProgress) => {
          const workbook = await readInputFile(file);
          return runner.run(
            { workbook, options: optionsFor(latestChoices.current, lang, chosenSheet.current) },
            [workbook.bytes.buffer as ArrayBuffer],
            { onProgress },
          );
        },
        settle: (output) => {
          const messages = reportedMessages(output.result.issues, output.messages);
          if (!output.result.ok && output.result.choices) setSheets(output.result.choices);
          if (!output.result.ok) return { ok: false, messages };
          const { summary, x84, breakdown } = output.result;
          return { ok: true, result: { summary, x84, ...(breakdown ? { breakdown } : {}) }, messages };
        },
      });
    },
    [runJob, runner, lang],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      chosenSheet.current = "";
      setSheet("");
      setSheets([]);
      const check = await checkWorkbook(file);
      if (check === "ok") return run(file, "file");
      refuse(check === "too-large" ? texts.tooLarge : check === "empty" ? texts.empty : texts.wrongType);
    },
    [run, refuse, texts],
  );

  const { reset: resetJob } = job;
  const reset = useCallback(() => {
    chosenSheet.current = "";
    setSheet("");
    setSheets([]);
    resetJob();
  }, [resetJob]);

  // A changed option writes the X84 again for the file already chosen.
  const currentFile = state.kind === "empty" ? null : state.file;
  const fileRef = useRef(currentFile);
  fileRef.current = currentFile;
  const { bidder, notOfferedEmpty } = choices;
  useEffect(() => {
    const before = latestChoices.current;
    latestChoices.current = { bidder, notOfferedEmpty };
    const changed = before.bidder !== bidder || before.notOfferedEmpty !== notOfferedEmpty;
    const file = fileRef.current;
    if (!changed || !file) return;
    const timer = setTimeout(() => void run(file, "options"), OPTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [bidder, notOfferedEmpty, run]);

  /** Makes the offer of another sheet of the same workbook; the chooser keeps the focus. */
  const chooseSheet = useCallback(
    (name: string) => {
      chosenSheet.current = name;
      setSheet(name);
      const file = fileRef.current;
      if (file) void run(file, "options");
    },
    [run],
  );

  return {
    state,
    cause,
    sheets,
    sheet,
    chooseFile,
    chooseSheet,
    retry: (file: File) => run(file, "file"),
    reset,
    cancel: job.cancel,
  };
}
