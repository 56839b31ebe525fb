import type {
  EvaluationData,
  EvaluationOptions,
  EvaluationRow,
  EvaluationSettingsRow,
  RankingRow,
} from "gaeb2xlsx";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CompareTexts } from "../../content/compare";
import type { Lang } from "../../i18n/lang";
import { checkCompareFile, isOfferName, MAX_COMPARE_FILES, readInputFile } from "../../ondevice/files";
import type { JobCrash } from "../../ondevice/job-crash";
import { type ReportedMessage, reportedMessages } from "../../ondevice/messages";
import { useOnDeviceJob } from "../../ondevice/useOnDeviceJob";
import type { JobRunner } from "../../worker/client";
import type { CompareJob, CompareJobOutput, RequestFacts } from "../../worker/compare.worker";
import type { JobPhase } from "../../worker/protocol";

export type CompareRunner = Pick<JobRunner<CompareJob, CompareJobOutput>, "run"> &
  Partial<Pick<JobRunner<CompareJob, CompareJobOutput>, "cancel">>;

export interface ListedFile {
  id: number;
  file: File;
  /** Why the file cannot take part (wrong type, too large, duplicate name); null when it can. */
  problem: string | null;
}

export type CompareOutcome =
  | { kind: "idle" }
  | { kind: "working"; phase: JobPhase; started: number }
  | {
      kind: "done";
      ranking: RankingRow[];
      currency: string | null;
      xlsx: Uint8Array;
      messages: ReportedMessage[];
      /** The evaluation as the comparison made it, and what the page evaluates again from. */
      evaluation: EvaluationRow[];
      evaluationSettings: EvaluationSettingsRow;
      evaluationData: EvaluationData;
      request: RequestFacts;
      /** The evaluation options the workbook was made with (`evaluationKey`): it is saved only while they hold. */
      workbookKey: string;
    }
  | { kind: "failed"; messages: ReportedMessage[] }
  /** `stopped`: the user cancelled the job, or it was ended at its time limit. */
  | ({ kind: "crashed" } & JobCrash);

/** A comparison needs two offers at least (the core says so too, but the page can tell before it starts). */
export const MIN_OFFERS = 2;

/** What keeps the comparison from starting, if anything; the page says it next to the file list. */
export type Blocker = "files" | "request" | "offer" | null;

/** Options as one string, so that the page can tell whether the workbook was made with the ones shown. */
export function evaluationKey(options: EvaluationOptions): string {
  const sorted = (record: object) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(
    sorted(options).map(([key, value]) => [key, key === "alternatives" ? sorted(value as object) : value]),
  );
}

/** How long the evaluation settings rest before the workbook is made again with them. */
export const WORKBOOK_DELAY_MS = 700;

const NO_OPTIONS: EvaluationOptions = {};

/** Why the last job ran: files the user just dropped move focus to the ranking, other changes leave it be. */
export type CompareCause = "files" | "choice";

function problemOf(file: File, texts: CompareTexts): string | null {
  const check = checkCompareFile(file);
  if (check === "wrong-type") return texts.wrongType;
  if (check === "too-large") return texts.tooLarge;
  if (check === "empty") return texts.empty;
  return null;
}

/**
 * The comparison page's flow: a list of files, which of them is the request (by default the first file that is not
 * an offer by its extension), an optional reference bidder, and a job in the worker that runs again whenever one of
 * these changes; only the newest answer is shown.
 */
export function useCompareJob(runner: CompareRunner, lang: Lang, texts: CompareTexts) {
  const [files, setFiles] = useState<ListedFile[]>([]);
  const [chosenRequest, setChosenRequest] = useState<number | null>(null);
  const [referenceId, setReferenceId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<CompareOutcome>({ kind: "idle" });
  const [cause, setCause] = useState<CompareCause>("files");
  const [notice, setNotice] = useState<string | null>(null);
  const nextId = useRef(1);
  const pendingCause = useRef<CompareCause>("files");
  // The office's evaluation settings belong to the request they were made for (its Wahl groups, its VAT rate).
  const [chosenEvaluation, setChosenEvaluation] = useState<{
    request: number | null;
    options: EvaluationOptions;
  }>({ request: null, options: NO_OPTIONS });
  // The same, once they have rested a moment: the workbook is made again with these.
  const [workbookEvaluation, setWorkbookEvaluation] = useState(chosenEvaluation);
  const outcomeNow = useRef(outcome);
  outcomeNow.current = outcome;
  // What the last comparison compared: a run with the same inputs only makes the workbook again, quietly.
  const lastInputs = useRef("");

  const addFiles = useCallback(
    (dropped: File[]) => {
      pendingCause.current = "files";
      const room = Math.max(0, MAX_COMPARE_FILES - files.length);
      setNotice(dropped.length > room ? texts.tooMany(MAX_COMPARE_FILES) : null);
      const names = new Set(files.map((entry) => entry.file.name));
      const added = dropped.slice(0, room).map((file) => {
        const problem = names.has(file.name) ? texts.duplicate : problemOf(file, texts);
        names.add(file.name);
        return { id: nextId.current++, file, problem };
      });
      setFiles([...files, ...added]);
    },
    [files, texts],
  );

  const removeFile = useCallback((id: number) => {
    pendingCause.current = "choice";
    setNotice(null);
    setFiles((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const clear = useCallback(() => {
    setNotice(null);
    setFiles([]);
    setChosenRequest(null);
    setReferenceId(null);
  }, []);

  const usable = useMemo(() => files.filter((entry) => entry.problem === null), [files]);
  // The user's choice while that file is listed; otherwise the first usable file that is not an offer.
  const requestId = useMemo(() => {
    if (chosenRequest !== null && usable.some((entry) => entry.id === chosenRequest)) return chosenRequest;
    return usable.find((entry) => !isOfferName(entry.file.name))?.id ?? null;
  }, [chosenRequest, usable]);
  const offers = useMemo(() => usable.filter((entry) => entry.id !== requestId), [usable, requestId]);
  const reference = offers.some((entry) => entry.id === referenceId) ? referenceId : null;
  const evaluation = chosenEvaluation.request === requestId ? chosenEvaluation.options : NO_OPTIONS;
  const forWorkbook = workbookEvaluation.request === requestId ? workbookEvaluation.options : NO_OPTIONS;

  useEffect(() => {
    const timer = setTimeout(() => setWorkbookEvaluation(chosenEvaluation), WORKBOOK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenEvaluation]);

  const blocker: Blocker =
    files.length === 0
      ? null
      : usable.length < files.length
        ? "files"
        : requestId === null
          ? "request"
          : offers.length < MIN_OFFERS
            ? "offer"
            : null;

  const { start, stop, forget: forgetJob } = useOnDeviceJob(runner);
  const run = useCallback(async () => {
    const request = usable.find((entry) => entry.id === requestId);
    if (!request || blocker !== null) {
      forgetJob();
      lastInputs.current = "";
      setOutcome({ kind: "idle" });
      return;
    }
    const referenceIndex = offers.findIndex((entry) => entry.id === reference);
    const inputs = JSON.stringify([request.id, offers.map((entry) => entry.id), referenceIndex, lang]);
    const quiet = inputs === lastInputs.current && outcomeNow.current.kind === "done";
    lastInputs.current = inputs;
    // A quiet run never moves the focus: the user is still at the field that changed.
    setCause(quiet ? "choice" : pendingCause.current);
    pendingCause.current = "choice";
    const workbookKey = evaluationKey(forWorkbook);
    await start(
      async (onProgress) => {
        const [requestInput, offerInputs] = await Promise.all([
          readInputFile(request.file),
          Promise.all(offers.map((entry) => readInputFile(entry.file))),
        ]);
        return runner.run(
          {
            request: requestInput,
            offers: offerInputs,
            options: {
              lang,
              ...(referenceIndex >= 0 ? { referenceBidder: referenceIndex } : {}),
              ...(Object.keys(forWorkbook).length > 0 ? { evaluation: forWorkbook } : {}),
            },
          },
          [requestInput, ...offerInputs].map((input) => input.bytes.buffer as ArrayBuffer),
          { onProgress },
        );
      },
      {
        // Only the workbook is made again: the ranking and the evaluation the page shows stay.
        working: (phase, started) => {
          if (!quiet) setOutcome({ kind: "working", phase, started });
        },
        answered: (output) => {
          const messages = reportedMessages(output.result.issues, output.messages);
          setOutcome(
            output.result.ok
              ? {
                  kind: "done",
                  ranking: output.result.ranking,
                  currency: output.result.currency,
                  xlsx: output.result.xlsx,
                  messages,
                  evaluation: output.result.evaluation,
                  evaluationSettings: output.result.evaluationSettings,
                  evaluationData: output.result.evaluationData,
                  request: output.request ?? {},
                  workbookKey,
                }
              : { kind: "failed", messages },
          );
        },
        crashed: (crash) => {
          lastInputs.current = "";
          setOutcome({ kind: "crashed", ...crash });
        },
      },
    );
  }, [usable, requestId, offers, reference, blocker, runner, lang, start, forgetJob, forWorkbook]);

  // Any change to the files, the request, the reference bidder or the language compares again.
  useEffect(() => {
    void run();
  }, [run]);

  return {
    files,
    requestId,
    offers,
    reference,
    blocker,
    notice,
    outcome,
    cause,
    /** The evaluation settings the page shows and evaluates with. */
    evaluation,
    /** Whether the workbook in hand holds the evaluation the page shows. */
    workbookCurrent: outcome.kind === "done" && outcome.workbookKey === evaluationKey(evaluation),
    chooseEvaluation: (options: EvaluationOptions) => setChosenEvaluation({ request: requestId, options }),
    /** Makes the workbook with the settings shown now, without waiting for them to rest (a download asked for). */
    flushWorkbook: () => setWorkbookEvaluation(chosenEvaluation),
    addFiles,
    removeFile,
    clear,
    /** Ends the running comparison's worker; the outcome says it was cancelled and offers to run it again. */
    cancel: stop,
    retry: () => {
      pendingCause.current = "files";
      lastInputs.current = "";
      void run();
    },
    chooseRequest: (id: number) => {
      pendingCause.current = "choice";
      setChosenRequest(id);
    },
    chooseReference: (id: number | null) => {
      pendingCause.current = "choice";
      setReferenceId(id);
    },
  };
}
