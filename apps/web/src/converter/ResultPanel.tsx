import type { Ref } from "react";
import type { ConverterTexts } from "../content/converter";
import type { Lang } from "../i18n/lang";
import { isGaebXmlName } from "../ondevice/gaeb-file";
import { OfferLink } from "../pages/offer/OfferLink";
import { ViewerLink } from "../pages/viewer-link/ViewerLink";
import { ResultPreview } from "./ResultPreview";
import type { ConversionOutcome } from "./service";

function formatExpiry(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/** A button that says it is busy (`aria-disabled`) while a download or a deletion runs. */
function BusyButton(props: { className: string; busy: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={props.className}
      // Never disabled while busy: a disabled button drops keyboard focus to the page.
      aria-disabled={props.busy}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/**
 * A workbook ready to download: the one just made, or (`restored`) the last one, shown below the drop zone when the
 * reader comes back to the page; then it needs no "convert more files", the drop zone is right above it.
 */
export function ResultPanel(props: {
  texts: ConverterTexts;
  lang: Lang;
  result: ConversionOutcome;
  restored: boolean;
  pending: "download" | "delete" | null;
  error: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onDownload(): void;
  onDelete(): void;
  onReset(): void;
}) {
  const { texts, lang, result, pending } = props;
  // Known by its name, so a result restored after a reload says the same as when it was made.
  const gaebXml = isGaebXmlName(result.excelFileName);
  return (
    <section
      id="download"
      className={props.restored ? "result result--last" : "result"}
      aria-labelledby="result-title"
      data-testid="converter-result"
    >
      <h2 id="result-title" className="result__title" ref={props.headingRef} tabIndex={-1}>
        {props.restored ? texts.lastResultTitle : gaebXml ? texts.completeTitleGaeb : texts.completeTitle}
      </h2>
      <p className="result__file" data-testid="excel-name">
        {result.excelFileName}
      </p>
      <p>
        {result.where === "server" && result.expiresAt
          ? (gaebXml ? texts.completeServerGaeb : texts.completeServer)(formatExpiry(result.expiresAt, lang))
          : texts.completeDevice}
      </p>
      <OfferLink lang={lang} phases={result.sheets.map((sheet) => sheet.phase)} />
      <ViewerLink lang={lang} from="converter" className="viewer-link" />
      <div className="result__actions">
        <BusyButton
          className="button button--primary button--large"
          busy={pending !== null}
          label={
            pending === "download"
              ? texts.downloading
              : gaebXml
                ? texts.downloadButtonGaeb
                : texts.downloadButton
          }
          onClick={props.onDownload}
        />
        {result.where === "server" && (
          <BusyButton
            className="button button--secondary"
            busy={pending !== null}
            label={pending === "delete" ? texts.deleting : texts.deleteButton}
            onClick={props.onDelete}
          />
        )}
        {!props.restored && (
          <button type="button" className="button button--secondary" onClick={props.onReset}>
            {texts.convertAnother}
          </button>
        )}
      </div>
      <div aria-live="assertive" className="result__message">
        {props.error && (
          <p className="field-error" data-testid="result-error">
            {props.error}
          </p>
        )}
      </div>
      <ResultPreview sheets={result.sheets} notes={result.notes} texts={texts} lang={lang} />
    </section>
  );
}
