import { useVirtualizer } from "@tanstack/react-virtual";
import type { ViewSection } from "gaeb2xlsx";
import { type CSSProperties, type KeyboardEvent, useMemo, useRef, useState } from "react";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatCount, formatMoney } from "../ondevice/numbers";
import { initiallyExpanded, type OutlineEntry, outlineEntries, outlineKey } from "./outline";

interface TreeProps {
  sections: readonly ViewSection[];
  lang: Lang;
  texts: ViewerTexts;
  currency: string;
  /** Whether the LV carries prices; a request's section totals are all zero and are left out. */
  priced: boolean;
  onJump(row: number): void;
}

/** Which sections are open; kept by the outline's frame, so that closing the outline on a phone forgets nothing. */
interface Opened {
  expanded: ReadonlySet<string>;
  setExpanded: (update: (before: ReadonlySet<string>) => ReadonlySet<string>) => void;
}

/** Up to this many lines the outline is drawn whole: a few hundred elements, as many as a screen of the list. */
export const WHOLE_OUTLINE_LINES = 60;

/** Waits until the outline has drawn the lines around a move, so that focus finds the line's element. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

function EntryText({ section, ...props }: Omit<TreeProps, "sections" | "onJump"> & { section: ViewSection }) {
  const { lang, texts, currency, priced } = props;
  return (
    <>
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
    </>
  );
}

/**
 * The outline as a tree (WAI-ARIA tree pattern: arrow keys move and open, Enter jumps). Only the lines near the
 * outline's visible part are in the page, and deeper levels are opened on demand, so that an LV of thousands of
 * sections costs no more than a small one.
 */
function OutlineTree(props: TreeProps & Opened) {
  const { sections, texts, onJump, expanded, setExpanded } = props;
  const entries = useMemo(() => outlineEntries(sections, expanded), [sections, expanded]);
  const [active, setActive] = useState(0);
  const current = Math.min(active, entries.length - 1);
  const scroller = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 56,
    getItemKey: (index) => entries[index]?.section.key ?? index,
    // A short outline is in the page whole (the browser's find sees it); a long one only near its visible part.
    overscan: entries.length <= WHOLE_OUTLINE_LINES ? entries.length : 8,
  });

  const toggle = (key: string, open: boolean) =>
    setExpanded((before) => {
      if (before.has(key) === open) return before;
      const after = new Set(before);
      if (open) after.add(key);
      else after.delete(key);
      return after;
    });

  const focusEntry = (index: number) => {
    setActive(index);
    const line = () => scroller.current?.querySelector<HTMLElement>(`[data-entry="${index}"]`);
    // A line nearby is drawn already: focus it at once (the box scrolls to it), so that quick keys follow each other.
    const drawn = line();
    if (drawn) return drawn.focus();
    virtualizer.scrollToIndex(index, { align: "auto" });
    afterPaint(() => line()?.focus());
  };

  // A section opens as it is jumped to, so that a pointer or a screen reader's double tap reaches its children too.
  const jump = (entry: OutlineEntry, index: number) => {
    setActive(index);
    if (entry.section.children.length > 0) toggle(entry.section.key, true);
    onJump(entry.section.row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The key acts on the line that has the focus (the roving one, unless a click or a screen reader moved it).
    const line = (event.target as HTMLElement).closest("[data-entry]")?.getAttribute("data-entry");
    const move = outlineKey(event.key, entries, line ? Number(line) : current);
    if (!move) return;
    event.preventDefault();
    if (move.kind === "focus") focusEntry(move.index);
    else if (move.kind === "expand") toggle(move.key, true);
    else if (move.kind === "collapse") toggle(move.key, false);
    else {
      const entry = entries[move.index];
      if (entry) jump(entry, move.index);
    }
  };

  const items = virtualizer.getVirtualItems();
  // Tab enters the tree at its current line, or at the first drawn one when the box was scrolled away from it.
  const tabbable = items.some((item) => item.index === current) ? current : (items[0]?.index ?? current);

  return (
    <div ref={scroller} className="lv-tree__scroll">
      <div
        role="tree"
        aria-label={texts.outline}
        className="lv-tree__list"
        style={{ height: virtualizer.getTotalSize(), position: "relative" }}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          const { section } = entry;
          const parent = section.children.length > 0;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys of all its lines (onKeyDown above)
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-entry={item.index}
              role="treeitem"
              aria-level={entry.depth + 1}
              aria-posinset={entry.position}
              aria-setsize={entry.siblings}
              aria-expanded={parent ? entry.expanded : undefined}
              tabIndex={item.index === tabbable ? 0 : -1}
              className={`lv-tree__entry${section.counts ? "" : " lv-tree__entry--apart"}`}
              style={{ transform: `translateY(${item.start}px)`, "--lv-depth": entry.depth } as CSSProperties}
              onClick={() => jump(entry, item.index)}
              onFocus={() => setActive(item.index)}
            >
              <span
                className={`lv-tree__toggle${parent ? "" : " lv-tree__toggle--none"}`}
                aria-hidden="true"
                onClick={(event) => {
                  if (!parent) return;
                  // The arrow opens or closes without jumping; the line itself jumps.
                  event.stopPropagation();
                  toggle(section.key, !entry.expanded);
                }}
              />
              <EntryText section={section} {...props} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The Lose, Titel and Untertitel with their item counts and totals; each entry jumps to its section. */
export function SectionTree(props: TreeProps & { open: boolean; onToggle(open: boolean): void }) {
  const { sections, texts, open, onToggle } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => initiallyExpanded(sections));
  return (
    <details className="lv-tree" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="lv-tree__summary">{texts.outline}</summary>
      {/* Closed (on a phone, until opened) it holds nothing: the outline is drawn only when it can be seen. */}
      {open && (
        <nav aria-label={texts.outlineLabel}>
          {sections.length === 0 ? (
            <p className="lv-tree__empty">{texts.noSections}</p>
          ) : (
            <OutlineTree {...props} expanded={expanded} setExpanded={setExpanded} />
          )}
        </nav>
      )}
    </details>
  );
}
