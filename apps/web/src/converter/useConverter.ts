import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { ApiError, NetworkError } from "../api/client";
import type { ConverterTexts } from "../content/converter";
import type { Lang } from "../i18n/lang";
import { GAEB_XML_MIME } from "../ondevice/save";
import { deviceConverter } from "./device";
import { COMPLETE_DELAY_MS, converterReducer, initialConverterState, MAX_FILES } from "./machine";
import { planConversion } from "./plan";
import {
  type ConverterSettings,
  defaultSettings,
  forgetResult,
  keepOutcome,
  loadResult,
  loadSettings,
  recallOutcome,
  rememberResult,
  saveSettings,
} from "./remember";
import {
  type ChosenFile,
  ConversionFailure,
  type Converter,
  type ServerFiles,
  serverConverter,
} from "./service";
import { inspectGaebFile } from "./validation";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface ConverterServices {
  device: Converter;
  server: Converter & ServerFiles;
}

/** Saves a file without leaving the page: a link with `download` keeps focus and history where they are. */
function saveByLink(href: string, name: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Codes after which only converting again helps: the token or its files are gone. */
const GONE = new Set(["token_expired", "token_not_found", "files_deleted"]);

export function useConverter(lang: Lang, texts: ConverterTexts, injected?: Partial<ConverterServices>) {
  const [state, dispatch] = useReducer(converterReducer, initialConverterState);
  // The prerendered page shows the defaults; what this browser remembers is applied after hydration.
  const [settings, setSettings] = useState<ConverterSettings>(() => defaultSettings(lang));
  const [pending, setPending] = useState<"download" | "delete" | null>(null);
  const alive = useRef(true);
  const completeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const services = useMemo<ConverterServices>(
    () => ({
      device: injected?.device ?? deviceConverter(lang, texts),
      server: injected?.server ?? serverConverter(lang, texts),
    }),
    [injected?.device, injected?.server, lang, texts],
  );

  useEffect(() => {
    alive.current = true;
    setSettings(loadSettings(lang));
    // Back on the page: the drop zone, and the last result below it while it is really still there.
    const last = recallOutcome() ?? loadResult();
    if (last) {
      dispatch({ type: "restored", outcome: last });
      // A server result needs its files: the server may have deleted them (retention, another tab) before the token's
      // expiry. Asking for a download link tells without downloading anything.
      if (last.where === "server" && last.tokenId) {
        services.server.requestDownload(last.tokenId).catch((error: unknown) => {
          if (!(error instanceof ApiError && GONE.has(error.code))) return; // offline: the download button will say
          // Forget it only if it is still the last one: a conversion may have finished meanwhile.
          if ((recallOutcome() ?? loadResult())?.tokenId === last.tokenId) forgetResult();
          if (alive.current) dispatch({ type: "restored-gone" });
        });
      }
    }
    return () => {
      alive.current = false;
      clearTimeout(completeTimer.current);
    };
  }, [lang, services]);

  const changeSettings = useCallback((change: Partial<ConverterSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveSettings(next);
      return next;
    });
  }, []);

  const addFiles = useCallback(
    async (chosen: File[]) => {
      const accepted: ChosenFile[] = [];
      const problems: Array<[string, string]> = [];
      const taken = new Set(state.files.map((file) => `${file.name}\u0000${file.size}`));
      for (const file of chosen) {
        const key = `${file.name}\u0000${file.size}`;
        if (taken.has(key)) {
          problems.push([file.name, texts.duplicate(file.name)]);
          continue;
        }
        if (state.files.length + accepted.length >= MAX_FILES) {
          problems.push([file.name, texts.tooMany]);
          break;
        }
        const inspected = await inspectGaebFile(file).catch(() => ({ problem: "invalid-format" as const }));
        if (inspected.problem === "too-large") problems.push([file.name, texts.tooLarge]);
        else if (inspected.problem) problems.push([file.name, texts.invalidFormat]);
        else {
          taken.add(key);
          accepted.push({
            file,
            name: file.name,
            size: file.size,
            ...(inspected.phase ? { phase: inspected.phase } : {}),
          });
        }
      }
      if (!alive.current) return;
      // One file chosen and refused: the specification's sentence alone; several: each with its name.
      const error =
        problems.length === 0
          ? null
          : chosen.length === 1 && problems.length === 1
            ? (problems[0]?.[1] ?? null)
            : problems
                .map(([name, reason]) =>
                  reason.startsWith(name) ? reason : texts.rejectedFile(name, reason),
                )
                .join(" ");
      dispatch({ type: "files-added", files: accepted, error });
    },
    [state.files, texts],
  );

  const convert = useCallback(async () => {
    const { files, termsAccepted, dataProcessingAccepted, stage } = state;
    if (files.length === 0 || !termsAccepted || stage !== "idle") return;
    // GAEB DA XML is one file written again; the button says so and stays disabled, this is the last guard.
    if (settings.output === "gaeb-xml" && files.length !== 1) return;
    const where = settings.where;
    dispatch({ type: "started", where });
    try {
      const result = await services[where].convert(
        planConversion(files),
        {
          sheetLang: settings.sheetLang,
          longText: settings.longText,
          components: settings.components,
          output: settings.output,
          termsAccepted,
          dataProcessingAccepted,
        },
        (percent) => dispatch({ type: "progress", percent }),
      );
      if (!alive.current) return;
      dispatch({ type: "converted", result });
      forgetResult();
      keepOutcome(result);
      if (result.where === "server" && result.tokenId && result.expiresAt) {
        const { tokenId, excelFileName, expiresAt, sheets, notes } = result;
        rememberResult({ where: "server", tokenId, excelFileName, expiresAt, sheets, notes });
      }
      completeTimer.current = setTimeout(() => dispatch({ type: "completed" }), COMPLETE_DELAY_MS);
    } catch (error) {
      if (!alive.current) return;
      dispatch({
        type: "failed",
        error: error instanceof ConversionFailure ? error.message : texts.genericFailure,
      });
    }
  }, [services, settings, state, texts]);

  const describeFailure = useCallback(
    (error: unknown, failed: (reason: string) => string) => {
      if (error instanceof ApiError) return GONE.has(error.code) ? texts.downloadGone : failed(error.message);
      if (error instanceof NetworkError) return texts.offline;
      return failed(String(error instanceof Error ? error.message : error));
    },
    [texts],
  );

  const download = useCallback(async () => {
    const result = state.result;
    if (!result || pending) return;
    dispatch({ type: "result-error", error: null });
    const made = result.xlsx ?? result.gaebXml;
    if (made) {
      const type = result.xlsx ? XLSX_TYPE : GAEB_XML_MIME;
      const url = URL.createObjectURL(new Blob([made as BlobPart], { type }));
      saveByLink(url, result.excelFileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return;
    }
    if (!result.tokenId) return;
    setPending("download");
    try {
      const url = await services.server.requestDownload(result.tokenId);
      if (url) saveByLink(url, result.excelFileName);
      else dispatch({ type: "result-error", error: texts.downloadNoLink });
    } catch (error) {
      dispatch({ type: "result-error", error: describeFailure(error, texts.downloadFailed) });
    } finally {
      if (alive.current) setPending(null);
    }
  }, [describeFailure, pending, services, state.result, texts]);

  const deleteFiles = useCallback(async () => {
    const tokenId = state.result?.tokenId;
    if (!tokenId || pending) return;
    setPending("delete");
    dispatch({ type: "result-error", error: null });
    try {
      await services.server.deleteFiles(tokenId);
      forgetResult();
      dispatch({ type: "deleted" });
    } catch (error) {
      dispatch({ type: "result-error", error: describeFailure(error, texts.deleteFailed) });
    } finally {
      if (alive.current) setPending(null);
    }
  }, [describeFailure, pending, services, state.result, texts]);

  return {
    state,
    settings,
    pending,
    changeSettings,
    addFiles,
    removeFile: (index: number) => dispatch({ type: "file-removed", index }),
    rejectDrop: () => dispatch({ type: "files-added", files: [], error: texts.invalidFormat }),
    setTermsAccepted: (accepted: boolean) => dispatch({ type: "terms-changed", accepted }),
    setDataProcessingAccepted: (accepted: boolean) => dispatch({ type: "data-processing-changed", accepted }),
    convert,
    download,
    deleteFiles,
    reset: () => {
      forgetResult();
      dispatch({ type: "reset" });
    },
  };
}
