import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useToast } from "../../components/Toasts";
import { type CompareTexts, compareTexts } from "../../content/compare";
import { evaluationTexts } from "../../content/evaluation";
import type { Lang } from "../../i18n/lang";
import { FileDrop } from "../../ondevice/FileDrop";
import { GAEB_ACCEPT, WORKBOOK_ACCEPT } from "../../ondevice/files";
import { CrashOutcome, JobStatus, Outcome } from "../../ondevice/JobOutcome";
import { crashText } from "../../ondevice/job-crash";
import { MessageList } from "../../ondevice/MessageList";
import type { ReportedMessage } from "../../ondevice/messages";
import { formatMoney } from "../../ondevice/numbers";
import { saveBytes, XLSX_MIME } from "../../ondevice/save";
import { compareOnDevice } from "../../worker/compare";
import { EvaluationSection } from "./evaluation/EvaluationSection";
import type { Evaluate } from "./evaluation/useEvaluated";
import { RankingTable } from "./RankingTable";
import { type CompareOutcome, type CompareRunner, useCompareJob } from "./useCompareJob";

function announcement(outcome: CompareOutcome, texts: CompareTexts, lang: Lang): string {
  if (outcome.kind === "working") return outcome.phase === "loading" ? texts.loading : texts.working;
  if (outcome.kind === "failed") return texts.announceFailed(outcome.messages.length);
  if (outcome.kind === "crashed") return crashText(outcome, texts);
  if (outcome.kind !== "done") return "";
  // Only a complete offer is ever announced as the lowest; the ranking is by the total after discounts.
  const lowest = outcome.ranking.find((row) => row.complete);
  if (!lowest) return texts.announceNoneComplete(outcome.ranking.length);
  return texts.announceDone(
    outcome.ranking.length,
    lowest.bidder,
    formatMoney(lowest.totalAfterDiscount, outcome.currency, lang),
    outcome.ranking.filter((row) => !row.complete).length,
  );
}

function outcomeMessages(outcome: CompareOutcome): ReportedMessage[] {
  return outcome.kind === "done" || outcome.kind === "failed" ? outcome.messages : [];
}

const KB = 1024;
function formatSize(bytes: number, lang: Lang): string {
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return bytes < KB * KB ? `${format.format(bytes / KB)} KB` : `${format.format(bytes / KB / KB)} MB`;
}

/**
 * Drop zone, file list with the request marked, reference bidder, ranking, the Wertung and download of the
 * comparison page. `evaluate` stands in for the core's evaluator in tests.
 */
export function ComparePanel({
  lang,
  runner = compareOnDevice,
  evaluate,
}: {
  lang: Lang;
  runner?: CompareRunner;
  evaluate?: Evaluate;
}) {
  const texts = compareTexts[lang];
  const job = useCompareJob(runner, lang, texts);
  const { files, requestId, offers, reference, blocker, outcome, cause } = job;
  const toast = useToast();
  const groupName = useId();
  const filesHintId = useId();
  const referenceId = useId();
  const referenceHintId = useId();
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  // Bidders' names are known once a comparison has read the files; until then the list shows file names only.
  const bidderOf = useRef(new Map<string, string>());
  if (outcome.kind === "done") for (const row of outcome.ranking) bidderOf.current.set(row.file, row.bidder);
  const dropButton = useRef<HTMLButtonElement>(null);
  // A download asked for while the workbook is made again with the evaluation shown: saved once it is there.
  const [downloadWanted, setDownloadWanted] = useState(false);
  const saveWorkbook = useCallback(
    (xlsx: Uint8Array) => {
      saveBytes(xlsx, texts.downloadName, XLSX_MIME);
      toast({ variant: "success", title: texts.downloaded });
    },
    [texts, toast],
  );
  useEffect(() => {
    if (!downloadWanted) return;
    if (outcome.kind !== "done") setDownloadWanted(false);
    else if (job.workbookCurrent) {
      setDownloadWanted(false);
      saveWorkbook(outcome.xlsx);
    }
  }, [downloadWanted, outcome, job.workbookCurrent, saveWorkbook]);

  // Files just dropped lead the focus to the ranking (or to why there is none); other changes leave it where it is.
  useEffect(() => {
    if (
      (outcome.kind === "done" || outcome.kind === "failed" || outcome.kind === "crashed") &&
      cause === "files"
    )
      outcomeHeading.current?.focus();
  }, [outcome, cause]);

  const messages = outcomeMessages(outcome);
  const listedNames = new Set(files.map((entry) => entry.file.name));
  const general = messages.filter((message) => message.file === null || !listedNames.has(message.file));
  const blockerText =
    blocker === "files"
      ? texts.fixFiles
      : blocker === "request"
        ? texts.needRequest
        : blocker === "offer"
          ? texts.needOffer
          : null;

  return (
    <div className="tool">
      <FileDrop
        label={files.length > 0 ? texts.dropMore : texts.dropIdle}
        dragLabel={texts.dropActive}
        hint={texts.dropHint}
        accept={`${GAEB_ACCEPT},${WORKBOOK_ACCEPT}`}
        multiple
        error={job.notice}
        onFiles={job.addFiles}
        buttonRef={dropButton}
        inputTestId="compare-input"
      />

      {files.length > 0 && (
        <fieldset className="tool__files" aria-describedby={filesHintId}>
          <legend>{texts.filesLegend}</legend>
          <p id={filesHintId} className="field__hint">
            {texts.filesHint}
          </p>
          <ul className="file-list">
            {files.map((entry) => {
              const name = entry.file.name;
              const isRequest = entry.id === requestId;
              const own = messages.filter((message) => message.file === name);
              const radioId = `${groupName}-${entry.id}`;
              return (
                <li
                  key={entry.id}
                  className={`file-list__item${entry.problem || own.some((m) => m.severity === "error") ? " file-list__item--problem" : ""}`}
                  data-testid="compare-file"
                >
                  <div className="file-list__head">
                    <input
                      id={radioId}
                      type="radio"
                      name={groupName}
                      checked={isRequest}
                      disabled={entry.problem !== null}
                      onChange={() => job.chooseRequest(entry.id)}
                    />
                    <label htmlFor={radioId} className="file-list__name">
                      {name}
                    </label>
                    <span className={`badge${isRequest ? " badge--request" : ""}`} data-testid="compare-role">
                      {entry.problem ? "–" : isRequest ? texts.requestRole : texts.offerRole}
                    </span>
                    <span className="file-list__size">{formatSize(entry.file.size, lang)}</span>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={texts.removeFile(name)}
                      onClick={() => {
                        job.removeFile(entry.id);
                        dropButton.current?.focus();
                      }}
                    >
                      {texts.remove}
                    </button>
                  </div>
                  {entry.problem && <p className="field-error file-list__problem">{entry.problem}</p>}
                  {own.length > 0 && <MessageList messages={own} lang={lang} />}
                </li>
              );
            })}
          </ul>
          {blockerText && (
            <p className="hint" data-testid="compare-blocker">
              {blockerText}
            </p>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              job.clear();
              dropButton.current?.focus();
            }}
          >
            {texts.clear}
          </button>
        </fieldset>
      )}

      {offers.length >= 2 && (
        <div className="field">
          <label htmlFor={referenceId}>{texts.referenceLabel}</label>
          <select
            id={referenceId}
            value={reference ?? ""}
            aria-describedby={referenceHintId}
            onChange={(event) => job.chooseReference(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{texts.referenceNone}</option>
            {offers.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {bidderOf.current.has(entry.file.name)
                  ? `${bidderOf.current.get(entry.file.name)} (${entry.file.name})`
                  : entry.file.name}
              </option>
            ))}
          </select>
          <p id={referenceHintId} className="field__hint">
            {texts.referenceHint}
          </p>
        </div>
      )}

      <JobStatus
        announcement={announcement(outcome, texts, lang)}
        working={outcome.kind === "working" ? outcome : null}
        words={texts}
        onCancel={job.cancel}
        testId="compare"
      />

      {outcome.kind === "done" && (
        <Outcome
          id="compare-outcome"
          tone="done"
          className="outcome--ranking"
          title={texts.rankingTitle}
          headingRef={outcomeHeading}
        >
          <RankingTable ranking={outcome.ranking} currency={outcome.currency} lang={lang} />
          <EvaluationSection
            outcome={outcome}
            options={job.evaluation}
            onChange={job.chooseEvaluation}
            requestFile={files.find((entry) => entry.id === requestId)?.file.name ?? ""}
            lang={lang}
            {...(evaluate ? { evaluate } : {})}
          />
          <div className="outcome__actions">
            <button
              type="button"
              className="button button--primary button--large"
              aria-busy={downloadWanted}
              onClick={() => {
                if (job.workbookCurrent) saveWorkbook(outcome.xlsx);
                else {
                  setDownloadWanted(true);
                  job.flushWorkbook();
                }
              }}
            >
              {texts.download}
            </button>
          </div>
          <p className="field__hint" role="status" data-testid="workbook-status">
            {downloadWanted ? evaluationTexts[lang].workbookPending : ""}
          </p>
          {general.length > 0 && (
            <div className="outcome__messages">
              <h3>{texts.messagesTitle}</h3>
              <MessageList messages={general} lang={lang} />
            </div>
          )}
        </Outcome>
      )}

      {outcome.kind === "failed" && (
        <Outcome id="compare-outcome" tone="failed" title={texts.failedTitle} headingRef={outcomeHeading}>
          <p>{texts.failedText}</p>
          {general.length > 0 && <MessageList messages={general} lang={lang} />}
        </Outcome>
      )}

      {outcome.kind === "crashed" && (
        <CrashOutcome
          id="compare-outcome"
          headingRef={outcomeHeading}
          words={texts}
          text={crashText(outcome, texts)}
          onRetry={job.retry}
        />
      )}
    </div>
  );
}
