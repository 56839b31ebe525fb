import type { ViewSection } from "gaeb2xlsx";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatCount, formatMoney } from "../ondevice/numbers";

interface TreeProps {
  sections: readonly ViewSection[];
  lang: Lang;
  texts: ViewerTexts;
  currency: string;
  onJump(row: number): void;
}

function Branch({ sections, lang, texts, currency, onJump }: TreeProps) {
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
              {section.total !== undefined && (
                <>
                  {" · "}
                  {section.counts
                    ? formatMoney(section.total, currency, lang)
                    : `(${formatMoney(section.total, currency, lang)})`}
                </>
              )}
            </span>
          </button>
          {section.children.length > 0 && (
            <Branch
              sections={section.children}
              lang={lang}
              texts={texts}
              currency={currency}
              onJump={onJump}
            />
          )}
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
