import type { ViewCatalogue, ViewItemKind } from "gaeb2xlsx";
import { type KeyboardEvent, type Ref, useId } from "react";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatCount } from "../ondevice/numbers";
import { type CodeFilter, codeFilterValue, type KindFilter, parseCodeFilter } from "./filter";

interface ToolbarProps {
  lang: Lang;
  texts: ViewerTexts;
  query: string;
  /** The query the hits answer: typing renders at once, the search follows a moment later. */
  answered: string;
  onQuery(query: string): void;
  /** How many list positions the (deferred) query matches, and which of them is current. */
  hitCount: number;
  current: number | null;
  onStep(direction: 1 | -1): void;
  filter: KindFilter;
  onFilter(filter: KindFilter): void;
  kinds: Array<{ kind: ViewItemKind; count: number; label: string }>;
  itemCount: number;
  /** The catalogues whose codes the items carry: a second filter, shown only where there are any. */
  catalogues: readonly ViewCatalogue[];
  code: CodeFilter | null;
  onCode(code: CodeFilter | null): void;
  onPrint(): void;
  ref?: Ref<HTMLDivElement>;
}

/** A button to the previous or next hit: an arrow (`path`) with its name for screen readers and as a tooltip. */
function StepButton({
  label,
  path,
  disabled,
  onClick,
}: {
  label: string;
  path: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary button--small lv-toolbar__step"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </button>
  );
}

/**
 * Search with its hit count and steps, the kind filter, the cost-group (catalogue) filter and the print button, kept
 * in reach while scrolling.
 */
export function Toolbar(props: ToolbarProps) {
  const { lang, texts, query, hitCount, current, filter, kinds, ref } = props;
  const searchId = useId();
  const filterId = useId();
  const codeId = useId();
  const format = (count: number) => formatCount(count, lang);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    props.onStep(event.shiftKey ? -1 : 1);
  };
  return (
    <div className="lv-toolbar" ref={ref}>
      {/* role="search" rather than <search>: older browsers and the test DOM do not know the element yet. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div className="lv-toolbar__search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {texts.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className="lv-toolbar__input"
          data-testid="viewer-search"
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => props.onQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span className="lv-toolbar__hits" data-testid="viewer-hits" data-count={hitCount} aria-live="polite">
          {props.answered.trim() === ""
            ? ""
            : texts.hits(current === null ? null : current + 1, hitCount, format)}
        </span>
        <StepButton
          label={texts.previousHit}
          path="M5 12l5-5 5 5"
          disabled={hitCount === 0}
          onClick={() => props.onStep(-1)}
        />
        <StepButton
          label={texts.nextHit}
          path="M5 8l5 5 5-5"
          disabled={hitCount === 0}
          onClick={() => props.onStep(1)}
        />
      </div>
      <div className="lv-toolbar__filter">
        <label htmlFor={filterId}>{texts.kindFilter}</label>
        <select
          id={filterId}
          data-testid="viewer-kind"
          value={filter}
          onChange={(event) => props.onFilter(event.target.value as KindFilter)}
        >
          <option value="all">{texts.allKinds(format(props.itemCount))}</option>
          {kinds.map((choice) => (
            <option key={choice.kind} value={choice.kind}>
              {choice.label} ({format(choice.count)})
            </option>
          ))}
        </select>
      </div>
      {props.catalogues.length > 0 && (
        <div className="lv-toolbar__filter">
          <label htmlFor={codeId}>{texts.codeFilter}</label>
          <select
            id={codeId}
            data-testid="viewer-code"
            value={codeFilterValue(props.code)}
            onChange={(event) => props.onCode(parseCodeFilter(event.target.value))}
          >
            <option value="">{texts.allCodes}</option>
            {props.catalogues.map((catalogue) => (
              <optgroup key={catalogue.key} label={catalogue.name}>
                {catalogue.codes.map(({ code, count }) => (
                  <option key={code} value={codeFilterValue({ catalogue: catalogue.key, code })}>
                    {texts.codeChoice(code, format(count))}
                  </option>
                ))}
                {catalogue.unassigned > 0 && (
                  <option value={codeFilterValue({ catalogue: catalogue.key, code: null })}>
                    {texts.withoutCode(format(catalogue.unassigned))}
                  </option>
                )}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className="button button--primary button--small lv-toolbar__print"
        data-testid="viewer-print"
        onClick={props.onPrint}
      >
        {texts.print}
      </button>
    </div>
  );
}
