import type { ViewSection } from "gaeb2xlsx";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatCount, formatMoney } from "../ondevice/numbers";

interface TreeProps {
  sections: readonly ViewSection[];
  lang: Lang;
  texts: ViewerTexts;
  currency: string;
  /** Whether the LV carries prices; a request's section totals are all zero and are left out. */
  priced: boolean;
  onJump(row: number): void;
}

function Branch(props: TreeProps) {
  const { sections, lang, texts, currency, priced, onJump } = props;
  return (
    <ul className="lv-tree__list">
      {sections.map((section) => (
        <li key={section.key}>
          <button
            type="button"
            className={`lv-tree__entry${section.counts ? "" : " lv-tree__entry--apart"}`}
            onClick={() => onJump(section.row)}
          >
            <span className="lv-tree__name">
              <span className="lv-tree__oz">{section.oz}</span> {section.title || section.levelLabel}
            </span>
            <span className="lv-tree__meta">
              {texts.items(section.itemCount, formatCount(section.itemCount, lang))}
              {priced && section.total !== undefined && (
                <>
                  {" · "}
                  {section.counts
                    ? formatMoney(section.total, currency, lang)
                    : `(${formatMoney(section.total, currency, lang)})`}
                </>
              )}
            </span>
          </button>
          {section.children.length > 0 && <Branch {...props} sections={section.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The Lose, Titel and Untertitel with their item counts and totals; each entry jumps to its section. */
export function SectionTree(props: TreeProps & { open: boolean; onToggle(open: boolean): void }) {
  const { sections, texts, open, onToggle } = props;
  return (
    <details className="lv-tree" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="lv-tree__summary">{texts.outline}</summary>
      <nav aria-label={texts.outlineLabel}>
        {sections.length === 0 ? <p className="lv-tree__empty">{texts.noSections}</p> : <Branch {...props} />}
      </nav>
    </details>
  );
}
