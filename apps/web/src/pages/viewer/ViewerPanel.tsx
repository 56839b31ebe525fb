import { useCallback, useState } from "react";
import { type ViewerTexts, viewerTexts } from "../../content/viewer";
import type { Lang } from "../../i18n/lang";
import { GAEB_ACCEPT } from "../../ondevice/files";
import { ChangeFileAction, FileJobFrame, Outcome, useOutcomeFocus } from "../../ondevice/JobOutcome";
import { crashText } from "../../ondevice/job-crash";
import { MessageList } from "../../ondevice/MessageList";
import { formatCount } from "../../ondevice/numbers";
import { LvViewer } from "../../viewer/LvViewer";
import { viewOnDevice } from "../../worker/view";
import { type GaebRunner, SaveAsGaeb } from "./SaveAsGaeb";
import { useViewJob, type ViewRunner, type ViewState } from "./useViewJob";
import { ViewerMessages } from "./ViewerMessages";

function announcement(state: ViewState, texts: ViewerTexts, lang: Lang): string {
  if (state.kind === "working") return state.phase === "loading" ? texts.loading : texts.working;
  if (state.kind === "failed") return texts.announceFailed(state.messages.length);
  if (state.kind === "crashed") return crashText(state, texts);
  if (state.kind !== "done") return "";
  const { view } = state.result;
  const count = Object.values(view.kindCounts).reduce((sum, n) => sum + (n ?? 0), 0);
  return texts.announceReady(view.title, texts.items(count, formatCount(count, lang)));
}

/**
 * Drop zone, progress and outcome of the viewer page, and saving the open file as GAEB DA XML 3.3; `runner` and
 * `gaebRunner` are the workers, replaceable in tests.
 */
export function ViewerPanel({
  lang,
  runner = viewOnDevice,
  gaebRunner,
}: {
  lang: Lang;
  runner?: ViewRunner;
  gaebRunner?: () => Promise<GaebRunner>;
}) {
  const texts = viewerTexts[lang];
  const job = useViewJob(runner, lang, texts);
  const { state, reset, cancel } = job;
  // The file shown, kept for "save as GAEB DA XML": the view holds rows for the screen, not the document.
  const [file, setFile] = useState<File | null>(null);
  const { chooseFile: choose, retry: again } = job;
  const chooseFile = useCallback(
    (chosen: File) => {
      setFile(chosen);
      choose(chosen);
    },
    [choose],
  );
  const retry = useCallback(
    (chosen: File) => {
      setFile(chosen);
      return again(chosen);
    },
    [again],
  );
  // The LV's own title takes the focus when it is shown (LvViewer); a failure's heading here.
  const focusOutcome = state.kind === "failed" || state.kind === "crashed";
  const focus = useOutcomeFocus(state, focusOutcome, reset);

  return (
    <div className="tool viewer-tool">
      <FileJobFrame
        state={state}
        words={texts}
        accept={GAEB_ACCEPT}
        name="viewer"
        announcement={announcement(state, texts, lang)}
        onFile={chooseFile}
        onCancel={cancel}
        onRetry={(file) => void retry(file)}
        focus={focus}
      >
        {state.kind === "done" && (
          <>
            <ViewerMessages title={texts.warningsTitle} messages={state.messages} lang={lang} />
            {file && (
              <SaveAsGaeb
                file={file}
                lang={lang}
                texts={texts}
                {...(gaebRunner ? { runner: gaebRunner } : {})}
              />
            )}
            <LvViewer view={state.result.view} search={state.result.search} lang={lang} />
          </>
        )}

        {state.kind === "failed" && (
          <Outcome
            id="viewer-outcome"
            tone="failed"
            title={texts.failedTitle}
            headingRef={focus.outcomeHeading}
          >
            <p>{texts.failedText}</p>
            <MessageList messages={state.messages} lang={lang} />
            <ChangeFileAction label={texts.changeFile} onClick={focus.startOver} />
          </Outcome>
        )}
      </FileJobFrame>
    </div>
  );
}
