import { useId, useRef, useState } from "react";
import { useToast } from "../../components/Toasts";
import { type OfferTexts, offerTexts } from "../../content/offer";
import type { Lang } from "../../i18n/lang";
import { WORKBOOK_ACCEPT } from "../../ondevice/files";
import { ChangeFileAction, FileJobFrame, Outcome, useOutcomeFocus } from "../../ondevice/JobOutcome";
import { crashText } from "../../ondevice/job-crash";
import { MessageList } from "../../ondevice/MessageList";
import { formatCount, formatMoney } from "../../ondevice/numbers";
import { GAEB_XML_MIME, saveBytes } from "../../ondevice/save";
import { offerOnDevice } from "../../worker/offer";
import { BreakdownSection } from "./BreakdownSection";
import { SheetChoice } from "./SheetChoice";
import { type OfferRunner, type OfferState, useOfferJob } from "./useOfferJob";

function announcement(state: OfferState, texts: OfferTexts, lang: Lang): string {
  if (state.kind === "working") return state.phase === "loading" ? texts.loading : texts.working;
  if (state.kind === "failed")
    return state.messages.every((message) => message.code === "offer_sheet_choice")
      ? texts.sheetChoiceTitle
      : texts.announceFailed(state.messages.length);
  if (state.kind === "crashed") return crashText(state, texts);
  if (state.kind !== "done") return "";
  const { summary } = state.result;
  return texts.announceDone(
    summary.bidder ?? texts.noBidder,
    summary.pricedItems,
    formatMoney(summary.grandTotal, summary.currency, lang),
    (count) => formatCount(count, lang),
  );
}

function Summary({
  state,
  texts,
  lang,
}: {
  state: Extract<OfferState, { kind: "done" }>;
  texts: OfferTexts;
  lang: Lang;
}) {
  const { summary } = state.result;
  const rows: { label: string; value: string; id: string }[] = [
    { id: "bidder", label: texts.bidder, value: summary.bidder ?? texts.noBidder },
  ];
  if (summary.project) rows.push({ id: "project", label: texts.project, value: summary.project });
  if (summary.lvName) rows.push({ id: "lv", label: texts.lvName, value: summary.lvName });
  rows.push({
    id: "priced",
    label: texts.pricedItems,
    value: texts.pricedOf(formatCount(summary.pricedItems, lang), formatCount(summary.itemCount, lang)),
  });
  if (summary.notOfferedItems > 0)
    rows.push({
      id: "not-offered",
      label: texts.notOfferedItems,
      value: formatCount(summary.notOfferedItems, lang),
    });
  rows.push({
    id: "total",
    label: texts.grandTotal,
    value: formatMoney(summary.grandTotal, summary.currency, lang),
  });
  rows.push({ id: "format", label: texts.gaebVersion, value: texts.gaebVersionValue(summary.gaebVersion) });
  return (
    <dl className="facts">
      {rows.map((row) => (
        <div key={row.id} className={`facts__row facts__row--${row.id}`}>
          <dt>{row.label}</dt>
          <dd data-testid={`offer-${row.id}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Options, drop zone and outcome of the offer page; `runner` is the worker, replaceable in tests. */
export function OfferPanel({ lang, runner = offerOnDevice }: { lang: Lang; runner?: OfferRunner }) {
  const texts = offerTexts[lang];
  const [bidder, setBidder] = useState("");
  const [notOfferedEmpty, setNotOfferedEmpty] = useState(false);
  const { state, cause, sheets, sheet, chooseFile, chooseSheet, retry, reset, cancel } = useOfferJob(
    runner,
    lang,
    texts,
    {
      bidder,
      notOfferedEmpty,
    },
  );
  // Several requests in one workbook and none chosen yet: the question is the outcome, not a failure.
  const askingSheet =
    state.kind === "failed" &&
    state.messages.length > 0 &&
    state.messages.every((message) => message.code === "offer_sheet_choice");
  const toast = useToast();
  const bidderId = useId();
  const bidderHintId = useId();
  const notOfferedId = useId();
  const notOfferedHintId = useId();
  const bidderField = useRef<HTMLInputElement>(null);
  // A new file's outcome takes the focus; an option changed in a field keeps it there (the live region speaks).
  const focusOutcome =
    (state.kind === "done" || state.kind === "failed" || state.kind === "crashed") && cause === "file";
  const focus = useOutcomeFocus(state, focusOutcome, reset);
  const { outcomeHeading, startOver } = focus;

  return (
    <div className="tool">
      <fieldset className="tool__options">
        <legend>{texts.optionsLegend}</legend>
        <div className="field">
          <label htmlFor={bidderId}>{texts.bidderLabel}</label>
          <input
            id={bidderId}
            ref={bidderField}
            type="text"
            autoComplete="organization"
            maxLength={200}
            value={bidder}
            aria-describedby={bidderHintId}
            onChange={(event) => setBidder(event.target.value)}
          />
          <p id={bidderHintId} className="field__hint">
            {texts.bidderHint}
          </p>
        </div>
        <div className="checkbox">
          <input
            id={notOfferedId}
            type="checkbox"
            checked={notOfferedEmpty}
            aria-describedby={notOfferedHintId}
            onChange={(event) => setNotOfferedEmpty(event.target.checked)}
          />
          <div>
            <label htmlFor={notOfferedId}>{texts.notOfferedLabel}</label>
            <p id={notOfferedHintId} className="field__hint">
              {texts.notOfferedHint}
            </p>
          </div>
        </div>
      </fieldset>

      <FileJobFrame
        state={state}
        words={texts}
        accept={WORKBOOK_ACCEPT}
        name="offer"
        inputTestId="workbook-input"
        announcement={announcement(state, texts, lang)}
        onFile={(file) => void chooseFile(file)}
        onCancel={cancel}
        onRetry={(file) => void retry(file)}
        focus={focus}
      >
        {sheets.length > 1 && state.kind !== "empty" && (
          <SheetChoice
            sheets={sheets}
            chosen={sheet}
            texts={texts}
            lang={lang}
            {...(askingSheet ? { headingRef: outcomeHeading } : {})}
            onChoose={chooseSheet}
          />
        )}

        {state.kind === "done" && (
          <Outcome id="offer-outcome" tone="done" title={texts.doneTitle} headingRef={outcomeHeading}>
            <Summary state={state} texts={texts} lang={lang} />
            <p className="outcome__note">{texts.checkBeforeSending}</p>
            <div className="outcome__actions">
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => {
                  saveBytes(state.result.x84, state.result.summary.fileName, GAEB_XML_MIME);
                  toast({ variant: "success", title: texts.downloaded });
                }}
              >
                {texts.download}
              </button>
              <button type="button" className="button button--secondary" onClick={startOver}>
                {texts.another}
              </button>
            </div>
            {state.result.breakdown && (
              <BreakdownSection
                breakdown={state.result.breakdown}
                currency={state.result.summary.currency}
                lang={lang}
              />
            )}
            {state.messages.length > 0 && (
              <div className="outcome__messages">
                <h3>{texts.warningsTitle}</h3>
                <MessageList messages={state.messages} lang={lang} />
              </div>
            )}
          </Outcome>
        )}

        {state.kind === "failed" && !askingSheet && (
          <Outcome id="offer-outcome" tone="failed" title={texts.failedTitle} headingRef={outcomeHeading}>
            <p>{texts.failedText}</p>
            <MessageList messages={state.messages} lang={lang} />
            {state.messages.some((message) => message.code === "offer_price_missing") && (
              <p data-testid="offer-missing-hint">{texts.missingPricesHint}</p>
            )}
            {state.messages.some((message) => message.code === "offer_bidder_missing") && (
              <>
                <p data-testid="offer-bidder-hint">{texts.missingBidderHint}</p>
                <p>
                  {/* Focus scrolls the field into view: on a phone it is a screen or more above. */}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => bidderField.current?.focus()}
                  >
                    {texts.missingBidderButton}
                  </button>
                </p>
              </>
            )}
            <ChangeFileAction label={texts.changeFile} onClick={startOver} />
          </Outcome>
        )}
      </FileJobFrame>
    </div>
  );
}
