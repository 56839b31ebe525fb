import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { type ConverterTexts, converterTexts } from "../content/converter";
import type { Lang } from "../i18n/lang";
import { pagePath } from "../routing/routes";
import { ConverterOptions } from "./ConverterOptions";
import { DropZone } from "./DropZone";
import { planConversion } from "./plan";
import { ResultPanel } from "./ResultPanel";
import { type ConverterServices, useConverter } from "./useConverter";

/** Spec: after a file is chosen the work area scrolls into the middle of the view after about 100 ms. */
const SCROLL_DELAY_MS = 100;

function formatSize(bytes: number, lang: Lang): string {
  const kb = bytes / 1024;
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return kb < 1024 ? `${format.format(kb)} KB` : `${format.format(kb / 1024)} MB`;
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

  // The button that was pressed disappears with each stage; focus and view move to the new panel's heading. A layout
  // effect, so focus moves in the same commit that shows the heading and never rests on the page's body in between.
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const dropZoneButton = useRef<HTMLButtonElement>(null);
  const leftIdle = useRef(false);
  const stage = state.stage;
  useLayoutEffect(() => {
    const away = stage !== "idle";
    const target = away ? stageHeading.current : leftIdle.current ? dropZoneButton.current : null;
    // Back to idle after a failure or "convert more files": the drop zone (and its error line) takes over.
    leftIdle.current = away;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: "start" });
  }, [stage]);

  const plan = planConversion(state.files);
  const gaebXml = settings.output === "gaeb-xml";
  // GAEB DA XML is one file written again: with several chosen the button waits and says why.
  const oneFileOnly = gaebXml && fileCount > 1;
  const blocked = !state.termsAccepted || oneFileOnly;
  const roleOf = (name: string) => {
    if (plan.base?.name === name) return texts.baseRole(plan.offers.map((offer) => offer.name).join(", "));
    if (plan.base && plan.offers.some((offer) => offer.name === name)) return texts.offerRole(plan.base.name);
    return null;
  };
  const result = state.result;
  const resultPanel = result && (
    <ResultPanel
      texts={texts}
      lang={lang}
      result={result}
      restored={state.restored}
      pending={pending}
      error={state.resultError}
      headingRef={stageHeading}
      onDownload={() => void converter.download()}
      onDelete={() => void converter.deleteFiles()}
      onReset={converter.reset}
    />
  );

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
                          <span className="muted file-list__size">({formatSize(file.size, lang)})</span>
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
                disabled={blocked}
                aria-describedby={blocked ? hintId : undefined}
                onClick={() => void converter.convert()}
              >
                {gaebXml ? texts.convertButtonGaeb : texts.convertButton}
              </button>
              {blocked && (
                <p className="hint" id={hintId} data-testid="convert-hint">
                  {oneFileOnly ? texts.gaebOneFile : texts.termsHint}
                </p>
              )}
            </div>
          )}
          {state.restored && resultPanel}
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
              ? gaebXml
                ? texts.deviceStatusGaeb
                : texts.deviceStatus
              : state.progress < 40
                ? texts.uploadingStatus
                : gaebXml
                  ? texts.convertingStatusGaeb
                  : texts.convertingStatus}{" "}
            – {state.progress} %
          </p>
          <p className="muted">{texts.pleaseWait}</p>
        </section>
      )}
      {stage === "complete" && resultPanel}
      {stage === "deleted" && (
        <section className="result" aria-labelledby="result-title">
          <h2 id="result-title" className="result__title" ref={stageHeading} tabIndex={-1}>
            {texts.deletedTitle}
          </h2>
          <p>{texts.deletedText}</p>
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
