/** The converter's state machine: idle → uploading → converting → complete, back to idle on any error. */

export type Stage = "idle" | "uploading" | "converting" | "complete";

export interface SelectedFile {
  file: File;
  name: string;
  type: string;
  size: number;
}

export interface ConverterState {
  selected: SelectedFile | null;
  error: string | null;
  stage: Stage;
  progress: number;
  tokenId: string | null;
  fileKey: string | null;
  excelFileName: string | null;
  termsAccepted: boolean;
  dataProcessingAccepted: boolean;
  consentId: string | null;
}

/** Progress values of the specification; real upload progress fills the gap between the first two. */
export const PROGRESS_UPLOAD_START = 10;
export const PROGRESS_CONVERTING = 40;
export const PROGRESS_DONE = 100;
/** Pause between reaching 100 % and showing the result panel. */
export const COMPLETE_DELAY_MS = 500;

export const initialConverterState: ConverterState = {
  selected: null,
  error: null,
  stage: "idle",
  progress: 0,
  tokenId: null,
  fileKey: null,
  excelFileName: null,
  termsAccepted: false,
  dataProcessingAccepted: false,
  consentId: null,
};

export type ConverterAction =
  | { type: "file-selected"; file: File }
  | { type: "file-rejected"; error: string }
  | { type: "terms-changed"; accepted: boolean }
  | { type: "data-processing-changed"; accepted: boolean }
  | { type: "upload-started" }
  | { type: "upload-progress"; fraction: number }
  | { type: "uploaded"; fileKey: string; consentId: string | null }
  | { type: "converted"; tokenId: string; excelFileName: string }
  | { type: "completed" }
  | { type: "failed"; error: string }
  | { type: "reset" };

function uploadProgress(fraction: number): number {
  const clamped = Math.min(1, Math.max(0, fraction));
  // Stays below 40 until the service has confirmed the upload.
  return Math.min(PROGRESS_CONVERTING - 1, PROGRESS_UPLOAD_START + Math.round(clamped * 29));
}

export function converterReducer(state: ConverterState, action: ConverterAction): ConverterState {
  switch (action.type) {
    case "file-selected":
      if (state.stage !== "idle") return state;
      return {
        ...state,
        selected: {
          file: action.file,
          name: action.file.name,
          type: action.file.type,
          size: action.file.size,
        },
        error: null,
        termsAccepted: false,
        dataProcessingAccepted: false,
        consentId: null,
      };
    case "file-rejected":
      if (state.stage !== "idle") return state;
      return {
        ...state,
        selected: null,
        error: action.error,
        termsAccepted: false,
        dataProcessingAccepted: false,
      };
    case "terms-changed":
      return state.stage === "idle" ? { ...state, termsAccepted: action.accepted } : state;
    case "data-processing-changed":
      return state.stage === "idle" ? { ...state, dataProcessingAccepted: action.accepted } : state;
    case "upload-started":
      if (state.stage !== "idle" || !state.selected || !state.termsAccepted) return state;
      return { ...state, stage: "uploading", progress: PROGRESS_UPLOAD_START, error: null };
    case "upload-progress":
      if (state.stage !== "uploading") return state;
      return { ...state, progress: Math.max(state.progress, uploadProgress(action.fraction)) };
    case "uploaded":
      if (state.stage !== "uploading") return state;
      return {
        ...state,
        stage: "converting",
        progress: PROGRESS_CONVERTING,
        fileKey: action.fileKey,
        consentId: action.consentId,
      };
    case "converted":
      if (state.stage !== "converting") return state;
      return {
        ...state,
        progress: PROGRESS_DONE,
        tokenId: action.tokenId,
        excelFileName: action.excelFileName,
      };
    case "completed":
      return state.stage === "converting" && state.tokenId ? { ...state, stage: "complete" } : state;
    case "failed":
      return {
        ...state,
        stage: "idle",
        progress: 0,
        fileKey: null,
        tokenId: null,
        excelFileName: null,
        error: action.error,
      };
    case "reset":
      return initialConverterState;
  }
}
