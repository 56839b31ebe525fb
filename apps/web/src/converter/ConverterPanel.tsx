import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type ConverterTexts, converterTexts } from "../content/converter";
import type { Lang } from "../i18n/lang";
import { pagePath } from "../routing/routes";
import { DropZone } from "./DropZone";
import { type ConverterService, httpConverterService } from "./service";
import { useConverter } from "./useConverter";

/** Spec: after a file is chosen the work area scrolls into the middle of the view after about 100 ms. */
const SCROLL_DELAY_MS = 100;

function formatSize(bytes: number, lang: Lang): string {
  const kb = bytes / 1024;
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return kb < 1024 ? `${format.format(kb)} KB` : `${format.format(kb / 1024)} MB`;
}

/** Opens the signed link in a new tab; where pop-ups are blocked the same tab fetches it (it is a download). */
function openSignedLink(url: string): void {
  // "noopener" in the features would make window.open return null, so the opener is cut by hand.
  const opened = window.open(url, "_blank");
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

function ConsentFields(props: {
  texts: ConverterTexts;
  lang: Lang;
  terms: boolean;
  analysis: boolean;
  onTerms(v: boolean): void;
  onAnalysis(v: boolean): void;
}) {
  const { texts, lang } = props;
  const termsId = useId();
  const analysisId = useId();
  return (
    <fieldset className="consents">
      <div className="checkbox">
        <input
          id={termsId}
          type="checkbox"
          checked={props.terms}
          onChange={(e) => props.onTerms(e.target.checked)}
        />
        <label htmlFor={termsId}>
          {texts.termsBefore}
          <a href={pagePath("terms", lang)} target="_blank" rel="noopener">
            {texts.termsLink}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
          {texts.termsBetween}
          <a href={pagePath("privacy", lang)} target="_blank" rel="noopener">
            {texts.privacyLink}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
          {texts.termsAfter}
        </label>
      </div>
      <div className="checkbox">
        <input
          id={analysisId}
          type="checkbox"
          checked={props.analysis}
          onChange={(e) => props.onAnalysis(e.target.checked)}
        />
        <label htmlFor={analysisId}>{texts.analysisConsent}</label>
      </div>
    </fieldset>
  );
}

export function ConverterPanel({ lang, service }: { lang: Lang; service?: ConverterService }) {
  const texts = converterTexts[lang];
  const api = useMemo(() => service ?? httpConverterService(lang), [service, lang]);
  const converter = useConverter(api, texts);
  const { state } = converter;
  const workArea = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  const hintId = useId();
  const busy = state.stage === "uploading" || state.stage === "converting";

  const selectedName = state.selected?.name;
  useEffect(() => {
    if (!selectedName) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const timer = setTimeout(() => {
      workArea.current?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selectedName]);

  // The button that was pressed disappears with each stage; focus and view move to the new panel's heading.
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const isBusy = busy;
  const isComplete = state.stage === "complete";
  const dropZoneButton = useRef<HTMLButtonElement>(null);
  const leftIdle = useRef(false);
  useEffect(() => {
    const target =
      isBusy || isComplete ? stageHeading.current : leftIdle.current ? dropZoneButton.current : null;
    // Back to idle after a failure or "convert another file": the drop zone (and its error line) takes over.
    leftIdle.current = isBusy || isComplete;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: "center" });
  }, [isBusy, isComplete]);

  const download = async () => {
    setDownloading(true);
    const url = await converter.requestDownloadUrl();
    setDownloading(false);
    if (url) openSignedLink(url);
  };

  return (
    <div className="converter" ref={workArea}>
      {state.stage === "idle" && (
        <>
          <div id="upload">
            <DropZone
              buttonRef={dropZoneButton}
              texts={texts}
              error={state.error}
              onFile={(file) => void converter.selectFile(file)}
              onRejected={converter.rejectFile}
            />
          </div>
          {state.selected && (
            <div id="convert" className="converter__ready">
              <p className="converter__file">
                <span className="converter__file-label">{texts.selectedFile}:</span>{" "}
                <strong data-testid="selected-file">{state.selected.name}</strong>{" "}
                <span className="muted">({formatSize(state.selected.size, lang)})</span>
              </p>
              <ConsentFields
                texts={texts}
                lang={lang}
                terms={state.termsAccepted}
                analysis={state.dataProcessingAccepted}
                onTerms={converter.setTermsAccepted}
                onAnalysis={converter.setDataProcessingAccepted}
              />
              <button
                type="button"
                className="button button--primary button--large"
                disabled={!state.termsAccepted}
                aria-describedby={state.termsAccepted ? undefined : hintId}
                onClick={() => void converter.convert()}
              >
                {texts.convertButton}
              </button>
              {!state.termsAccepted && (
                <p className="hint" id={hintId}>
                  {texts.termsHint}
                </p>
              )}
            </div>
          )}
        </>
      )}
      {busy && (
        <section className="progress-view" aria-live="polite" aria-busy="true">
          <h2 className="progress-view__title" ref={stageHeading} tabIndex={-1}>
            {texts.progressTitle}
          </h2>
          <progress className="progress" max={100} value={state.progress} aria-label={texts.progressLabel}>
            {state.progress} %
          </progress>
          <p className="progress-view__status">
            {state.stage === "uploading" ? texts.uploadingStatus : texts.convertingStatus} – {state.progress}{" "}
            %
          </p>
          <p className="muted">{texts.pleaseWait}</p>
        </section>
      )}
      {state.stage === "complete" && (
        <section id="download" className="result" aria-labelledby="result-title">
          <h2 id="result-title" className="result__title" ref={stageHeading} tabIndex={-1}>
            {texts.completeTitle}
          </h2>
          <p className="result__file" data-testid="excel-name">
            {state.excelFileName}
          </p>
          <p>{texts.completeText}</p>
          <div className="result__actions">
            <button
              type="button"
              className="button button--primary button--large"
              disabled={downloading}
              onClick={() => void download()}
            >
              {downloading ? texts.downloading : texts.downloadButton}
            </button>
            <button type="button" className="button button--secondary" onClick={converter.reset}>
              {texts.convertAnother}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
