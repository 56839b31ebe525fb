import { useId, useState } from "react";
import { useToast } from "../../components/Toasts";
import { type BillingTexts, billingTexts } from "../../content/billing";
import type { Lang } from "../../i18n/lang";
import { WORKBOOK_ACCEPT } from "../../ondevice/files";
import { ChangeFileAction, FileJobFrame, Outcome, useOutcomeFocus } from "../../ondevice/JobOutcome";
import { crashText } from "../../ondevice/job-crash";
import { MessageList } from "../../ondevice/MessageList";
import { formatCount, formatMoney } from "../../ondevice/numbers";
import { GAEB_XML_MIME, saveBytes } from "../../ondevice/save";
import { invoiceOnDevice } from "../../worker/billing";
import { BillingFacts, type FactRow, formatIsoDate, ResultNotes } from "./BillingFacts";
import { type BillingRunner, type InvoiceFiles, type InvoiceState, useInvoiceStep } from "./useBillingJobs";

function announcement(state: InvoiceState, texts: BillingTexts, lang: Lang): string {
  const words = texts.invoice;
  if (state.kind === "working") return state.phase === "loading" ? texts.loading : words.working;
  if (state.kind === "failed") return words.announceFailed(state.messages.length);
  if (state.kind === "crashed") return crashText(state, { ...texts, ...words });
  if (state.kind !== "done") return "";
  const { summary } = state.result;
  return words.announceDone(summary.invoiceNumber, formatMoney(summary.amountDue, summary.currency, lang));
}

function rows(result: InvoiceFiles, texts: BillingTexts, lang: Lang): FactRow[] {
  const { summary } = result;
  const words = texts.invoice;
  const money = (value: string) => formatMoney(value, summary.currency, lang);
  return [
    { id: "number", label: words.invoiceNumber, value: summary.invoiceNumber },
    { id: "type", label: words.invoiceType, value: words.types[summary.invoiceType] },
    { id: "date", label: words.invoiceDate, value: formatIsoDate(summary.invoiceDate, lang) },
    { id: "items", label: words.itemsBilled, value: formatCount(summary.itemCount, lang) },
    { id: "lines", label: words.measurementLines, value: formatCount(summary.measurementLines, lang) },
    { id: "net", label: words.net, value: money(summary.net) },
    { id: "vat", label: words.vat, value: money(summary.vat) },
    { id: "gross", label: words.gross, value: money(summary.gross) },
    { id: "retention", label: words.retention, value: money(summary.retention) },
    { id: "paid-before", label: words.paidBefore, value: money(summary.paidBefore) },
    { id: "due", label: words.amountDue, value: money(summary.amountDue) },
  ];
}

/** `Lagerhalle-R01.X89` → `Lagerhalle-R01.X31`: the quantity determination carries the invoice's name. */
export function x31Name(x89Name: string): string {
  return `${x89Name.replace(/\.x89$/i, "")}.X31`;
}

/**
 * Step 2 of the billing page: drop the filled billing workbook, save the invoice (X89) and, where the workbook has
 * measurement lines and the box is ticked, the quantity determination (X31). Each file has its own button: a browser
 * asks before a page saves two files from one click.
 */
export function InvoiceStep({ lang, runner = invoiceOnDevice }: { lang: Lang; runner?: BillingRunner }) {
  const texts = billingTexts[lang];
  const words = texts.invoice;
  const [withX31, setWithX31] = useState(true);
  const { state, forFile, chooseFile, retry, reset, cancel } = useInvoiceStep(runner, lang, texts, withX31);
  const focus = useOutcomeFocus(
    state,
    forFile && (state.kind === "done" || state.kind === "failed" || state.kind === "crashed"),
    reset,
  );
  const toast = useToast();
  const x31Id = useId();
  const x31HintId = useId();
  const save = (bytes: Uint8Array, name: string) => {
    saveBytes(bytes, name, GAEB_XML_MIME);
    toast({ variant: "success", title: texts.saved(name) });
  };

  return (
    <section className="tool billing-step" aria-labelledby="billing-invoice-title">
      <h2 id="billing-invoice-title">{words.heading}</h2>
      <p>{words.text}</p>
      <div className="checkbox billing-step__option">
        <input
          id={x31Id}
          type="checkbox"
          checked={withX31}
          aria-describedby={x31HintId}
          onChange={(event) => setWithX31(event.target.checked)}
        />
        <div>
          <label htmlFor={x31Id}>{words.x31Label}</label>
          <p id={x31HintId} className="field__hint">
            {words.x31Hint}
          </p>
        </div>
      </div>
      <FileJobFrame
        state={state}
        words={{ ...texts, ...words }}
        accept={WORKBOOK_ACCEPT}
        name="invoice"
        inputTestId="workbook-input"
        announcement={announcement(state, texts, lang)}
        onFile={(file) => void chooseFile(file)}
        onCancel={cancel}
        onRetry={(file) => void retry(file)}
        focus={focus}
      >
        {state.kind === "done" && (
          <Outcome id="invoice-outcome" tone="done" title={words.doneTitle} headingRef={focus.outcomeHeading}>
            <BillingFacts rows={rows(state.result, texts, lang)} prefix="invoice" />
            <p className="outcome__note">{words.checkBeforeSending}</p>
            <div className="outcome__actions">
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => save(state.result.x89, state.result.fileName)}
              >
                {words.downloadX89}
              </button>
              {state.result.x31 && (
                <button
                  type="button"
                  className="button button--secondary button--large"
                  onClick={() => state.result.x31 && save(state.result.x31, x31Name(state.result.fileName))}
                >
                  {words.downloadX31}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={focus.startOver}>
                {words.changeFile}
              </button>
            </div>
            <ResultNotes messages={state.messages} title={texts.warningsTitle} lang={lang} />
          </Outcome>
        )}
        {state.kind === "failed" && (
          <Outcome
            id="invoice-outcome"
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
