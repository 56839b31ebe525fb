import type { ColumnMap, TakenColumn } from "gaeb2xlsx";
import { useCallback, useRef, useState } from "react";
import type { ImportTexts } from "../../content/import";
import type { Lang } from "../../i18n/lang";
import { checkWorkbook, readInputFile } from "../../ondevice/files";
import { reportedMessages } from "../../ondevice/messages";
import { type FileJobState, useFileJob } from "../../ondevice/useFileJob";
import type { JobRunner } from "../../worker/client";
import type { ImportJob, ImportJobOutput, ImportReading, ImportReadOutput } from "../../worker/import";
import type { ColumnTitle } from "./mapping";

export type ImportRunner = Pick<JobRunner<ImportJob, ImportJobOutput>, "run"> &
  Partial<Pick<JobRunner<ImportJob, ImportJobOutput>, "cancel">>;

export type ImportState = FileJobState<ImportReading>;

/**
 * Where the columns are to be mapped by hand: the sheet's header row and its titles. The core asks where it cannot
 * tell the columns; where a read with a mapping was refused (`refused`), the columns last shown are asked again.
 */
export interface AskedMapping {
  sheet: string;
  headerRow: number;
  titles: ColumnTitle[];
  /** What the import could tell (where it asks) or took (where it read): the step starts from it. */
  columns: TakenColumn[];
  refused?: boolean;
}

/** The columns of a reading to map by: every title of its header row and the columns it took by letter. */
function columnsOf(reading: ImportReading): AskedMapping {
  const titled = new Set(reading.titles.map(({ letter }) => letter));
  const untitled = reading.columns.filter(({ letter }) => !titled.has(letter));
  return {
    sheet: reading.sheet,
    headerRow: reading.headerRow,
    titles: [...reading.titles, ...untitled.map(({ letter }) => ({ letter, title: "" }))],
    columns: reading.columns,
  };
}

/** Why a job ran: a new file moves focus to the outcome; a chosen sheet or mapping keeps it where the user is. */
export type RunCause = "file" | "choice";

/**
 * The import page's flow: check the dropped file, read it in the worker, and read it again with the sheet or the
 * column mapping the user chose. The sheet and map last applied are what the GAEB file is later written with.
 */
export function useImportJob(runner: ImportRunner, lang: Lang, texts: ImportTexts) {
  const job = useFileJob<ImportReadOutput, ImportReading>(runner, texts.cancelled);
  const { state, refuse, run: runJob, reset: resetJob } = job;
  const [cause, setCause] = useState<RunCause>("file");
  const [sheets, setSheets] = useState<string[]>([]);
  const [asked, setAsked] = useState<AskedMapping | null>(null);
  // What the next read and the download use; refs so that a job started in the same tick sees them.
  const chosen = useRef<{ sheet: string; map: ColumnMap | null }>({ sheet: "", map: null });
  const [applied, setApplied] = useState<{ sheet: string; map: ColumnMap | null }>(chosen.current);
  // The sheet the user picked, shown as chosen at once, while its reading is still on its way.
  const [sheet, setSheet] = useState("");
  // The columns last shown (read or asked for): a refused mapping is asked again with them.
  const shown = useRef<AskedMapping | null>(null);

  const run = useCallback(
    (file: File, why: RunCause) => {
      setCause(why);
      const { sheet, map } = chosen.current;
      return runJob(file, {
        work: async (onProgress) => {
          const workbook = await readInputFile(file);
          // A read job answers with a reading (or why not); the union also holds the other jobs' answers.
          return (await runner.run(
            {
              kind: "read",
              workbook,
              options: { lang, ...(sheet ? { sheet } : {}), ...(map ? { map } : {}) },
            },
            [workbook.bytes.buffer as ArrayBuffer],
            { onProgress },
          )) as ImportReadOutput;
        },
        settle: (output) => {
          const messages = reportedMessages(output.issues, output.messages);
          setApplied({ sheet, map });
          if (output.ok) {
            shown.current = columnsOf(output.reading);
            setAsked(null);
            if (output.sheets) setSheets(output.sheets);
            return { ok: true, result: output.reading, messages };
          }
          if (output.sheets) setSheets(output.sheets);
          if (output.mapping) shown.current = output.mapping;
          // A mapping the user made and the core refused stays open with the columns it was made from.
          const again = output.mapping ?? (map ? shown.current : null);
          setAsked(again && map ? { ...again, refused: true } : again);
          return { ok: false, messages };
        },
      });
    },
    [runJob, runner, lang],
  );

  const forget = useCallback(() => {
    chosen.current = { sheet: "", map: null };
    shown.current = null;
    setApplied(chosen.current);
    setSheet("");
    setSheets([]);
    setAsked(null);
  }, []);

  const chooseFile = useCallback(
    async (file: File) => {
      forget();
      const check = await checkWorkbook(file);
      if (check === "ok") return run(file, "file");
      refuse(check === "too-large" ? texts.tooLarge : check === "empty" ? texts.empty : texts.wrongType);
    },
    [forget, run, refuse, texts],
  );

  const reset = useCallback(() => {
    forget();
    resetJob();
  }, [forget, resetJob]);

  const currentFile = state.kind === "empty" ? null : state.file;
  const fileRef = useRef(currentFile);
  fileRef.current = currentFile;

  /** Reads another sheet of the same workbook; a mapping made for the last sheet does not apply to it. */
  const chooseSheet = useCallback(
    (sheet: string) => {
      chosen.current = { sheet, map: null };
      shown.current = null;
      setSheet(sheet);
      const file = fileRef.current;
      if (file) void run(file, "choice");
    },
    [run],
  );

  /** Reads the workbook again with the columns the user assigned ("Übernehmen"). */
  const applyMap = useCallback(
    (map: ColumnMap, sheet: string) => {
      chosen.current = { sheet, map };
      const file = fileRef.current;
      if (file) void run(file, "choice");
    },
    [run],
  );

  return {
    state,
    cause,
    sheets,
    sheet,
    asked,
    applied,
    chooseFile,
    chooseSheet,
    applyMap,
    retry: (file: File) => run(file, "file"),
    reset,
    cancel: job.cancel,
  };
}
