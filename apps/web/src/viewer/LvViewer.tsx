import type { LvView } from "gaeb2xlsx";
import {
  type CSSProperties,
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type ViewerTexts, viewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { Facts, NoteTexts, Totals } from "./Facts";
import { FilterStatus } from "./FilterStatus";
import { type CodeFilter, type KindFilter, kindChoices, visibleRows } from "./filter";
import { ozFromHash, rowOfOz } from "./hash";
import { searchPattern } from "./highlight";
import { ItemList, type ListController } from "./ItemList";
import { PrintLv } from "./print/PrintLv";
import type { RowContext } from "./rows";
import { SectionTree } from "./SectionTree";
import { findHits, stepHit } from "./search";
import { Toolbar } from "./Toolbar";
import { usePrinting } from "./usePrinting";

/** The first list position at or after a row; the list is in row order. */
function positionOf(shown: readonly number[], row: number): number {
  let low = 0;
  let high = shown.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((shown[middle] ?? Number.POSITIVE_INFINITY) < row) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The height of what sticks to the top of the window: the site's header and the viewer's toolbar. */
function useStickyTop(toolbar: RefObject<HTMLDivElement | null>): number {
  const [top, setTop] = useState(120);
  useEffect(() => {
    const measure = () => {
      const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
      const element = toolbar.current;
      // On a phone the toolbar scrolls away with the page (viewer.css), so only the header covers the list.
      const sticky = element !== null && getComputedStyle(element).position === "sticky";
      const bar = sticky ? element.getBoundingClientRect().height : 0;
      setTop(Math.round(header + bar));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (toolbar.current) observer.observe(toolbar.current);
    return () => observer.disconnect();
  }, [toolbar]);
  return top;
}

/** The OZ column as wide as the LV's longest item number, so numbers never break and columns line up. */
function ozColumnWidth(view: LvView): string {
  let longest = 4;
  for (const row of view.rows)
    if ((row.kind === "item" || row.kind === "markupItem") && row.oz.length > longest)
      longest = row.oz.length;
  return `${Math.min(longest, 24) + 1}ch`;
}

function itemTotal(view: LvView): number {
  return Object.values(view.kindCounts).reduce((sum, count) => sum + (count ?? 0), 0);
}

/** The LV on screen: title facts, outline, search and filter, the rows, totals, and its print layout on demand. */
export function LvViewer({ view, search, lang }: { view: LvView; search: readonly string[]; lang: Lang }) {
  const texts: ViewerTexts = viewerTexts[lang];
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const [filter, setFilter] = useState<KindFilter>("all");
  const [code, setCode] = useState<CodeFilter | null>(null);
  const filtered = filter !== "all" || code !== null;
  const shown = useMemo(() => visibleRows(view.rows, filter, code), [view.rows, filter, code]);
  const hits = useMemo(() => findHits(search, shown, deferredQuery), [search, shown, deferredQuery]);
  const pattern = useMemo(() => searchPattern(deferredQuery), [deferredQuery]);
  const [currentHit, setCurrentHit] = useState<number | null>(null);
  const [missingOz, setMissingOz] = useState<string | null>(null);
  const [treeOpen, setTreeOpen] = useState(
    () => typeof window !== "undefined" && window.matchMedia("(min-width: 1024px)").matches,
  );
  const list = useRef<ListController>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const stickyTop = useStickyTop(toolbar);
  const { printing, print } = usePrinting();

  // A jump to a row the filter hides first shows every row again, then lands once the list has them.
  const pending = useRef<{ row: number; focus: boolean } | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const jumpToRow = useCallback(
    (row: number, focus: boolean) => {
      const current = shownRef.current;
      const position = positionOf(current, row);
      if (current[position] !== row && filtered) {
        pending.current = { row, focus };
        setFilter("all");
        setCode(null);
        return;
      }
      list.current?.show(Math.min(position, current.length - 1), { focus });
    },
    [filtered],
  );
  useEffect(() => {
    const jump = pending.current;
    if (!jump) return;
    pending.current = null;
    requestAnimationFrame(() => list.current?.show(positionOf(shown, jump.row), { focus: jump.focus }));
  }, [shown]);

  // Typing moves to the first hit, as a browser's find does.
  useEffect(() => {
    const first = hits[0];
    setCurrentHit(first === undefined ? null : 0);
    if (first !== undefined) list.current?.show(first);
  }, [hits]);

  const step = (direction: 1 | -1) => {
    const next = stepHit(hits, currentHit, direction);
    setCurrentHit(next);
    const position = next === null ? undefined : hits[next];
    if (position !== undefined) list.current?.show(position);
  };

  // `#oz=…` names an item: shown when the file is opened (again) with it, and whenever the link is followed.
  const jumpRef = useRef(jumpToRow);
  jumpRef.current = jumpToRow;
  // Only a new view or a followed link jumps: changing the filter must not take the reader back to the link's item.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new LV takes the focus to its title (screen readers start reading there), unless a link names an item.
    if (ozFromHash(window.location.hash) === null) title.current?.focus();
  }, []);
  useEffect(() => {
    const follow = () => {
      const oz = ozFromHash(window.location.hash);
      if (oz === null) return setMissingOz(null);
      const row = rowOfOz(view.rows, oz);
      setMissingOz(row === null ? oz : null);
      if (row !== null) requestAnimationFrame(() => jumpRef.current(row, true));
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [view]);

  const context: RowContext = useMemo(
    () => ({ lang, texts, currency: view.currency, pattern, priced: view.priced }),
    [lang, texts, view.currency, pattern, view.priced],
  );
  const kinds = kindChoices(view.kindCounts).map((choice) => ({
    ...choice,
    label: texts.kinds[choice.kind],
  }));

  return (
    <div className="viewer" style={{ "--lv-oz": ozColumnWidth(view) } as CSSProperties}>
      <section className="viewer__head" aria-labelledby="viewer-title">
        <h2 id="viewer-title" ref={title} tabIndex={-1}>
          {view.title}
        </h2>
        <p className="viewer__phase">
          {view.file.phaseLabel} · {view.file.generation}
        </p>
        <Facts facts={view.facts} texts={texts} lang={lang} />
      </section>
      <NoteTexts title={texts.preamble} list={view.preamble} lang={lang} />
      <div className={`viewer__body${treeOpen ? " viewer__body--tree" : ""}`}>
        <SectionTree
          sections={view.sections}
          lang={lang}
          texts={texts}
          currency={view.currency}
          priced={view.priced}
          onJump={(row) => jumpToRow(row, true)}
          open={treeOpen}
          onToggle={setTreeOpen}
        />
        <div className="viewer__main">
          <Toolbar
            ref={toolbar}
            lang={lang}
            texts={texts}
            query={query}
            answered={deferredQuery}
            onQuery={setQuery}
            hitCount={hits.length}
            current={currentHit}
            onStep={step}
            filter={filter}
            onFilter={setFilter}
            kinds={kinds}
            itemCount={itemTotal(view)}
            catalogues={view.catalogues}
            code={code}
            onCode={setCode}
            onPrint={print}
          />
          <FilterStatus
            view={view}
            texts={texts}
            lang={lang}
            filter={filter}
            code={code}
            shown={shown}
            itemCount={itemTotal(view)}
            onClear={() => {
              setFilter("all");
              setCode(null);
            }}
          />
          {missingOz !== null && (
            <p className="viewer__missing" role="status">
              {texts.hashMissing(missingOz)}
            </p>
          )}
          <h2 className="visually-hidden">{texts.listLabel}</h2>
          {view.rows.length === 0 && <p className="viewer__empty">{texts.noRows}</p>}
          <ItemList
            ref={list}
            rows={view.rows}
            shown={shown}
            search={search}
            context={context}
            current={currentHit === null ? null : (hits[currentHit] ?? null)}
            stickyTop={stickyTop}
            label={texts.listLabel}
          />
          <NoteTexts title={texts.closing} list={view.closing} lang={lang} />
          <Totals view={view} texts={texts} lang={lang} filtered={filtered} />
        </div>
      </div>
      {printing && <PrintLv view={view} />}
    </div>
  );
}
