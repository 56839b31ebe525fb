import type { BillingSummary, InvoiceSummary } from "gaeb2xlsx";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BillingTexts } from "../../content/billing";
import type { Lang } from "../../i18n/lang";
import { checkGaebFile, checkWorkbook, readInputFile } from "../../ondevice/files";
import { reportedMessages } from "../../ondevice/messages";
import { type FileJobState, useFileJob } from "../../ondevice/useFileJob";
import type { BillingJob, BillingJobOutput } from "../../worker/billing";
import type { JobRunner } from "../../worker/client";

export type BillingRunner = Pick<JobRunner<BillingJob, BillingJobOutput>, "run"> &
  Partial<Pick<JobRunner<BillingJob, BillingJobOutput>, "cancel">>;

/** Step 1's answer: the billing workbook to save and what it was made from. */
export interface WorkbookResult {
  xlsx: Uint8Array;
  fileName: string;
  summary: BillingSummary;
}

/** Step 2's answer: the invoice, the quantity determination where one was written, and the invoice's figures. */
export interface InvoiceFiles {
  x89: Uint8Array;
  x31?: Uint8Array;
  fileName: string;
  summary: InvoiceSummary;
}

export type WorkbookState = FileJobState<WorkbookResult>;
export type InvoiceState = FileJobState<InvoiceFiles>;

/** The contract is a GAEB file, the last invoice's workbook an xlsx: each is checked as what it claims to be. */
async function checkBillingSource(file: File) {
  return /\.xlsx$/i.test(file.name) ? checkWorkbook(file) : checkGaebFile(file);
}

/** Step 1: the contract (or the last invoice's workbook) read in the worker, the billing workbook as the answer. */
export function useWorkbookStep(runner: BillingRunner, lang: Lang, texts: BillingTexts) {
  const words = texts.workbook;
  const job = useFileJob<BillingJobOutput, WorkbookResult>(runner, words.cancelled);
  const { run: runJob, refuse } = job;

  const run = useCallback(
    (file: File) =>
      runJob(file, {
        work: async (onProgress) => {
          const input = await readInputFile(file);
          return runner.run(
            { kind: "workbook", file: input, options: { lang } },
            [input.bytes.buffer as ArrayBuffer],
            {
              onProgress,
            },
          );
        },
        settle: (output) => {
          const messages = reportedMessages(output.result.issues, output.messages);
          if (output.kind !== "workbook" || !output.result.ok) return { ok: false, messages };
          const { xlsx, fileName, summary } = output.result;
          return { ok: true, result: { xlsx, fileName, summary }, messages };
        },
      }),
    [runJob, runner, lang],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      const check = await checkBillingSource(file);
      if (check === "ok") return run(file);
      refuse(check === "too-large" ? words.tooLarge : check === "empty" ? texts.empty : words.wrongType);
    },
    [run, refuse, words, texts.empty],
  );

  return { state: job.state, chooseFile, retry: run, reset: job.reset, cancel: job.cancel };
}

/**
 * Step 2: the filled workbook read in the worker, the invoice as the answer. Ticking or clearing the quantity
 * determination writes the files again for the workbook already chosen; `cause` keeps the focus on the box then.
 */
export function useInvoiceStep(
  runner: BillingRunner,
  lang: Lang,
  texts: BillingTexts,
  quantityDetermination: boolean,
) {
  const words = texts.invoice;
  const job = useFileJob<BillingJobOutput, InvoiceFiles>(runner, words.cancelled);
  const { run: runJob, refuse, state } = job;
  const wanted = useRef(quantityDetermination);
  const [cause, setCause] = useState<"file" | "option">("file");

  const run = useCallback(
    (file: File, why: "file" | "option") => {
      setCause(why);
      return runJob(file, {
        work: async (onProgress) => {
          const input = await readInputFile(file);
          const options = { lang, quantityDetermination: wanted.current };
          return runner.run(
            { kind: "invoice", workbook: input, options },
            [input.bytes.buffer as ArrayBuffer],
            {
              onProgress,
            },
          );
        },
        settle: (output) => {
          const messages = reportedMessages(output.result.issues, output.messages);
          if (output.kind !== "invoice" || !output.result.ok) return { ok: false, messages };
          const { x89, x31, fileName, summary } = output.result;
          return { ok: true, result: { x89, ...(x31 ? { x31 } : {}), fileName, summary }, messages };
        },
      });
    },
    [runJob, runner, lang],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      const check = await checkWorkbook(file);
      if (check === "ok") return run(file, "file");
      refuse(check === "too-large" ? words.tooLarge : check === "empty" ? texts.empty : words.wrongType);
    },
    [run, refuse, words, texts.empty],
  );

  const file = state.kind === "empty" ? null : state.file;
  const fileRef = useRef(file);
  fileRef.current = file;
  useEffect(() => {
    if (wanted.current === quantityDetermination) return;
    wanted.current = quantityDetermination;
    if (fileRef.current) void run(fileRef.current, "option");
  }, [quantityDetermination, run]);

  return {
    state,
    /** Whether the newest job ran for a new file (its outcome takes the focus) or for the option. */
    forFile: cause === "file",
    chooseFile,
    retry: (chosen: File) => run(chosen, "file"),
    reset: job.reset,
    cancel: job.cancel,
  };
}
