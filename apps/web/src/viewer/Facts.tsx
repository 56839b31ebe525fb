import type { LvView, ViewFact, ViewText } from "gaeb2xlsx";
import { useState } from "react";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatCount, formatMoney } from "../ondevice/numbers";
import { FactList, groupFacts } from "./FactList";
import { RichText } from "./RichText";

/**
 * How many facts of a group are shown before the reader asks for more: more than any title block states (the corpus
 * has 19 at most), while a file with thousands of change orders still puts only this many into the page at a time.
 */
export const FACTS_SHOWN = 24;

function FactGroup({
  group,
  list,
  texts,
  lang,
}: {
  group: ViewFact["group"];
  list: readonly ViewFact[];
  texts: ViewerTexts;
  lang: Lang;
}) {
  const [shown, setShown] = useState(FACTS_SHOWN);
  const more = list.length - shown;
  return (
    <section className="lv-facts__group" aria-label={texts.factGroups[group]}>
      <h3 className="lv-facts__title">{texts.factGroups[group]}</h3>
      <FactList facts={list.slice(0, shown)} className="lv-facts__list" rowClassName="lv-facts__row" />
      {more > 0 && (
        <button
          type="button"
          className="button button--secondary button--small lv-facts__more"
          onClick={() => setShown(shown + FACTS_SHOWN * 4)}
        >
          {texts.moreFacts(
            Math.min(more, FACTS_SHOWN * 4),
            formatCount(Math.min(more, FACTS_SHOWN * 4), lang),
          )}
        </button>
      )}
    </section>
  );
}

/** The title facts, grouped (project, LV, file, owner, bidder, award …) in the order the core gives them. */
export function Facts({
  facts,
  texts,
  lang,
}: {
  facts: readonly ViewFact[];
  texts: ViewerTexts;
  lang: Lang;
}) {
  return (
    <div className="lv-facts">
      {[...groupFacts(facts)].map(([group, list]) => (
        <FactGroup key={group} group={group} list={list} texts={texts} lang={lang} />
      ))}
    </div>
  );
}

/**
 * Vorbemerkungen or Schlussbemerkungen, closed until the reader opens them: they can be pages long, and their
 * text is put into the page only then.
 */
export function NoteTexts({ title, list, lang }: { title: string; list: readonly ViewText[]; lang: Lang }) {
  const [open, setOpen] = useState(false);
  if (list.length === 0) return null;
  return (
    <details className="lv-notes" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {title} ({list.length})
      </summary>
      {open &&
        list.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the texts keep the file's order
          <section key={index} className="lv-notes__text">
            {text.title && <h3>{text.title}</h3>}
            <RichText text={text.text} lang={lang} />
          </section>
        ))}
    </details>
  );
}

/**
 * Net total, discounts, VAT and gross as the workbook computes them; a request without prices has none to show.
 * They are always the whole LV's: while a filter is on, the heading says so.
 */
export function Totals({
  view,
  texts,
  lang,
  filtered = false,
}: {
  view: LvView;
  texts: ViewerTexts;
  lang: Lang;
  filtered?: boolean;
}) {
  if (view.totals.length === 0 || !view.priced) return null;
  return (
    <section className="lv-totals" aria-labelledby="viewer-totals">
      <h2 id="viewer-totals">{filtered ? texts.totalsTitleUnfiltered : texts.totalsTitle}</h2>
      <dl>
        {view.totals.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stated and a computed line may share a key; order is fixed
          <div key={index} className={`lv-total-line lv-total-line--${line.key}`}>
            <dt>{line.label}</dt>
            <dd data-testid={`viewer-total-${line.key}${line.declared ? "-declared" : ""}`}>
              {formatMoney(line.amount, view.currency, lang)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
