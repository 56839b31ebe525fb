import type { OfferBreakdown, OfferBreakdownRow } from "gaeb2xlsx";
import type { ReactNode } from "react";
import { form223Texts } from "../../../content/offer-breakdown";
import type { Lang } from "../../../i18n/lang";
import { formatDecimal } from "../../../ondevice/numbers";
import type { BreakdownProps } from "../breakdown-props";

/** A line to write on by hand, where the form has no figure yet (as a printed form leaves it). */
const BLANK = "..........";

/** A date from the core ("2026-11-29", or with a time) in the reader's notation; anything else as it came. */
export function formatFormDate(value: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return lang === "de" ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/**
 * Formblatt 223 needs OZ, text, quantity, unit, price and total beside the components: with more than two columns of
 * time and components that no longer fits an upright A4 page in a readable size, so it turns.
 */
export function form223Orientation(breakdown: OfferBreakdown): "portrait" | "landscape" {
  return breakdown.components.length + (breakdown.time ? 1 : 0) > 2 ? "landscape" : "portrait";
}

/**
 * The printed Formblatt 223 "Aufgliederung der Einheitspreise": the head, one row per offered item and the column
 * totals. Pure markup of the breakdown, so a test can render it without a page around it.
 */
export function Form223Document({ breakdown, currency, lang }: BreakdownProps): ReactNode {
  const t = form223Texts[lang];
  const { head, time } = breakdown;
  const fields: Array<[string, string | undefined]> = [
    [t.bidder, head.bidder],
    [t.awardNumber, head.awardNumber],
    [t.project, head.project],
    [t.lv, head.lv],
    [t.date, formatFormDate(head.date, lang)],
  ];
  const money = (value: string | undefined) => (value === undefined ? "" : formatDecimal(value, lang, 2));
  // The form's columns in order, each with the class that sets its width and alignment.
  const columns: Array<readonly [className: string, label: string]> = [
    ["f223-oz", t.oz],
    ["f223-text", t.shortText],
    ["f223-num", t.quantity],
    ["f223-unit", t.unit],
    ...(time ? [["f223-num", t.time(time.label)] as const] : []),
    ...breakdown.components.map((name) => ["f223-num", name] as const),
    ["f223-num", t.unitPrice],
    ["f223-num", t.total],
  ];
  return (
    <div className="print-f223" lang={lang} data-testid="print-f223">
      <header className="f223-head">
        {/* The form's number stands in the running header of every page, this one included. */}
        <h1 className="f223-title">{t.title}</h1>
        <dl className="f223-fields">
          {fields.map(([label, value]) => (
            <div key={label} className="f223-field">
              <dt>{label}</dt>
              <dd>{value ? value : <span className="f223-blank">{BLANK}</span>}</dd>
            </div>
          ))}
        </dl>
      </header>
      <table className="f223-table">
        <thead>
          <tr>
            {columns.map(([className, label], index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two components may carry the same name
              <th key={index} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakdown.rows.map((row) => (
            <Row
              key={row.oz}
              row={row}
              lang={lang}
              timed={time !== undefined}
              columns={breakdown.components.length}
              money={money}
            />
          ))}
          <tr className="f223-sum">
            <th scope="row" colSpan={4}>
              {t.sum}
            </th>
            <FigureCells
              time={
                time ? (breakdown.timeTotal ? formatDecimal(breakdown.timeTotal, lang, 2) : "") : undefined
              }
              components={breakdown.componentTotals.map(money)}
              unitPrice={null}
              total={money(breakdown.total)}
            />
          </tr>
        </tbody>
      </table>
      <p className="f223-legend">
        {currency ? `${t.currency(currency)} ` : ""}
        <span className="f223-mark">*</span> {t.demanded}
      </p>
    </div>
  );
}

function Row({
  row,
  lang,
  timed,
  columns,
  money,
}: {
  row: OfferBreakdownRow;
  lang: Lang;
  timed: boolean;
  /** The form's number of components: a row that names fewer still fills every column. */
  columns: number;
  money: (value: string | undefined) => string;
}): ReactNode {
  // A demanded figure still missing gets a line to write on; an item not demanded simply stays empty.
  const figure = (value: string | undefined, text: string) =>
    value !== undefined ? text : row.demanded ? <span className="f223-blank">{BLANK}</span> : "";
  return (
    <tr className={row.demanded ? "f223-row f223-row--demanded" : "f223-row"}>
      <td className="f223-oz">
        {row.oz}
        {row.demanded ? <span className="f223-mark">*</span> : null}
      </td>
      <td className="f223-text">{row.shortText}</td>
      <td className="f223-num">{row.quantity ? formatDecimal(row.quantity, lang, 3) : ""}</td>
      <td className="f223-unit">{row.unit ?? ""}</td>
      <FigureCells
        time={timed ? figure(row.time, row.time ? formatDecimal(row.time, lang, 2) : "") : undefined}
        components={Array.from({ length: columns }, (_, index) =>
          figure(row.components[index], money(row.components[index])),
        )}
        unitPrice={money(row.unitPrice)}
        total={money(row.total)}
      />
    </tr>
  );
}

/** The figures of an item's row or the sums' row: the time where the form has one, each component, price, total. */
function FigureCells({
  time,
  components,
  unitPrice,
  total,
}: {
  /** Undefined where the form has no time column. */
  time: ReactNode | undefined;
  components: ReactNode[];
  unitPrice: ReactNode;
  total: ReactNode;
}): ReactNode {
  return (
    <>
      {time !== undefined ? <td className="f223-num">{time}</td> : null}
      {components.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: in the order of the components
        <td key={index} className="f223-num">
          {value}
        </td>
      ))}
      <td className="f223-num">{unitPrice}</td>
      <td className="f223-num">{total}</td>
    </>
  );
}
