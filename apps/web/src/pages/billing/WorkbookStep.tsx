import { useToast } from "../../components/Toasts";
import { type BillingTexts, billingTexts } from "../../content/billing";
import type { Lang } from "../../i18n/lang";
import { GAEB_ACCEPT, WORKBOOK_ACCEPT } from "../../ondevice/files";
import { ChangeFileAction, FileJobFrame, Outcome, useOutcomeFocus } from "../../ondevice/JobOutcome";
import { crashText } from "../../ondevice/job-crash";
import { MessageList } from "../../ondevice/MessageList";
import { formatCount, formatMoney } from "../../ondevice/numbers";
import { saveBytes, XLSX_MIME } from "../../ondevice/save";
import { billingWorkbookOnDevice } from "../../worker/billing";
import { BillingFacts, type FactRow, ResultNotes } from "./BillingFacts";
import {
  type BillingRunner,
  useWorkbookStep,
  type WorkbookResult,
  type WorkbookState,
} from "./useBillingJobs";

/** The contract in any GAEB generation, or the last invoice's workbook. */
const SOURCE_ACCEPT = `${GAEB_ACCEPT},${WORKBOOK_ACCEPT}`;

function announcement(state: WorkbookState, texts: BillingTexts, lang: Lang): string {
  const words = texts.workbook;
  if (state.kind === "working") return state.phase === "loading" ? texts.loading : words.working;
  if (state.kind === "failed") return words.announceFailed(state.messages.length);
  if (state.kind === "crashed") return crashText(state, { ...texts, ...words });
  if (state.kind !== "done") return "";
  const { summary } = state.result;
  return words.announceDone(
    summary.itemCount,
    formatMoney(summary.contractTotal, summary.currency, lang),
    (count) => formatCount(count, lang),
  );
}

function rows(result: WorkbookResult, texts: BillingTexts, lang: Lang): FactRow[] {
  const { summary } = result;
  const words = texts.workbook;
  const list: FactRow[] = [];
  if (summary.project) list.push({ id: "project", label: texts.project, value: summary.project });
  if (summary.lvName) list.push({ id: "lv", label: texts.lvName, value: summary.lvName });
  list.push({ id: "items", label: texts.itemCount, value: formatCount(summary.itemCount, lang) });
  list.push({
    id: "total",
    label: words.contractTotal,
    value: formatMoney(summary.contractTotal, summary.currency, lang),
  });
  list.push({
    id: "sequence",
    label: words.sequence,
    value: words.sequenceValue(formatCount(summary.sequence, lang), summary.sequence === 1),
  });
  if (summary.sequence > 1)
    list.push({
      id: "billed-before",
      label: words.billedBefore,
      value: formatMoney(summary.billedBefore, summary.currency, lang),
    });
  return list;
}

/** Step 1 of the billing page: drop the contract or the last invoice's workbook, save the billing workbook. */
export function WorkbookStep({
  lang,
  runner = billingWorkbookOnDevice,
}: {
  lang: Lang;
  runner?: BillingRunner;
}) {
  const texts = billingTexts[lang];
  const words = texts.workbook;
  const { state, chooseFile, retry, reset, cancel } = useWorkbookStep(runner, lang, texts);
  const focus = useOutcomeFocus(
    state,
    state.kind === "done" || state.kind === "failed" || state.kind === "crashed",
    reset,
  );
  const toast = useToast();

  return (
    <section className="tool billing-step" aria-labelledby="billing-workbook-title">
      <h2 id="billing-workbook-title">{words.heading}</h2>
      <p>{words.text}</p>
      <FileJobFrame
        state={state}
        words={{ ...texts, ...words }}
        accept={SOURCE_ACCEPT}
        name="billing-workbook"
        inputTestId="contract-input"
        announcement={announcement(state, texts, lang)}
        onFile={(file) => void chooseFile(file)}
        onCancel={cancel}
        onRetry={(file) => void retry(file)}
        focus={focus}
      >
        {state.kind === "done" && (
          <Outcome
            id="billing-workbook-outcome"
            tone="done"
            title={words.doneTitle}
            headingRef={focus.outcomeHeading}
          >
            <BillingFacts rows={rows(state.result, texts, lang)} prefix="billing" />
            <p className="outcome__note">{words.nextSteps}</p>
            <div className="outcome__actions">
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => {
                  saveBytes(state.result.xlsx, state.result.fileName, XLSX_MIME);
                  toast({ variant: "success", title: texts.saved(state.result.fileName) });
                }}
              >
                {words.download}
              </button>
              <button type="button" className="button button--secondary" onClick={focus.startOver}>
                {texts.another}
              </button>
            </div>
            <ResultNotes messages={state.messages} title={texts.warningsTitle} lang={lang} />
          </Outcome>
        )}
        {state.kind === "failed" && (
          <Outcome
            id="billing-workbook-outcome"
            tone="failed"
            title={words.failedTitle}
            headingRef={focus.outcomeHeading}
          >
            <p>{texts.failedText}</p>
            <MessageList messages={state.messages} lang={lang} />
            <ChangeFileAction label={words.changeFile} onClick={focus.startOver} />
          </Outcome>
        )}
      </FileJobFrame>
    </section>
  );
}
