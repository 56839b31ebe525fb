import type { EvaluationRow, EvaluationSettingsRow } from "gaeb2xlsx";
import { useState } from "react";
import type { EvaluationTexts } from "../../../content/evaluation";
import type { Lang } from "../../../i18n/lang";
import { formatCount, formatDecimal, formatPercent } from "../../../ondevice/numbers";

/** A deviation with its sign, as a request for explanation quotes it: "+45,20 %", "−33,33 %". */
function deviation(percent: string, lang: Lang): string {
  return `${percent.startsWith("-") ? "" : "+"}${formatDecimal(percent, lang)} %`;
}

/** One bidder's unusual unit prices, folded; the table is drawn only once opened (a bidder may have thousands). */
function BidderPrices({
  row,
  settings,
  texts,
  lang,
}: {
  row: EvaluationRow;
  settings: EvaluationSettingsRow;
  texts: EvaluationTexts;
  lang: Lang;
}) {
  const [open, setOpen] = useState(false);
  const count = row.unusualPrices.length;
  const summary = texts.unusualSummary(row.bidder, count, formatCount(count, lang));
  return (
    <details
      className="evaluation__unusual"
      data-testid="evaluation-unusual"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open && (
        // A long list scrolls in its own box, which the keyboard must reach as well.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so that arrow keys scroll it
        <section className="evaluation__scroll" aria-label={summary} tabIndex={0}>
          <table className="evaluation__prices">
            <thead>
              <tr>
                <th scope="col">{texts.colOz}</th>
                <th scope="col">{texts.colShortText}</th>
                <th scope="col" className="evaluation__number">
                  {texts.colUnitPrice}
                </th>
                <th scope="col" className="evaluation__number">
                  {texts.colReference(settings.unusualReference)}
                </th>
                <th scope="col" className="evaluation__number">
                  {texts.colDeviation}
                </th>
              </tr>
            </thead>
            <tbody>
              {row.unusualPrices.map((price) => (
                <tr key={price.oz}>
                  <td className="evaluation__oz">{price.oz}</td>
                  <td>{price.shortText.split("\n")[0]}</td>
                  <td className="evaluation__number">{formatDecimal(price.unitPrice, lang, 2)}</td>
                  <td className="evaluation__number">{formatDecimal(price.reference, lang, 2)}</td>
                  <td className="evaluation__number">{deviation(price.deviationPercent, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </details>
  );
}

/** Per bidder the unit prices far from the others': the basis of a request for explanation (Aufklärung). */
export function UnusualPrices({
  rows,
  settings,
  texts,
  lang,
}: {
  rows: readonly EvaluationRow[];
  settings: EvaluationSettingsRow;
  texts: EvaluationTexts;
  lang: Lang;
}) {
  const withPrices = rows.filter((row) => row.unusualPrices.length > 0);
  if (withPrices.length === 0) return null;
  return (
    <div className="evaluation__unusual-list">
      <h4>{texts.unusualTitle}</h4>
      <p className="field__hint">
        {texts.unusualIntro(
          formatPercent(settings.unusualPercent, lang),
          texts.referenceWord(settings.unusualReference),
        )}
      </p>
      {withPrices.map((row) => (
        <BidderPrices key={row.file} row={row} settings={settings} texts={texts} lang={lang} />
      ))}
    </div>
  );
}
