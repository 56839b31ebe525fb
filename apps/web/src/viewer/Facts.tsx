import type { LvView, ViewFact, ViewText } from "gaeb2xlsx";
import { useState } from "react";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatMoney } from "../ondevice/numbers";
import { RichText } from "./RichText";

/** The title facts, grouped (project, LV, file, owner, bidder, award …) in the order the core gives them. */
export function Facts({ facts, texts }: { facts: readonly ViewFact[]; texts: ViewerTexts }) {
  // Each group once, where it first appears: the core lists facts in reading order, which may return to a group.
  const groups = new Map<ViewFact["group"], ViewFact[]>();
  for (const fact of facts) groups.set(fact.group, [...(groups.get(fact.group) ?? []), fact]);
  return (
    <div className="lv-facts">
      {[...groups].map(([group, list]) => (
        <section key={group} className="lv-facts__group" aria-label={texts.factGroups[group]}>
          <h3 className="lv-facts__title">{texts.factGroups[group]}</h3>
          <dl className="lv-facts__list">
            {list.map((fact, factIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (several contacts); order is fixed
              <div key={factIndex} className="lv-facts__row">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
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

/** Net total, discounts, VAT and gross as the workbook computes them; a request without prices has none to show. */
export function Totals({ view, texts, lang }: { view: LvView; texts: ViewerTexts; lang: Lang }) {
  if (view.totals.length === 0 || !view.priced) return null;
  return (
    <section className="lv-totals" aria-labelledby="viewer-totals">
      <h2 id="viewer-totals">{texts.totalsTitle}</h2>
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
