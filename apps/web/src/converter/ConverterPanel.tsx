import { useEffect, useId, useRef } from "react";
import { type ConverterTexts, converterTexts } from "../content/converter";
import type { Lang } from "../i18n/lang";
import { OfferLink } from "../pages/offer/OfferLink";
import { pagePath } from "../routing/routes";
import { ConverterOptions } from "./ConverterOptions";
import { DropZone } from "./DropZone";
import { planConversion } from "./plan";
import { ResultPreview } from "./ResultPreview";
import { type ConverterServices, useConverter } from "./useConverter";

/** Spec: after a file is chosen the work area scrolls into the middle of the view after about 100 ms. */
const SCROLL_DELAY_MS = 100;

function formatSize(bytes: number, lang: Lang): string {
  const kb = bytes / 1024;
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return kb < 1024 ? `${format.format(kb)} KB` : `${format.format(kb / 1024)} MB`;
}

function formatExpiry(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

function ConsentFields(props: {
  texts: ConverterTexts;
  lang: Lang;
  terms: boolean;
  analysis: boolean | null;
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
      {/* Analysing a file needs the file on the server: on the device there is nothing to consent to. */}
      {props.analysis !== null && (
        <div className="checkbox">
          <input
            id={analysisId}
            type="checkbox"
            checked={props.analysis}
            onChange={(e) => props.onAnalysis(e.target.checked)}
          />
          <label htmlFor={analysisId}>{texts.analysisConsent}</label>
        </div>
      )}
    </fieldset>
  );
}

export function ConverterPanel({ lang, services }: { lang: Lang; services?: Partial<ConverterServices> }) {
  const texts = converterTexts[lang];
  const converter = useConverter(lang, texts, services);
  const { state, settings, pending } = converter;
  const workArea = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const filesTitleId = useId();
  const working = state.stage === "working";

  const fileCount = state.files.length;
  useEffect(() => {
    if (fileCount === 0) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const timer = setTimeout(() => {
      workArea.current?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fileCount]);

  // The button that was pressed disappears with each stage; focus and view move to the new panel's heading.
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const dropZoneButton = useRef<HTMLButtonElement>(null);
  const leftIdle = useRef(false);
  const stage = state.stage;
  const restored = state.restored && (stage === "complete" || stage === "gone");
  useEffect(() => {
    // A result shown again after a reload is no reason to move the reader's focus or view.
    if (restored) {
      leftIdle.current = true;
      return;
    }
    const away = stage !== "idle";
    const target = away ? stageHeading.current : leftIdle.current ? dropZoneButton.current : null;
    // Back to idle after a failure or "convert more files": the drop zone (and its error line) takes over.
    leftIdle.current = away;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: "start" });
  }, [stage, restored]);

  const plan = planConversion(state.files);
  const roleOf = (name: string) => {
    if (plan.base?.name === name) return texts.baseRole(plan.offers.map((offer) => offer.name).join(", "));
    if (plan.base && plan.offers.some((offer) => offer.name === name)) return texts.offerRole(plan.base.name);
    return null;
  };
  const result = state.result;

  return (
    <div className="converter" ref={workArea}>
      {stage === "idle" && (
        <>
          <div id="upload">
            <DropZone
              buttonRef={dropZoneButton}
              texts={texts}
              {...(fileCount > 0 ? { label: texts.dropMore } : {})}
              error={state.error}
              onFiles={(files) => void converter.addFiles(files)}
              onRejected={converter.rejectDrop}
            />
          </div>
          {fileCount > 0 && (
            <div id="convert" className="converter__ready">
              <section aria-labelledby={filesTitleId}>
                <h2 className="converter__files-title" id={filesTitleId}>
                  {texts.selectedFiles}
                </h2>
                <ul className="file-list">
                  {state.files.map((file, index) => {
                    const role = roleOf(file.name);
                    return (
                      <li key={`${file.name}-${file.size}`} className="file-list__item">
                        <span className="file-list__name">
                          <strong data-testid="selected-file">{file.name}</strong>{" "}
                          <span className="muted">({formatSize(file.size, lang)})</span>
                          {role && (
                            <span className="file-list__role" data-testid="file-role">
                              {role}
                            </span>
                          )}
                        </span>
                        <button
                          type="button"
                          className="button button--quiet file-list__remove"
                          aria-label={texts.removeFile(file.name)}
                          onClick={() => converter.removeFile(index)}
                        >
                          ×
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
              <ConverterOptions texts={texts} settings={settings} onChange={converter.changeSettings} />
              <ConsentFields
                texts={texts}
                lang={lang}
                terms={state.termsAccepted}
                analysis={settings.where === "server" ? state.dataProcessingAccepted : null}
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
      {working && (
        <section className="progress-view" aria-live="polite" aria-busy="true">
          <h2 className="progress-view__title" ref={stageHeading} tabIndex={-1}>
            {texts.progressTitle}
          </h2>
          <progress className="progress" max={100} value={state.progress} aria-label={texts.progressLabel}>
            {state.progress} %
          </progress>
          <p className="progress-view__status">
            {state.where === "device"
              ? texts.deviceStatus
              : state.progress < 40
                ? texts.uploadingStatus
                : texts.convertingStatus}{" "}
            – {state.progress} %
          </p>
          <p className="muted">{texts.pleaseWait}</p>
        </section>
      )}
      {stage === "complete" && result && (
        <section id="download" className="result" aria-labelledby="result-title">
          <h2 id="result-title" className="result__title" ref={stageHeading} tabIndex={-1}>
            {texts.completeTitle}
          </h2>
          <p className="result__file" data-testid="excel-name">
            {result.excelFileName}
          </p>
          <p>
            {result.where === "server" && result.expiresAt
              ? texts.completeServer(formatExpiry(result.expiresAt, lang))
              : texts.completeDevice}
          </p>
          <OfferLink lang={lang} phases={result.sheets.map((sheet) => sheet.phase)} />
          <div className="result__actions">
            <button
              type="button"
              className="button button--primary button--large"
              // Never disabled while busy: a disabled button drops keyboard focus to the page.
              aria-disabled={pending !== null}
              onClick={() => void converter.download()}
            >
              {pending === "download" ? texts.downloading : texts.downloadButton}
            </button>
            {result.where === "server" && (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={pending !== null}
                onClick={() => void converter.deleteFiles()}
              >
                {pending === "delete" ? texts.deleting : texts.deleteButton}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={converter.reset}>
              {texts.convertAnother}
            </button>
          </div>
          <div aria-live="assertive" className="result__message">
            {state.resultError && (
              <p className="field-error" data-testid="result-error">
                {state.resultError}
              </p>
            )}
          </div>
          <ResultPreview sheets={result.sheets} notes={result.notes} texts={texts} lang={lang} />
        </section>
      )}
      {(stage === "deleted" || stage === "gone") && (
        <section className="result" aria-labelledby="result-title">
          <h2 id="result-title" className="result__title" ref={stageHeading} tabIndex={-1}>
            {stage === "deleted" ? texts.deletedTitle : texts.deviceGoneTitle}
          </h2>
          <p>{stage === "deleted" ? texts.deletedText : texts.deviceGoneText(state.goneNames.join(", "))}</p>
          <div className="result__actions">
            <button type="button" className="button button--primary" onClick={converter.reset}>
              {texts.convertAnother}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
