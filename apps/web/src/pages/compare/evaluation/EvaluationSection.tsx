import type { EvaluationOptions } from "gaeb2xlsx";
import { useId } from "react";
import { PrintAction } from "../../../components/PrintAction";
import { evaluationTexts } from "../../../content/evaluation";
import type { Lang } from "../../../i18n/lang";
import { usePrinting } from "../../../viewer/usePrinting";
import { AwardNotePrint } from "../award-note/AwardNotePrint";
import type { CompareOutcome } from "../useCompareJob";
import { EvaluationControls } from "./EvaluationControls";
import { EvaluationTable } from "./EvaluationTable";
import { UnusualPrices } from "./UnusualPrices";
import { type Evaluate, useEvaluated } from "./useEvaluated";

/** The day in the reader's notation, for the Vergabevermerk. */
export function today(lang: Lang, now = new Date()): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium" }).format(now);
}

interface Props {
  outcome: Extract<CompareOutcome, { kind: "done" }>;
  options: EvaluationOptions;
  onChange: (options: EvaluationOptions) => void;
  requestFile: string;
  lang: Lang;
  /** The evaluator; by default the core's, loaded on first use. */
  evaluate?: Evaluate;
}

/**
 * The Wertung after a comparison: the office's choices, the ranking by Wertungssumme that follows them at once, each
 * bidder's unusual unit prices, and the Vergabevermerk to print.
 */
export function EvaluationSection({ outcome, options, onChange, requestFile, lang, evaluate }: Props) {
  const texts = evaluationTexts[lang];
  const headingId = useId();
  const { printing, print } = usePrinting({ browserPrint: false });
  const evaluated = useEvaluated(
    outcome.evaluationData,
    options,
    outcome.evaluation,
    outcome.evaluationSettings,
    evaluate,
  );
  return (
    <section className="evaluation" aria-labelledby={headingId} data-testid="evaluation">
      <h3 id={headingId} tabIndex={-1}>
        {texts.title}
      </h3>
      <p>{texts.intro}</p>
      <EvaluationControls
        data={outcome.evaluationData}
        options={options}
        onChange={onChange}
        currency={outcome.currency}
        texts={texts}
        lang={lang}
      />
      {evaluated.ok ? (
        <>
          <EvaluationTable
            rows={evaluated.rows}
            settings={evaluated.settings}
            data={outcome.evaluationData}
            currency={outcome.currency}
            texts={texts}
            lang={lang}
          />
          <UnusualPrices rows={evaluated.rows} settings={evaluated.settings} texts={texts} lang={lang} />
          <PrintAction label={texts.print} hint={texts.printHint} testId="award-note-print" onPrint={print} />
          {printing && (
            <AwardNotePrint
              ranking={outcome.ranking}
              rows={evaluated.rows}
              settings={evaluated.settings}
              data={outcome.evaluationData}
              request={outcome.request}
              requestFile={requestFile}
              currency={outcome.currency}
              lang={lang}
              date={today(lang)}
            />
          )}
        </>
      ) : (
        <p className="field-error" role="alert">
          {texts.failed}
        </p>
      )}
    </section>
  );
}
