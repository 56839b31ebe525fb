import { useEffect, useRef } from "react";
import { type ViewerTexts, viewerTexts } from "../../content/viewer";
import type { Lang } from "../../i18n/lang";
import { FileDrop } from "../../ondevice/FileDrop";
import { GAEB_ACCEPT } from "../../ondevice/files";
import { MessageList } from "../../ondevice/MessageList";
import { formatCount } from "../../ondevice/numbers";
import { WorkingLine } from "../../ondevice/WorkingLine";
import { LvViewer } from "../../viewer/LvViewer";
import { viewOnDevice } from "../../worker/view";
import { useViewJob, type ViewRunner, type ViewState } from "./useViewJob";

function announcement(state: ViewState, texts: ViewerTexts, lang: Lang): string {
  if (state.kind === "working") return state.phase === "loading" ? texts.loading : texts.working;
  if (state.kind === "failed") return texts.announceFailed(state.messages.length);
  if (state.kind === "crashed") return state.timedOut ? texts.timedOut : texts.crashed(state.reason);
  if (state.kind !== "shown") return "";
  const count = Object.values(state.view.kindCounts).reduce((sum, n) => sum + (n ?? 0), 0);
  return texts.announceReady(state.view.title, texts.items(count, formatCount(count, lang)));
}

/** Drop zone, progress and outcome of the viewer page; `runner` is the worker, replaceable in tests. */
export function ViewerPanel({ lang, runner = viewOnDevice }: { lang: Lang; runner?: ViewRunner }) {
  const texts = viewerTexts[lang];
  const { state, chooseFile, retry, reset, cancel } = useViewJob(runner, lang, texts);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const dropButton = useRef<HTMLButtonElement>(null);
  const returnToDrop = useRef(false);

  useEffect(() => {
    if (state.kind === "failed" || state.kind === "crashed") outcomeHeading.current?.focus();
    if (state.kind === "empty" && returnToDrop.current) {
      returnToDrop.current = false;
      dropButton.current?.focus();
    }
  }, [state]);

  const startOver = () => {
    returnToDrop.current = true;
    reset();
  };

  return (
    <div className="tool viewer-tool">
      {state.kind === "empty" ? (
        <FileDrop
          label={texts.dropIdle}
          dragLabel={texts.dropActive}
          hint={texts.dropHint}
          accept={GAEB_ACCEPT}
          error={state.fileError}
          onFiles={([file]) => file && chooseFile(file)}
          buttonRef={dropButton}
          inputTestId="viewer-input"
        />
      ) : (
        <p className="tool__file">
          {texts.selectedFile}: <strong data-testid="viewer-file">{state.file.name}</strong>{" "}
          <button type="button" className="button button--secondary button--small" onClick={startOver}>
            {texts.changeFile}
          </button>
        </p>
      )}

      <p className="visually-hidden" role="status" aria-live="polite" data-testid="viewer-status">
        {announcement(state, texts, lang)}
      </p>

      {state.kind === "working" && (
        <WorkingLine
          phase={state.phase}
          started={state.started}
          words={texts}
          onCancel={cancel}
          cancelTestId="viewer-cancel"
        />
      )}

      {state.kind === "shown" && (
        <>
          {state.messages.length > 0 && (
            <details className="viewer__messages">
              <summary>
                {texts.warningsTitle} ({formatCount(state.messages.length, lang)})
              </summary>
              <MessageList messages={state.messages} lang={lang} />
            </details>
          )}
          <LvViewer view={state.view} search={state.search} lang={lang} />
        </>
      )}

      {state.kind === "failed" && (
        <section className="outcome outcome--failed" aria-labelledby="viewer-outcome">
          <h2 id="viewer-outcome" ref={outcomeHeading} tabIndex={-1}>
            {texts.failedTitle}
          </h2>
          <p>{texts.failedText}</p>
          <MessageList messages={state.messages} lang={lang} />
          <div className="outcome__actions">
            <button type="button" className="button button--primary" onClick={startOver}>
              {texts.changeFile}
            </button>
          </div>
        </section>
      )}

      {state.kind === "crashed" && (
        <section className="outcome outcome--failed" aria-labelledby="viewer-outcome">
          <h2 id="viewer-outcome" ref={outcomeHeading} tabIndex={-1}>
            {texts.failedTitle}
          </h2>
          <p>{state.timedOut ? texts.timedOut : texts.crashed(state.reason)}</p>
          <div className="outcome__actions">
            <button type="button" className="button button--primary" onClick={() => void retry(state.file)}>
              {texts.retry}
            </button>
            <button type="button" className="button button--secondary" onClick={startOver}>
              {texts.changeFile}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
