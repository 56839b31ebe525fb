import type { EvaluationData, EvaluationRow, EvaluationSettingsRow, RankingRow } from "gaeb2xlsx";
import type { ReactNode } from "react";
import { type AwardNoteTexts, awardNoteTexts } from "../../../content/award-note";
import { evaluationTexts } from "../../../content/evaluation";
import { rankingTexts } from "../../../content/ranking";
import type { Lang } from "../../../i18n/lang";
import { formatCount, formatDecimal, formatMoney, formatPercent } from "../../../ondevice/numbers";
import type { RequestFacts } from "../../../worker/compare.worker";
import { optionName, ozList } from "../evaluation/choices";
import { lowNotes } from "../evaluation/EvaluationTable";
import { disagreeingTotals } from "../RankingTable";

export interface AwardNoteProps {
  ranking: readonly RankingRow[];
  rows: readonly EvaluationRow[];
  settings: EvaluationSettingsRow;
  data: EvaluationData;
  request: RequestFacts;
  requestFile: string;
  currency: string | null;
  lang: Lang;
  /** The day the note is made, as the reader writes it. */
  date: string;
}

/** A line to write on by hand. */
const BLANK = "………………………………………………";

/** A titled list of findings, "keine" where there are none. */
function Findings({ title, lines, t }: { title: string; lines: string[]; t: AwardNoteTexts }) {
  return (
    <div className="an-findings">
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The Vergabevermerk: the tender, the offers with stated and computed totals, discounts, Wertungssumme and rank,
 * the settings the evaluation was made with, what the examination found, and lines for the decision and signatures.
 * Pure markup, so a test can render it without a page around it.
 */
export function AwardNoteDocument(props: AwardNoteProps): ReactNode {
  const { ranking, rows, settings, data, request, requestFile, currency, lang, date } = props;
  const t = awardNoteTexts[lang];
  const words = evaluationTexts[lang];
  const money = (value: string) => formatDecimal(value, lang, 2);
  const count = (value: number) => formatCount(value, lang);
  const more = (n: number) => words.more(count(n));
  const byFile = new Map(ranking.map((row) => [row.file, row]));
  const withGross = rows.some((row) => row.gross !== undefined);
  const fields: Array<[string, string | undefined]> = [
    [t.project, request.project],
    [t.lv, request.lv],
    [t.awardNumber, request.awardNumber],
    [t.requestFile, requestFile],
    [t.date, date],
    [t.offers, count(rows.length)],
  ];
  const provisional =
    data.provisional.length === 0
      ? t.provisionalNone
      : (settings.provisional ? t.provisionalCounted : t.provisionalNotCounted)(
          t.items(data.provisional.length, count(data.provisional.length)),
          ozList(data.provisional, more),
        );
  // What the offer itself states as its total (and after its discount), else that it states none.
  const stated = (offer: RankingRow | undefined) => {
    if (!offer) return "";
    const figures = [offer.statedTotal, offer.statedAfterDiscount].filter((value) => value !== undefined);
    return figures.length > 0 ? figures.map((value) => money(value)).join(" / ") : t.statedNone;
  };
  // Every group with the option taken, the base included: the record says what was evaluated, not only what changed.
  const chosen = data.groups.flatMap((group) => {
    const serial = settings.alternatives[group.group] ?? 0;
    const option = group.options.find((candidate) => candidate.serial === serial);
    return option ? [optionName(option, words)] : [];
  });
  const basis: Array<[string, string]> = [
    [t.provisional, provisional],
    [t.alternatives, chosen.length === 0 ? t.alternativesNone : chosen.join("; ")],
    [
      t.unusual,
      t.unusualRule(
        formatPercent(settings.unusualPercent, lang),
        words.referenceWord(settings.unusualReference),
      ),
    ],
    [t.low, t.lowRule(formatPercent(settings.lowPercent, lang))],
    [t.estimate, settings.estimate ? formatMoney(settings.estimate, currency, lang) : t.estimateNone],
    [t.vat, settings.vatPercent ? `${formatPercent(settings.vatPercent, lang)} %` : t.vatNone],
  ];
  const incomplete = ranking
    .filter((row) => !row.complete)
    .map((row) => t.incompleteLine(row.bidder, count(row.unpricedItems), ozList(row.missingItems, more)));
  const disagreeing = ranking
    .filter((row) => row.disagreeingTotals.length > 0)
    .map((row) => t.disagreeingLine(row.bidder, disagreeingTotals(row, currency, rankingTexts[lang], lang)));
  const unusual = rows
    .filter((row) => row.unusualPrices.length > 0)
    .map((row) =>
      t.unusualLine(
        row.bidder,
        words.unusualCount(row.unusualPrices.length, count(row.unusualPrices.length)),
      ),
    );
  const low = rows
    .map((row) => ({ row, notes: lowNotes(row, currency, words, lang) }))
    .filter(({ notes }) => notes.length > 0)
    .map(({ row, notes }) => t.lowLine(row.bidder, notes.join("; ")));
  const lowest = rows.find((row) => row.complete);
  return (
    <div className="print-award" lang={lang} data-testid="print-award">
      <header className="an-head">
        <h1 className="an-title">{t.title}</h1>
        <p className="an-subtitle">{t.subtitle}</p>
        <dl className="an-fields">
          {fields.map(([label, value]) => (
            <div key={label} className="an-field">
              <dt>{label}</dt>
              <dd>{value ? value : <span className="an-blank">{BLANK}</span>}</dd>
            </div>
          ))}
        </dl>
      </header>

      <h2>{t.offersTitle}</h2>
      <table className="an-table">
        <thead>
          <tr>
            <th scope="col">{t.colRank}</th>
            <th scope="col">{t.colBidder}</th>
            <th scope="col" className="an-num">
              {t.colStated}
            </th>
            <th scope="col" className="an-num">
              {t.colComputed}
            </th>
            <th scope="col" className="an-num">
              {t.colDiscount}
            </th>
            <th scope="col" className="an-num">
              {t.colEvaluated}
            </th>
            {withGross && (
              <th scope="col" className="an-num">
                {t.colGross}
              </th>
            )}
            <th scope="col">{t.colComplete}</th>
            <th scope="col" className="an-num">
              {t.colUnusual}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const offer = byFile.get(row.file);
            return (
              <tr key={row.file}>
                <td>{row.rank}</td>
                <td>
                  <strong>{row.bidder}</strong>
                  <span className="an-file">{row.file}</span>
                </td>
                <td className="an-num">{stated(offer)}</td>
                <td className="an-num">{offer ? money(offer.total) : ""}</td>
                <td className="an-num">{money(row.adjustment)}</td>
                <td className="an-num">
                  <strong>{money(row.evaluatedTotal)}</strong>
                </td>
                {withGross && <td className="an-num">{row.gross ? money(row.gross) : "–"}</td>}
                <td>{row.complete ? t.yes : t.no}</td>
                <td className="an-num">{count(row.unusualPrices.length)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="an-small">
        {currency ? `${t.currencyNote(currency)} ` : ""}
        {t.madeWith}
      </p>
      <p className="an-lowest">
        {lowest
          ? t.lowest(lowest.bidder, formatMoney(lowest.evaluatedTotal, currency, lang))
          : t.noneComplete}
      </p>

      <h2>{t.settingsTitle}</h2>
      <dl className="an-basis">
        {basis.map(([label, value]) => (
          <div key={label} className="an-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h2>{t.findingsTitle}</h2>
      <Findings title={t.incomplete} lines={incomplete} t={t} />
      <Findings title={t.disagreeing} lines={disagreeing} t={t} />
      <Findings title={t.unusualFound} lines={unusual} t={t} />
      <Findings title={t.lowFound} lines={low} t={t} />

      <section className="an-decision">
        <h2>{t.decisionTitle}</h2>
        <p>{t.decision}</p>
        <p className="an-line" />
        <p>{t.reasons}</p>
        <p className="an-line" />
        <p className="an-line" />
        <div className="an-signatures">
          {[t.made, t.checked].map((role) => (
            <div key={role} className="an-signature">
              <p className="an-role">{role}</p>
              <p className="an-line" />
              <p className="an-small">{t.placeDate}</p>
              <p className="an-line" />
              <p className="an-small">{t.signature}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
