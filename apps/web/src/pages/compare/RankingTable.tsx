import type { RankingRow } from "gaeb2xlsx";
import { type RankingTexts, rankingTexts, type TotalLevel } from "../../content/ranking";
import type { Lang } from "../../i18n/lang";
import { formatCount, formatDecimal, formatMoney } from "../../ondevice/numbers";

const isZero = (value: string) => !/[1-9]/.test(value);

/** OZ a cell lists at most per kind, as the workbook's notes do: the cell stays a few lines. */
const LISTED = 10;

function capped(list: readonly string[], texts: RankingTexts, lang: Lang): string {
  const shown = list.slice(0, LISTED).join(", ");
  return list.length > LISTED ? `${shown} ${texts.more(formatCount(list.length - LISTED, lang))}` : shown;
}

/**
 * Which stated totals disagree, by kind: "Gesamtpreise der Positionen 01.0010, 01.0020; Titelsumme 01;
 * Angebotssumme laut Angebot 1.234,56 EUR". The whole offer's stated figure is given: the table shows the computed one.
 */
export function disagreeingTotals(
  row: RankingRow,
  currency: string | null,
  texts: RankingTexts,
  lang: Lang,
): string {
  const parts: string[] = [];
  for (const level of ["item", "markup", "section", "boq"] as const satisfies readonly TotalLevel[]) {
    const atLevel = row.disagreeingTotals.filter((total) => total.level === level);
    if (atLevel.length === 0) continue;
    if (level === "boq") {
      // The total and the total after discount may both disagree.
      const stated = atLevel.map((total) => formatMoney(total.stated, currency, lang)).join(" / ");
      parts.push(`${texts.level(level, 1)} ${texts.statedAs(stated)}`);
      continue;
    }
    // A total and the total after discount may both disagree at one place: it is named once.
    const where = [...new Set(atLevel.map((total) => total.where))];
    parts.push(`${texts.level(level, where.length)} ${capped(where, texts, lang)}`);
  }
  return parts.join("; ");
}

/**
 * An amount and its currency; on a wide screen the caption names the currency once and the cells show figures only
 * (a screen reader still hears it with each), so large totals keep to one line.
 */
function Money({
  value,
  currency,
  lang,
  sign = "",
}: {
  value: string;
  currency: string | null;
  lang: Lang;
  sign?: string;
}) {
  return (
    <span className="ranking__amount">
      {sign}
      {formatDecimal(value, lang, 2)}
      {currency && <span className="ranking__currency"> {currency}</span>}
    </span>
  );
}

function Difference({ row, currency, lang }: { row: RankingRow; currency: string | null; lang: Lang }) {
  if (isZero(row.differenceToLowest)) return <span className="ranking__amount">–</span>;
  // An incomplete offer ranks after the complete ones and can lie below the lowest of them: a minus, no "+".
  const sign = row.differenceToLowest.startsWith("-") ? "" : "+";
  const amount = <Money value={row.differenceToLowest} currency={currency} lang={lang} sign={sign} />;
  // The core leaves the percentage empty when the lowest total is zero.
  if (!row.differencePercent) return amount;
  return (
    <span className="ranking__value">
      {amount}{" "}
      <span className="ranking__percent">
        ({sign}
        {formatDecimal(row.differencePercent, lang)} %)
      </span>
    </span>
  );
}

/** Whether the offer can be taken as it stands: complete or not and what is missing, and which stated totals disagree. */
function Check({
  row,
  currency,
  texts,
  lang,
}: {
  row: RankingRow;
  currency: string | null;
  texts: RankingTexts;
  lang: Lang;
}) {
  const disagreeing = disagreeingTotals(row, currency, texts, lang);
  return (
    <>
      {row.complete ? (
        <span className="ranking__status" data-testid="ranking-status">
          {texts.complete}
        </span>
      ) : (
        <>
          <strong className="ranking__status ranking__status--incomplete" data-testid="ranking-status">
            {texts.incomplete}
          </strong>
          <span className="ranking__note" data-testid="ranking-missing">
            {texts.missing(
              row.unpricedItems,
              formatCount(row.unpricedItems, lang),
              capped(row.missingItems, texts, lang),
            )}
          </span>
        </>
      )}
      {disagreeing && (
        <span className="ranking__note ranking__warning" data-testid="ranking-disagreeing">
          {texts.disagree} {disagreeing}
        </span>
      )}
    </>
  );
}

/**
 * The ranking as a table: complete offers first, the incomplete ones after them, as the core ranks them. Below
 * 900 px each bidder becomes a card whose cells carry their column name (data-label), so the page never scrolls
 * sideways on a phone or a tablet.
 */
/** A ranking row's mark: only a complete offer is ever the lowest, however low an incomplete one's total. */
export function rankRowClass(row: { rank: number; complete: boolean }): string | undefined {
  if (row.rank === 1 && row.complete) return "ranking__lowest";
  return row.complete ? undefined : "ranking__incomplete";
}

export function RankingTable({
  ranking,
  currency,
  lang,
}: {
  ranking: readonly RankingRow[];
  currency: string | null;
  lang: Lang;
}) {
  const texts = rankingTexts[lang];
  const showDiscount = ranking.some((row) => row.totalAfterDiscount !== row.total);
  const anyIncomplete = ranking.some((row) => !row.complete);
  return (
    <table className="ranking" data-testid="ranking">
      <caption>{texts.caption(currency, anyIncomplete)}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.colRank}</th>
          <th scope="col">{texts.colBidder}</th>
          <th scope="col" className="ranking__figure">
            {texts.colTotal}
          </th>
          {showDiscount && (
            <th scope="col" className="ranking__figure">
              {texts.colAfterDiscount}
            </th>
          )}
          <th scope="col" className="ranking__figure">
            {texts.colDifference}
          </th>
          <th scope="col">{texts.colCheck}</th>
        </tr>
      </thead>
      <tbody>
        {ranking.map((row) => (
          <tr key={row.file} data-testid="ranking-row" className={rankRowClass(row)}>
            <td data-label={texts.colRank} className="ranking__rank" data-testid="ranking-rank">
              {row.rank}
            </td>
            <th scope="row" data-label={texts.colBidder} className="ranking__bidder">
              <span data-testid="ranking-bidder">{row.bidder}</span>
              <span className="ranking__file">{texts.fileOf(row.file)}</span>
            </th>
            <td data-label={texts.colTotal} className="ranking__money" data-testid="ranking-total">
              <Money value={row.total} currency={currency} lang={lang} />
            </td>
            {showDiscount && (
              <td data-label={texts.colAfterDiscount} className="ranking__money">
                <Money value={row.totalAfterDiscount} currency={currency} lang={lang} />
              </td>
            )}
            <td data-label={texts.colDifference} className="ranking__money" data-testid="ranking-difference">
              <Difference row={row} currency={currency} lang={lang} />
            </td>
            <td data-label={texts.colCheck} className="ranking__check" data-testid="ranking-check">
              <Check row={row} currency={currency} texts={texts} lang={lang} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
