import type { LvView, ViewFact, ViewText } from "gaeb2xlsx";
import type { ReactNode } from "react";
import { FactList, groupFacts } from "../FactList";
import { RichText } from "../RichText";
import { PrintRows } from "./PrintRows";
import { PrintSummary } from "./PrintSummary";
import { FACT_GROUPS, PRINT_WORDS } from "./words";

/**
 * The printed LV itself, without the page around it: cover, preamble, every section with its items and complete
 * long texts, closing texts and the Zusammenstellung. Pure markup of the view, so it also renders on a server.
 */
export function PrintDocument({ view }: { view: LvView }): ReactNode {
  const words = PRINT_WORDS[view.lang];
  return (
    <div className={`print-lv print-lv--oz-${ozWidth(view)}`} lang={view.lang} data-testid="print-lv">
      <Cover view={view} />
      {view.preamble.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the texts of a file never change once shown
        <PrintText key={index} text={text} view={view} />
      ))}
      <PrintRows view={view} />
      {view.closing.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the texts of a file never change once shown
        <PrintText key={index} text={text} view={view} />
      ))}
      <PrintSummary view={view} />
      {view.isRequest ? <p className="plv-request-note">{words.request}</p> : null}
    </div>
  );
}

/** The OZ column is as wide as the LV's longest OZ needs, so that an OZ stays on one line beside its text. */
function ozWidth(view: LvView): "s" | "m" | "l" | "xl" {
  let longest = 0;
  for (const row of view.rows)
    if (row.kind !== "sectionEnd" && "oz" in row) longest = Math.max(longest, row.oz.length);
  return longest <= 8 ? "s" : longest <= 12 ? "m" : longest <= 16 ? "l" : "xl";
}

function Cover({ view }: { view: LvView }): ReactNode {
  const words = PRINT_WORDS[view.lang];
  const groups = groupFacts(view.facts);
  const order = Object.keys(FACT_GROUPS[view.lang]) as Array<ViewFact["group"]>;
  return (
    <header className="plv-cover">
      <p className="plv-kicker">
        {words.document} · {view.file.phaseLabel}
      </p>
      <h1 className="plv-title">{view.title}</h1>
      <div className="plv-facts">
        {order
          .filter((group) => groups.has(group))
          .map((group) => (
            <section key={group} className="plv-fact-group">
              <h2 className="plv-fact-heading">{FACT_GROUPS[view.lang][group]}</h2>
              <FactList facts={groups.get(group) ?? []} className="plv-fact-list" rowClassName="plv-fact" />
            </section>
          ))}
      </div>
      <p className="plv-currency">
        {words.currency} {view.currency}
      </p>
    </header>
  );
}

function PrintText({ text, view }: { text: ViewText; view: LvView }): ReactNode {
  return (
    <section className="plv-text">
      {text.title ? <h2 className="plv-text-title">{text.title}</h2> : null}
      <RichText text={text.text} lang={view.lang} className="plv-rt" print />
    </section>
  );
}
