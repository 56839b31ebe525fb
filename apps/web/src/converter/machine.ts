import type { ChosenFile, ConversionOutcome } from "./service";

/**
 * The converter's state machine: idle → working → complete, back to idle on any error. From complete the user may
 * delete the server's files (→ deleted). Coming back to the page (site navigation or reload) starts idle with the
 * drop zone; the last result that is really still there (held in memory, or a server result whose files exist) is
 * shown below it (`restored`) until a new conversion starts or the server says its files are gone.
 */
export type Stage = "idle" | "working" | "complete" | "deleted";

/** At most this many files go into one workbook, each at most 5 MB. */
export const MAX_FILES = 10;

export interface ConverterState {
  stage: Stage;
  files: ChosenFile[];
  /** Why the last choice or conversion failed; shown under the drop zone. */
  error: string | null;
  progress: number;
  where: "device" | "server";
  termsAccepted: boolean;
  dataProcessingAccepted: boolean;
  result: ConversionOutcome | null;
  /** A failed download or deletion, shown in the result panel (never as a toast over it). */
  resultError: string | null;
  /** `result` is the last one, shown again on coming back to the page, not reached by the user's action now. */
  restored: boolean;
}

/** Progress values of the specification; real upload progress fills the gap between the first two. */
export const PROGRESS_UPLOAD_START = 10;
export const PROGRESS_CONVERTING = 40;
export const PROGRESS_DONE = 100;
/** Pause between reaching 100 % and showing the result panel. */
export const COMPLETE_DELAY_MS = 500;

export const initialConverterState: ConverterState = {
  stage: "idle",
  files: [],
  error: null,
  progress: 0,
  where: "device",
  termsAccepted: false,
  dataProcessingAccepted: false,
  result: null,
  resultError: null,
  restored: false,
};

export type ConverterAction =
  | { type: "files-added"; files: ChosenFile[]; error: string | null }
  | { type: "file-removed"; index: number }
  | { type: "terms-changed"; accepted: boolean }
  | { type: "data-processing-changed"; accepted: boolean }
  | { type: "started"; where: "device" | "server" }
  | { type: "progress"; percent: number }
  | { type: "converted"; result: ConversionOutcome }
  | { type: "completed" }
  | { type: "failed"; error: string }
  | { type: "result-error"; error: string | null }
  | { type: "deleted" }
  | { type: "restored"; outcome: ConversionOutcome }
  /** The server says the restored result's files are gone: it is no longer shown. */
  | { type: "restored-gone" }
  | { type: "reset" };

/** A result is on screen: the one just made, or the last one shown again below the drop zone. */
function hasResult(state: ConverterState): boolean {
  return state.result !== null && (state.stage === "complete" || (state.stage === "idle" && state.restored));
}

export function converterReducer(state: ConverterState, action: ConverterAction): ConverterState {
  switch (action.type) {
    case "files-added": {
      if (state.stage !== "idle") return state;
      const files = [...state.files, ...action.files].slice(0, MAX_FILES);
      return { ...state, files, error: action.error };
    }
    case "file-removed":
      if (state.stage !== "idle") return state;
      return { ...state, files: state.files.filter((_, i) => i !== action.index), error: null };
    case "terms-changed":
      return state.stage === "idle" ? { ...state, termsAccepted: action.accepted } : state;
    case "data-processing-changed":
      return state.stage === "idle" ? { ...state, dataProcessingAccepted: action.accepted } : state;
    case "started":
      if (state.stage !== "idle" || state.files.length === 0 || !state.termsAccepted) return state;
      return {
        ...state,
        stage: "working",
        where: action.where,
        progress: PROGRESS_UPLOAD_START,
        error: null,
        // A last result shown from before is replaced by this conversion's.
        result: null,
        resultError: null,
        restored: false,
      };
    case "progress":
      if (state.stage !== "working") return state;
      return {
        ...state,
        progress: Math.min(PROGRESS_DONE, Math.max(state.progress, Math.round(action.percent))),
      };
    case "converted":
      if (state.stage !== "working") return state;
      return { ...state, progress: PROGRESS_DONE, result: action.result };
    case "completed":
      return state.stage === "working" && state.result ? { ...state, stage: "complete" } : state;
    case "failed":
      return { ...state, stage: "idle", progress: 0, result: null, error: action.error };
    case "result-error":
      return hasResult(state) ? { ...state, resultError: action.error } : state;
    case "deleted":
      return hasResult(state)
        ? { ...state, stage: "deleted", result: null, resultError: null, restored: false }
        : state;
    case "restored":
      if (state.stage !== "idle" || state.files.length > 0 || state.result) return state;
      return { ...state, where: action.outcome.where, result: action.outcome, restored: true };
    case "restored-gone":
      return state.stage === "idle" && state.restored
        ? { ...state, result: null, resultError: null, restored: false }
        : state;
    case "reset":
      return initialConverterState;
  }
}
