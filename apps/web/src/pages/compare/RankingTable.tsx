import type { RankingRow } from "gaeb2xlsx";
import type { CompareTexts } from "../../content/compare";
import type { Lang } from "../../i18n/lang";
import { formatCount, formatDecimal, formatMoney } from "../../ondevice/numbers";

const isZero = (value: string) => !/[1-9]/.test(value);

function Difference({ row, currency, lang }: { row: RankingRow; currency: string | null; lang: Lang }) {
  if (isZero(row.differenceToLowest)) return <>–</>;
  // An incomplete offer ranks after the complete ones and can lie below the lowest of them: no "+" then.
  const sign = row.differenceToLowest.startsWith("-") ? "" : "+";
  const amount = `${sign}${formatMoney(row.differenceToLowest, currency, lang)}`;
  // The core leaves the percentage empty when the lowest total is zero.
  if (!row.differencePercent) return <>{amount}</>;
  return (
    <span>
      {amount}{" "}
      <span className="ranking__percent">
        ({sign}
        {formatDecimal(row.differencePercent, lang)} %)
      </span>
    </span>
  );
}

/**
 * The ranking as a table; below 640 px each bidder becomes a card whose cells carry their column name (data-label),
 * so the page never scrolls sideways on a phone.
 */
export function RankingTable({
  ranking,
  currency,
  texts,
  lang,
}: {
  ranking: readonly RankingRow[];
  currency: string | null;
  texts: CompareTexts;
  lang: Lang;
}) {
  const showDiscount = ranking.some((row) => row.totalAfterDiscount !== row.total);
  return (
    <table className="ranking" data-testid="ranking">
      <caption>{texts.rankingCaption(currency)}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.colRank}</th>
          <th scope="col">{texts.colBidder}</th>
          <th scope="col">{texts.colTotal}</th>
          {showDiscount && <th scope="col">{texts.colAfterDiscount}</th>}
          <th scope="col">{texts.colDifference}</th>
          <th scope="col">{texts.colUnpriced}</th>
        </tr>
      </thead>
      <tbody>
        {ranking.map((row) => (
          <tr key={row.file} className={row.rank === 1 ? "ranking__lowest" : undefined}>
            <td data-label={texts.colRank} className="ranking__rank">
              {row.rank}
            </td>
            <th scope="row" data-label={texts.colBidder} className="ranking__bidder">
              <span data-testid="ranking-bidder">{row.bidder}</span>
              <span className="ranking__file">{texts.fileOf(row.file)}</span>
              {!row.declaredTotalsAgree && <span className="ranking__warning">{texts.declaredDiffers}</span>}
            </th>
            <td data-label={texts.colTotal} className="ranking__money" data-testid="ranking-total">
              {formatMoney(row.total, currency, lang)}
            </td>
            {showDiscount && (
              <td data-label={texts.colAfterDiscount} className="ranking__money">
                {formatMoney(row.totalAfterDiscount, currency, lang)}
              </td>
            )}
            <td data-label={texts.colDifference} className="ranking__money" data-testid="ranking-difference">
              <Difference row={row} currency={currency} lang={lang} />
            </td>
            <td data-label={texts.colUnpriced} className="ranking__count">
              {formatCount(row.unpricedItems, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
