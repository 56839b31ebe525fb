import { useCallback, useEffect, useReducer, useRef } from "react";
import { ApiError } from "../api/client";
import { useToast } from "../components/Toasts";
import type { ConverterTexts } from "../content/converter";
import { COMPLETE_DELAY_MS, converterReducer, initialConverterState } from "./machine";
import type { ConverterService } from "./service";
import { checkGaebFile, excelNameFor } from "./validation";

/** Turns a failure in one step into the catalogue message for that step. */
function conversionErrorMessage(error: unknown, step: "upload" | "convert", texts: ConverterTexts): string {
  if (error instanceof ApiError) {
    return step === "upload" ? texts.uploadFailed(error.message) : texts.conversionFailed(error.message);
  }
  return texts.genericFailure;
}

export function useConverter(service: ConverterService, texts: ConverterTexts) {
  const [state, dispatch] = useReducer(converterReducer, initialConverterState);
  const toast = useToast();
  const alive = useRef(true);
  const completeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(completeTimer.current);
    };
  }, []);

  const selectFile = useCallback(
    async (file: File) => {
      const problem = await checkGaebFile(file).catch(() => "invalid-format" as const);
      if (!alive.current) return;
      if (problem === "too-large") dispatch({ type: "file-rejected", error: texts.tooLarge });
      else if (problem) dispatch({ type: "file-rejected", error: texts.invalidFormat });
      else dispatch({ type: "file-selected", file });
      return problem === null;
    },
    [texts],
  );

  const rejectFile = useCallback(
    () => dispatch({ type: "file-rejected", error: texts.invalidFormat }),
    [texts],
  );

  const convert = useCallback(async () => {
    const { selected, termsAccepted, dataProcessingAccepted, stage } = state;
    if (!selected || !termsAccepted || stage !== "idle") return;
    dispatch({ type: "upload-started" });
    let step: "upload" | "convert" = "upload";
    try {
      const fileKey = await service.upload(selected.file, (fraction) =>
        dispatch({ type: "upload-progress", fraction }),
      );
      // Recording consent must never block the conversion; a failure only loses the consent id.
      const consentId = await service
        .recordConsent({ termsAccepted, dataProcessingAccepted, fileIdentifier: fileKey })
        .catch(() => null);
      if (!alive.current) return;
      dispatch({ type: "uploaded", fileKey, consentId });
      step = "convert";
      const result = await service.convert(fileKey);
      if (!alive.current) return;
      if (!result) {
        dispatch({ type: "failed", error: texts.noValidResult });
        return;
      }
      dispatch({
        type: "converted",
        tokenId: result.tokenId,
        excelFileName: result.excelFileName ?? excelNameFor(selected.name),
      });
      completeTimer.current = setTimeout(() => {
        dispatch({ type: "completed" });
        toast({ variant: "success", title: texts.successToast });
      }, COMPLETE_DELAY_MS);
    } catch (error) {
      if (alive.current) dispatch({ type: "failed", error: conversionErrorMessage(error, step, texts) });
    }
  }, [service, state, texts, toast]);

  /** Asks for the signed link and returns it; shows the catalogue's toast when that fails. */
  const requestDownloadUrl = useCallback(async (): Promise<string | null> => {
    const fail = (description: string) => {
      toast({ variant: "error", title: texts.downloadFailed, description });
      return null;
    };
    if (!state.tokenId) return fail(texts.noToken);
    try {
      const url = await service.requestDownload(state.tokenId);
      return url ?? fail(texts.noExcelUrl);
    } catch (error) {
      return fail(error instanceof ApiError ? texts.serverError(error.message) : texts.downloadFailed);
    }
  }, [service, state.tokenId, texts, toast]);

  return {
    state,
    selectFile,
    rejectFile,
    setTermsAccepted: (accepted: boolean) => dispatch({ type: "terms-changed", accepted }),
    setDataProcessingAccepted: (accepted: boolean) => dispatch({ type: "data-processing-changed", accepted }),
    convert,
    requestDownloadUrl,
    reset: () => dispatch({ type: "reset" }),
  };
}
