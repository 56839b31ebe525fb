import type { EvaluationData, EvaluationRow, EvaluationSettingsRow } from "gaeb2xlsx";
import { Fragment } from "react";
import type { EvaluationTexts } from "../../../content/evaluation";
import type { Lang } from "../../../i18n/lang";
import { formatCount, formatDecimal, formatMoney } from "../../../ondevice/numbers";
import { rankRowClass } from "../RankingTable";
import { chosenOptions } from "./choices";

const isZero = (value: string) => !/[1-9]/.test(value);

/** An amount; on a wide screen the caption names the currency once (a screen reader still hears it with each). */
function Money({ value, currency, lang }: { value: string; currency: string | null; lang: Lang }) {
  return (
    <span className="ranking__amount">
      {formatDecimal(value, lang, 2)}
      {currency && <span className="ranking__currency"> {currency}</span>}
    </span>
  );
}

/** The mark of an unusually low offer, naming the figures it is measured against. */
export function lowNotes(
  row: EvaluationRow,
  currency: string | null,
  texts: EvaluationTexts,
  lang: Lang,
): string[] {
  const notes: string[] = [];
  if (row.lowAgainstNext)
    notes.push(
      texts.lowNext(
        formatDecimal(row.lowAgainstNext.percentBelow, lang),
        row.lowAgainstNext.bidder,
        formatMoney(row.lowAgainstNext.evaluatedTotal, currency, lang),
      ),
    );
  if (row.lowAgainstEstimate)
    notes.push(
      texts.lowEstimate(
        formatDecimal(row.lowAgainstEstimate.percentBelow, lang),
        formatMoney(row.lowAgainstEstimate.estimate, currency, lang),
      ),
    );
  return notes;
}

interface Props {
  rows: readonly EvaluationRow[];
  settings: EvaluationSettingsRow;
  data: EvaluationData;
  currency: string | null;
  texts: EvaluationTexts;
  lang: Lang;
}

/**
 * The ranking by Wertungssumme: complete offers first, as the core ranks them. Columns for Bedarfspositionen, Wahl
 * and discount only where the LV or an offer has them. Below 900 px each bidder is a card, as in the offer ranking.
 */
export function EvaluationTable({ rows, settings, data, currency, texts, lang }: Props) {
  const withProvisional = data.provisional.length > 0;
  const withGroups = data.groups.length > 0;
  const withDiscount = rows.some((row) => !isZero(row.adjustment));
  const withGross = rows.some((row) => row.gross !== undefined);
  const columns = 4 + [withProvisional, withGroups, withDiscount, withGross].filter(Boolean).length;
  const figure = (label: string) => (
    <th scope="col" className="ranking__figure">
      {label}
    </th>
  );
  return (
    <table className="ranking evaluation__table" data-testid="evaluation-table">
      <caption>{texts.caption(currency)}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.colRank}</th>
          <th scope="col">{texts.colBidder}</th>
          {figure(texts.colBase)}
          {withProvisional && figure(texts.colProvisional)}
          {withGroups && figure(texts.colAlternatives)}
          {withDiscount && figure(texts.colDiscount)}
          {figure(texts.colNet)}
          {withGross && figure(texts.colGross)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const low = lowNotes(row, currency, texts, lang);
          const cheapest = withGroups
            ? texts.cheapest(
                (chosenOptions(data.groups, row.cheapest.alternatives, texts) ?? [texts.allBase]).join("; "),
                formatMoney(row.cheapest.evaluatedTotal, currency, lang),
              )
            : null;
          const rowClass =
            row.rank === 1 && row.complete
              ? "ranking__lowest"
              : row.complete
                ? undefined
                : "ranking__incomplete";
          return (
            <Fragment key={row.file}>
              <tr data-testid="evaluation-row" className={rankRowClass(row)}>
                <td data-label={texts.colRank} className="ranking__rank" data-testid="evaluation-rank">
                  {row.rank}
                </td>
                <th scope="row" data-label={texts.colBidder} className="ranking__bidder">
                  <span data-testid="evaluation-bidder">{row.bidder}</span>
                  <span className="ranking__file">{row.file}</span>
                  {row.complete ? (
                    <span className="ranking__note">{texts.complete}</span>
                  ) : (
                    <strong className="ranking__note ranking__status--incomplete">
                      {texts.incomplete(formatCount(row.unpricedItems, lang))}
                    </strong>
                  )}
                  <span className="ranking__note" data-testid="evaluation-unusual-count">
                    {texts.unusualCount(
                      row.unusualPrices.length,
                      formatCount(row.unusualPrices.length, lang),
                    )}
                  </span>
                </th>
                <td data-label={texts.colBase} className="ranking__money">
                  <Money value={row.baseTotal} currency={currency} lang={lang} />
                </td>
                {withProvisional && (
                  <td
                    data-label={texts.colProvisional}
                    className="ranking__money"
                    data-testid="evaluation-provisional-total"
                  >
                    <Money value={row.provisionalTotal} currency={currency} lang={lang} />
                    {!settings.provisional && <span className="ranking__percent">{texts.notCounted}</span>}
                  </td>
                )}
                {withGroups && (
                  <td data-label={texts.colAlternatives} className="ranking__money">
                    <Money value={row.alternativesDifference} currency={currency} lang={lang} />
                  </td>
                )}
                {withDiscount && (
                  <td data-label={texts.colDiscount} className="ranking__money">
                    <Money value={row.adjustment} currency={currency} lang={lang} />
                  </td>
                )}
                <td data-label={texts.colNet} className="ranking__money" data-testid="evaluation-total">
                  <strong>
                    <Money value={row.evaluatedTotal} currency={currency} lang={lang} />
                  </strong>
                </td>
                {withGross && (
                  <td data-label={texts.colGross} className="ranking__money" data-testid="evaluation-gross">
                    {row.gross !== undefined ? (
                      <Money value={row.gross} currency={currency} lang={lang} />
                    ) : (
                      "–"
                    )}
                  </td>
                )}
              </tr>
              {(low.length > 0 || cheapest) && (
                // What needs words runs the table's width below the bidder's figures.
                <tr className={`evaluation__notes${rowClass ? ` ${rowClass}` : ""}`}>
                  <td colSpan={columns} data-testid="evaluation-check">
                    {low.length > 0 && (
                      <span className="evaluation__low" data-testid="evaluation-low">
                        <strong>{texts.low}:</strong> {low.join("; ")}. {texts.lowAction}
                      </span>
                    )}
                    {cheapest && <span className="ranking__note ranking__file">{cheapest}</span>}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
