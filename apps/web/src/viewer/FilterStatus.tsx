import type { LvView } from "gaeb2xlsx";
import { useMemo } from "react";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatCount, formatMoney } from "../ondevice/numbers";
import { type CodeFilter, catalogueOf, filteredFigures, type KindFilter } from "./filter";

interface FilterStatusProps {
  view: LvView;
  texts: ViewerTexts;
  lang: Lang;
  filter: KindFilter;
  code: CodeFilter | null;
  shown: readonly number[];
  itemCount: number;
  onClear(): void;
}

/**
 * While a filter is on, says so: which filter, how many of the LV's items the list shows and, in a priced LV, the
 * sum of their totals, named as the filtered items' sum so that nobody takes it for the LV's.
 */
export function FilterStatus({
  view,
  texts,
  lang,
  filter,
  code,
  shown,
  itemCount,
  onClear,
}: FilterStatusProps) {
  const figures = useMemo(() => filteredFigures(view.rows, shown), [view.rows, shown]);
  if (filter === "all" && code === null) return null;
  const catalogue = catalogueOf(view.catalogues, code);
  const parts = [
    ...(filter === "all" ? [] : [texts.kinds[filter]]),
    ...(catalogue && code ? [texts.filteredCode(catalogue.name, code.code)] : []),
  ];
  return (
    <div className="lv-filtered" data-testid="viewer-filtered">
      <p>
        <strong>{texts.filteredBy}:</strong> {parts.join(" · ")} –{" "}
        <span data-testid="viewer-filtered-count">
          {texts.filteredItems(itemCount, formatCount(figures.items, lang), formatCount(itemCount, lang))}
        </span>
      </p>
      {view.priced && figures.total !== undefined && (
        <p>
          {texts.filteredSum}:{" "}
          <strong data-testid="viewer-filtered-total">
            {formatMoney(figures.total, view.currency, lang)}
          </strong>
        </p>
      )}
      <button type="button" className="button button--secondary button--small" onClick={onClear}>
        {texts.clearFilter}
      </button>
    </div>
  );
}
