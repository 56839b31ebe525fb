import type { OfferChoice, OfferOptions, OfferSummary } from "gaeb2xlsx";
import { useCallback, useEffect, useRef, useState } from "react";
import type { OfferTexts } from "../../content/offer";
import type { Lang } from "../../i18n/lang";
import { checkWorkbook, readInputFile } from "../../ondevice/files";
import { jobCrash } from "../../ondevice/job-crash";
import { type ReportedMessage, reportedMessages } from "../../ondevice/messages";
import type { JobRunner } from "../../worker/client";
import type { OfferJob, OfferJobOutput } from "../../worker/offer.worker";
import type { JobPhase } from "../../worker/protocol";

export type OfferRunner = Pick<JobRunner<OfferJob, OfferJobOutput>, "run"> &
  Partial<Pick<JobRunner<OfferJob, OfferJobOutput>, "cancel">>;

export type OfferState =
  | { kind: "empty"; fileError: string | null }
  | { kind: "working"; file: File; phase: JobPhase; started: number }
  | { kind: "done"; file: File; summary: OfferSummary; x84: Uint8Array; messages: ReportedMessage[] }
  | { kind: "failed"; file: File; messages: ReportedMessage[] }
  /** `timedOut`: the worker was ended at its time limit (a workbook far too large, or a stuck job). */
  | { kind: "crashed"; file: File; reason: string; timedOut?: boolean };

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
  const [state, setState] = useState<OfferState>({ kind: "empty", fileError: null });
  const [cause, setCause] = useState<RunCause>("file");
  const generation = useRef(0);
  const latestChoices = useRef(choices);
  // A workbook made from several requests: its LV sheets (each one an offer of its own) and the one chosen.
  const [sheets, setSheets] = useState<OfferChoice[]>([]);
  const [sheet, setSheet] = useState("");
  const chosenSheet = useRef("");

  const run = useCallback(
    async (file: File, why: RunCause) => {
      const job = ++generation.current;
      setCause(why);
      const started = Date.now();
      setState({ kind: "working", file, phase: "working", started });
      const onProgress = (phase: JobPhase) => {
        if (job === generation.current) setState({ kind: "working", file, phase, started });
      };
      try {
        const workbook = await readInputFile(file);
        const output = await runner.run(
          { workbook, options: optionsFor(latestChoices.current, lang, chosenSheet.current) },
          [workbook.bytes.buffer as ArrayBuffer],
          { onProgress },
        );
        if (job !== generation.current) return;
        const messages = reportedMessages(output.result.issues, output.messages);
        if (!output.result.ok && output.result.choices) setSheets(output.result.choices);
        setState(
          output.result.ok
            ? { kind: "done", file, summary: output.result.summary, x84: output.result.x84, messages }
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
    async (file: File) => {
      chosenSheet.current = "";
      setSheet("");
      setSheets([]);
      const check = await checkWorkbook(file);
      if (check === "ok") return run(file, "file");
      generation.current += 1;
      const fileError =
        check === "too-large" ? texts.tooLarge : check === "empty" ? texts.empty : texts.wrongType;
      setState({ kind: "empty", fileError });
    },
    [run, texts],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    chosenSheet.current = "";
    setSheet("");
    setSheets([]);
    setState({ kind: "empty", fileError: null });
  }, []);

  /** Ends the running job's worker (a core call cannot be interrupted otherwise) and returns to the drop zone. */
  const cancel = useCallback(() => {
    generation.current += 1;
    runner.cancel?.();
    setState({ kind: "empty", fileError: texts.cancelled });
  }, [runner, texts]);

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
    cancel,
  };
}
