import { useWindowVirtualizer } from "@tanstack/react-virtual";
import type { ViewRow } from "gaeb2xlsx";
import { type Ref, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import { type RowContext, RowView } from "./rows";

/** What the viewer asks of the list: bring a position of the list into view below the sticky bars. */
export interface ListController {
  /** Scrolls list position `position` to the top of the visible area and, with `focus`, moves focus to it. */
  show(position: number, options?: { focus?: boolean }): void;
}

interface ItemListProps {
  rows: readonly ViewRow[];
  /** Row indices in list order (all rows, or those the filter keeps). */
  shown: readonly number[];
  /** Each row's search text: its length predicts the row's height before it is measured. */
  search: readonly string[];
  context: RowContext;
  /** The list position of the current search hit, outlined. */
  current: number | null;
  /** Height of what sticks to the top of the window (site header and the viewer's toolbar). */
  stickyTop: number;
  label: string;
  ref?: Ref<ListController>;
}

/** About 90 characters to a line of long text at 26 px; a heading or total is one line. */
function estimateHeight(row: ViewRow | undefined, searchLength: number): number {
  if (!row) return 60;
  if (row.kind === "sectionStart") return 72;
  if (row.kind === "sectionEnd") return row.total === undefined ? 8 : 56;
  return 96 + Math.ceil(searchLength / 90) * 26;
}

/** Waits until the list has drawn the rows around a jump, so that focus finds the row's element. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * The LV's rows in order, of which only those near the screen are in the page (an LV of thousands of items with
 * long texts would otherwise take seconds to lay out and scroll sluggishly). The list scrolls with the window, so
 * the page reads like a document; heights are measured as rows appear.
 */
export function ItemList({ rows, shown, search, context, current, stickyTop, label, ref }: ItemListProps) {
  const listRef = useRef<HTMLElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts in the document: the facts and outline above it change height when they open or close.
  useLayoutEffect(() => {
    const measure = () => {
      const element = listRef.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((before) => (before === top ? before : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: (position) => {
      const row = shown[position] ?? -1;
      return estimateHeight(rows[row], search[row]?.length ?? 0);
    },
    getItemKey: (position) => shown[position] ?? position,
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: stickyTop + 8,
  });

  useImperativeHandle(
    ref,
    () => ({
      show(position, options = {}) {
        virtualizer.scrollToIndex(position, { align: "start" });
        if (!options.focus) return;
        // A far jump lands on estimated heights first; the virtualizer corrects it as rows are measured.
        afterPaint(() => {
          virtualizer.scrollToIndex(position, { align: "start" });
          afterPaint(() => {
            const element = listRef.current?.querySelector<HTMLElement>(`[data-position="${position}"]`);
            element?.focus({ preventScroll: true });
          });
        });
      },
    }),
    [virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  const offset = (items[0]?.start ?? 0) - virtualizer.options.scrollMargin;
  return (
    <section
      ref={listRef}
      className="lv-list"
      data-testid="viewer-list"
      data-state="ready"
      data-rows={shown.length}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize(), position: "relative" }}
    >
      <div className="lv-list__window" style={{ transform: `translateY(${offset}px)` }}>
        {items.map((item) => {
          const row = rows[shown[item.index] ?? -1];
          if (!row) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-position={item.index}
              tabIndex={-1}
              className={`lv-row lv-row--${row.kind}${item.index === current ? " lv-row--current" : ""}`}
            >
              <RowView row={row} context={context} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
