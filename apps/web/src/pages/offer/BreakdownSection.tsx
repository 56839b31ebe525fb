import { useId } from "react";
import { PrintAction } from "../../components/PrintAction";
import { type BreakdownTexts, breakdownTexts } from "../../content/offer-breakdown";
import type { Lang } from "../../i18n/lang";
import { formatCount, formatDecimal } from "../../ondevice/numbers";
import { usePrinting } from "../../viewer/usePrinting";
import type { BreakdownProps } from "./breakdown-props";
import { Form223Print } from "./form223/Form223Print";

/** Up to this many item numbers are listed in the text; more fold away behind a summary line. */
const INLINE_OZS = 10;

/** An amount whose figure never breaks, while its currency may go to the next line on a phone's narrow screen. */
function Money({ value, currency, lang }: { value: string; currency: string | null; lang: Lang }) {
  const figure = <span className="breakdown__figure">{formatDecimal(value, lang, 2)}</span>;
  return currency ? (
    <>
      {figure} {currency}
    </>
  ) : (
    figure
  );
}

/** Items with a problem, introduced by their count; nothing where there are none. */
function OzList({
  ozs,
  intro,
  texts,
  id,
  lang,
}: {
  ozs: string[];
  intro: (count: number, formatted: string) => string;
  texts: BreakdownTexts;
  id: string;
  lang: Lang;
}) {
  if (ozs.length === 0) return null;
  const count = formatCount(ozs.length, lang);
  const list = <p className="breakdown__ozs">{ozs.join(", ")}</p>;
  return (
    <div className="breakdown__problem" data-testid={`breakdown-${id}`}>
      <p>{intro(ozs.length, count)}</p>
      {ozs.length <= INLINE_OZS ? (
        list
      ) : (
        <details>
          <summary>{texts.showItems(count)}</summary>
          {list}
        </details>
      )}
    </div>
  );
}

/**
 * What the offer says of the bidder's price breakdown (Formblatt 223): what the request demands, what is still
 * missing or does not add up, the components' totals, and the form to print. Shown only where the form asks for one.
 */
export function BreakdownSection({ breakdown, currency, lang }: BreakdownProps) {
  const texts = breakdownTexts[lang];
  const headingId = useId();
  // Ctrl+P keeps printing the page itself: the form is printed from its button only.
  const { printing, print } = usePrinting({ browserPrint: false });
  const { incomplete, mismatched, time } = breakdown;
  const count = (value: number) => formatCount(value, lang);
  return (
    <section className="breakdown" aria-labelledby={headingId} data-testid="offer-breakdown">
      <h3 id={headingId}>{texts.title}</h3>
      <p data-testid="breakdown-demanded">{texts.demanded(breakdown.demanded, count(breakdown.demanded))}</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>{texts.components}</dt>
          <dd data-testid="breakdown-components">{breakdown.components.join(", ")}</dd>
        </div>
        <div className="facts__row">
          <dt>{texts.time}</dt>
          <dd data-testid="breakdown-time">{time ? texts.timeValue(time.label) : texts.noTime}</dd>
        </div>
      </dl>
      {incomplete.length === 0 && mismatched.length === 0 && breakdown.demanded > 0 && (
        <p className="breakdown__complete" data-testid="breakdown-complete">
          {texts.complete}
        </p>
      )}
      <OzList id="incomplete" ozs={incomplete} intro={texts.incomplete} texts={texts} lang={lang} />
      <OzList id="mismatched" ozs={mismatched} intro={texts.mismatched} texts={texts} lang={lang} />
      <table className="breakdown__totals" data-testid="breakdown-totals">
        <caption>{texts.totalsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.totalsComponent}</th>
            <th scope="col" className="breakdown__amount">
              {texts.totalsAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {breakdown.components.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two components may carry the same name
            <tr key={index}>
              <th scope="row">{name}</th>
              <td className="breakdown__amount">
                <Money value={breakdown.componentTotals[index] ?? "0"} currency={currency} lang={lang} />
              </td>
            </tr>
          ))}
          {time && breakdown.timeTotal !== undefined && (
            <tr>
              <th scope="row">{texts.timeTotal(time.label)}</th>
              <td className="breakdown__amount">{formatDecimal(breakdown.timeTotal, lang, 2)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{texts.offerTotal}</th>
            <td className="breakdown__amount">
              <Money value={breakdown.total} currency={currency} lang={lang} />
            </td>
          </tr>
        </tfoot>
      </table>
      <PrintAction label={texts.print} hint={texts.printHint} testId="breakdown-print" onPrint={print} />
      {printing && <Form223Print breakdown={breakdown} currency={currency} lang={lang} />}
    </section>
  );
}
